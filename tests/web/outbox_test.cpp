// The policy of a page's outgoing messages (outbox.hpp): nothing is dropped while they are few,
// past the first bound only the newest streamed line waits, past the second a response does
// not fit and the page is to be closed.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "tools/serve/outbox.hpp"

using boardtalk::web::Outbox;

namespace {

std::vector<std::string> drain(Outbox& outbox) {
    std::vector<std::string> out;
    while (!outbox.empty()) out.push_back(outbox.pop());
    return out;
}

}  // namespace

TEST_CASE("an outbox under its first bound keeps every message in order", "[web][outbox]") {
    Outbox outbox(100, 1000);
    CHECK(outbox.push("r1", false));
    CHECK(outbox.push("l1", true));
    CHECK(outbox.push("l2", true));
    CHECK(outbox.push("r2", false));
    CHECK(outbox.bytes() == 8);
    CHECK(drain(outbox) == std::vector<std::string>{"r1", "l1", "l2", "r2"});
    CHECK(outbox.bytes() == 0);
    CHECK(outbox.dropped() == 0);
}

TEST_CASE("past the first bound only the newest streamed line waits", "[web][outbox]") {
    Outbox outbox(10, 1000);
    CHECK(outbox.push("response-1", false));  // 10 bytes: at the bound
    CHECK(outbox.push("line-1", true));
    CHECK(outbox.push("line-2", true));
    CHECK(outbox.push("line-3", true));
    CHECK(outbox.size() == 2);
    CHECK(outbox.push("response-2", false));
    CHECK(outbox.push("line-4", true));
    CHECK(outbox.push("response-3", false));
    CHECK(outbox.push("line-5", true));
    CHECK(drain(outbox) ==
          std::vector<std::string>{"response-1", "response-2", "response-3", "line-5"});
    CHECK(outbox.dropped() == 4);
}

TEST_CASE("past the second bound a response does not fit", "[web][outbox]") {
    Outbox outbox(4, 20);
    CHECK(outbox.push("response-1", false));
    CHECK(outbox.push("response-2", false));  // 20 bytes: full
    CHECK_FALSE(outbox.push("r", false));
    CHECK(outbox.push("line", true));  // dropped, not refused
    CHECK(outbox.bytes() == 20);
    CHECK(outbox.dropped() == 1);
    CHECK(outbox.pop() == "response-1");
    CHECK(outbox.push("r", false));
    outbox.clear();
    CHECK(outbox.empty());
    CHECK(outbox.bytes() == 0);
}
