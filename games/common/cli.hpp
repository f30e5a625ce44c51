#pragma once
// Command-line plumbing shared by every `boardtalk` subcommand: common options, logging set-up
// and Boost.Program_options parsing with `--help` and exit code 2 on bad usage. (It lived in
// protocol/, which keeps the line protocol only; its names stay in boardtalk::protocol beside
// the option value parsers of protocol/option_values.hpp they are used with.)
#include <boost/program_options.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace boardtalk::protocol {

namespace po = boost::program_options;

struct LogOptions {
    std::string level = "warn";  // trace debug info warn error critical off
    std::string file;            // empty: stderr
    bool protocol = false;       // trace every command and response to the log
};

// --log-level, --log-file, --log-protocol.
void add_log_options(po::options_description& desc, LogOptions& options);

// A bad command-line value found after parsing: the subcommand prints it on one line and exits 2.
class UsageError : public std::runtime_error {
  public:
    explicit UsageError(const std::string& message) : std::runtime_error(message) {}
};

// Sets the default spdlog logger (stderr or the file, never stdout) and, with `protocol`, a
// logger named "protocol" that sessions use for `<<` / `>>` traces. The log file is appended to,
// created if missing, but its directory never is. Throws UsageError "unknown log level 'X'" or
// "cannot open log file PATH: <reason>", and then changes nothing.
void configure_logging(const LogOptions& options);

// Parses a subcommand's arguments (argv[0] is the subcommand's name). `--help` prints `usage` and
// the options to stdout and returns 0; a bad option prints one line to stderr and returns 2;
// nullopt means go on with `vm` filled and notified.
std::optional<int> parse_options(int argc, char** argv, const std::string& usage,
                                 const po::options_description& options,
                                 const po::positional_options_description& positional,
                                 po::variables_map& vm);

// A game's own tool, `boardtalk GAME SUB ...` (`boardtalk morris solve`, `boardtalk 2048
// train`): when argv[1] is `sub`, runs `tool` with argv[0] "GAME SUB" and the arguments after
// `sub`, and returns its exit code; else nullopt (argv is the game's server's).
std::optional<int> run_game_tool(int argc, char** argv, std::string_view sub,
                                 int (*tool)(int, char**));

}  // namespace boardtalk::protocol
