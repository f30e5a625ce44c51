// `boardtalk 2048 train`: learns an n-tuple network by TD(0) from seeded games of its own
// (engine/2048/td_learning.hpp), with progress on stderr, checkpoints written atomically, and
// --resume going on from the file exactly as an uninterrupted run would.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <string>

#include "adapters/2048/g2048_main.hpp"
#include "adapters/common/cli.hpp"
#include "engine/2048/td_learning.hpp"
#include "protocol/errors.hpp"
#include "protocol/files.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::g2048 {

namespace {

struct TrainOptions {
    std::string out;
    std::string network = "standard";
    std::uint64_t games = 100000;
    std::uint64_t seed = 1;
    double alpha = 0.1;
    std::uint64_t save_every = 10000;
    std::uint64_t report_every = 1000;
    bool resume = false;
};

// What the games of one progress line reached.
struct Tally {
    std::uint64_t games = 0, score = 0, reached_2048 = 0, reached_8192 = 0, reached_16384 = 0;
    int best = 0;
    void add(const EpisodeStats& e) {
        ++games;
        score += e.score;
        reached_2048 += e.max_exponent >= 11;
        reached_8192 += e.max_exponent >= 13;
        reached_16384 += e.max_exponent >= 14;
        best = std::max(best, e.max_exponent);
    }
    std::string line(std::uint64_t last, double seconds) const {
        const auto pct = [&](std::uint64_t n) { return 100.0 * static_cast<double>(n) / games; };
        return fmt::format(
            "games {}..{}: mean score {}, 2048 in {:.1f}%, 8192 in {:.1f}%, 16384 in {:.1f}%, "
            "best tile {}, {:.0f} games/s",
            last - games + 1, last, score / games, pct(reached_2048), pct(reached_8192),
            pct(reached_16384), 1u << best, games / std::max(seconds, 1e-9));
    }
};

NTupleNetwork start_network(const TrainOptions& o, bool network_given, bool seed_given) {
    if (o.resume && std::filesystem::exists(o.out)) {
        auto net = NTupleNetwork::parse(protocol::read_whole_file(o.out, std::size_t{1} << 31));
        if (!net) throw protocol::UsageError("cannot resume from " + o.out + ": " + net.error());
        if (network_given && net->shapes() != *NTupleNetwork::preset(o.network))
            throw protocol::UsageError(o.out + " holds another network than --network " +
                                       o.network);
        if (seed_given && net->seed() != o.seed)
            throw protocol::UsageError(o.out + " was trained with --seed " +
                                       std::to_string(net->seed()) + ", not " +
                                       std::to_string(o.seed));
        return std::move(*net);
    }
    if (!o.resume && std::filesystem::exists(o.out))
        throw protocol::UsageError(o.out + " exists: --resume to go on training it, or remove it");
    auto shapes = NTupleNetwork::preset(o.network);
    if (!shapes) throw protocol::UsageError(shapes.error());
    NTupleNetwork net(std::move(*shapes));
    net.set_seed(o.seed);
    return net;
}

void train(const TrainOptions& o, NTupleNetwork& net) {
    std::cerr << "training " << o.out << ": " << net.weight_count() << " weights, games "
              << net.games() << " -> " << o.games << ", seed " << net.seed() << "\n";
    Tally tally;
    auto since = std::chrono::steady_clock::now();
    while (net.games() < o.games) {
        SpawnRng rng(episode_seed(net.seed(), net.games()));
        tally.add(td_episode(net, rng, o.alpha));
        net.set_games(net.games() + 1);
        if (net.games() % o.report_every == 0 || net.games() == o.games) {
            const auto now = std::chrono::steady_clock::now();
            std::cerr << tally.line(net.games(), std::chrono::duration<double>(now - since).count())
                      << "\n";
            tally = {};
            since = now;
        }
        if (net.games() % o.save_every == 0 || net.games() == o.games)
            protocol::write_file_atomically(o.out, net.serialize());
    }
}

}  // namespace

int g2048_train_main(int argc, char** argv) {
    TrainOptions o;
    namespace po = protocol::po;
    using protocol::arg_value;
    using protocol::types::integer;
    po::options_description desc("options");
    const auto positive = protocol::check_that<std::uint64_t>(
        [](const std::uint64_t& n) { return n > 0; }, "must be at least 1");
    desc.add_options()("out", po::value(&o.out)->required(),
                       "the network file (written atomically)")(
        "network", po::value(&o.network)->default_value(o.network),
        "the shapes: standard (four 6-cell shapes, 256 MB), small (four 4-cell shapes, 1 MB) or "
        "tiny (for tests)")(
        "games", arg_value(&o.games, protocol::types::seed(), positive)->default_value(o.games),
        "train until the network has played this many games in all")(
        "seed", arg_value(&o.seed, protocol::types::seed())->default_value(o.seed),
        "seed of the training games' tiles, 0..2^64-1")(
        "alpha",
        arg_value(&o.alpha, protocol::types::real(),
                  protocol::check_that<double>([](const double& a) { return a > 0 && a <= 1; },
                                               "must be above 0 and at most 1"))
            ->default_value(o.alpha),
        "learning rate of one value update (split over the network's lookups)")(
        "save-every",
        arg_value(&o.save_every, protocol::types::seed(), positive)->default_value(o.save_every),
        "write the file every N games")(
        "report-every",
        arg_value(&o.report_every, protocol::types::seed(), positive)
            ->default_value(o.report_every),
        "a progress line on stderr every N games")("resume", po::bool_switch(&o.resume),
                                                   "go on from the file's network and game count");
    po::variables_map vm;
    const std::string usage =
        "usage: boardtalk 2048 train --out FILE [--games N] [--resume]   (an n-tuple network "
        "learnt by TD(0) from seeded games of its own)";
    if (auto code = protocol::parse_options(argc, argv, usage, desc, {}, vm)) return *code;
    NTupleNetwork net = start_network(o, !vm["network"].defaulted(), !vm["seed"].defaulted());
    train(o, net);
    return 0;
}

}  // namespace boardtalk::g2048
