// DVONN at the terminal: a random setup (or the placing phase), "Place:" in the placing phase,
// "Source:" / "Destination:" in the moving phase, the move shown on the board and confirmed or
// taken back, automatic passes, and the final scores.
#include <random>
#include <sstream>

#include "games/common/play_session.hpp"
#include "games/dvonn/dvonn_main.hpp"

namespace boardtalk::play {

namespace {

constexpr std::string_view kHelp =
    "Placing: type a space such as E3. Moving: type the source space of a stack whose top piece\n"
    "is yours, then its destination; the move is shown and you confirm it (y) or take it back\n"
    "(n).";

std::string upper(std::string text) {
    for (auto& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return text;
}

class DvonnUi : public GameUi {
  public:
    std::vector<std::string> colours() const override { return {"white", "black"}; }

    void start(PlayContext& ctx) override {
        if (ctx.options.placing) {
            ctx.engine.require("clear_board");
            ctx.term.say("DVONN: the placing phase; White places first.", Tone::title);
        } else {
            const auto seed = ctx.options.seed.value_or(std::random_device{}());
            ctx.engine.require("setup random " + std::to_string(seed));
            ctx.term.say(
                "DVONN: random setup (seed " + std::to_string(seed) + "); White moves first.",
                Tone::title);
        }
        show_board(ctx);
    }

    Turn turn(PlayContext& ctx) override {
        status_ = ctx.engine.require("game_status");
        const int seat = seat_of(ctx, status_);
        if (status_.rfind("game over", 0) == 0 || seat < 0) return Turn{true, 0};
        return Turn{false, seat};
    }

    bool human_turn(PlayContext& ctx, const Seat& seat) override {
        if (ends_with(status_, "must pass")) {
            ctx.term.say(label(seat) + " cannot move and passes.");
            play(ctx, seat, "pass");
            return true;
        }
        ctx.term.say(label(seat) + (placing() ? " to place." : " to move."), Tone::title);
        return placing() ? human_place(ctx, seat) : human_move(ctx, seat);
    }

    void engine_turn(PlayContext& ctx, const Seat& seat) override {
        const std::string move =
            ctx.engine.require("genmove " + seat.colour, move_timeout(ctx.options));
        ctx.moves.push_back(seat.colour + " " + move);
        const std::string verb = placing() ? " places " : " plays ";  // status_ is from before
        ctx.term.say(label(seat) + (move == "pass" ? std::string(" cannot move and passes.")
                                                   : verb + move + "."));
        if (move != "pass") show_board(ctx);
    }

    bool finish(PlayContext& ctx) override {
        show_board(ctx);
        const Answer score = ctx.engine.ask("final_score");
        ctx.term.say("Game over after " + std::to_string(ctx.moves.size()) + " turns.",
                     Tone::title);
        const std::string board = ctx.engine.require("showboard");
        const auto [white, black] = piece_counts(board);
        if (white >= 0)
            ctx.term.say("Final scores: " + label(ctx.seats[0]) + " " + std::to_string(white) +
                         ", " + label(ctx.seats[1]) + " " + std::to_string(black) + ".");
        const std::string result = score.ok ? score.text : "?";
        if (result == "0") {
            ctx.term.say("The game is a draw.", Tone::good);
        } else if (result.size() > 2 && (result[0] == 'W' || result[0] == 'B')) {
            const Seat& winner = ctx.seats[result[0] == 'W' ? 0 : 1];
            ctx.term.say("Winner: " + label(winner) + " by " + result.substr(2) + ".", Tone::good);
        } else {
            ctx.term.say("Result: " + result);
        }
        return false;
    }

  private:
    static bool ends_with(const std::string& s, std::string_view tail) {
        return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
    }
    bool placing() const { return ends_with(status_, "to place"); }

    // "white 24  black 22  (...)" on the last line of our showboard; {-1, -1} if absent.
    static std::pair<int, int> piece_counts(const std::string& board) {
        const std::string last = board.substr(board.find_last_of('\n') + 1);
        std::istringstream in(last);
        std::string w, b;
        int white = -1, black = -1;
        if (in >> w >> white >> b >> black && w == "white" && b == "black") return {white, black};
        return {-1, -1};
    }

    Answer play(PlayContext& ctx, const Seat& seat, const std::string& move) {
        Answer a = ctx.engine.ask("play " + seat.colour + " " + move);
        if (a.ok) ctx.moves.push_back(seat.colour + " " + move);
        return a;
    }

    bool human_place(PlayContext& ctx, const Seat& seat) {
        for (;;) {
            const std::string line = ctx.term.ask("Place:");
            const Typed typed = common_command(ctx, *this, seat, line, kHelp);
            if (typed == Typed::quit) return false;
            if (typed == Typed::turn_changed) return true;
            if (typed == Typed::shown) continue;
            const Answer a = play(ctx, seat, upper(line));
            if (a.ok) {
                show_board(ctx);
                return true;
            }
            ctx.term.say("You cannot place there: " + a.text, Tone::error);
        }
    }

    // Why no move of `seat` may start on `source` (the engine's check_source), or "" when one
    // may; "" too from an engine without the command (its `play` then says what is wrong).
    static std::string why_not_from(PlayContext& ctx, const Seat& seat, const std::string& source) {
        const Answer a = ctx.engine.ask("check_source " + seat.colour + " " + source);
        if (a.ok || a.text.rfind("unknown command", 0) == 0) return "";
        const std::string_view syntax = "syntax error: invalid space ";
        if (a.text.rfind(syntax, 0) == 0)
            return a.text.substr(a.text.find(": ", syntax.size()) + 2);
        return a.text;
    }

    bool human_move(PlayContext& ctx, const Seat& seat) {
        for (;;) {
            const std::string source = upper(ctx.term.ask("Source:"));
            const Typed typed = common_command(ctx, *this, seat, source, kHelp);
            if (typed == Typed::quit) return false;
            if (typed == Typed::turn_changed) return true;
            if (typed == Typed::shown) continue;
            if (const std::string why = why_not_from(ctx, seat, source); !why.empty()) {
                ctx.term.say("You cannot move from " + source + ": " + why + ".", Tone::error);
                continue;
            }
            const std::string move = source + "-" + upper(ctx.term.ask("Destination:"));
            const Answer a = play(ctx, seat, move);
            if (!a.ok) {
                ctx.term.say("Invalid move " + move + ": " + a.text, Tone::error);
                continue;
            }
            show_board(ctx);
            ctx.term.say(label(seat) + " moves " + move + ".");
            if (lowercase(ctx.term.ask("Confirm? (y/n)")).rfind('y', 0) == 0) return true;
            ctx.engine.require("undo");
            ctx.moves.pop_back();
            ctx.term.say("Move " + move + " taken back.");
            show_board(ctx);
        }
    }

    std::string status_;
};

}  // namespace

PlayGame dvonn_play_game() {
    return {.make_ui = []() -> std::unique_ptr<GameUi> { return std::make_unique<DvonnUi>(); },
            .engine_options = [](const PlayOptions& o, bool) { return move_time_option(o); }};
}

}  // namespace boardtalk::play
