// SGF game records: loadsgf, printsgf and gomill-savesgf. The files are read and written here;
// parsing, replaying and writing the records is engine/go/sgf_*.

#include <ctime>

#include "engine/go/sgf_parser.hpp"
#include "engine/go/sgf_record.hpp"
#include "engine/go/sgf_writer.hpp"
#include "games/go/commands.hpp"
#include "games/go/go_types.hpp"
#include "protocol/files.hpp"

namespace boardtalk::go_adapter {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

namespace {

// Reads, parses and replays an SGF file against the session's current rules.
Result<go::LoadedGame> load(const GoState& s, const std::string& path, std::optional<int> until) {
    std::string text;
    try {
        // never blocks on a FIFO; the parser's own limit is the same
        text = protocol::read_whole_file(path, protocol::max_game_file_bytes);
    } catch (const CommandError& e) {
        return Error{e.what()};  // "cannot read PATH: why", as every game's files say
    }
    return go::load_sgf_game(text, s.game.rules(), until);
}

// RE, when the game is over, is final_score's answer: the same dead stones (the user's marks,
// else the estimate).
go::SgfWriteOptions write_options(GoState& s) {
    go::SgfWriteOptions o;
    o.version = BOARDTALK_VERSION;
    if (s.game.consecutive_passes() >= 2) o.result = go::sgf_result(s.game, s.scoring.dead(s.game));
    return o;
}

// Today as YYYY-MM-DD (SGF DT).
std::string today() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char buffer[16];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%d", &local);
    return buffer;
}

// gomill's PROP=VALUE: upper-case identifier, `\_` for a space and `\\` for a backslash in the
// value. The properties that make the game itself cannot be replaced.
std::pair<std::string, std::string> property_argument(std::string_view arg) {
    const auto eq = arg.find('=');
    const std::string id(arg.substr(0, eq));
    const bool upper = !id.empty() && std::all_of(id.begin(), id.end(),
                                                  [](char c) { return c >= 'A' && c <= 'Z'; });
    if (eq == std::string_view::npos || !upper)
        throw CommandError("bad property '" + std::string(arg) + "' (expected PROP=VALUE)");
    for (const char* fixed : {"FF", "GM", "SZ", "HA", "AB", "AW", "AE", "PL", "B", "W"})
        if (id == fixed) throw CommandError("property " + id + " is set by the game");
    std::string value;
    for (std::size_t i = eq + 1; i < arg.size(); ++i) {
        if (arg[i] == '\\' && i + 1 < arg.size() && (arg[i + 1] == '_' || arg[i + 1] == '\\')) {
            value += arg[++i] == '_' ? ' ' : '\\';
        } else {
            value += arg[i];
        }
    }
    return {id, value};
}

}  // namespace

void register_sgf_commands(protocol::Registry& r, GoState& s) {
    using protocol::optional_param;
    using protocol::param;
    using protocol::rest_param;
    namespace types = protocol::types;
    r.add({"loadsgf",
           {param(types::string()), optional_param(types::integer())},
           "load an SGF file, up to the position before move n (0: all); answers the color to move",
           [&s](const Args& a, Context&) {
               const auto n = a.opt<std::uint32_t>(1);
               auto loaded = load(s, a.get<std::string>(0),
                                  n ? std::optional<int>(static_cast<int>(*n)) : std::nullopt);
               if (!loaded) throw CommandError("cannot load file: " + loaded.error());
               auto& game = *loaded;
               s.game = std::move(game.game);
               return color_name(game.to_move);
           }});
    r.add({"printsgf",
           {optional_param(types::string())},
           "the game as SGF; with a file name, written to that file instead",
           [&s](const Args& a, Context&) {
               const std::string text = go::write_sgf(s.game, write_options(s));
               if (auto path = a.opt<std::string>(0)) {
                   protocol::write_file_atomically(*path, text + '\n');
                   return std::string();
               }
               return text;
           }});
    r.add({"gomill-savesgf",
           {param(types::string()), rest_param(types::string())},
           "write the game as SGF to a file, with extra root properties PROP=VALUE",
           [&s](const Args& a, Context&) {
               go::SgfWriteOptions o = write_options(s);
               o.extra.emplace_back("DT", today());
               for (const auto& arg : a.rest<std::string>(1))
                   o.extra.push_back(property_argument(arg));
               protocol::write_file_atomically(a.get<std::string>(0),
                                               go::write_sgf(s.game, o) + '\n');
               return std::string();
           }});
}

}  // namespace boardtalk::go_adapter
