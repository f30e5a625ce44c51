#include "engine/go/dead_stones.hpp"

#include <algorithm>

#include "engine/go/invaders.hpp"
#include "engine/go/mcts_search.hpp"

namespace boardtalk::go {

namespace {

// Every stone of the board grouped by chain, each chain once.
std::vector<std::vector<Point>> all_chains(const Board& board) {
    std::vector<std::vector<Point>> chains;
    PointSet seen;
    for (Point p : board.points()) {
        if (!is_player(board.at(p)) || seen.test(p)) continue;
        chains.push_back(board.chain(p));
        for (Point q : chains.back()) seen.set(q);
    }
    return chains;
}

// True when c can neither fill the empty point p safely: suicide, or no capture and one
// liberty left for the chain through p.
bool cannot_fill(const Board& board, Color c, Point p) {
    const Board::Effect effect = board.effect(c, p);
    if (effect.suicide) return true;
    if (effect.captured > 0) return false;
    Board after = board;
    after.play(c, p);
    return after.liberties(p) <= 1;
}

// True when the opponent can fill none of the liberties of the chain at p: the chain cannot be
// shortened of liberties, which a chain in seki needs (else the opponent fills the outside
// liberties first and then the shared one captures).
bool liberties_unfillable(const Board& board, Point p) {
    const Color them = opponent(board.at(p));
    PointSet seen;
    for (Point s : board.chain(p))
        for (Point l : neighbours(s)) {
            if (board.at(l) != Color::empty || seen.test(l)) continue;
            seen.set(l);
            if (!cannot_fill(board, them, l)) return false;
        }
    return true;
}

}  // namespace

DeadStoneEstimate estimate_dead_stones(const Game& game, Color to_move,
                                       const EstimateOptions& options,
                                       const SearchLimits& deadline) {
    SearchParams params;
    params.seed = options.seed;
    params.resign_threshold = 0;
    // The hand-set priors, which favour local replies more: the tuned defaults were tuned for
    // winning 9x9 games, and with them this estimate misreads a capture race of its tests
    // (tests/go/scoring, "two white chains").
    params.priors = PriorParams::hand_set();
    params.rave_equiv = 3500;  // the constant it was tested with (the player's was tuned since)
    // Who owns what, not which opening move is good.
    params.priors.opening_edge = 0;
    params.priors.opening_line34 = 0;
    params.priors.opening_far_line = 0;
    MctsSearch search(params);
    search.set_root(game, to_move);
    SearchLimits limits = deadline;
    limits.max_playouts = static_cast<std::uint64_t>(std::max(options.playouts, 0));
    search.run(limits);
    return estimate_dead_stones(game.board(), search.ownership_counts());
}

DeadStoneEstimate estimate_dead_stones(const Board& board, Color to_move,
                                       const EstimateOptions& options) {
    return estimate_dead_stones(board,
                                playout_ownership(board, to_move, options.playouts, options.seed));
}

DeadStoneEstimate estimate_dead_stones(const Board& board, const OwnershipCounts& counts) {
    const UnconditionalLife life[2] = {unconditional_life(board, Color::black),
                                       unconditional_life(board, Color::white)};
    DeadStoneEstimate estimate;
    estimate.ownership.assign(array_size, 0.0);
    estimate.playouts = counts.playouts;
    for (Point p : board.points()) estimate.ownership[p] = counts.value(p);
    DeadSet benson_dead;
    const auto chains = all_chains(board);
    for (const auto& chain : chains) {
        const Color c = board.at(chain.front());
        if (life[player_index(c)].alive.test(chain.front())) continue;
        if (life[player_index(opponent(c))].safe.test(chain.front())) {
            for (Point p : chain) benson_dead.insert(p), estimate.dead.insert(p);
            continue;
        }
        long long opponent_owned = 0;
        for (Point p : chain)
            opponent_owned += c == Color::black ? counts.white[p] : counts.black[p];
        // Mean share >= 2/3, in integers: 3 * owned >= 2 * playouts * stones.
        if (counts.playouts > 0 &&
            3 * opponent_owned >= 2LL * counts.playouts * static_cast<long long>(chain.size()))
            for (Point p : chain) estimate.dead.insert(p);
    }
    const PointSet invaders = hopeless_invaders(board, counts, life[0].alive | life[1].alive);
    for (Point p : board.points())
        if (invaders.test(p)) estimate.dead.insert(p);
    estimate.seki = seki_stones(board, benson_dead);
    for (Point p : board.points())
        if (estimate.seki.test(p)) estimate.dead.erase(p);
    return estimate;
}

PointSet seki_stones(const Board& board, const DeadSet& dead) {
    PointSet seki;
    for (Point l : board.points()) {
        if (board.at(l) != Color::empty) continue;
        bool touches[2] = {false, false}, short_of_liberties = false;
        for (Point n : neighbours(l)) {
            if (!is_player(board.at(n)) || dead.contains(n)) continue;
            touches[player_index(board.at(n))] = true;
            short_of_liberties = short_of_liberties || board.liberties(n) < 2;
        }
        if (!touches[0] || !touches[1] || short_of_liberties) continue;
        if (!cannot_fill(board, Color::black, l) || !cannot_fill(board, Color::white, l)) continue;
        bool shortened = false;
        for (Point n : neighbours(l))
            shortened = shortened || (is_player(board.at(n)) && !dead.contains(n) &&
                                      !liberties_unfillable(board, n));
        if (shortened) continue;
        for (Point n : neighbours(l))
            if (is_player(board.at(n)) && !dead.contains(n))
                for (Point q : board.chain(n)) seki.set(q);
    }
    return seki;
}

std::optional<Point> cleanup_move(const Game& game, Color c, const DeadSet& dead) {
    const Board& board = game.board();
    std::optional<Point> best;
    int best_rank = 0;  // chain liberties * 2 + (1 when the move is a self-atari)
    for (const auto& chain : all_chains(board)) {
        if (board.at(chain.front()) != opponent(c) || !dead.contains(chain.front())) continue;
        const int libs = board.liberties(chain.front());
        for (Point s : chain)
            for (Point l : neighbours(s)) {
                if (board.at(l) != Color::empty || !game.is_legal(c, l)) continue;
                Board after = board;
                const bool captures = after.play(c, l).captured > 0;
                const int rank = libs * 2 + (!captures && after.liberties(l) < 2 ? 1 : 0);
                if (!best || rank < best_rank || (rank == best_rank && l < *best))
                    best = l, best_rank = rank;
            }
    }
    return best;
}

}  // namespace boardtalk::go
