#include "games/dvonn/search_bench.hpp"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "engine/dvonn/endgame.hpp"
#include "engine/dvonn/game.hpp"
#include "engine/dvonn/match.hpp"
#include "engine/dvonn/notation.hpp"
#include "engine/dvonn/position_text.hpp"
#include "engine/dvonn/search.hpp"
#include "games/common/bench_timer.hpp"

namespace boardtalk::dvonn {

namespace {

struct BenchPosition {
    const char* name;
    Board board;
};

// The three fixed setups (`setup random 1..3`, conformance/dvonn/perft.txt) and the positions
// 12 plies later in the engine's own play at depth 4 (commit b322b6f, `boardtalk dvonn
// --random-setup N --deterministic --depth 4`, six `genmove`s a side): the middle game, about
// 40 stacks, some of them tall.
std::vector<BenchPosition> bench_positions() {
    static const char* const kMiddle[] = {
        "W.(BW).(DBB)BB../WWBB.B..DB/WBWBBW(WB).(WBWWBW)BB/W(BW)WWB(BW)..BB/W.WWW(BW).WD w moving",
        ("WB.(WBW).BB.(WB)/BWB.(WBW).BBBW/BB(DB)(WB)(BBW).WWDBB/..(BW)WW.WWBW/(WB)W.W..(BW)DW w "
         "moving"),
        "(BW)WWWBBBBW/.WBBWWWBBW/WD(BW)WBBWB(WB)WB/..(WBBW)W(WBBWB)B..DD/..B..(WWB)... w moving",
    };
    std::vector<BenchPosition> out;
    for (std::uint64_t seed = 1; seed <= 3; ++seed)
        out.push_back({seed == 1   ? "setup-1"
                       : seed == 2 ? "setup-2"
                                   : "setup-3",
                       random_setup(seed).board});
    const char* const names[] = {"middle-1", "middle-2", "middle-3"};
    for (int i = 0; i < 3; ++i) out.push_back({names[i], parse_position(kMiddle[i])->board});
    return out;
}

// Random moves from `setup random seed` until at most `stacks` stacks can move; nullopt when
// the game ended first.
std::optional<Board> random_endgame(std::uint64_t seed, int stacks) {
    Game g(random_setup(seed));
    RandomPlayer random(seed);
    while (!g.over() && mobile_stacks(g.position().board) > stacks)
        if (g.play(random.choose(g))) return std::nullopt;
    if (g.over()) return std::nullopt;
    return g.position().board;
}

}  // namespace

void bench_search(double seconds) {
    std::printf("search, %.2f s per position (depth = last completed iteration)\n", seconds);
    std::uint64_t total_nodes = 0;
    double total_cpu = 0;
    for (const BenchPosition& p : bench_positions()) {
        Searcher searcher(20);
        const adapters::BenchTimer timer;
        const SearchReport r = searcher.search(p.board, {.depth = 0, .seconds = seconds});
        const double c = timer.cpu_seconds();
        total_nodes += r.nodes;
        total_cpu += c;
        std::printf(
            "  %-8s  depth %2d  score %6d  best %-6s %9llu nodes  %5.2f s cpu  "
            "%5.2f M nodes/cpu-s\n",
            p.name, r.depth, r.score, format_move(r.best).c_str(),
            static_cast<unsigned long long>(r.nodes), c, c > 0 ? r.nodes / c / 1e6 : 0.0);
    }
    std::printf("  total %llu nodes in %.2f s cpu: %.2f M nodes/cpu-s\n",
                static_cast<unsigned long long>(total_nodes), total_cpu,
                total_cpu > 0 ? total_nodes / total_cpu / 1e6 : 0.0);
}

void bench_depth(int depth) {
    std::printf("search to depth %d: nodes after each iteration (deterministic)\n", depth);
    std::uint64_t total_nodes = 0;
    double total_cpu = 0;
    for (const BenchPosition& p : bench_positions()) {
        Searcher searcher(20);
        const adapters::BenchTimer timer;
        std::string line;
        int in_one_second = 0;
        const SearchReport r =
            searcher.search(p.board, {.depth = depth}, [&](const SearchReport& it) {
                line += " " + std::to_string(it.nodes);
                if (timer.cpu_seconds() <= 1.0) in_one_second = it.depth;
            });
        const double c = timer.cpu_seconds();
        total_nodes += r.nodes;
        total_cpu += c;
        std::printf("  %-8s %s  (%.2f s cpu, %.2f M nodes/cpu-s, depth %d within 1 cpu-s)\n",
                    p.name, line.c_str(), c, c > 0 ? r.nodes / c / 1e6 : 0.0, in_one_second);
    }
    std::printf("  total %llu nodes in %.2f s cpu: %.2f M nodes/cpu-s\n",
                static_cast<unsigned long long>(total_nodes), total_cpu,
                total_cpu > 0 ? total_nodes / total_cpu / 1e6 : 0.0);
}

void bench_endgame(int max_stacks) {
    constexpr int kPositions = 10;
    constexpr std::uint64_t kNodeLimit = 20000000;  // per position, some seconds
    std::printf(
        "endgame solver, %d random endgames per count of stacks that can move (at most %llu M "
        "nodes each; times in cpu seconds)\n",
        kPositions, static_cast<unsigned long long>(kNodeLimit / 1000000));
    int fast_up_to = 0;
    bool all_fast = true;
    for (int n = 6; n <= max_stacks; ++n) {
        std::vector<double> seconds;
        std::uint64_t nodes = 0;
        double cpu = 0;
        int solved = 0;
        for (std::uint64_t seed = 1; static_cast<int>(seconds.size()) < kPositions; ++seed) {
            const std::optional<Board> b = random_endgame(seed * 1000 + n, n);
            if (!b) continue;
            EndgameSolver solver(20);
            const adapters::BenchTimer timer;
            const EndgameResult r = solver.solve(*b, {.seconds = 0, .nodes = kNodeLimit});
            cpu += timer.cpu_seconds();
            nodes += r.nodes;
            solved += r.solved;
            seconds.push_back(timer.cpu_seconds());
        }
        std::sort(seconds.begin(), seconds.end());
        const bool fast = solved == kPositions && seconds.back() <= 0.1;
        if (all_fast && fast) fast_up_to = n;
        all_fast = all_fast && fast;
        std::printf(
            "  %2d stacks  solved %2d/%d  median %7.4f s  slowest %7.4f s  %5.2f M nodes/cpu-s\n",
            n, solved, kPositions, seconds[seconds.size() / 2], seconds.back(),
            cpu > 0 ? nodes / cpu / 1e6 : 0.0);
    }
    std::printf("  every position solved within 0.1 s up to %d stacks that can move\n", fast_up_to);
}

}  // namespace boardtalk::dvonn
