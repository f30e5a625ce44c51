// Random bytes into the dvonn move, position and save-file parsers: no crash, and every accepted
// input prints back to text that parses to the same value (fuzz_parsers aborts otherwise).
#include <cstddef>
#include <cstdint>

#include "engine/dvonn/fuzz_entry.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    boardtalk::dvonn::fuzz_parsers({reinterpret_cast<const char*>(data), size});
    return 0;
}
