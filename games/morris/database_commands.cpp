// databases, database_lookup, database_moves: the endgame databases in a session.
#include <spdlog/spdlog.h>

#include <algorithm>

#include "engine/morris/notation.hpp"
#include "engine/morris/solve/database_play.hpp"
#include "engine/morris/solve/table_file.hpp"
#include "games/morris/commands.hpp"
#include "games/morris/database_loader.hpp"

namespace boardtalk::morris {

namespace {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

// Why the databases cannot answer for the current position, or nullopt when they may.
std::optional<std::string> not_covered(const MorrisState& state) {
    const Position& pos = state.game.position();
    const Rules& rules = state.game.rules();
    if (!state.databases || state.databases->empty()) return "no databases loaded";
    const Rules& theirs = state.databases->rules();
    if (theirs.flying != rules.flying || theirs.diagonals != rules.diagonals)
        return "the databases are for " + solve::table_rules_text(theirs);
    if (pos.placing()) return "men in hand";
    const Colour us = pos.to_move;
    if (lost_by_material(pos, us)) return "the game is over";
    return std::nullopt;
}

// A directory name, checked by the loader (here, not in arg_types, as only this file uses it).
protocol::ArgType<std::string> directory_type() {
    return {"directory", [](std::string_view t) -> Result<std::string> { return std::string(t); }};
}

std::string lookup(const MorrisState& state) {
    if (auto why = not_covered(state)) throw CommandError("not covered (" + *why + ")");
    const Position& pos = state.game.position();
    const auto value = state.databases->lookup(pos, state.game.rules());
    if (!value) {
        const solve::Sector s{pos.on_board(pos.to_move), pos.on_board(opponent(pos.to_move))};
        const auto problem = state.databases->problem(s);
        throw CommandError(
            "not covered (" +
            (problem ? "the table of sector " + solve::sector_name(s) + " is left out: " + *problem
                     : "no table for sector " + solve::sector_name(s)) +
            ")");
    }
    return solve::to_text(*value);
}

std::string rated_moves(const MorrisState& state) {
    if (auto why = not_covered(state)) throw CommandError("not covered (" + *why + ")");
    auto rated = solve::rated_turns(state.game.position(), state.game.rules(), *state.databases);
    if (!rated) throw CommandError("not covered (a turn leads to a sector with no table)");
    std::stable_sort(rated->begin(), rated->end(), [](const auto& x, const auto& y) {
        if (solve::preference(x) != solve::preference(y))
            return solve::preference(x) > solve::preference(y);
        return format_turn(x.turn) < format_turn(y.turn);
    });
    std::string out;
    for (const auto& r : *rated)
        out += (out.empty() ? "" : "\n") + format_turn(r.turn) + " " + solve::to_text(r.value) +
               (r.in_time ? "" : " late");
    return out;
}

}  // namespace

std::string use_databases(MorrisState& state, const std::string& dir) {
    LoadedDatabases loaded = load_databases(dir, state.game.rules());
    for (const std::string& p : loaded.problems)
        spdlog::warn("databases: {} (playing on without that sector)", p);
    if (loaded.databases->empty() && loaded.problems.empty())
        spdlog::warn("databases: no sector-A-B.mdb files in {}", dir);
    state.databases = std::move(loaded.databases);
    state.searcher->set_databases(state.databases.get());
    const std::size_t n = state.databases->size();
    return std::to_string(n) + (n == 1 ? " sector, " : " sectors, ") +
           std::to_string(loaded.bytes) + " bytes" +
           (loaded.problems.empty()
                ? ""
                : ", " + std::to_string(loaded.problems.size()) + " files left out (see the log)");
}

void register_database_commands(protocol::Registry& r, MorrisState& state) {
    using protocol::param;
    r.add({"databases",
           {param(directory_type())},
           "load the endgame databases of a directory (as --databases): every sector-A-B.mdb "
           "file, its head and size checked now and its values (CRC-32) at the first position of "
           "its sector; a damaged or foreign-rules file is left out with a line in the log. "
           "Answers: N sectors, B bytes[, K files left out]",
           [&state](const Args& a, Context&) {
               return use_databases(state, a.get<std::string>(0));
           }});
    r.add({"database_lookup",
           {},
           "the databases' value of the position for the side to move: win N, loss N (N plies "
           "to the end of the game with best play) or draw (repetition is a draw, no move "
           "counter); fails with 'not covered (why)'",
           [&state](const Args&, Context&) { return lookup(state); }});
    r.add({"database_moves",
           {},
           "every legal turn with the databases' value after it for the side playing it, one "
           "'TURN VALUE' a line, best first (the order genmove prefers); 'late' after a win or "
           "loss too long for the plies the removal limit leaves (from the clock, or from 0 "
           "after the turn's removal), which genmove ranks after those in time and before "
           "draws; fails with 'not covered (why)'",
           [&state](const Args&, Context&) { return rated_moves(state); }});
}

}  // namespace boardtalk::morris
