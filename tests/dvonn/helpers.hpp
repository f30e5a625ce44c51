#pragma once
// Small builders shared by the DVONN tests: positions from their text, moves from notation.
#include <catch2/catch.hpp>
#include <string>

#include "engine/dvonn/game.hpp"
#include "engine/dvonn/notation.hpp"
#include "engine/dvonn/position_text.hpp"

namespace boardtalk::dvonn::test {

inline Position pos(const std::string& text) {
    auto p = parse_position(text);
    INFO(text);
    if (!p) FAIL(p.error());
    return *p;
}

inline Move mv(const std::string& text) {
    auto m = parse_move(text);
    INFO(text);
    if (!m) FAIL(m.error());
    return *m;
}

// Every square of the board as a mask.
inline Mask board_mask() {
    Mask m = 0;
    for (Square s : all_squares()) m |= bit(s);
    return m;
}

inline Square sq(const std::string& name) {
    auto s = parse_square(name);
    INFO(name);
    if (!s) FAIL("no such space");
    return *s;
}

// Plays space-separated moves; fails the test on the first illegal one.
inline void play_all(Game& game, const std::string& moves) {
    std::size_t start = 0;
    while (start < moves.size()) {
        std::size_t end = moves.find(' ', start);
        if (end == std::string::npos) end = moves.size();
        const std::string m = moves.substr(start, end - start);
        auto err = game.play(mv(m));
        INFO(m);
        if (err) FAIL(*err);
        start = end + 1;
    }
}

// The board after `moves` (placements in notation) from an empty board.
inline Board board_after(const std::string& moves) {
    Game g;
    play_all(g, moves);
    return g.position().board;
}

// The rows of an otherwise empty board: row texts for rows 1..5, dots elsewhere.
inline std::string rows(std::string r1, std::string r2 = "", std::string r3 = "",
                        std::string r4 = "", std::string r5 = "") {
    const auto pad = [](std::string r, std::size_t n) {
        std::size_t spaces = 0;
        for (std::size_t i = 0; i < r.size(); ++i, ++spaces)
            if (r[i] == '(') i = r.find(')', i);
        return r + std::string(n - spaces, '.');
    };
    return pad(r1, 9) + "/" + pad(r2, 10) + "/" + pad(r3, 11) + "/" + pad(r4, 10) + "/" +
           pad(r5, 9);
}

}  // namespace boardtalk::dvonn::test
