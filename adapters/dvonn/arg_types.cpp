#include "adapters/dvonn/arg_types.hpp"

#include "engine/dvonn/notation.hpp"

namespace boardtalk::dvonn {

protocol::ArgType<Colour> colour_type() {
    return protocol::side_type("colour", Colour::white, Colour::black);
}

protocol::ArgType<Move> move_type() {
    return {"move", parse_move};
}

protocol::ArgType<SetupKind> setup_kind_type() {
    return protocol::keyword_type<SetupKind>("setup", {{"random", SetupKind::random}});
}

protocol::ArgType<std::uint64_t> seed_type() {
    return protocol::types::seed();
}

}  // namespace boardtalk::dvonn
