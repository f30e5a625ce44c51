// Nine Men's Morris at the terminal: the diagram, moves in the usual notation (d6, a1-a4,
// d6xb4), and at the move prompt undo, save FILE, load FILE, help and quit.
#include "games/common/play_session.hpp"
#include "games/morris/morris_main.hpp"

namespace boardtalk::play {

namespace {

constexpr std::string_view kHelp =
    "Moves: d6 places a man, a1-a4 slides or flies one, d6xb4 or a1-a4xb4 closes a mill and\n"
    "removes the man on b4. save FILE and load FILE keep and restore a game.";

class MorrisUi : public GameUi {
  public:
    std::vector<std::string> colours() const override { return {"white", "black"}; }

    void start(PlayContext& ctx) override {
        ctx.engine.require("clear_board");
        ctx.term.say("Nine Men's Morris: White moves first.", Tone::title);
        show_board(ctx);
    }

    Turn turn(PlayContext& ctx) override {
        status_ = ctx.engine.require("game_status");
        const int seat = seat_of(ctx, status_);
        if (seat < 0 || status_.find(" to move") == std::string::npos) return Turn{true, 0};
        return Turn{false, seat};
    }

    bool human_turn(PlayContext& ctx, const Seat& seat) override {
        ctx.term.say(label(seat) + " to move.", Tone::title);
        for (;;) {
            const std::string line = ctx.term.ask("Move:");
            const Typed typed = common_command(ctx, *this, seat, line, kHelp);
            if (typed == Typed::quit) return false;
            if (typed == Typed::turn_changed) return true;
            if (typed == Typed::shown) continue;
            if (auto file = argument(line, "save")) {
                save(ctx, *file);
                continue;
            }
            if (auto file = argument(line, "load")) {
                if (load(ctx, *file)) return true;
                continue;
            }
            const Answer a = ctx.engine.ask("play " + seat.colour + " " + lowercase(line));
            if (a.ok) {
                ctx.moves.push_back(seat.colour + " " + lowercase(line));
                show_board(ctx);
                return true;
            }
            ctx.term.say("Invalid move '" + line + "': " + a.text, Tone::error);
        }
    }

    void engine_turn(PlayContext& ctx, const Seat& seat) override {
        const std::string move =
            ctx.engine.require("genmove " + seat.colour, move_timeout(ctx.options));
        ctx.moves.push_back(seat.colour + " " + move);
        ctx.term.say(label(seat) + " plays " + move + ".");
        show_board(ctx);
    }

    bool finish(PlayContext& ctx) override {
        ctx.term.say(
            "Game over after " + std::to_string(ctx.moves.size()) + " turns: " + status_ + ".",
            Tone::title);
        const Answer score = ctx.engine.ask("final_score");
        if (score.ok && (score.text.rfind("W+", 0) == 0 || score.text.rfind("B+", 0) == 0)) {
            ctx.term.say("Winner: " + label(ctx.seats[score.text[0] == 'W' ? 0 : 1]) + ".",
                         Tone::good);
        } else if (score.ok && score.text == "0") {
            ctx.term.say("The game is a draw.", Tone::good);
        }
        return false;
    }

  private:
    // The file name after `word ` ("save game.txt"), if the line is that command.
    static std::optional<std::string> argument(const std::string& line, std::string_view word) {
        if (lowercase(line.substr(0, word.size())) != word) return std::nullopt;
        if (line.size() <= word.size() + 1 || line[word.size()] != ' ') return std::nullopt;
        const auto start = line.find_first_not_of(' ', word.size());
        return line.substr(start);
    }

    static void save(PlayContext& ctx, const std::string& file) {
        const Answer a = ctx.engine.ask("savegame " + file);
        if (a.ok) {
            ctx.term.say("Saved the game to " + file + ".", Tone::good);
        } else {
            ctx.term.say("Could not save to " + file + ": " + a.text, Tone::error);
        }
    }

    bool load(PlayContext& ctx, const std::string& file) {
        const Answer a = ctx.engine.ask("loadgame " + file);
        if (!a.ok) {
            ctx.term.say("Could not load " + file + ": " + a.text, Tone::error);
            return false;
        }
        ctx.moves.clear();
        ctx.moves.push_back("(loaded " + file + ")");
        ctx.term.say("Loaded the game from " + file + ".", Tone::good);
        show_board(ctx);
        return true;
    }

    std::string status_;
};

}  // namespace

PlayGame morris_play_game() {
    return {.make_ui = []() -> std::unique_ptr<GameUi> { return std::make_unique<MorrisUi>(); },
            .engine_options = [](const PlayOptions& o, bool) { return move_time_option(o); }};
}

}  // namespace boardtalk::play
