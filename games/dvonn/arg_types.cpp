#include "games/dvonn/arg_types.hpp"

#include "engine/dvonn/notation.hpp"
#include "protocol/option_values.hpp"
#include "protocol/weights_type.hpp"

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
    return protocol::weight_range(kMaxEvalWeight);
}

protocol::ArgType<int> eval_weight_type() {
    return protocol::weight_type(kMaxEvalWeight);
}

protocol::ArgType<EvalWeights> eval_weights_type() {
    return protocol::weights_type(kEvalWeightNames, kMaxEvalWeight);
}

std::string format_eval_weights(const EvalWeights& w) {
    return protocol::format_weights(w, kEvalWeightNames);
}

}  // namespace boardtalk::dvonn
