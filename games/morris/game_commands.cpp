// play, genmove, reg_genmove, undo, clear_board, legal_moves, final_score, game_status.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <string>

#include "engine/morris/notation.hpp"
#include "games/common/turn_check.hpp"
#include "games/morris/arg_types.hpp"
#include "games/morris/commands.hpp"

namespace boardtalk::morris {

namespace {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

// The turn of `play COLOUR MOVE [xREMOVAL]`, its removal in the move or on its own.
Turn turn_played(const Args& args) {
    Turn turn = args.get<Turn>(1);
    if (auto removal = args.opt<Point>(2)) {
        if (turn.remove != kNoPoint) throw protocol::SyntaxError("the removal is given twice");
        turn.remove = *removal;
    }
    return turn;
}

// Fails unless `colour` may move now; `prefix` starts the message ("illegal move: ").
void require_turn(const Game& game, Colour colour, const std::string& prefix) {
    std::optional<std::string> over;
    if (game.over()) over = describe(game.status(), game.position().to_move);
    adapters::require_turn(prefix, over, colour == game.position().to_move);
}

Turn search_move(MorrisState& state) {
    const Game& g = state.game;
    const SearchReport r = state.searcher->search(g.position(), g.rules(), g.keys(), state.limits);
    std::string pv = r.pv.empty() ? "" : ", pv";  // the line the search expects
    for (const Turn& t : r.pv) pv += " " + format_turn(t);
    spdlog::info("genmove: {} depth {} score {} nodes {} in {:.3f} s{}", format_turn(r.best),
                 r.depth, r.score, r.nodes, r.seconds, pv);
    return r.best;
}

std::string play(const Args& args, Context&, MorrisState& state) {
    const Turn turn = turn_played(args);
    require_turn(state.game, args.get<Colour>(0), "illegal move: ");
    if (auto err = state.game.play(turn)) throw CommandError("illegal move: " + *err);
    return "";
}

std::string genmove(const Args& args, Context&, MorrisState& state, bool commit) {
    require_turn(state.game, args.get<Colour>(0), "");
    const Turn turn = search_move(state);
    if (commit) {
        if (auto err = state.game.play(turn)) throw CommandError("internal error: " + *err);
    }
    return format_turn(turn);
}

std::string legal_moves(MorrisState& state) {
    std::vector<std::string> names;
    for (const Turn& t : state.game.legal_turns()) names.push_back(format_turn(t));
    std::sort(names.begin(), names.end());
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : " ") + n;
    return out;
}

std::string final_score(MorrisState& state) {
    switch (state.game.status().outcome) {
        case Outcome::ongoing:
            throw CommandError("game not over");
        case Outcome::white_wins:
            return "W+";
        case Outcome::black_wins:
            return "B+";
        case Outcome::draw:
            return "0";
    }
    return "";
}

}  // namespace

void register_game_commands(protocol::Registry& r, MorrisState& state) {
    using protocol::optional_param;
    using protocol::param;
    r.add({"play",
           {param(colour_type()), param(move_type()), optional_param(removal_type())},
           "play a turn: d6, a1-a4, a mill with its removal d6xb4 (or d6 xb4)",
           [&state](const Args& a, Context& c) { return play(a, c, state); }});
    r.add({"genmove",
           {param(colour_type())},
           "let the engine choose a turn and play it",
           [&state](const Args& a, Context& c) { return genmove(a, c, state, true); }});
    r.add({"reg_genmove",
           {param(colour_type())},
           "the engine's choice, without playing it",
           [&state](const Args& a, Context& c) { return genmove(a, c, state, false); }});
    r.add({"undo", {}, "take back the last turn", [&state](const Args&, Context&) {
               if (!state.game.undo()) throw CommandError("cannot undo");
               return std::string();
           }});
    r.add({"clear_board",
           {},
           "start a new game under the current rules",
           [&state](const Args&, Context&) {
               state.game = Game(state.game.rules());
               return std::string();
           }});
    r.add({"legal_moves",
           {},
           "every legal turn, sorted; nothing once the game is over",
           [&state](const Args&, Context&) { return legal_moves(state); }});
    r.add({"final_score",
           {},
           "W+, B+ or 0 (draw) once the game is over",
           [&state](const Args&, Context&) { return final_score(state); }});
    r.add({"game_status",
           {},
           "who is to move, or who won or drew and why",
           [&state](const Args&, Context&) {
               return describe(state.game.status(), state.game.position().to_move);
           }});
}

}  // namespace boardtalk::morris
