// Random bytes as a ratings file (`boardtalk go --ratings FILE`): parsing never crashes or
// hangs, an error is one line, and ratings that load give every move a finite strength above 0.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "engine/go/fast_board.hpp"
#include "engine/go/move_features.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace boardtalk::go;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = MoveRatings::parse(text);
    if (!parsed) {
        if (parsed.error().empty() || parsed.error().find('\n') != std::string::npos) std::abort();
        return 0;
    }
    const MoveRatings& ratings = *parsed;
    FastBoard board(9, 9);
    board.play(point(4, 4));
    for (Point p : {point(0, 0), point(3, 4), point(2, 6)}) {
        const double s = ratings.strength(board, p);
        if (!std::isfinite(s) || s <= 0) std::abort();
    }
    return 0;
}
