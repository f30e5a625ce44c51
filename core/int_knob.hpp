#pragma once
// A whole-number setting of an engine, declared once beside the code that reads it: its option
// name, range, default and help. The engine takes its default from here, and the game's command
// line makes the option, its range check and its --help line from it
// (games/common/knob_options.hpp), so none of these is written twice.
#include <string_view>

namespace boardtalk {

struct IntKnob {
    std::string_view name;  // "tt-log2": the option --tt-log2
    int min = 0, max = 0;   // the range, both ends included
    int default_value = 0;
    std::string_view help;  // for --help, without the range (the option adds it)
};

}  // namespace boardtalk
