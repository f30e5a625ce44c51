#include "tools/bench/bench.hpp"

#include <iostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "games/table/game_table.hpp"

namespace boardtalk {

int bench_main(int argc, char** argv) {
    if (argc < 2 || std::string_view(argv[1]) == "--help" || std::string_view(argv[1]) == "-h") {
        std::cout
            << "usage: boardtalk bench GAME [OPTIONS]   (GAME --help for its options)\ngames:";
        for (const GameEntry& g : games()) std::cout << ' ' << g.name;
        std::cout << '\n';
        return argc < 2 ? 2 : 0;
    }
    if (const GameEntry* g = find_game(argv[1])) {
        // argv[0] of the game's benchmark names it in messages: "boardtalk bench go: --plays: ...".
        std::string name = "bench " + std::string(g->name);
        std::vector<char*> args(argv + 1, argv + argc);
        args[0] = name.data();
        args.push_back(nullptr);
        return g->bench(argc - 1, args.data());
    }
    std::cerr << "boardtalk bench: unknown game '" << argv[1] << "'\n";
    return 2;
}

}  // namespace boardtalk
