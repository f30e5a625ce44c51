#pragma once

namespace boardtalk::go_adapter {

// `boardtalk go [OPTIONS]`: the Go engine over GTP v2 on stdin/stdout.
int go_main(int argc, char** argv);
// `boardtalk go learn --records DIR... --out FILE`: ratings of move features from game records.
int go_learn_main(int argc, char** argv);
// `boardtalk bench go [OPTIONS]`: playout speed and GTP throughput against GNU Go.
int go_bench_main(int argc, char** argv);

}  // namespace boardtalk::go_adapter
