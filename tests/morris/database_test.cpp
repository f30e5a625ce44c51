// Playing from the endgame databases: database_lookup and database_moves, genmove keeping the
// table's value (wins played out against the table's own best defence, draws never lost), the
// search using the tables as exact leaves, and damaged files left out. The tables are solved
// once per test run (K = 4) into a temporary directory.

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "engine/morris/evaluation.hpp"
#include "engine/morris/movegen.hpp"
#include "engine/morris/solve/database_play.hpp"
#include "engine/morris/solve/table_file.hpp"
#include "games/morris/database_loader.hpp"
#include "games/morris/morris_main.hpp"
#include "protocol/files.hpp"
#include "tests/common/temp_dir.hpp"
#include "tests/morris/helpers.hpp"
#include "tests/morris/morris_session.hpp"

namespace fs = std::filesystem;
using namespace boardtalk;
using namespace boardtalk::morris;
using boardtalk::morris::test::run;
using solve::Verdict;

namespace {

using boardtalk::test::TempDir;

// The K = 4 tables, solved by `boardtalk morris solve` once per run.
const fs::path& tables_dir() {
    static TempDir dir("morris-db-test");
    static const bool solved = [] {
        std::vector<std::string> args = {"morris solve", "--max-men", "4", "--out",
                                         dir.path.string()};
        std::vector<char*> argv;
        for (auto& a : args) argv.push_back(a.data());
        argv.push_back(nullptr);
        return morris_solve_main(static_cast<int>(args.size()), argv.data()) == 0;
    }();
    REQUIRE(solved);
    return dir.path;
}

const solve::Databases& tables() {
    static const LoadedDatabases loaded = load_databases(tables_dir().string(), Rules{});
    REQUIRE(loaded.problems.empty());
    REQUIRE(loaded.databases->size() == 4);
    return *loaded.databases;
}

// A moving- or flying-phase position with random men (no men in hand).
Position random_position(std::mt19937& rng, int white, int black, Colour to_move) {
    std::vector<Point> points(kPoints);
    for (int i = 0; i < kPoints; ++i) points[i] = static_cast<Point>(i);
    std::shuffle(points.begin(), points.end(), rng);
    Position p;
    for (int i = 0; i < white + black; ++i) p.men[i < white ? 0 : 1] |= bit(points[i]);
    p.to_move = to_move;
    p.key = compute_key(p);
    return p;
}

// Random positions of the K <= 4 sectors whose value for the side to move is `wanted`.
std::vector<Position> positions_valued(Verdict wanted, int count, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<Position> out;
    const int sectors[][2] = {{4, 3}, {3, 4}, {4, 4}, {3, 3}};
    for (int tries = 0; tries < 200000 && static_cast<int>(out.size()) < count; ++tries) {
        const auto& s = sectors[tries % 4];
        const Position p =
            random_position(rng, s[0], s[1], tries % 8 < 4 ? Colour::white : Colour::black);
        const auto v = tables().lookup(p, Rules{});
        REQUIRE(v);
        if (v->outcome == wanted && (wanted != Verdict::win || v->plies >= 3)) out.push_back(p);
    }
    REQUIRE(static_cast<int>(out.size()) == count);
    return out;
}

// The engine's turn: the searcher with the tables, as genmove runs it.
Turn engine_turn(Searcher& searcher, const Game& game) {
    const SearchReport r = searcher.search(game.position(), game.rules(), game.keys(),
                                           SearchLimits{.depth = 3, .seconds = 0, .nodes = 0});
    CHECK(r.depth == 0);  // answered from the tables, no search
    CHECK(r.nodes == 0);
    return r.best;
}

Outcome win_for(Colour c) {
    return c == Colour::white ? Outcome::white_wins : Outcome::black_wins;
}

}  // namespace

TEST_CASE("database_lookup and database_moves answer from the tables", "[morris][database]") {
    MorrisState state;
    const std::string dir = tables_dir().string();
    // White flies b6-g7 to close a7 d7 g7 and leaves Black 2 men: win in 1.
    const std::string mill = "set_position WW./W../.../....../.../..B/BB. w flying 0 0 0 20\n";
    CHECK(run(state, mill + "database_lookup\ndatabases " + dir + "\ndatabase_lookup\n") ==
          "= \n\n? not covered (no databases loaded)\n\n= 4 sectors, 5687244 bytes\n\n"
          "= win 1\n\n");
    const std::string moves = run(state, "database_moves\n");
    CHECK(moves.starts_with("= b6-g7xa1 win 1\nb6-g7xd1 win 1\nb6-g7xf2 win 1\nb6-g1 win 21\n"));
    CHECK(moves.ends_with(" loss 2\n\n"));
    // Black to move in the same men flies f2-g1 to close a1 d1 g1 and wins at once.
    CHECK(run(state,
              "set_position WW./W../.../....../.../..B/BB. b flying 0 0 0 20\n"
              "database_lookup\ngenmove b\ngame_status\n") ==
          "= \n\n= win 1\n\n= f2-g1xa7\n\n= black wins: white has fewer than 3 men\n\n");
    // Men in hand, other rules, a game over: not covered, each saying why.
    CHECK(run(state, "clear_board\ndatabase_lookup\n" + mill +
                         "play w b6-g7xf2\ndatabase_lookup\nset_rule flying off\n"
                         "set_position WW./W../.../....../.../..B/BB. w moving 0 0 0 20\n"
                         "database_lookup\ndatabase_moves\n") ==
          "= \n\n? not covered (men in hand)\n\n= \n\n= \n\n"
          "? not covered (the game is over)\n\n= \n\n= \n\n"
          "? not covered (the databases are for flying=on diagonals=off)\n\n"
          "? not covered (the databases are for flying=on diagonals=off)\n\n");
}

TEST_CASE("genmove wins a won position in the table's distance against its best defence",
          "[morris][database]") {
    Searcher searcher(16);
    searcher.set_databases(&tables());
    for (const Position& start : positions_valued(Verdict::win, 24, 1)) {
        const int distance = tables().lookup(start, Rules{})->plies;
        const Colour engine = start.to_move;
        Game game(Rules{}, start);
        int plies = 0;
        while (!game.over() && plies <= distance) {
            const Position& pos = game.position();
            const Turn t = pos.to_move == engine ? engine_turn(searcher, game)
                                                 : solve::best_turn(pos, Rules{}, tables())->turn;
            REQUIRE(!game.play(t));
            ++plies;
        }
        INFO(to_text(start, Rules{}) << " win " << distance);
        CHECK(game.status().outcome == win_for(engine));
        CHECK(plies == distance);
    }
}

TEST_CASE("genmove never loses a drawn position", "[morris][database]") {
    Searcher searcher(16);
    searcher.set_databases(&tables());
    std::mt19937 rng(7);
    for (const Position& start : positions_valued(Verdict::draw, 16, 2)) {
        const Colour engine = start.to_move;
        Game game(Rules{}, start);
        // The opponent plays at random: the engine must keep at least the draw throughout.
        for (int ply = 0; ply < 60 && !game.over(); ++ply) {
            const Position& pos = game.position();
            Turn t;
            if (pos.to_move == engine) {
                const auto v = tables().lookup(pos, Rules{});
                REQUIRE(v);
                CHECK(v->outcome != Verdict::loss);
                t = engine_turn(searcher, game);
            } else {
                const std::vector<Turn> turns = game.legal_turns();
                t = turns[std::uniform_int_distribution<std::size_t>(0, turns.size() - 1)(rng)];
            }
            REQUIRE(!game.play(t));
        }
        INFO(to_text(start, Rules{}));
        CHECK(game.status().outcome != win_for(opponent(engine)));
    }
}

TEST_CASE("the search scores positions entering a covered sector exactly", "[morris][database]") {
    // White places its last man, then Black its last: 3 (flying) against 4, White to move, is
    // covered (so is 3 against 2 and 1 in hand after a mill: Black has lost). Two plies above
    // that the root is not covered, and depth 2 reaches the tables in every line.
    std::mt19937 rng(3);
    Searcher with(16), without(16);
    with.set_databases(&tables());
    const SearchLimits depth2{.depth = 2, .seconds = 0, .nodes = 0};
    int checked = 0, deep = 0;
    for (int tries = 0; tries < 5000 && checked < 8; ++tries) {
        Position p = random_position(rng, 2, 3, Colour::white);
        p.hand = {1, 1};
        p.key = compute_key(p);
        REQUIRE(!solve::rated_turns(p, Rules{}, tables()));
        // The value by the tables: White's best placement against Black's best answer.
        std::optional<solve::Value> expected;
        TurnList list;
        generate_turns(p, Rules{}, list);
        for (const Turn& t : list) {
            const Position next = apply_turn(p, t);
            const auto answer = lost_by_material(next, next.to_move)
                                    ? solve::Value{Verdict::loss, 0}
                                    : solve::best_turn(next, Rules{}, tables())->value;
            const solve::Value v =
                answer.outcome == Verdict::draw
                    ? solve::Value{}
                    : solve::Value{answer.outcome == Verdict::win ? Verdict::loss : Verdict::win,
                                   answer.plies + 1};
            if (!expected || solve::preference(v) > solve::preference(*expected)) expected = v;
        }
        // Draws score the contempt; a win in 1 the search sees by itself.
        if (expected->outcome == Verdict::draw || expected->plies < 3) continue;
        ++checked;
        INFO(to_text(p, Rules{}) << " " << solve::to_text(*expected));
        const SearchReport r = with.search(p, Rules{}, {p.key}, depth2);
        CHECK(r.depth == 2);
        CHECK(r.score == (expected->outcome == Verdict::win ? kMateScore - expected->plies
                                                            : -(kMateScore - expected->plies)));
        CHECK(with.search(p, Rules{}, {p.key}, depth2).best == r.best);  // deterministic
        if (expected->plies >= 9) {  // beyond the plain search's horizon
            ++deep;
            CHECK(!is_mate_score(without.search(p, Rules{}, {p.key}, depth2).score));
        }
    }
    CHECK(checked == 8);
    CHECK(deep > 0);
}

TEST_CASE("damaged, truncated and foreign-rules tables are left out, the engine plays on",
          "[morris][database]") {
    TempDir copy("morris-db-damaged");
    for (const auto& e : fs::directory_iterator(tables_dir()))
        fs::copy_file(e.path(), copy.path / e.path().filename());
    const auto damage = [&](const char* name, auto change) {
        std::string content = protocol::read_whole_file((copy.path / name).string());
        change(content);
        std::ofstream(copy.path / name, std::ios::binary | std::ios::trunc) << content;
    };
    // A byte of every block of values: any position of the sector reads a damaged block.
    damage("sector-4-3.mdb", [](std::string& c) {
        const auto head = solve::read_table_head(c, c.size(), Rules{}, {4, 3});
        REQUIRE(head);
        REQUIRE(head->blocks() > 1);
        for (std::size_t at = head->values_offset() + 7; at < c.size(); at += solve::kTableBlock)
            c[at] ^= 1;
    });
    damage("sector-3-4.mdb", [](std::string& c) { c.resize(c.size() - 7); });
    damage("sector-3-3.mdb",
           [](std::string& c) { c.replace(c.find("flying=on"), 9, "flying=of"); });
    std::ofstream(copy.path / "notes.txt") << "not a table\n";

    const LoadedDatabases loaded = load_databases(copy.path.string(), Rules{});
    CHECK(loaded.databases->size() == 2);  // 4-4, and 4-3 until its damage is read
    REQUIRE(loaded.problems.size() == 2);
    CHECK_THAT(loaded.problems[0], Catch::Contains("sector-3-3.mdb: wrong rules 'flying=of"));
    CHECK_THAT(loaded.problems[1], Catch::Contains("sector-3-4.mdb: truncated or oversized"));
    // The damaged values are found at the sector's first use, and the sector is left out.
    CHECK_FALSE(loaded.databases->problem({4, 4}));
    const auto damaged = loaded.databases->problem({4, 3});
    REQUIRE(damaged);
    CHECK_THAT(*damaged, Catch::Contains("sector-4-3.mdb: checksum mismatch (file damaged)"));

    // Over the protocol: one answer for the whole directory, then play on without those
    // sectors (4-4 captures lead into the missing 3-4, so genmove searches there).
    MorrisState state;
    state.limits = SearchLimits{.depth = 2, .seconds = 0, .nodes = 0};
    const std::string out =
        run(state, "databases " + copy.path.string() +
                       "\nset_position WW./W../.../....../.../..B/BB. w flying 0 0 0 20\n"
                       "database_lookup\ngenmove w\ngame_status\n"
                       "set_position WW./W../W../....../.../..B/BB. w moving 0 0 0 20\n"
                       "database_lookup\ndatabases /nonexistent-morris-db\n");
    CHECK_THAT(out, Catch::StartsWith("= 2 sectors, "));
    CHECK_THAT(out, Catch::Contains(" bytes, 2 files left out (see the log)\n\n= \n\n"
                                    "? not covered (no table for sector 3-3)\n\n= b6-g7xf2\n\n"
                                    "= white wins: black has fewer than 3 men\n\n= \n\n"
                                    "? not covered (the table of sector 4-3 is left out: "));
    CHECK_THAT(out, Catch::EndsWith("sector-4-3.mdb: checksum mismatch (file damaged))\n\n"
                                    "? cannot read databases /nonexistent-morris-db: not a "
                                    "directory\n\n"));
}

TEST_CASE("a table cut short after the start is left out at its first use, not read past its end",
          "[morris][database]") {
    TempDir copy("morris-db-cut");
    for (const auto& e : fs::directory_iterator(tables_dir()))
        fs::copy_file(e.path(), copy.path / e.path().filename());
    const LoadedDatabases loaded = load_databases(copy.path.string(), Rules{});
    REQUIRE(loaded.problems.empty());
    const fs::path file = copy.path / "sector-4-4.mdb";
    fs::resize_file(file, fs::file_size(file) - 1000);
    const auto problem = loaded.databases->problem({4, 4});
    REQUIRE(problem);
    CHECK_THAT(*problem, Catch::Contains("sector-4-4.mdb: changed since the start"));
    CHECK_FALSE(loaded.databases->problem({3, 3}));
}

TEST_CASE("a table win or loss is late when the removal limit comes first", "[morris][database]") {
    Rules rules;  // removal limit 100
    Position next;
    next.clock = 90;
    CHECK(solve::ends_in_time(next, {Verdict::win, 9}, rules));
    // Ending at clock 100 is in time: the game is over there before the rule is looked at.
    CHECK(solve::ends_in_time(next, {Verdict::loss, 10}, rules));
    CHECK_FALSE(solve::ends_in_time(next, {Verdict::win, 11}, rules));
    CHECK(solve::ends_in_time(next, {}, rules));  // a draw
    rules.removal_limit = 0;
    CHECK(solve::ends_in_time(next, {Verdict::win, 201}, rules));
    // Wins in time (shortest first), late wins (shortest first), draws, late losses (longest
    // first), losses in time (longest first).
    using solve::RatedTurn;
    const RatedTurn order[] = {{{}, {Verdict::win, 3}, true},
                               {{}, {Verdict::win, 41}, true},
                               {{}, {Verdict::win, 5}, false},
                               {{}, {Verdict::win, 7}, false},
                               {{}, {}, true},
                               {{}, {Verdict::loss, 8}, false},
                               {{}, {Verdict::loss, 2}, false},
                               {{}, {Verdict::loss, 40}, true},
                               {{}, {Verdict::loss, 4}, true}};
    for (std::size_t i = 0; i + 1 < std::size(order); ++i) {
        INFO(i);
        CHECK(solve::preference(order[i]) > solve::preference(order[i + 1]));
    }
}

TEST_CASE("near the removal limit genmove takes a table win that ends in time",
          "[morris][database]") {
    // White (3 men, flying) wins in 21 plies with e4-a4, whose line removes no man in its first
    // plies, or in 25 with e4-d1 and a removal now, which restarts the clock. At clock 98 the
    // shorter line would be drawn by the 100-ply rule two plies later.
    const std::string men = "..B/.../.../.BBW.B/.../.../W.W w flying 0 0 ";
    const std::string load = "databases " + tables_dir().string() + "\nset_position " + men;
    MorrisState state;
    CHECK(run(state, load + "0 60\ngenmove w\n").ends_with("= e4-a4\n\n"));
    const std::string near =
        run(state, load + "98 60\ndatabase_lookup\ndatabase_moves\ngenmove w\n");
    CHECK(near.find("= win 21\n\n= e4-d1xb4 win 25\ne4-d1xc4 win 25\ne4-a4 win 21 late\n"
                    "a1-d1 win 27 late\n") != std::string::npos);
    CHECK(near.ends_with("\n\n= e4-d1xb4\n\n"));
    // Played out against the table's best defence, the win comes within the rule.
    Searcher searcher(16);
    searcher.set_databases(&tables());
    Game game(Rules{}, morris::test::pos(men + "98 60"));
    int plies = 0;
    while (!game.over() && plies < 100) {
        const Position& p = game.position();
        const Turn t = p.to_move == Colour::white ? engine_turn(searcher, game)
                                                  : solve::best_turn(p, Rules{}, tables())->turn;
        REQUIRE(!game.play(t));
        ++plies;
    }
    CHECK(game.status() == Status{Outcome::white_wins, EndReason::fewer_than_three});
    CHECK(plies == 25);
    // With every win too long for the limit (20 plies here), the shortest is kept: a removal on
    // the way may still restart the clock, and the rule's draw is no worse than a draw. The
    // search reports it below a mate.
    Rules short_limit;
    short_limit.removal_limit = 20;
    const Position p = morris::test::pos(men + "0 60");
    const SearchReport r = searcher.search(p, short_limit, {p.key},
                                           SearchLimits{.depth = 3, .seconds = 0, .nodes = 0});
    CHECK(format_turn(r.best) == "e4-a4");
    CHECK(!is_mate_score(r.score));
    CHECK(r.score > 10 * kManValue * 9);  // above any evaluation
}

TEST_CASE("empty and foreign sector files are refused by their head, before any index is built",
          "[morris][database]") {
    // The large sectors' indexes take seconds and hundreds of megabytes each to build: a file
    // that cannot be the table is refused from its first bytes and its size alone.
    TempDir dir("morris-db-empty");
    const std::vector<std::string> names = {"9-9", "9-8", "8-9", "8-8", "9-7",
                                            "7-9", "8-7", "7-8", "9-6", "6-9"};
    for (const auto& n : names) std::ofstream(dir.path / ("sector-" + n + ".mdb"));
    std::ofstream(dir.path / "sector-9-5.mdb", std::ios::binary)
        << "boardtalk morris sector table 1\nrules flying=on diagonals=off\nsector 9-5\n"
           "positions 123456789\ncrc32 00000000\n\nshort";
    const auto start = std::chrono::steady_clock::now();
    const LoadedDatabases loaded = load_databases(dir.path.string(), Rules{});
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    CHECK(seconds < 3);
    CHECK(loaded.databases->empty());
    REQUIRE(loaded.problems.size() == 11);
    for (const auto& p : loaded.problems) {
        if (p.find("sector-9-5.mdb") != std::string::npos)
            CHECK_THAT(p, Catch::Contains("truncated or oversized: 5 bytes of 123456789"));
        else
            CHECK_THAT(p, Catch::Contains("not a boardtalk morris sector table"));
    }
}
