#include "engine/morris/solve/database_play.hpp"

#include "engine/morris/evaluation.hpp"
#include "engine/morris/movegen.hpp"

namespace boardtalk::morris::solve {

namespace {

// The value one ply before a position of value `v` (for the other side).
Value one_ply_back(Value v) {
    switch (v.outcome) {
        case Verdict::win:
            return {Verdict::loss, v.plies + 1};
        case Verdict::loss:
            return {Verdict::win, v.plies + 1};
        case Verdict::draw:
            break;
    }
    return {};
}

}  // namespace

bool ends_in_time(const Position& next, Value v, const Rules& rules) {
    if (v.outcome == Verdict::draw || rules.removal_limit <= 0) return true;
    // The positions before the end have clocks below the limit; the last may reach it, as the
    // game is over there before the rule is looked at.
    return next.clock + v.plies <= rules.removal_limit;
}

std::optional<Value> value_after(const Position& pos, Turn turn, const Rules& rules,
                                 const Databases& db) {
    const Position next = apply_turn(pos, turn);
    if (lost_by_material(next, next.to_move)) return Value{Verdict::win, 1};
    const auto v = db.lookup(next, rules);
    if (!v) return std::nullopt;
    return one_ply_back(*v);
}

std::optional<std::vector<RatedTurn>> rated_turns(const Position& pos, const Rules& rules,
                                                  const Databases& db) {
    if (db.empty() || lost_by_material(pos, pos.to_move)) return std::nullopt;
    TurnList list;
    generate_turns(pos, rules, list);
    if (list.size == 0) return std::nullopt;
    std::vector<RatedTurn> out;
    for (const Turn& t : list) {
        const auto v = value_after(pos, t, rules, db);
        if (!v) return std::nullopt;
        // The turn itself is one of the value's plies.
        const Value rest{v->outcome, v->outcome == Verdict::draw ? 0 : v->plies - 1};
        out.push_back({t, *v, ends_in_time(apply_turn(pos, t), rest, rules)});
    }
    return out;
}

int preference(Value v) {
    switch (v.outcome) {
        case Verdict::win:
            return 1000 - v.plies;
        case Verdict::loss:
            return -1000 + v.plies;
        case Verdict::draw:
            break;
    }
    return 0;
}

int preference(const RatedTurn& r) {
    const int p = preference(r.value);
    if (!r.in_time) return p;  // late: between those in time and the draws
    return p > 0 ? p + 2000 : p < 0 ? p - 2000 : 0;
}

std::optional<RatedTurn> best_turn(const Position& pos, const Rules& rules, const Databases& db) {
    const auto rated = rated_turns(pos, rules, db);
    if (!rated) return std::nullopt;
    const RatedTurn* best = nullptr;
    int best_eval = 0;
    for (const RatedTurn& r : *rated) {
        const Position next = apply_turn(pos, r.turn);
        // The evaluation is from the opponent's view and needs 3 men a side.
        const int eval = lost_by_material(next, next.to_move) ? 0 : -evaluate(next, rules);
        if (!best || preference(r) > preference(*best) ||
            (preference(r) == preference(*best) && eval > best_eval)) {
            best = &r;
            best_eval = eval;
        }
    }
    return *best;
}

}  // namespace boardtalk::morris::solve
