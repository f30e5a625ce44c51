#pragma once
// One node of the MCTS tree: a move and the statistics of the playouts that went through it.
#include <cstdint>
#include <vector>

#include "engine/go/color.hpp"
#include "engine/go/point.hpp"

namespace boardtalk::go {

// The all-moves-as-first (AMAF) statistics of one child: playouts below the parent where the
// child's colour played its move first, and of them the ones that colour won.
struct AmafStats {
    float visits = 0;
    float wins = 0;
};

// A move in the tree. Every statistic is from the point of view of `color`, the player who made
// `move` (so a parent picks the child with the best value for the player to move at the parent).
// Nodes are plain data; MctsSearch guards them with its tree lock.
struct MctsNode {
    Point move = pass;
    Color color = Color::empty;  // who played `move`; empty at the root
    bool expanded = false;       // children were generated (possibly none: then a pass child)
    bool expanding = false;      // a search thread is generating them (no other thread does)
    bool policy_done = false;    // the policy network's prior was claimed for its children
    float visits = 0;            // finished playouts through this node (+ virtual losses)
    float wins = 0;              // of them, won by `color`
    float prior_visits = 0;      // virtual playouts from prior knowledge
    float prior_wins = 0;
    float policy = 0;  // the policy network's probability of `move` at the parent (0: none yet)
    double margin_sum = 0;  // sum of final area margins for `color`, komi included
    std::vector<MctsNode> children;
    // children_amaf[i] belongs to children[i]. A playout updates the AMAF statistics of every
    // child along its path: kept apart, 8 bytes each, those writes dirty a few cache lines
    // instead of one per child, which the other search threads then re-read.
    std::vector<AmafStats> children_amaf;

    void set_children(std::vector<MctsNode> nodes) {
        children = std::move(nodes);
        children_amaf.assign(children.size(), AmafStats{});
    }

    // Real playouts (virtual losses excluded by the caller's bookkeeping).
    double winrate() const { return visits > 0 ? wins / visits : 0.5; }
    // The value used to choose among siblings: prior and real playouts blended with the AMAF
    // statistics by the MC-RAVE schedule beta = n_amaf / (n_amaf + n + n * n_amaf / equiv),
    // value beta * rave + (1 - beta) * mean. Written as one weighted mean, AMAF playouts
    // weighing 1 and real ones k = 1 + n_amaf / equiv: the same value with one division
    // (selection runs under the tree lock, for every child on the path).
    double urgency(const AmafStats& amaf, float rave_equiv) const {
        const double n = visits + prior_visits;
        const double w = wins + prior_wins;
        const double k = 1 + amaf.visits / double(rave_equiv);
        const double weight = amaf.visits + n * k;
        return weight > 0 ? (amaf.wins + w * k) / weight : 0.5;
    }
};

}  // namespace boardtalk::go
