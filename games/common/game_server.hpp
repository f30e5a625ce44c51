#pragma once
// The start-up scaffold every game's server shares (`boardtalk go|morris|dvonn|2048`): parse the
// command line, set up logging, build the session state, register the game's commands and serve
// stdin/stdout. A bad start-up option, wherever it is found, is one line on stderr,
// "boardtalk GAME: <what>", and exit code 2; `--help` prints the usage and exits 0.
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "protocol/option_values.hpp"
#include "protocol/registry.hpp"
#include "protocol/session.hpp"

namespace boardtalk::adapters {

struct ServerSpec {
    std::string game;   // the subcommand: "morris"
    std::string usage;  // the first lines of --help
    // What it speaks, for the one line it says on stderr when started at a terminal.
    std::string protocol = "its line protocol (GTP's framing)";
};

// Started at a terminal (stdin is one), a person typed the command: one line on stderr says what
// the server speaks and how to leave. Nothing when a program drives it through pipes.
void greet_at_terminal(const ServerSpec& spec);

// Parses argv (argv[0] is the game) with `desc` and the log options and sets up logging: nullopt
// to go on with `vm` filled, else the exit code (0 after --help, 2 after one line on stderr).
std::optional<int> start_server(int argc, char** argv, const ServerSpec& spec,
                                const protocol::po::options_description& desc,
                                protocol::po::variables_map& vm);

// "boardtalk GAME: <problem>" on stderr; returns 2.
int refuse_start(const ServerSpec& spec, const std::string& problem);

// The whole server: `make_state` builds the session from the parsed options and throws (any
// std::exception, its message one line) for a bad one; `register_commands` registers the game's
// whole command set, admin commands included. `serve`, when given, replaces the line protocol on
// stdin/stdout (a game's other protocol, `boardtalk dvonn --protocol codecup`): it returns the
// exit code, or nullopt to serve the line protocol after all. A State with a member
// `idle(protocol::LineSource&)` gets it called between commands (protocol::IdleHook).
template <class State>
int serve_game(
    int argc, char** argv, const ServerSpec& spec, const protocol::po::options_description& desc,
    const std::function<std::unique_ptr<State>(const protocol::po::variables_map&)>& make_state,
    void (*register_commands)(protocol::Registry&, State&),
    const std::function<std::optional<int>(State&)>& serve = {}) {
    protocol::po::variables_map vm;
    if (auto code = start_server(argc, argv, spec, desc, vm)) return *code;
    std::unique_ptr<State> state;
    try {
        state = make_state(vm);
    } catch (const std::exception& e) {
        return refuse_start(spec, e.what());
    }
    if (serve)
        if (auto code = serve(*state)) return *code;
    protocol::Registry registry;
    register_commands(registry, *state);
    greet_at_terminal(spec);
    if constexpr (requires(State & s, protocol::LineSource & in) { s.idle(in); })
        return protocol::serve_stdio(registry,
                                     [&state](protocol::LineSource& in) { state->idle(in); });
    return protocol::serve_stdio(registry);
}

}  // namespace boardtalk::adapters
