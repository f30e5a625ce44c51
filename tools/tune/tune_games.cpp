#include "tools/tune/tune_games.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <exception>
#include <thread>

#include "protocol/client/engine_process.hpp"
#include "tools/match/game_runner.hpp"
#include "tools/match/referee_lookup.hpp"

namespace boardtalk::tune {

namespace {

using match::GamePlan;

std::uint64_t pair_seed(const TuneOptions& o, int k) {
    return o.spsa.seed + static_cast<std::uint64_t>(k);
}

int first_index(int k) {
    return 2 * (k - 1);
}

std::chrono::milliseconds to_ms(double seconds) {
    return std::chrono::milliseconds(static_cast<long long>(seconds * 1000.0 + 0.5));
}

GamePlan plan(const TuneOptions& o, const match::Openings& openings, const Probe& p, int g) {
    GamePlan plan;
    plan.index = first_index(p.k) + g;  // even: engine a (theta+) plays the first colour
    plan.seed = pair_seed(o, p.k);
    plan.settings = o.match.settings;
    const auto& params = o.spsa.params;
    plan.a = {"plus", match::with_seed(with_values(o.engine, params, p.plus), plan.seed)};
    plan.b = {"minus", match::with_seed(with_values(o.engine, params, p.minus), plan.seed)};
    plan.a.tc = o.match.engines.at(0).tc;  // --tc, resolved by match's parser
    plan.b.tc = o.match.engines.at(1).tc;
    plan.clock_grace = to_ms(o.match.clock_grace());
    plan.opening = openings.for_game(plan.index);
    plan.genmove_timeout = to_ms(o.match.genmove_timeout());
    plan.command_timeout = std::max(std::chrono::milliseconds(10000), plan.genmove_timeout);
    plan.setup_timeout = to_ms(o.match.setup_timeout);
    plan.max_moves = o.match.max_moves;
    plan.record_name = "game";
    return plan;
}

void warn_forfeit(const match::GameResult& r, int k) {
    if (r.end != "forfeit" || !r.forfeit_cause || *r.forfeit_cause == match::ForfeitCause::timeout)
        return;
    spdlog::warn("iteration {}: {} forfeits a game: {}", k,
                 r.forfeit_engine == "a" ? "theta+" : "theta-", to_string(*r.forfeit_cause));
}

}  // namespace

match::Openings read_tune_openings(const TuneOptions& o) {
    if (o.match.openings.empty()) return {};
    match::Openings openings = match::read_openings(o.match.openings);
    // Both games of a pair have its seed (a DVONN random setup depends on it): check each pair.
    const bool seed_dependent =
        match::find_referee_game(o.match.settings.game)->seed_dependent(o.match.settings);
    for (int k = 1; k <= o.spsa.iterations; ++k) {
        const int index = first_index(k);
        match::check_openings(openings, o.match.settings,
                              pair_seed(o, k) - static_cast<std::uint64_t>(index), {index});
        if (openings.list.size() <= static_cast<std::size_t>(k) && !seed_dependent)
            break;  // every opening checked; only games whose start depends on the seed go on
    }
    return openings;
}

void check_engine_starts(const TuneOptions& o) {
    std::vector<double> start;
    for (const TuneParam& p : o.spsa.params) start.push_back(p.start);
    const std::string command =
        match::with_seed(with_values(o.engine, o.spsa.params, start), o.spsa.seed);
    auto started = protocol::EngineProcess::start(command);
    if (!started.engine)
        throw std::runtime_error("engine does not start: " + started.error + " ('" + command +
                                 "')");
    const auto r = started.engine->send("protocol_version", std::chrono::seconds(10));
    if (r.status == protocol::Response::Status::died)
        throw std::runtime_error("engine exits at start ('" + command + "'): " + r.text);
    started.engine->stop();
}

PairOutcome play_pair(const TuneOptions& o, const match::Openings& openings, const Probe& p) {
    match::PlayedGame games[2];
    if (o.jobs >= 2) {
        std::exception_ptr failed;
        std::thread second([&] {
            try {
                games[1] = match::play_game(plan(o, openings, p, 1));
            } catch (...) {
                failed = std::current_exception();
            }
        });
        try {
            games[0] = match::play_game(plan(o, openings, p, 0));
        } catch (...) {
            second.join();
            throw;
        }
        second.join();
        if (failed) std::rethrow_exception(failed);
    } else {
        for (int g = 0; g < 2; ++g) games[g] = match::play_game(plan(o, openings, p, g));
    }
    PairOutcome out;
    for (const auto& g : games) {
        const match::GameResult& r = g.result;
        warn_forfeit(r, p.k);
        out.games.push_back(r.result);
        if (r.winner == match::Winner::a)
            ++out.plus_wins;
        else if (r.winner == match::Winner::b)
            ++out.minus_wins;
        else
            ++out.draws;
    }
    return out;
}

}  // namespace boardtalk::tune
