#pragma once
// The `boardtalk 2048` and `boardtalk bench 2048` entry points.

namespace boardtalk::g2048 {

// Serves the 2048 commands on stdin/stdout. argv[0] is "2048". Returns the exit code.
int g2048_main(int argc, char** argv);

// `boardtalk 2048 train`: learns an n-tuple network. argv[0] is "2048 train".
int g2048_train_main(int argc, char** argv);

// Prints search speed and playing strength figures. argv[0] is "2048". Returns the exit code.
int g2048_bench_main(int argc, char** argv);

}  // namespace boardtalk::g2048
