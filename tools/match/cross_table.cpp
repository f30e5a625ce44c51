#include "tools/match/cross_table.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "tools/match/summary_text.hpp"

namespace boardtalk::match {

namespace {

// The index of `engine`, appending it (with an empty row and column) when it is new.
std::size_t add_engine(CrossTable& t, const std::string& engine) {
    if (engine.empty()) throw std::invalid_argument("cross table: an engine without a name");
    if (auto i = t.index_of(engine)) return *i;
    t.engines.push_back(engine);
    for (auto& row : t.games) row.push_back(0);
    for (auto& row : t.points) row.push_back(0);
    t.games.emplace_back(t.engines.size(), 0);
    t.points.emplace_back(t.engines.size(), 0.0);
    return t.engines.size() - 1;
}

std::string cell(const CrossTable& t, std::size_t i, std::size_t j) {
    if (i == j) return "-";
    if (t.games[i][j] == 0) return "";
    return text::number(t.points[i][j]) + "/" + std::to_string(t.games[i][j]);
}

}  // namespace

int CrossTable::total_games(std::size_t i) const {
    int total = 0;
    for (int g : games.at(i)) total += g;
    return total;
}

double CrossTable::total_points(std::size_t i) const {
    double total = 0;
    for (double p : points.at(i)) total += p;
    return total;
}

std::optional<std::size_t> CrossTable::index_of(const std::string& engine) const {
    auto it = std::find(engines.begin(), engines.end(), engine);
    if (it == engines.end()) return std::nullopt;
    return static_cast<std::size_t>(it - engines.begin());
}

CrossTable make_cross_table(std::span<const PairGame> games,
                            const std::vector<std::string>& engines) {
    CrossTable t;
    for (const auto& e : engines) {
        if (t.index_of(e))
            throw std::invalid_argument("cross table: engine " + e + " listed twice");
        add_engine(t, e);
    }
    for (const auto& g : games) {
        if (g.first == g.second)
            throw std::invalid_argument("cross table: a game of " + g.first + " against itself");
        if (!(g.score >= 0 && g.score <= 1))  // NaN fails both
            throw std::invalid_argument("cross table: score " + text::number(g.score) + " of " +
                                        g.first + " against " + g.second + " outside [0, 1]");
        const auto i = add_engine(t, g.first);
        const auto j = add_engine(t, g.second);
        ++t.games[i][j];
        ++t.games[j][i];
        t.points[i][j] += g.score;
        t.points[j][i] += 1 - g.score;
    }
    return t;
}

std::string format_cross_table(const CrossTable& t) {
    if (t.size() == 0) return "";
    std::vector<std::vector<std::string>> rows;
    rows.push_back({"Engine"});
    for (const auto& e : t.engines) rows[0].push_back(e);
    rows[0].push_back("Total");
    for (std::size_t i = 0; i < t.size(); ++i) {
        std::vector<std::string> row{t.engines[i]};
        for (std::size_t j = 0; j < t.size(); ++j) row.push_back(cell(t, i, j));
        row.push_back(text::number(t.total_points(i)) + "/" + std::to_string(t.total_games(i)));
        rows.push_back(std::move(row));
    }
    return align_columns(rows, {});
}

std::string align_columns(const std::vector<std::vector<std::string>>& rows,
                          const std::vector<bool>& right_aligned) {
    std::vector<std::size_t> widths;
    for (const auto& row : rows) {
        if (widths.size() < row.size()) widths.resize(row.size(), 0);
        for (std::size_t c = 0; c < row.size(); ++c) widths[c] = std::max(widths[c], row[c].size());
    }
    std::string out;
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c) {
            if (c > 0) line += "  ";
            const std::string fill(widths[c] - row[c].size(), ' ');
            const bool right = c < right_aligned.size() && right_aligned[c];
            line += right ? fill + row[c] : row[c] + fill;
        }
        line.erase(line.find_last_not_of(' ') + 1);
        out += line + "\n";
    }
    return out;
}

}  // namespace boardtalk::match
