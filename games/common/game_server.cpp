#include "games/common/game_server.hpp"

#include <unistd.h>

#include <iostream>

#include "games/common/cli.hpp"

namespace boardtalk::adapters {

std::optional<int> start_server(int argc, char** argv, const ServerSpec& spec,
                                const protocol::po::options_description& desc,
                                protocol::po::variables_map& vm) {
    protocol::po::options_description all = desc;
    protocol::LogOptions log;
    protocol::add_log_options(all, log);
    if (auto code = protocol::parse_options(argc, argv, spec.usage, all, {}, vm)) return code;
    try {
        protocol::configure_logging(log);
    } catch (const std::exception& e) {
        return refuse_start(spec, e.what());
    }
    return std::nullopt;
}

void greet_at_terminal(const ServerSpec& spec) {
    if (!::isatty(STDIN_FILENO)) return;
    std::cerr << "boardtalk " << spec.game << ": ready, speaking " << spec.protocol
              << " on stdin/stdout; type list_commands for the commands, quit to leave"
              << std::endl;
}

int refuse_start(const ServerSpec& spec, const std::string& problem) {
    std::cerr << "boardtalk " << spec.game << ": " << problem << '\n';
    return 2;
}

}  // namespace boardtalk::adapters
