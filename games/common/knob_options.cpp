#include "games/common/knob_options.hpp"

#include <fmt/format.h>

namespace boardtalk::adapters {

std::string knob_help(const IntKnob& knob) {
    return fmt::format("{}, {}..{}", knob.help, knob.min, knob.max);
}

void add_knob_option(protocol::po::options_description& desc, const IntKnob& knob, int* store) {
    desc.add_options()(
        std::string(knob.name).c_str(),
        protocol::arg_value(store, protocol::int_type(), protocol::int_range(knob.min, knob.max))
            ->default_value(knob.default_value),
        knob_help(knob).c_str());
}

}  // namespace boardtalk::adapters
