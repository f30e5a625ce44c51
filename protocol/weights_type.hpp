#pragma once
// Evaluation weights as text, `NAME=N,NAME=N,...`, for any game's weights struct with a table of
// NamedWeight (core/named_weights.hpp): the one reader and writer of every `--eval`.
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/named_weights.hpp"
#include "protocol/arg_types.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::protocol {

// One weight: the protocol's signed integer in -max_abs..max_abs. A bad one is "invalid weight
// '2x': must be an integer -1000..1000".
ArgType<int> weight_type(int max_abs);
// "-1000..1000": the range as help texts and errors write it.
std::string weight_range(int max_abs);
// The (index in `names`, value) of each `NAME=N` of `text`: each name one of `names` and given
// once, each N a weight_type(max_abs). The reason when the text is not such a list.
Result<std::vector<std::pair<std::size_t, int>>> parse_weights(std::string_view text,
                                                               std::span<const char* const> names,
                                                               int max_abs);

// Weights named in the text take its values, the others keep the struct's defaults. A bad text
// is "invalid weights 'x=1': unknown weight 'x' (piece, mobile, ...)".
template <class Weights, std::size_t N>
ArgType<Weights> weights_type(const NamedWeight<Weights> (&table)[N], int max_abs) {
    return {"weights", [&table, max_abs](std::string_view text) -> Result<Weights> {
                const char* names[N];
                for (std::size_t i = 0; i < N; ++i) names[i] = table[i].name;
                const auto items = parse_weights(text, names, max_abs);
                if (!items) return Error{items.error()};
                Weights w;
                for (const auto& [i, value] : *items) w.*(table[i].member) = value;
                return w;
            }};
}

// Every weight as `NAME=N,NAME=N,...`, in the table's order (what weights_type reads back).
template <class Weights, std::size_t N>
std::string format_weights(const Weights& w, const NamedWeight<Weights> (&table)[N]) {
    std::string text;
    for (const NamedWeight<Weights>& n : table)
        text +=
            (text.empty() ? "" : ",") + std::string(n.name) + "=" + std::to_string(w.*(n.member));
    return text;
}

// The check of an `--eval` option kept as text (program_options wants a type it can stream): the
// text must read as weights_type(table, max_abs) reads it.
template <class Weights, std::size_t N>
RangeCheck<std::string> weights_text_check(const NamedWeight<Weights> (&table)[N], int max_abs) {
    return [&table, max_abs](const std::string& text,
                             const std::string&) -> std::optional<std::string> {
        const auto type = weights_type(table, max_abs);
        const auto weights = type.parse(text);
        if (weights) return std::nullopt;
        return invalid_text(type.name, text, weights.error());
    };
}

}  // namespace boardtalk::protocol
