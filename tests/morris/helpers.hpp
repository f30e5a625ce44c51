#pragma once
// Small builders shared by the morris tests: positions from their text, turns from notation.
#include <catch2/catch.hpp>
#include <string>

#include "engine/morris/game.hpp"
#include "engine/morris/notation.hpp"
#include "engine/morris/position_text.hpp"

namespace boardtalk::morris::test {

inline Position pos(const std::string& text, const Rules& rules = Rules{}) {
    auto p = parse_position(text, rules);
    INFO(text);
    if (!p) FAIL(p.error());
    return *p;
}

inline Turn turn(const std::string& text) {
    auto t = parse_turn(text);
    INFO(text);
    if (!t) FAIL(t.error());
    return *t;
}

// Plays space-separated turns; fails the test on the first illegal one.
inline void play_all(Game& game, const std::string& turns) {
    std::size_t start = 0;
    while (start < turns.size()) {
        std::size_t end = turns.find(' ', start);
        if (end == std::string::npos) end = turns.size();
        const std::string t = turns.substr(start, end - start);
        auto err = game.play(turn(t));
        INFO(t);
        if (err) FAIL(*err);
        start = end + 1;
    }
}

}  // namespace boardtalk::morris::test
