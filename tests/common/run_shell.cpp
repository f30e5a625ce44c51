#include "tests/common/run_shell.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace boardtalk::test_shell {

namespace fs = std::filesystem;

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void check_usage_error(const RunResult& run, const std::string& message) {
    INFO("stderr: " << run.err);
    INFO("stdout: " << run.out);
    CHECK(run.exit_code == 2);
    CHECK(run.err.find(message) != std::string::npos);
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
    CHECK(run.out.empty());
}

fs::path fresh_dir(const std::string& area, const std::string& name) {
    const char* build = std::getenv("BOARDTALK_BUILD");
    const fs::path dir = fs::path(build ? build : "/tmp") / area / name;
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

std::string quote(const std::string& text) {
    std::string out = "'";
    for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string bin() {
    const char* b = std::getenv("BOARDTALK_BIN");
    REQUIRE(b != nullptr);
    return quote(b);
}

RunResult run_shell(const std::string& command) {
    static int counter = 0;
    const fs::path base =
        fs::temp_directory_path() /
        ("boardtalk-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    const std::string out = base.string() + ".out", err = base.string() + ".err";
    const int status = std::system((command + " >" + out + " 2>" + err).c_str());
    RunResult r;
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = read_file(out);
    r.err = read_file(err);
    fs::remove(out);
    fs::remove(err);
    return r;
}

}  // namespace boardtalk::test_shell
