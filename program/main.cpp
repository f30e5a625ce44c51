// boardtalk: engine servers for Go, Nine Men's Morris, DVONN and 2048, and the tools around them.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
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
    out << "\n'boardtalk SUBCOMMAND --help' describes each; 'boardtalk --version' tells the "
           "version.\n";
}

// Opens /dev/null on whichever of stdin, stdout and stderr the program was started without, as
// daemons do. Otherwise the first file or pipe it opens takes that number: the summary printed
// on stdout would land in results.jsonl, and `play` would read an engine's pipe as its input.
// Going up from 0, open() returns the lowest free number: the closed one. False (errno set)
// when /dev/null cannot be opened.
bool open_standard_streams() {
    for (int fd = 0; fd <= 2; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        if (::open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY) != fd) return false;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (!open_standard_streams()) {
        std::cerr << "boardtalk: cannot open /dev/null for a closed stdin, stdout or stderr: "
                  << std::strerror(errno) << '\n';
        return 1;
    }
    if (argc < 2) {
        print_usage(std::cerr);
        return 2;
    }
    const std::string_view wanted = argv[1];
    if (wanted == "--help" || wanted == "-h" || wanted == "help") {
        print_usage(std::cout);
        return 0;
    }
    if (wanted == "--version" || wanted == "version") {
        std::cout << "boardtalk " << BOARDTALK_VERSION << '\n';
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
