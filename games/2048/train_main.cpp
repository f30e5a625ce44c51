// `boardtalk 2048 train`: learns an n-tuple network by TD(0) from seeded games of its own
// (engine/2048/td_learning.hpp), with progress on stderr, checkpoints written atomically, and
// --resume going on from the file exactly as an uninterrupted run would.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>

#include "engine/2048/td_learning.hpp"
#include "games/2048/g2048_main.hpp"
#include "games/2048/search_options.hpp"
#include "games/common/cli.hpp"
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
    double alpha = 0.1;            // 1.0 by default with coherence
    bool coherence = false;        // temporal coherence learning (coherence.hpp)
    double optimistic = 0;         // a new network's value of every board
    std::string stage_tiles;       // "16384" or "8192,16384": a multi-stage network
    std::uint32_t restart_at = 0;  // a tile: late starts kept from it on (0: none)
    double restart_share = 0.5;    // of the games, from a late start when one is kept
    std::uint64_t save_every = 10000;
    std::uint64_t report_every = 1000;
    bool resume = false;
};

// What the games of one progress line reached: those from the start, and those from late starts.
struct Tally {
    struct Part {
        std::uint64_t games = 0, score = 0;
        std::array<std::uint64_t, 18> reached{};  // by tile exponent
        double pct(int exponent) const {
            return 100.0 * static_cast<double>(reached[exponent]) / std::max<double>(games, 1);
        }
    };
    Part fresh, late;
    int late_exponent = 0;  // the tile late starts are kept from
    int best = 0;
    void add(const EpisodeStats& e) {
        Part& p = e.start_exponent ? late : fresh;
        ++p.games;
        p.score += e.score;
        for (int x = 0; x <= std::min(e.max_exponent, 17); ++x) ++p.reached[x];
        best = std::max(best, e.max_exponent);
    }
    std::string line(std::uint64_t last, double seconds) const {
        const std::uint64_t games = fresh.games + late.games;
        std::string text = fmt::format("games {}..{}: ", last - games + 1, last);
        if (fresh.games)
            text +=
                fmt::format("mean score {}, 2048 in {:.1f}%, 8192 in {:.1f}%, 16384 in {:.1f}%",
                            fresh.score / fresh.games, fresh.pct(11), fresh.pct(13), fresh.pct(14));
        if (fresh.games && late.games)
            text += fmt::format(" (the {} from the start); ", fresh.games);
        if (late.games)
            text += fmt::format(
                "{} from late starts: mean score {} after the start, {} in {:.1f}%, {} in {:.1f}%",
                late.games, late.score / late.games, 2u << late_exponent,
                late.pct(late_exponent + 1), 4u << late_exponent, late.pct(late_exponent + 2));
        return text + fmt::format(", best tile {}, {:.0f} games/s", 1u << best,
                                  games / std::max(seconds, 1e-9));
    }
};

std::vector<int> stage_exponents(const TrainOptions& o) {
    auto exponents = NTupleNetwork::parse_stage_tiles(o.stage_tiles);
    if (!exponents) throw protocol::UsageError("--stage-tiles: " + exponents.error());
    return *exponents;
}

// With --stage-tiles on resuming a network without stages: the network promoted to them, each
// new stage a copy of its weights and of their coherence sums (so it learns on at the rates they
// had: starting the sums at zero, the full rate, did worse on the small network). Stages once
// set stay: another list is refused.
void add_stages(const TrainOptions& o, NTupleNetwork& net, std::optional<Coherence>& coherence) {
    const auto wanted = stage_exponents(o);
    if (wanted == net.stage_exponents()) return;
    if (net.stages() > 1)
        throw protocol::UsageError(o.out + " has other stages than --stage-tiles " + o.stage_tiles);
    std::cerr << "promoting " << o.out << " to stages at tiles " << o.stage_tiles << "\n";
    net = std::move(net).with_stages(wanted, true);
    if (coherence)
        coherence.emplace(std::move(coherence->errors()).with_stages(wanted, true),
                          std::move(coherence->sizes()).with_stages(wanted, true));
}

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
    NTupleNetwork net(std::move(*shapes), stage_exponents(o));
    net.set_seed(o.seed);
    if (o.optimistic > 0) net.fill(static_cast<float>(o.optimistic / net.lookups()));
    return net;
}

// The file of late starts beside the network.
std::string late_starts_path(const std::string& out) {
    return out + ".starts";
}

// The coherence sums beside the network: E and A, each in a network file of its own.
std::string coherence_path(const std::string& out, char which) {
    return out + ".coherence-" + which;
}

// With --coherence: the sums saved with the network being resumed (at its game count), or zero
// sums (a new network, or one trained without them so far).
std::optional<Coherence> start_coherence(const TrainOptions& o, const NTupleNetwork& net,
                                         bool resumed) {
    if (!o.coherence) return std::nullopt;
    const std::string e_path = coherence_path(o.out, 'e'), a_path = coherence_path(o.out, 'a');
    if (!resumed || !std::filesystem::exists(e_path)) {
        if (resumed)
            std::cerr << "no coherence sums saved with " << o.out << " (" << e_path
                      << "): starting them at zero\n";
        return Coherence(net);
    }
    auto load = [&](const std::string& path) {
        auto sums = NTupleNetwork::parse(protocol::read_whole_file(path, std::size_t{1} << 31));
        if (!sums) throw protocol::UsageError("cannot resume from " + path + ": " + sums.error());
        if (sums->shapes() != net.shapes() || sums->stage_exponents() != net.stage_exponents() ||
            sums->games() != net.games())
            throw protocol::UsageError(path + " was saved at game " +
                                       std::to_string(sums->games()) + " for another network or " +
                                       o.out + " at " + std::to_string(net.games()) +
                                       ": remove both coherence files to start them at zero");
        return std::move(*sums);
    };
    return Coherence(load(e_path), load(a_path));
}

// Writes the network and what goes with it. The others first: should the run stop between the
// writes, a resume finds them newer than the network and says so, rather than using them.
void save(const TrainOptions& o, NTupleNetwork& net, const std::optional<LateStarts>& late,
          std::optional<Coherence>& coherence) {
    if (late)
        protocol::write_file_atomically(late_starts_path(o.out), late->serialize(net.games()));
    if (coherence) {
        for (auto* sums : {&coherence->errors(), &coherence->sizes()}) sums->set_games(net.games());
        protocol::write_file_atomically(coherence_path(o.out, 'e'),
                                        coherence->errors().serialize());
        protocol::write_file_atomically(coherence_path(o.out, 'a'), coherence->sizes().serialize());
    }
    protocol::write_file_atomically(o.out, net.serialize());
}

// With --restart-at: the late starts saved with the network being resumed (they must go with its
// game count and tile), or none yet (a new network, or one trained without them so far).
std::optional<LateStarts> start_late(const TrainOptions& o, const NTupleNetwork& net,
                                     bool resumed) {
    if (!o.restart_at) return std::nullopt;
    const int exponent = std::countr_zero(o.restart_at);  // a power of two (tile_or_zero)
    const std::string path = late_starts_path(o.out);
    if (!resumed || !std::filesystem::exists(path)) {
        if (resumed)
            std::cerr << "no late starts saved with " << o.out << " (" << path
                      << "): starting with none\n";
        return LateStarts(exponent);
    }
    auto saved = LateStarts::parse(protocol::read_whole_file(path));
    if (!saved) throw protocol::UsageError("cannot resume from " + path + ": " + saved.error());
    if (saved->games != net.games())
        throw protocol::UsageError(path + " was saved at game " + std::to_string(saved->games) +
                                   ", " + o.out + " at " + std::to_string(net.games()) +
                                   ": remove it to start with no late starts");
    if (saved->starts.tile_exponent() != exponent)
        throw protocol::UsageError(path + " keeps boards from tile " +
                                   std::to_string(1u << saved->starts.tile_exponent()) +
                                   ", not --restart-at " + std::to_string(o.restart_at));
    return std::move(saved->starts);
}

void train(const TrainOptions& o, NTupleNetwork& net, std::optional<LateStarts> late,
           std::optional<Coherence> coherence) {
    std::cerr << "training " << o.out << ": " << net.weight_count() << " weights"
              << (net.stages() > 1 ? " in " + std::to_string(net.stages()) + " stages" : "")
              << ", games " << net.games() << " -> " << o.games << ", seed " << net.seed();
    if (late)
        std::cerr << ", " << 100 * o.restart_share << "% of the games from late starts (tile "
                  << (1u << late->tile_exponent()) << "+, " << late->boards().size() << " kept)";
    if (coherence) std::cerr << ", temporal coherence";
    std::cerr << ", alpha " << o.alpha << "\n";
    Tally tally;
    tally.late_exponent = late ? late->tile_exponent() : 0;
    auto since = std::chrono::steady_clock::now();
    while (net.games() < o.games) {
        SpawnRng rng(episode_seed(net.seed(), net.games()));
        const Bitboard start =
            training_start(late ? &*late : nullptr, o.restart_share, net.seed(), net.games());
        tally.add(td_episode(net, rng, o.alpha, start, late ? &*late : nullptr,
                             coherence ? &*coherence : nullptr));
        net.set_games(net.games() + 1);
        if (net.games() % o.report_every == 0 || net.games() == o.games) {
            const auto now = std::chrono::steady_clock::now();
            std::cerr << tally.line(net.games(), std::chrono::duration<double>(now - since).count())
                      << "\n";
            const int late_exponent = tally.late_exponent;
            tally = {};
            tally.late_exponent = late_exponent;
            since = now;
        }
        if (net.games() % o.save_every == 0 || net.games() == o.games)
            save(o, net, late, coherence);
    }
}

void add_train_options(protocol::po::options_description& desc, TrainOptions& o) {
    namespace po = protocol::po;
    using protocol::arg_value;
    using protocol::types::integer;
    const auto positive = protocol::check_that<std::uint64_t>(
        [](const std::uint64_t& n) { return n > 0; }, "must be at least 1");
    desc.add_options()("out", protocol::text_value(&o.out)->required(),
                       "the network file (written atomically)")(
        "network",
        arg_value(&o.network, protocol::types::string(),
                  [](const std::string& name, const std::string&) -> std::optional<std::string> {
                      if (auto shapes = NTupleNetwork::preset(name); !shapes) return shapes.error();
                      return std::nullopt;
                  })
            ->default_value(o.network),
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
        "learning rate of one value update (split over the network's lookups); with "
        "--coherence, 1.0 by default and scaled by each weight's own rate")(
        "coherence", po::bool_switch(&o.coherence),
        "temporal coherence learning: a learning rate per weight (sums kept in "
        "FILE.coherence-e and FILE.coherence-a)")(
        "optimistic",
        arg_value(&o.optimistic, protocol::types::real(), protocol::real_range(0, 1e7))
            ->default_value(o.optimistic),
        "a new network values every board at this (optimistic initialisation; 320000 in the "
        "literature); a resumed one keeps its weights")(
        "save-every",
        arg_value(&o.save_every, protocol::types::seed(), positive)->default_value(o.save_every),
        "write the file every N games")(
        "report-every",
        arg_value(&o.report_every, protocol::types::seed(), positive)
            ->default_value(o.report_every),
        "a progress line on stderr every N games")("resume", po::bool_switch(&o.resume),
                                                   "go on from the file's network and game count")(
        "restart-at",
        arg_value(&o.restart_at, protocol::types::integer(), tile_or_zero())
            ->default_value(o.restart_at),
        "keep the boards where games first make this tile or a larger one (the last 1000, in "
        "FILE.starts) and start --restart-share of the games from one; 0: every game from the "
        "start")(
        "restart-share",
        arg_value(&o.restart_share, protocol::types::real(),
                  protocol::check_that<double>([](const double& p) { return p > 0 && p < 1; },
                                               "must be above 0 and below 1"))
            ->default_value(o.restart_share),
        "with --restart-at: the share of the games begun from a kept board")(
        "stage-tiles", protocol::text_value(&o.stage_tiles),
        "a multi-stage network: boards whose largest tile is at least one of these tiles "
        "(ascending, comma-separated, at most 3) have weights of their own; on --resume of a "
        "network without stages, each new stage starts as a copy of its weights");
}

}  // namespace

int g2048_train_main(int argc, char** argv) {
    TrainOptions o;
    namespace po = protocol::po;
    po::options_description desc("options");
    add_train_options(desc, o);
    po::variables_map vm;
    const std::string usage =
        "usage: boardtalk 2048 train --out FILE [--games N] [--resume]   (an n-tuple network "
        "learnt by TD(0) from seeded games of its own)";
    if (auto code = protocol::parse_options(argc, argv, usage, desc, {}, vm)) return *code;
    if (!vm["restart-share"].defaulted() && !o.restart_at)
        throw protocol::UsageError("--restart-share needs --restart-at");
    if (o.coherence && vm["alpha"].defaulted()) o.alpha = 1.0;
    const bool resumed = o.resume && std::filesystem::exists(o.out);
    NTupleNetwork net = start_network(o, !vm["network"].defaulted(), !vm["seed"].defaulted());
    auto late = start_late(o, net, resumed);
    auto coherence = start_coherence(o, net, resumed);
    if (vm.count("stage-tiles")) add_stages(o, net, coherence);
    train(o, net, std::move(late), std::move(coherence));
    return 0;
}

}  // namespace boardtalk::g2048
