// Random bytes as the file `boardtalk go --record-visits FILE` appends to (games/go/
// visit_recorder.hpp): opening it never crashes or hangs; a refusal is one line and leaves the
// file as it was; an accepted file is the input cut to whole examples (nothing else changed),
// that a second opening leaves as it is.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <string>

#include <spdlog/spdlog.h>

#include "games/go/visit_recorder.hpp"
#include "go/policy/policy_bytes.hpp"

namespace {

// Opens `path` as the recorder does; false when refused (after checking the refusal).
bool opens(const std::string& path, const std::string& before) {
    try {
        boardtalk::go_adapter::VisitRecorder recorder(path);
        return true;
    } catch (const std::invalid_argument& e) {
        const std::string what = e.what();
        if (what.empty() || what.find('\n') != std::string::npos) std::abort();
        if (boardtalk::test::read_bytes(path) != before) std::abort();
        return false;
    }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    spdlog::set_level(spdlog::level::off);  // the warning of every cut example
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::string path = "fuzz_go_visits.input";  // in the fuzzer's working directory
    const std::string input(reinterpret_cast<const char*>(data), size);
    std::ofstream(path, std::ios::binary | std::ios::trunc) << input;
    if (!opens(path, input)) return 0;
    const std::string kept = boardtalk::test::read_bytes(path);
    const std::string magic = boardtalk::go_adapter::visits_magic;
    if (input.empty() ? kept != magic : input.compare(0, kept.size(), kept) != 0) std::abort();
    if (kept.compare(0, magic.size(), magic) != 0) std::abort();
    if (!opens(path, kept) || boardtalk::test::read_bytes(path) != kept) std::abort();
    return 0;
}
