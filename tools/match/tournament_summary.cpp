// format_tournament_summary, tournament_progress_line and the tournament's --plot.
#include "tools/match/tournament_summary.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <span>

#include "protocol/files.hpp"
#include "tools/match/cross_table.hpp"
#include "tools/match/ratings.hpp"
#include "tools/match/stats_tally.hpp"
#include "tools/match/summary.hpp"
#include "tools/match/summary_text.hpp"

namespace boardtalk::match {

namespace {

// The engines' games as the cross table counts them; games without a winner are left out.
std::vector<PairGame> pair_games(std::span<const GameResult> results) {
    std::vector<PairGame> out;
    for (const auto& r : results) {
        if (r.winner == Winner::none) continue;
        const double score = r.winner == Winner::a ? 1 : r.winner == Winner::b ? 0 : 0.5;
        out.push_back({r.a_name, r.b_name, score});
    }
    return out;
}

// What each engine did: forfeits by cause, moves and seconds.
struct EngineTally {
    std::map<ForfeitCause, int> forfeits;
    int forfeit_total = 0;
    long long moves = 0;
    double seconds = 0;
};

std::map<std::string, EngineTally> tally_engines(std::span<const GameResult> results) {
    std::map<std::string, EngineTally> out;
    for (const auto& r : results) {
        auto& a = out[r.a_name];
        auto& b = out[r.b_name];
        a.moves += r.a_moves;
        a.seconds += r.a_seconds;
        b.moves += r.b_moves;
        b.seconds += r.b_seconds;
        if (r.forfeit_engine && r.forfeit_cause) {
            auto& loser = *r.forfeit_engine == "a" ? a : b;
            ++loser.forfeits[*r.forfeit_cause];
            ++loser.forfeit_total;
        }
    }
    return out;
}

// The engines in listed order, then any other engine of the results (a merged odd directory).
std::vector<std::string> engine_order(std::span<const GameResult> results,
                                      const std::vector<std::string>& engines) {
    std::vector<std::string> out = engines;
    const auto add = [&](const std::string& name) {
        if (!name.empty() && std::find(out.begin(), out.end(), name) == out.end())
            out.push_back(name);
    };
    for (const auto& r : results) {
        add(r.a_name);
        add(r.b_name);
    }
    return out;
}

std::string forfeits_line(const std::vector<std::string>& order,
                          std::map<std::string, EngineTally>& tally) {
    std::string out;
    for (const auto& name : order) {
        const auto& t = tally[name];
        if (t.forfeit_total == 0) continue;
        out += (out.empty() ? " " : "; ") + name + " " + std::to_string(t.forfeit_total) + " (";
        bool first = true;
        for (const auto cause : all_forfeit_causes) {
            const auto it = t.forfeits.find(cause);
            if (it == t.forfeits.end()) continue;
            out += (first ? "" : ", ") + to_string(cause) + " " + std::to_string(it->second);
            first = false;
        }
        out += ")";
    }
    return "forfeits:" + (out.empty() ? std::string(" none") : out) + "\n";
}

std::string timing_line(const std::vector<std::string>& order,
                        std::map<std::string, EngineTally>& tally) {
    std::string out = "seconds per move:";
    for (std::size_t i = 0; i < order.size(); ++i) {
        const auto& t = tally[order[i]];
        char buffer[96];
        if (t.moves > 0)
            std::snprintf(buffer, sizeof buffer, "%.3g s (%lld moves)",
                          t.seconds / static_cast<double>(t.moves), t.moves);
        else
            std::snprintf(buffer, sizeof buffer, "no moves");
        out += (i ? ", " : " ") + order[i] + " " + buffer;
    }
    return out + "\n";
}

// One game's section: its body, and its timing line for after the separator.
std::pair<std::string, std::string> game_section(std::span<const GameResult> results,
                                                 const std::vector<std::string>& engines) {
    const auto order = engine_order(results, engines);
    const auto games = pair_games(results);
    const CrossTable table = make_cross_table(games, order);
    std::string out = "cross table (points/games of the row engine against the column engine):\n";
    out += format_cross_table(table);
    out += "\nrating list (Bradley-Terry maximum-likelihood Elo over all games, 95% intervals, " +
           order.front() + " at 0):\n";
    out += format_rating_list(fit_ratings(table));
    const auto common = tally_common(results);
    out += "\nended by:";
    for (std::size_t i = 0; i < common.ends.size(); ++i)
        out +=
            (i ? ", " : " ") + common.ends[i].first + " " + std::to_string(common.ends[i].second);
    out += "\n";
    auto tally = tally_engines(results);
    out += forfeits_line(order, tally);
    const auto unscored = results.size() - games.size();
    if (unscored > 0) out += "without a winner: " + std::to_string(unscored) + "\n";
    return {out, timing_line(order, tally)};
}

std::string opposite(const std::string& colour) {
    if (colour == "black") return "white";
    if (colour == "white") return "black";
    return colour;
}

}  // namespace

std::string format_tournament_summary(const std::vector<GameResult>& results,
                                      const std::vector<std::string>& engines,
                                      TournamentKind kind) {
    std::string out = std::string(tournament_name(kind)) + ":";
    for (std::size_t i = 0; i < engines.size(); ++i) out += (i ? ", " : " ") + engines[i];
    out += "\n";
    if (results.empty()) return out + "no games played\n";
    std::map<std::string, std::vector<GameResult>> by_game;  // name order, index order inside
    for (const auto& r : results) by_game[r.game].push_back(r);
    std::string timing;
    for (const auto& [game, games] : by_game) {
        out += "\n" + game + ": " + std::to_string(games.size()) + " games\n";
        const auto [body, time] = game_section(games, engines);
        out += body;
        timing += (by_game.size() > 1 ? game + " " : "") + time;
    }
    return out + "\n" + std::string(timing_separator) + "\n" + timing;
}

std::string tournament_progress_line(const std::vector<GameResult>& done, int total,
                                     double elapsed_seconds, int earlier) {
    const auto n = static_cast<int>(done.size());
    std::string out = "[" + std::to_string(n) + "/" + std::to_string(total) + "]";
    if (n > 0) {
        const GameResult& last = done.back();
        const std::string& a = last.a_name;
        const std::string& b = last.b_name;
        out += " game " + std::to_string(last.index) + " " + a + " vs " + b + ": " +
               (last.winner == Winner::a   ? a + " won"
                : last.winner == Winner::b ? b + " won"
                                           : std::string("draw"));
        double points = 0;
        int games = 0;
        for (const auto& r : done) {
            if (r.a_name != a || r.b_name != b) continue;
            ++games;
            points += r.winner == Winner::a ? 1 : r.winner == Winner::b ? 0 : 0.5;
        }
        out +=
            "; " + a + " " + text::number(points) + "/" + std::to_string(games) + " against " + b;
    }
    out += "  elapsed " + text::duration(elapsed_seconds);
    return out + "  ETA " + text::duration(eta_seconds(n, total, elapsed_seconds, earlier));
}

std::vector<GameResult> games_of_engine(const std::vector<GameResult>& results,
                                        const std::string& engine) {
    std::vector<GameResult> out;
    for (GameResult r : results) {
        if (r.b_name == engine) {
            std::swap(r.a_name, r.b_name);
            if (r.winner == Winner::a)
                r.winner = Winner::b;
            else if (r.winner == Winner::b)
                r.winner = Winner::a;
            r.a_colour = opposite(r.a_colour);
            if (r.forfeit_engine) r.forfeit_engine = *r.forfeit_engine == "a" ? "b" : "a";
            r.score = -r.score;
            std::swap(r.a_moves, r.b_moves);
            std::swap(r.a_seconds, r.b_seconds);
            std::swap(r.a_final_score, r.b_final_score);
        } else if (r.a_name != engine) {
            continue;
        }
        out.push_back(std::move(r));
    }
    return out;
}

void write_tournament_plot_svg(const std::vector<GameResult>& results,
                               const std::vector<std::string>& engines,
                               const std::filesystem::path& path) {
    const std::string first = engines.empty() ? std::string() : engines.front();
    const MatchNames names{first, "the others"};
    protocol::write_file_atomically(path.string(),
                                    plot_svg(games_of_engine(results, first), names));
}

}  // namespace boardtalk::match
