#pragma once
// The arguments of the analysis commands, as Leela Zero and KataGo take them:
//   [COLOUR] [INTERVAL] [interval N] [minmoves N] [maxmoves N] [avoid C V,V,.. DEPTH]
//   [allow C V,V,.. DEPTH] [ownership true|false]
// INTERVAL is in centiseconds. `avoid` and `allow` are checked and then ignored (the search
// has no way to exclude moves); `ownership` belongs to the kata style only. A few more KataGo
// switches (ownershipStdev, movesOwnership, pvVisits, rootInfo) are accepted and ignored so that
// GUIs sending them still get their analysis.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "engine/go/color.hpp"
#include "games/go/analysis_format.hpp"

namespace boardtalk::go_adapter {

struct AnalysisRequest {
    std::optional<go::Color> color;  // absent: the side to move
    double interval = 1.0;           // seconds between updates; 0: none until the search ends
    std::size_t min_moves = 0;       // accepted; every visited candidate is shown anyway
    std::optional<std::size_t> max_moves;
    bool ownership = false;
    bool ignored_filters = false;  // avoid/allow were given (and ignored)
};

// The request of `tokens` (the command's arguments, the colour optional in front). Throws
// protocol::SyntaxError naming the bad token. `width` and `height` check the vertices of
// avoid/allow; `style` decides whether the kata options (ownership ...) are allowed.
AnalysisRequest parse_analysis_args(const std::vector<std::string>& tokens, AnalysisStyle style,
                                    int width, int height);

}  // namespace boardtalk::go_adapter
