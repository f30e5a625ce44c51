#include "engine/go/builtin_ratings.hpp"

#include <stdexcept>

namespace boardtalk::go {

std::shared_ptr<const MoveRatings> builtin_ratings() {
    static const std::shared_ptr<const MoveRatings> ratings = [] {
        auto parsed = MoveRatings::parse(builtin_ratings_text());
        if (!parsed) throw std::logic_error("engine/go/data/ratings.txt: " + parsed.error());
        return std::make_shared<const MoveRatings>(std::move(parsed).value());
    }();
    return ratings;
}

}  // namespace boardtalk::go
