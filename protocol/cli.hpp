#pragma once
// Command-line plumbing shared by every `boardtalk` subcommand: common options, logging set-up
// and Boost.Program_options parsing with `--help` and exit code 2 on bad usage.
#include <boost/program_options.hpp>
#include <optional>
#include <string>

namespace boardtalk::protocol {

namespace po = boost::program_options;

struct LogOptions {
    std::string level = "warn";  // trace debug info warn error critical off
    std::string file;            // empty: stderr
    bool protocol = false;       // trace every command and response to the log
};

// --log-level, --log-file, --log-protocol.
void add_log_options(po::options_description& desc, LogOptions& options);

// Sets the default spdlog logger (stderr or the file, never stdout) and, with `protocol`, a
// logger named "protocol" that sessions use for `<<` / `>>` traces. Throws std::runtime_error on
// an unknown level or unwritable file.
void configure_logging(const LogOptions& options);

// Parses a subcommand's arguments (argv[0] is the subcommand's name). `--help` prints `usage` and
// the options to stdout and returns 0; a bad option prints one line to stderr and returns 2;
// nullopt means go on with `vm` filled and notified.
std::optional<int> parse_options(int argc, char** argv, const std::string& usage,
                                 const po::options_description& options,
                                 const po::positional_options_description& positional,
                                 po::variables_map& vm);

}  // namespace boardtalk::protocol
