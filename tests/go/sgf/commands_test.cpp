// loadsgf, printsgf and gomill-savesgf in a session: answers, exact error lines, files, and a
// session left exactly as it was by every failure.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <random>

#include "tests/common/temp_dir.hpp"
#include "tests/go/gtp/go_session.hpp"

using boardtalk::go_adapter::testing::GoSession;
namespace fs = std::filesystem;

namespace {

using boardtalk::test::TempDir;

// The answer to one command line, without the final empty line.
// Everything a failed command must leave as it was.
std::string snapshot(GoSession& s) {
    return ask(s, "showboard") + ask(s, "move_history") + ask(s, "get_komi") +
           ask(s, "kata-get-rules") + ask(s, "printsgf") + ask(s, "captures b") +
           ask(s, "captures w");
}

const std::string dir = "conformance/go/sgf/";

std::string contents(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

}  // namespace

TEST_CASE("loadsgf loads the main line, answers the colour to move", "[go][sgf][gtp]") {
    GoSession s;
    CHECK(ask(s, "loadsgf " + dir + "capture_9x9.sgf") == "= white");
    CHECK(ask(s, "captures b") == "= 1");
    CHECK(ask(s, "list_stones w") == "= A9 B9");
    CHECK(ask(s, "get_komi") == "= 6.5");
    CHECK(ask(s, "loadsgf " + dir + "capture_9x9.sgf 4") == "= white");
    CHECK(ask(s, "move_history") == "= black C5\nwhite D5\nblack E5");
    CHECK(ask(s, "loadsgf " + dir + "capture_9x9.sgf 1") == "= black");
    CHECK(ask(s, "list_stones b") == "= ");
    CHECK(ask(s, "loadsgf " + dir + "capture_9x9.sgf 0") == "= white");  // GNU Go: all of it
    CHECK(ask(s, "captures b") == "= 1");
    CHECK(ask(s, "loadsgf " + dir + "handicap_99_9x9.sgf") ==
          "? cannot load file: bad handicap HA[99] (at most 80 on 9x9)");
    CHECK(ask(s, "captures b") == "= 1");  // unchanged
    CHECK(ask(s, "loadsgf " + dir + "variations.sgf") == "= white");
    CHECK(ask(s, "move_history") == "= black G7\nwhite C3\nblack G3\nwhite C7\nblack E5");
    CHECK(ask(s, "loadsgf " + dir + "handicap_19.sgf") == "= white");
    CHECK(ask(s, "list_stones b") == "= R3 D4 Q4 Q16");
    CHECK(ask(s, "get_komi") == "= 0.5");
    CHECK(ask(s, "kata-get-rules").find("\"ko\":\"SITUATIONAL\"") != std::string::npos);
    CHECK(ask(s, "loadsgf " + dir + "rectangle.sgf") == "= white");
    CHECK(ask(s, "list_stones b") == "= A1 D3 A5");
    CHECK(ask(s, "loadsgf " + dir + "big_21.sgf") == "= white");
    CHECK(ask(s, "list_stones b") == "= U2 V21");
    CHECK(ask(s, "loadsgf " + dir + "setup.sgf") == "= black");
    CHECK(ask(s, "list_stones w") == "= G3 D6 G7 H7 J7 G8 J8 G9 H9 J9");
    CHECK(ask(s, "undo") == "= ");  // takes back B8 and the edit after it
    CHECK(ask(s, "list_stones w") == "= G3 G7 H7 J7 G8 J8 G9 H9 J9");
    CHECK(ask(s, "loadsgf " + dir + "escapes.sgf") == "= white");
    CHECK(ask(s, "list_stones b") == "= D2 C3");
}

TEST_CASE("loadsgf failures: one line each, the session unchanged", "[go][sgf][gtp]") {
    GoSession s;
    ask(s, "boardsize 9");
    ask(s, "komi 3.5");
    ask(s, "play b E5");
    ask(s, "play w C3");
    const std::string before = snapshot(s);
    const std::pair<std::string, std::string> cases[] = {
        {"nope.sgf", "? cannot load file: cannot read nope.sgf: No such file or directory"},
        {dir, "? cannot load file: cannot read conformance/go/sgf/: it is a directory"},
        {"/dev/null", "? cannot load file: cannot read /dev/null: not a regular file"},
        {dir + "truncated.sgf",
         "? cannot load file: line 1, column 32: unexpected end of file: property value not "
         "closed with ']'"},
        {dir + "unbalanced.sgf", "? cannot load file: line 1, column 31: unmatched ')'"},
        {dir + "illegal_move.sgf",
         "? cannot load file: illegal move at move 4 (white E5: occupied)"},
        {dir + "size_26.sgf", "? cannot load file: board size 26x26 is over 25"},
        {dir + "chess.sgf", "? cannot load file: not a Go game record (GM[3])"},
        {dir + "bad_point.sgf", "? cannot load file: bad move W[jj] (node 3)"},
        {dir + "not_sgf.txt", "? cannot load file: not an SGF file: no game tree"},
        {dir + "binary.sgf",
         "? cannot load file: line 3, column 11: expected ';', '(' or ')', found byte 0x00"},
    };
    for (const auto& [file, error] : cases) {
        INFO(file);
        CHECK(ask(s, "loadsgf " + file) == error);
        CHECK(snapshot(s) == before);
    }
    CHECK(ask(s, "loadsgf") == "? syntax error: expected 1 to 2 arguments, got 0");
    CHECK(ask(s, "loadsgf a.sgf -1") == "? syntax error: invalid integer '-1'");
    CHECK(snapshot(s) == before);
}

TEST_CASE("loadsgf refuses a huge file without reading it all", "[go][sgf][gtp]") {
    TempDir tmp;
    const std::string path = tmp.file("huge.sgf");
    {
        std::ofstream out(path, std::ios::binary);
        out << "(;SZ[9]C[";
        const std::string block(1 << 20, 'x');
        for (int i = 0; i < 17; ++i) out << block;
        out << "])";
    }
    GoSession s;
    CHECK(ask(s, "loadsgf " + path) ==
          "? cannot load file: cannot read " + path + ": larger than 16777216 bytes");
}

TEST_CASE("printsgf: the record as the answer, or written to a file", "[go][sgf][gtp]") {
    GoSession s;
    ask(s, "boardsize 9");
    ask(s, "komi 5.5");
    ask(s, "fixed_handicap 2");
    ask(s, "play w E5");
    const std::string version = BOARDTALK_VERSION;
    const std::string expected = "(;FF[4]GM[1]CA[UTF-8]AP[boardtalk:" + version +
                                 "]SZ[9]KM[5.5]RU[Chinese]\nHA[2]\nAB[cg][gc]\n;W[ee])";
    CHECK(ask(s, "printsgf") == "= " + expected);
    TempDir tmp;
    CHECK(ask(s, "printsgf " + tmp.file("game.sgf")) == "= ");
    CHECK(contents(tmp.file("game.sgf")) == expected + "\n");
    CHECK(std::distance(fs::directory_iterator(tmp.path), fs::directory_iterator()) == 1);
    CHECK(ask(s, "printsgf " + tmp.file("missing/dir/game.sgf")) ==
          "? cannot write " + tmp.file("missing/dir/game.sgf") + ": No such file or directory");
    CHECK(ask(s, "printsgf " + tmp.path.string())
              .rfind("? cannot write " + tmp.path.string() + ": ", 0) == 0);
    CHECK(std::distance(fs::directory_iterator(tmp.path), fs::directory_iterator()) == 1);
    // Finished by two passes: RE is final_score's answer, marks included.
    CHECK(ask(s, "printsgf").find("RE[") == std::string::npos);
    ask(s, "play b pass");
    ask(s, "play w pass");
    CHECK(ask(s, "printsgf").find("RE[" + ask(s, "final_score").substr(2) + "]") !=
          std::string::npos);
    ask(s, "mark_dead E5");
    const std::string marked = ask(s, "final_score").substr(2);
    CHECK(marked.rfind("B+", 0) == 0);
    CHECK(ask(s, "printsgf").find("RE[" + marked + "]") != std::string::npos);
}

TEST_CASE("gomill-savesgf writes extra root properties", "[go][sgf][gtp]") {
    GoSession s;
    ask(s, "boardsize 5");
    ask(s, "play b C3");
    TempDir tmp;
    const std::string file = tmp.file("g.sgf");
    CHECK(ask(s, "gomill-savesgf " + file +
                     " PB=testplayer PW=GNU\\_Go:3.8 RE=W+3.5 "
                     "DT=2024-01-02 GC=a\\\\b") == "= ");
    const std::string text = contents(file);
    CHECK(text.find("PB[testplayer]") != std::string::npos);
    CHECK(text.find("PW[GNU Go:3.8]") != std::string::npos);
    CHECK(text.find("RE[W+3.5]") != std::string::npos);
    CHECK(text.find("DT[2024-01-02]") != std::string::npos);
    CHECK(text.find("GC[a\\\\b]") != std::string::npos);
    CHECK(text.find(";B[cc])") != std::string::npos);
    CHECK(ask(s, "gomill-savesgf " + file + " SZ=9") == "? property SZ is set by the game");
    CHECK(ask(s, "gomill-savesgf " + file + " pb=x") ==
          "? bad property 'pb=x' (expected PROP=VALUE)");
    CHECK(ask(s, "gomill-savesgf " + file + " PB") == "? bad property 'PB' (expected PROP=VALUE)");
    CHECK(contents(file) == text);  // a refused command wrote nothing
    ask(s, "clear_board");
    CHECK(ask(s, "loadsgf " + file) == "= white");
    CHECK(ask(s, "list_stones b") == "= C3");
}

// Issue 14: the writes replaced whatever the path named (as root, a device became a regular file).
TEST_CASE("printsgf FILE and gomill-savesgf refuse to replace a FIFO", "[go][sgf][gtp]") {
    GoSession s;
    ask(s, "play b C3");
    TempDir tmp;
    const std::string fifo = tmp.file("fifo");
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    CHECK(ask(s, "printsgf " + fifo) == "? cannot write " + fifo + ": not a regular file");
    CHECK(ask(s, "gomill-savesgf " + fifo + " PB=x") ==
          "? cannot write " + fifo + ": not a regular file");
    CHECK(fs::is_fifo(fifo));
    CHECK(std::distance(fs::directory_iterator(tmp.path), fs::directory_iterator()) == 1);
}

// loadsgf reads with protocol::read_whole_file, which looks before it opens: it never waits for
// a FIFO's writer. Should it ever open one, the test releases it after a minute and fails.
TEST_CASE("loadsgf of a FIFO fails at once, the session unchanged", "[go][sgf][gtp]") {
    GoSession s;
    ask(s, "play b C3");
    const std::string before = snapshot(s);
    TempDir tmp;
    const std::string fifo = tmp.file("fifo.sgf");
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    auto loading = std::async(std::launch::async, [&] { return ask(s, "loadsgf " + fifo); });
    const bool answered = loading.wait_for(std::chrono::seconds(60)) == std::future_status::ready;
    CHECK(answered);
    if (!answered) {  // release the reader stuck in open()
        const int writer = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
        if (writer >= 0) ::close(writer);
    }
    CHECK(loading.get() == "? cannot load file: cannot read " + fifo + ": not a regular file");
    CHECK(snapshot(s) == before);
}

TEST_CASE("loadsgf of printsgf gives the same game, in a session", "[go][sgf][gtp]") {
    TempDir tmp;
    std::mt19937 rng(7);
    for (int game = 0; game < 20; ++game) {
        GoSession a;
        ask(a, "boardsize " + std::to_string(5 + game % 15));
        ask(a, "komi " + std::to_string(game) + ".5");
        for (int i = 0; i < 60; ++i) ask(a, std::string("genmove ") + (i % 2 ? "w" : "b"));
        const std::string file = tmp.file("g" + std::to_string(game) + ".sgf");
        REQUIRE(ask(a, "printsgf " + file) == "= ");
        GoSession b;
        CHECK(ask(b, "loadsgf " + file).substr(0, 2) == "= ");
        for (const char* q : {"showboard", "move_history", "get_komi", "captures b", "captures w",
                              "kata-get-rules", "printsgf"})
            CHECK(ask(a, q) == ask(b, q));
    }
}
