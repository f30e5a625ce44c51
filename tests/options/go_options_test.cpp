// `boardtalk go` options: the komi command's parser and range for --komi (and a komi= in
// --rules), the boardsize command's range for --boardsize, and no unsigned wrap-around.
#include <catch2/catch.hpp>
#include <regex>

#include "tests/options/run_program.hpp"

namespace boardtalk::options_test {

namespace {

// Three moves of a 9x9 game, each with the search's account of it (its win rate, playouts and
// line, without the time it took): a knob that reaches the search shows there even where the
// moves stay the same (the built-in network plays the empty board's first move whatever the
// knobs).
std::string searched(const std::string& args) {
    const Run run =
        run_boardtalk(args,
                      "genmove b\ngomill-explain_last_move\ngenmove w\n"
                      "gomill-explain_last_move\ngenmove b\ngomill-explain_last_move\nquit\n");
    REQUIRE(run.exit_code == 0);
    return std::regex_replace(run.out, std::regex("; thought [^\n]*"), "");
}

}  // namespace

TEST_CASE("go --komi: the komi command's parser and range", "[options][go]") {
    check_refused("go --komi nan", "boardtalk go: --komi: invalid float 'nan'");
    check_refused("go --komi inf", "--komi: invalid float 'inf'");
    check_refused("go --komi 1e9", "--komi: komi out of range '1e9' (-1000..1000)");
    check_refused("go --komi -1000.5", "--komi: komi out of range '-1000.5' (-1000..1000)");
    check_refused("go --komi 6.5x", "--komi: invalid float '6.5x'");
    // The command refuses the same values for the same reasons.
    CHECK(answer("go", "komi nan") == "? syntax error: invalid float 'nan'");
    CHECK(answer("go", "komi 1e9") == "? syntax error: komi out of range '1e9' (-1000..1000)");
}

TEST_CASE("go --komi: a good value is the game's komi", "[options][go]") {
    CHECK(answer("go --player random --komi 6.5", "get_komi") == "= 6.5");
    CHECK(answer("go --player random --komi -1000", "get_komi") == "= -1000");
    CHECK(answer("go --player random --rules 'chinese komi=0.5'", "get_komi") == "= 0.5");
}

TEST_CASE("go --rules: a komi= setting has the komi range", "[options][go]") {
    check_refused("go --rules 'chinese komi=1e9'", "--rules: komi out of range");
    check_refused("go --rules nonsense", "--rules: unknown rules 'nonsense'");
}

TEST_CASE("go: sizes, counts and seeds are refused, not wrapped", "[options][go]") {
    check_refused("go --boardsize 26", "--boardsize: unacceptable size (2..25)");
    check_refused("go --boardsize 1", "--boardsize: unacceptable size (2..25)");
    check_refused("go --boardsize -1", "--boardsize: invalid integer '-1'");
    check_refused("go --seed -1", "--seed: invalid seed '-1'");
    check_refused("go --seed 18446744073709551616", "--seed: invalid seed");
    check_refused("go --playouts -1", "--playouts: invalid integer '-1'");
    check_refused("go --playouts 0", "--playouts: must be 1..2^31-1");
    check_refused("go --move-time nan", "--move-time: invalid float 'nan'");
    check_refused("go --move-time 1e300", "--move-time: must be 0..3600 seconds");
    check_refused("go --resign nan", "--resign: invalid float 'nan'");
    check_refused("go --resign 1", "--resign: must be at least 0 and below 1");
    check_refused("go --resign -0.5", "--resign: must be at least 0 and below 1");
    check_refused("go --threads -1", "--threads: invalid integer '-1'");
    check_refused("go --threads 65", "--threads: must be 1..64");
    check_refused("go --komi 1 --komi 2", "komi");
}

TEST_CASE("go --rave-equiv and --ucb-c: ranges, and they reach the search", "[options][go]") {
    check_refused("go --rave-equiv 0", "--rave-equiv: must be above 0 and at most 1e9");
    check_refused("go --rave-equiv 2e9", "--rave-equiv: must be above 0 and at most 1e9");
    check_refused("go --rave-equiv nan", "--rave-equiv: invalid float 'nan'");
    check_refused("go --ucb-c -0.5", "--ucb-c: must be 0..100");
    check_refused("go --ucb-c 101", "--ucb-c: must be 0..100");
    const std::string base = "go --playouts 500 --seed 5 --boardsize 9";
    const std::string moves = searched(base);
    // The defaults are the search's own: naming them changes nothing.
    CHECK(searched(base + " --rave-equiv 3731 --ucb-c 0") == moves);
    // Other values change the search.
    CHECK(searched(base + " --rave-equiv 20") != moves);
    CHECK(searched(base + " --ucb-c 1.5") != moves);
}

TEST_CASE("go --handicap-komi: its range, and it reaches a handicap game's search",
          "[options][go]") {
    check_refused("go --handicap-komi -1", "--handicap-komi: must be 0..100");
    check_refused("go --handicap-komi 101", "--handicap-komi: must be 0..100");
    check_refused("go --handicap-komi nan", "--handicap-komi: invalid float 'nan'");
    const std::string base = "go --playouts 500 --seed 5 --boardsize 9";
    const std::string game = "fixed_handicap 2\ngenmove w\ngenmove b\ngenmove w\nquit\n";
    const Run off = run_boardtalk(base, game);
    REQUIRE(off.exit_code == 0);
    // Off by default; on, White's search counts the extra points (with this seed, other moves).
    CHECK(run_boardtalk(base + " --handicap-komi 0", game).out == off.out);
    CHECK(run_boardtalk(base + " --handicap-komi 30", game).out != off.out);
    // An even game has no dynamic komi.
    const std::string even = "genmove b\ngenmove w\nquit\n";
    CHECK(run_boardtalk(base + " --handicap-komi 30", even).out == run_boardtalk(base, even).out);
}

TEST_CASE("go --score-weight and --score-points: their ranges, and they reach the search",
          "[options][go]") {
    check_refused("go --score-weight -0.1", "--score-weight: must be 0..0.5");
    check_refused("go --score-weight 0.6", "--score-weight: must be 0..0.5");
    check_refused("go --score-points 0", "--score-points: must be 1..1000");
    check_refused("go --score-points 1001", "--score-points: must be 1..1000");
    check_refused("go --score-points nan", "--score-points: invalid float 'nan'");
    const std::string base = "go --playouts 500 --seed 5 --boardsize 9";
    const std::string off = searched(base);
    // Off by default (the points alone change nothing); on, other values.
    CHECK(searched(base + " --score-weight 0 --score-points 5") == off);
    CHECK(searched(base + " --score-weight 0.3 --score-points 5") != off);
}

TEST_CASE("go --early-stop and --extend-unsettled: their ranges", "[options][go]") {
    check_refused("go --early-stop -0.1", "--early-stop: must be 0..1");
    check_refused("go --early-stop 1.5", "--early-stop: must be 0..1");
    check_refused("go --early-stop nan", "--early-stop: invalid float 'nan'");
    check_refused("go --extend-unsettled -1", "--extend-unsettled: must be 0..3");
    check_refused("go --extend-unsettled 4", "--extend-unsettled: must be 0..3");
}

TEST_CASE("go --policy-bonus: its range, and it reaches the search with a network",
          "[options][go]") {
    check_refused("go --policy-bonus -1", "--policy-bonus: must be 0..100");
    check_refused("go --policy-bonus 101", "--policy-bonus: must be 0..100");
    check_refused("go --policy-bonus nan", "--policy-bonus: invalid float 'nan'");
    const std::string base = "go --playouts 500 --seed 5 --boardsize 9";
    const std::string on = searched(base);
    // 0.25 by default; off or larger, the network's probabilities steer the selection
    // otherwise.
    CHECK(searched(base + " --policy-bonus 0.25") == on);
    CHECK(searched(base + " --policy-bonus 0") != on);
    CHECK(searched(base + " --policy-bonus 2") != on);
    // Without a network there is nothing to weigh: the bonus changes nothing.
    CHECK(searched(base + " --policy none --policy-bonus 2") == searched(base + " --policy none"));
}

TEST_CASE("go --playout-*: percentages for the playout policy's steps", "[options][go]") {
    check_refused("go --playout-capture 101", "--playout-capture: must be 0..100");
    check_refused("go --playout-escape -1", "--playout-escape: invalid integer '-1'");
    check_refused("go --playout-pattern 1000", "--playout-pattern: must be 0..100");
    check_refused("go --playout-self-atari x", "--playout-self-atari: invalid integer 'x'");
    check_refused("go --playout-fillboard 101", "--playout-fillboard: must be 0..100");
    check_refused("go --playout-reply 101", "--playout-reply: must be 0..100");
    check_refused("go --playout-reply -1", "--playout-reply: invalid integer '-1'");
    check_refused("go --playout-nakade 101", "--playout-nakade: must be 0..100");
    check_refused("go --playout-two-lib 200", "--playout-two-lib: must be 0..100");
    const std::string base = "go --playouts 400 --seed 5 --boardsize 9";
    const std::string game = "genmove b\ngenmove w\ngenmove b\ngenmove w\nquit\n";
    const Run off = run_boardtalk(base, game);
    REQUIRE(off.exit_code == 0);
    // 0 is the default; other values change the playouts (with this seed, the moves), and the
    // same value plays the same moves again.
    const std::string zeros = " --playout-reply 0 --playout-two-lib 0 --playout-nakade 0";
    CHECK(run_boardtalk(base + zeros, game).out == off.out);
    const Run reply = run_boardtalk(base + " --playout-reply 100", game);
    CHECK(reply.out != off.out);
    CHECK(run_boardtalk(base + " --playout-reply 100", game).out == reply.out);
    CHECK(run_boardtalk(base + " --playout-nakade 100", game).out != off.out);
    CHECK(run_boardtalk(base + " --playout-two-lib 100", game).out != off.out);
    CHECK(run_boardtalk(base + " --playout-fillboard 0", game).out == off.out);
    CHECK(run_boardtalk(base + " --playout-fillboard 4", game).out != off.out);
    // The steps that are on by default: their defaults named change nothing, other values do.
    const std::string defaults =
        " --playout-capture 90 --playout-escape 90 --playout-pattern 95 --playout-self-atari 50";
    CHECK(run_boardtalk(base + defaults, game).out == off.out);
    for (const char* other : {" --playout-capture 50", " --playout-escape 50",
                              " --playout-pattern 0", " --playout-self-atari 100"})
        CHECK(run_boardtalk(base + other, game).out != off.out);
}

TEST_CASE("go --priors: named weights over the defaults, that reach the search", "[options][go]") {
    check_refused("go --priors foo=1", "--priors: unknown prior 'foo' (even capture_one");
    check_refused("go --priors even", "--priors: unknown prior 'even'");
    check_refused("go --priors even=1001", "--priors: prior even must be 0..1000");
    check_refused("go --priors pattern=-1", "--priors: prior pattern must be 0..1000");
    check_refused("go --priors even=x", "--priors: invalid float 'x'");
    const std::string base = "go --playouts 500 --seed 5 --boardsize 9";
    const std::string moves = searched(base);
    const auto with = [&](const std::string& priors) {
        return searched(base + " --priors " + priors);
    };
    // The defaults named change nothing; other weights change the search.
    CHECK(with("even=15,pattern=11,near_last_1=6,ratings=11,policy=20") == moves);
    CHECK(with("even=15,pattern=11,near_last_1=6,ratings=11") == moves);
    CHECK(with("''") == moves);
    CHECK(with("policy=200") != moves);
    CHECK(with("even=200,near_last_1=0,near_last_2=0,policy=0") != moves);
}

TEST_CASE("go --policy: the built-in network unless told otherwise", "[options][go]") {
    const std::string player = "go --playouts 300 --seed 5 --boardsize 9";
    const std::string builtin = searched(player);
    CHECK(builtin == searched(player + " --policy builtin"));
    const std::string none = searched(player + " --policy none");
    CHECK(none != builtin);
    // With its prior weight 0 and no selection bonus the network changes nothing.
    CHECK(searched(player + " --priors policy=0 --policy-bonus 0") == none);
    check_refused("go --policy nonsense", "--policy: cannot read nonsense");
}

TEST_CASE("go: good values still work", "[options][go]") {
    CHECK(answer("go --player random --boardsize 9", "is_legal b J9") == "= 1");
    CHECK(answer("go --player random --boardsize 9", "is_legal b K10").rfind("? ", 0) == 0);
    CHECK(answer("go --player random --seed 18446744073709551615", "name") == "= boardtalk");
    CHECK(answer("go --playouts 50 --seed 3 --boardsize 9", "genmove b").rfind("= ", 0) == 0);
}

}  // namespace boardtalk::options_test
