// boardtalk: engine servers for Go, Nine Men's Morris, DVONN and 2048, and the tools around them.
#include <cstring>
#include <iostream>
#include <string_view>

#include "games/common/cli.hpp"
#include "program/subcommands.hpp"

namespace {

void print_usage(std::ostream& out) {
    out << "usage: boardtalk SUBCOMMAND [OPTIONS...]\n\nsubcommands:\n";
    for (const auto& s : boardtalk::subcommands()) {
        out << "  " << s.name
            << std::string(10 - std::min<std::size_t>(9, std::strlen(s.name)), ' ') << s.summary
            << '\n';
    }
    out << "\n'boardtalk SUBCOMMAND --help' describes each.\n";
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        print_usage(std::cerr);
        return 2;
    }
    const std::string_view wanted = argv[1];
    if (wanted == "--help" || wanted == "-h" || wanted == "help") {
        print_usage(std::cout);
        return 0;
    }
    for (const auto& s : boardtalk::subcommands()) {
        if (wanted == s.name) {
            try {
                return s.run(argc - 1, argv + 1);
            } catch (const boardtalk::protocol::UsageError& e) {
                std::cerr << "boardtalk " << s.name << ": " << e.what() << '\n';
                return 2;
            } catch (const std::exception& e) {
                std::cerr << "boardtalk " << s.name << ": " << e.what() << '\n';
                return 1;
            }
        }
    }
    std::cerr << "boardtalk: unknown subcommand '" << wanted << "' (try boardtalk --help)\n";
    return 2;
}
