#pragma once
// Legal turns: generation, bulk counting (perft's last ply) and checking one turn with a precise
// reason when it is illegal.
#include <array>
#include <cstddef>
#include <cstdint>
#include <new>
#include <optional>
#include <string>

#include "engine/morris/position.hpp"

namespace boardtalk::morris {

// More than the most turns any position can have (3 flyers x 21 targets x 12 removals).
inline constexpr int kMaxTurns = 800;

// A fixed-capacity list on the stack. The storage is left uninitialised: search creates one
// per node, and filling 800 default turns each time would cost more than generating them.
class TurnList {
  public:
    int size = 0;

    void push(Turn t) { new (data() + size++) Turn(t); }
    Turn& operator[](int i) { return data()[i]; }
    const Turn& operator[](int i) const { return data()[i]; }
    const Turn* begin() const { return data(); }
    const Turn* end() const { return data() + size; }
    Turn* begin() { return data(); }
    Turn* end() { return data() + size; }

  private:
    Turn* data() { return std::launder(reinterpret_cast<Turn*>(storage_)); }
    const Turn* data() const { return std::launder(reinterpret_cast<const Turn*>(storage_)); }
    alignas(Turn) std::byte storage_[kMaxTurns * sizeof(Turn)];
};

// Every legal turn of the side to move, a mill-closing move once per allowed removal. Game-end
// rules are not applied here: a side with fewer than 3 men still gets its turns listed.
void generate_turns(const Position& pos, const Rules& rules, TurnList& out);

// The turns of generate_turns that remove a man (a mill closed), in the same order: quiescence.
void generate_removals(const Position& pos, const Rules& rules, TurnList& out);

// The number of turns generate_turns would produce, without producing them.
std::uint64_t count_turns(const Position& pos, const Rules& rules);

// True when the side to move has at least one turn (cheaper than counting them).
bool has_turn(const Position& pos, const Rules& rules);

// True when the move part of `turn` (ignoring its removal) closes a mill for the side to move.
bool closes_mill(const Position& pos, const Rules& rules, Turn turn);

// Nullopt when `turn` is legal for the side to move; otherwise why not, e.g. "b4 is occupied",
// "a mill was closed, the move must name a removal".
std::optional<std::string> check_turn(const Position& pos, const Rules& rules, Turn turn);

// The side to move has lost by material: fewer than 3 men on the board and in hand.
inline bool lost_by_material(const Position& pos, Colour c) {
    return pos.total(c) < 3;
}

}  // namespace boardtalk::morris
