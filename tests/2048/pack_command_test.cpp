// `boardtalk 2048 pack` and the player's networks through the program: a packed file plays as
// the float one, damaged files are refused with one line naming them and change nothing, the
// player looks for --network, then the data directory, then the network shipped in data/2048,
// and the shipped network's first moves are frozen.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>

#include "tests/common/run_shell.hpp"

using boardtalk::test_shell::bin;
using boardtalk::test_shell::fresh_dir;
using boardtalk::test_shell::quote;
using boardtalk::test_shell::read_file;
using boardtalk::test_shell::run_shell;
namespace fs = std::filesystem;

namespace {

// The shipped network's checksum line and its game's position after 200 moves of
// `boardtalk 2048 --seed 2048` (the default setting): set both when data/2048/standard.pack
// changes (the test prints them).
const std::string shipped_checksum = "115cde046383287b";
const std::string shipped_after_200 = "64,256,64,16/4,8,16,8/4,0,2,0/2,0,0,0 score 2488";

// A small network of 100 games and its packed file in `dir`: net.net and net.pack.
void make_networks(const fs::path& dir) {
    const auto net = (dir / "net.net").string(), pack = (dir / "net.pack").string();
    REQUIRE(run_shell(bin() + " 2048 train --network small --games 100 --out " + quote(net))
                .exit_code == 0);
    const auto packed =
        run_shell(bin() + " 2048 pack --network " + quote(net) + " --out " + quote(pack));
    INFO(packed.err);
    REQUIRE(packed.exit_code == 0);
    CHECK(packed.out.find(pack + ": 262144 weights, ") == 0);
}

// 100 moves at depth 1 on seed 3, then the position.
std::string play_100(const std::string& options) {
    const auto r = run_shell("printf 'autoplay 100 360000\\nget_position\\n' | " + bin() +
                             " 2048 --seed 3 --depth 1 " + options);
    INFO(r.err);
    CHECK(r.exit_code == 0);
    return r.out;
}

void write(const fs::path& path, const std::string& bytes) {
    std::ofstream(path, std::ios::binary) << bytes;
}

}  // namespace

TEST_CASE("boardtalk 2048 pack: the packed file plays as the float one", "[2048][pack]") {
    const auto dir = fresh_dir("2048", "pack-plays");
    make_networks(dir);
    CHECK(fs::file_size(dir / "net.pack") * 4 < fs::file_size(dir / "net.net"));
    CHECK(play_100("--network " + quote((dir / "net.pack").string())) ==
          play_100("--network " + quote((dir / "net.net").string())));
}

TEST_CASE("a damaged packed network is refused with one line naming it, and changes nothing",
          "[2048][pack]") {
    const auto dir = fresh_dir("2048", "pack-damaged");
    make_networks(dir);
    const std::string good = read_file(dir / "net.pack");
    std::string v9 = good, sum = good;
    v9.replace(v9.find(" 1\n"), 3, " 9\n");
    char& digit = sum[sum.find("\nchecksum ") + 10];
    digit = digit == '1' ? '2' : '1';
    const std::pair<std::string, std::string> damages[] = {
        {good.substr(0, good.size() - 100), "truncated"},
        {v9, "version '9'"},
        {sum, "checksum mismatch"},
        {good.substr(0, good.find("\nweights ")) + "\n", "truncated or damaged header"},
    };
    const auto out = (dir / "out.pack").string();
    for (const auto& [bytes, reason] : damages) {
        const auto bad = (dir / "bad.pack").string();
        write(bad, bytes);
        const auto played = run_shell("echo genmove | " + bin() + " 2048 --network " + quote(bad));
        INFO(played.err);
        CHECK(played.exit_code == 2);
        CHECK(played.out.empty());
        CHECK(std::count(played.err.begin(), played.err.end(), '\n') == 1);
        CHECK(played.err.find("--network " + bad + ": ") != std::string::npos);
        CHECK(played.err.find(reason) != std::string::npos);
        // Packing it fails the same way and leaves the output file as it was.
        write(out, "before");
        const auto packed =
            run_shell(bin() + " 2048 pack --network " + quote(bad) + " --out " + quote(out));
        CHECK(packed.exit_code == 2);
        CHECK(std::count(packed.err.begin(), packed.err.end(), '\n') == 1);
        CHECK(packed.err.find(reason) != std::string::npos);
        CHECK(read_file(out) == "before");
    }
}

TEST_CASE("the player's network: --network, then the data directory, then the shipped one",
          "[2048][pack]") {
    const auto dir = fresh_dir("2048", "pack-order");
    make_networks(dir);
    const auto data = dir / "data", shipped = dir / "shipped";
    const auto user = data / "boardtalk" / "2048-standard.net";
    const auto ours = shipped / "2048" / "standard.pack";
    const std::string env = "XDG_DATA_HOME=" + quote(data.string()) +
                            " BOARDTALK_DATA_DIR=" + quote(shipped.string()) + " ";
    const auto run = [&](const std::string& options) {
        return run_shell("echo genmove | " + env + bin() + " 2048 --log-level info " + options);
    };
    // Neither: the heuristic, and one warning naming both places.
    const auto neither = run("");
    CHECK(neither.exit_code == 0);
    CHECK(neither.err.find("no 2048 network at " + user.string() + " nor at " + ours.string()) !=
          std::string::npos);
    // The shipped one, packed.
    fs::create_directories(ours.parent_path());
    fs::copy_file(dir / "net.pack", ours);
    const auto from_shipped = run("");
    CHECK(from_shipped.exit_code == 0);
    CHECK(from_shipped.err.find("2048 network " + ours.string() + " (100 games") !=
          std::string::npos);
    CHECK(from_shipped.err.find("warn") == std::string::npos);
    // The data directory's before it, packed or not (told apart by the first line).
    fs::create_directories(user.parent_path());
    fs::copy_file(dir / "net.pack", user);
    CHECK(run("").err.find("2048 network " + user.string()) != std::string::npos);
    // --network before both; none: neither, without a word.
    const auto given = run("--network " + quote((dir / "net.net").string()));
    CHECK(given.err.find("2048 network") == std::string::npos);
    CHECK(given.out.find('=') == 0);
    const auto none = run("--network none");
    CHECK(none.exit_code == 0);
    CHECK(none.err.find("network") == std::string::npos);
    // A damaged shipped network is refused, naming it, never silently replaced by the heuristic.
    fs::remove(user);
    write(ours, read_file(ours).substr(0, 200));
    const auto damaged = run("");
    CHECK(damaged.exit_code == 2);
    CHECK(damaged.out.empty());
    CHECK(damaged.err.find(ours.string()) != std::string::npos);
}

TEST_CASE("the shipped network: its checksum and a fixed seed's first 200 moves are frozen",
          "[2048][pack]") {
    const fs::path shipped = "data/2048/standard.pack";  // the tests run in the repository
    INFO("the repository ships " + shipped.string() + " (docs/2048.md says how it is made)");
    REQUIRE(fs::exists(shipped));
    const std::string bytes = read_file(shipped);
    const auto at = bytes.find("\nchecksum ");
    REQUIRE(at != std::string::npos);
    const std::string checksum = bytes.substr(at + 10, bytes.find('\n', at + 1) - at - 10);
    const auto empty = fresh_dir("2048", "pack-frozen");
    // The default engine: no --network, nothing in the data directory, the shipped file found
    // where the build's source tree has it.
    const auto r = run_shell(
        "printf 'autoplay 200 360000\\nget_position\\n' | env -u "
        "BOARDTALK_DATA_DIR XDG_DATA_HOME=" +
        quote(empty.string()) + " " + bin() + " 2048 --seed 2048 --log-level info");
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
    CHECK(r.err.find("data/2048/standard.pack (") != std::string::npos);
    const auto position = r.out.substr(r.out.rfind("= ") + 2);
    const std::string after_200 = position.substr(0, position.find('\n'));
    INFO("when data/2048/standard.pack changes on purpose, set shipped_checksum = \"" + checksum +
         "\" and shipped_after_200 = \"" + after_200 + "\" in " __FILE__);
    CHECK(checksum == shipped_checksum);
    CHECK(after_200 == shipped_after_200);
}
