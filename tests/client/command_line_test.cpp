#include <catch2/catch.hpp>

#include "protocol/client/command_line.hpp"

using boardtalk::protocol::split_command_line;
using Words = std::vector<std::string>;

TEST_CASE("command lines split at unquoted white space", "[client][command_line]") {
    const auto split = split_command_line("  /usr/games/gnugo   --mode\tgtp ");
    REQUIRE_FALSE(split.error);
    CHECK(split.words == Words{"/usr/games/gnugo", "--mode", "gtp"});
}

TEST_CASE("quotes and backslashes work as in a POSIX shell", "[client][command_line]") {
    CHECK(split_command_line("a 'b c' \"d e\"").words == Words{"a", "b c", "d e"});
    CHECK(split_command_line("x'y'\"z\"w").words == Words{"xyzw"});
    CHECK(split_command_line(R"(a\ b c\"d)").words == Words{"a b", "c\"d"});
    CHECK(split_command_line(R"('no \escape here')").words == Words{R"(no \escape here)"});
    CHECK(split_command_line(R"("q \" b \\ d \n")").words == Words{R"(q " b \ d \n)"});
    CHECK(split_command_line("prog '' \"\"").words == Words{"prog", "", ""});
    CHECK(split_command_line("echo $HOME ~ *").words == Words{"echo", "$HOME", "~", "*"});
}

TEST_CASE("malformed command lines give an error, no words", "[client][command_line]") {
    for (const char* bad : {"a 'b", "a \"b", "a b\\", "", "   \t "}) {
        INFO(bad);
        const auto split = split_command_line(bad);
        CHECK(split.error);
        CHECK(split.words.empty());
    }
}
