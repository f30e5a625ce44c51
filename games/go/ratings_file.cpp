#include "games/go/ratings_file.hpp"

#include <stdexcept>

#include "engine/go/builtin_ratings.hpp"
#include "protocol/files.hpp"

namespace boardtalk::go_adapter {

std::shared_ptr<const go::MoveRatings> read_ratings(std::string_view option,
                                                    const std::string& value) {
    if (value == "builtin") return go::builtin_ratings();
    if (value == "none") return nullptr;
    const std::string name = "--" + std::string(option) + ": ";
    std::string text;
    try {
        text = protocol::read_whole_file(value);
    } catch (const std::exception& e) {
        throw std::invalid_argument(name + e.what());
    }
    auto ratings = go::MoveRatings::parse(text);
    if (!ratings) throw std::invalid_argument(name + value + ": " + ratings.error());
    return std::make_shared<const go::MoveRatings>(std::move(ratings).value());
}

}  // namespace boardtalk::go_adapter
