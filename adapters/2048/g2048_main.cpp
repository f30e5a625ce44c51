#include "adapters/2048/g2048_main.hpp"

#include <spdlog/spdlog.h>

#include <iostream>
#include <optional>

#include "adapters/2048/arg_types.hpp"
#include "adapters/2048/commands.hpp"
#include "adapters/2048/search_options.hpp"
#include "protocol/cli.hpp"
#include "protocol/option_values.hpp"
#include "protocol/session.hpp"

namespace boardtalk::g2048 {

int g2048_main(int argc, char** argv) {
    namespace po = protocol::po;
    protocol::LogOptions log;
    int size = 4;
    std::uint64_t seed = 0;
    SearchOptions search;
    po::options_description desc("options");
    const auto fits = [](const int& n) { return board_size_fits(std::uint32_t(n)); };
    desc.add_options()(
        "size",
        protocol::arg_value(&size, protocol::int_type(),
                            protocol::check_that<int>(fits, "unacceptable size (3..8)"))
            ->default_value(size),
        "board size, 3..8")("seed", protocol::arg_value(&seed, seed_type())->default_value(seed),
                            "seed of the tile spawns, 0..2^64-1");
    add_search_options(desc, search);
    protocol::add_log_options(desc, log);
    po::variables_map vm;
    if (auto code = protocol::parse_options(argc, argv,
                                            "usage: boardtalk 2048 [OPTIONS]\n"
                                            "Serves 2048 over the GTP-style line protocol.",
                                            desc, {}, vm))
        return *code;
    try {
        protocol::configure_logging(log);
    } catch (const std::exception& e) {
        std::cerr << "boardtalk 2048: " << e.what() << "\n";
        return 2;
    }
    G2048State state(size, seed, search);
    protocol::Registry registry;
    register_g2048_commands(registry, state);
    spdlog::info("2048 server: size {}, seed {}", size, seed);
    return protocol::serve_stdio(registry);
}

}  // namespace boardtalk::g2048
