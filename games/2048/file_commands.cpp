// savegame / loadgame: the engine's save text written atomically (temporary file, then rename).
#include "engine/2048/save_format.hpp"
#include "games/2048/commands.hpp"
#include "protocol/errors.hpp"
#include "protocol/files.hpp"

namespace boardtalk::g2048 {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

namespace {

// The save text, by the reader every game's files use (a regular file, at most 16 MiB), its
// failure in GTP's words for loadgame: `cannot load file: cannot read PATH: why`.
std::string read_save(const std::string& path) {
    try {
        return protocol::read_whole_file(path, protocol::max_game_file_bytes);
    } catch (const CommandError& e) {
        throw CommandError(std::string("cannot load file: ") + e.what());
    }
}

}  // namespace

void register_file_commands(protocol::Registry& r, G2048State& s) {
    r.add({"savegame",
           {protocol::param(protocol::types::string())},
           "save the game with its moves, spawns and seed to FILE",
           [&s](const Args& a, Context&) {
               protocol::write_file_atomically(a.get<std::string>(0), save_game(s.game));
               return std::string();
           }});
    r.add({"loadgame",
           {protocol::param(protocol::types::string())},
           "load a game saved by savegame (undo works back to its start)",
           [&s](const Args& a, Context&) {
               auto loaded = load_game(read_save(a.get<std::string>(0)));
               if (!loaded) throw CommandError("cannot load file: " + loaded.error());
               s.game = std::move(loaded).value();
               s.seed = s.game.seed();
               return std::string();
           }});
}

}  // namespace boardtalk::g2048
