// GNU Go as a dead-stone oracle: the final positions of real games (conformance/go/endgames/,
// games between boardtalk and GNU Go 3.8 that ended with two passes, dead stones left on the
// board) loaded into `boardtalk go` and `gnugo --mode gtp --level 10 --chinese-rules`, which
// must give the same final_status_list dead (as a set) and the same final_score.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "protocol/client/engine_process.hpp"
#include "tests/go/oracle/engine_pair.hpp"

using namespace boardtalk::go_oracle;
using boardtalk::protocol::EngineProcess;
using namespace std::chrono_literals;

namespace {

constexpr auto timeout = 120s;  // GNU Go's reading at level 10 on 19x19, sanitized builds

std::string answer(EngineProcess& engine, const std::string& command) {
    const auto r = engine.send(command, timeout);
    REQUIRE(r.answered());
    return (r.status == boardtalk::protocol::Response::Status::success ? "= " : "? ") +
           sorted_words(r.text);
}

std::vector<std::filesystem::path> endgames() {
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator("conformance/go/endgames"))
        if (e.path().extension() == ".sgf") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace

TEST_CASE("at the end of real games boardtalk's dead stones and score are GNU Go's",
          "[go][oracle][gnugo][dead]") {
    auto ours = start({boardtalk_program(), "go"});
    auto gnugo = start({"/usr/games/gnugo", "--mode", "gtp", "--level", "10", "--chinese-rules"});
    const auto files = endgames();
    REQUIRE(files.size() >= 6);
    for (const auto& file : files) {
        INFO(file.string());
        const std::string load = "loadsgf " + file.string();
        REQUIRE(answer(*ours, load) == answer(*gnugo, load));
        CHECK(answer(*ours, "final_status_list dead") == answer(*gnugo, "final_status_list dead"));
        CHECK(answer(*ours, "final_score") == answer(*gnugo, "final_score"));
    }
}
