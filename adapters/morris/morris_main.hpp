#pragma once
// The `boardtalk morris` subcommand and `boardtalk bench morris`.

namespace boardtalk::morris {

// Serves the morris commands on stdin/stdout. argv[0] is "morris".
int morris_main(int argc, char** argv);

// `boardtalk morris solve`: computes the endgame databases into a directory. argv[0] is the
// name for messages ("morris solve").
int morris_solve_main(int argc, char** argv);

// Prints perft speed, search speed, depth reached in fixed time, and optional strength matches.
// argv[0] is "morris".
int morris_bench_main(int argc, char** argv);

}  // namespace boardtalk::morris
