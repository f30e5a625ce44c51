// The small parsers of `boardtalk match` and `boardtalk tune` on random text: --engine specs,
// --tc time controls, --sprt values, tune's --param, the CodeCup move reader and the Go
// engine's --priors list (what `boardtalk tune` substitutes into it). None may
// crash; whatever parses must print back (text()) to text that parses to the same value
// (numbers up to the reader's rounding).
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/dvonn/notation.hpp"
#include "games/go/go_types.hpp"
#include "tools/match/engine_spec.hpp"
#include "tools/match/protocol_notation.hpp"
#include "tools/match/sprt_spec.hpp"
#include "tools/tune/tune_param.hpp"

using namespace boardtalk;

namespace {

// Equal up to the last bits: the GTP real reader is not correctly rounded ("1e-28" reads as a
// double whose shortest text, 1.0000000000000001e-28, reads back one unit away).
bool close(double a, double b) {
    return std::abs(a - b) <= 1e-12 * std::max(std::abs(a), std::abs(b));
}

bool same(const match::TimeControl& x, const match::TimeControl& y) {
    return x.kind == y.kind && close(x.base, y.base) && close(x.increment, y.increment) &&
           close(x.period, y.period) && x.stones == y.stones;
}

bool same(const match::EngineSpec& x, const match::EngineSpec& y) {
    return x.name == y.name && x.command == y.command && x.protocol == y.protocol &&
           x.tc.has_value() == y.tc.has_value() && (!x.tc || same(*x.tc, *y.tc));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);

    const auto spec = match::parse_engine_spec(text);
    if (spec) {
        const auto again = match::parse_engine_spec(spec->text());
        if (!again || !same(*again, *spec)) __builtin_trap();
    }
    const auto tc = match::parse_time_control(text);
    if (tc) {
        const auto again = match::parse_time_control(tc->text());
        if (!again || !same(*again, *tc)) __builtin_trap();
    }
    (void)match::parse_sprt_spec(text);
    const auto param = tune::parse_param(text);
    if (param) {
        const auto again = tune::parse_param(param->text());
        if (!again) __builtin_trap();
    }
    if (const auto priors = go_adapter::prior_list_type().parse(text)) {
        // Every weight it set is in range.
        const go::PriorParams p = *priors;
        for (float w : {p.even, p.capture_one, p.pattern, p.near_last[0], p.opening_edge})
            if (!(w >= 0 && w <= 1000)) __builtin_trap();
    }
    if (const auto move = match::dvonn_from_codecup(text)) {
        // A CodeCup move read back into our notation writes out as the same CodeCup move.
        if (dvonn::to_codecup(*move) != text) __builtin_trap();
    }
    return 0;
}
