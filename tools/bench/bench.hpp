#pragma once

namespace boardtalk {

// `boardtalk bench GAME [OPTIONS]`: prints figures, never fails on a slow machine.
int bench_main(int argc, char** argv);

}  // namespace boardtalk
