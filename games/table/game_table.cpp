#include "games/table/game_table.hpp"

#include <vector>

#include "games/2048/g2048_main.hpp"
#include "games/common/referee.hpp"
#include "games/dvonn/dvonn_main.hpp"
#include "games/go/go_main.hpp"
#include "games/morris/morris_main.hpp"

namespace boardtalk {

namespace {

// The commands of each page (tools/serve/site/js/NAME.js, with the files.js and watch.js it
// uses) and GTP's administrative ones. Keep them in step with the pages.
constexpr PageCommands go_page{
    "protocol_version name version known_command list_commands boardsize clear_board komi "
    "kata-set-rules kgs-rules fixed_handicap play check_move genmove lz-genmove_analyze "
    "kata-genmove_analyze genmove_analyze undo lz-analyze kata-analyze "
    "list_stones board_state move_history get_komi printsgf loadsgf mark_dead mark_alive "
    "clear_marks final_score captures",
    "lz-analyze kata-analyze analyze lz-genmove_analyze kata-genmove_analyze genmove_analyze"};
constexpr PageCommands morris_page{
    "protocol_version name version known_command list_commands clear_board get_position "
    "game_status legal_moves play genmove undo savegame loadgame",
    ""};
constexpr PageCommands dvonn_page{
    "protocol_version name version known_command list_commands setup clear_board get_position "
    "game_status legal_moves showboard final_score play genmove undo",
    ""};
constexpr PageCommands g2048_page{
    "protocol_version name version known_command list_commands boardsize new_game get_position "
    "game_status keep_going play undo genmove reg_genmove",
    "autoplay"};

}  // namespace

std::span<const GameEntry> games() {
    static const std::vector<GameEntry> table = {
        {"go", "Go", "the Go engine over GTP v2 on stdin/stdout", go_adapter::go_main,
         go_adapter::go_bench_main, match::go_referee_game(), play::go_play_game(), go_page},
        {"morris", "Nine Men's Morris",
         "Nine Men's Morris engine server (line protocol on stdin/stdout)", morris::morris_main,
         morris::morris_bench_main, match::morris_referee_game(), play::morris_play_game(),
         morris_page},
        {"dvonn", "DVONN", "DVONN engine server (line protocol on stdin/stdout)", dvonn::dvonn_main,
         dvonn::dvonn_bench_main, match::dvonn_referee_game(), play::dvonn_play_game(), dvonn_page},
        {"2048", "2048", "2048 engine server (line protocol on stdin/stdout)", g2048::g2048_main,
         g2048::g2048_bench_main, match::g2048_referee_game(), play::g2048_play_game(), g2048_page},
    };
    return table;
}

const GameEntry* find_game(std::string_view name) {
    for (const GameEntry& g : games())
        if (name == g.name) return &g;
    return nullptr;
}

std::string game_names(bool (*keep)(const GameEntry&)) {
    std::vector<const char*> names;
    for (const GameEntry& g : games())
        if (!keep || keep(g)) names.push_back(g.name);
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += std::string(i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
    return out;
}

}  // namespace boardtalk
