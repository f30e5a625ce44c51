// `boardtalk go learn`: ratings of move features from a directory of SGF records, as a user runs
// it on the records of `boardtalk match --out DIR`.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>

#include "tests/common/temp_dir.hpp"
#include "tests/options/run_program.hpp"

namespace boardtalk::options_test {

namespace {

// A 9x9 game in which every move but the first touches the move before it, and stays off the
// first line: a spiral from E5.
std::string spiral_game(int turn) {
    const char* moves[] = {"ee", "fe", "fd", "ed", "dd", "de", "df", "ef",
                           "ff", "gf", "ge", "gd", "gc", "fc", "ec", "dc"};
    std::string sgf = "(;GM[1]FF[4]SZ[9]KM[7.5]";
    for (int i = 0; i < 16; ++i)
        sgf += std::string(";") + ((i + turn) % 2 ? "W[" : "B[") + moves[i] + "]";
    return sgf + ")\n";
}

// The gammas of a ratings file by feature name ("last 2", "line 1", ...).
std::map<std::string, double> read_gammas(const std::string& path) {
    std::ifstream in(path);
    std::map<std::string, double> gammas;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#' || line.rfind("boardtalk", 0) == 0) continue;
        std::istringstream fields(line);
        std::string group, value;
        double gamma = 0;
        fields >> group >> value >> gamma;
        gammas[group + " " + value] = gamma;
    }
    return gammas;
}

}  // namespace

TEST_CASE("go learn: the moves of the records rate their features", "[options][go][learn]") {
    test::TempDir dir;
    for (int g = 0; g < 4; ++g)
        std::ofstream(dir.file("game-" + std::to_string(g) + ".sgf")) << spiral_game(g % 2);
    std::ofstream(dir.file("notes.txt")) << "not a record";
    std::ofstream(dir.file("broken.sgf")) << "(;GM[1]SZ[9];B[zz])";
    const std::string out = dir.file("ratings.txt");
    // Diamond patterns left out (none was played 100 times): they would share the line's and
    // the distances' effects, tested here.
    const Run run = run_boardtalk(
        "go learn --diamond-min 100 --records " + dir.path.string() + " --out " + out, "");
    REQUIRE(run.exit_code == 0);
    // The broken record is named and skipped; the other four give 16 positions each.
    CHECK(run.err.find("skipped " + dir.file("broken.sgf")) != std::string::npos);
    CHECK(run.err.find("64 positions of 4 games") != std::string::npos);
    const auto gammas = read_gammas(out);
    // Every move was played next to the last one, never on the first line.
    CHECK(gammas.at("last 2") > 5 * gammas.at("last 4"));
    CHECK(gammas.at("line 1") < gammas.at("line 3"));
    // With the default --diamond-min (3), the 12-point diamonds played 3 times or more are
    // rated too.
    const auto diamonds = [](const std::map<std::string, double>& g) {
        int n = 0;
        for (const auto& [name, gamma] : g)
            n += name.rfind("diamond ", 0) == 0 && name != "diamond none";
        return n;
    };
    CHECK(gammas.count("diamond none") == 1);
    CHECK(diamonds(gammas) == 0);
    const std::string with = dir.file("with-diamonds.txt");
    REQUIRE(
        run_boardtalk("go learn --records " + dir.path.string() + " --out " + with, "").exit_code ==
        0);
    CHECK(diamonds(read_gammas(with)) > 0);
    // The player weighs them in its priors: other moves, unless their weight is 0.
    const std::string player = "go --playouts 300 --seed 5 --boardsize 9";
    const std::string game = "genmove b\ngenmove w\ngenmove b\nquit\n";
    const Run plain = run_boardtalk(player + " --ratings none", game);
    REQUIRE(plain.exit_code == 0);
    CHECK(run_boardtalk(player + " --ratings " + out, game).out != plain.out);
    CHECK(run_boardtalk(player + " --ratings " + out + " --priors ratings=0", game).out ==
          plain.out);
    // Without --ratings the player uses the built-in ratings.
    const Run builtin = run_boardtalk(player, game);
    CHECK(builtin.out == run_boardtalk(player + " --ratings builtin", game).out);
    CHECK(builtin.out != plain.out);
    CHECK(run_boardtalk(player + " --priors ratings=0", game).out == plain.out);
    check_refused("go --ratings " + dir.file("none"), "--ratings: cannot read " + dir.file("none"));
    check_refused("go --ratings " + dir.file("notes.txt"),
                  "--ratings: " + dir.file("notes.txt") + ": not a ratings file");
    // --evaluate measures a file on records: on the records it was learnt from, the fit its
    // header states.
    std::ifstream file(out);
    std::string header;
    std::getline(file, header);
    std::getline(file, header);
    const Run measured =
        run_boardtalk("go learn --records " + dir.path.string() + " --evaluate " + out, "");
    REQUIRE(measured.exit_code == 0);
    CHECK(measured.out == out + ": " + header.substr(2) + "\n");
    // On other records (the spiral from the other colour only), another fit.
    test::TempDir other;
    std::ofstream(other.file("g.sgf")) << spiral_game(1);
    const Run elsewhere =
        run_boardtalk("go learn --records " + other.path.string() + " --evaluate " + out, "");
    CHECK(elsewhere.out.find(": 16 positions of 1 games") != std::string::npos);
    CHECK(elsewhere.out != measured.out);
    CHECK(run_boardtalk("go learn --records " + other.path.string() + " --evaluate builtin", "")
              .out.rfind("builtin: 16 positions of 1 games", 0) == 0);
    const std::string one_of =
        "--out FILE (to learn), --evaluate RATINGS (to measure) or --planes FILE";
    check_refused("go learn --records " + dir.path.string(), one_of);
    check_refused(
        "go learn --records " + dir.path.string() + " --out " + out + " --evaluate " + out, one_of);
    check_refused("go learn --records " + dir.path.string() + " --evaluate builtin --iterations 5",
                  "--iterations is for learning (--out), not --evaluate or --planes");
    check_refused("go learn --records " + dir.path.string() + " --evaluate none",
                  "--evaluate: none has no ratings to measure");
    check_refused(
        "go learn --records " + dir.path.string() + " --evaluate " + dir.file("notes.txt"),
        "--evaluate: " + dir.file("notes.txt") + ": not a ratings file");
    check_refused("go learn --out " + out, "the option '--records' is required");
    check_refused("go learn --records " + dir.file("none") + " --out " + out,
                  "--records: cannot read " + dir.file("none"));
    check_refused("go learn --records " + dir.path.string() + " --out " + out + " --iterations 0",
                  "--iterations: must be 1..1000");
    check_refused("go learn --records " + dir.path.string() + " --out " + out + " --diamond-min 0",
                  "--diamond-min: must be 1..1000000");
}

TEST_CASE("go learn --planes: the policy network's training examples of the records",
          "[options][go][learn]") {
    test::TempDir dir;
    for (int g = 0; g < 2; ++g)
        std::ofstream(dir.file("game-" + std::to_string(g) + ".sgf")) << spiral_game(g);
    std::ofstream(dir.file("small.sgf")) << "(;GM[1]FF[4]SZ[7];B[dd])";
    const std::string out = dir.file("planes.bin");
    const Run run =
        run_boardtalk("go learn --records " + dir.path.string() + " --planes " + out, "");
    REQUIRE(run.exit_code == 0);
    CHECK(run.out.empty());
    CHECK(run.err.find("32 examples of 2 games on 9x9 written to " + out +
                       " (1 games of other sizes skipped)") != std::string::npos);
    std::ifstream file(out, std::ios::binary);
    std::string magic, size_line;
    std::getline(file, magic);
    std::getline(file, size_line);
    CHECK(magic == "boardtalk go planes 1");
    // 16 planes of 81 points: 162 bytes of bits, and the move.
    CHECK(size_line == "size 9 9 planes 16 examples 32 bytes 164");
    const std::string body{std::istreambuf_iterator<char>(file), {}};
    REQUIRE(body.size() == 32 * 164);
    auto bit = [&](int example, int plane, int x, int y) {
        const int i = plane * 81 + y * 9 + x;
        return (body[example * 164 + i / 8] >> (7 - i % 8) & 1) == 1;
    };
    auto move = [&](int example) {
        return int(std::uint8_t(body[example * 164 + 162])) |
               int(std::uint8_t(body[example * 164 + 163])) << 8;
    };
    // The first position: the empty board, every point a candidate (plane 11) and on the board
    // (plane 15); E5 (x 4, y 4) played.
    CHECK(move(0) == 4 * 9 + 4);
    CHECK((bit(0, 11, 0, 0) && bit(0, 15, 8, 8) && !bit(0, 0, 4, 4) && !bit(0, 9, 4, 4)));
    // The second: White to move sees Black's E5 as the opponent's stone with 3+ liberties and
    // as the last move, and no longer as a candidate; F5 played.
    CHECK((bit(1, 1, 4, 4) && bit(1, 8, 4, 4) && bit(1, 9, 4, 4) && !bit(1, 11, 4, 4)));
    CHECK(!bit(1, 0, 4, 4));
    CHECK(move(1) == 4 * 9 + 5);
    // The third: Black's own E5 and White's F5 as the previous and the last move.
    CHECK((bit(2, 0, 4, 4) && bit(2, 10, 4, 4) && bit(2, 9, 5, 4) && bit(2, 1, 5, 4)));
    check_refused(
        "go learn --records " + dir.path.string() + " --planes " + out + " --diamond-min 5",
        "--diamond-min is for learning (--out), not --evaluate or --planes");
}

}  // namespace boardtalk::options_test
