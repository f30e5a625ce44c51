#include "engine/2048/td_learning.hpp"

#include <algorithm>

namespace boardtalk::g2048 {

namespace {

struct Choice {
    Bitboard after = 0;
    std::uint64_t reward = 0;
    double after_value = 0;  // the network's value of `after`, as the choice saw it
    bool legal = false;
};

// The greedy move: the largest reward plus value of the afterstate.
Choice best_move(const NTupleNetwork& net, Bitboard board) {
    Choice best;
    double best_value = 0;
    const auto afters = table_moves(board);
    for (Direction d : all_directions) {
        const Bitboard after = afters[static_cast<int>(d)];
        if (after == board) continue;
        const std::uint64_t reward = table_move_score(board, d);
        const double after_value = net.value(after);
        const double v = static_cast<double>(reward) + after_value;
        if (!best.legal || v > best_value)
            best = {after, reward, after_value, true}, best_value = v;
    }
    return best;
}

}  // namespace

Bitboard spawn_tile(Bitboard board, SpawnRng& rng) {
    int empty[16];
    int n = 0;
    for (int c = 0; c < 16; ++c)
        if (cell_exponent(board, c) == 0) empty[n++] = c;
    const auto pick = uniform_below(rng, static_cast<std::uint64_t>(n));
    const auto tenth = uniform_below(rng, 10);
    return board | (static_cast<Bitboard>(tenth == 9 ? 2 : 1) << (4 * empty[pick]));
}

std::uint64_t episode_seed(std::uint64_t seed, std::uint64_t index) {
    // splitmix64 of the pair: neighbouring games get unrelated tiles.
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ull * (index + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

Bitboard training_start(const LateStarts* late, double share, std::uint64_t seed,
                        std::uint64_t index) {
    if (!late || late->empty()) return 0;
    SpawnRng choice(episode_seed(~seed, index));
    constexpr std::uint64_t scale = std::uint64_t{1} << 53;
    if (static_cast<double>(uniform_below(choice, scale)) >= share * scale) return 0;
    return late->pick(choice);
}

double td_update(NTupleNetwork& net, Bitboard previous, double reward, double next_value,
                 double alpha, Coherence* coherence) {
    const double error = reward + next_value - net.value(previous);
    if (coherence) {
        coherence->update(net, previous, error, alpha);
    } else {
        const float rate = static_cast<float>(alpha / net.lookups());
        net.add(previous, rate * static_cast<float>(error));
    }
    return error;
}

EpisodeStats td_episode(NTupleNetwork& net, SpawnRng& rng, double alpha, Bitboard start,
                        LateStarts* keep, Coherence* coherence) {
    EpisodeStats stats;
    Bitboard board = start ? start : spawn_tile(spawn_tile(0, rng), rng);
    stats.start_exponent = start ? max_exponent(start) : 0;
    int largest = max_exponent(board);  // kept boards: a tile above this
    bool have_previous = false;
    Bitboard previous = 0;  // the last afterstate
    while (true) {
        if (keep) {
            const int m = max_exponent(board);
            if (m > largest && m >= keep->tile_exponent()) keep->add(board);
            largest = std::max(largest, m);
        }
        const Choice c = best_move(net, board);
        if (!c.legal) break;
        if (have_previous && alpha > 0) {
            // Nothing was learnt since best_move valued c.after; previous's value may have moved
            // (the last update could share its weights), so it is read again.
            td_update(net, previous, static_cast<double>(c.reward), c.after_value, alpha,
                      coherence);
        }
        previous = c.after;
        have_previous = true;
        stats.score += c.reward;
        ++stats.moves;
        board = spawn_tile(c.after, rng);
    }
    if (have_previous && alpha > 0) td_update(net, previous, 0, 0, alpha, coherence);
    stats.max_exponent = max_exponent(board);
    return stats;
}

}  // namespace boardtalk::g2048
