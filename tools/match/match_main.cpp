#include "tools/match/match_main.hpp"

#include <iostream>

#include "tools/match/match_options.hpp"
#include "tools/match/match_runner.hpp"

namespace boardtalk::match {

int match_main(int argc, char** argv) {
    auto parsed = parse_match_options(argc, argv);
    if (const int* code = std::get_if<int>(&parsed)) return *code;
    const MatchOptions& options = std::get<MatchOptions>(parsed);
    try {
        protocol::configure_logging(options.log);
    } catch (const std::exception& e) {
        std::cerr << "boardtalk match: " << e.what() << '\n';
        return 2;
    }
    return options.summarize ? run_summarize(options) : run_match(options);
}

}  // namespace boardtalk::match
