#pragma once
// A registry of small commands for driving sessions in tests.
#include <stdexcept>

#include "protocol/registry.hpp"

namespace boardtalk::protocol::testing {

struct Counter {
    int value = 0;
};

inline void register_test_commands(Registry& r, Counter& counter) {
    register_admin_commands(r, {"tester", "1.2"});
    register_stream_test_command(r);
    r.add({"echo",
           {rest_param(types::string())},
           "the arguments joined by spaces",
           [](const Args& a, Context&) {
               std::string out;
               for (const auto& s : a.rest<std::string>(0)) out += (out.empty() ? "" : " ") + s;
               return out;
           }});
    r.add({"add",
           {param(types::integer())},
           "adds to the counter, refusing to pass 100",
           [&counter](const Args& a, Context&) {
               const auto n = a.get<std::uint32_t>(0);
               if (counter.value + static_cast<long long>(n) > 100)
                   throw CommandError("counter full");
               counter.value += static_cast<int>(n);
               return std::to_string(counter.value);
           }});
    r.add({"boom", {}, "throws an unexpected exception", [](const Args&, Context&) -> std::string {
               throw std::runtime_error("kaboom");
           }});
    r.add({"boom_int", {}, "throws a non-std exception", [](const Args&, Context&) -> std::string {
               throw 42;
           }});
    r.add({"poem", {}, "a multi-line result with blank lines", [](const Args&, Context&) {
               return std::string("\nroses\n\nviolets\n\n");
           }});
}

}  // namespace boardtalk::protocol::testing
