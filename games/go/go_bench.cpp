// `boardtalk bench go`: light playout speed and GTP throughput against GNU Go, measured in the
// same run. Prints figures; never fails because a machine is slow.
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <iostream>

#include "games/common/bench_timer.hpp"
#include "games/go/go_main.hpp"

#include "engine/go/fast_playout.hpp"
#include "engine/go/mcts_player.hpp"
#include "engine/go/notation.hpp"
#include "engine/go/playout.hpp"
#include "engine/go/random_player.hpp"
#include "games/common/cli.hpp"
#include "games/go/estimate_bench.hpp"
#include "protocol/option_values.hpp"

extern char** environ;

namespace boardtalk::go_adapter {

namespace po = boost::program_options;

namespace {

struct PipeRun {
    double seconds = 0;
    std::size_t responses = 0;
    std::size_t errors = 0;
    bool started = false;
};

// Runs `argv` with stdin from `input_path`, counting responses on its stdout.
PipeRun run_engine(const std::vector<std::string>& args, const std::string& input_path) {
    PipeRun run;
    int out[2];
    if (::pipe(out) != 0) return run;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, input_path.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    std::vector<char*> argv;
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    const adapters::BenchTimer timer;
    pid_t pid = 0;
    const int rc = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(out[1]);
    if (rc != 0) {
        ::close(out[0]);
        return run;
    }
    run.started = true;
    char buf[1 << 16];
    char prev = 0;
    bool line_start = true;
    for (ssize_t n; (n = ::read(out[0], buf, sizeof buf)) > 0;) {
        for (ssize_t i = 0; i < n; ++i) {
            if (buf[i] == '\n' && prev == '\n') ++run.responses;
            if (line_start && buf[i] == '?') ++run.errors;
            line_start = buf[i] == '\n';
            prev = buf[i];
        }
    }
    ::close(out[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    run.seconds = timer.wall_seconds();
    return run;
}

// Random legal games (simple ko, no suicide: legal for GNU Go too) as GTP lines; returns the
// number of play commands written.
std::size_t write_games(const std::string& path, int size, std::size_t plays_wanted,
                        std::uint64_t seed) {
    std::ofstream file(path);
    file << "boardsize " << size << "\nkomi 7.5\n";
    go::RandomPlayer player(seed);
    std::size_t plays = 0;
    while (plays < plays_wanted) {
        go::Game game(size, size, go::Rules::simple());
        file << "clear_board\n";
        go::Color c = go::Color::black;
        while (game.consecutive_passes() < 2 &&
               game.history().size() < std::size_t(size * size * 3)) {
            const go::Point p = player.genmove(game, c);
            game.play(c, p);
            file << "play " << (c == go::Color::black ? 'b' : 'w') << ' ' << go::vertex_name(p)
                 << '\n';
            ++plays;
            c = go::opponent(c);
        }
    }
    return plays;
}

void bench_playouts(double seconds) {
    for (int size : {9, 19}) {
        auto stats = go::run_playouts(size, size, {0, seconds}, 1);
        // Per CPU second as well: on a loaded machine the wall-clock rate says little.
        std::printf("light playouts %2dx%-2d  %7.0f /s wall  %7.0f /s CPU  (%.1f moves each)\n",
                    size, size, stats.playouts_per_second(), stats.playouts_per_cpu_second(),
                    stats.moves_per_playout());
        auto heavy = go::run_heavy_playouts(size, size, {0, seconds}, 1);
        std::printf("heavy playouts %2dx%-2d  %7.0f /s wall  %7.0f /s CPU  (%.1f moves each)\n",
                    size, size, heavy.playouts_per_second(), heavy.playouts_per_cpu_second(),
                    heavy.moves_per_playout());
    }
}

struct SearchRate {
    double wall = 0, cpu = 0;  // playouts per second
    std::size_t nodes = 0;
};

// One search of `seconds` from the empty board of `size` on `threads` threads.
SearchRate search_rate(int size, double seconds, int threads) {
    go::Game game(size, size);
    go::SearchParams params;
    params.threads = threads;
    go::MctsPlayer player(params);
    go::SteadyTimeSource clock;
    go::SearchLimits limits;
    limits.time = &clock;
    limits.deadline = clock.now() + seconds;
    const adapters::BenchTimer timer;
    player.genmove(game, go::Color::black, limits);
    const double wall = timer.wall_seconds(), cpu = timer.cpu_seconds();
    const auto playouts = double(player.search().last_run_playouts());
    return {wall > 0 ? playouts / wall : 0, cpu > 0 ? playouts / cpu : 0,
            player.search().node_count()};
}

// The MCTS search from the empty board: playouts per second with the tree on one thread, and
// with `threads` > 1 sharing the tree as a ratio to the one thread of this run (the rate of
// the wall clock: the threads' CPU seconds add up).
void bench_search(double seconds, int threads) {
    for (int size : {9, 19}) {
        const SearchRate one = search_rate(size, seconds, 1);
        std::printf("mcts search    %2dx%-2d  %7.0f /s wall  %7.0f /s CPU  (%zu nodes)\n", size,
                    size, one.wall, one.cpu, one.nodes);
        if (threads < 2) continue;
        const SearchRate many = search_rate(size, seconds, threads);
        std::printf("mcts search    %2dx%-2d  %7.0f /s wall with %d threads: %.2fx one thread\n",
                    size, size, many.wall, threads, one.wall > 0 ? many.wall / one.wall : 0);
    }
}

void bench_throughput(const std::string& self, const std::string& gnugo, std::size_t plays_wanted) {
    char path[] = "/tmp/boardtalk-bench-XXXXXX";
    const int fd = ::mkstemp(path);
    if (fd < 0) return;
    ::close(fd);
    const std::size_t plays = write_games(path, 19, plays_wanted, 7);
    std::printf("GTP throughput: %zu play commands in random 19x19 games, piped\n", plays);
    const auto ours = run_engine({self, "go", "--rules", "simple"}, path);
    const auto theirs = run_engine({gnugo, "--mode", "gtp"}, path);
    auto report = [plays](const char* who, const PipeRun& r) {
        if (!r.started) return std::printf("  %-10s could not be started\n", who), 0.0;
        const double rate = plays / r.seconds;
        std::printf("  %-10s %9.0f plays/s  (%.3f s, %zu responses, %zu errors)\n", who, rate,
                    r.seconds, r.responses, r.errors);
        return rate;
    };
    const double a = report("boardtalk", ours);
    const double b = report("gnugo", theirs);
    if (a > 0 && b > 0) std::printf("  ratio boardtalk / gnugo: %.1fx\n", a / b);
    ::unlink(path);
}

}  // namespace

int go_bench_main(int argc, char** argv) {
    double seconds = 3;
    int plays = 20000;
    int threads = 1;
    std::string gnugo = "/usr/games/gnugo";
    po::options_description desc("boardtalk bench go options");
    desc.add_options()(
        "seconds",
        protocol::arg_value(&seconds, protocol::types::real(), protocol::positive_seconds(3600))
            ->default_value(seconds),
        "time per playout measurement (above 0, at most 3600)")(
        "plays",
        protocol::arg_value(&plays, protocol::int_type(), protocol::int_range(1, 10000000))
            ->default_value(plays),
        "play commands in the GTP stream, 1..10000000")(
        "threads",
        protocol::arg_value(&threads, protocol::int_type(), protocol::int_range(1, go::max_threads))
            ->default_value(threads),
        "also measure the MCTS search on this many threads sharing the tree (1..64)")(
        "gnugo", protocol::text_value(&gnugo)->default_value(gnugo),
        "the GNU Go binary to compare with");
    const std::string usage =
        "usage: boardtalk bench go [OPTIONS]\nPrints playouts per second "
        "(one core) and GTP plays per second against GNU Go.";
    po::variables_map vm;
    if (auto done = protocol::parse_options(argc, argv, usage, desc, {}, vm)) return *done;
    bench_playouts(seconds);
    bench_search(seconds, threads);
    bench_estimate();
    bench_throughput("/proc/self/exe", gnugo, static_cast<std::size_t>(plays));
    return 0;
}

}  // namespace boardtalk::go_adapter
