// The dead-stone estimate on open positions (conformance/go/endgames/open/): walls, lone and
// small invaders in large areas, living groups beside them, on 9x9, 13x13 and 19x19. GNU Go
// 3.8's answers (level 10, Chinese rules) are recorded in open/expected.txt by
// record-gnugo.sh, because GNU Go needs up to a minute per 19x19 position; boardtalk must give
// the same dead stones and score, or the ones the file names with the reason it differs.
// GNU Go itself is asked on the 9x9 and 13x13 positions (a few seconds each), so the recorded
// answers it is held to are GNU Go's own.
#include <catch2/catch.hpp>

#include <chrono>
#include <fstream>
#include <string>
#include <vector>

#include "protocol/client/engine_process.hpp"
#include "tests/go/oracle/engine_pair.hpp"

using namespace boardtalk::go_oracle;
using namespace std::chrono_literals;

namespace {

const std::string folder = "conformance/go/endgames/open/";

// GNU Go's live answers only check the recorded ones, which the Release run does; under ASan+UBSan
// (BOARDTALK_SANITIZED, set by CMake) they would be the same minutes of GNU Go's unsanitized
// reading again, so there only boardtalk answers, held to the same recorded answers.
#ifdef BOARDTALK_SANITIZED
constexpr bool ask_gnugo = false;
#else
constexpr bool ask_gnugo = true;
#endif

// One line of expected.txt: file | GNU Go dead | GNU Go score | boardtalk dead | boardtalk
// score | why boardtalk differs ("=" in the boardtalk columns: GNU Go's answer).
struct Expected {
    std::string file, gnugo_dead, gnugo_score, dead, score, why;
};

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(' ');
    if (b == std::string::npos) return "";
    return s.substr(b, s.find_last_not_of(' ') - b + 1);
}

std::vector<Expected> read_expected() {
    std::ifstream in(folder + "expected.txt");
    std::vector<Expected> out;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> cells;
        for (std::size_t start = 0;;) {
            const auto bar = line.find('|', start);
            cells.push_back(trim(line.substr(start, bar - start)));
            if (bar == std::string::npos) break;
            start = bar + 1;
        }
        REQUIRE(cells.size() == 6);
        Expected e{cells[0], cells[1], cells[2], cells[3], cells[4], cells[5]};
        if (e.dead == "=") e.dead = e.gnugo_dead;
        if (e.score == "=") e.score = e.gnugo_score;
        // A difference from GNU Go must say why.
        if (e.dead != e.gnugo_dead || e.score != e.gnugo_score) REQUIRE_FALSE(e.why.empty());
        out.push_back(e);
    }
    return out;
}

std::string answer_after_reading(boardtalk::protocol::EngineProcess& engine,
                                 const std::string& command) {
    // GNU Go's level-10 reading of an open 13x13 position takes about 20 s of CPU; a niced test
    // on a busy machine got a tenth of a core and exceeded 120 s. The limit only catches a hang.
    const auto r = engine.send(command, 600s);
    REQUIRE(r.status == boardtalk::protocol::Response::Status::success);
    return sorted_words(r.text);
}

}  // namespace

TEST_CASE("on open positions the dead stones are GNU Go's or differ for a stated reason",
          "[go][oracle][dead]") {
    const auto expected = read_expected();
    REQUIRE(expected.size() >= 20);
    auto gnugo =
        ask_gnugo ? start({"/usr/games/gnugo", "--mode", "gtp", "--level", "10", "--chinese-rules"})
                  : nullptr;
    int sizes[3] = {0, 0, 0};
    for (const auto& e : expected) {
        INFO(e.file << (e.why.empty() ? "" : " (" + e.why + ")"));
        // A fresh engine per position, as a GUI scoring a finished game would have.
        auto ours = start({boardtalk_program(), "go"});
        REQUIRE(ours->send("loadsgf " + folder + e.file, 60s).status ==
                boardtalk::protocol::Response::Status::success);
        CHECK(answer_after_reading(*ours, "final_status_list dead") == sorted_words(e.dead));
        CHECK(answer_after_reading(*ours, "final_score") == e.score);
        if (ask_gnugo && e.file.rfind("19x19", 0) != 0) {
            const std::string load = "loadsgf " + folder + e.file;
            REQUIRE(gnugo->send(load, 60s).status ==
                    boardtalk::protocol::Response::Status::success);
            CHECK(answer_after_reading(*gnugo, "final_status_list dead") ==
                  sorted_words(e.gnugo_dead));
            CHECK(answer_after_reading(*gnugo, "final_score") == e.gnugo_score);
        }
        sizes[0] += e.file.rfind("9x9", 0) == 0;
        sizes[1] += e.file.rfind("13x13", 0) == 0;
        sizes[2] += e.file.rfind("19x19", 0) == 0;
    }
    CHECK(sizes[0] >= 5);
    CHECK(sizes[1] >= 5);
    CHECK(sizes[2] >= 5);
}
