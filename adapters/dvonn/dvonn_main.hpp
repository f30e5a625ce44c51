#pragma once
// The `boardtalk dvonn` subcommand and `boardtalk bench dvonn`.

namespace boardtalk::dvonn {

// Serves the dvonn commands on stdin/stdout. argv[0] is "dvonn".
int dvonn_main(int argc, char** argv);

// Prints perft speed, search speed, depth reached in fixed time, and optional strength matches.
// argv[0] is "dvonn".
int dvonn_bench_main(int argc, char** argv);

}  // namespace boardtalk::dvonn
