#include "engine/morris/fuzz_entry.hpp"

#include <cstdlib>

#include "engine/morris/game.hpp"
#include "engine/morris/notation.hpp"
#include "engine/morris/position_text.hpp"
#include "engine/morris/serializer.hpp"
#include "engine/morris/solve/table_file.hpp"

namespace boardtalk::morris {

namespace {

void require(bool ok) {
    if (!ok) std::abort();
}

}  // namespace

void fuzz_parsers(std::string_view bytes) {
    if (auto turn = parse_turn(bytes)) {
        auto again = parse_turn(format_turn(*turn));
        require(again && *again == *turn);
    }
    (void)parse_removal(bytes);
    for (const Rules& rules : {Rules{}, *rules_preset("twelve")}) {
        if (auto pos = parse_position(bytes, rules)) {
            const std::string text = to_text(*pos, rules);
            auto again = parse_position(text, rules);
            require(again && *again == *pos && to_text(*again, rules) == text);
        }
    }
    if (auto rules = parse_rules(bytes)) require(parse_rules(to_text(*rules)).value() == *rules);
    // Endgame database files (the smallest sector) and sector names.
    (void)solve::parse_table(bytes, Rules{}, solve::Sector{3, 3});
    if (auto head = solve::read_table_head(bytes, bytes.size(), Rules{}, solve::Sector{3, 3});
        head && head->format == 2) {
        require(head->values_offset() + head->positions == bytes.size());
        (void)solve::read_block_crcs(bytes, *head);
    }
    if (auto sector = solve::parse_sector_name(bytes))
        require(solve::parse_sector_name(solve::sector_name(*sector)) == sector);
    for (const Serializer* s : serializers()) {
        auto record = s->read(bytes);
        if (!record) continue;
        auto game = Game::from_record(*record);
        if (game) require(s->read(s->write(game->record())).ok());
    }
}

}  // namespace boardtalk::morris
