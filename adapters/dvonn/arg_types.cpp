#include "adapters/dvonn/arg_types.hpp"

namespace boardtalk::dvonn {

protocol::ArgType<Colour> colour_type() {
    return protocol::side_type("colour", Colour::white, Colour::black);
}

protocol::ArgType<std::string> move_type() {
    return protocol::types::string_named("move");
}

protocol::ArgType<SetupKind> setup_kind_type() {
    return protocol::keyword_type<SetupKind>("setup", {{"random", SetupKind::random}});
}

protocol::ArgType<std::uint64_t> seed_type() {
    return protocol::types::seed();
}

}  // namespace boardtalk::dvonn
