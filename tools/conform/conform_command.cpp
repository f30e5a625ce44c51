#include "tools/conform/conform_command.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "games/common/cli.hpp"
#include "protocol/option_values.hpp"
#include "tools/conform/suite_file.hpp"
#include "tools/conform/suite_runner.hpp"
#include "tools/conform/tst_suite.hpp"

namespace boardtalk::conformance {

namespace {

namespace po = protocol::po;

const char* const usage =
    "usage: boardtalk conform --engine \"COMMAND LINE\" [--timeout SECONDS] [--verbose] FILE...\n"
    "\n"
    "Runs .tst suites in GNU Go regression format against any GTP engine, a fresh engine per\n"
    "file, and prints passed / failed (expected) / PASSED / FAILED per test and a summary.\n"
    "Exit code 0 iff every test had its expected outcome and the engine never failed.";

struct LoadedFile {
    std::string path;
    std::string name;  // what the report lines start with
    Suite suite;
};

// Reads every file first: a typo in a file name fails at once, before any engine runs.
std::optional<std::vector<LoadedFile>> load_files(const std::vector<std::string>& paths) {
    std::vector<LoadedFile> files;
    bool all_read = true;
    for (const auto& path : paths) {
        auto read = read_suite_file(path);
        if (!read.text) {
            std::cerr << "boardtalk conform: cannot read " << path << ": " << read.error << '\n';
            all_read = false;
            continue;
        }
        const auto name = std::filesystem::path(path).filename().string();
        files.push_back({path, name, parse_suite(*read.text)});
    }
    if (!all_read) return std::nullopt;
    return files;
}

int run_files(const std::vector<LoadedFile>& files, const RunOptions& options) {
    Tally total;
    bool ok = true;
    for (const auto& file : files) {
        for (const auto& error : file.suite.errors) {
            std::cout << file.name << ": " << error << '\n';
            ok = false;
        }
        const auto report = run_suite(file.suite, file.name, options, std::cout);
        total += report.tally;
        ok = ok && report.ok();
        std::cout << std::flush;
    }
    std::cout << "total: " << format_tally(total) << std::endl;
    return ok ? 0 : 1;
}

}  // namespace

int conform_main(int argc, char** argv) {
    RunOptions options;
    double timeout_seconds = 20;
    std::vector<std::string> paths;
    protocol::LogOptions log_options;
    po::options_description desc("options");
    desc.add_options()("engine", protocol::text_value(&options.engine)->value_name("COMMAND LINE"),
                       "the engine to test, split like a shell command (no shell runs)")(
        "timeout",
        protocol::arg_value(&timeout_seconds, protocol::types::real(),
                            protocol::positive_seconds(86400))
            ->default_value(timeout_seconds),
        "seconds to wait for each response (above 0, at most 86400)")(
        "verbose,v", po::bool_switch(&options.verbose),
        "show every response, and set-up commands that fail")(
        "file", po::value(&paths)->value_name("FILE"), ".tst files to run");
    protocol::add_log_options(desc, log_options);
    po::positional_options_description positional;
    positional.add("file", -1);
    po::variables_map vm;
    if (auto done = protocol::parse_options(argc, argv, usage, desc, positional, vm)) return *done;
    if (options.engine.empty() || paths.empty()) {
        std::cerr << "boardtalk conform: " << (paths.empty() ? "no .tst file" : "no --engine")
                  << " given (try --help)\n";
        return 2;
    }
    if (std::ranges::find(paths, std::string()) != paths.end()) {
        std::cerr << "boardtalk conform: --file: must not be empty (try --help)\n";
        return 2;
    }
    options.timeout = std::chrono::milliseconds(std::llround(timeout_seconds * 1000));
    protocol::configure_logging(log_options);
    const auto files = load_files(paths);
    if (!files) return 1;
    return run_files(*files, options);
}

}  // namespace boardtalk::conformance
