#include "adapters/play/play_main.hpp"

#include <iostream>

namespace boardtalk::play {

// Placeholder while `boardtalk play` is being written: says so and fails.
int play_main(int, char**) {
    std::cerr << "boardtalk play: not available yet\n";
    return 2;
}

}  // namespace boardtalk::play
