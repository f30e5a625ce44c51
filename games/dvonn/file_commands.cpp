// savegame, loadgame.
#include "engine/dvonn/save_format.hpp"
#include "games/dvonn/commands.hpp"
#include "protocol/files.hpp"

namespace boardtalk::dvonn {

namespace {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

std::string loadgame(const Args& args, DvonnState& state) {
    const std::string& path = args.get<std::string>(0);
    auto game = read_game(protocol::read_whole_file(path, protocol::max_game_file_bytes));
    if (!game) throw CommandError("cannot load " + path + ": " + game.error());
    state.game = std::move(*game);
    return "";
}

}  // namespace

void register_file_commands(protocol::Registry& r, DvonnState& state) {
    r.add({"savegame",
           {protocol::param(protocol::types::string())},
           "save the whole game (start, moves and positions) to FILE, atomically",
           [&state](const Args& a, Context&) {
               const std::string& path = a.get<std::string>(0);
               protocol::write_file_atomically(path, write_game(state.game));
               return std::string();
           }});
    r.add({"loadgame",
           {protocol::param(protocol::types::string())},
           "load a saved game with its history (undo works back to its start)",
           [&state](const Args& a, Context&) { return loadgame(a, state); }});
}

}  // namespace boardtalk::dvonn
