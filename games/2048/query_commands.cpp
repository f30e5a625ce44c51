// Commands that show the game or set a position.
#include <algorithm>

#include "engine/2048/position.hpp"
#include "games/2048/commands.hpp"
#include "protocol/errors.hpp"

namespace boardtalk::g2048 {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

namespace {

// The grid with right-aligned values (`.` for empty), then score, best tile and status. Starts
// with a newline so that the diagram begins on its own line.
std::string board_diagram(const Game& game) {
    const Grid& g = game.grid();
    const std::size_t width = std::max<std::size_t>(4, tile_text(g.max_exponent()).size());
    std::string out;
    for (int r = 0; r < g.size(); ++r) {
        out += '\n';
        for (int c = 0; c < g.size(); ++c) {
            const std::string cell = g.at(r, c) ? tile_text(g.at(r, c)) : ".";
            out += std::string(width + (c ? 1 : 0) - cell.size(), ' ') + cell;
        }
    }
    out += "\nscore " + std::to_string(game.score());
    out += "\nbest tile " + std::to_string(game.best_tile());
    out += "\nstatus " + std::string(status_name(game.status()));
    return out;
}

void add_views(protocol::Registry& r, G2048State& s) {
    r.add({"showboard",
           {},
           "the grid, the score, the best tile and the status",
           [&s](const Args&, Context&) { return board_diagram(s.game); }});
    r.add({"score", {}, "the sum of the tiles made by merges", [&s](const Args&, Context&) {
               return std::to_string(s.game.score());
           }});
    r.add(
        {"game_status", {}, "playing, won, playing after win or over", [&s](const Args&, Context&) {
             return std::string(status_name(s.game.status()));
         }});
    r.add({"legal_moves",
           {},
           "the directions that change the board (none once play has stopped)",
           [&s](const Args&, Context&) {
               std::string out;
               for (Direction d : s.game.legal_moves())
                   out += (out.empty() ? "" : " ") + std::string(direction_name(d));
               return out;
           }});
}

void add_positions(protocol::Registry& r, G2048State& s) {
    r.add({"get_position",
           {},
           "the position text: rows of tile values, then the score",
           [&s](const Args&, Context&) { return format_position(s.game.position()); }});
    r.add({"set_position",
           {protocol::rest_param(protocol::types::string())},
           "start from a position text (rows a/b/c/d of values v,v,v,v, then score N)",
           [&s](const Args& a, Context&) {
               std::string text;
               for (const auto& word : a.raw()) text += (text.empty() ? "" : " ") + word;
               auto p = parse_position(text, s.game.size());
               if (!p) throw CommandError("bad position: " + p.error());
               s.game = Game::from_position(p.value(), s.seed);
               return std::string();
           }});
}

}  // namespace

void register_query_commands(protocol::Registry& r, G2048State& s) {
    add_views(r, s);
    add_positions(r, s);
}

}  // namespace boardtalk::g2048
