// Commands that ask the expectimax player for moves: genmove, reg_genmove, autoplay.
#include <chrono>
#include <string>

#include "games/2048/commands.hpp"
#include "protocol/errors.hpp"

namespace boardtalk::g2048 {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

namespace {

// The player's choice for the current game; fails like `play` when play has stopped.
Direction choose(G2048State& s) {
    if (auto e = s.game.stopped()) throw CommandError(move_error_text(*e, Direction::left));
    const SearchResult r = s.searcher.search(s.game.grid());
    if (!r.best) throw CommandError("game over");
    return *r.best;
}

void add_genmoves(protocol::Registry& r, G2048State& s) {
    r.add({"genmove",
           {},
           "the engine plays a move and answers its direction",
           [&s](const Args&, Context&) {
               const Direction d = choose(s);
               s.game.play(d);
               return std::string(direction_name(d));
           }});
    r.add({"reg_genmove",
           {},
           "the direction the engine would play, without playing it",
           [&s](const Args&, Context&) { return std::string(direction_name(choose(s))); }});
}

// autoplay's summary: the progress lines and the final line.
std::string summary(const Game& g, std::uint32_t played) {
    return "moves " + std::to_string(played) + " score " + std::to_string(g.score()) + " best " +
           std::to_string(g.best_tile()) + " status " + std::string(status_name(g.status()));
}

// The default progress interval and the accepted range, in centiseconds (as lz-analyze's).
constexpr std::uint32_t default_interval_cs = 100;
constexpr std::uint32_t max_interval_cs = 360000;

// One autoplay run's clock and stream: a summary line each interval, and whether an input
// line stops the run. Input is looked at only once the response is a stream.
class AutoplayTicker {
  public:
    using Clock = std::chrono::steady_clock;
    AutoplayTicker(Context& ctx, std::chrono::milliseconds interval)
        : ctx_(ctx), interval_(interval), next_(Clock::now() + interval) {}

    // Streams the summary when an interval has passed; true when the run must stop.
    bool tick(const Game& g, std::uint32_t played) {
        if (const auto now = Clock::now(); now >= next_) {
            ctx_.stream(summary(g, played));
            next_ = now + interval_;
        }
        return ctx_.streamed() && ctx_.wait_for_input(std::chrono::milliseconds(0));
    }

  private:
    Context& ctx_;
    std::chrono::milliseconds interval_;
    Clock::time_point next_;
};

// `autoplay N [interval]`: plays up to N moves, stopping when play stops. A run that ends within
// the first interval answers its summary on one line. A longer one becomes a streaming response
// when the first interval has passed: a summary line per interval (also during a long search),
// and any input line (one already waiting included) stops it, abandoning the move being
// searched; the last line is the final summary. Input is not looked at before then, so a short
// autoplay followed by commands sent at once plays all its moves.
std::string autoplay(G2048State& s, const Args& a, Context& ctx) {
    const auto limit = a.get<std::uint32_t>(0);
    const auto interval_cs = a.opt<std::uint32_t>(1).value_or(default_interval_cs);
    if (interval_cs < 1 || interval_cs > max_interval_cs)
        throw CommandError("interval must be 1.." + std::to_string(max_interval_cs) +
                           " centiseconds");
    AutoplayTicker ticker(ctx, std::chrono::milliseconds(10 * interval_cs));
    std::uint32_t played = 0;
    const auto stop = [&] { return ticker.tick(s.game, played); };
    while (played < limit && !s.game.legal_moves().empty()) {
        const SearchResult res = s.searcher.search(s.game.grid(), stop);
        if (res.stopped) break;  // the move being searched is not played
        s.game.play(*res.best);
        ++played;
        if (stop()) break;
    }
    return summary(s.game, played);
}

void add_autoplay(protocol::Registry& r, G2048State& s) {
    r.add({"autoplay",
           {protocol::param(protocol::types::integer()),
            protocol::optional_param(protocol::types::integer())},
           "the engine plays N moves or until play stops: 'moves M score S best T status X'; "
           "past [interval] centiseconds (100) it streams that line each interval until input",
           [&s](const Args& a, Context& ctx) { return autoplay(s, a, ctx); }});
}

}  // namespace

void register_player_commands(protocol::Registry& r, G2048State& s) {
    add_genmoves(r, s);
    add_autoplay(r, s);
}

}  // namespace boardtalk::g2048
