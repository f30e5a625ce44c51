// showboard, get_position, set_position, perft, evaluate.
#include "engine/morris/evaluation.hpp"
#include "engine/morris/perft.hpp"
#include "engine/morris/position_text.hpp"
#include "games/morris/board_diagram.hpp"
#include "games/morris/commands.hpp"

namespace boardtalk::morris {

namespace {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

constexpr std::uint32_t kMaxPerftDepth = 8;

std::string set_position(const Args& args, MorrisState& state) {
    std::string text;
    for (const auto& token : args.rest<std::string>(0)) text += (text.empty() ? "" : " ") + token;
    auto pos = parse_position(text, state.game.rules());
    if (!pos) throw CommandError("invalid position: " + pos.error());
    state.game = Game(state.game.rules(), *pos);
    return "";
}

std::string perft_command(const Args& args, MorrisState& state) {
    const std::uint32_t depth = args.get<std::uint32_t>(0);
    if (depth > kMaxPerftDepth)
        throw CommandError("perft depth must be at most " + std::to_string(kMaxPerftDepth));
    return std::to_string(
        perft(state.game.position(), state.game.rules(), static_cast<int>(depth)));
}

std::string evaluate_command(MorrisState& state) {
    if (state.game.over()) throw CommandError("the game is over");
    return std::to_string(
        evaluate(state.game.position(), state.game.rules(), state.searcher->weights()));
}

}  // namespace

void register_position_commands(protocol::Registry& r, MorrisState& state) {
    r.add({"showboard",
           {},
           "the board with the men, the side to move, phase and men in hand",
           [&state](const Args&, Context&) {
               return board_diagram(state.game.position(), state.game.rules());
           }});
    r.add({"get_position",
           {},
           "the position text: BOARD SIDE PHASE W-HAND B-HAND CLOCK PLY",
           [&state](const Args&, Context&) {
               return to_text(state.game.position(), state.game.rules());
           }});
    r.add({"set_position",
           {protocol::rest_param(protocol::types::string())},
           "start a new game from a position text (see get_position)",
           [&state](const Args& a, Context&) { return set_position(a, state); }});
    r.add({"perft",
           {protocol::param(protocol::types::integer())},
           "the number of legal turn sequences of that many plies from the current position",
           [&state](const Args& a, Context&) { return perft_command(a, state); }});
    r.add({"evaluate",
           {},
           "the static evaluation of the position for the side to move, in 1/100 man, by the "
           "engine's weights (--eval)",
           [&state](const Args&, Context&) { return evaluate_command(state); }});
}

}  // namespace boardtalk::morris
