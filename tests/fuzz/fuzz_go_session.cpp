// Random bytes into a `boardtalk go` session: no crash, no hang, one response per non-empty
// command line, whatever the commands do to the game.
#include <cstddef>
#include <cstdint>

#include "fuzz/session_check.hpp"
#include "go/gtp/go_session.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // A lighter dead-stone estimate than the default 1000-playout search, so that inputs full
    // of final_score on a 19x19 board stay within libFuzzer's per-input timeout.
    auto options = boardtalk::go_adapter::testing::GoSession::seeded();
    options.estimate.playouts = 100;
    boardtalk::go_adapter::testing::GoSession session(options);
    boardtalk::fuzz::check_session(session.registry, {reinterpret_cast<const char*>(data), size});
    return 0;
}
