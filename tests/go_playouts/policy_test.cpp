// The heavy policy: reproducible playouts, ownership of settled positions, and a hidden
// [.bench] case printing the playout rates (run: test_go_playouts "[.bench]").
#include <iostream>

#include <catch2/catch.hpp>

#include "engine/go/fast_board.hpp"
#include "engine/go/fast_playout.hpp"
#include "tests/go/diagram.hpp"

using namespace boardtalk::go;

TEST_CASE("heavy playout rates", "[.bench]") {
    for (int size : {9, 19}) {
        const auto s = run_heavy_playouts(size, size, PlayoutBudget{0, 2.0}, 1);
        std::cout << size << "x" << size << " heavy: " << s.playouts << " playouts, "
                  << s.playouts_per_second() << " /s wall, " << s.playouts_per_cpu_second()
                  << " /s CPU, " << s.moves_per_playout() << " moves each, black wins "
                  << double(s.black_wins) / s.playouts << "\n";
        const auto l = run_playouts(size, size, PlayoutBudget{0, 2.0}, 1);
        std::cout << size << "x" << size << " light (PlayoutBoard): " << l.playouts_per_cpu_second()
                  << " /s CPU, " << l.moves_per_playout() << " moves each\n";
    }
}
