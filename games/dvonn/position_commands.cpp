// showboard, get_position, set_position, setup, perft.
#include <spdlog/spdlog.h>

#include <random>

#include "engine/dvonn/perft.hpp"
#include "engine/dvonn/position_text.hpp"
#include "games/dvonn/arg_types.hpp"
#include "games/dvonn/board_diagram.hpp"
#include "games/dvonn/commands.hpp"

namespace boardtalk::dvonn {

namespace {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

constexpr std::uint32_t kMaxPerftDepth = 7;

std::string set_position(const Args& args, DvonnState& state) {
    std::string text;
    for (const auto& token : args.rest<std::string>(0)) text += (text.empty() ? "" : " ") + token;
    auto p = parse_position(text);
    if (!p) throw CommandError("invalid position: " + p.error());
    state.game = Game(std::move(*p));
    return "";
}

std::string setup(const Args& args, DvonnState& state) {
    std::uint64_t seed = 0;
    if (auto given = args.opt<std::uint64_t>(1)) {
        seed = *given;
    } else {
        std::random_device device;
        seed = (std::uint64_t{device()} << 32) | device();
        spdlog::info("setup random: seed {}", seed);
    }
    state.game = Game(random_setup(seed));
    return "";
}

std::string run_perft(const Args& args, const DvonnState& state) {
    const std::uint32_t depth = args.get<std::uint32_t>(0);
    if (depth > kMaxPerftDepth)
        throw CommandError("perft depth must be 0.." + std::to_string(kMaxPerftDepth));
    return std::to_string(perft(state.game.position().board, static_cast<int>(depth)));
}

}  // namespace

void register_position_commands(protocol::Registry& r, DvonnState& state) {
    using protocol::optional_param;
    using protocol::param;
    r.add({"showboard",
           {},
           "draw the board, the scores and the side to move",
           [&state](const Args&, Context&) { return board_diagram(state.game); }});
    r.add({"get_position", {}, "the canonical position text", [&state](const Args&, Context&) {
               return to_text(state.game.position());
           }});
    r.add({"set_position",
           {protocol::rest_param(protocol::types::string())},
           "start from a position text: ROWS SIDE placing N | ROWS SIDE moving",
           [&state](const Args& a, Context&) { return set_position(a, state); }});
    r.add({"setup",
           {param(setup_kind_type()), optional_param(seed_type())},
           "setup random [SEED]: fill the board at random, then the moving phase",
           [&state](const Args& a, Context&) { return setup(a, state); }});
    r.add({"perft",
           {param(protocol::types::integer())},
           "count the legal move sequences of N moves from the current position (N <= 7)",
           [&state](const Args& a, Context&) { return run_perft(a, state); }});
}

}  // namespace boardtalk::dvonn
