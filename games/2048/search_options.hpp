#pragma once
// The player's command-line options, shared by `boardtalk 2048` and its benchmark.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/2048/ntuple.hpp"
#include "engine/2048/search.hpp"
#include "games/common/cli.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::g2048 {

// --depth, --cutoff, --time-ms, --base-depth, --deepen-at, --deepen-again-at, --downgrade-at,
// each parsed and range-checked as it is read (a bad value fails parse_options).
void add_search_options(protocol::po::options_description& desc, SearchOptions& options);

// The options that name a tile (--downgrade-at, train's --restart-at): 0 or a power of two
// 4..32768, else "must be a tile, 4..32768, or 0".
protocol::RangeCheck<std::uint32_t> tile_or_zero();

// With a network and no --downgrade-at given: network_default's downgrading; otherwise
// `options` as they are.
SearchOptions with_network_downgrade(SearchOptions options, const protocol::po::variables_map& vm,
                                     const NTupleNetwork* network);
// The player's search options from the ones parsed into `options`: with a network, its
// downgrading (with_network_downgrade) and, with no depth option given (--depth, --base-depth,
// --deepen-at, --deepen-again-at), the automatic depth of network_default; otherwise `options`
// as they are. genmove's rule, and the benchmark's.
SearchOptions player_search_options(SearchOptions options, const protocol::po::variables_map& vm,
                                    const NTupleNetwork* network);
// One line naming the setting, e.g. "depth auto (3, +1 at <= 3 empty, +1 at <= 0), cutoff 0.0001".
std::string describe_search_options(const SearchOptions& options);

// --network FILE: an n-tuple network (`boardtalk 2048 train` makes one) for the 4x4 player.
// `player`: the help names the default file and `none` (player_network); otherwise (the
// benchmark) no network unless given.
void add_network_option(protocol::po::options_description& desc, std::string& path,
                        bool player = false);
// The network in `path`, a float file (`boardtalk 2048 train`) or a packed one (`boardtalk 2048
// pack`), told apart by their first line; nullptr for "". Throws protocol::UsageError
// "--network PATH: <reason>" (unreadable, damaged, not a network).
std::shared_ptr<const NTupleNetwork> load_network(const std::string& path);

// Where the player looks for its network when --network is not given:
// $XDG_DATA_HOME/boardtalk/2048-standard.net (XDG_DATA_HOME absolute), else
// $HOME/.local/share/boardtalk/2048-standard.net; "" when neither variable is set.
std::string default_network_path();
// Where the player looks next for the network shipped in the repository (data/2048/standard.pack),
// in order: with $BOARDTALK_DATA_DIR set (not empty), only $BOARDTALK_DATA_DIR/2048/standard.pack;
// otherwise the source tree's, compiled in, then data/2048/standard.pack in the folder above the
// executable's (the build tree's parent for build/boardtalk).
std::vector<std::string> shipped_network_paths();
// The player's network for `--network` `option`: "none" for none; a path: that file, float or
// packed (as load_network); not given (""): the default file when it exists, else the first
// shipped file that exists (either damaged is refused as load_network refuses), else none, after
// one warning on the log (stderr) saying how to make it.
std::shared_ptr<const NTupleNetwork> player_network(const std::string& option);

}  // namespace boardtalk::g2048
