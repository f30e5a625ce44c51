// Save text: round trip with history (undo after load), corrupt files refused, fuzz entry.
#include <catch2/catch.hpp>

#include "engine/2048/fuzz_entry.hpp"
#include "engine/2048/late_starts.hpp"
#include "engine/2048/save_format.hpp"
#include "tests/2048/game_access.hpp"
#include "tests/2048/grid_helpers.hpp"

using namespace boardtalk::g2048;
using boardtalk::g2048::test::grid_of;

namespace {

Game played_game(std::uint64_t seed, int moves) {
    Game g(4, seed);
    for (int i = 0; i < moves && !g.legal_moves().empty(); ++i) {
        const auto legal = g.legal_moves();
        g.play(legal[static_cast<std::size_t>(i) % legal.size()]);
    }
    return g;
}

std::string load_error(const std::string& text) {
    auto r = load_game(text);
    REQUIRE_FALSE(r);
    return r.error();
}

std::string replace_once(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("save and load keep the position, the seed and the history", "[2048][save]") {
    Game g = played_game(31, 120);
    const std::string text = save_game(g);
    CHECK(text.rfind("boardtalk-2048 save 1\nsize 4\nseed 31\nstart random ", 0) == 0);
    auto loaded = load_game(text);
    REQUIRE(loaded);
    Game h = std::move(loaded).value();
    CHECK(h.position() == g.position());
    CHECK(h.moves().size() == g.moves().size());
    CHECK(save_game(h) == text);
    // Undo works after loading, back to the start, and play goes on with the same spawns.
    REQUIRE(h.undo());
    REQUIRE(g.undo());
    CHECK(h.position() == g.position());
    const Direction d = g.legal_moves().front();
    CHECK(h.play(d).spawn == g.play(d).spawn);
    while (h.undo()) {
    }
    CHECK(h.position() == h.start());
}

TEST_CASE("a game whose oldest moves were dropped saves its start and draws", "[2048][save]") {
    Game g(4, 31);
    GameTestAccess::set_undo_limit(g, 20);
    for (int i = 0; i < 100 && !g.legal_moves().empty(); ++i) g.play(g.legal_moves().front());
    REQUIRE(g.moves_played() > g.moves().size());
    const std::string text = save_game(g);
    CHECK(text.find("\nseed 31\ndraws " + std::to_string(g.start_draws()) + "\nstart given ") !=
          std::string::npos);
    auto loaded = load_game(text);
    REQUIRE(loaded);
    Game h = std::move(loaded).value();
    CHECK(h.position() == g.position());
    CHECK(h.start() == g.start());
    CHECK(h.moves().size() == g.moves().size());
    CHECK(save_game(h) == text);
    const Direction d = g.legal_moves().front();
    CHECK(h.play(d).spawn == g.play(d).spawn);
    while (h.undo()) {
    }
    CHECK(h.position() == h.start());
    CHECK(load_error(replace_once(text, "draws ", "draws x")) ==
          "corrupt save file: line 4: expected 'draws N', N <= 2^32");
    CHECK(load_error(replace_once(text, "draws ", "draws 99999999999")) ==
          "corrupt save file: line 4: expected 'draws N', N <= 2^32");
    CHECK(load_error(replace_once(text, "start given", "start random")) ==
          "corrupt save file: line 5: a random start comes without 'draws'");
}

TEST_CASE("a game from a given position with keep going saves and loads", "[2048][save]") {
    Game g =
        Game::from_position(Position{grid_of({{1024, 1024, 0}, {0, 0, 0}, {0, 0, 0}}), 500}, 9);
    g.play(Direction::left);
    REQUIRE(g.continue_after_win());
    g.play(g.legal_moves().front());
    const std::string text = save_game(g);
    CHECK(text.find("start given 1024,1024,0/0,0,0/0,0,0 score 500\nkeep_going yes\n") !=
          std::string::npos);
    auto loaded = load_game(text);
    REQUIRE(loaded);
    CHECK(loaded.value().position() == g.position());
    CHECK(loaded.value().status() == g.status());
    // Without keep going, the move after the win is refused.
    CHECK(load_error(replace_once(text, "keep_going yes", "keep_going no")) ==
          "corrupt save file: line 7: game won (keep_going continues it)");
}

TEST_CASE("corrupt save files are refused with the line", "[2048][save]") {
    const std::string text = save_game(played_game(5, 10));
    CHECK(load_error("") == "corrupt save file: line 1: not a boardtalk 2048 save file");
    CHECK(load_error(replace_once(text, "size 4", "size 9")) ==
          "corrupt save file: line 2: expected 'size N', N in 3..8");
    CHECK(load_error(replace_once(text, "seed 5", "seed x")) ==
          "corrupt save file: line 3: expected 'seed N'");
    CHECK(load_error(replace_once(text, "seed 5", "seed 6")) ==
          "corrupt save file: line 4: the start does not match the seed");
    CHECK(load_error(replace_once(text, "start random", "start whatever")) ==
          "corrupt save file: line 4: expected 'start random|given POSITION'");
    CHECK(load_error(text.substr(0, text.size() - 4)) ==
          "corrupt save file: line 16: missing 'end' (truncated file?)");
    CHECK(load_error(text + "move l 0 2\n") == "corrupt save file: line 17: text after 'end'");
    const auto first_move = text.find("\nmove ") + 1;
    std::string tampered = text;
    tampered[first_move + 5] = 'x';
    CHECK(load_error(tampered) == "corrupt save file: line 6: unknown direction 'x'");
    // A different spawn than the seed gives.
    const auto line_end = text.find('\n', first_move);
    std::string moved = text.substr(0, first_move) + "move " + text.substr(first_move + 5, 1) +
                        " 99 2" + text.substr(line_end);
    CHECK(load_error(moved) == "corrupt save file: line 6: bad spawn '99 2'");
    std::string four = text;
    const auto value_at = text.rfind(' ', line_end) + 1;
    four.replace(value_at, line_end - value_at, text.substr(value_at, 1) == "2" ? "4" : "2");
    CHECK(load_error(four) == "corrupt save file: line 6: the spawn does not match the seed");
}

TEST_CASE("the fuzz entry survives hostile input", "[2048][save]") {
    const std::string text = save_game(played_game(3, 20));
    for (std::string_view input :
         {std::string_view(""), std::string_view("\n\n\n"), std::string_view("2,2,2,2/4,4,4,4"),
          std::string_view("2,0,0/0,0,0/0,0,0 score 4"), std::string_view(text),
          std::string_view("boardtalk-2048 save 1\nsize 3\nseed 1\nstart given "
                           "0,0,0/0,0,0/0,0,0 score 0\nkeep_going no\nmove l 0 2\nend\n")}) {
        CHECK_NOTHROW(fuzz_parsers(input));
    }
    for (std::size_t cut = 0; cut < text.size(); cut += 7)
        CHECK_NOTHROW(fuzz_parsers(text.substr(0, cut)));
    // A late-starts file, whole (also without its last newline, which parse accepts and
    // serialize writes back) and cut anywhere.
    const std::string late =
        "boardtalk 2048 late starts 1\ntile 16384\ncapacity 1000\ngames 20\nboards 2\n"
        "edc0ba9800000001\n0000000000120e01\n";
    REQUIRE(LateStarts::parse(late));
    REQUIRE(LateStarts::parse(late.substr(0, late.size() - 1)));
    for (std::size_t cut = 0; cut <= late.size(); ++cut)
        CHECK_NOTHROW(fuzz_parsers(late.substr(0, cut)));
}
