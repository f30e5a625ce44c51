// The one way the engine picks a move, for genmove and for the CodeCup protocol alike.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <string>

#include "engine/dvonn/notation.hpp"
#include "games/dvonn/dvonn_state.hpp"

namespace boardtalk::dvonn {

SearchReport choose_move(DvonnState& state, std::chrono::steady_clock::time_point turn_began) {
    const Board& board = state.game.position().board;
    SearchLimits limits = state.limits;
    if (state.game_time) {
        const double share =
            move_share(board, state.game_time->left(), state.game_time->placement_units);
        limits.seconds =
            state.move_time_caps && limits.seconds > 0 ? std::min(limits.seconds, share) : share;
    }
    const SearchReport r = state.searcher->search(board, limits);
    if (state.game_time)
        state.game_time->used +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - turn_began).count();
    std::string pv = r.pv.empty() ? "" : ", pv";  // the line the search expects
    for (const Move& m : r.pv) pv += " " + format_move(m);
    spdlog::info("genmove: {} depth {} score {} nodes {} in {:.3f} s of {:.3f} s{}",
                 format_move(r.best), r.depth, r.score, r.nodes, r.seconds, limits.seconds, pv);
    return r;
}

}  // namespace boardtalk::dvonn
