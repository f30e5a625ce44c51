#include "games/2048/search_options.hpp"

#include <spdlog/spdlog.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "engine/2048/packed_network.hpp"
#include "protocol/errors.hpp"
#include "protocol/files.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::g2048 {

namespace {

std::optional<std::string> cutoff_problem(const double& cutoff, const std::string&) {
    if (cutoff >= 0 && cutoff < 1) return std::nullopt;
    return "must be in [0, 1)";
}

// Whether the user gave `name` (a default value does not count).
bool given(const protocol::po::variables_map& vm, const char* name) {
    return vm.count(name) && !vm[name].defaulted();
}

}  // namespace

protocol::RangeCheck<std::uint32_t> tile_or_zero() {
    return protocol::check_that<std::uint32_t>(
        [](const std::uint32_t& t) {
            return t == 0 || (t >= 4 && t <= 32768 && (t & (t - 1)) == 0);
        },
        "must be a tile, 4..32768, or 0");
}

void add_search_options(protocol::po::options_description& desc, SearchOptions& o) {
    using protocol::arg_value;
    using protocol::int_range;
    using protocol::int_type;
    const auto deepen = [&o](int i) {
        return arg_value(&o.deepen_at[i], protocol::signed_int_type(), int_range(-1, 16))
            ->default_value(o.deepen_at[i]);
    };
    desc.add_options()("depth",
                       arg_value(&o.depth, int_type(), int_range(0, 8))->default_value(o.depth),
                       "chance layers searched, 1..8; 0: automatic (deeper as tiles grow)")(
        "cutoff",
        arg_value(&o.prob_cutoff, protocol::types::real(), cutoff_problem)
            ->default_value(o.prob_cutoff, "0.0001"),
        "chance paths less likely than this end in the heuristic, in [0, 1)")(
        "time-ms",
        arg_value(&o.time_ms, int_type(), int_range(0, 3600000))->default_value(o.time_ms),
        "think about this long per move (iterative deepening), up to an hour; 0: no time limit")(
        "base-depth",
        arg_value(&o.base_depth, int_type(), int_range(1, 8))->default_value(o.base_depth),
        "automatic depth on 4x4: chance layers on an open board, 1..8 (with a network and no "
        "depth option: 2, +1 at <= 5 empty, +1 at <= 2)")(
        "deepen-at", deepen(0),
        "automatic depth: one layer more with at most this many empty cells (-1: never; ..16)")(
        "deepen-again-at", deepen(1),
        "automatic depth: one layer more again with at most this many empty cells")(
        "downgrade-at",
        arg_value(&o.downgrade_at, protocol::types::integer(), tile_or_zero())
            ->default_value(o.downgrade_at),
        ("with a network: value a board holding this tile or a larger one as if every tile "
         "above its highest gap were halved (tile downgrading; 0: never; with a network and no "
         "--downgrade-at: " +
         std::to_string(network_default.downgrade_at) + ")")
            .c_str());
}

SearchOptions with_network_downgrade(SearchOptions options, const protocol::po::variables_map& vm,
                                     const NTupleNetwork* network) {
    if (network && !given(vm, "downgrade-at")) options.downgrade_at = network_default.downgrade_at;
    return options;
}

SearchOptions player_search_options(SearchOptions options, const protocol::po::variables_map& vm,
                                    const NTupleNetwork* network) {
    if (!network) return options;
    options = with_network_downgrade(options, vm, network);
    for (const char* name : {"depth", "base-depth", "deepen-at", "deepen-again-at"})
        if (given(vm, name)) return options;
    options.base_depth = network_default.base_depth;
    options.deepen_at = network_default.deepen_at;
    return options;
}

std::string describe_search_options(const SearchOptions& o) {
    std::string text = "depth ";
    if (o.depth > 0) {
        text += std::to_string(o.depth);
    } else {
        text += "auto (" + std::to_string(o.base_depth);
        for (const int t : o.deepen_at)
            if (t >= 0) text += ", +1 at <= " + std::to_string(t) + " empty";
        text += ")";
    }
    std::ostringstream cutoff;
    cutoff << o.prob_cutoff;
    text += ", cutoff " + cutoff.str();
    if (o.time_ms > 0) text += ", time-ms " + std::to_string(o.time_ms);
    if (o.downgrade_at > 0) text += ", downgrade at " + std::to_string(o.downgrade_at);
    return text;
}

void add_network_option(protocol::po::options_description& desc, std::string& path, bool player) {
    desc.add_options()(
        "network", protocol::text_value(&path),
        player ? "n-tuple network file for the 4x4 player (from `boardtalk 2048 train` or "
                 "`boardtalk 2048 pack`): leaves valued by the network, moves by expected score; "
                 "none: the heuristic (default: $XDG_DATA_HOME/boardtalk/2048-standard.net, else "
                 "~/.local/share/boardtalk/2048-standard.net, if it exists; else the network "
                 "shipped in data/2048/standard.pack)"
               : "n-tuple network file for the 4x4 player (from `boardtalk 2048 train` or "
                 "`boardtalk 2048 pack`): "
                 "leaves valued by the network, moves by expected score (default: none, "
                 "the heuristic)");
}

std::string default_network_path() {
    const char* data = std::getenv("XDG_DATA_HOME");
    if (data && data[0] == '/') return std::string(data) + "/boardtalk/2048-standard.net";
    const char* home = std::getenv("HOME");
    if (home && home[0]) return std::string(home) + "/.local/share/boardtalk/2048-standard.net";
    return "";
}

std::vector<std::string> shipped_network_paths() {
    constexpr std::string_view file = "/2048/standard.pack";
    const char* dir = std::getenv("BOARDTALK_DATA_DIR");
    if (dir && dir[0]) return {std::string(dir) + std::string(file)};
    std::vector<std::string> paths = {std::string(BOARDTALK_SOURCE_DATA) + std::string(file)};
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const auto beside = (exe.parent_path().parent_path() / "data").string() + std::string(file);
        if (!std::filesystem::equivalent(beside, paths[0], ec) && beside != paths[0])
            paths.push_back(beside);
    }
    return paths;
}

namespace {

std::shared_ptr<const NTupleNetwork> load_found(const std::string& path) {
    auto net = load_network(path);
    spdlog::info("2048 network {} ({} games of training)", path, net->games());
    return net;
}

}  // namespace

std::shared_ptr<const NTupleNetwork> player_network(const std::string& option) {
    if (option == "none") return nullptr;
    if (!option.empty()) return load_network(option);
    const std::string path = default_network_path();
    std::error_code ec;
    if (!path.empty() && std::filesystem::exists(path, ec)) return load_found(path);
    const auto shipped = shipped_network_paths();
    for (const auto& p : shipped)
        if (std::filesystem::exists(p, ec)) return load_found(p);
    const std::string where = path.empty() ? "FILE" : path;
    const std::string dir =
        path.empty() ? ""
                     : "mkdir -p " + std::filesystem::path(path).parent_path().string() + " && ";
    spdlog::warn(
        "no 2048 network at {}{}: the 4x4 player uses its heuristic. Make the network with "
        "`{}boardtalk 2048 train --coherence --games 200000 --out {}` (about an hour and a half "
        "on one core; 256 MB, and 512 MB of learning sums beside it), "
        "or pass --network FILE (--network none: the heuristic, without this line)",
        path.empty() ? "" : path + " nor at ", shipped.front(), dir, where);
    return nullptr;
}

std::shared_ptr<const NTupleNetwork> load_network(const std::string& path) {
    if (path.empty()) return nullptr;
    std::string bytes;
    try {
        bytes = protocol::read_whole_file(path, std::size_t{1} << 31);
    } catch (const protocol::CommandError& e) {
        throw protocol::UsageError(std::string("--network: ") + e.what());
    }
    auto net = parse_network_file(bytes);
    if (!net) throw protocol::UsageError("--network " + path + ": " + net.error());
    return std::make_shared<const NTupleNetwork>(std::move(*net));
}

}  // namespace boardtalk::g2048
