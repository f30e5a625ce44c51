#include "adapters/match/match_main.hpp"

#include <iostream>

namespace boardtalk::match {

// Placeholder while `boardtalk match` is being written: says so and fails.
int match_main(int, char**) {
    std::cerr << "boardtalk match: not available yet\n";
    return 2;
}

}  // namespace boardtalk::match
