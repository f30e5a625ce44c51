#pragma once
// The command registry: the one list of commands a session knows. list_commands, known_command
// and help are generated from it.
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "protocol/arg_types.hpp"
#include "protocol/context.hpp"

namespace boardtalk::protocol {

// A handler returns the result text (possibly empty or multi-line) or throws CommandError.
// It must leave its game unchanged when it throws.
using Handler = std::function<std::string(const Args&, Context&)>;

struct Command {
    std::string name;
    std::vector<Param> signature;
    std::string help;  // one line
    Handler handler;
};

class Registry {
  public:
    // Adds a command; throws std::logic_error if the name is taken (a programming error).
    void add(Command command);
    // Exact, case-sensitive lookup; nullptr when unknown.
    const Command* find(std::string_view name) const;
    // Names in registration order.
    const std::vector<std::string>& names() const { return order_; }

  private:
    std::unordered_map<std::string, Command> commands_;
    std::vector<std::string> order_;
};

// What `name` and `version` answer.
struct EngineInfo {
    std::string name;
    std::string version;
};

// protocol_version, name, version, known_command, list_commands, help, quit: every game has them.
// The registry must outlive the commands (known_command and friends read it).
void register_admin_commands(Registry& registry, EngineInfo info);

// A test command, `stream_numbers [interval-ms]`: streams 0, 1, 2... one line each until the next
// input line arrives. Used by the tests and the fuzz target to exercise streaming.
void register_stream_test_command(Registry& registry);

}  // namespace boardtalk::protocol
