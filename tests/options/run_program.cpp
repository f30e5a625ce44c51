#include "tests/options/run_program.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace boardtalk::options_test {

namespace fs = std::filesystem;

namespace {

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string quote(const std::string& text) {
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

}  // namespace

Run run_boardtalk(const std::string& args, const std::string& input) {
    const char* bin = std::getenv("BOARDTALK_BIN");
    REQUIRE(bin != nullptr);
    static int counter = 0;
    const fs::path base =
        fs::temp_directory_path() /
        ("boardtalk-options-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    const std::string in = base.string() + ".in", out = base.string() + ".out",
                      err = base.string() + ".err";
    std::ofstream(in) << input;
    // 60 s: far beyond what any of these runs needs on a loaded machine, short of hanging.
    const std::string command =
        "timeout -k 5 60 " + quote(bin) + " " + args + " <" + in + " >" + out + " 2>" + err;
    const int status = std::system(command.c_str());
    Run r;
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = read_file(out);
    r.err = read_file(err);
    for (const auto& f : {in, out, err}) fs::remove(f);
    return r;
}

void check_refused(const std::string& args, const std::string& message) {
    const Run run = run_boardtalk(args, "genmove w\nquit\n");
    INFO("boardtalk " << args);
    INFO("stderr: " << run.err);
    INFO("stdout: " << run.out);
    CHECK(run.exit_code == 2);
    CHECK(run.err.find(message) != std::string::npos);
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
    CHECK(run.out.empty());
}

std::string answer(const std::string& args, const std::string& command) {
    const Run run = run_boardtalk(args, command + "\nquit\n");
    INFO("boardtalk " << args << " <<< " << command);
    INFO("stderr: " << run.err);
    CHECK(run.exit_code == 0);
    return run.out.substr(0, run.out.find('\n'));
}

}  // namespace boardtalk::options_test
