#include "engine/dvonn/fuzz_entry.hpp"

#include <cstdlib>

#include "engine/dvonn/notation.hpp"
#include "engine/dvonn/position_text.hpp"
#include "engine/dvonn/save_format.hpp"

namespace boardtalk::dvonn {

namespace {

void require(bool ok) {
    if (!ok) std::abort();
}

}  // namespace

void fuzz_parsers(std::string_view bytes) {
    if (auto move = parse_move(bytes)) {
        auto again = parse_move(format_move(*move));
        require(again && *again == *move);
    }
    if (auto pos = parse_position(bytes)) {
        const std::string text = to_text(*pos);
        auto again = parse_position(text);
        require(again && *again == *pos && to_text(*again) == text);
    }
    if (auto game = read_game(bytes)) {
        auto again = read_game(write_game(*game));
        require(again && again->positions() == game->positions());
    }
}

}  // namespace boardtalk::dvonn
