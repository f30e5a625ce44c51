// savegame / loadgame: the engine's save text written atomically (temporary file, then rename).
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "adapters/2048/commands.hpp"
#include "engine/2048/save_format.hpp"
#include "protocol/errors.hpp"
#include "protocol/files.hpp"

namespace boardtalk::g2048 {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

namespace {

constexpr std::uintmax_t max_save_bytes = 64 << 20;

std::string read_file(const std::string& path) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    if (ec) throw CommandError("cannot load file: " + ec.message());
    if (size > max_save_bytes) throw CommandError("cannot load file: too large");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw CommandError("cannot load file: " + std::string(std::strerror(errno)));
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
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
               auto loaded = load_game(read_file(a.get<std::string>(0)));
               if (!loaded) throw CommandError("cannot load file: " + loaded.error());
               s.game = std::move(loaded).value();
               s.seed = s.game.seed();
               return std::string();
           }});
}

}  // namespace boardtalk::g2048
