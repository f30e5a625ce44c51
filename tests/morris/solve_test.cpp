// The endgame databases (engine/morris/solve): ranks, symmetries, the file format, and every value
// of the 3-3 sector (and a sample of 4-3 and 3-4) checked against a one-ply minimax over the
// engine's own move generator.
#include <bit>
#include <cstdio>
#include <map>
#include <random>

#include "core/crc32.hpp"
#include "engine/morris/geometry.hpp"
#include "engine/morris/movegen.hpp"
#include "engine/morris/solve/checked_table.hpp"
#include "engine/morris/solve/databases.hpp"
#include "engine/morris/solve/index.hpp"
#include "engine/morris/solve/retrograde.hpp"
#include "engine/morris/solve/symmetry.hpp"
#include "engine/morris/solve/table_file.hpp"
#include "tests/morris/helpers.hpp"

using namespace boardtalk::morris;
using namespace boardtalk::morris::solve;

namespace {

const Rules kNoFlying{.flying = false};

// Under a sanitizer the whole-sector checks look at every 16th position only.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr std::uint64_t kStride = 16;
#else
constexpr std::uint64_t kStride = 1;
#endif

// The table of `s` under `rules`, solved once per test run with everything it depends on.
const SectorTable& table(Sector s, const Rules& rules) {
    static std::map<std::pair<bool, Sector>, SectorTable> solved;
    const auto key = std::make_pair(rules.flying, s);
    if (auto it = solved.find(key); it != solved.end()) return it->second;
    const int a = std::max(s.mover, s.other), b = std::min(s.mover, s.other);
    for (Sector dep : dependencies(a, b)) table(dep, rules);
    auto tables = solve_pair(a, b, rules, [&rules](Sector d) -> const SectorTable* {
        auto it = solved.find(std::make_pair(rules.flying, d));
        return it == solved.end() ? nullptr : &it->second;
    });
    REQUIRE(tables.ok());
    for (auto& t : *tables) solved[std::make_pair(rules.flying, t.sector)] = std::move(t);
    return solved.at(key);
}

Position moving_position(Mask white, Mask black, Colour to_move) {
    Position p;
    p.men = {white, black};
    p.to_move = to_move;
    p.key = compute_key(p);
    return p;
}

Mask men(std::initializer_list<const char*> names) {
    Mask m = 0;
    for (const char* n : names) m |= bit(*parse_point(n));
    return m;
}

// The stored value of a position of the moving or flying phase, for its side to move.
Value stored(const Position& p, const Rules& rules) {
    const Colour us = p.to_move;
    if (p.on_board(us) < 3) return Value{Verdict::loss, 0};
    const Sector s{p.on_board(us), p.on_board(opponent(us))};
    return table(s, rules).at(p.men[index(us)], p.men[index(opponent(us))]);
}

// The value minimax gives `p` from its successors' stored values, with the engine's move
// generator and game-end rules: no legal move or fewer than 3 men loses.
Value backed_up(const Position& p, const Rules& rules) {
    TurnList turns;
    generate_turns(p, rules, turns);
    int win = -1, loss = -1;
    bool draw = false;
    for (const Turn& t : turns) {
        const Value v = stored(apply_turn(p, t), rules);
        if (v.outcome == Verdict::loss) win = win < 0 ? v.plies + 1 : std::min(win, v.plies + 1);
        if (v.outcome == Verdict::win) loss = std::max(loss, v.plies + 1);
        if (v.outcome == Verdict::draw) draw = true;
    }
    if (win >= 0) return Value{Verdict::win, win};
    if (draw) return Value{};
    return Value{Verdict::loss, std::max(loss, 0)};
}

// Checks the position of every `stride`-th entry of `s` (white to move) and its colour-swapped twin
// (black to move, checked every `stride * 7`-th) against the one-ply minimax. A table that agrees
// with it everywhere holds the true values: decided values are proved by induction on the distance,
// and a drawn position that were decided would have a decided successor one ply nearer the end.
void check_sector(Sector s, const Rules& rules, std::uint64_t stride) {
    const SectorTable& t = table(s, rules);
    std::uint64_t mismatches = 0, checked = 0;
    Mask own = 0, opp = 0;
    for (std::uint64_t i = 0; i < t.values.size(); i += stride) {
        if (!t.index->position(i, own, opp)) continue;
        ++checked;
        const Value v = decode(t.values[i]);
        if (backed_up(moving_position(own, opp, Colour::white), rules) != v && ++mismatches < 5)
            FAIL_CHECK("sector " << sector_name(s) << " entry " << i << ": " << to_text(v));
        if (i % (stride * 7) == 0 &&
            backed_up(moving_position(opp, own, Colour::black), rules) != v && ++mismatches < 5)
            FAIL_CHECK("black twin of sector " << sector_name(s) << " entry " << i);
    }
    CHECK(checked > t.values.size() / stride / 2);
    CHECK(mismatches == 0);
}

}  // namespace

TEST_CASE("solve: rank and unrank are inverse and cover each sector", "[morris][solve]") {
    CHECK(sector_size(Sector{3, 3}) == 2024 * 1330);
    CHECK(sector_size(Sector{4, 3}) == sector_size(Sector{3, 4}));
    std::mt19937_64 rng(17);
    for (Sector s : {Sector{3, 3}, Sector{4, 3}, Sector{3, 5}, Sector{9, 9}}) {
        const std::uint64_t size = sector_size(s);
        for (int i = 0; i < 2000; ++i) {
            const std::uint64_t r = i == 0 ? 0 : i == 1 ? size - 1 : rng() % size;
            const auto [own, opp] = unrank(s, r);
            INFO(sector_name(s) << " rank " << r);
            CHECK(std::popcount(own) == s.mover);
            CHECK(std::popcount(opp) == s.other);
            CHECK((own & opp) == 0);
            CHECK((own | opp) <= kAllPoints);
            CHECK(rank(s, own, opp) == r);
        }
    }
}

TEST_CASE("solve: the 16 symmetries keep adjacency and mills", "[morris][solve]") {
    const auto& all = symmetries();
    for (int s = 0; s < kSymmetries; ++s) {
        INFO("symmetry " << s);
        CHECK(apply(all[s], kAllPoints) == kAllPoints);  // a permutation
        for (int s2 = 0; s2 < s; ++s2) CHECK(all[s] != all[s2]);
        for (bool diagonals : {false, true}) {
            const Geometry& g = geometry(diagonals);
            for (int p = 0; p < kPoints; ++p)
                CHECK(g.adjacent[all[s][p]] == apply(all[s], g.adjacent[p]));
            for (int m = 0; m < g.mill_count; ++m) {
                const Mask image = apply(all[s], g.mills[m]);
                CHECK(std::count(g.mills.begin(), g.mills.begin() + g.mill_count, image) == 1);
            }
        }
    }
    for (int p = 0; p < kPoints; ++p) CHECK(all[0][p] == p);
}

TEST_CASE("solve: every 3-3 value follows from its successors", "[morris][solve]") {
    check_sector(Sector{3, 3}, Rules{}, kStride);
}

TEST_CASE("solve: every 3-3 value without flying follows from its successors", "[morris][solve]") {
    check_sector(Sector{3, 3}, kNoFlying, kStride);
}

TEST_CASE("solve: a sample of 4-3 and 3-4 follows from its successors", "[morris][solve]") {
    check_sector(Sector{4, 3}, Rules{}, 4001 * kStride);
    check_sector(Sector{3, 4}, Rules{}, 4001 * kStride);
}

TEST_CASE("solve: every 4-3 and 3-4 value follows from its successors", "[morris][solve][.slow]") {
    check_sector(Sector{4, 3}, Rules{}, 1);
    check_sector(Sector{3, 4}, Rules{}, 1);
}

TEST_CASE("solve: known values", "[morris][solve]") {
    SECTION("closing a mill that leaves the opponent 2 men wins in 1") {
        const Value fly =
            stored(moving_position(men({"a7", "d7", "b4"}), men({"c3", "e3", "d2"}), Colour::white),
                   Rules{});
        CHECK(fly == Value{Verdict::win, 1});
        const Value white_slides = stored(
            moving_position(men({"a7", "d7", "g4", "b2"}), men({"c5", "e3", "d2"}), Colour::white),
            Rules{});
        CHECK(white_slides == Value{Verdict::win, 1});  // g4-g7 closes a7 d7 g7
    }
    SECTION("a side with no legal move has lost") {
        const Position blocked =
            moving_position(men({"a7", "d7", "g7"}), men({"a4", "d6", "g4"}), Colour::white);
        CHECK(stored(blocked, kNoFlying) == Value{Verdict::loss, 0});
        // With flying the same side flies away and is not lost at once.
        CHECK(stored(blocked, Rules{}) != Value{Verdict::loss, 0});
    }
}

TEST_CASE("solve: the index has one entry per class of symmetric positions", "[morris][solve]") {
    for (Sector s : {Sector{3, 3}, Sector{4, 3}}) {
        if (kStride > 1 && s != Sector{3, 3}) continue;  // slow under a sanitizer
        const SectorIndex& index = sector_index(s);
        // Classes counted the slow way: positions whose rank is the least of their images.
        std::uint64_t classes = 0;
        for (std::uint64_t r = 0; r < sector_size(s); ++r) {
            const auto [own, opp] = unrank(s, r);
            bool least = true;
            for (const Permutation& perm : symmetries())
                least = least && rank(s, apply(perm, own), apply(perm, opp)) >= r;
            classes += least;
            if (r % 97 != 0) continue;
            const std::uint64_t i = index.index(own, opp);
            Mask rep_own = 0, rep_opp = 0;
            REQUIRE(index.position(i, rep_own, rep_opp));
            bool image = false;
            for (const Permutation& perm : symmetries()) {
                CHECK(index.index(apply(perm, own), apply(perm, opp)) == i);
                image = image || (apply(perm, own) == rep_own && apply(perm, opp) == rep_opp);
            }
            CHECK(image);
        }
        std::uint64_t entries = 0;
        Mask own = 0, opp = 0;
        for (std::uint64_t i = 0; i < index.size(); ++i) entries += index.position(i, own, opp);
        CHECK(entries == classes);
        CHECK(index.size() < sector_size(s) / 7);
    }
}

TEST_CASE("solve: sector files round trip and refuse damage", "[morris][solve]") {
    const SectorTable& t = table(Sector{3, 3}, Rules{});
    const std::string file = format_table(t, Rules{});
    auto back = parse_table(file, Rules{}, Sector{3, 3});
    REQUIRE(back.ok());
    CHECK(back->values == t.values);

    std::string damaged = file;
    damaged[damaged.size() / 2] ^= 0x04;
    CHECK(parse_table(damaged, Rules{}, Sector{3, 3}).error() ==
          "checksum mismatch (file damaged)");
    CHECK_THAT(parse_table(file.substr(0, file.size() - 1), Rules{}, Sector{3, 3}).error(),
               Catch::StartsWith("truncated or oversized"));
    CHECK_THAT(parse_table(file, kNoFlying, Sector{3, 3}).error(),
               Catch::StartsWith("wrong rules 'flying=on diagonals=off'"));
    CHECK_THAT(parse_table(file, Rules{}, Sector{4, 3}).error(), Catch::StartsWith("wrong sector"));
    CHECK(parse_table("hello\n", Rules{}, Sector{3, 3}).error() ==
          "not a boardtalk morris sector table");
}

TEST_CASE("solve: a sector file's checksum is the standard CRC-32 of the files written before",
          "[morris][solve]") {
    // The CRC-32 check value: "123456789" gives cbf43926 (zip, PNG; boost::crc_32_type).
    SectorTable t{Sector{3, 3}, {}};
    for (char c : std::string("123456789")) t.values.push_back(static_cast<Stored>(c));
    // One block: its CRC (little-endian) follows the header, whose crc32 line is that CRC's.
    CHECK_THAT(format_table(t, Rules{}), Catch::EndsWith("\n\n\x26\x39\xf4\xcb"
                                                         "123456789"));
    CHECK(boardtalk::crc32_of("\x26\x39\xf4\xcb") == 0xf3c1ce60);
    CHECK_THAT(format_table(t, Rules{}), Catch::Contains("\ncrc32 f3c1ce60\n"));
}

TEST_CASE("solve: a format 1 file (one CRC of all the values) is still read", "[morris][solve]") {
    const SectorTable& t = table(Sector{3, 3}, Rules{});
    const std::string_view values(reinterpret_cast<const char*>(t.values.data()), t.values.size());
    char crc[9];
    std::snprintf(crc, sizeof crc, "%08x", boardtalk::crc32_of(values));
    const std::string head =
        "boardtalk morris sector table 1\nrules flying=on diagonals=off\n"
        "sector 3-3\npositions " +
        std::to_string(values.size()) + "\ncrc32 " + crc + "\n\n";
    auto back = parse_table(head + std::string(values), Rules{}, Sector{3, 3});
    REQUIRE(back.ok());
    CHECK(back->values == t.values);
    std::string damaged = head + std::string(values);
    damaged.back() ^= 1;
    CHECK(parse_table(damaged, Rules{}, Sector{3, 3}).error() ==
          "checksum mismatch (file damaged)");
    CHECK(parse_table("boardtalk morris sector table 3\n", Rules{}, Sector{3, 3}).error() ==
          "unknown table format '3'");
}

TEST_CASE(
    "solve: a mapped table checks each block at its first read, and a damaged one leaves "
    "the sector out",
    "[morris][solve]") {
    const Sector s{4, 3};
    const SectorTable& t = table(s, Rules{});
    const std::string file = format_table(t, Rules{});
    const auto head = read_table_head(file, file.size(), Rules{}, s);
    REQUIRE(head);
    REQUIRE(head->blocks() >= 3);
    std::string damaged = file;
    const std::uint64_t last = head->blocks() - 1;
    damaged[head->values_offset() + last * kTableBlock] ^= 1;  // the last block's first byte
    const auto crcs = read_block_crcs(damaged, *head);
    REQUIRE(crcs);
    int told = 0;
    std::string said;
    const CheckedTable checked(s, std::string_view(damaged).substr(head->values_offset()), *crcs,
                               nullptr, "t.mdb", [&](const std::string& why) {
                                   ++told;
                                   said = why;
                               });
    // Positions of the first blocks answer as the table does: their blocks are good.
    int answered = 0;
    const SectorIndex& index = sector_index(s);
    Mask mover = 0, other = 0;
    for (std::uint64_t i = 0; i < last * kTableBlock; i += 997) {
        if (!index.position(i, mover, other)) continue;
        REQUIRE(checked.at(mover, other) == t.at(mover, other));
        ++answered;
    }
    CHECK(answered > 100);
    CHECK_FALSE(checked.problem());
    CHECK(told == 0);
    // The first read of the last block finds it damaged: told once, and nothing answers now.
    std::uint64_t in_last = index.size() - 1;
    while (!index.position(in_last, mover, other)) --in_last;
    REQUIRE(in_last >= last * kTableBlock);
    CHECK_FALSE(checked.at(mover, other));
    CHECK(told == 1);
    CHECK(said == "t.mdb: checksum mismatch (file damaged)");
    CHECK(checked.problem() == said);
    std::uint64_t first = 0;
    while (!index.position(first, mover, other)) ++first;
    CHECK_FALSE(checked.at(mover, other));
    CHECK_FALSE(checked.check_all());
    CHECK(told == 1);
    // The block CRCs themselves are checked against the header.
    std::string bad_crcs = file;
    bad_crcs[head->header_bytes] ^= 1;
    CHECK(read_block_crcs(bad_crcs, *head).error() == "checksum mismatch (file damaged)");
}

TEST_CASE("solve: databases answer for a game's positions of either colour", "[morris][solve]") {
    Databases dbs(Rules{});
    dbs.add(table(Sector{3, 3}, Rules{}));
    const Mask a = men({"a7", "d7", "b4"}), b = men({"c3", "e3", "d2"});
    const auto white = dbs.lookup(moving_position(a, b, Colour::white), Rules{});
    REQUIRE(white);
    CHECK(*white == Value{Verdict::win, 1});
    CHECK(dbs.lookup(moving_position(b, a, Colour::black), Rules{}) == white);  // the twin
    // The other side to move: its value, not the first's.
    CHECK(dbs.lookup(moving_position(a, b, Colour::black), Rules{}) ==
          table(Sector{3, 3}, Rules{}).at(b, a));

    CHECK_FALSE(dbs.lookup(moving_position(a, b, Colour::white), kNoFlying));  // other rules
    CHECK_FALSE(dbs.lookup(moving_position(a | men({"g1"}), b, Colour::white), Rules{}));
    CHECK_FALSE(dbs.lookup(moving_position(a, men({"c3", "e3"}), Colour::white), Rules{}));
    Position placing = moving_position(a, b, Colour::white);
    placing.hand = {1, 0};
    CHECK_FALSE(dbs.lookup(placing, Rules{}));
}
