#pragma once

namespace boardtalk::tune {

// `boardtalk tune ...`: SPSA over an engine's options by game pairs (see --help).
int tune_main(int argc, char** argv);

}  // namespace boardtalk::tune
