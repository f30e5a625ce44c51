#include "tests/options/run_program.hpp"

#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

namespace boardtalk::options_test {

namespace fs = std::filesystem;

using test_shell::bin;
using test_shell::run_shell;

Run run_boardtalk(const std::string& args, const std::string& input) {
    static int counter = 0;
    const fs::path in =
        fs::temp_directory_path() / ("boardtalk-options-test-" + std::to_string(::getpid()) + "-" +
                                     std::to_string(counter++) + ".in");
    std::ofstream(in) << input;
    // 60 s: far beyond what any of these runs needs on a loaded machine, short of hanging.
    const Run r = run_shell("timeout -k 5 60 " + bin() + " " + args + " <" + in.string());
    fs::remove(in);
    return r;
}

void check_refused(const std::string& args, const std::string& message) {
    const Run run = run_boardtalk(args, "genmove w\nquit\n");
    INFO("boardtalk " << args);
    test_shell::check_usage_error(run, message);
}

std::string answer(const std::string& args, const std::string& command) {
    const Run run = run_boardtalk(args, command + "\nquit\n");
    INFO("boardtalk " << args << " <<< " << command);
    INFO("stderr: " << run.err);
    CHECK(run.exit_code == 0);
    return run.out.substr(0, run.out.find('\n'));
}

}  // namespace boardtalk::options_test
