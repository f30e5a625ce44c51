#include "engine/dvonn/placement.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <limits>
#include <utility>

#include "engine/dvonn/movegen.hpp"
#include "engine/dvonn/placement_search.hpp"

namespace boardtalk::dvonn {

namespace {

constexpr int kMaxCandidates = 8;      // monte_carlo's candidates
constexpr int kFinishCandidates = 4;   // finish: fewer, so each is finished more often
constexpr int kFillNoise = 8;          // heuristic points of noise while filling the board
constexpr int kMoveNoise = 4;          // tenths of a piece of noise in the greedy playout
constexpr int kMaxPlayoutMoves = 120;  // moving-phase plies before the evaluation decides
constexpr double kWinBonus = 4.0;      // pieces added to a won sample's margin
constexpr double kPriorSamples = 8.0;  // the heuristic counts as this many samples
constexpr double kPriorScale = 0.5;    // pieces per heuristic point below the best candidate
constexpr int kMinFinishes = 4;        // finish: samples of each candidate before they count

std::uint64_t next_random(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

int noise(std::uint64_t& state, int below) {
    return static_cast<int>(next_random(state) % static_cast<std::uint64_t>(below));
}

// One moving-phase ply of the noisy greedy player: the move whose resulting position the
// evaluation likes best (plus noise), or a pass. False when the game is over.
bool playout_ply(Board& b, std::uint64_t& rng, const EvalWeights& w) {
    MoveList list;
    generate_steps(b, b.to_move, list);
    if (list.size == 0) {
        if (!has_step(b, opponent(b.to_move))) return false;
        apply_pass(b);
        return true;
    }
    int best_value = std::numeric_limits<int>::min();
    Board best = b;
    for (const Move& m : list) {
        Board next = b;
        apply_step(next, m.from, m.to);
        const int v = -evaluate(next, w) + noise(rng, kMoveNoise);
        if (v > best_value) best_value = v, best = next;
    }
    b = best;
    return true;
}

struct Playout {
    double margin = 0.0;  // pieces for the side asked about; the evaluation's if cut off
    bool ended = false;   // the game ended (else it was cut off after kMaxPlayoutMoves)
};

// The moving phase of `b` played out by the noisy greedy player, for `side`.
Playout play_out(Board b, Colour side, std::uint64_t& rng, const EvalWeights& w,
                 std::uint64_t& nodes) {
    for (int ply = 0; ply < kMaxPlayoutMoves; ++ply) {
        ++nodes;
        if (!playout_ply(b, rng, w))
            return {static_cast<double>(pieces_controlled(b, side) -
                                        pieces_controlled(b, opponent(side))),
                    true};
    }
    const int v = evaluate(b, w);
    return {(b.to_move == side ? v : -v) / 10.0, false};
}

struct Candidate {
    Square square = kNoSquare;
    double prior = 0.0;    // pieces, 0 for the heuristic's favourite, negative below it
    double sum = 0.0;      // monte_carlo: margins with the win bonus; finish: points
    double margins = 0.0;  // finish: margins
    int samples = 0;
    double mean() const { return (sum + kPriorSamples * prior) / (samples + kPriorSamples); }
};

// One sample of a placed board `sample` for `side`, its value by `method` and its margin:
// Monte-Carlo counts the margin plus the win bonus (once the game ended), finishing the points.
std::pair<double, double> sample_value(const Board& sample, Colour side, std::uint64_t& rng,
                                       const EvalWeights& w, PlacementMethod method,
                                       std::uint64_t& nodes) {
    const Playout p = play_out(sample, side, rng, w, nodes);
    const int sign = p.margin > 0 ? 1 : p.margin < 0 ? -1 : 0;
    if (method == PlacementMethod::finish) return {0.5 + 0.5 * sign, p.margin};
    return {p.margin + (p.ended ? kWinBonus * sign : 0.0), p.margin};
}

// The `most` empty spaces the heuristic likes best, best first (lowest square on ties).
int collect_candidates(const Board& b, int most, std::array<Candidate, kSpaces>& out) {
    int n = 0;
    std::array<int, kSpaces> values{};
    for (Square s : all_squares()) {
        if (b.occupied & bit(s)) continue;
        values[n] = placement_value(b, s);
        out[n++].square = s;
    }
    std::array<int, kSpaces> order{};
    for (int i = 0; i < n; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.begin() + n,
                     [&](int x, int y) { return values[x] > values[y]; });
    std::array<Candidate, kSpaces> sorted{};
    const int kept = std::min(n, most);
    for (int i = 0; i < kept; ++i) {
        sorted[i].square = out[order[i]].square;
        sorted[i].prior = kPriorScale * (values[order[i]] - values[order[0]]);
    }
    out = sorted;
    return kept;
}

// Monte-Carlo's choice: the highest shrunk mean. Finishing's: the best mean points, then mean
// margin, once every candidate has kMinFinishes samples (else the heuristic's). The heuristic's
// order on ties.
PlacementReport choose(PlacementReport report, const std::array<Candidate, kSpaces>& c, int n,
                       PlacementMethod method, double seconds) {
    int best = 0;
    if (method == PlacementMethod::monte_carlo) {
        for (int i = 1; i < n; ++i)
            if (c[i].mean() > c[best].mean()) best = i;
        report.expected = c[best].mean();
    } else if (c[0].samples >= kMinFinishes) {
        const auto key = [&](int i) {
            return std::pair(c[i].sum / c[i].samples, c[i].margins / c[i].samples);
        };
        for (int i = 1; i < n; ++i)
            if (key(i) > key(best)) best = i;
        report.expected = key(best).second;
    }
    report.best = Move::place(c[best].square);
    report.seconds = seconds;
    return report;
}

}  // namespace

Move best_placement(const Board& b) {
    Move best = Move::pass();
    int best_value = std::numeric_limits<int>::min();
    for (Square s : all_squares()) {
        if (b.occupied & bit(s)) continue;
        const int v = placement_value(b, s);
        if (v > best_value) best_value = v, best = Move::place(s);
    }
    return best;
}

void fill_placements(Board& b, std::uint64_t& rng_state, int noise_below, std::uint64_t& nodes) {
    while (b.phase == Phase::placing) {
        Square pick = kNoSquare;
        int best_value = std::numeric_limits<int>::min();
        for (Square s : all_squares()) {
            if (b.occupied & bit(s)) continue;
            const int v = placement_value(b, s) + noise(rng_state, noise_below);
            if (v > best_value) best_value = v, pick = s;
        }
        apply_placement(b, pick);
        ++nodes;
    }
}

PlacementReport search_placement(const Board& b, const PlacementLimits& limits,
                                 const EvalWeights& weights, PlacementMethod method) {
    if (method == PlacementMethod::search) return search_placement_alpha_beta(b, limits);
    const auto start = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    PlacementReport report;
    report.best = best_placement(b);
    std::array<Candidate, kSpaces> candidates{};
    const int n = collect_candidates(
        b, method == PlacementMethod::finish ? kFinishCandidates : kMaxCandidates, candidates);
    report.candidates = n;
    if (n <= 1 || (limits.seconds <= 0 && limits.nodes == 0)) {
        report.seconds = elapsed();
        return report;
    }
    std::uint64_t rounds = limits.seed ^ (b.key * 0x9E3779B97F4A7C15ULL);
    const Colour side = b.to_move;
    // Rounds over all candidates; within a round every candidate's sample draws the same random
    // numbers (common random numbers), so the candidates are compared on similar fills and
    // playouts and the differences of their means are far less noisy than the means. Only
    // complete rounds count.
    std::array<std::pair<double, double>, kSpaces> round{};
    for (std::uint64_t round_seed = next_random(rounds);; round_seed = next_random(rounds)) {
        for (int i = 0; i < n; ++i) {
            if ((limits.nodes && report.nodes >= limits.nodes) ||
                (limits.seconds > 0 && elapsed() >= limits.seconds))
                return choose(report, candidates, n, method, elapsed());
            std::uint64_t rng = round_seed;
            Board sample = b;
            apply_placement(sample, candidates[i].square);
            fill_placements(sample, rng, kFillNoise, report.nodes);
            round[i] = sample_value(sample, side, rng, weights, method, report.nodes);
        }
        for (int i = 0; i < n; ++i) {
            candidates[i].sum += round[i].first;
            candidates[i].margins += round[i].second;
            ++candidates[i].samples;
        }
        report.playouts += n;
    }
}
}  // namespace boardtalk::dvonn
