#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/go/benson.hpp"
#include "engine/go/board.hpp"
#include "engine/go/dead_stones_playout.hpp"
#include "engine/go/game.hpp"
#include "engine/go/player.hpp"
#include "engine/go/score.hpp"

namespace boardtalk::go {

struct EstimateOptions {
    int playouts = 1000;
    std::uint64_t seed = 1;
};

// The engine's view of a final position.
struct DeadStoneEstimate {
    DeadSet dead;                   // stones judged dead
    PointSet seki;                  // stones of chains judged alive in seki (never in `dead`)
    std::vector<double> ownership;  // OwnershipCounts::value of every point, by Point
    int playouts = 0;               // the playouts behind it (fewer when a deadline cut it)
};

// Estimates the dead stones of a position, deterministically for given options:
// - a chain is dead when, averaged over its stones, the opponent owns its points in at least
//   2/3 of the playouts (a chain is captured as a whole, so this is the per-stone rule made
//   consistent within a chain);
// - a chain that is unconditionally alive (Benson) is never dead, and stones inside the
//   opponent's unconditionally safe regions (UnconditionalLife::safe) are always dead;
// - small groups in open areas the opponent dominates, without room to live there
//   (hopeless_invaders(): a lone invader in a large area, which the playouts cannot judge),
//   are dead too;
// - chains found by seki_stones() (ignoring the chains dead by Benson) are alive in seki, even
//   when the playouts, which fill shared liberties at random, would kill them.
// The Game version runs the playouts of a Monte-Carlo tree search from the game's position with
// to_move first (heavy playouts below a tree, so a threatened side answers and a dead group is
// captured), stopping early at `deadline`'s deadline when it has one (a player's think time).
// The Board version runs light playout_ownership() playouts: about 40 ms CPU per 1000 on an
// open 19x19 board, 2.5 ms on a filled one; the search costs 3 to 4 times that.
DeadStoneEstimate estimate_dead_stones(const Game& game, Color to_move,
                                       const EstimateOptions& options = {},
                                       const SearchLimits& deadline = {});
DeadStoneEstimate estimate_dead_stones(const Board& board, Color to_move,
                                       const EstimateOptions& options = {});
// The same rules applied to ownership counts from any source (a search's, playouts').
DeadStoneEstimate estimate_dead_stones(const Board& board, const OwnershipCounts& counts);

// A cheap seki test: the stones of chains that share a liberty L with a chain of the other
// colour where both chains have at least two liberties, neither colour can fill L (the move
// would be suicide, or capture nothing and leave the mover's chain with one liberty), and the
// opponent of each such chain can fill none of its other liberties either (otherwise it fills
// them first and then captures through L).
// Chains in `dead` are ignored (neither part of a seki nor counted next to L). Groups whose
// seki relies on a bigger shared eye space, or on several chains connected only through eyes,
// are not found; only the chains touching such a liberty are reported.
PointSet seki_stones(const Board& board, const DeadSet& dead);

// A move for c that helps remove the opponent's dead stones (kgs-genmove_cleanup): a legal
// liberty of an opponent chain in `dead`, taking the chain with the fewest liberties first and,
// among its liberties, a move that captures or leaves c's new chain at least two liberties when
// there is one (then the lowest point). nullopt when no dead opponent chain has such a liberty.
std::optional<Point> cleanup_move(const Game& game, Color c, const DeadSet& dead);

}  // namespace boardtalk::go
