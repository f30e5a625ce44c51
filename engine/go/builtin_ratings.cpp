#include "engine/go/builtin_ratings.hpp"

#include "engine/go/builtin_data.hpp"

namespace boardtalk::go {

std::shared_ptr<const MoveRatings> builtin_ratings() {
    static const auto ratings =
        parse_builtin<MoveRatings>(builtin_ratings_text(), "engine/go/data/ratings.txt");
    return ratings;
}

}  // namespace boardtalk::go
