#include "games/go/ratings_file.hpp"

#include "engine/go/builtin_ratings.hpp"
#include "games/go/data_file.hpp"

namespace boardtalk::go_adapter {

std::shared_ptr<const go::MoveRatings> read_ratings(std::string_view option,
                                                    const std::string& value) {
    if (value == "builtin") return go::builtin_ratings();
    if (value == "none") return nullptr;
    return read_data_file<go::MoveRatings>(option, value);
}

}  // namespace boardtalk::go_adapter
