// Random bytes into the 2048 packed network reader, the whole file and its decompressed content
// alone: no crash, no allocation beyond the sizes its header may claim, and what reads packs
// again to the same network (fuzz_packed_network aborts otherwise).
#include <cstddef>
#include <cstdint>

#include "engine/2048/fuzz_entry.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    boardtalk::g2048::fuzz_packed_network({reinterpret_cast<const char*>(data), size});
    return 0;
}
