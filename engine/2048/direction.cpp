#include "engine/2048/direction.hpp"

#include <cctype>
#include <string>

namespace boardtalk::g2048 {

std::string_view direction_name(Direction d) {
    switch (d) {
        case Direction::up:
            return "up";
        case Direction::down:
            return "down";
        case Direction::left:
            return "left";
        case Direction::right:
            return "right";
    }
    return "?";
}

char direction_letter(Direction d) {
    return direction_name(d)[0];
}

std::optional<Direction> parse_direction(std::string_view text) {
    if (text.size() > 5) return std::nullopt;
    std::string lower;
    for (char c : text)
        lower.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    struct Word {
        std::string_view word;
        Direction dir;
    };
    static constexpr Word words[] = {
        {"up", Direction::up},       {"u", Direction::up},    {"w", Direction::up},
        {"down", Direction::down},   {"d", Direction::down},  {"s", Direction::down},
        {"left", Direction::left},   {"l", Direction::left},  {"a", Direction::left},
        {"right", Direction::right}, {"r", Direction::right},
    };
    for (const auto& w : words)
        if (lower == w.word) return w.dir;
    return std::nullopt;
}

}  // namespace boardtalk::g2048
