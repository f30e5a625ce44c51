#include <catch2/catch.hpp>

#include "protocol/preprocess.hpp"

using boardtalk::protocol::preprocess_line;

TEST_CASE("preprocessing follows GTP 3.1", "[preprocess]") {
    CHECK(preprocess_line("play b d4") == "play b d4");
    CHECK(preprocess_line("play b d4\r") == "play b d4");
    CHECK(preprocess_line("play\tb\td4") == "play b d4");
    CHECK(preprocess_line("name # a comment") == "name");
    CHECK(preprocess_line("# only a comment").empty());
    CHECK(preprocess_line("# interrupt").empty());
    CHECK(preprocess_line("").empty());
    CHECK(preprocess_line(" \t \r").empty());
    CHECK(preprocess_line(std::string("na\x01me\x7f", 6)) == "name");
    CHECK(preprocess_line(std::string("na\0me", 5)) == "name");
    CHECK(preprocess_line("  10   name  ") == "10   name");
    // Bytes above 127 (UTF-8) are kept: they are not control characters.
    CHECK(preprocess_line("komi \xc3\xa9") == "komi \xc3\xa9");
}
