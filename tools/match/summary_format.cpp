// format_summary: the final table of a match.
#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <span>
#include <string>
#include <tuple>

#include "tools/match/stats_tally.hpp"
#include "tools/match/summary.hpp"
#include "tools/match/summary_text.hpp"

namespace boardtalk::match {

namespace {

// The body of one game's section and its timing lines, kept apart so timing can go last.
struct Section {
    std::string body, timing;
};

std::string pad_right(std::string s, std::size_t width) {
    if (s.size() < width) s.append(width - s.size(), ' ');
    return s;
}

std::string pad_left(const std::string& s, std::size_t width) {
    return s.size() < width ? std::string(width - s.size(), ' ') + s : s;
}

std::string opposite_colour(const std::string& colour) {
    if (colour == "black") return "white";
    if (colour == "white") return "black";
    return "";
}

std::string table_row(const std::string& label, const WinLossDraw& r) {
    return pad_right(label, 14) + pad_left(std::to_string(r.games()), 6) +
           pad_left(std::to_string(r.wins), 6) + pad_left(std::to_string(r.losses), 8) +
           pad_left(std::to_string(r.draws), 7) + pad_left(text::percent(r.score()), 8) + "\n";
}

// a and b overall and per colour, b's rows mirrored from a's.
std::string record_table(const TwoPlayerTally& t) {
    std::string out = pad_right("", 14) + " games  wins  losses  draws   score\n";
    out += table_row("a", t.a);
    for (const auto& [colour, r] : t.a_by_colour) out += table_row("  a as " + colour, r);
    out += table_row("b", t.a.mirrored());
    for (const auto& [colour, r] : t.a_by_colour)
        if (auto other = opposite_colour(colour); !other.empty())
            out += table_row("  b as " + other, r.mirrored());
    return out;
}

// "+88.7 (95% interval -67.0 .. +240.8)", or a one-sided bound when a won or lost every game
// (the point estimate is infinite then; only the interval's finite end says anything).
std::string elo_text(const WinLossDraw& a) {
    const double s = a.score();
    const auto interval = stats::elo_interval(stats::wilson_interval(s, a.games()));
    if (s >= 1)
        return ">= " + text::signed_fixed(interval.lo, 1) +
               " (a won every game; the bound is the lower end of the 95% interval)";
    if (s <= 0)
        return "<= " + text::signed_fixed(interval.hi, 1) +
               " (a lost every game; the bound is the upper end of the 95% interval)";
    return text::signed_fixed(stats::elo_from_score(s), 1) + " (95% interval " +
           text::signed_fixed(interval.lo, 1) + " .. " + text::signed_fixed(interval.hi, 1) + ")";
}

std::string score_text(const WinLossDraw& a) {
    const auto interval = stats::wilson_interval(a.score(), a.games());
    return text::number(a.wins + 0.5 * a.draws) + "/" + std::to_string(a.games()) + " = " +
           text::percent(a.score()) + " (95% Wilson interval " + text::percent(interval.lo) +
           " .. " + text::percent(interval.hi) + ")";
}

std::string ends_line(const CommonTally& t) {
    std::string out = "ended by:";
    for (std::size_t i = 0; i < t.ends.size(); ++i)
        out += (i ? ", " : " ") + t.ends[i].first + " " + std::to_string(t.ends[i].second);
    return out + "\n";
}

std::string forfeits_line(const CommonTally& t) {
    if (t.forfeits_by_a + t.forfeits_by_b == 0) return "forfeits: none\n";
    std::string out =
        "forfeits: a " + std::to_string(t.forfeits_by_a) + ", b " + std::to_string(t.forfeits_by_b);
    for (const auto& f : t.forfeits) {
        if (f.by_a + f.by_b == 0) continue;
        out += "; " + to_string(f.cause) + ": a " + std::to_string(f.by_a) + ", b " +
               std::to_string(f.by_b);
    }
    return out + "\n";
}

std::string per_move(double seconds, long long moves) {
    if (moves <= 0) return "no moves";
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.3g s (%lld moves)", seconds / moves, moves);
    return buffer;
}

std::string timing_line(const CommonTally& t, bool with_b) {
    std::string out = "seconds per move: a " + per_move(t.a_seconds, t.a_moves);
    if (with_b) out += ", b " + per_move(t.b_seconds, t.b_moves);
    return out + "\n";
}

// Engines under a runner-kept clock: losses on time (with the results), and the time used and
// left (with the timing lines).
std::string clock_losses_line(const CommonTally& t) {
    if (t.a_clock.games + t.b_clock.games == 0) return "";
    return "losses on time: a " + std::to_string(t.a_clock.losses_on_time) + ", b " +
           std::to_string(t.b_clock.losses_on_time) + "\n";
}

std::string clock_use(const char* engine, const ClockUse& c) {
    if (c.games == 0) return std::string(engine) + " no clock";
    char buffer[128];
    std::snprintf(buffer, sizeof buffer, "%s %.3g s used per game, least left %.3g s", engine,
                  c.seconds / c.games, c.least_left);
    return buffer;
}

std::string clock_line(const CommonTally& t) {
    if (t.a_clock.games + t.b_clock.games == 0) return "";
    return "clock: " + clock_use("a", t.a_clock) + "; " + clock_use("b", t.b_clock) + "\n";
}

// Games that repeat an earlier one move for move (the same setup, engines and colours): two
// engines that play the same way every time make a match of a few games counted many times.
std::string repeats_line(std::span<const GameResult> results) {
    std::set<std::tuple<std::string, std::string, std::string, std::string>> seen;
    int repeats = 0, digested = 0;
    for (const GameResult& r : results) {
        if (r.moves_digest.empty()) continue;
        ++digested;
        repeats += !seen.emplace(r.a_name, r.b_name, r.a_colour, r.moves_digest).second;
    }
    if (repeats == 0) return "";
    return "repeated games: " + std::to_string(repeats) + " of " + std::to_string(digested) +
           " played move for move as an earlier game with the same engines and colours "
           "(--openings gives each pair of games its own start)\n";
}

Section two_player_section(std::span<const GameResult> results) {
    const auto t = tally_two_player(results);
    std::string out = record_table(t) + "\n";
    out += "score of a: " + score_text(t.a) + "\n";
    if (t.a.games() > 0) out += "Elo a - b: " + elo_text(t.a) + "\n";
    if (t.margin_games > 0)
        out += "mean margin of a: " + text::signed_fixed(t.margin_sum / t.margin_games, 2) +
               " over " + std::to_string(t.margin_games) +
               " games not ended by resignation, forfeit or time\n";
    if (t.a_final_asked + t.b_final_asked > 0)
        out += "engines' final_score equal to the result: a " + std::to_string(t.a_final_agreed) +
               "/" + std::to_string(t.a_final_asked) + ", b " + std::to_string(t.b_final_agreed) +
               "/" + std::to_string(t.b_final_asked) + "\n";
    if (t.unscored > 0) out += "without a winner: " + std::to_string(t.unscored) + "\n";
    out += ends_line(t.common) + forfeits_line(t.common) + clock_losses_line(t.common) +
           repeats_line(results);
    return {out, timing_line(t.common, true) + clock_line(t.common)};
}

Section single_player_section(std::span<const GameResult> results) {
    const auto t = tally_single_player(results);
    const auto& d = t.scores;
    std::string out = "score: min " + text::number(d.min) + ", q1 " + text::number(d.q1) +
                      ", median " + text::number(d.median) + ", q3 " + text::number(d.q3) +
                      ", max " + text::number(d.max) + "\n";
    out += "mean score: " + text::fixed(d.mean, 1) + " (95% interval " +
           text::fixed(d.mean_interval.lo, 1) + " .. " + text::fixed(d.mean_interval.hi, 1) + ")\n";
    out += "best tile reached:\n";
    for (const auto& [tile, games] : t.tiles_reached) {
        const double rate = double(games) / d.count;
        const auto interval = stats::wilson_interval(rate, d.count);
        out += "  " + std::to_string(tile) + ": " + std::to_string(games) + " of " +
               std::to_string(d.count) + " games (" + text::percent(rate) + ", 95% interval " +
               text::percent(interval.lo) + "-" + text::percent(interval.hi) + ")\n";
    }
    out += ends_line(t.common) + forfeits_line(t.common);
    return {out, timing_line(t.common, t.common.b_moves > 0)};
}

std::string names_lines(const std::vector<GameResult>& results, const MatchNames& names) {
    std::string out = "a: " + names.a + "\n";
    const bool b_played = std::any_of(results.begin(), results.end(),
                                      [](const GameResult& r) { return r.b_moves > 0; });
    if (!is_single_player(results) || b_played) out += "b: " + names.b + "\n";
    return out;
}

}  // namespace

bool is_single_player(const std::vector<GameResult>& results) {
    return !results.empty() && std::all_of(results.begin(), results.end(),
                                           [](const auto& r) { return r.winner == Winner::none; });
}

std::string format_summary(const std::vector<GameResult>& results, const MatchNames& names) {
    if (results.empty()) return "no games played\n";
    std::map<std::string, std::vector<GameResult>> by_game;  // name order, index order inside
    for (const auto& r : results) by_game[r.game].push_back(r);
    std::string out = names_lines(results, names), timing;
    for (const auto& [game, games] : by_game) {
        const bool single = is_single_player(games);
        out += "\n" + game + ": " + std::to_string(games.size()) + " games" +
               (single ? " (single player)" : "") + "\n";
        const auto section = single ? single_player_section(games) : two_player_section(games);
        out += section.body;
        timing += (by_game.size() > 1 ? game + " " : "") + section.timing;
    }
    return out + "\n" + std::string(timing_separator) + "\n" + timing;
}

}  // namespace boardtalk::match
