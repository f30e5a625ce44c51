// The DVONN referee: engine/dvonn Game from a random setup (the game's seed) or the placing phase.
#include "games/common/referee.hpp"
#include "engine/dvonn/game.hpp"
#include "engine/dvonn/notation.hpp"
#include "engine/dvonn/save_format.hpp"
#include "games/dvonn/dvonn_main.hpp"

namespace boardtalk::match {

namespace {

// '#' comment lines of the save format hold the names; a line break inside one would end it.
std::string comment_text(std::string text) {
    for (char& c : text)
        if (c == '\n' || c == '\r') c = ' ';
    return text;
}

class DvonnReferee : public Referee {
  public:
    DvonnReferee(const GameSettings& s, std::uint64_t seed)
        : placement_(s.dvonn_placement),
          seed_(seed),
          game_(placement_ ? dvonn::Game() : dvonn::Game(dvonn::random_setup(seed))) {}

    int players() const override { return 2; }
    std::string colour_name(int side) const override { return side == 0 ? "white" : "black"; }
    std::vector<std::string> setup_commands() const override {
        if (placement_) return {"clear_board"};
        return {"setup random " + std::to_string(seed_)};
    }
    int to_move() const override {
        return game_.position().board.to_move == dvonn::Colour::white ? 0 : 1;
    }
    bool over() const override { return game_.over(); }
    int moves_played() const override { return static_cast<int>(game_.moves().size()); }

    MoveCheck play(std::string_view move) override {
        const auto m = dvonn::parse_move(move);
        if (!m) return {MoveCheck::Verdict::unreadable, "", m.error()};
        if (auto err = game_.play(*m)) return {MoveCheck::Verdict::illegal, "", *err};
        return {MoveCheck::Verdict::ok, dvonn::format_move(*m), ""};
    }

    // Pieces in the stacks each side controls, also when the move limit stopped the game.
    RefereeOutcome outcome() const override {
        const dvonn::Score s = game_.score();
        const int margin = s.white - s.black;
        if (margin == 0) return {std::nullopt, "0", 0};
        const std::string result =
            margin > 0 ? "W+" + std::to_string(margin) : "B+" + std::to_string(-margin);
        return {margin > 0 ? 0 : 1, result, static_cast<double>(margin)};
    }

    std::string record(const RecordInfo& info) const override {
        std::string out = "# white: " + comment_text(info.first_name) +
                          "\n# black: " + comment_text(info.second_name) +
                          "\n# result: " + comment_text(info.result) + "\n";
        if (!info.comment.empty()) out += "# " + comment_text(info.comment) + "\n";
        const std::string game = dvonn::write_game(game_);
        // The save format's first line must stay first: the comments go after it.
        const auto eol = game.find('\n');
        if (eol == std::string::npos) return game + "\n" + out;
        return game.substr(0, eol + 1) + out + game.substr(eol + 1);
    }
    std::string record_extension() const override { return ".txt"; }

  private:
    bool placement_;
    std::uint64_t seed_;
    dvonn::Game game_;
};

void settle_dvonn(const GameOptionText& o, GameSettings& s) {
    if (o.dvonn_setup != "random" && o.dvonn_setup != "placement")
        throw GameOptionError("--dvonn-setup must be random or placement");
    s.dvonn_placement = o.dvonn_setup == "placement";
}

}  // namespace

RefereeGame dvonn_referee_game() {
    return {.players = 2,
            .clock = ClockTalk::time_limit,
            .options = {"dvonn-setup"},
            .settle = settle_dvonn,
            .make = make_referee_as<DvonnReferee>,
            .seed_dependent = [](const GameSettings& s) { return !s.dvonn_placement; },
            .info = [](const GameSettings& s) -> std::vector<InfoField> {
                return {{"setup", s.dvonn_placement ? "placement" : "random"}};
            }};
}

}  // namespace boardtalk::match
