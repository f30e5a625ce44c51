#include "adapters/boardtalk/bench.hpp"

#include <iostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

// Each game's benchmark lives with its adapter; this is the one list of them.
// (bench includes: one line per game, keep sorted)
#include "adapters/2048/g2048_main.hpp"
#include "adapters/dvonn/dvonn_main.hpp"
#include "adapters/go/go_main.hpp"
#include "adapters/morris/morris_main.hpp"

namespace boardtalk {

namespace {

struct GameBench {
    const char* game;
    int (*run)(int argc, char** argv);  // argv[0] is "bench GAME"
};

std::span<const GameBench> benches() {
    static const GameBench table[] = {
        // (bench entries: one line per game, keep sorted)
        {"go", go_adapter::go_bench_main},
        {"2048", g2048::g2048_bench_main},
        {"morris", morris::morris_bench_main},
        {"dvonn", dvonn::dvonn_bench_main},
    };
    return table;
}

}  // namespace

int bench_main(int argc, char** argv) {
    if (argc < 2 || std::string_view(argv[1]) == "--help" || std::string_view(argv[1]) == "-h") {
        std::cout
            << "usage: boardtalk bench GAME [OPTIONS]   (GAME --help for its options)\ngames:";
        for (const auto& b : benches()) std::cout << ' ' << b.game;
        std::cout << '\n';
        return argc < 2 ? 2 : 0;
    }
    for (const auto& b : benches()) {
        if (std::string_view(argv[1]) != b.game) continue;
        // argv[0] of the game's benchmark names it in messages: "boardtalk bench go: --plays: ...".
        std::string name = "bench " + std::string(b.game);
        std::vector<char*> args(argv + 1, argv + argc);
        args[0] = name.data();
        args.push_back(nullptr);
        return b.run(argc - 1, args.data());
    }
    std::cerr << "boardtalk bench: unknown game '" << argv[1] << "'\n";
    return 2;
}

}  // namespace boardtalk
