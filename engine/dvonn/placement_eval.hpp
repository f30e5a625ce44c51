#pragma once
// The static evaluation of a placing-phase board that the placement alpha-beta
// (placement_search.hpp) searches over. Our own design: what a placed piece is worth at the end
// of placing, before any stack has moved.
// - Closeness to the DVONN pieces: a piece far from every DVONN piece is the first to be cut
//   off, one next to several can jump onto them and is hard to cut off. Every step to each
//   DVONN piece counts, so pieces gather where the DVONN pieces are, not merely near one.
// - The edge: when placing ends only edge pieces can move (every inner space has six occupied
//   neighbours), so they make the first moves; their enemy and DVONN neighbours are the first
//   captures and the first moves onto DVONN pieces. Worth little in itself: the edge is far from
//   the DVONN pieces, and a side holding the whole ring is cut off from them.
// - Friendly neighbours: a piece among its own has nothing to take and no one to stop.
// Every term is a sum over one side's pieces, so placing a piece changes the value by a gain
// that looks only at that space and its neighbours (placing_gain): the search keeps the value
// incrementally.
#include <array>

#include "engine/dvonn/board.hpp"

namespace boardtalk::dvonn {

// What the evaluation needs to know of the DVONN pieces: a per-space closeness value. Computed
// once per search (the DVONN pieces are placed first and do not move while placing).
struct PlacingTables {
    std::array<int, kSquareSlots> closeness{};  // points for a piece on this space
};

// The tables for `b`'s DVONN pieces (all three placed: b.placed >= kDvonnPieces).
PlacingTables placing_tables(const Board& b);

// The value of the placed coloured pieces of `b` for the side to move minus the opponent's, in
// points (placement_eval.cpp: a step towards a DVONN piece is worth 1).
int evaluate_placing(const Board& b, const PlacingTables& t);

// How much evaluate_placing, for the side to move of `b`, rises when it places its next piece on
// the empty space s (the gain is the placer's; after the placement the value is from the other
// side's view: -(value before + gain)).
int placing_gain(const Board& b, const PlacingTables& t, Square s);

}  // namespace boardtalk::dvonn
