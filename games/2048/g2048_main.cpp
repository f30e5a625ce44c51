#include "games/2048/g2048_main.hpp"

#include <spdlog/spdlog.h>

#include <memory>
#include <string>

#include "games/2048/arg_types.hpp"
#include "games/2048/commands.hpp"
#include "games/2048/search_options.hpp"
#include "games/common/cli.hpp"
#include "games/common/game_server.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::g2048 {

int g2048_main(int argc, char** argv) {
    if (auto code = protocol::run_game_tool(argc, argv, "train", g2048_train_main)) return *code;
    if (auto code = protocol::run_game_tool(argc, argv, "pack", g2048_pack_main)) return *code;
    namespace po = protocol::po;
    int size = default_size;
    std::uint64_t seed = 0;
    SearchOptions search;
    po::options_description desc("options");
    const auto fits = [](const int& n) { return board_size_fits(std::uint32_t(n)); };
    const std::string sizes = board_size_range();
    desc.add_options()(
        "boardsize",
        protocol::arg_value(&size, protocol::int_type(),
                            protocol::check_that<int>(fits, "unacceptable size (" + sizes + ")"))
            ->default_value(size),
        ("board size, " + sizes).c_str())(
        "seed", protocol::arg_value(&seed, seed_type())->default_value(seed),
        "seed of the tile spawns, 0..2^64-1");
    add_search_options(desc, search);
    std::string network;
    add_network_option(desc, network, true);
    const auto start = [&](const po::variables_map& vm) {
        spdlog::info("2048 server: size {}, seed {}", size, seed);
        auto net = player_network(network);
        auto state =
            std::make_unique<G2048State>(size, seed, player_search_options(search, vm, net.get()));
        state->searcher.set_network(std::move(net));
        return state;
    };
    return adapters::serve_game<G2048State>(
        argc, argv,
        {"2048", "usage: boardtalk 2048 [OPTIONS]\nServes 2048 over the GTP-style line protocol."},
        desc, start, register_g2048_commands);
}

}  // namespace boardtalk::g2048
