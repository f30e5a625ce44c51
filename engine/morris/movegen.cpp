#include "engine/morris/movegen.hpp"

#include "engine/morris/geometry.hpp"

namespace boardtalk::morris {

namespace {

// Targets of the man on `from`, or of a placement when from == kNoPoint.
Mask targets(const Position& pos, bool flying, const Geometry& g, Point from) {
    const Mask empty = pos.empty();
    if (from == kNoPoint || flying) return empty;
    return g.adjacent[from] & empty;
}

bool flies(const Position& pos, const Rules& rules) {
    return phase_of(pos, rules, pos.to_move) == Phase::flying;
}

void push_with_removals(TurnList& out, Point from, Point to, bool mill, Mask removable) {
    if (!mill || !removable) {
        out.push(Turn{from, to, kNoPoint});
        return;
    }
    for (Mask r = removable; r; r &= r - 1)
        out.push(Turn{from, to, static_cast<Point>(std::countr_zero(r))});
}

// Calls f(from, to, closes_mill) for every placement or move of the side to move (from ==
// kNoPoint for a placement), in the one order the generators share.
template <class F>
void for_each_move(const Position& pos, const Rules& rules, F&& f) {
    const Geometry& g = geometry(rules.diagonals);
    const Mask own = pos.men[index(pos.to_move)];
    if (pos.hand[index(pos.to_move)] > 0) {
        for (Mask t = pos.empty(); t; t &= t - 1) {
            const Point to = static_cast<Point>(std::countr_zero(t));
            f(kNoPoint, to, g.closes_mill(own, to));
        }
        return;
    }
    const bool flying = flies(pos, rules);
    for (Mask m = own; m; m &= m - 1) {
        const Point from = static_cast<Point>(std::countr_zero(m));
        const Mask rest = own & ~bit(from);
        for (Mask t = targets(pos, flying, g, from); t; t &= t - 1) {
            const Point to = static_cast<Point>(std::countr_zero(t));
            f(from, to, g.closes_mill(rest, to));
        }
    }
}

std::string name(Point p) {
    return std::string(point_name(p));
}

// The move part of a turn (no removal yet); nullopt when it is legal.
std::optional<std::string> check_move(const Position& pos, const Rules& rules, Turn turn) {
    const Colour us = pos.to_move;
    const Mask own = pos.men[index(us)];
    if (pos.hand[index(us)] > 0 && !turn.is_placement())
        return std::string(colour_name(us)) + " still has men to place";
    if (pos.hand[index(us)] == 0 && turn.is_placement())
        return std::string(colour_name(us)) + " has no men in hand, move one like a1-a4";
    if (!turn.is_placement() && !(own & bit(turn.from)))
        return name(turn.from) + " holds no " + colour_name(us) + " man";
    if (!(pos.empty() & bit(turn.to))) return name(turn.to) + " is occupied";
    const Geometry& g = geometry(rules.diagonals);
    if (!turn.is_placement() && !(targets(pos, flies(pos, rules), g, turn.from) & bit(turn.to)))
        return name(turn.from) + " and " + name(turn.to) + " are not adjacent";
    return std::nullopt;
}

}  // namespace

bool closes_mill(const Position& pos, const Rules& rules, Turn turn) {
    Mask own = pos.men[index(pos.to_move)];
    if (!turn.is_placement()) own &= ~bit(turn.from);
    return geometry(rules.diagonals).closes_mill(own, turn.to);
}

void generate_turns(const Position& pos, const Rules& rules, TurnList& out) {
    out.size = 0;
    const Mask removable = geometry(rules.diagonals).removable(pos.men[1 - index(pos.to_move)]);
    for_each_move(pos, rules, [&](Point from, Point to, bool mill) {
        push_with_removals(out, from, to, mill, removable);
    });
}

void generate_removals(const Position& pos, const Rules& rules, TurnList& out) {
    out.size = 0;
    const Mask removable = geometry(rules.diagonals).removable(pos.men[1 - index(pos.to_move)]);
    if (!removable) return;
    for_each_move(pos, rules, [&](Point from, Point to, bool mill) {
        if (mill) push_with_removals(out, from, to, mill, removable);
    });
}

bool has_turn(const Position& pos, const Rules& rules) {
    const Mask empty = pos.empty();
    if (!empty) return false;
    if (pos.hand[index(pos.to_move)] > 0 || flies(pos, rules)) return true;
    const Geometry& g = geometry(rules.diagonals);
    for (Mask f = pos.men[index(pos.to_move)]; f; f &= f - 1)
        if (g.adjacent[std::countr_zero(f)] & empty) return true;
    return false;
}

std::uint64_t count_turns(const Position& pos, const Rules& rules) {
    const Geometry& g = geometry(rules.diagonals);
    const int us = index(pos.to_move);
    const Mask own = pos.men[us];
    const Mask removable = g.removable(pos.men[1 - us]);
    const std::uint64_t per_mill =
        removable ? static_cast<std::uint64_t>(count_points(removable)) : 1;
    std::uint64_t count = 0;
    if (pos.hand[us] > 0) {
        for (Mask t = pos.empty(); t; t &= t - 1)
            count += g.closes_mill(own, static_cast<Point>(std::countr_zero(t))) ? per_mill : 1;
        return count;
    }
    const bool flying = flies(pos, rules);
    for (Mask f = own; f; f &= f - 1) {
        const Point from = static_cast<Point>(std::countr_zero(f));
        const Mask rest = own & ~bit(from);
        for (Mask t = targets(pos, flying, g, from); t; t &= t - 1)
            count += g.closes_mill(rest, static_cast<Point>(std::countr_zero(t))) ? per_mill : 1;
    }
    return count;
}

std::optional<std::string> check_turn(const Position& pos, const Rules& rules, Turn turn) {
    if (auto err = check_move(pos, rules, turn)) return err;
    const Colour them = opponent(pos.to_move);
    const Mask removable = geometry(rules.diagonals).removable(pos.men[index(them)]);
    const bool mill = closes_mill(pos, rules, turn);
    if (turn.remove == kNoPoint) {
        if (mill && removable)
            return std::string("a mill was closed, the move must name a removal");
        return std::nullopt;
    }
    if (!mill) return std::string("no mill was closed, so nothing can be removed");
    if (!(pos.men[index(them)] & bit(turn.remove)))
        return name(turn.remove) + " holds no " + colour_name(them) + " man";
    if (!(removable & bit(turn.remove)))
        return name(turn.remove) + " is in a mill and " + colour_name(them) +
               " has men outside mills";
    return std::nullopt;
}

}  // namespace boardtalk::morris
