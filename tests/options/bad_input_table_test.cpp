// Bad input to every subcommand, from one table: an empty string, nan, inf, 1e309 or a negative
// number given to an option that does not take it, or an unknown option, is refused with one
// line on stderr naming the option, exit code 2 and nothing on stdout, and never hangs. The games
// come from the game table; each subcommand's options are listed once below.
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "games/table/game_table.hpp"
#include "tests/options/run_program.hpp"

namespace boardtalk::options_test {

namespace {

using Values = std::vector<std::string>;

// The bad values of each kind of option.
const Values kText = {""};                                // a file, a name, a command
const Values kReal = {"", "nan", "inf", "1e309"};         // any finite number
const Values kCount = {"", "nan", "inf", "1e309", "-1"};  // not below zero
const Values kBadOption = {"--no-such-option"};           // an unknown option

// A subcommand and the options that make the rest of its command line valid (a row's option
// replaces the one given here).
struct Subcommand {
    std::string words;
    std::vector<std::pair<std::string, std::string>> given;
};

struct Row {
    Subcommand sub;
    std::string option;  // without dashes; "" for the unknown options
    Values values;
};

// A directory nothing is written to when the options are refused.
std::string scratch() {
    static const std::string dir =
        (test_shell::fresh_dir("test-options", "bad-input") / "never" / "made").string();
    return dir;
}

// Each game server's own options.
const std::map<std::string, std::vector<std::pair<std::string, Values>>> kServerOptions = {
    {"go",
     {{"boardsize", kCount},
      {"komi", kReal},
      {"rules", kText},
      {"player", kText},
      {"seed", kCount},
      {"move-time", kCount},
      {"threads", kCount},
      {"playouts", kCount},
      {"resign", kCount},
      {"rave-equiv", kCount},
      {"ucb-c", kCount},
      {"handicap-komi", kCount},
      {"score-weight", kCount},
      {"score-points", kCount},
      {"policy-bonus", kCount},
      {"early-stop", kCount},
      {"extend-unsettled", kCount},
      {"priors", {"even=nan", "even=1e309", "even=-1"}},
      {"ratings", kText},
      {"playout-capture", kCount},
      {"playout-fillboard", kCount},
      {"playout-nakade", kCount},
      {"playout-self-atari-stones", kCount},
      {"playout-ladder", kCount},
      {"playout-escape", kCount},
      {"playout-pattern", kCount},
      {"playout-reply", kCount},
      {"playout-self-atari", kCount},
      {"playout-two-lib", kCount}}},
    {"morris",
     {{"move-time", kCount},
      {"depth", kCount},
      {"preset", kText},
      {"rules", kText},
      {"tt-log2", kCount},
      {"eval", kText},
      {"databases", kText}}},
    {"dvonn",
     {{"move-time", kCount},
      {"depth", kCount},
      {"random-setup", kCount},
      {"tt-log2", kCount},
      {"protocol", kText},
      {"game-time", kCount},
      {"eval", kText},
      {"endgame-stacks", kCount},
      {"deepen-share", kCount},
      {"placement-units", kCount},
      {"placement", kText}}},
    {"2048",
     {{"boardsize", kCount},
      {"seed", kCount},
      {"depth", kCount},
      {"cutoff", kCount},
      {"time-ms", kCount},
      {"base-depth", kCount},
      {"deepen-at", kReal},
      {"deepen-again-at", kReal},
      {"downgrade-at", kCount},
      {"network", kText}}},
};

// Each game's benchmark's own options.
const std::map<std::string, std::vector<std::pair<std::string, Values>>> kBenchOptions = {
    {"go", {{"seconds", kCount}, {"plays", kCount}, {"threads", kCount}, {"gnugo", kText}}},
    {"morris",
     {{"perft-depth", kCount},
      {"search-seconds", kCount},
      {"strength-random", kCount},
      {"move-time", kCount},
      {"strength-depth", kCount},
      {"deep", kCount},
      {"shallow", kCount},
      {"opening-plies", kCount},
      {"seed", kCount}}},
    {"dvonn",
     {{"perft-depth", kCount},
      {"search-seconds", kCount},
      {"search-depth", kCount},
      {"endgame-stacks", kCount},
      {"strength-random", kCount},
      {"move-time", kCount},
      {"strength-time", kCount},
      {"strong-time", kCount},
      {"weak-time", kCount},
      {"weak-threat", kReal},
      {"strength-start", kText},
      {"random-pieces", kCount},
      {"seed", kCount}}},
    {"2048",
     {{"what", kText},
      {"games", kCount},
      {"first-seed", kCount},
      {"jobs", kCount},
      {"stop-at", kCount},
      {"positions", kCount},
      {"starts", kText},
      {"depth", kCount},
      {"cutoff", kCount},
      {"network", kText}}},
};

// The games' own tools (`boardtalk GAME TOOL`).
std::vector<Row> tool_rows() {
    const Subcommand solve{"morris solve", {{"out", scratch()}, {"max-men", "3"}}};
    const Subcommand train{"2048 train", {{"out", scratch() + "/net"}, {"games", "1"}}};
    const Subcommand learn{"go learn", {{"records", scratch()}, {"out", scratch() + "/r"}}};
    const Subcommand pack{"2048 pack", {{"network", scratch() + "/a.net"}, {"out", scratch()}}};
    return {{solve, "max-men", kCount},
            {solve, "pair", kText},
            {solve, "out", kText},
            {solve, "preset", kText},
            {solve, "rules", kText},
            {train, "out", kText},
            {train, "network", kText},
            {train, "games", kCount},
            {train, "seed", kCount},
            {train, "alpha", kCount},
            {train, "optimistic", kCount},
            {train, "save-every", kCount},
            {train, "report-every", kCount},
            {train, "restart-at", kCount},
            {train, "restart-share", kCount},
            {train, "stage-tiles", kText},
            {learn, "records", kText},
            {learn, "out", kText},
            {learn, "evaluate", kText},
            {learn, "iterations", kCount},
            {learn, "diamond-min", kCount},
            {pack, "network", kText},
            {pack, "out", kText},
            {pack, "level", kCount},
            {pack, "bits", kCount},
            {solve, "", kBadOption},
            {train, "", kBadOption},
            {learn, "", kBadOption},
            {pack, "", kBadOption}};
}

// The tools over every game: match, tune, play, serve, conform.
std::vector<Row> runner_rows() {
    const Subcommand match{
        "match",
        {{"game", "go"}, {"games", "2"}, {"engine-a", "x"}, {"engine-b", "y"}, {"out", scratch()}}};
    const Subcommand tune{"tune",
                          {{"game", "go"},
                           {"iterations", "2"},
                           {"engine", "x {rave}"},
                           {"param", "rave=1:1:9:1"},
                           {"out", scratch()}}};
    const Subcommand serve{"serve", {{"port", "0"}}};
    const Subcommand conform{"conform", {{"engine", "x"}, {"file", scratch() + "/a.tst"}}};
    // An empty results directory would be the current one.
    const Subcommand summarize{"match --summarize", {{"dir", scratch()}}};
    std::vector<Row> rows;
    for (const char* option : {"engine", "engine-a", "engine-b", "tournament", "tc", "tc-a", "tc-b",
                               "sprt", "rules", "time-settings", "openings", "dvonn-setup", "out",
                               "shard", "plot", "game", "engine-option"})
        rows.push_back({match, option, kText});
    for (const char* option : {"games", "boardsize", "handicap", "move-time", "timeout-margin",
                               "setup-timeout", "max-moves", "draw-after", "jobs", "seed"})
        rows.push_back({match, option, kCount});
    rows.push_back({summarize, "dir", kText});
    rows.push_back({summarize, "plot", kText});
    rows.push_back({match, "komi", kReal});
    for (const char* option : {"engine", "param", "out", "game", "rules", "time-settings",
                               "dvonn-setup", "tc", "openings"})
        rows.push_back({tune, option, kText});
    for (const char* option :
         {"iterations", "r-end", "jobs", "seed", "boardsize", "handicap", "move-time",
          "timeout-margin", "setup-timeout", "max-moves", "draw-after"})
        rows.push_back({tune, option, kCount});
    rows.push_back({tune, "komi", kReal});
    for (const char* option : {"host", "engine", "site"}) rows.push_back({serve, option, kText});
    for (const char* option : {"port", "max-sessions", "max-line", "timeout"})
        rows.push_back({serve, option, kCount});
    rows.push_back({conform, "engine", kText});
    rows.push_back({conform, "file", kText});
    rows.push_back({conform, "timeout", kCount});
    for (const auto& sub : {match, tune, serve, conform}) rows.push_back({sub, "", kBadOption});
    return rows;
}

// Per game of the game table: its server, its benchmark, a match and play of it.
std::vector<Row> game_rows(const std::string& game) {
    const Subcommand server{game, {}}, bench{"bench " + game, {}}, play{"play " + game, {}};
    std::vector<Row> rows;
    if (const auto own = kServerOptions.find(game); own != kServerOptions.end())
        for (const auto& [option, values] : own->second) rows.push_back({server, option, values});
    if (const auto own = kBenchOptions.find(game); own != kBenchOptions.end())
        for (const auto& [option, values] : own->second) rows.push_back({bench, option, values});
    for (const char* option : {"engine", "mode", "colour", "names"})
        rows.push_back({play, option, kText});
    for (const char* option : {"move-time", "boardsize", "timeout"})
        rows.push_back({play, option, kCount});
    rows.push_back({play, "seed", {"", "nan", "inf", "1e309", "-2"}});
    rows.push_back(
        {{"match", {{"game", game}, {"engine-a", "x"}, {"out", scratch()}}}, "games", kCount});
    for (const auto& sub : {server, play}) {
        rows.push_back({sub, "log-level", kText});
        rows.push_back({sub, "log-file", kText});
    }
    for (const auto& sub : {server, bench, play}) rows.push_back({sub, "", kBadOption});
    return rows;
}

// The shell text of the subcommand with `--option value` (or the unknown option `value`).
std::string command_line(const Row& row, const std::string& value) {
    std::string text = row.sub.words;
    for (const auto& [option, given] : row.sub.given)
        if (option != row.option) text += " --" + option + " " + test_shell::quote(given);
    if (row.option.empty()) return text + " " + value;
    return text + " --" + row.option + " " + test_shell::quote(value);
}

}  // namespace

TEST_CASE("bad input to every subcommand: one line naming the option, exit code 2",
          "[options][bad-input]") {
    std::vector<Row> rows = tool_rows();
    for (const Row& row : runner_rows()) rows.push_back(row);
    for (const GameEntry& game : games())
        for (const Row& row : game_rows(game.name)) rows.push_back(row);
    for (const Row& row : rows) {
        for (const std::string& value : row.values) {
            const std::string args = command_line(row, value);
            const Run run = run_boardtalk(args);
            INFO("boardtalk " << args);
            test_shell::check_usage_error(run, row.option.empty() ? value : "--" + row.option);
            CHECK(run.err.rfind("boardtalk ", 0) == 0);
        }
    }
}

}  // namespace boardtalk::options_test
