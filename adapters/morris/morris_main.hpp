#pragma once
// The `boardtalk morris` subcommand and `boardtalk bench morris`.

namespace boardtalk::morris {

// Serves the morris commands on stdin/stdout. argv[0] is "morris".
int morris_main(int argc, char** argv);

// Prints perft speed, search speed, depth reached in fixed time, and optional strength matches.
// argv[0] is "morris".
int morris_bench_main(int argc, char** argv);

}  // namespace boardtalk::morris
