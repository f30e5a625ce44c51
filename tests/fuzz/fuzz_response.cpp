// Random bytes as an engine's output: cutting responses out of it never crashes, and reading it
// as it arrives in pieces (ResponseScanner, what the match runner, play and conform do) gives
// exactly what reading it all at once gives (parse_response), for both ways of treating stray
// lines. The first byte chooses the piece sizes.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "protocol/client/response.hpp"

namespace {

using namespace boardtalk::protocol;

bool same(const ParsedResponse& a, const ParsedResponse& b) {
    return a.consumed == b.consumed && a.response.status == b.response.status &&
           a.response.id == b.response.id && a.response.text == b.response.text &&
           a.response.stray_output == b.response.stray_output;
}

void check(std::string_view output, std::size_t piece, StrayLines stray) {
    ResponseScanner scanner(stray);
    std::string buffer;
    std::size_t fed = 0;
    while (fed < output.size() || !buffer.empty()) {
        const std::size_t n = std::min(piece, output.size() - fed);
        buffer.append(output.substr(fed, n));
        fed += n;
        const auto whole = parse_response(buffer, stray);
        const auto pieces = scanner.next(buffer);
        if (whole.has_value() != pieces.has_value()) std::abort();
        if (!whole) {
            if (n == 0) return;  // nothing complete is left
            continue;
        }
        if (!same(*whole, *pieces) || whole->consumed == 0 || whole->consumed > buffer.size())
            std::abort();
        buffer.erase(0, whole->consumed);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::size_t piece = 1 + data[0] % 64;
    const std::string_view output(reinterpret_cast<const char*>(data + 1), size - 1);
    check(output, piece, StrayLines::garbage);
    check(output, piece, StrayLines::collect);
    return 0;
}
