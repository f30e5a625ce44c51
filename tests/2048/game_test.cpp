// The game: start, determinism, undo of spawns, win, keep going, game over, refusals.
#include <catch2/catch.hpp>

#include "engine/2048/game.hpp"
#include "tests/2048/game_access.hpp"
#include "tests/2048/grid_helpers.hpp"

using namespace boardtalk::g2048;
using boardtalk::g2048::test::grid_of;

namespace {

// Plays the first legal direction in the order left, up, right, down, n times (or until stuck).
void play_some(Game& g, int n) {
    for (int i = 0; i < n && !g.legal_moves().empty(); ++i) {
        for (Direction d : {Direction::left, Direction::up, Direction::right, Direction::down}) {
            if (!g.check_move(d)) {
                g.play(d);
                break;
            }
        }
    }
}

Position position_of(Grid grid, std::uint64_t score = 0) {
    return Position{std::move(grid), score};
}

}  // namespace

TEST_CASE("a new game has two tiles of 2 or 4", "[2048][game]") {
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const Game g(4, seed);
        CHECK(g.grid().empty_count() == 14);
        for (int c = 0; c < 16; ++c) CHECK(g.grid().at(c) <= 2);
        CHECK(g.score() == 0);
        CHECK(g.status() == Status::playing);
    }
    CHECK(Game(5, 3).grid().empty_count() == 23);
}

TEST_CASE("the same seed and moves give the same game; other seeds differ", "[2048][game]") {
    Game a(4, 42), b(4, 42), c(4, 43);
    play_some(a, 200);
    play_some(b, 200);
    play_some(c, 200);
    CHECK(a.position() == b.position());
    CHECK(a.moves().size() == b.moves().size());
    CHECK_FALSE(a.position() == c.position());
}

TEST_CASE("a move slides, scores and spawns one tile", "[2048][game]") {
    Game g = Game::from_position(
        position_of(grid_of({{2, 2, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 4}}), 10), 1);
    const MoveRecord m = g.play(Direction::left);
    CHECK(m.gained == 4);
    CHECK(g.score() == 14);
    CHECK(g.grid().at(0, 0) == 2);
    CHECK(g.grid().at(3, 0) == 2);
    CHECK(g.grid().empty_count() == 13);
    CHECK(g.grid().at(m.spawn.cell) == m.spawn.exponent);
}

TEST_CASE("undo takes back the move and its spawn and rewinds the generator", "[2048][game]") {
    Game g(4, 7);
    play_some(g, 30);
    const Position before = g.position();
    const auto moves = g.moves().size();
    const Direction d = g.legal_moves().front();
    const MoveRecord first = g.play(d);
    REQUIRE(g.undo());
    CHECK(g.position() == before);
    CHECK(g.moves().size() == moves);
    const MoveRecord again = g.play(d);  // the same spawn: the game is a function of its moves
    CHECK(again.spawn == first.spawn);
    while (g.undo()) {
    }
    CHECK(g.position() == g.start());
    CHECK_FALSE(g.undo());
}

TEST_CASE("reaching 2048 wins; keep going continues", "[2048][game]") {
    Game g = Game::from_position(
        position_of(grid_of({{1024, 1024, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}})), 5);
    CHECK_FALSE(g.continue_after_win());  // not won yet
    g.play(Direction::left);
    CHECK(g.status() == Status::won);
    CHECK(g.best_tile() == 2048);
    CHECK(g.legal_moves().empty());
    CHECK(g.check_move(Direction::right) == MoveError::game_won);
    const Position won = g.position();
    CHECK(g.continue_after_win());
    CHECK(g.status() == Status::playing_after_win);
    CHECK_FALSE(g.check_move(Direction::right));
    g.play(Direction::right);
    CHECK(g.undo());
    CHECK(g.position() == won);
}

TEST_CASE("no direction changes the board: game over", "[2048][game]") {
    Game g = Game::from_position(
        position_of(grid_of({{2, 4, 2, 4}, {4, 2, 4, 2}, {2, 4, 2, 4}, {4, 2, 4, 2}}), 100), 0);
    CHECK(g.status() == Status::over);
    CHECK(g.legal_moves().empty());
    for (Direction d : all_directions) CHECK(g.check_move(d) == MoveError::game_over);
    CHECK(move_error_text(MoveError::game_over, Direction::up) == "game over");
}

TEST_CASE("an illegal direction is refused and changes nothing", "[2048][game]") {
    Game g = Game::from_position(
        position_of(grid_of({{2, 4, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}})), 0);
    CHECK(g.check_move(Direction::left) == MoveError::nothing_moves);
    CHECK(g.check_move(Direction::up) == MoveError::nothing_moves);
    CHECK(move_error_text(MoveError::nothing_moves, Direction::left) ==
          "illegal move: nothing moves left");
    const Position before = g.position();
    CHECK_THROWS_AS(g.play(Direction::left), std::logic_error);
    CHECK(g.position() == before);
    CHECK(g.moves().empty());
    CHECK(g.legal_moves() == std::vector<Direction>{Direction::down, Direction::right});
}

TEST_CASE("status names", "[2048][game]") {
    CHECK(status_name(Status::playing) == "playing");
    CHECK(status_name(Status::won) == "won");
    CHECK(status_name(Status::playing_after_win) == "playing after win");
    CHECK(status_name(Status::over) == "over");
}

TEST_CASE("directions in every accepted spelling", "[2048][game]") {
    for (auto w : {"up", "UP", "u", "U", "w", "W"}) CHECK(parse_direction(w) == Direction::up);
    for (auto w : {"down", "Down", "d", "s", "S"}) CHECK(parse_direction(w) == Direction::down);
    for (auto w : {"left", "LEFT", "l", "a", "A"}) CHECK(parse_direction(w) == Direction::left);
    for (auto w : {"right", "rIGHT", "r", "R"}) CHECK(parse_direction(w) == Direction::right);
    for (auto w : {"", "x", "upp", "north", "lef", "rightt", "dd"}) CHECK_FALSE(parse_direction(w));
}

TEST_CASE("the undo history is bounded; dropped moves become the start", "[2048][game]") {
    Game g(5, 7), full(5, 7);
    CHECK(GameTestAccess::undo_limit(g) == Game::default_undo_limit);
    GameTestAccess::set_undo_limit(g, 40);
    play_some(g, 200);
    play_some(full, 200);
    REQUIRE(full.moves().size() == 200);
    CHECK(g.moves_played() == 200);
    CHECK(g.moves().size() >= 40);
    CHECK(g.moves().size() <= 50);
    CHECK(g.position() == full.position());
    CHECK_FALSE(g.random_start());
    CHECK(g.start_draws() > 0);
    // Undo goes back to the new start, in step with the full game, and play after it spawns
    // the same tiles (the generator rewinds to the right draw).
    const std::size_t kept = g.moves().size();
    for (std::size_t i = 0; i < kept; ++i) {
        REQUIRE(g.undo());
        REQUIRE(full.undo());
    }
    CHECK_FALSE(g.undo());
    CHECK(g.position() == g.start());
    CHECK(g.position() == full.position());
    const Direction d = g.legal_moves().front();
    CHECK(g.play(d).spawn == full.play(d).spawn);
    // Lowering the limit drops at once.
    GameTestAccess::set_undo_limit(full, 3);
    CHECK(full.moves().size() == 3);
    CHECK(full.moves_played() == 200 - kept + 1);
}
