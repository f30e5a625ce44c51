// The notation converters of the CodeCup and UCI drivers, over every square, and the squares
// themselves against the protocols' own tables.
#include <catch2/catch.hpp>
#include <set>

#include "engine/dvonn/geometry.hpp"
#include "engine/dvonn/notation.hpp"
#include "engine/morris/geometry.hpp"
#include "engine/morris/notation.hpp"
#include "tools/match/protocol_notation.hpp"

namespace boardtalk::match {

namespace {

// Our DVONN spaces, by name.
std::vector<std::string> dvonn_spaces() {
    std::vector<std::string> out;
    for (char c = 'A'; c <= 'K'; ++c)
        for (char r = '1'; r <= '5'; ++r)
            if (dvonn::parse_square(std::string{c, r})) out.push_back(std::string{c, r});
    return out;
}

}  // namespace

TEST_CASE("our DVONN spaces are the CodeCup arbiter's", "[match][drivers]") {
    // arbiter/dvonn.go CoordsIndex: row y holds columns begin[y] .. end[y]-1.
    const int begin[5] = {0, 0, 0, 1, 2}, end[5] = {9, 10, 11, 11, 11};
    std::set<std::string> codecup;
    for (int y = 0; y < 5; ++y)
        for (int x = begin[y]; x < end[y]; ++x)
            codecup.insert(std::string{static_cast<char>('A' + x), static_cast<char>('1' + y)});
    const auto ours = dvonn_spaces();
    CHECK(ours.size() == 49);
    CHECK(std::set<std::string>(ours.begin(), ours.end()) == codecup);
}

TEST_CASE("DVONN moves convert to CodeCup notation and back, every space", "[match][drivers]") {
    const auto spaces = dvonn_spaces();
    for (const std::string& s : spaces) {
        INFO(s);
        CHECK(dvonn::to_codecup(s) == s);
        CHECK(dvonn_from_codecup(s) == s);
        for (const std::string& t : spaces) {
            if (s == t) continue;
            const std::string ours = dvonn::format_move(
                dvonn::Move::step(*dvonn::parse_square(s), *dvonn::parse_square(t)));
            REQUIRE(ours == s + "-" + t);
            CHECK(dvonn::to_codecup(ours) == s + t);
            CHECK(dvonn_from_codecup(s + t) == ours);
        }
    }
    CHECK(dvonn::to_codecup("pass") == "PASS");
    CHECK(dvonn_from_codecup("PASS") == "pass");
}

TEST_CASE("only CodeCup moves are read as such", "[match][drivers]") {
    for (const char* bad : {"", "pass", "Pass", "e3", "A1-B2", "a1b2", "L3", "A6", "A0", "A1B",
                            "A1B2C3", " E3", "E3 ", "Start", "Quit"}) {
        INFO(bad);
        CHECK_FALSE(dvonn_from_codecup(bad));
    }
}

TEST_CASE("our Morris squares are Sanmill's", "[match][drivers]") {
    // Sanmill src/uci.cpp UCI::square: its squares 8..31.
    const std::set<std::string> sanmill = {"d5", "e5", "e4", "e3", "d3", "c3", "c4", "c5",
                                           "d6", "f6", "f4", "f2", "d2", "b2", "b4", "b6",
                                           "d7", "g7", "g4", "g1", "d1", "a1", "a4", "a7"};
    std::set<std::string> ours;
    for (int p = 0; p < morris::kPoints; ++p)
        ours.insert(std::string(morris::point_name(static_cast<morris::Point>(p))));
    CHECK(ours == sanmill);
}

TEST_CASE("Morris turns convert to Sanmill's move list and back, every square",
          "[match][drivers]") {
    for (int p = 0; p < morris::kPoints; ++p) {
        const std::string s(morris::point_name(static_cast<morris::Point>(p)));
        const int q = (p + 5) % morris::kPoints;
        const std::string r(morris::point_name(static_cast<morris::Point>(q)));
        INFO(s << " " << r);
        CHECK(morris_to_sanmill(s) == std::vector<std::string>{s});
        CHECK(morris_from_sanmill(s) == s);
        // A placement and a move with a removal: split into two of Sanmill's moves, joined back
        // into one turn the referee reads as the canonical one.
        for (const std::string& move : {s, s + "-" + r}) {
            const std::string canonical = move + "x" + r;
            CHECK(morris_to_sanmill(canonical) == std::vector<std::string>{move, "x" + r});
            CHECK(morris_from_sanmill(move, "x" + r) == move + " x" + r);
            // The two tokens are the canonical turn (as the Morris referee reads them).
            auto turn = morris::parse_turn(move);
            const auto removal = morris::parse_removal("x" + r);
            REQUIRE(turn);
            REQUIRE(removal);
            turn->remove = *removal;
            CHECK(morris::format_turn(*turn) == canonical);
        }
    }
}

}  // namespace boardtalk::match
