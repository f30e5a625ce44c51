// The Go meaning of SGF records: sizes, komi, rules, handicap, setup anywhere, passes, and
// replaying to a given move as GNU Go's loadsgf does.
#include <catch2/catch.hpp>

#include "engine/go/notation.hpp"
#include "engine/go/sgf_record.hpp"

using namespace boardtalk::go;

namespace {

boardtalk::Result<SgfGameRecord> record_of(std::string_view text) {
    const auto line = parse_sgf(text);
    if (!line) return boardtalk::Error{line.error()};
    return read_game_record(*line);
}

SgfGameRecord record(std::string_view text) {
    auto r = record_of(text);
    if (!r) FAIL("unexpected error: " << r.error());
    return std::move(r).value();
}

std::string record_error(std::string_view text) {
    const auto r = record_of(text);
    if (!r) return r.error();
    const auto loaded = replay_game_record(*r, Rules::chinese());
    REQUIRE_FALSE(loaded.ok());
    return loaded.error();
}

LoadedGame load(std::string_view text, std::optional<int> until = std::nullopt,
                const Rules& current = Rules::chinese()) {
    auto loaded = replay_game_record(record(text), current, until);
    if (!loaded) FAIL("unexpected error: " << loaded.error());
    return std::move(loaded).value();
}

// "D4 E5" style list of c's stones.
std::string stones(const Game& g, Color c) {
    std::string out;
    for (Point p : g.stones(c)) out += (out.empty() ? "" : " ") + vertex_name(p);
    return out;
}

}  // namespace

TEST_CASE("SGF sizes: SZ square, SZ[w:h], default 19, limits 2..25", "[go][sgf]") {
    CHECK(record("(;)").width == 19);
    CHECK(record("(;SZ[9])").height == 9);
    auto rect = record("(;SZ[ 7:5 ])");
    CHECK(rect.width == 7);
    CHECK(rect.height == 5);
    CHECK(record("(;SZ[25])").width == 25);
    CHECK(record_error("(;SZ[26])") == "board size 26x26 is over 25");
    CHECK(record_error("(;SZ[19:30])") == "board size 19x30 is over 25");
    CHECK(record_error("(;SZ[1])") == "board size 1x1 is under 2");
    CHECK(record_error("(;SZ[abc])") == "bad board size SZ[abc]");
    CHECK(record_error("(;SZ[99999999999999999999])") == "bad board size SZ[99999999999999999999]");
    CHECK(record_error("(;GM[2]SZ[9])") == "not a Go game record (GM[2])");
}

TEST_CASE("SGF komi, handicap and rules", "[go][sgf]") {
    CHECK(record("(;KM[6.5])").komi == 6.5);
    CHECK(record("(;KM[-3])").komi == -3);
    CHECK_FALSE(record("(;KM[])").komi);
    CHECK(record_error("(;KM[six])") == "bad komi KM[six]");
    CHECK(record_error("(;KM[inf])") == "bad komi KM[inf]");
    CHECK(record("(;HA[3])").handicap == 3);
    CHECK(record_error("(;HA[-1])") == "bad handicap HA[-1]");
    CHECK(record_error("(;HA[x])") == "bad handicap HA[x]");
    CHECK(record("(;HA[0])").handicap == 0);
    CHECK(record("(;HA[1])").handicap == 1);
    CHECK(record("(;SZ[9]HA[80])").handicap == 80);
    CHECK(record("(;HA[99])").handicap == 99);  // fits on 19x19
    CHECK(record_error("(;SZ[9]HA[81])") == "bad handicap HA[81] (at most 80 on 9x9)");
    CHECK(record_error("(;SZ[9]HA[99];B[ee])") == "bad handicap HA[99] (at most 80 on 9x9)");
    CHECK(record_error("(;SZ[7:5]HA[35])") == "bad handicap HA[35] (at most 34 on 7x5)");
    CHECK(rules_from_sgf("Japanese") == Rules::japanese());
    CHECK(rules_from_sgf("chinese") == Rules::chinese());
    CHECK(rules_from_sgf("AGA") == Rules::aga());
    CHECK(rules_from_sgf("NZ") == Rules::new_zealand());
    CHECK(rules_from_sgf("New Zealand") == Rules::new_zealand());
    CHECK(rules_from_sgf("tromp-taylor") == Rules::tromp_taylor());
    CHECK(rules_from_sgf("Tromp Taylor") == Rules::tromp_taylor());
    CHECK_FALSE(rules_from_sgf("GOE"));
    CHECK_FALSE(rules_from_sgf(""));
    Rules custom = Rules::chinese();
    custom.ko = KoRule::situational;
    custom.scoring = Scoring::territory;
    custom.komi = 1.5;
    CHECK(sgf_rules_name(custom) == "ko=situational suicide=no scoring=territory handicap-bonus=n");
    auto back = rules_from_sgf(sgf_rules_name(custom));
    REQUIRE(back);
    back->komi = 1.5;
    CHECK(*back == custom);
    CHECK(sgf_rules_name(Rules::new_zealand()) == "NZ");
    // RU sets the rules, KM the komi; without them the current ones stay.
    Rules current = Rules::simple();
    current.komi = 2;
    auto g = load("(;RU[Japanese]KM[0.5])", std::nullopt, current);
    CHECK(g.game.rules().ko == KoRule::simple);
    CHECK(g.game.rules().scoring == Scoring::territory);
    CHECK(g.game.komi() == 0.5);
    auto kept = load("(;RU[Ing])", std::nullopt, current);
    CHECK(kept.game.rules() == current);
}

TEST_CASE("SGF moves: coordinates from the top, passes [] and [tt] up to 19x19", "[go][sgf]") {
    auto g = load("(;SZ[9];B[aa];W[ai];B[ia];W[];B[tt])").game;
    CHECK(stones(g, Color::black) == "A9 J9");
    CHECK(stones(g, Color::white) == "A1");
    REQUIRE(g.history().size() == 5);
    CHECK(g.history()[3] == Move{Color::white, pass});
    CHECK(g.history()[4] == Move{Color::black, pass});
    auto big = load("(;SZ[20];B[tt];W[])").game;
    CHECK(stones(big, Color::black) == "U1");
    CHECK(record_error("(;SZ[9];B[jj])") == "bad move B[jj] (node 2)");
    CHECK(record_error("(;SZ[9];B[a])") == "bad move B[a] (node 2)");
    CHECK(record_error("(;SZ[9];B[aa][bb])") == "a move B with 2 values (node 2)");
    CHECK(record_error("(;SZ[9];B[aa]W[bb])") == "a node with both B and W (node 2)");
    CHECK(record_error("(;SZ[9];B[ee];W[ee])") == "illegal move at move 2 (white E5: occupied)");
    CHECK(record_error("(;SZ[9];B[ba];B[ab];W[aa])") ==
          "illegal move at move 3 (white A9: suicide)");
}

TEST_CASE("SGF setup: compressed lists, setup before and between moves, PL", "[go][sgf]") {
    auto r = record("(;SZ[5]AB[aa:bb]AW[ee];B[cc];AE[aa]PL[B];W[dd])");
    REQUIRE(r.steps.size() == 3);
    CHECK(r.root_setup.changes.size() == 5);
    CHECK(std::get<SgfSetup>(r.steps[1]).to_move == Color::black);
    auto g = load("(;SZ[5]AB[aa:bb]AW[ee];B[cc];AE[aa]PL[B];W[dd])");
    CHECK(stones(g.game, Color::black) == "C3 A4 B4 B5");
    CHECK(stones(g.game, Color::white) == "E1 D2");
    CHECK(g.game.setup().size() == 5);
    REQUIRE(g.game.edits().size() == 1);
    CHECK(g.game.edits()[0].after_moves == 1);
    CHECK(g.game.to_move() == Color::black);  // after W[dd] the opponent: black
    auto stop = load("(;SZ[5]AB[aa:bb]AW[ee];B[cc];AE[aa]PL[B];W[dd])", 2);
    CHECK(stones(stop.game, Color::black) == "C3 A4 B4 B5");
    CHECK(stop.to_move == Color::white);         // the colour of move 2
    CHECK(stop.game.to_move() == Color::black);  // what PL said
    CHECK(record_error("(;SZ[5]AB[aa]AW[ab][ba])") ==
          "invalid setup in the root node (a chain without liberty)");
    CHECK(record_error("(;SZ[5];B[cc];AW[ab][ba]AB[aa])") ==
          "invalid setup before move 2 (a chain without liberty)");
    CHECK(record_error("(;SZ[5]AB[aa:bb]AE[ba])") == "point B5 set twice in one node (node 1)");
    CHECK(record_error("(;SZ[5]AB[aa:ff])") == "bad point AB[aa:ff] (node 1)");
    CHECK(record_error("(;SZ[5]PL[X])") == "bad player PL[X] (node 1)");
}

TEST_CASE("SGF handicap: HA with matching AB is the game's handicap, white to move", "[go][sgf]") {
    auto g = load("(;SZ[9]HA[2]AB[cc][gg])");
    CHECK(g.game.handicap().size() == 2);
    CHECK(g.to_move == Color::white);
    auto no_ha = load("(;SZ[9]AB[cc][gg])");
    CHECK(no_ha.game.handicap().empty());
    CHECK(no_ha.to_move == Color::black);
    auto pl = load("(;SZ[9]HA[2]AB[cc][gg]PL[B])");
    CHECK(pl.game.handicap().size() == 2);
    CHECK(pl.to_move == Color::black);
    auto mismatch = load("(;SZ[9]HA[3]AB[cc][gg])");
    CHECK(mismatch.game.handicap().empty());
    CHECK(mismatch.to_move == Color::white);
    // HA places no stones (SGF FF4): without AB it only names the count.
    auto bare = load("(;SZ[19]HA[99])");
    CHECK(stones(bare.game, Color::black).empty());
    CHECK(bare.game.handicap().empty());
    CHECK(bare.to_move == Color::black);
    CHECK(load("(;SZ[9]HA[1];B[ee])").game.history().size() == 1);
}

TEST_CASE("SGF replay to move n: the position before it, GNU Go's colour answer", "[go][sgf]") {
    const char* text = "(;SZ[9];B[ee];W[dd];B[cc];W[])";
    // n = 0, as in GNU Go 3.8, is the whole main line, like no n.
    for (auto [n, moves, colour] : {std::tuple{0, 4, Color::black}, std::tuple{1, 0, Color::black},
                                    std::tuple{2, 1, Color::white}, std::tuple{3, 2, Color::black},
                                    std::tuple{4, 3, Color::white}, std::tuple{5, 4, Color::black},
                                    std::tuple{99, 4, Color::black}}) {
        auto g = load(text, n);
        CHECK(g.game.history().size() == std::size_t(moves));
        CHECK(g.to_move == colour);
    }
    // Two black moves in a row: the answer is the colour of the move not yet played.
    CHECK(load("(;SZ[9];B[ee];B[dd])", 2).to_move == Color::black);
    CHECK(load("(;SZ[9];B[ee];B[dd])").to_move == Color::white);
    // An illegal move after the stop point is not looked at.
    CHECK(load("(;SZ[9];B[ee];W[ee])", 2).game.history().size() == 1);
}
