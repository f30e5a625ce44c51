#include "engine/morris/evaluation.hpp"

#include "engine/morris/geometry.hpp"

namespace boardtalk::morris {

namespace {

struct SideFeatures {
    int closed_mills = 0;
    int threats = 0;   // mills the side could complete with its next man
    int mobility = 0;  // slides available (moving phase)
    int blocked = 0;   // men with no empty neighbour (moving phase)
};

// Can a man of `own` (outside `mill`) reach `target` on its next move?
bool can_reach(const Geometry& g, Mask own, Mask mill, Mask target, Phase phase) {
    if (phase != Phase::moving) return true;  // placing from hand or flying: anywhere
    const Point t = static_cast<Point>(std::countr_zero(target));
    return (g.adjacent[t] & own & ~mill) != 0;
}

// phase_of for both sides at once (the evaluation needs each several times).
struct Phases {
    Phase us, them;
};
Phases phases(const Position& pos, const Rules& rules) {
    const auto of = [&](Colour c) {
        if (pos.placing()) return Phase::placing;
        return rules.flying && pos.on_board(c) == 3 ? Phase::flying : Phase::moving;
    };
    return {of(pos.to_move), of(opponent(pos.to_move))};
}

SideFeatures features(const Geometry& g, Mask own, Mask empty, Phase phase) {
    SideFeatures f;
    for (int k = 0; k < g.mill_count; ++k) {
        const Mask m = g.mills[k];
        const Mask mine = own & m;
        if (mine == m) {
            ++f.closed_mills;
        } else if (mine & (mine - 1)) {  // two of the three points
            const Mask gap = m & empty;
            if (gap && can_reach(g, own, m, gap, phase)) ++f.threats;
        }
    }
    if (phase != Phase::flying) {
        for (Mask b = own; b; b &= b - 1) {
            const int moves = count_points(g.adjacent[std::countr_zero(b)] & empty);
            f.mobility += moves;
            f.blocked += moves == 0;
        }
    }
    return f;
}

int side_score(const Position& pos, const SideFeatures& f, Colour c, Phase phase,
               const EvalWeights& w) {
    int score = kManValue * pos.total(c) + w.closed_mill * f.closed_mills;
    switch (phase) {
        case Phase::placing:
            score += w.placing_threat * f.threats + w.placing_mobility * f.mobility -
                     w.placing_blocked * f.blocked;
            break;
        case Phase::moving:
            score += w.moving_threat * f.threats + w.moving_mobility * f.mobility -
                     w.moving_blocked * f.blocked;
            break;
        case Phase::flying:
            score += w.flying_threat * f.threats;
            break;
    }
    return score;
}

}  // namespace

int evaluate(const Position& pos, const Rules& rules, const EvalWeights& w) {
    const Geometry& g = geometry(rules.diagonals);
    const Colour us = pos.to_move;
    const Colour them = opponent(us);
    const Phases phase = phases(pos, rules);
    const Mask empty = pos.empty();
    const SideFeatures mine = features(g, pos.men[index(us)], empty, phase.us);
    const SideFeatures theirs = features(g, pos.men[index(them)], empty, phase.them);
    int score =
        side_score(pos, mine, us, phase.us, w) - side_score(pos, theirs, them, phase.them, w);
    // The side to move completes a threat before the opponent can answer it.
    if (mine.threats > 0) score += w.to_move_threat;
    // Two threats against a flyer cannot both be blocked.
    if (theirs.threats >= 2 && phase.them == Phase::flying) score -= w.flyer_fork;
    // Running out of moves loses: an opponent nearly blocked is worth attacking.
    if (phase.them == Phase::moving && theirs.mobility <= 2)
        score += w.nearly_blocked * (3 - theirs.mobility);
    return score;
}

}  // namespace boardtalk::morris
