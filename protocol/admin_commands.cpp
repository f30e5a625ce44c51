// The administrative commands every game shares (GTP v2 §6.3.1) and the streaming test command.
#include <string>
#include <thread>

#include "protocol/registry.hpp"

namespace boardtalk::protocol {

namespace {

std::string usage_line(const Command& c) {
    std::string sig = describe_signature(c.signature);
    return c.name + (sig.empty() ? "" : " " + sig) + " - " + c.help;
}

}  // namespace

void register_admin_commands(Registry& r, EngineInfo info) {
    using namespace types;
    r.add({"protocol_version", {}, "the GTP version: 2", [](const Args&, Context&) {
               return std::string("2");
           }});
    r.add({"name", {}, "the engine's name", [n = info.name](const Args&, Context&) { return n; }});
    r.add({"version", {}, "the engine's version", [v = info.version](const Args&, Context&) {
               return v;
           }});
    r.add({"known_command",
           {param(string())},
           "true if the command is known, else false",
           [&r](const Args& a, Context&) {
               return std::string(r.find(a.get<std::string>(0)) ? "true" : "false");
           }});
    r.add({"list_commands", {}, "every known command, one per line", [&r](const Args&, Context&) {
               std::string out;
               for (const auto& name : r.names()) out += name + '\n';
               return out;
           }});
    r.add({"help",
           {optional_param(string())},
           "the commands with their arguments, or one of them",
           [&r](const Args& a, Context&) {
               if (auto name = a.opt<std::string>(0)) {
                   const Command* c = r.find(*name);
                   if (!c) throw CommandError("unknown command");
                   return usage_line(*c);
               }
               std::string out;
               for (const auto& name : r.names()) out += usage_line(*r.find(name)) + '\n';
               return out;
           }});
    r.add({"quit", {}, "answer, then end the session", [](const Args&, Context& ctx) {
               ctx.request_quit();
               return std::string();
           }});
}

void register_stream_test_command(Registry& r) {
    r.add({"stream_numbers",
           {optional_param(types::integer())},
           "stream 0, 1, 2... every interval ms (default 10) until the next input line",
           [](const Args& a, Context& ctx) {
               const auto interval =
                   std::chrono::milliseconds(a.opt<std::uint32_t>(0).value_or(10));
               std::uint64_t n = 0;
               do {
                   ctx.stream(std::to_string(n++));
               } while (!ctx.wait_for_input(interval));
               return std::string();
           }});
}

}  // namespace boardtalk::protocol
