#include "adapters/2048/g2048_main.hpp"

#include <spdlog/spdlog.h>

#include "adapters/2048/commands.hpp"
#include "adapters/2048/search_options.hpp"
#include "protocol/cli.hpp"
#include "protocol/session.hpp"

namespace boardtalk::g2048 {

void register_all_commands(protocol::Registry& r, G2048State& s) {
    protocol::register_admin_commands(r, protocol::EngineInfo{"boardtalk-2048", "0.1"});
    register_game_commands(r, s);
    register_query_commands(r, s);
    register_player_commands(r, s);
    register_file_commands(r, s);
}

int g2048_main(int argc, char** argv) {
    namespace po = protocol::po;
    protocol::LogOptions log;
    int size = 4;
    std::uint64_t seed = 0;
    SearchOptions search;
    po::options_description desc("options");
    desc.add_options()("size", po::value(&size)->default_value(size), "board size, 3..8")(
        "seed", po::value(&seed)->default_value(seed), "seed of the tile spawns");
    add_search_options(desc, search);
    protocol::add_log_options(desc, log);
    po::variables_map vm;
    if (auto code = protocol::parse_options(argc, argv,
                                            "usage: boardtalk 2048 [OPTIONS]\n"
                                            "Serves 2048 over the GTP-style line protocol.",
                                            desc, {}, vm))
        return *code;
    if (size < min_size || size > max_size) {
        spdlog::error("--size must be 3..8");
        return 2;
    }
    if (auto problem = check_search_options(search)) {
        spdlog::error("{}", *problem);
        return 2;
    }
    protocol::configure_logging(log);
    G2048State state(size, seed, search);
    protocol::Registry registry;
    register_all_commands(registry, state);
    spdlog::info("2048 server: size {}, seed {}", size, seed);
    return protocol::serve_stdio(registry);
}

}  // namespace boardtalk::g2048
