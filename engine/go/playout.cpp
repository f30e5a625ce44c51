#include "engine/go/playout.hpp"

namespace boardtalk::go {

PlayoutStats run_playouts(int, int, PlayoutBudget, std::uint64_t, double) {
    return PlayoutStats{};  // filled in by the next commit
}

}  // namespace boardtalk::go
