#include "games/table/game_table.hpp"

#include <vector>

#include "games/2048/g2048_main.hpp"
#include "games/common/referee.hpp"
#include "games/dvonn/dvonn_main.hpp"
#include "games/go/go_main.hpp"
#include "games/morris/morris_main.hpp"

namespace boardtalk {

std::span<const GameEntry> games() {
    static const std::vector<GameEntry> table = {
        {"go", "the Go engine over GTP v2 on stdin/stdout", go_adapter::go_main,
         go_adapter::go_bench_main, match::go_referee_game(), play::go_play_game()},
        {"morris", "Nine Men's Morris engine server (line protocol on stdin/stdout)",
         morris::morris_main, morris::morris_bench_main, match::morris_referee_game(),
         play::morris_play_game()},
        {"dvonn", "DVONN engine server (line protocol on stdin/stdout)", dvonn::dvonn_main,
         dvonn::dvonn_bench_main, match::dvonn_referee_game(), play::dvonn_play_game()},
        {"2048", "serve 2048 (tile spawns from a seed, expectimax player)", g2048::g2048_main,
         g2048::g2048_bench_main, match::g2048_referee_game(), play::g2048_play_game()},
    };
    return table;
}

const GameEntry* find_game(std::string_view name) {
    for (const GameEntry& g : games())
        if (name == g.name) return &g;
    return nullptr;
}

std::string game_names() {
    const auto all = games();
    std::string out;
    for (std::size_t i = 0; i < all.size(); ++i)
        out += std::string(i == 0 ? "" : i + 1 == all.size() ? " or " : ", ") + all[i].name;
    return out;
}

}  // namespace boardtalk
