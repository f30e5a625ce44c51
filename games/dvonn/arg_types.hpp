#pragma once
// The argument types of the dvonn commands.
#include <cstdint>
#include <string>

#include "engine/dvonn/evaluation.hpp"
#include "engine/dvonn/placement.hpp"
#include "engine/dvonn/types.hpp"
#include "protocol/arg_types.hpp"

namespace boardtalk::dvonn {

// white|w|black|b, any case.
protocol::ArgType<Colour> colour_type();
// A move: E3, A1-B2 (or A1B2), pass (syntax only; the game says whether it is legal). A bad one
// is "invalid move 'L3': unknown space 'L3'".
protocol::ArgType<Move> move_type();
// One space: E3, any case. A bad one is "invalid space 'L3': unknown space 'L3'".
protocol::ArgType<Square> space_type();
// The kind of setup: `random`.
enum class SetupKind { random };
protocol::ArgType<SetupKind> setup_kind_type();
// How the placing phase chooses: `mc` (Monte-Carlo) or `finish` (placement.hpp).
protocol::ArgType<PlacementMethod> placement_method_type();
// A 64-bit seed, decimal.
protocol::ArgType<std::uint64_t> seed_type();
// One evaluation weight: the protocol's signed integer, in -kMaxEvalWeight..kMaxEvalWeight. A bad
// one is "invalid weight '2x': must be an integer -1000..1000".
protocol::ArgType<int> eval_weight_type();
// "-1000..1000": the weights' range as help texts and errors write it.
std::string eval_weight_range();
// Evaluation weights as `NAME=N,NAME=N,...` (names of kEvalWeightNames, each N an
// eval_weight_type, each name at most once); weights not named keep their defaults. A bad one is
// "invalid weights 'x=1': unknown weight 'x' (piece, mobile, ...)".
protocol::ArgType<EvalWeights> eval_weights_type();
// Every weight as `piece=10,mobile=6,...` (what eval_weights_type reads back).
std::string format_eval_weights(const EvalWeights& w);

}  // namespace boardtalk::dvonn
