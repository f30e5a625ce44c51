// `boardtalk go` alone: the program the pondering tests drive in the ThreadSanitizer tree
// (BOARDTALK_TSAN), which builds the Go libraries and nothing else. Same arguments, same
// behaviour as `boardtalk go ...`.
#include <exception>
#include <iostream>
#include <string_view>

#include "games/common/cli.hpp"
#include "games/go/go_main.hpp"

int main(int argc, char** argv) {
    if (argc < 2 || std::string_view(argv[1]) != "go") {
        std::cerr << "usage: " << argv[0] << " go [OPTIONS...]\n";
        return 2;
    }
    try {
        return boardtalk::go_adapter::go_main(argc - 1, argv + 1);
    } catch (const boardtalk::protocol::UsageError& e) {
        std::cerr << "boardtalk go: " << e.what() << '\n';
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "boardtalk go: " << e.what() << '\n';
        return 1;
    }
}
