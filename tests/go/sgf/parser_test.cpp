// SGF syntax: collections, variations, values and escapes, and one-line errors for bad text.
#include <catch2/catch.hpp>

#include "engine/go/sgf_parser.hpp"

using namespace boardtalk::go;

namespace {

SgfMainLine parsed(std::string_view text, const SgfLimits& limits = {}) {
    auto r = parse_sgf(text, limits);
    if (!r) FAIL("unexpected error: " << r.error());
    return std::move(r).value();
}

std::string error_of(std::string_view text, const SgfLimits& limits = {}) {
    const auto r = parse_sgf(text, limits);
    REQUIRE_FALSE(r.ok());
    const std::string message = r.error();
    CHECK(message.find('\n') == std::string::npos);
    return message;
}

// The i-th value of property `id` in node `n` of the main line ("" when absent).
std::string value(const SgfMainLine& line, std::size_t n, std::string_view id, std::size_t i = 0) {
    REQUIRE(n < line.nodes.size());
    const SgfProperty* p = line.nodes[n].find(id);
    if (!p || i >= p->values.size()) return "<none>";
    return p->values[i];
}

}  // namespace

TEST_CASE("SGF main line follows the first child at every branch", "[go][sgf]") {
    auto line = parsed("(;SZ[9];B[aa](;W[bb](;B[cc];W[dd])(;B[ee]))(;W[ff]))(;SZ[5];B[gg])");
    REQUIRE(line.nodes.size() == 5);
    CHECK(value(line, 0, "SZ") == "9");
    CHECK(value(line, 1, "B") == "aa");
    CHECK(value(line, 2, "W") == "bb");
    CHECK(value(line, 3, "B") == "cc");
    CHECK(value(line, 4, "W") == "dd");
    CHECK(line.games == 2);
    CHECK(line.total_nodes == 9);
}

TEST_CASE("SGF values: several per property, escapes, soft line breaks, FF[3] names", "[go][sgf]") {
    auto line = parsed(
        " header text\n(;AB[aa][bb] \n [cc]C[a \\] b \\\\ c \\\nd\\\r\ne]AddWhite[dd]\n"
        "GN[x)(;y];B[])");
    REQUIRE(line.nodes.size() == 2);
    CHECK(value(line, 0, "AB", 0) == "aa");
    CHECK(value(line, 0, "AB", 2) == "cc");
    CHECK(value(line, 0, "C") == "a ] b \\ c de");
    CHECK(value(line, 0, "AW") == "dd");
    CHECK(value(line, 0, "GN") == "x)(;y");
    CHECK(value(line, 1, "B") == "");
    CHECK(value(line, 1, "W") == "<none>");
}

TEST_CASE("SGF repeated property identifiers in a node are merged", "[go][sgf]") {
    auto line = parsed("(;AB[aa]AW[cc]AB[bb])");
    const SgfProperty* ab = line.nodes[0].find("AB");
    REQUIRE(ab);
    CHECK(ab->values == std::vector<std::string>{"aa", "bb"});
}

TEST_CASE("SGF syntax errors name the place and stay on one line", "[go][sgf]") {
    CHECK(error_of("") == "not an SGF file: no game tree");
    CHECK(error_of("\x89PNG\r\n") == "not an SGF file: no game tree");
    CHECK(error_of("(;B[aa]") == "line 1, column 8: unexpected end of file: game tree not closed");
    CHECK(error_of("(;C[abc") ==
          "line 1, column 4: unexpected end of file: property value not closed with ']'");
    CHECK(error_of("(;B[aa]))") == "line 1, column 9: unmatched ')'");
    CHECK(error_of("(;B[aa])x") ==
          "line 1, column 9: expected '(' to start a game tree, found 'x'");
    CHECK(error_of("()") == "line 1, column 2: expected ';' after '(', found ')'");
    CHECK(error_of("(;B [aa]\n;W") == "line 2, column 3: expected '[' after property W");
    CHECK(error_of("(;b[aa])") == "line 1, column 3: property name without upper-case letter: b");
    CHECK(error_of("(;B[aa](;W[bb]);B[cc])") == "line 1, column 16: a node after a variation");
    CHECK(error_of("(;B[aa]\x01)") ==
          "line 1, column 8: expected ';', '(' or ')', found byte 0x01");
    CHECK(error_of("(;B[aa]\n\n  ") ==
          "line 3, column 3: unexpected end of file: game tree not closed");
}

TEST_CASE("SGF limits: bytes, nodes and main-line nodes", "[go][sgf]") {
    SgfLimits small{100, 10, 5};
    CHECK(error_of(std::string(101, ' ') + "(;)", small) ==
          "file too large (104 bytes, the limit is 100)");
    CHECK(parsed("(;;;;;)", small).nodes.size() == 5);
    CHECK(error_of("(;;;;;;)", small) ==
          "line 1, column 7: too many nodes on the main line (the limit is 5)");
    CHECK(parsed("(;;(;;)(;;;))", small).total_nodes == 7);
    CHECK(error_of("(;(;;;)(;;;)(;;;;))", small).find("too many nodes (the limit is 10)") !=
          std::string::npos);
}

TEST_CASE("SGF deep nesting costs no stack", "[go][sgf]") {
    const std::size_t depth = 200'000;
    std::string text;
    for (std::size_t i = 0; i < depth; ++i) text += "(;";
    text += std::string(depth, ')');
    SgfLimits limits;
    limits.max_main_line = depth;
    CHECK(parsed(text, limits).nodes.size() == depth);
    CHECK(error_of(text.substr(0, text.size() - 1)) ==
          "line 1, column 20002: too many nodes on the main line (the limit is 10000)");
    CHECK(error_of(text.substr(0, text.size() - 1), limits) ==
          "line 1, column 600000: unexpected end of file: game tree not closed");
}
