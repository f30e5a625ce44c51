// Random bytes into the 2048 position, move and save-file parsers: no crash, and accepted input
// round trips (fuzz_parsers aborts otherwise).
#include <cstddef>
#include <cstdint>

#include "engine/2048/fuzz_entry.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    boardtalk::g2048::fuzz_parsers({reinterpret_cast<const char*>(data), size});
    return 0;
}
