// Random bytes into the morris move, position and save-file parsers: no crash, and every accepted
// input prints back to text that parses to the same value (fuzz_parsers aborts otherwise).
#include <cstddef>
#include <cstdint>

#include "engine/morris/fuzz_entry.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    boardtalk::morris::fuzz_parsers({reinterpret_cast<const char*>(data), size});
    return 0;
}
