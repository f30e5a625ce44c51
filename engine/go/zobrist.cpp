#include "engine/go/zobrist.hpp"

#include <array>

namespace boardtalk::go {

namespace {

struct Keys {
    std::array<std::array<std::uint64_t, array_size>, 2> stones{};
    std::array<std::uint64_t, 2> to_move{};
};

// splitmix64: a fixed seed gives the same keys in every build.
constexpr Keys make_keys() {
    Keys keys;
    std::uint64_t state = 0x5eedb0a4d7a1c0deULL;
    auto next = [&state] {
        state += 0x9e3779b97f4a7c15ULL;
        std::uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    };
    for (auto& colour : keys.stones)
        for (auto& key : colour) key = next();
    for (auto& key : keys.to_move) key = next();
    return keys;
}

constexpr Keys keys = make_keys();

}  // namespace

std::uint64_t stone_key(Color c, Point p) {
    return is_player(c) ? keys.stones[player_index(c)][p] : 0;
}

std::uint64_t to_move_key(Color c) {
    return is_player(c) ? keys.to_move[player_index(c)] : 0;
}

}  // namespace boardtalk::go
