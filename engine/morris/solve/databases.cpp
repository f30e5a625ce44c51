#include "engine/morris/solve/databases.hpp"

namespace boardtalk::morris::solve {

void Databases::add(SectorTable table) {
    const Sector s = table.sector;
    tables_.insert_or_assign(s, std::move(table));
}

std::optional<Value> Databases::lookup(const Position& pos, const Rules& rules) const {
    if (rules.flying != rules_.flying || rules.diagonals != rules_.diagonals) return std::nullopt;
    if (pos.placing()) return std::nullopt;
    const Colour us = pos.to_move;
    const Sector s{pos.on_board(us), pos.on_board(opponent(us))};
    if (s.mover < 3 || s.other < 3) return std::nullopt;
    const auto it = tables_.find(s);
    if (it == tables_.end()) return std::nullopt;
    return it->second.at(pos.men[index(us)], pos.men[index(opponent(us))]);
}

}  // namespace boardtalk::morris::solve
