#include <catch2/catch.hpp>

#include "protocol/registry.hpp"

using namespace boardtalk::protocol;

namespace {
enum class Colour { black, white };
ArgType<Colour> colour() {
    return keyword_type<Colour>("colour", {{"black", Colour::black},
                                           {"b", Colour::black},
                                           {"white", Colour::white},
                                           {"w", Colour::white}});
}
std::string error_of(const std::vector<Param>& sig, std::vector<std::string> tokens) {
    try {
        bind_arguments(sig, std::move(tokens));
    } catch (const SyntaxError& e) {
        return e.what();
    }
    return "no error";
}
}  // namespace

TEST_CASE("arguments are bound and typed by the signature", "[registry]") {
    std::vector<Param> sig{param(colour()), param(types::integer()), optional_param(types::real())};
    Args a = bind_arguments(sig, {"W", "19"});
    CHECK(a.get<Colour>(0) == Colour::white);
    CHECK(a.get<std::uint32_t>(1) == 19u);
    CHECK(!a.opt<double>(2));
    a = bind_arguments(sig, {"black", "3", "-2.5"});
    CHECK(a.get<Colour>(0) == Colour::black);
    CHECK(a.opt<double>(2) == -2.5);
    CHECK(a.raw() == std::vector<std::string>{"black", "3", "-2.5"});
}

TEST_CASE("rest parameters take every remaining token", "[registry]") {
    std::vector<Param> sig{param(types::string()), rest_param(types::integer())};
    Args a = bind_arguments(sig, {"x", "1", "2", "3"});
    CHECK(a.rest<std::uint32_t>(1) == std::vector<std::uint32_t>{1, 2, 3});
    CHECK(bind_arguments(sig, {"x"}).rest<std::uint32_t>(1).empty());
}

TEST_CASE("wrong counts and types give exact syntax errors", "[registry]") {
    std::vector<Param> two{param(colour()), param(types::integer())};
    CHECK(error_of(two, {"b"}) == "syntax error: expected 2 arguments, got 1");
    CHECK(error_of(two, {"b", "1", "2"}) == "syntax error: expected 2 arguments, got 3");
    CHECK(error_of(two, {"red", "1"}) == "syntax error: invalid colour 'red'");
    CHECK(error_of(two, {"b", "x"}) == "syntax error: invalid integer 'x'");
    CHECK(error_of({param(types::real())}, {}) == "syntax error: expected 1 argument, got 0");
    CHECK(error_of({}, {"extra"}) == "syntax error: expected 0 arguments, got 1");
    CHECK(error_of({param(types::real()), optional_param(types::real())}, {}) ==
          "syntax error: expected 1 to 2 arguments, got 0");
    CHECK(error_of({param(types::real()), rest_param(types::real())}, {}) ==
          "syntax error: expected at least 1 argument, got 0");
    CHECK(error_of({param(types::boolean())}, {"yes"}) == "syntax error: invalid boolean 'yes'");
}

TEST_CASE("a type's reason follows the bad token in the syntax error", "[registry]") {
    const ArgType<int> odd{"odd number", [](std::string_view t) -> boardtalk::Result<int> {
                               if (t == "3") return 3;
                               if (t == "4") return boardtalk::Error{"4 is even"};
                               return boardtalk::Error{};
                           }};
    CHECK(bind_arguments({param(odd)}, {"3"}).get<int>(0) == 3);
    CHECK(error_of({param(odd)}, {"4"}) == "syntax error: invalid odd number '4': 4 is even");
    CHECK(error_of({param(odd)}, {"x"}) == "syntax error: invalid odd number 'x'");
    CHECK(error_of({rest_param(odd)}, {"3", "4"}) ==
          "syntax error: invalid odd number '4': 4 is even");
}

TEST_CASE("the registry finds names exactly and keeps registration order", "[registry]") {
    Registry r;
    register_admin_commands(r, {"test", "1.0"});
    CHECK(r.find("list_commands"));
    CHECK(!r.find("LIST_COMMANDS"));
    CHECK(!r.find("list_command"));
    CHECK(!r.find("list_commandsx"));
    CHECK(r.names().front() == "protocol_version");
    CHECK_THROWS_AS(r.add({"name", {}, "dup", {}}), std::logic_error);
}

TEST_CASE("signatures are described for help", "[registry]") {
    CHECK(describe_signature({param(colour()), optional_param(types::integer()),
                              rest_param(types::string())}) == "colour [integer] [string]...");
}
