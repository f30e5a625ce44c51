// Go at the terminal: the board, captures, pass, undo, resign, and at the end the dead stones
// (final_status_list dead) and the final score. Black moves first; the turn follows the moves.
#include <cstdlib>
#include <sstream>

#include "engine/go/point.hpp"
#include "games/common/play_session.hpp"
#include "games/go/go_main.hpp"

namespace boardtalk::play {

namespace {

constexpr std::string_view kHelp =
    "Moves: a point such as D4 (columns skip I), pass, resign. Two passes in a row end the "
    "game.";

class GoUi : public GameUi {
  public:
    std::vector<std::string> colours() const override { return {"black", "white"}; }

    void start(PlayContext& ctx) override {
        const int size = ctx.options.boardsize.value_or(go::default_size);
        ctx.engine.require("boardsize " + std::to_string(size));
        ctx.engine.require("clear_board");
        resigned_ = -1;
        ctx.term.say(
            "Go on " + std::to_string(size) + "x" + std::to_string(size) + ": Black moves first.",
            Tone::title);
        show_board(ctx);
    }

    Turn turn(PlayContext& ctx) override {
        const auto n = ctx.moves.size();
        const bool two_passes = n >= 2 && is_pass(ctx.moves[n - 1]) && is_pass(ctx.moves[n - 2]);
        if (resigned_ >= 0 || two_passes) return Turn{true, 0};
        return Turn{false, static_cast<int>(n % 2)};
    }

    bool human_turn(PlayContext& ctx, const Seat& seat) override {
        ctx.term.say(label(seat) + " to move.", Tone::title);
        for (;;) {
            const std::string line = ctx.term.ask("Move:");
            const Typed typed = common_command(ctx, *this, seat, line, kHelp);
            if (typed == Typed::quit) return false;
            if (typed == Typed::turn_changed) return true;
            if (typed == Typed::shown) continue;
            const std::string move = lowercase(line);
            if (move == "resign") {
                resigned_ = seat_of(ctx, seat.colour);
                return true;
            }
            const int before = captures(ctx, seat);
            const Answer a = ctx.engine.ask("play " + seat.colour + " " + move);
            if (a.ok) {
                played(ctx, seat, move, before);
                return true;
            }
            // GTP's answer is only "illegal move"; check_move says why.
            const Answer why = a.text == "illegal move"
                                   ? ctx.engine.ask("check_move " + seat.colour + " " + move)
                                   : a;
            ctx.term.say("Invalid move '" + line + "': " + (why.ok ? a.text : why.text),
                         Tone::error);
        }
    }

    void engine_turn(PlayContext& ctx, const Seat& seat) override {
        const int before = captures(ctx, seat);
        const std::string move =
            lowercase(ctx.engine.require("genmove " + seat.colour, move_timeout(ctx.options)));
        if (move == "resign") {
            resigned_ = seat_of(ctx, seat.colour);
            return;
        }
        played(ctx, seat, move, before);
    }

    bool finish(PlayContext& ctx) override {
        if (resigned_ >= 0) {
            ctx.term.say(label(ctx.seats[resigned_]) + " resigns.", Tone::title);
            ctx.term.say("Winner: " + label(ctx.seats[1 - resigned_]) + ".", Tone::good);
            return false;
        }
        ctx.term.say("Both players passed: the game is over.", Tone::title);
        const Answer dead = ctx.engine.ask("final_status_list dead");
        if (dead.ok) {
            std::istringstream words(dead.text);
            std::string list, point;
            while (words >> point) list += " " + point;
            ctx.term.say("Dead stones:" + (list.empty() ? std::string(" none") : list));
        }
        const Answer score = ctx.engine.ask("final_score");
        if (!score.ok) {
            ctx.term.say("The engine cannot score the game: " + score.text, Tone::error);
        } else if (score.text == "0") {
            ctx.term.say("Final score: 0, a draw.", Tone::good);
        } else {
            const Seat& winner = ctx.seats[score.text.rfind('B', 0) == 0 ? 0 : 1];
            ctx.term.say("Final score: " + score.text + ": " + label(winner) + " wins by " +
                             score.text.substr(std::min<std::size_t>(2, score.text.size())) + ".",
                         Tone::good);
        }
        return false;
    }

  private:
    static bool is_pass(const std::string& record) {
        return record.size() >= 5 && record.compare(record.size() - 5, 5, " pass") == 0;
    }

    // Stones `seat` has captured so far, or -1 if the engine does not say.
    static int captures(PlayContext& ctx, const Seat& seat) {
        const Answer a = ctx.engine.ask("captures " + seat.colour);
        return a.ok ? std::atoi(a.text.c_str()) : -1;
    }

    void played(PlayContext& ctx, const Seat& seat, const std::string& move, int before) {
        ctx.moves.push_back(seat.colour + " " + move);
        if (move == "pass") {
            ctx.term.say(label(seat) + " passes.");
            return;
        }
        ctx.term.say(label(seat) + " plays " + move + ".");
        show_board(ctx);
        const int taken = before < 0 ? 0 : captures(ctx, seat) - before;
        if (taken > 0)
            ctx.term.say(label(seat) + " captures " + std::to_string(taken) +
                         (taken == 1 ? " stone." : " stones."));
    }

    int resigned_ = -1;
};
}  // namespace

PlayGame go_play_game() {
    return {.make_ui = []() -> std::unique_ptr<GameUi> { return std::make_unique<GoUi>(); },
            .min_boardsize = go::min_size,
            .max_boardsize = go::max_size,
            .default_boardsize = go::default_size,
            .engine_options =
                [](const PlayOptions& o, bool) {
                    auto options = move_time_option(o);
                    if (o.seed) options.insert(options.end(), {"--seed", std::to_string(*o.seed)});
                    return options;
                }};
}

}  // namespace boardtalk::play
