// Live analysis: lz-analyze, kata-analyze, analyze and the *genmove_analyze commands stream one
// `info` line per interval from the player's search until any input line arrives.
#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <string>

#include "engine/go/notation.hpp"
#include "engine/go/search_report.hpp"
#include "games/go/analysis_args.hpp"
#include "games/go/analysis_format.hpp"
#include "games/go/commands.hpp"
#include "games/go/go_types.hpp"

namespace boardtalk::go_adapter {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

namespace {

using Clock = std::chrono::steady_clock;

// How often the search hands us a report: often enough that an input line stops it quickly
// (within 50 ms) whatever the display interval is.
constexpr double max_poll_seconds = 0.05;

double poll_interval(double display_interval) {
    return display_interval > 0 ? std::min(display_interval, max_poll_seconds) : max_poll_seconds;
}

go::Analyzer& analyzer_of(GoState& s) {
    go::Analyzer* analyzer = s.player->analyzer();
    if (analyzer == nullptr)
        throw CommandError("the " + std::string(s.player->name()) +
                           " player cannot analyze (start boardtalk go with --player mcts)");
    return *analyzer;
}

// The report callback of one command: streams at most one line per display interval and
// stops the search as soon as an input line is waiting.
class ReportStreamer {
  public:
    ReportStreamer(Context& ctx, AnalysisFormat format, double interval)
        : ctx_(ctx), format_(format), interval_(interval), next_(after(Clock::now(), interval)) {}

    bool operator()(const go::SearchReport& report) {
        last_ = report;
        last_streamed_ = false;
        if (ctx_.wait_for_input(std::chrono::milliseconds(0))) {
            interrupted_ = true;
            return false;
        }
        const auto now = Clock::now();
        if (interval_ > 0 && now >= next_) {
            stream_last();
            next_ = after(now, interval_);
        }
        return true;
    }
    // After the search: the last report, unless it was shown or an input line ended the search.
    void finish() {
        if (!interrupted_ && !last_streamed_) stream_last();
    }
    bool interrupted() const { return interrupted_; }

  private:
    static Clock::time_point after(Clock::time_point t, double seconds) {
        return t +
               std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    }
    void stream_last() {
        const std::string line = analysis_line(last_, format_);
        if (!line.empty()) ctx_.stream(line);
        last_streamed_ = true;
    }

    Context& ctx_;
    AnalysisFormat format_;
    double interval_;
    Clock::time_point next_;
    go::SearchReport last_;
    bool last_streamed_ = true;  // nothing to show before the first report
    bool interrupted_ = false;
};

AnalysisFormat format_of(const AnalysisRequest& q, AnalysisStyle style, const go::Game& game) {
    return AnalysisFormat{style, q.max_moves, q.ownership, game.width(), game.height()};
}

AnalysisRequest checked_request(const std::vector<std::string>& tokens, AnalysisStyle style,
                                const go::Game& game) {
    AnalysisRequest q = parse_analysis_args(tokens, style, game.width(), game.height());
    if (q.ignored_filters) spdlog::warn("analysis: avoid/allow are not supported, ignored");
    return q;
}

// lz-analyze, kata-analyze, analyze: runs until an input line arrives.
std::string analyze(GoState& s, const Args& a, Context& ctx, AnalysisStyle style) {
    const AnalysisRequest q = checked_request(a.raw(), style, s.game);
    go::Analyzer& analyzer = analyzer_of(s);
    ctx.begin_stream();
    ReportStreamer streamer(ctx, format_of(q, style, s.game), q.interval);
    analyzer.analyze(s.game, q.color.value_or(s.game.to_move()), go::SearchLimits{},
                     poll_interval(q.interval),
                     [&streamer](const go::SearchReport& r) { return streamer(r); });
    streamer.finish();
    // A search that ended by itself (a full tree): the response stays open until input.
    if (!streamer.interrupted())
        while (!ctx.wait_for_input(std::chrono::milliseconds(200))) {
        }
    return std::string();
}

// The move after the analysis: the player's own genmove decides (its pass and resign rules),
// limited to one playout. The search keeps its tree for an unchanged position, so that decision
// is taken on everything the analysis found. Sets last_explanation; "resign" when the player
// gives up.
std::string decide(GoState& s, go::Color c, bool stopped, double analysed) {
    go::SearchLimits one;
    one.max_playouts = 1;
    const go::Point p = s.player->genmove(s.game, c, one);
    if (!s.game.is_legal(c, p)) throw std::logic_error("player proposed an illegal move");
    s.last_explanation =
        fmt::format("{} {}: {}; analyzed {:.3f} s{}", color_name(c), go::vertex_name(p),
                    s.player->explain_last_move(), analysed, stopped ? ", stopped by input" : "");
    spdlog::info("genmove: {}", s.last_explanation);
    if (s.player_resigns()) return "resign";
    s.game.play(c, p);
    return go::vertex_name(p);
}

// genmove_analyze and friends: genmove that streams its search, within c's time; an input
// line ends the search early (the best move so far is played). Ends with `play <vertex>` (or
// `play resign`), the move played as genmove plays it and the time charged to c.
std::string genmove_analyze(GoState& s, const Args& a, Context& ctx, AnalysisStyle style) {
    const auto c = a.get<go::Color>(0);
    const std::vector<std::string> options(a.raw().begin() + 1, a.raw().end());
    const AnalysisRequest q = checked_request(options, style, s.game);
    go::Analyzer& analyzer = analyzer_of(s);
    ctx.begin_stream();
    ReportStreamer streamer(ctx, format_of(q, style, s.game), q.interval);
    const double start = s.time_source->now();
    analyzer.analyze(s.game, c, s.move_limits(s.move_budget(c), start), poll_interval(q.interval),
                     [&streamer](const go::SearchReport& r) { return streamer(r); });
    streamer.finish();
    const std::string move = decide(s, c, streamer.interrupted(), s.time_source->now() - start);
    s.clocks.charge(c, s.time_source->now() - start);
    return "play " + move;
}

}  // namespace

void register_analysis_commands(protocol::Registry& r, GoState& s) {
    using protocol::param;
    using protocol::rest_param;
    namespace types = protocol::types;
    const std::string options =
        "[color] [interval centiseconds] [minmoves n] [maxmoves n] [avoid|allow ...]";
    struct Variant {
        const char* analyze;
        const char* genmove;
        AnalysisStyle style;
        const char* extra;
    };
    for (const Variant v :
         {Variant{"lz-analyze", "lz-genmove_analyze", AnalysisStyle::leela, ""},
          Variant{"kata-analyze", "kata-genmove_analyze", AnalysisStyle::kata, " [ownership true]"},
          Variant{"analyze", "genmove_analyze", AnalysisStyle::kata, " [ownership true]"}}) {
        const AnalysisStyle style = v.style;
        r.add({v.analyze,
               {rest_param(types::string())},
               "stream the search's candidates until the next input line: " + options + v.extra,
               [&s, style](const Args& a, Context& ctx) { return analyze(s, a, ctx, style); }});
        r.add({v.genmove,
               {param(color_type()), rest_param(types::string())},
               "genmove, streaming the search; ends with 'play <vertex>': color [interval] ...",
               [&s, style](const Args& a, Context& ctx) {
                   return genmove_analyze(s, a, ctx, style);
               }});
    }
    r.add({"gogui-interrupt",
           {},
           "GoGui's interrupt support: '# interrupt' (or any line) ends a running analysis",
           [](const Args&, Context&) { return std::string(); }});
}

}  // namespace boardtalk::go_adapter
