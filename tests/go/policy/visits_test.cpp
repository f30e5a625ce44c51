// `boardtalk go --record-visits FILE`: each genmove's search appends the position and how its
// playouts went to the moves (engine/go/policy_planes.hpp, games/go/visit_recorder.hpp), the
// soft targets conformance/go/policy/train.py learns from.
#include <catch2/catch.hpp>

#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include "engine/go/notation.hpp"
#include "engine/go/policy_planes.hpp"
#include "games/go/visit_recorder.hpp"
#include "tests/common/temp_dir.hpp"
#include "tests/go/gtp/go_session.hpp"
#include "tests/go/policy/policy_bytes.hpp"

using namespace boardtalk::go_adapter;

namespace {

constexpr int candidate_plane = 11;  // engine/go/policy_planes.cpp

// One decoded example of a 9x9 board.
struct Example {
    int width = 0, height = 0;
    std::vector<bool> candidate;  // the candidate plane, y * 9 + x
    std::vector<int> share;       // in 65535ths
};

std::vector<Example> examples(const std::string& bytes) {
    REQUIRE(bytes.rfind(visits_magic, 0) == 0);
    const int size = boardtalk::go::visit_example_bytes(9, 9), area = 81;
    std::vector<Example> out;
    auto byte = [&](std::size_t i) { return static_cast<unsigned char>(bytes[i]); };
    std::size_t at = std::string(visits_magic).size();
    for (; at + size <= bytes.size(); at += size) {
        Example e{byte(at), byte(at + 1), {}, {}};
        for (int i = 0; i < area; ++i) {
            const int bit = candidate_plane * area + i;
            e.candidate.push_back(byte(at + 2 + bit / 8) >> (7 - bit % 8) & 1);
        }
        const std::size_t targets = at + 2 + boardtalk::go::packed_planes_bytes(9, 9);
        for (int i = 0; i < area; ++i)
            e.share.push_back(byte(targets + 2 * i) | byte(targets + 2 * i + 1) << 8);
        out.push_back(e);
    }
    CHECK(at == bytes.size());  // whole examples only
    return out;
}

GoOptions recording(const std::string& path) {
    GoOptions o = testing::GoSession::seeded();
    o.player = "mcts";
    o.playouts = 300;
    o.boardsize = 9;
    o.record_visits = path;
    return o;
}

// The index y * 9 + x of a genmove's answer ("= C6").
int index_of(const std::string& answer) {
    const auto p = boardtalk::go::parse_vertex(answer.substr(2), 9, 9);
    REQUIRE(p);
    return boardtalk::go::y_of(*p) * 9 + boardtalk::go::x_of(*p);
}

}  // namespace

TEST_CASE("--record-visits keeps each genmove's position and playouts a move", "[go][policy]") {
    boardtalk::test::TempDir dir;
    const std::string path = dir.file("b.visits");
    std::vector<int> played;
    {
        testing::GoSession s(recording(path));
        played.push_back(index_of(testing::ask(s, "genmove b")));
        played.push_back(index_of(testing::ask(s, "genmove w")));
    }
    const auto found = examples(boardtalk::test::read_bytes(path));
    REQUIRE(found.size() == 2);
    for (std::size_t k = 0; k < found.size(); ++k) {
        const Example& e = found[k];
        CHECK(e.width == 9);
        CHECK(e.height == 9);
        int sum = 0, best = 0;
        for (int i = 0; i < 81; ++i) {
            sum += e.share[i];
            if (e.share[i] > e.share[best]) best = i;
            if (e.share[i] > 0) CHECK(e.candidate[i]);
        }
        CHECK(sum >= 65535 - 81);
        CHECK(sum <= 65535 + 81);
        CHECK(best == played[k]);  // the move played is the most visited
    }
    // Before the second move, black's stone is not a candidate.
    CHECK(!found[1].candidate[played[0]]);

    // A second session appends, after cutting off what a killed process left half-written.
    std::ofstream(path, std::ios::binary | std::ios::app) << std::string(100, '\x09');
    {
        testing::GoSession s(recording(path));
        testing::ask(s, "genmove b");
    }
    CHECK(examples(boardtalk::test::read_bytes(path)).size() == 3);
}

TEST_CASE("--record-visits refuses a file of something else, leaving it as it was",
          "[go][policy]") {
    boardtalk::test::TempDir dir;
    const std::string path = dir.file("notes.txt");
    std::ofstream(path) << "my notes\n";
    CHECK_THROWS_WITH(testing::GoSession(recording(path)),
                      "--record-visits: " + path +
                          ": not a file of boardtalk's visit examples (it does not start with "
                          "\"boardtalk go visits 1\")");
    CHECK(boardtalk::test::read_bytes(path) == "my notes\n");
    const std::string odd = dir.file("odd.visits");
    std::ofstream(odd, std::ios::binary) << visits_magic << std::string(400, '\x1f');
    CHECK_THROWS_WITH(testing::GoSession(recording(odd)),
                      Catch::EndsWith("(31x31 board at byte 22)"));
    CHECK_THROWS_WITH(testing::GoSession(recording(dir.file("no/such/dir.visits"))),
                      Catch::StartsWith("--record-visits: cannot open "));
}
