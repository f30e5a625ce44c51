// The Morris referee: engine/morris Game under the default rules (the engines' defaults too).
#include "games/common/referee.hpp"
#include "engine/morris/game.hpp"
#include "engine/morris/notation.hpp"
#include "engine/morris/text_format.hpp"
#include "games/morris/morris_main.hpp"

namespace boardtalk::match {

namespace {

class MorrisReferee : public Referee {
  public:
    MorrisReferee(const GameSettings& s, std::uint64_t) : draw_after_(s.draw_after) {}

    int players() const override { return 2; }
    std::string colour_name(int side) const override { return side == 0 ? "white" : "black"; }
    std::vector<std::string> setup_commands() const override { return {"clear_board"}; }
    int to_move() const override {
        return game_.position().to_move == morris::Colour::white ? 0 : 1;
    }
    bool over() const override { return game_.over(); }
    int moves_played() const override { return static_cast<int>(game_.turns_played()); }
    bool adjudicated_draw() const override {
        return draw_after_ > 0 && !game_.over() && game_.position().clock >= draw_after_;
    }

    // Accepts the removal attached ("d6xb4") or as a second token ("d6 xb4", Sanmill's way).
    MoveCheck play(std::string_view move) override {
        const auto space = move.find(' ');
        auto turn = morris::parse_turn(move.substr(0, space));
        if (!turn) return {MoveCheck::Verdict::unreadable, "", turn.error()};
        if (space != std::string_view::npos) {
            auto removal = morris::parse_removal(move.substr(move.find_first_not_of(' ', space)));
            if (!removal || turn->remove != morris::kNoPoint)
                return {MoveCheck::Verdict::unreadable, "", "bad removal"};
            turn->remove = *removal;
        }
        if (auto err = game_.play(*turn)) return {MoveCheck::Verdict::illegal, "", *err};
        return {MoveCheck::Verdict::ok, morris::format_turn(*turn), ""};
    }

    // The claimant has a turn that draws: threefold repetition or the removal limit (the rules'
    // own or --draw-after's).
    std::optional<std::string> draw_claim() const override {
        for (const morris::Turn& turn : game_.legal_turns()) {
            morris::Game next = game_;
            next.play(turn);
            const morris::Status status = next.status();
            std::string rule;
            if (status.outcome == morris::Outcome::draw)
                rule =
                    status.reason == morris::EndReason::repetition
                        ? "threefold repetition"
                        : std::to_string(game_.rules().removal_limit) + " plies without a removal";
            else if (draw_after_ > 0 && next.position().clock >= draw_after_)
                rule = std::to_string(draw_after_) + " plies without a removal (--draw-after)";
            if (!rule.empty()) return rule + " after " + morris::format_turn(turn);
        }
        return std::nullopt;
    }

    // A game stopped by the move limit or adjudicated is a draw.
    RefereeOutcome outcome() const override {
        switch (game_.status().outcome) {
            case morris::Outcome::white_wins:
                return {0, "W+", 1};
            case morris::Outcome::black_wins:
                return {1, "B+", -1};
            case morris::Outcome::ongoing:
            case morris::Outcome::draw:
                break;
        }
        return {std::nullopt, "0", 0};
    }

    // The engine's own save format (loadgame reads it back); it has no room for names.
    std::string record(const RecordInfo&) const override {
        return morris::TextFormat().write(game_.record());
    }
    std::string record_extension() const override { return ".txt"; }

  private:
    int draw_after_;
    morris::Game game_;
};

}  // namespace

RefereeGame morris_referee_game() {
    return {.players = 2,
            .clock = ClockTalk::time_limit,
            .options = {"draw-after"},
            .settle = [](const GameOptionText& o, GameSettings& s) { s.draw_after = o.draw_after; },
            .make = make_referee_as<MorrisReferee>,
            .seed_dependent = [](const GameSettings&) { return false; },
            .info = [](const GameSettings& s) -> std::vector<InfoField> {
                return {{"draw_after", s.draw_after}};
            }};
}

}  // namespace boardtalk::match
