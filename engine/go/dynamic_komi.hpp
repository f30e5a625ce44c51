#pragma once
// Dynamic komi for handicap games, after Pachi's "linear" dynamic komi: in a game that started
// with handicap stones, the search counts White `per_stone` more points per stone at the start
// and linearly fewer with every move, none once half the board's points have been played. Which
// side the engine plays does not matter: as White (behind) its playouts are not all lost, so it
// still sees which moves lose less; as Black (ahead) they are not all won, so it keeps the lead
// rather than giving it back move by move. The real komi decides passing and the score.
#include <algorithm>
#include <cstddef>

namespace boardtalk::go {

// Extra points for White in the search's count, after `moves_played` moves of a game on
// `points` points that started with `handicap_stones` handicap stones.
inline double dynamic_komi(std::size_t handicap_stones, std::size_t moves_played,
                           std::size_t points, double per_stone) {
    if (handicap_stones == 0 || per_stone <= 0 || points < 2) return 0;
    const double horizon = static_cast<double>(points) / 2;
    const double left = std::max(0.0, 1.0 - static_cast<double>(moves_played) / horizon);
    return static_cast<double>(handicap_stones) * per_stone * left;
}

}  // namespace boardtalk::go
