#pragma once
// The player's command-line options, shared by `boardtalk 2048` and its benchmark.
#include <optional>
#include <string>

#include "engine/2048/search.hpp"
#include "protocol/cli.hpp"

namespace boardtalk::g2048 {

// --depth, --cutoff, --time-ms.
void add_search_options(protocol::po::options_description& desc, SearchOptions& options);
// A message when an option is out of range.
std::optional<std::string> check_search_options(const SearchOptions& options);

}  // namespace boardtalk::g2048
