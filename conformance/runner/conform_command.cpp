#include "conformance/runner/conform_command.hpp"

#include <iostream>

namespace boardtalk::conformance {

int conform_main(int, char**) {
    std::cerr << "boardtalk conform: not built yet\n";
    return 1;
}

}  // namespace boardtalk::conformance
