// The rules: placement order, each move rule, disconnection, passing, end and scoring.
#include <algorithm>

#include "engine/dvonn/movegen.hpp"
#include "tests/dvonn/helpers.hpp"

using namespace boardtalk::dvonn;
using namespace boardtalk::dvonn::test;

namespace {

std::string legal(const Position& p) {
    MoveList list;
    generate_moves(p.board, list);
    std::vector<std::string> names;
    for (const Move& m : list) names.push_back(format_move(m));
    std::sort(names.begin(), names.end());
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : " ") + n;
    return out;
}

std::string why(const Position& p, const std::string& move) {
    return illegal_reason(p.board, mv(move)).value_or("legal");
}

}  // namespace

TEST_CASE("placement follows the official order", "[dvonn][rules][placing]") {
    Game g;
    CHECK(g.legal_moves().size == 49);
    CHECK(status_text(g) == "white to place");
    play_all(g, "E3 F3 G3");
    CHECK(g.position().stacks[sq("E3")] == "D");
    CHECK(g.position().stacks[sq("F3")] == "D");
    CHECK(g.position().stacks[sq("G3")] == "D");
    CHECK(status_text(g) == "black to place");
    play_all(g, "A1 B1");
    CHECK(g.position().stacks[sq("A1")] == "B");
    CHECK(g.position().stacks[sq("B1")] == "W");
    CHECK(g.play(mv("A1")) == "A1 is occupied");
    CHECK(g.play(mv("pass")) == "no pass in the placing phase");
    CHECK(g.play(mv("C1-D1")) == "stacks move only once the board is full");
    // Fill the rest in board order: White places the 49th piece and moves first.
    while (g.position().board.phase == Phase::placing) {
        const MoveList list = g.legal_moves();
        REQUIRE(list.size > 0);
        if (g.position().board.placed == 48) CHECK(g.position().board.to_move == Colour::white);
        REQUIRE_FALSE(g.play(list.moves[0]));
    }
    const Position& p = g.position();
    CHECK(p.board.to_move == Colour::white);
    CHECK(p.board.placed == 49);
    int white = 0, black = 0, dvonn = 0;
    for (Square s : all_squares()) {
        REQUIRE(p.stacks[s].size() == 1);
        (p.stacks[s] == "W" ? white : p.stacks[s] == "B" ? black : dvonn)++;
    }
    CHECK(white == 23);
    CHECK(black == 23);
    CHECK(dvonn == 3);
    CHECK(g.play(mv("E2")) == "the placing phase is over: move a stack");
    CHECK(status_text(g) == "white to move");
}

TEST_CASE("each move rule, with the reason for each illegal move", "[dvonn][rules][moving]") {
    const Position white = pos(rows("DWD", "(WB)BD") + " w moving");
    CHECK(legal(white) == "B1-A1 B1-B2 B1-C1 B1-C2");
    CHECK(why(white, "B1-C2") == "legal");
    CHECK(why(white, "B2-B1") == "the top piece of B2 is not yours");
    CHECK(why(white, "A2-C2") == "the top piece of A2 is not yours");
    CHECK(why(white, "A1-B1") == "a lone DVONN piece on A1 never moves");
    CHECK(why(white, "D1-E1") == "D1 is empty");
    CHECK(why(white, "B1-D1") == "a stack of height 1 must move exactly 1 space");
    CHECK(why(white, "B1-C3") == "B1 and C3 are not on a straight line");
    CHECK(why(white, "pass") == "pass is only allowed with no legal move");
    CHECK(why(white, "E3") == "the placing phase is over: move a stack");

    const Position black = pos(rows("DWD", "(WB)BD") + " b moving");
    CHECK(legal(black) == "A2-C2 B2-A1 B2-A2 B2-B1 B2-C2");
    CHECK(why(black, "A2-B2") == "a stack of height 2 must move exactly 2 spaces");
    CHECK(why(black, "A2-C4") == "must land on an occupied space");
    CHECK(why(black, "B2-B3") == "must land on an occupied space");
}

TEST_CASE("the reason no move may start on a space", "[dvonn][rules][moving]") {
    const auto from = [](const Position& p, const char* space) {
        return illegal_source(p.board, sq(space)).value_or("movable");
    };
    const Position white = pos(rows("DWD", "(WB)BD") + " w moving");
    CHECK(from(white, "B1") == "movable");
    CHECK(from(white, "B2") == "the top piece of B2 is not yours");
    CHECK(from(white, "A1") == "a lone DVONN piece on A1 never moves");
    CHECK(from(white, "D1") == "D1 is empty");
    const Position black = pos(rows("D(WB)D", "DW") + " b moving");  // B1 two high, nothing at 2
    CHECK(from(black, "B1") ==
          "no occupied space lies exactly 2 spaces from B1 in a straight line");
    CHECK(illegal_source(Game().position().board, sq("E3")) ==
          "stacks move only once the board is full");
}

TEST_CASE("a space passes illegal_source exactly when a legal move starts there",
          "[dvonn][rules][moving]") {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Game g(random_setup(seed));
        Rng rng(seed * 17);
        while (!g.over()) {
            const MoveList list = g.legal_moves();
            Mask starts = 0;
            for (const Move& m : list)
                if (m.kind == Move::Kind::move) starts |= bit(m.from);
            for (Square s : all_squares())
                REQUIRE(!illegal_source(g.position().board, s) == ((starts & bit(s)) != 0));
            REQUIRE_FALSE(g.play(list.moves[rng.below(static_cast<std::uint32_t>(list.size))]));
        }
    }
}

TEST_CASE("a stack jumps over anything and the mover ends on top", "[dvonn][rules][moving]") {
    Game g(pos(rows("D(BW)BD", "D") + " w moving"));
    CHECK(g.play(mv("B1-D1")) == std::nullopt);  // over C1
    CHECK(g.position().stacks[sq("D1")] == "DBW");
    CHECK(g.position().board.height[sq("D1")] == 3);
    CHECK(g.position().board.top[sq("D1")] == Top::white);
    CHECK(g.score().white == 3);
    CHECK(g.score().black == 1);
}

TEST_CASE("surrounded stacks cannot move; edge stacks can", "[dvonn][rules][moving]") {
    const Position p = random_setup(7);
    int interior_white = 0;
    for (Square s : all_squares()) {
        if (p.board.top[s] != Top::white) continue;
        const Square to = ray(s, 0, 1) != kNoSquare ? ray(s, 0, 1) : ray(s, 1, 1);
        const std::string move = square_name(s) + "-" + square_name(to);
        if (has_six_neighbours(s)) {
            CHECK(why(p, move) == square_name(s) + " is surrounded");
            ++interior_white;
        } else {
            CHECK(why(p, move) == "legal");
        }
    }
    CHECK(interior_white > 0);
    MoveList list;
    generate_moves(p.board, list);
    for (const Move& m : list) CHECK_FALSE(has_six_neighbours(m.from));
}

TEST_CASE("stacks cut off from every DVONN piece are removed", "[dvonn][rules][disconnection]") {
    // A1-A2-A3-B4 hangs off the DVONN piece on A1; H1 holds a DVONN piece inside a stack.
    Game g(pos(rows("DB.....(DB)W", "W", "B", "W", "........D") + " w moving"));
    Position after = g.position();
    const Mask removed = apply_move(after, mv("A2-A3"));
    CHECK(removed == (bit(sq("A3")) | bit(sq("B4"))));
    CHECK(to_text(after) == rows("DB.....(DB)W", "", "", "", "........D") + " b moving");
    REQUIRE_FALSE(g.play(mv("A2-A3")));
    CHECK(g.position() == after);
    CHECK(g.score().white == 1);
    CHECK(g.score().black == 3);  // the stack holding a DVONN piece belongs to its top's owner
    CHECK_FALSE(g.over());
}

TEST_CASE("a move can strand the moving stack itself", "[dvonn][rules][disconnection]") {
    Game g(pos(rows("D.......D", "W", "B", "W", "B.......D") + " w moving"));
    REQUIRE_FALSE(g.play(mv("A2-A3")));
    CHECK(to_text(g.position()) == rows("D.......D", "", "", "", "........D") + " b moving");
    CHECK(g.over());  // only the DVONN pieces are left
    CHECK(final_score_text(g) == "0");
    CHECK(g.outcome() == Outcome::draw);
}

TEST_CASE("splitting the board keeps every part that touches a DVONN piece",
          "[dvonn][rules][disconnection]") {
    // Two groups joined only through C3: D-B3-C3-D3-E3-D.
    Game g(pos(rows("", "", "DWBWBD", "", "........D") + " b moving"));
    REQUIRE_FALSE(g.play(mv("C3-B3")));
    CHECK(to_text(g.position()) == rows("", "", "D(WB).WBD", "", "........D") + " w moving");
    REQUIRE_FALSE(g.play(mv("D3-E3")));
    CHECK(to_text(g.position()) == rows("", "", "D(WB)..(BW)D", "", "........D") + " b moving");
}

TEST_CASE("passing only without a move; the game ends when neither can move",
          "[dvonn][rules][end]") {
    Game g(pos(rows("D(BBW)B", "D", "D") + " w moving"));
    CHECK(legal(g.position()) == "pass");
    CHECK(status_text(g) == "white must pass");
    CHECK(g.play(mv("B1-C1")) == "a stack of height 3 must move exactly 3 spaces");
    CHECK(final_score_text(g) == std::nullopt);
    REQUIRE_FALSE(g.play(mv("pass")));
    CHECK(g.play(mv("pass")) == "pass is only allowed with no legal move");
    REQUIRE_FALSE(g.play(mv("C1-B1")));
    CHECK(g.over());
    CHECK(legal(g.position()).empty());
    CHECK(g.play(mv("pass")) == "the game is over");
    CHECK(final_score_text(g) == "B+4");
    CHECK(status_text(g) == "game over: B+4");
    CHECK(g.outcome() == Outcome::black_wins);
    REQUIRE(g.undo());
    REQUIRE(g.undo());
    CHECK_FALSE(g.undo());
    CHECK(to_text(g.position()) == rows("D(BBW)B", "D", "D") + " w moving");
}

TEST_CASE("a white win counts the pieces under White's stacks", "[dvonn][rules][end]") {
    Game g(pos(rows("D", "D", "DWBW") + " w moving"));
    REQUIRE_FALSE(g.play(mv("B3-A3")));  // C3 and D3 fall off
    CHECK(to_text(g.position()) == rows("D", "D", "(DW)") + " b moving");
    CHECK(status_text(g) == "black must pass");
    play_all(g, "pass A3-A1");
    CHECK(g.position().stacks[sq("A1")] == "DDW");
    CHECK(final_score_text(g) == "W+3");
}

TEST_CASE("random games keep material, masks and keys consistent", "[dvonn][rules][random]") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Game g(random_setup(seed));
        Rng rng(seed * 31);
        while (!g.over()) {
            const MoveList list = g.legal_moves();
            REQUIRE(list.size > 0);
            REQUIRE_FALSE(g.play(list.moves[rng.below(static_cast<std::uint32_t>(list.size))]));
            const Board& b = g.position().board;
            REQUIRE(b.key == compute_key(b));
            REQUIRE((b.white & b.black) == 0);
            REQUIRE(flood(b.dvonn, b.occupied) == b.occupied);
            const auto again = parse_position(to_text(g.position()));
            REQUIRE(again);
            REQUIRE(*again == g.position());
        }
        const Score s = g.score();
        CHECK(s.white + s.black <= 46);
        while (g.undo()) {
        }
        CHECK(g.position() == random_setup(seed));
    }
}
