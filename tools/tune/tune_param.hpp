#pragma once
// One parameter of a tuning run as the command line names it:
//
//   --param NAME=START:MIN:MAX:STEP
//
// NAME stands as {NAME} in the engine command; START is where the tuning begins, MIN..MAX the
// values it may take, STEP the perturbation at the last iteration (fishtest's c_end: the
// difference the games should feel, a few Elo). A parameter is an integer one when START, MIN,
// MAX and STEP are all written as integers: its values are then rounded for the engine.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.hpp"

namespace boardtalk::tune {

struct TuneParam {
    std::string name;  // [A-Za-z0-9_], 1..32 characters, not "seed"
    double start = 0, min = 0, max = 0, step = 0;
    bool integer = false;

    // NAME=START:MIN:MAX:STEP as parse_param reads it.
    std::string text() const;
    // `value` as the engine gets it: rounded to an integer for integer parameters, else the
    // shortest decimal text that reads back as the same double.
    std::string value_text(double value) const;
    bool operator==(const TuneParam&) const = default;
};

// The parameter, or one line saying what is wrong (no option name in front). Numbers are GTP
// reals (no inf or nan) within +-1e15; MIN <= START <= MAX, MIN < MAX, STEP > 0.
Result<TuneParam> parse_param(std::string_view text);

// The first problem of a parameter list for `command`: a NAME given twice, or a NAME whose
// {NAME} is not in the command. nullopt when there is none.
std::optional<std::string> check_params(const std::vector<TuneParam>& params,
                                        const std::string& command);

// `command` with every {NAME} replaced by the parameter's value text.
std::string with_values(std::string command, const std::vector<TuneParam>& params,
                        const std::vector<double>& values);

}  // namespace boardtalk::tune
