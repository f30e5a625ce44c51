// Random bytes into `--eval`'s reader (protocol/weights_type.hpp) with the Morris and DVONN
// weights: no crash, and accepted weights print back to text that reads to the same weights.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine/dvonn/evaluation.hpp"
#include "engine/morris/evaluation.hpp"
#include "protocol/weights_type.hpp"

namespace {

template <class Weights, std::size_t N>
void round_trip(std::string_view text, const boardtalk::NamedWeight<Weights> (&table)[N],
                int max_abs) {
    const auto type = boardtalk::protocol::weights_type(table, max_abs);
    const auto weights = type.parse(text);
    if (!weights) return;
    const auto again = type.parse(boardtalk::protocol::format_weights(*weights, table));
    if (!again || !(*again == *weights)) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    round_trip(text, boardtalk::morris::kEvalWeightNames, boardtalk::morris::kMaxEvalWeight);
    round_trip(text, boardtalk::dvonn::kEvalWeightNames, boardtalk::dvonn::kMaxEvalWeight);
    return 0;
}
