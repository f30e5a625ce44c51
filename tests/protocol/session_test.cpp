#include <catch2/catch.hpp>

#include "protocol/session.hpp"
#include "test_registry.hpp"

using namespace boardtalk::protocol;

namespace {

struct Harness {
    Registry registry;
    testing::Counter counter;
    Harness() { testing::register_test_commands(registry, counter); }

    std::string run(std::string_view script) {
        ScriptSource in(script);
        StringSink out;
        Session session(registry);
        CHECK(session.run(in, out) == 0);
        return out.text();
    }
};

}  // namespace

TEST_CASE("administrative commands answer with exact bytes", "[session]") {
    Harness h;
    CHECK(h.run("protocol_version\n") == "= 2\n\n");
    CHECK(h.run("1 name\n2 version\n") == "=1 tester\n\n=2 1.2\n\n");
    CHECK(h.run("known_command echo\nknown_command ECHO\nknown_command nope\n") ==
          "= true\n\n= false\n\n= false\n\n");
    CHECK(h.run("help add\n") == "= add integer - adds to the counter, refusing to pass 100\n\n");
    CHECK(h.run("help nope\n") == "? unknown command\n\n");
}

TEST_CASE("list_commands is the registry and agrees with known_command", "[session]") {
    Harness h;
    std::string listed = h.run("list_commands\n");
    REQUIRE(listed.rfind("= protocol_version\n", 0) == 0);
    std::string body = listed.substr(2, listed.size() - 4);
    std::string script;
    int count = 0;
    for (std::size_t start = 0; start < body.size();) {
        auto end = std::min(body.find('\n', start), body.size());
        script += "known_command " + body.substr(start, end - start) + "\n";
        start = end + 1;
        ++count;
    }
    CHECK(count == static_cast<int>(h.registry.names().size()));
    std::string expected;
    for (int i = 0; i < count; ++i) expected += "= true\n\n";
    CHECK(h.run(script) == expected);
}

TEST_CASE("ids are echoed on success and failure", "[session]") {
    Harness h;
    CHECK(h.run("7 echo a b\n8 nope\n9 add x\n") ==
          "=7 a b\n\n?8 unknown command\n\n?9 syntax error: invalid integer 'x'\n\n");
    CHECK(h.run("2147483647 echo\n") == "=2147483647 \n\n");
    CHECK(h.run("12\n") == "?12 syntax error: missing command name\n\n");
}

TEST_CASE("preprocessing: comments, tabs, CR, blanks and control characters", "[session]") {
    Harness h;
    CHECK(h.run("echo a # comment\n") == "= a\n\n");
    CHECK(h.run("# just a comment\n\n   \n\t\necho x\n") == "= x\n\n");
    CHECK(h.run("3\techo\ta\tb\r\n") == "=3 a b\n\n");
    CHECK(h.run(std::string("ec\x01ho z\x7f\n", 10)) == "= z\n\n");
    CHECK(h.run("").empty());
}

TEST_CASE("names are case sensitive and exact", "[session]") {
    Harness h;
    CHECK(h.run("ECHO a\nechox\n") == "? unknown command\n\n? unknown command\n\n");
}

TEST_CASE("a failed command changes nothing", "[session]") {
    Harness h;
    CHECK(h.run("add 60\nadd 50\nadd 40\nadd x\nadd 1 2\n") ==
          "= 60\n\n? counter full\n\n= 100\n\n? syntax error: invalid integer 'x'\n\n"
          "? syntax error: expected 1 argument, got 2\n\n");
    CHECK(h.counter.value == 100);
}

TEST_CASE("unexpected exceptions become ? responses and the session goes on", "[session]") {
    Harness h;
    CHECK(h.run("1 boom\n2 boom_int\n3 echo alive\n") ==
          "?1 internal error: kaboom\n\n?2 internal error\n\n=3 alive\n\n");
}

TEST_CASE("multi-line results have no empty line inside", "[session]") {
    Harness h;
    CHECK(h.run("5 poem\n") == "=5 \nroses\n \nviolets\n\n");
}

TEST_CASE("quit answers and ends; the rest of the input is not read", "[session]") {
    Harness h;
    CHECK(h.run("1 echo a\n2 quit\n3 echo b\n") == "=1 a\n\n=2 \n\n");
}

TEST_CASE("end of input ends the session cleanly, a last line without LF counts", "[session]") {
    Harness h;
    CHECK(h.run("echo last") == "= last\n\n");
}

TEST_CASE("thousands of pipelined commands are answered in order", "[session]") {
    Harness h;
    std::string script, expected;
    for (int i = 1; i <= 5000; ++i) {
        script += std::to_string(i) + " echo " + std::to_string(i * 3) + "\n";
        expected += "=" + std::to_string(i) + " " + std::to_string(i * 3) + "\n\n";
    }
    CHECK(h.run(script) == expected);
}

TEST_CASE("two sessions in one process keep their own state", "[session]") {
    Harness a, b;
    a.run("add 5\n");
    b.run("add 7\n");
    CHECK(a.counter.value == 5);
    CHECK(b.counter.value == 7);
}
