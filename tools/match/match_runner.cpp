#include "tools/match/match_runner.hpp"

#include <spdlog/spdlog.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "protocol/client/engine_process.hpp"
#include "protocol/files.hpp"
#include "tools/match/engine_driver.hpp"
#include "tools/match/game_runner.hpp"
#include "tools/match/match_info.hpp"
#include "tools/match/openings.hpp"
#include "tools/match/referee_lookup.hpp"
#include "tools/match/results_file.hpp"
#include "tools/match/sprt_summary.hpp"
#include "tools/match/summary.hpp"
#include "tools/match/tournament_summary.hpp"

namespace boardtalk::match {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// A problem found before any game is played: one line, exit code 2.
struct BadInput : std::runtime_error {
    using std::runtime_error::runtime_error;
};

std::chrono::milliseconds to_ms(double seconds) {
    return std::chrono::milliseconds(static_cast<long long>(seconds * 1000.0 + 0.5));
}

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// Starts the engine once and asks protocol_version (uci; nothing for codecup engines, which
// take moves only): an engine that cannot start or exits at once is bad input; one that is
// merely slow or odd here gets its chance in the games.
void check_engine_starts(const std::string& name, const std::string& command, EngineProtocol proto,
                         std::chrono::milliseconds setup_timeout) {
    protocol::EngineProcess::Options options;
    if (proto == EngineProtocol::codecup) options.quit_command = "Quit";
    auto started = protocol::EngineProcess::start(command, options);
    if (!started.engine)
        throw BadInput("engine " + name + " does not start: " + started.error + " ('" + command +
                       "')");
    const auto probe = probe_command(proto);
    if (!probe) return;
    const auto r = started.engine->send(*probe, setup_timeout);
    if (r.status == protocol::Response::Status::died) {
        std::string tail = started.engine->stderr_tail();
        while (!tail.empty() && (tail.back() == '\n' || tail.back() == '\r')) tail.pop_back();
        if (const auto nl = tail.rfind('\n'); nl != std::string::npos) tail = tail.substr(nl + 1);
        throw BadInput("engine " + name + " exits at start ('" + command + "'): " + r.text +
                       (tail.empty() ? "" : ": " + tail));
    }
    started.engine->stop();
}

// The summary on stdout (and --plot); the exit code: 0, or the test's (sprt_exit_code).
int print_summary(const std::vector<GameResult>& results, const MatchNames& names,
                  const Lineup& lineup, const std::optional<SprtSetup>& sprt,
                  const std::string& plot) {
    if (lineup.tournament != TournamentKind::match) {
        std::cout << format_tournament_summary(results, lineup.engines, lineup.tournament)
                  << std::flush;
        if (!plot.empty()) write_tournament_plot_svg(results, lineup.engines, plot);
        return 0;
    }
    int code = 0;
    if (sprt) {
        const SprtOutcome outcome = evaluate_sprt(results, *sprt);
        std::cout << format_sprt_summary(results, names, sprt->params, outcome) << std::flush;
        code = sprt_exit_code(outcome);
    } else {
        std::cout << format_summary(results, names) << std::flush;
    }
    if (!plot.empty()) write_plot_svg(results, names, plot, sprt ? &*sprt : nullptr);
    return code;
}

// The test of the directories (their match.json), which must agree.
std::optional<SprtSetup> dirs_sprt_setup(const std::vector<fs::path>& dirs) {
    const auto same = [](const std::optional<SprtSetup>& x, const std::optional<SprtSetup>& y) {
        if (!x || !y) return !x && !y;
        const auto &p = x->params, &q = y->params;
        return x->pairs == y->pairs && p.elo0 == q.elo0 && p.elo1 == q.elo1 && p.alpha == q.alpha &&
               p.beta == q.beta && p.model == q.model;
    };
    const auto first = read_sprt_setup(dirs.front());
    for (std::size_t i = 1; i < dirs.size(); ++i)
        if (!same(first, read_sprt_setup(dirs[i])))
            throw std::runtime_error(dirs.front().string() + " and " + dirs[i].string() +
                                     " hold different sequential tests (--sprt)");
    return first;
}

// The lineup of the directories (their match.json), which must agree; a match of a and b when
// the first has none.
Lineup dirs_lineup(const std::vector<fs::path>& dirs) {
    const auto first = read_lineup(dirs.front());
    for (std::size_t i = 1; i < dirs.size(); ++i) {
        const auto other = read_lineup(dirs[i]);
        if (first && other &&
            (first->tournament != other->tournament || first->engines != other->engines))
            throw std::runtime_error(dirs.front().string() + " and " + dirs[i].string() +
                                     " hold different tournaments or engines");
    }
    return first.value_or(Lineup{TournamentKind::match, {"a", "b"}});
}

Lineup options_lineup(const MatchOptions& o) {
    Lineup lineup{o.tournament, {}};
    for (const EngineSpec& e : o.engines) lineup.engines.push_back(e.name);
    return lineup;
}

class MatchRun {
  public:
    explicit MatchRun(const MatchOptions& o) : o_(o), out_(o.out), schedule_(o.schedule()) {}

    int run() {
        try {
            prepare_directory();
            start_sprt();
            schedule_games();
            if (!o_.openings.empty()) {
                openings_ = read_openings(o_.openings);
                check_openings(openings_, o_.settings, o_.seed, todo_, schedule_.games_per_pairing);
            }
            if (!todo_.empty()) check_engines();
        } catch (const std::exception& e) {  // BadInput, or openings/results errors
            std::cerr << "boardtalk match: " << e.what() << '\n';
            return 2;
        }
        play_all();
        if (failed_) {
            std::cerr << "boardtalk match: " << failure_ << " (" << done_.size() - earlier_.size()
                      << " games of this run recorded in " << out_.string() << ")\n";
            return 1;
        }
        return summarize();
    }

  private:
    void prepare_directory() {
        std::error_code ec;
        fs::create_directories(out_, ec);
        if (ec) throw BadInput("cannot create " + out_.string() + ": " + ec.message());
        results_ = std::make_unique<ResultsFile>(out_ / "results.jsonl");
        const std::size_t held = results_->existing().size();
        if (!o_.resume && held > 0)
            throw BadInput(out_.string() + " already holds " + std::to_string(held) +
                           " results: use --resume to go on, or another --out");
        const std::string info = match_info_text(o_);
        const fs::path info_path = out_ / "match.json";
        if (held > 0 && fs::exists(info_path) && read_text(info_path) != info)
            throw BadInput(out_.string() + " holds results of another match (its match.json " +
                           "differs): use another --out");
        // Every line must be one of this match's games, or the games to play are miscounted.
        if (held > 0) earlier_ = read_results(out_, match_shape(o_));
        done_ = earlier_;
        protocol::write_output_file(info_path.string(), info);
    }

    // The test over the games already played (--resume): it may have decided already. A shard
    // plays all its games: only --summarize of every shard can evaluate the test.
    void start_sprt() {
        if (!o_.sprt || o_.shards > 1) return;
        sprt_.emplace(*o_.sprt);
        for (const auto& r : earlier_) sprt_->add(r);
        if (sprt_->decided())
            spdlog::info("resume: the test decided before, {}",
                         sprt_progress_text(sprt_->outcome()));
    }

    void schedule_games() {
        if (sprt_ && sprt_->decided()) return;
        for (int i = 0; i < schedule_.total_games(); ++i)
            if (o_.in_shard(i) && !results_->existing().count(i)) todo_.push_back(i);
        if (o_.resume)
            spdlog::info("resume: {} games already in {}, {} to play", results_->existing().size(),
                         results_->path().string(), todo_.size());
    }

    void check_engines() {
        for (const EngineSpec& e : o_.engines)
            check_engine_starts(e.name, with_seed(e.command, o_.seed), e.protocol,
                                to_ms(o_.setup_timeout));
    }

    GamePlan plan(int index) const {
        GamePlan p;
        p.index = index;
        p.seed = o_.seed + static_cast<std::uint64_t>(index);
        p.settings = o_.settings;
        const ScheduledGame at = schedule_.at(index);
        const Pairing pairing = schedule_.pairings[at.pairing];
        p.a = o_.engines[pairing.first];
        p.a.command = with_seed(p.a.command, p.seed);
        if (o_.engines.size() > 1) {
            p.b = o_.engines[pairing.second];
            p.b.command = with_seed(p.b.command, p.seed);
        }
        p.pairing_game = at.game;
        p.swap_colours = !o_.no_swap;
        p.opening = openings_.for_game(at.game);
        if (o_.move_time) p.move_time = to_ms(*o_.move_time);
        p.genmove_timeout = to_ms(o_.genmove_timeout());
        p.clock_grace = to_ms(o_.clock_grace());
        p.command_timeout = std::max(std::chrono::milliseconds(10000), p.genmove_timeout);
        p.setup_timeout = to_ms(o_.setup_timeout);
        p.max_moves = o_.max_moves;
        const int last = schedule_.total_games() - 1;
        const int width = std::max<int>(4, static_cast<int>(std::to_string(last).size()));
        std::string number = std::to_string(index);
        number.insert(0, static_cast<std::size_t>(std::max(0, width - int(number.size()))), '0');
        p.record_name = "game-" + number + make_referee(o_.settings, 0)->record_extension();
        return p;
    }

    void play_all() {
        start_ = Clock::now();
        const int jobs = std::min<int>(o_.jobs, static_cast<int>(todo_.size()));
        std::vector<std::thread> workers;
        for (int j = 0; j < jobs; ++j) workers.emplace_back([this] { work(); });
        for (auto& w : workers) w.join();
    }

    void work() {
        while (!failed_ && !decided_) {
            const std::size_t k = next_++;
            if (k >= todo_.size()) return;
            try {
                const GamePlan p = plan(todo_[k]);
                PlayedGame g = play_game(p);
                g.result.a_name = p.a.name;
                g.result.b_name = p.b.name;
                protocol::write_output_file((out_ / p.record_name).string(), g.record);
                results_->append(g.result);
                progress(g.result);
            } catch (const std::exception& e) {
                std::lock_guard lock(mutex_);
                if (!failed_.exchange(true)) failure_ = e.what();
            }
        }
    }

    void progress(const GameResult& r) {
        std::lock_guard lock(mutex_);
        done_.push_back(r);
        const double elapsed = std::chrono::duration<double>(Clock::now() - start_).count();
        const int earlier = static_cast<int>(earlier_.size());
        const int total = earlier + static_cast<int>(todo_.size());
        std::string line = o_.tournament == TournamentKind::match
                               ? progress_line(done_, total, elapsed, earlier)
                               : tournament_progress_line(done_, total, elapsed, earlier);
        if (sprt_) {
            // Games running when the test decides are finished and recorded, not counted.
            if (sprt_->add(r)) decided_ = true;
            line += "  " + sprt_progress_text(sprt_->outcome());
        }
        std::cerr << line << std::endl;
    }

    int summarize() {
        try {
            const auto results = read_results({out_});
            const MatchNames names = match_names(o_.engines);
            if (o_.sprt && o_.shards > 1) {
                print_summary(results, names, options_lineup(o_), std::nullopt, o_.plot);
                std::cout << "sprt: not evaluated in a shard (it plays all its games); "
                             "--summarize of every shard's directory evaluates the test\n";
                return 0;
            }
            return print_summary(results, names, options_lineup(o_), o_.sprt, o_.plot);
        } catch (const std::exception& e) {
            std::cerr << "boardtalk match: " << e.what() << '\n';
            return 1;
        }
    }

    const MatchOptions& o_;
    fs::path out_;
    Schedule schedule_;
    std::unique_ptr<ResultsFile> results_;
    std::vector<GameResult> earlier_;  // --resume: the results already in the directory
    Openings openings_;
    std::vector<int> todo_;
    std::atomic<std::size_t> next_{0};
    std::atomic<bool> failed_{false};
    std::atomic<bool> decided_{false};  // the sequential test decided: start no more games
    std::optional<SprtSequence> sprt_;
    std::mutex mutex_;
    std::string failure_;
    std::vector<GameResult> done_;  // the match's finished games, earlier_ first
    Clock::time_point start_;
};

}  // namespace

int run_match(const MatchOptions& options) {
    return MatchRun(options).run();
}

int run_summarize(const MatchOptions& options) {
    try {
        std::vector<fs::path> dirs(options.summarize_dirs.begin(), options.summarize_dirs.end());
        const auto results = read_results(dirs);
        const MatchNames names = read_match_names(dirs.front()).value_or(MatchNames{"a", "b"});
        return print_summary(results, names, dirs_lineup(dirs), dirs_sprt_setup(dirs),
                             options.plot);
    } catch (const ResultsError& e) {
        std::cerr << "boardtalk match: " << e.what() << '\n';
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "boardtalk match: " << e.what() << '\n';
        return 1;
    }
}

}  // namespace boardtalk::match
