#include "games/go/estimate_bench.hpp"

#include <cstdio>

#include "engine/go/dead_stones.hpp"
#include "engine/go/random_player.hpp"
#include "games/common/bench_timer.hpp"

namespace boardtalk::go_adapter {

namespace {

// Black walls off the lower half, White the upper; a lone invader of each deep in the other's.
go::Game open_position(int size) {
    go::Game game(size, size);
    const int wall = size / 2 - 1;  // black's wall row (0-based from the bottom)
    for (int x = 0; x < size; ++x) {
        game.play(go::Color::black, go::point(x, wall));
        game.play(go::Color::white, go::point(x, wall + 1));
    }
    game.play(go::Color::white, go::point(size / 2, wall / 2));
    game.play(go::Color::black, go::point(size / 2, wall + 1 + (size - wall - 1) / 2));
    return game;
}

go::Game filled_position(int size) {
    go::Game game(size, size);
    go::RandomPlayer player(7);
    go::Color c = go::Color::black;
    for (int passes = 0, moves = 0; passes < 2 && moves < 3 * size * size; ++moves) {
        const go::Point p = player.genmove(game, c);
        game.play(c, p);
        passes = p == go::pass ? passes + 1 : 0;
        c = go::opponent(c);
    }
    return game;
}

void time_estimate(const char* what, const go::Game& game, int calls) {
    const adapters::BenchTimer timer;
    std::size_t dead = 0;
    for (int i = 0; i < calls; ++i)
        dead = go::estimate_dead_stones(game, game.to_move()).dead.points().size();
    const double wall = timer.wall_seconds(), cpu = timer.cpu_seconds();
    std::printf(
        "dead-stone estimate %2dx%-2d %-6s  %6.1f ms wall  %6.1f ms CPU per call  (%zu dead)\n",
        game.width(), game.height(), what, 1000 * wall / calls, 1000 * cpu / calls, dead);
}

}  // namespace

void bench_estimate() {
    for (int size : {9, 19}) {
        const int calls = size == 9 ? 20 : 5;
        time_estimate("open", open_position(size), calls);
        time_estimate("filled", filled_position(size), calls);
    }
}

}  // namespace boardtalk::go_adapter
