#include "engine/go/search_knobs.hpp"

#include <fmt/format.h>
#include <array>
#include <cmath>

namespace boardtalk::go {

namespace {

using KnobField = std::variant<float*, double*, int*>;

const std::array<SearchKnob, 22> knobs = {{
    {"rave-equiv", 0, 1e9, true,
     "playouts at which RAVE (all-moves-as-first) and real win rates weigh equally in a move's "
     "value; smaller trusts RAVE less (for `boardtalk tune`)",
     [](SearchParams& p) -> KnobField { return &p.rave_equiv; }},
    {"ucb-c", 0, 100, false,
     "UCB1 exploration weight added to a move's value, 0..100 (0: none; for `boardtalk "
     "tune`)",
     [](SearchParams& p) -> KnobField { return &p.ucb_c; }},
    {"early-stop", 0, 1, false,
     "on a clock (time_settings), a genmove stops once its best move leads the next by more "
     "than this share of the playouts its time left allows (1: only when the move can no "
     "longer change; 0: off)",
     [](SearchParams& p) -> KnobField { return &p.early_stop; }},
    {"extend-unsettled", 0, 3, false,
     "on a clock (time_settings), a genmove whose most visited move is not the best valued at "
     "its deadline thinks on up to this many times its planned time more (0: off)",
     [](SearchParams& p) -> KnobField { return &p.extend_unsettled; }},
    {"handicap-komi", 0, 100, false,
     "in handicap games the search counts White this many more points per handicap stone, "
     "falling linearly to none once half the board's points were played (dynamic komi, as "
     "Pachi's; 0: off, the default)",
     [](SearchParams& p) -> KnobField { return &p.handicap_komi; }},
    {"score-weight", 0, 0.5, false,
     "the share of a playout's value that its score margin decides, the rest being won or lost "
     "(as Pachi's val_scale; 0: none, the default)",
     [](SearchParams& p) -> KnobField { return &p.score_weight; }},
    {"score-points", 1, 1000, false,
     "with --score-weight, the margin in points that counts fully (larger counts as much)",
     [](SearchParams& p) -> KnobField { return &p.score_points; }},
    {"policy-visits", 1, 1e9, false,
     "with --policy, the playouts through a node after which the network weighs its moves "
     "(the root's included)",
     [](SearchParams& p) -> KnobField { return &p.policy_visits; }},
    {"policy-bonus", 0, 100, false,
     "with --policy, a selection bonus C * p * sqrt(N) / (1 + n) for a move of the network's "
     "probability p and n playouts under a node of N, once its network ran (AlphaGo's PUCT "
     "term; 0: none)",
     [](SearchParams& p) -> KnobField { return &p.policy_bonus; }},
    {"playout-capture", 0, 100, false,
     "percent of the playout moves that first try to capture a chain next to the last move "
     "that is in atari",
     [](SearchParams& p) -> KnobField { return &p.policy.capture_percent; }},
    {"playout-escape", 0, 100, false,
     "percent of the playout moves that then try to save an own chain the last move put in "
     "atari",
     [](SearchParams& p) -> KnobField { return &p.policy.escape_percent; }},
    {"playout-pattern", 0, 100, false,
     "percent of the playout moves that try a MoGo 3x3 pattern around the last move (after "
     "the other steps)",
     [](SearchParams& p) -> KnobField { return &p.policy.pattern_percent; }},
    {"playout-self-atari", 0, 100, false,
     "percent of the random playout moves that are refused when they put a chain of one or two "
     "stones in atari (larger ones always are; see --playout-self-atari-stones)",
     [](SearchParams& p) -> KnobField { return &p.policy.small_self_atari_reject_percent; }},
    {"playout-self-atari-stones", 0, 361, false,
     "the most stones of a chain a random playout move may put in atari, sometimes (see "
     "--playout-self-atari); a larger self-atari is always refused",
     [](SearchParams& p) -> KnobField { return &p.policy.self_atari_max_stones; }},
    {"playout-self-atari-correction", 0, 100, false,
     "percent of the random playout moves refused as a self-atari that play instead the one "
     "liberty their chain would keep, when that is no self-atari (an approach move; 0: off)",
     [](SearchParams& p) -> KnobField { return &p.policy.self_atari_correction_percent; }},
    {"playout-race", 0, 100, false,
     "percent of the playout moves that answer a fill of an own chain's liberties (left with 2 "
     "or 3) by filling those of an opponent chain next to it with no more (0: off)",
     [](SearchParams& p) -> KnobField { return &p.policy.race_percent; }},
    {"playout-keep-liberties", 0, 100, false,
     "percent of the random playout moves refused when they take a liberty from an own chain "
     "of four or fewer and give it none (a capturing race's own side; 0: off)",
     [](SearchParams& p) -> KnobField { return &p.policy.keep_liberties_percent; }},
    {"playout-ladder", 0, 100000, false,
     "positions a playout's ladder read may play before it saves a chain in atari by extending "
     "to two liberties (0: no reading, every such escape is taken)",
     [](SearchParams& p) -> KnobField { return &p.policy.ladder_max_boards; }},
    {"playout-fillboard", 0, 100, false,
     "when no playout step chose a move, tries (0..100) at a random empty point whose 8 "
     "neighbours are empty before the random move (fill the board; 0: off)",
     [](SearchParams& p) -> KnobField { return &p.policy.fillboard_tries; }},
    {"playout-reply", 0, 100, false,
     "percent of the playout moves that try the last good reply to the last move (LGRF: "
     "replies that won playouts, forgotten when they lose; 0: off)",
     [](SearchParams& p) -> KnobField { return &p.policy.reply_percent; }},
    {"playout-two-lib", 0, 100, false,
     "percent of the playout moves that try to capture the last move's chain when it has two "
     "liberties, or to give an own chain next to it three (0: off)",
     [](SearchParams& p) -> KnobField { return &p.policy.two_liberty_percent; }},
    {"playout-nakade", 0, 100, false,
     "percent of the playout moves that try the vital point of an eye space the last move "
     "walled in (0: off)",
     [](SearchParams& p) -> KnobField { return &p.policy.nakade_percent; }},
}};

// A bound as people write it: 100, 0.5, 1e9.
std::string bound_text(double v) {
    std::string text = fmt::format("{:g}", v);
    if (const auto e = text.find("e+"); e != std::string::npos) {
        const auto digits = text.find_first_not_of('0', e + 2);
        text = text.substr(0, e + 1) + text.substr(digits);
    }
    return text;
}

}  // namespace

bool SearchKnob::integer() const {
    SearchParams p;
    return std::holds_alternative<int*>(field(p));
}

double SearchKnob::get(const SearchParams& params) const {
    // `field` names the member for reading and writing alike; this only reads it.
    return std::visit([](auto* v) { return static_cast<double>(*v); },
                      field(const_cast<SearchParams&>(params)));
}

void SearchKnob::set(SearchParams& params, double value) const {
    std::visit([value](auto* v) { *v = static_cast<std::remove_pointer_t<decltype(v)>>(value); },
               field(params));
}

std::string SearchKnob::range_problem(double value) const {
    const bool low = min_excluded ? !(value > min) : !(value >= min);
    if (!low && value <= max && (!integer() || value == std::floor(value))) return {};
    if (min_excluded) return "must be above " + bound_text(min) + " and at most " + bound_text(max);
    return "must be " + bound_text(min) + ".." + bound_text(max);
}

std::span<const SearchKnob> search_knobs() {
    return knobs;
}

const SearchKnob* find_search_knob(std::string_view name) {
    for (const SearchKnob& k : knobs)
        if (k.name == name) return &k;
    return nullptr;
}

}  // namespace boardtalk::go
