#include "engine/dvonn/save_format.hpp"

#include "engine/dvonn/notation.hpp"
#include "engine/dvonn/position_text.hpp"

namespace boardtalk::dvonn {

namespace {

constexpr std::string_view kHeader = "boardtalk-dvonn-game 1";

Error at(int line, const std::string& what) {
    return Error{"line " + std::to_string(line) + ": " + what};
}

// Reads one "move <move> <position>" line into the game.
std::optional<std::string> replay(std::string_view rest, Game& game) {
    const std::size_t gap = rest.find(' ');
    if (gap == std::string_view::npos) return "expected 'move <move> <position>'";
    auto move = parse_move(rest.substr(0, gap));
    if (!move) return "bad move: " + move.error();
    auto after = parse_position(rest.substr(gap + 1));
    if (!after) return "bad position: " + after.error();
    if (auto err = game.play(*move)) return "illegal move " + format_move(*move) + ": " + *err;
    if (!(game.position() == *after))
        return "the position after " + format_move(*move) + " differs";
    return std::nullopt;
}

}  // namespace

std::string write_game(const Game& game) {
    std::string out = std::string(kHeader) + "\nstart " + to_text(game.start()) + "\n";
    for (std::size_t i = 0; i < game.moves().size(); ++i)
        out +=
            "move " + format_move(game.moves()[i]) + " " + to_text(game.positions()[i + 1]) + "\n";
    return out;
}

Result<Game> read_game(std::string_view text) {
    std::optional<Game> game;
    bool header = false;
    int number = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++number;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty() || line[0] == '#') continue;
        if (!header) {
            if (line != kHeader)
                return at(number,
                          "not a DVONN save file (expected '" + std::string(kHeader) + "')");
            header = true;
        } else if (!game) {
            if (line.substr(0, 6) != "start ") return at(number, "expected 'start <position>'");
            auto p = parse_position(line.substr(6));
            if (!p) return at(number, "bad start position: " + p.error());
            game.emplace(std::move(*p));
        } else {
            if (line.substr(0, 5) != "move ")
                return at(number, "expected 'move <move> <position>'");
            if (auto err = replay(line.substr(5), *game)) return at(number, *err);
        }
    }
    if (!header) return Error{"empty file: not a DVONN save file"};
    if (!game) return Error{"no start position"};
    return std::move(*game);
}

}  // namespace boardtalk::dvonn
