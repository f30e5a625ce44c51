#include "engine/go/builtin_ratings.hpp"

#include <stdexcept>
#include <variant>

namespace boardtalk::go {

std::shared_ptr<const MoveRatings> builtin_ratings() {
    static const std::shared_ptr<const MoveRatings> ratings = [] {
        auto parsed = MoveRatings::parse(builtin_ratings_text());
        if (auto* error = std::get_if<std::string>(&parsed))
            throw std::logic_error("engine/go/data/ratings.txt: " + *error);
        return std::make_shared<const MoveRatings>(std::move(std::get<MoveRatings>(parsed)));
    }();
    return ratings;
}

}  // namespace boardtalk::go
