#include "engine/morris/perft.hpp"

#include "engine/morris/movegen.hpp"

namespace boardtalk::morris {

std::uint64_t perft(const Position& pos, const Rules& rules, int depth) {
    if (depth <= 0) return 1;
    if (lost_by_material(pos, pos.to_move)) return 0;
    if (depth == 1) return count_turns(pos, rules);
    TurnList list;
    generate_turns(pos, rules, list);
    std::uint64_t total = 0;
    for (const Turn& t : list) total += perft(apply_turn(pos, t), rules, depth - 1);
    return total;
}

std::vector<std::pair<Turn, std::uint64_t>> perft_divide(const Position& pos, const Rules& rules,
                                                         int depth) {
    std::vector<std::pair<Turn, std::uint64_t>> out;
    if (depth <= 0 || lost_by_material(pos, pos.to_move)) return out;
    TurnList list;
    generate_turns(pos, rules, list);
    for (const Turn& t : list) out.emplace_back(t, perft(apply_turn(pos, t), rules, depth - 1));
    return out;
}

}  // namespace boardtalk::morris
