#include "engine/go/mcts_player.hpp"

#include <algorithm>
#include <cstdio>

#include "engine/go/dead_stones.hpp"
#include "engine/go/notation.hpp"
#include "engine/go/score.hpp"

namespace boardtalk::go {

namespace {

std::string percent(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f%%", 100 * x);
    return buf;
}

// The estimate of the dead stones (a 1000-playout search) costs up to about 0.5 ms per point
// of the board on an open board (40 ms on 9x9, 180 ms on 19x19): skip it with less time.
double estimate_seconds(const Game& game) {
    return 0.0005 * game.width() * game.height();
}

}  // namespace

MctsPlayer::MctsPlayer(const SearchParams& params) : search_(params) {}

SearchLimits MctsPlayer::capped(const SearchLimits& limits) const {
    SearchLimits out = limits;
    if (max_playouts_)
        out.max_playouts = std::min(limits.max_playouts.value_or(*max_playouts_), *max_playouts_);
    return out;
}

// c's final margin if c passed now and the game were scored with the estimated dead stones;
// nullopt when there is no time for the estimate.
std::optional<double> MctsPlayer::margin_if_passing(const Game& game, Color c,
                                                    const SearchLimits& limits) const {
    if (limits.time != nullptr && limits.time->now() + estimate_seconds(game) > limits.deadline)
        return std::nullopt;
    const DeadStoneEstimate estimate = estimate_dead_stones(game, opponent(c), {}, limits);
    const double margin = score(game, estimate.dead).margin();
    return c == Color::black ? margin : -margin;
}

Point MctsPlayer::genmove(const Game& game, Color c, const SearchLimits& limits) {
    resign_ = false;
    const auto last = game.last_move();
    const bool opponent_passed = last && last->point == pass && last->color == opponent(c);
    const int points = game.width() * game.height();
    // The count is made before the search, which uses all the time there is; passing is
    // considered right after the opponent's pass, or in the second half of a game.
    std::optional<double> margin;
    if (opponent_passed || int(game.history().size()) >= points / 2)
        margin = margin_if_passing(game, c, limits);
    const bool pass_wins = margin && *margin > 0;
    if (opponent_passed && pass_wins) {
        explanation_ =
            "mcts: pass: the opponent passed and passing wins by " + std::to_string(*margin);
        return pass;
    }
    const bool reused = search_.set_root(game, c);
    const std::uint64_t kept = search_.root_visits();
    const double start = limits.time != nullptr ? limits.time->now() : 0;
    search_.run(capped(limits));
    think_longer(limits, start);
    if (sink_) sink_(search_.root_position(), search_.report());
    auto chosen = search_.best(false);
    const auto overall = search_.best(true);
    if (overall && overall->move == pass && (!chosen || pass_wins)) chosen = overall;
    if (!chosen) {
        explanation_ = "mcts: pass: no move that fills no own eye";
        return pass;
    }
    const double threshold = search_.params().resign_threshold;
    resign_ = threshold > 0 && int(game.history().size()) >= points / 6 &&
              search_.root_visits() >= search_.params().resign_min_visits &&
              chosen->winrate < threshold;
    explain(*chosen, reused, kept);
    return chosen->move;
}

void MctsPlayer::think_longer(const SearchLimits& limits, double start) {
    const double extend = search_.params().extend_unsettled;
    if (extend <= 0 || limits.time == nullptr || capped(limits).max_playouts) return;
    const double planned = limits.deadline - start;
    const double end = std::min(limits.latest, limits.deadline + extend * planned);
    // In slices of a tenth of the planned time, asking after each whether the move settled.
    SearchLimits slice = limits;
    for (double now = limits.time->now(); now < end && !search_.settled();
         now = limits.time->now()) {
        slice.deadline = std::min(end, now + std::max(planned / 10, 0.001));
        search_.run(slice);
    }
}

void MctsPlayer::explain(const CandidateStats& chosen, bool reused, std::uint64_t kept) {
    explanation_ = "mcts: " + std::string(resign_ ? "resign, best " : "") +
                   vertex_name(chosen.move) + " " + percent(chosen.winrate) + " of " +
                   std::to_string(search_.root_visits()) + " playouts";
    if (reused) explanation_ += " (tree kept " + std::to_string(kept) + ")";
    explanation_ += ", pv";
    for (Point p : chosen.pv) explanation_ += " " + vertex_name(p);
}

std::string MctsPlayer::explain_last_move() const {
    return explanation_;
}

Point MctsPlayer::analyze(const Game& game, Color c, const SearchLimits& limits, double interval,
                          const ReportCallback& report) {
    search_.set_root(game, c);
    // A bounded search (genmove_analyze: a deadline or a playout limit) obeys --playouts like
    // genmove; open-ended analysis runs until the caller's report says stop.
    const bool bounded = limits.time != nullptr || limits.max_playouts.has_value();
    search_.run(bounded ? capped(limits) : limits, interval, &report);
    const auto best = search_.best(false);
    return best ? best->move : pass;
}

}  // namespace boardtalk::go
