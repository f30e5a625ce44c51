// 2048 at the terminal: arrow keys or w/a/s/d (one per line through a pipe), the board and
// score after each move, "you won: keep going (k) or start again (y)?" and "game over: try
// again (t) or quit (q)?"; at the keyboard single keys stand for the help's words (u undo, h
// hint...). In engine-engine mode the engine plays (genmove) and the player watches.
#include <random>

#include "engine/2048/grid.hpp"
#include "games/2048/g2048_main.hpp"
#include "games/common/play_session.hpp"

namespace boardtalk::play {

namespace {

constexpr std::string_view kHelp =
    "Slide the tiles with the arrow keys or w (up), a (left), s (down), d (right).\n"
    "At the keyboard: h hint, e engine, u undo, b board, ? help, q quit.";

bool is_direction(const std::string& key) {
    return key == "up" || key == "down" || key == "left" || key == "right";
}

// A key read at the keyboard (one press, no Enter) as the word it stands for: the words of the
// help cannot be typed there. Whole words (through a pipe) stay as they are.
std::string word_of_key(const std::string& key) {
    static const std::pair<const char*, const char*> keys[] = {
        {"u", "undo"}, {"b", "board"}, {"h", "hint"}, {"e", "engine"}};
    for (const auto& [k, word] : keys)
        if (key == k) return word;
    return key;
}

class G2048Ui : public GameUi {
  public:
    std::vector<std::string> colours() const override { return {"player"}; }

    void start(PlayContext& ctx) override {
        if (ctx.options.boardsize)
            ctx.engine.require("boardsize " + std::to_string(*ctx.options.boardsize));
        new_game(ctx);
    }

    Turn turn(PlayContext& ctx) override {
        status_ = ctx.engine.require("game_status");
        return Turn{status_ == "over", 0};
    }

    bool human_turn(PlayContext& ctx, const Seat& seat) override {
        if (status_ == "won") return won(ctx);
        const std::string key =
            word_of_key(ctx.term.ask_key(label(seat) + ", your move (w/a/s/d, ? for help):"));
        const Typed typed = common_command(ctx, *this, seat, key, kHelp);
        if (typed == Typed::quit || key == "esc") return false;
        if (typed != Typed::other) return true;
        if (!is_direction(key)) {
            ctx.term.say("Use the arrow keys or w/a/s/d (q quits, help explains).", Tone::error);
            return true;
        }
        const Answer a = ctx.engine.ask("play " + key);
        if (!a.ok) {
            ctx.term.say("Cannot move " + key + ": " + a.text, Tone::error);
            return true;
        }
        ctx.moves.push_back(key);
        show_board(ctx);
        return true;
    }

    void engine_turn(PlayContext& ctx, const Seat& seat) override {
        if (status_ == "won") {
            ctx.term.say(label(seat) + " reached 2048 and keeps going.", Tone::good);
            ctx.engine.require("keep_going");
            return;
        }
        const std::string move = ctx.engine.require("genmove", move_timeout(ctx.options));
        ctx.moves.push_back(move);
        ctx.term.say(label(seat) + " plays " + move + ".");
        show_board(ctx);
    }

    bool finish(PlayContext& ctx) override {
        const Answer score = ctx.engine.ask("score");
        ctx.term.say("No move is left after " + std::to_string(ctx.moves.size()) +
                         " moves. Final score: " + (score.ok ? score.text : "?") + ".",
                     Tone::title);
        if (!ctx.seats[0].human) return false;
        for (;;) {  // a stray key neither leaves nor starts again
            const std::string key =
                lowercase(ctx.term.ask_key("game over: try again (t) or quit (q)?"));
            if (key == "t" || key == "y") return true;
            if (key == "q" || key == "n" || key == "quit" || key == "esc") return false;
        }
    }

  private:
    void new_game(PlayContext& ctx) {
        const std::uint64_t seed =
            ctx.options.seed ? *ctx.options.seed + games_ : std::random_device{}();
        ++games_;
        ctx.engine.require("new_game " + std::to_string(seed));
        ctx.term.say("2048 (seed " + std::to_string(seed) + "): join the tiles, get to 2048!",
                     Tone::title);
        show_board(ctx);
    }

    bool won(PlayContext& ctx) {
        ctx.term.say("You reached 2048!", Tone::good);
        for (;;) {
            const std::string key =
                lowercase(ctx.term.ask_key("you won: keep going (k) or start again (y)?"));
            if (key == "k") {
                ctx.engine.require("keep_going");
                return true;
            }
            if (key == "y") {
                ctx.moves.clear();
                new_game(ctx);
                return true;
            }
            if (key == "q" || key == "quit") return false;
        }
    }

    std::string status_;
    std::uint64_t games_ = 0;
};

}  // namespace

// The 2048 engine thinks in milliseconds, and only as long as asked (--time-ms).
PlayGame g2048_play_game() {
    return {
        .make_ui = []() -> std::unique_ptr<GameUi> { return std::make_unique<G2048Ui>(); },
        .min_boardsize = g2048::min_size,
        .max_boardsize = g2048::max_size,
        .default_boardsize = g2048::default_size,
        .engine_options =
            [](const PlayOptions& o, bool move_time_given) {
                std::vector<std::string> options;
                if (move_time_given)
                    options = {"--time-ms", std::to_string(static_cast<long>(o.move_time * 1000))};
                return options;
            }};
}

}  // namespace boardtalk::play
