// The 2048 referee: engine/2048 Game from the game's seed; play goes on after 2048 (keep_going),
// so the "match" measures the score and best tile distribution.
#include "games/common/referee.hpp"
#include "engine/2048/game.hpp"
#include "engine/2048/save_format.hpp"
#include "games/2048/arg_types.hpp"
#include "games/2048/g2048_main.hpp"

namespace boardtalk::match {

namespace {

class G2048Referee : public Referee {
  public:
    G2048Referee(const GameSettings& s, std::uint64_t seed)
        : size_(s.boardsize), seed_(seed), game_(s.boardsize, seed) {}

    int players() const override { return 1; }
    std::string colour_name(int) const override { return ""; }
    std::vector<std::string> setup_commands() const override {
        std::vector<std::string> out;
        if (size_ != g2048::default_size) out.push_back("boardsize " + std::to_string(size_));
        out.push_back("new_game " + std::to_string(seed_));
        return out;
    }
    int to_move() const override { return 0; }
    bool over() const override { return game_.status() == g2048::Status::over; }
    int moves_played() const override { return static_cast<int>(game_.moves_played()); }

    MoveCheck play(std::string_view move) override {
        const auto d = g2048::parse_direction(move);
        if (!d) return {MoveCheck::Verdict::unreadable, "", "not a direction"};
        if (auto err = game_.check_move(*d))
            return {MoveCheck::Verdict::illegal, "", g2048::move_error_text(*err, *d)};
        game_.play(*d);
        return {MoveCheck::Verdict::ok, std::string(g2048::direction_name(*d)), ""};
    }

    std::vector<std::string> after_move_commands() override {
        if (game_.status() != g2048::Status::won) return {};
        game_.continue_after_win();
        return {"keep_going"};
    }

    RefereeOutcome outcome() const override {
        return {std::nullopt, std::to_string(game_.best_tile()),
                static_cast<double>(game_.score())};
    }

    std::string record(const RecordInfo&) const override { return g2048::save_game(game_); }
    std::string record_extension() const override { return ".txt"; }

  private:
    int size_;
    std::uint64_t seed_;
    g2048::Game game_;
};

void settle_g2048(const GameOptionText& o, GameSettings& s) {
    s.boardsize = o.boardsize == 0 ? g2048::default_size : o.boardsize;
    if (!g2048::board_size_fits(static_cast<std::uint32_t>(s.boardsize)))
        throw GameOptionError("--boardsize must be " + g2048::board_size_range() + " for 2048");
}

}  // namespace

RefereeGame g2048_referee_game() {
    return {.players = 1,
            .clock = ClockTalk::none,
            .options = {"boardsize"},
            .settle = settle_g2048,
            .make = make_referee_as<G2048Referee>,
            .seed_dependent = [](const GameSettings&) { return true; },
            .info = [](const GameSettings& s) -> std::vector<InfoField> {
                return {{"boardsize", s.boardsize}};
            }};
}

}  // namespace boardtalk::match
