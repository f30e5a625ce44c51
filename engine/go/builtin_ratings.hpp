#pragma once
// The move ratings `boardtalk go` uses unless told otherwise (--ratings builtin): the file
// engine/go/data/ratings.txt, compiled in. `boardtalk go learn` made it from the 9x9 games of
// conformance/records/go9-ratings (conformance/go/builtin-ratings.sh makes it again and checks
// that it is the same).
#include <memory>
#include <string_view>

#include "engine/go/move_features.hpp"

namespace boardtalk::go {

// The text of engine/go/data/ratings.txt.
std::string_view builtin_ratings_text();

// Those ratings, parsed once (thread-safe); the file is checked by a test, so parsing it cannot
// fail in a built program.
std::shared_ptr<const MoveRatings> builtin_ratings();

}  // namespace boardtalk::go
