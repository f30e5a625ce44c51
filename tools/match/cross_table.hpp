#pragma once
// The cross table of a tournament: for every ordered pair of engines, the games they played
// and the points the row engine scored, as cutechess-cli and Ordo print it. Also the input of
// the rating fit (ratings.hpp): the Bradley-Terry likelihood depends on the games only through
// these counts. Pure: no I/O except formatting to a string.
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace boardtalk::match {

// One game between two named engines, scored from the first engine's side: 1 a win, 1/2 a
// draw, 0 a loss (colours do not matter here; `first` may be white or black).
struct PairGame {
    std::string first, second;
    double score = 0;
};

struct CrossTable {
    // Rows and columns, in order; the first engine is the anchor of the rating list.
    std::vector<std::string> engines;
    // games[i][j]: games engine i played against engine j (symmetric, 0 on the diagonal);
    // points[i][j]: the points i scored in them, so points[i][j] + points[j][i] == games[i][j].
    std::vector<std::vector<int>> games;
    std::vector<std::vector<double>> points;

    std::size_t size() const { return engines.size(); }
    int total_games(std::size_t i) const;
    double total_points(std::size_t i) const;
    std::optional<std::size_t> index_of(const std::string& engine) const;
};

// The cross table of `games`. `engines` come first, in that order (a tournament passes its
// --engine order, so its first engine is the anchor), even those without games; engines that
// are only named in `games` follow in order of first appearance. Throws std::invalid_argument,
// naming the culprit, for an empty engine name, a name listed twice in `engines`, a game of an
// engine against itself or a score outside [0, 1] (the runner never makes these).
CrossTable make_cross_table(std::span<const PairGame> games,
                            const std::vector<std::string>& engines = {});

// The table as text, one line per engine: its name, one "points/games" cell per opponent
// column ("-" on the diagonal, empty for a pair that did not play), then its total
// "points/games". Columns are headed by the engine names. Ends with a newline; "" for no
// engines. Example:
//   Engine  a      b    c      Total
//   a       -      3/4  1.5/2  4.5/6
//   b       1/4    -           1/4
//   c       0.5/2       -      0.5/2
std::string format_cross_table(const CrossTable& table);

// Rows of cells as aligned text columns separated by two spaces: column c right-aligned when
// right_aligned[c] (missing entries: left-aligned). Trailing spaces are trimmed; each row ends
// with a newline. Shared by the cross table and the rating list.
std::string align_columns(const std::vector<std::vector<std::string>>& rows,
                          const std::vector<bool>& right_aligned);

}  // namespace boardtalk::match
