#pragma once
// Command-line options made from the engines' knobs (core/int_knob.hpp): the option's name,
// range check, default and --help line all come from the one declaration.
#include <string>

#include "core/int_knob.hpp"
#include "protocol/option_values.hpp"

namespace boardtalk::adapters {

// "HELP, MIN..MAX": the knob's --help line.
std::string knob_help(const IntKnob& knob);

// Adds --NAME: a whole number written to `store`, refused outside the knob's range ("must be
// MIN..MAX"), the knob's default when not given.
void add_knob_option(protocol::po::options_description& desc, const IntKnob& knob, int* store);

}  // namespace boardtalk::adapters
