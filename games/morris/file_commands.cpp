// savegame, loadgame.
#include "engine/morris/game.hpp"
#include "engine/morris/serializer.hpp"
#include "games/morris/arg_types.hpp"
#include "games/morris/commands.hpp"
#include "protocol/files.hpp"

namespace boardtalk::morris {

namespace {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

std::string savegame(const Args& args, MorrisState& state) {
    const std::string& path = args.get<std::string>(0);
    const auto format = args.opt<std::string>(1);
    const Serializer& s = format ? *find_serializer(*format) : serializer_for_path(path);
    protocol::write_file_atomically(path, s.write(state.game.record()));
    return "";
}

std::string loadgame(const Args& args, MorrisState& state) {
    const std::string& path = args.get<std::string>(0);
    const std::string content = protocol::read_whole_file(path, protocol::max_game_file_bytes);
    const Serializer& s = serializer_for_file(path, content);
    auto record = s.read(content);
    if (!record) throw CommandError("cannot load " + path + ": " + record.error());
    auto game = Game::from_record(*record);
    if (!game) throw CommandError("cannot load " + path + ": " + game.error());
    state.game = std::move(*game);
    return "";
}

}  // namespace

void register_file_commands(protocol::Registry& r, MorrisState& state) {
    r.add({"savegame",
           {protocol::param(protocol::types::string()), protocol::optional_param(format_type())},
           "save the whole game (" + serializer_names() + ", else by extension: .json is json)",
           [&state](const Args& a, Context&) { return savegame(a, state); }});
    r.add({"loadgame",
           {protocol::param(protocol::types::string())},
           "load a saved game with its history (undo works back to its start)",
           [&state](const Args& a, Context&) { return loadgame(a, state); }});
}

}  // namespace boardtalk::morris
