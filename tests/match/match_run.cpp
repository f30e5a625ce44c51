#include "tests/match/match_run.hpp"

#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace boardtalk::match_test {

namespace fs = std::filesystem;

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

std::string bin() {
    const char* b = std::getenv("BOARDTALK_BIN");
    REQUIRE(b != nullptr);
    return quote(b);
}

fs::path fresh_dir(const std::string& name) {
    const char* build = std::getenv("BOARDTALK_BUILD");
    const fs::path dir = fs::path(build ? build : "/tmp") / "test-match" / name;
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

RunResult run_shell(const std::string& command) {
    static int counter = 0;
    const fs::path base =
        fs::temp_directory_path() /
        ("boardtalk-match-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
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

std::vector<match::GameResult> read_results_file(const fs::path& dir) {
    std::vector<match::GameResult> out;
    std::istringstream in(read_file(dir / "results.jsonl"));
    for (std::string line; std::getline(in, line);) {
        auto r = match::from_json_line(line);
        INFO(line);
        REQUIRE(r);
        out.push_back(*r);
    }
    return out;
}

std::string our_go(int seed) {
    const char* b = std::getenv("BOARDTALK_BIN");
    REQUIRE(b != nullptr);
    return std::string(b) + " go --player random --move-time 0.05 --seed " + std::to_string(seed);
}

std::string broken(const std::string& mode) {
    return "tests/match/engines/broken_engine.sh " + mode;
}

}  // namespace boardtalk::match_test
