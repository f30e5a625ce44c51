#pragma once
// The move ratings an option names: `builtin` (engine/go/builtin_ratings.hpp), `none`, or a
// ratings file (what `boardtalk go learn` writes). One reader for `boardtalk go --ratings` and
// `boardtalk go learn --evaluate`.
#include <memory>
#include <string>
#include <string_view>

#include "engine/go/move_features.hpp"

namespace boardtalk::go_adapter {

// nullptr for `none`. Throws std::invalid_argument "--OPTION: <reason>" naming the file when it
// cannot be read or parsed.
std::shared_ptr<const go::MoveRatings> read_ratings(std::string_view option,
                                                    const std::string& value);

}  // namespace boardtalk::go_adapter
