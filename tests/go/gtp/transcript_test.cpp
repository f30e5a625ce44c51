// Golden transcripts: conformance/go/transcripts/NAME.in replayed through a session (seed 1)
// must give NAME.out byte for byte.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "go_session.hpp"

namespace fs = std::filesystem;

namespace {
std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}
}  // namespace

TEST_CASE("golden GTP transcripts replay byte for byte", "[go][transcript]") {
    int replayed = 0;
    for (const auto& entry : fs::directory_iterator("conformance/go/transcripts")) {
        if (entry.path().extension() != ".in") continue;
        auto expected_path = entry.path();
        expected_path.replace_extension(".out");
        INFO(entry.path().string());
        REQUIRE(fs::exists(expected_path));
        boardtalk::go_adapter::testing::GoSession session;
        CHECK(session.run(slurp(entry.path())) == slurp(expected_path));
        ++replayed;
    }
    CHECK(replayed >= 1);
}
