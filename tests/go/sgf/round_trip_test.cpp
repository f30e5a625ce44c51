// write_sgf then parse, read and replay gives back the same game: random games on every kind of
// board (square, rectangular, over 19 where [tt] is a point), with handicap, setup, edits
// between moves, undo, passes, every rule preset and arbitrary komi.
#include <catch2/catch.hpp>
#include <random>

#include "engine/go/handicap.hpp"
#include "engine/go/sgf_record.hpp"
#include "engine/go/sgf_writer.hpp"

using namespace boardtalk::go;

namespace {

LoadedGame reload(const std::string& text, const Rules& current) {
    const auto line = parse_sgf(text);
    if (!line) FAIL(line.error() << "\n" << text);
    const auto record = read_game_record(*line);
    if (!record) FAIL(record.error() << "\n" << text);
    auto loaded = replay_game_record(*record, current);
    if (!loaded) FAIL(loaded.error() << "\n" << text);
    return std::move(loaded).value();
}

template <class T>
std::vector<T> sorted(std::vector<T> v) {
    std::sort(v.begin(), v.end(), [](const T& a, const T& b) {
        return std::tie(a.point, a.color) < std::tie(b.point, b.color);
    });
    return v;
}

void check_same(const Game& a, const Game& b, const std::string& text) {
    INFO(text);
    REQUIRE(a.width() == b.width());
    REQUIRE(a.height() == b.height());
    for (Point p : a.board().points()) REQUIRE(a.board().at(p) == b.board().at(p));
    CHECK(a.history() == b.history());
    CHECK(sorted(a.setup()) == sorted(b.setup()));
    auto ha = a.handicap(), hb = b.handicap();
    std::sort(ha.begin(), ha.end());
    std::sort(hb.begin(), hb.end());
    CHECK(ha == hb);
    REQUIRE(a.edits().size() == b.edits().size());
    for (std::size_t i = 0; i < a.edits().size(); ++i) {
        CHECK(a.edits()[i].after_moves == b.edits()[i].after_moves);
        CHECK(sorted(a.edits()[i].changes) == sorted(b.edits()[i].changes));
        CHECK(a.edits()[i].to_move == b.edits()[i].to_move);
    }
    CHECK(a.rules() == b.rules());
    CHECK(a.komi() == b.komi());
    CHECK(a.captures(Color::black) == b.captures(Color::black));
    CHECK(a.captures(Color::white) == b.captures(Color::white));
    CHECK(a.to_move() == b.to_move());
    CHECK(a.first_to_move() == b.first_to_move());
    CHECK(a.consecutive_passes() == b.consecutive_passes());
}

struct Shape {
    int w, h;
};

// A random game: setup or handicap, then moves, passes, edits and undos.
Game random_game(std::mt19937& rng) {
    static const Shape shapes[] = {{2, 2},   {3, 3},   {5, 5},   {7, 5},   {9, 9},  {13, 13},
                                   {19, 19}, {20, 20}, {21, 21}, {25, 25}, {25, 3}, {4, 19}};
    static const Rules presets[] = {Rules::chinese(), Rules::japanese(), Rules::tromp_taylor(),
                                    Rules::simple(),  Rules::aga(),      Rules::new_zealand()};
    const Shape s = shapes[rng() % std::size(shapes)];
    Rules rules = presets[rng() % std::size(presets)];
    rules.komi = std::uniform_real_distribution<double>(-50, 50)(rng);
    if (rng() % 4 == 0) rules.komi = double(int(rng() % 20)) / 2;
    if (rng() % 6 == 0) rules.scoring = Scoring::territory;  // a rule set with no SGF name
    Game game(s.w, s.h, rules);
    auto random_point = [&] { return point(int(rng() % s.w), int(rng() % s.h)); };
    auto random_color = [&] { return rng() % 2 ? Color::black : Color::white; };
    const int start = int(rng() % 4);
    if (start == 1 && s.w == s.h && s.w >= 7) {
        auto points = fixed_handicap_points(s.w, s.h, 2 + int(rng() % 3));
        REQUIRE(game.set_handicap(*points) == SetupResult::ok);
    } else if (start == 2) {
        std::vector<Move> stones;
        for (int i = 0; i < 6; ++i) {
            Move m{random_color(), random_point()};
            if (std::none_of(stones.begin(), stones.end(),
                             [&](auto& o) { return o.point == m.point; }))
                stones.push_back(m);
        }
        game.set_setup(stones, random_color());  // may be refused (no liberty): then none
    }
    const int length = int(rng() % 120);
    for (int i = 0; i < length; ++i) {
        const unsigned roll = rng() % 100;
        if (roll < 3) {
            std::vector<Move> changes;
            for (int k = int(rng() % 4); k >= 0; --k) {
                const unsigned c = rng() % 3;
                Move m{c == 0   ? Color::empty
                       : c == 1 ? Color::black
                                : Color::white,
                       random_point()};
                if (std::none_of(changes.begin(), changes.end(),
                                 [&](auto& o) { return o.point == m.point; }))
                    changes.push_back(m);
            }
            std::optional<Color> to_move;
            if (rng() % 2) to_move = random_color();
            game.edit(changes, to_move);
        } else if (roll < 5) {
            game.undo(1 + int(rng() % 3));
        } else if (roll < 12) {
            game.play(random_color(), pass);
        } else {
            const Color c = rng() % 10 ? game.to_move() : random_color();
            for (int tries = 0; tries < 20; ++tries)
                if (game.play(c, random_point()) == MoveResult::ok) break;
        }
    }
    return game;
}

}  // namespace

TEST_CASE("SGF round trip of 300 random games keeps position, history, setup and komi",
          "[go][sgf]") {
    std::mt19937 rng(20240611);
    int with_edits = 0, with_handicap = 0;
    for (int n = 0; n < 300; ++n) {
        const Game game = random_game(rng);
        with_edits += !game.edits().empty();
        with_handicap += !game.handicap().empty();
        SgfWriteOptions o;
        o.version = "1.2";
        o.result = sgf_result(game);
        const std::string text = write_sgf(game, o);
        CHECK(text.find("\n\n") == std::string::npos);
        const LoadedGame back = reload(text, Rules::chinese());
        check_same(game, back.game, text);
        CHECK(back.to_move == game.to_move());
        // Written again, the record is the same text.
        CHECK(write_sgf(back.game, o) == text);
    }
    CHECK(with_edits > 20);
    CHECK(with_handicap > 20);
}

TEST_CASE("SGF writer: the root properties and layout", "[go][sgf]") {
    Game game(9, 9, Rules::japanese());
    game.set_komi(6.5);
    REQUIRE(game.set_handicap(std::vector<Point>{point(2, 2), point(6, 6)}) == SetupResult::ok);
    game.play(Color::white, point(4, 4));
    game.play(Color::black, pass);
    SgfWriteOptions o;
    o.version = "0.1.0";
    o.extra = {{"PB", "a]b\\c"}, {"KM", "6"}};
    CHECK(write_sgf(game, o) ==
          "(;FF[4]GM[1]CA[UTF-8]AP[boardtalk:0.1.0]SZ[9]KM[6]RU[Japanese]PB[a\\]b\\\\c]\n"
          "HA[2]\n"
          "AB[cg][gc]\n"
          ";W[ee];B[])");
    CHECK_FALSE(sgf_result(game));
    game.play(Color::white, pass);
    CHECK(sgf_result(game) == "W+6.5");  // territory: no territory for either side, komi
    DeadSet dead;
    dead.insert(point(4, 4));
    // 79 empty points and the dead stone's point are black's territory, plus the dead stone.
    CHECK(sgf_result(game, dead).value_or("none") == "B+73.5");
    Game rect(7, 3);
    rect.edit(std::vector<Move>{{Color::white, point(0, 0)}}, Color::white);
    CHECK(write_sgf(rect, o) ==
          "(;FF[4]GM[1]CA[UTF-8]AP[boardtalk:0.1.0]SZ[7:3]KM[6]RU[Chinese]PB[a\\]b\\\\c]\n"
          ";AW[ac]PL[W])");
}
