#pragma once
// SGF syntax (FF[4], with FF[3]-style property names tolerated): a collection of game trees
// turned into the main line of its first game. No knowledge of Go: sgf_record.hpp reads the
// properties.
#include <cstddef>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/result.hpp"

namespace boardtalk::go {

// One property: its identifier (upper-case letters only: FF[3] "AddBlack" becomes "AB") and its
// values with the escapes resolved ("\]" -> "]", "\\" -> "\", an escaped line break removed).
struct SgfProperty {
    std::string id;
    std::vector<std::string> values;
};

struct SgfNode {
    std::vector<SgfProperty> properties;  // in file order; a repeated identifier is merged
    // The property with that identifier, or nullptr.
    const SgfProperty* find(std::string_view id) const;
};

// Caps against hostile files; a text beyond any of them is refused with an error, not cut.
struct SgfLimits {
    std::size_t max_bytes = 16 * 1024 * 1024;  // the whole text
    std::size_t max_nodes = 1'000'000;         // every node of every game tree
    std::size_t max_main_line = 10'000;        // nodes on the main line of the first game
};

// The first game of a collection: the root node, then the first child at every branch.
struct SgfMainLine {
    std::vector<SgfNode> nodes;
    std::size_t games = 0;        // game trees in the collection
    std::size_t total_nodes = 0;  // nodes in all game trees, variations included
};

// Parses a whole collection: Collection = GameTree+, GameTree = "(" Node+ GameTree* ")",
// Node = ";" Property*, Property = Ident ("[" Value "]")+, whitespace allowed between tokens.
// Text before the first '(' is skipped (mail headers and the like); after the last game tree
// only whitespace may follow. Every game tree is checked, only the first game's main line is
// kept. Iterative: nesting depth costs no stack. Errors name the line and column. Like every
// error of the SGF reading (sgf_record.hpp), one line, no newline inside, meant for people
// (e.g. "line 3, column 7: expected '[' after property C").
Result<SgfMainLine> parse_sgf(std::string_view text, const SgfLimits& limits = {});

}  // namespace boardtalk::go
