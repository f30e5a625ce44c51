#include "adapters/dvonn/search_bench.hpp"

#include <cstdio>
#include <string>
#include <vector>

#include "adapters/common/bench_timer.hpp"
#include "engine/dvonn/notation.hpp"
#include "engine/dvonn/position_text.hpp"
#include "engine/dvonn/search.hpp"

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
        "WB.(WBW).BB.(WB)/BWB.(WBW).BBBW/BB(DB)(WB)(BBW).WWDBB/..(BW)WW.WWBW/(WB)W.W..(BW)DW w "
        "moving",
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

}  // namespace boardtalk::dvonn
