// Random bytes into a session with the test registry: no crash, no hang, one response per
// non-empty command line.
#include <cstddef>
#include <cstdint>

#include "fuzz/session_check.hpp"
#include "protocol/test_registry.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace boardtalk;
    protocol::Registry registry;
    protocol::testing::Counter counter;
    protocol::testing::register_test_commands(registry, counter);
    fuzz::check_session(registry, {reinterpret_cast<const char*>(data), size});
    return 0;
}
