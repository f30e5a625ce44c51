#pragma once
// The search part of `boardtalk bench dvonn`: the depth a time-limited search reaches, and the
// nodes each iteration of a fixed-depth search costs (independent of the machine's load), from
// the three fixed setups and three middle-game positions.
namespace boardtalk::dvonn {

// Searches each bench position for `seconds` (wall): depth reached, nodes, nodes per CPU second.
void bench_search(double seconds);
// Searches each bench position to `depth` (deterministic): the nodes each completed iteration
// cost so far, the CPU seconds, and the deepest iteration completed within one CPU second.
void bench_depth(int depth);
// The exact endgame solver on random endgames (random moves from `setup random` until at most
// n stacks can move) for n = 6 .. max_stacks: nodes per CPU second, the slowest and median
// solve, and the largest n whose every position it solved within 0.1 s.
void bench_endgame(int max_stacks);

}  // namespace boardtalk::dvonn
