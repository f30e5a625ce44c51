#include "engine/morris/solve/databases.hpp"

namespace boardtalk::morris::solve {

void Databases::add(SectorTable table) {
    auto entry = std::make_unique<Entry>();
    const Sector s = table.sector;
    entry->table = std::move(table);
    tables_.insert_or_assign(s, std::move(entry));
}

void Databases::add_lazy(Sector s, TableReader read) {
    auto entry = std::make_unique<Entry>();
    entry->read = std::move(read);
    tables_.insert_or_assign(s, std::move(entry));
}

const LoadedTable* Databases::table(Sector s) const {
    const auto it = tables_.find(s);
    if (it == tables_.end()) return nullptr;
    const Entry& e = *it->second;
    if (e.read) {
        std::call_once(e.once, [&e] {
            auto table = e.read();
            if (table)
                e.table = std::move(*table);
            else
                e.problem = table.error();
        });
    }
    return e.table ? &*e.table : nullptr;
}

std::optional<Value> Databases::lookup(const Position& pos, const Rules& rules) const {
    if (rules.flying != rules_.flying || rules.diagonals != rules_.diagonals) return std::nullopt;
    if (pos.placing()) return std::nullopt;
    const Colour us = pos.to_move;
    const Sector s{pos.on_board(us), pos.on_board(opponent(us))};
    if (s.mover < 3 || s.other < 3) return std::nullopt;
    const LoadedTable* t = table(s);
    if (!t) return std::nullopt;
    const Mask mover = pos.men[index(us)], other = pos.men[index(opponent(us))];
    if (const auto* whole = std::get_if<SectorTable>(t)) return whole->at(mover, other);
    return std::get<1>(*t)->at(mover, other);
}

std::optional<std::string> Databases::problem(Sector s) const {
    if (!covers(s)) return std::nullopt;
    const LoadedTable* t = table(s);
    if (!t) return tables_.at(s)->problem;
    if (const auto* checked = std::get_if<1>(t); checked && !(*checked)->check_all())
        return (*checked)->problem();
    return std::nullopt;
}

}  // namespace boardtalk::morris::solve
