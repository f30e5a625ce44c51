#include "games/dvonn/arg_types.hpp"

#include <set>

#include "engine/dvonn/notation.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::dvonn {

protocol::ArgType<Colour> colour_type() {
    return protocol::side_type("colour", Colour::white, Colour::black);
}

protocol::ArgType<Move> move_type() {
    return {"move", parse_move};
}

protocol::ArgType<Square> space_type() {
    return {"space", parse_space};
}

protocol::ArgType<SetupKind> setup_kind_type() {
    return protocol::keyword_type<SetupKind>("setup", {{"random", SetupKind::random}});
}

protocol::ArgType<PlacementMethod> placement_method_type() {
    return protocol::keyword_type<PlacementMethod>("placement",
                                                   {{"mc", PlacementMethod::monte_carlo},
                                                    {"finish", PlacementMethod::finish},
                                                    {"search", PlacementMethod::search}});
}

protocol::ArgType<std::uint64_t> seed_type() {
    return protocol::types::seed();
}

std::string eval_weight_range() {
    return std::to_string(-kMaxEvalWeight) + ".." + std::to_string(kMaxEvalWeight);
}

namespace {

std::string weight_names() {
    std::string names;
    for (const EvalWeightName& n : kEvalWeightNames)
        names += (names.empty() ? "" : ", ") + std::string(n.name);
    return names;
}

// One `NAME=N` into `w`; the reason when it is not one.
std::optional<std::string> read_weight(std::string_view item, EvalWeights& w,
                                       std::set<std::string>& seen) {
    const std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) return "expected NAME=N, got '" + std::string(item) + "'";
    const std::string name(item.substr(0, eq));
    const std::string_view number = item.substr(eq + 1);
    const EvalWeightName* found = nullptr;
    for (const EvalWeightName& n : kEvalWeightNames)
        if (name == n.name) found = &n;
    if (!found) return "unknown weight '" + name + "' (" + weight_names() + ")";
    if (!seen.insert(name).second) return "weight '" + name + "' given twice";
    const auto value = eval_weight_type().parse(number);
    if (!value)
        return "weight '" + name + "' " + value.error() + ", got '" + std::string(number) + "'";
    w.*(found->member) = *value;
    return std::nullopt;
}

}  // namespace

protocol::ArgType<int> eval_weight_type() {
    return {"weight", [](std::string_view text) -> Result<int> {
                const auto v = protocol::signed_int_type().parse(text);
                if (!v || *v < -kMaxEvalWeight || *v > kMaxEvalWeight)
                    return Error{"must be an integer " + eval_weight_range()};
                return *v;
            }};
}

protocol::ArgType<EvalWeights> eval_weights_type() {
    return {"weights", [](std::string_view text) -> Result<EvalWeights> {
                EvalWeights w;
                std::set<std::string> seen;
                if (text.empty()) return Error{"no weights"};
                while (true) {
                    const std::size_t comma = text.find(',');
                    if (auto problem = read_weight(text.substr(0, comma), w, seen))
                        return Error{*problem};
                    if (comma == std::string_view::npos) return w;
                    text.remove_prefix(comma + 1);
                }
            }};
}

std::string format_eval_weights(const EvalWeights& w) {
    std::string text;
    for (const EvalWeightName& n : kEvalWeightNames)
        text +=
            (text.empty() ? "" : ",") + std::string(n.name) + "=" + std::to_string(w.*(n.member));
    return text;
}

}  // namespace boardtalk::dvonn
