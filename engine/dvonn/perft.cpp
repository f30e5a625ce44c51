#include "engine/dvonn/perft.hpp"

#include "engine/dvonn/movegen.hpp"

namespace boardtalk::dvonn {

std::uint64_t perft(const Board& b, int depth) {
    if (depth == 0) return 1;
    MoveList list;
    generate_moves(b, list);
    if (depth == 1) return static_cast<std::uint64_t>(list.size);
    std::uint64_t n = 0;
    for (const Move& m : list) {
        Board next = b;
        apply_move(next, m);
        n += perft(next, depth - 1);
    }
    return n;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Board& b, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> out;
    if (depth <= 0) return out;
    MoveList list;
    generate_moves(b, list);
    for (const Move& m : list) {
        Board next = b;
        apply_move(next, m);
        out.emplace_back(m, perft(next, depth - 1));
    }
    return out;
}

}  // namespace boardtalk::dvonn
