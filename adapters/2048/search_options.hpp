#pragma once
// The player's command-line options, shared by `boardtalk 2048` and its benchmark.
#include <optional>
#include <string>

#include "engine/2048/search.hpp"
#include "protocol/cli.hpp"

namespace boardtalk::g2048 {

// --depth, --cutoff, --time-ms, --base-depth, --deepen-at, --deepen-again-at, each parsed and
// range-checked as it is read (a bad value fails parse_options).
void add_search_options(protocol::po::options_description& desc, SearchOptions& options);
// One line naming the setting, e.g. "depth auto (3, +1 at <= 3 empty, +1 at <= 0), cutoff 0.0001".
std::string describe_search_options(const SearchOptions& options);

}  // namespace boardtalk::g2048
