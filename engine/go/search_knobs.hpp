#pragma once
// The MCTS player's numeric knobs, each declared once: its name, range, default (SearchParams's
// own initialiser), help and where it lives in SearchParams. `boardtalk go` makes its options,
// their checks and --help from this table, `boardtalk tune` reaches them by those options, and the
// search reads SearchParams. The prior weights have a table of their own (prior_weight).
#include <span>
#include <string>
#include <string_view>
#include <variant>

#include "engine/go/search_params.hpp"

namespace boardtalk::go {

struct SearchKnob {
    std::string_view name;      // "rave-equiv": the option --rave-equiv
    double min = 0, max = 0;    // the range, max included
    bool min_excluded = false;  // the range starts just above min
    std::string_view help;      // for --help
    std::variant<float*, double*, int*> (*field)(SearchParams&);

    // True for a whole number (a count or a percentage).
    bool integer() const;
    double get(const SearchParams& params) const;
    // Precondition: !range_problem(value).
    void set(SearchParams& params, double value) const;
    // Why `value` is out of the range ("must be 0..100"), or "" when it is in it.
    std::string range_problem(double value) const;
};

// Every knob, in the order of --help.
std::span<const SearchKnob> search_knobs();

// The knob of that name, or nullptr.
const SearchKnob* find_search_knob(std::string_view name);

}  // namespace boardtalk::go
