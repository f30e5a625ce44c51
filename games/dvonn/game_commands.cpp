// play, check_source, genmove, reg_genmove, undo, clear_board, legal_moves, final_score,
// game_status.

#include <algorithm>

#include "engine/dvonn/notation.hpp"
#include "games/common/turn_check.hpp"
#include "games/dvonn/arg_types.hpp"
#include "games/dvonn/commands.hpp"

namespace boardtalk::dvonn {

namespace {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

// Fails unless `colour` may move now; `prefix` starts the message ("illegal move: ").
void require_turn(const Game& game, Colour colour, const std::string& prefix) {
    const auto over = game.over() ? std::optional<std::string>("") : std::nullopt;
    adapters::require_turn(prefix, over, colour == game.position().board.to_move);
}

std::string play(const Args& args, DvonnState& state) {
    require_turn(state.game, args.get<Colour>(0), "illegal move: ");
    if (auto err = state.game.play(args.get<Move>(1))) throw CommandError("illegal move: " + *err);
    return "";
}

std::string check_source(const Args& args, const DvonnState& state) {
    require_turn(state.game, args.get<Colour>(0), "");
    if (auto why = illegal_source(state.game.position().board, args.get<Square>(1)))
        throw CommandError(*why);
    return "";
}

std::string genmove(const Args& args, DvonnState& state, bool commit) {
    require_turn(state.game, args.get<Colour>(0), "");
    const SearchReport r = choose_move(state, std::chrono::steady_clock::now());
    if (commit) {
        if (auto err = state.game.play(r.best)) throw CommandError("internal error: " + *err);
    }
    return format_move(r.best);
}

std::string legal_moves(const DvonnState& state) {
    std::vector<std::string> names;
    for (const Move& m : state.game.legal_moves()) names.push_back(format_move(m));
    std::sort(names.begin(), names.end());
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : " ") + n;
    return out;
}

}  // namespace

void register_game_commands(protocol::Registry& r, DvonnState& state) {
    using protocol::param;
    r.add({"play",
           {param(colour_type()), param(move_type())},
           "play a move: placement E3, stack move A1-B2 (or A1B2), pass",
           [&state](const Args& a, Context&) { return play(a, state); }});
    r.add({"check_source",
           {param(colour_type()), param(space_type())},
           "succeeds if a stack move of that colour may start on the space, else says why not",
           [&state](const Args& a, Context&) { return check_source(a, state); }});
    r.add({"genmove",
           {param(colour_type())},
           "let the engine choose a move and play it",
           [&state](const Args& a, Context&) { return genmove(a, state, true); }});
    r.add({"reg_genmove",
           {param(colour_type())},
           "the engine's choice, without playing it",
           [&state](const Args& a, Context&) { return genmove(a, state, false); }});
    r.add({"undo", {}, "take back the last move", [&state](const Args&, Context&) {
               if (!state.game.undo()) throw CommandError("cannot undo");
               return std::string();
           }});
    r.add({"clear_board", {}, "empty board, placing phase", [&state](const Args&, Context&) {
               state.game = Game();
               if (state.game_time) state.game_time->used = 0;
               return std::string();
           }});
    r.add({"legal_moves",
           {},
           "every legal move, sorted; nothing once the game is over",
           [&state](const Args&, Context&) { return legal_moves(state); }});
    r.add({"final_score",
           {},
           "W+n, B+n or 0 (draw) once the game is over",
           [&state](const Args&, Context&) {
               auto score = final_score_text(state.game);
               if (!score) throw CommandError("game not over");
               return *score;
           }});
    r.add({"game_status",
           {},
           "who is to place or move, who must pass, or the result",
           [&state](const Args&, Context&) { return status_text(state.game); }});
}

}  // namespace boardtalk::dvonn
