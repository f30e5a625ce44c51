#pragma once
// An n-tuple network for the 4x4 board (Szubert and Jaskowski 2014; Jaskowski 2018): the value
// of a board (the score still to come) as a sum of weights, one per shape of cells and per
// symmetry, looked up by the tile exponents under the shape's cells read in each of the board's
// 8 symmetries. The weights are learnt from games the project plays itself (td_learning.hpp);
// nothing here knows where they came from.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/huge_page_allocator.hpp"
#include "core/result.hpp"
#include "engine/2048/table_board.hpp"

namespace boardtalk::g2048 {

// Cells 0..15 (row by row from the top left), 1..6 of them, all different.
using TupleShape = std::vector<int>;

class NTupleNetwork {
  public:
    // Precondition: every shape valid (shape_problem says why not), and `stage_exponents`
    // stages_problem's valid.
    explicit NTupleNetwork(std::vector<TupleShape> shapes, std::vector<int> stage_exponents = {});

    // Why `shape` cannot be a shape, or "" when it can.
    static std::string shape_problem(const TupleShape& shape);

    // Multi-stage networks (Yeh et al. 2016; Jaskowski 2018): with stage tiles, a board whose
    // largest tile is at least the k-th of them is valued by weights of its own (stage k, 0
    // below the first), so the late game's patterns do not share weights with the early game's.
    // The tiles as exponents, ascending, 2..15 (4..32768), at most 3.
    static std::string stages_problem(const std::vector<int>& stage_exponents);
    // "8192,16384" as exponents {13, 14}: the text of the file's line and the train option.
    static Result<std::vector<int>> parse_stage_tiles(std::string_view text);
    const std::vector<int>& stage_exponents() const { return stage_exponents_; }
    int stages() const { return static_cast<int>(stage_exponents_.size()) + 1; }
    int stage(Bitboard board) const {
        int s = 0;
        if (!stage_exponents_.empty()) {
            const int m = max_exponent(board);
            while (s < static_cast<int>(stage_exponents_.size()) && m >= stage_exponents_[s]) ++s;
        }
        return s;
    }
    // This network with the stages of `stage_exponents` (precondition: it has none): stage 0 is
    // its weights and every later stage a copy of them (weight promotion: the promoted network
    // values every board as this one did), or zeros with `copy` false.
    NTupleNetwork with_stages(std::vector<int> stage_exponents, bool copy) &&;

    // The network's shapes by name: "tiny" (two 2-cell shapes, for tests), "small" (a row, a
    // column and two squares of 4 cells: 4 x 65,536 weights, 1 MB), "standard" (four 6-cell
    // shapes of the published networks: 4 x 16.8 M weights, 256 MB in memory).
    static Result<std::vector<TupleShape>> preset(std::string_view name);

    double value(Bitboard board) const;
    // Adds `delta` to every weight that value(board) reads (so value(board) moves by delta times
    // the number of lookups).
    void add(Bitboard board, float delta);
    // Calls f(table, index) for each weight value(board) reads, in lookup order (a weight two
    // lookups read, twice).
    // The table: the board's stage times the shape count, plus the shape.
    template <class F>
    void for_each_weight(Bitboard board, F&& f) const {
        const auto view = views(board);
        const int first = stage(board) * static_cast<int>(shapes_.size());
        for (std::size_t t = 0; t < shapes_.size(); ++t)
            for (int s = 0; s < 8; ++s) f(first + static_cast<int>(t), index(runs_[t], view[s]));
    }
    float& weight(int table, std::uint32_t index) { return weights_[table][index]; }
    // Sets every weight to `w`: an optimistic start (Guei, Chen and Wu 2021) is every board
    // valued at some large V, w = V / lookups().
    void fill(float w);
    // The number of weights value() adds up: shapes x 8.
    int lookups() const { return static_cast<int>(shapes_.size()) * 8; }

    const std::vector<TupleShape>& shapes() const { return shapes_; }
    // The weights of table `table` (stage times shapes plus shape), indexed by the tile
    // exponents under the shape's cells (4 bits each, its first cell in the lowest bits), as
    // value() reads them in every symmetry.
    std::span<const float> weights(int table) const { return weights_[table]; }
    // How many games trained it, and the seed of their tiles (td_learning's episode_seed): what
    // a resumed training needs to go on as if never stopped.
    std::uint64_t games() const { return games_; }
    void set_games(std::uint64_t games) { games_ = games; }
    std::uint64_t seed() const { return seed_; }
    void set_seed(std::uint64_t seed) { seed_ = seed; }
    std::size_t weight_count() const;

    // The file: a text header (format, shapes, stage tiles when there are any, games, seed,
    // weight count, checksum) and the weights as little-endian 32-bit floats, stage by stage.
    // parse() refuses anything else with the reason.
    std::string serialize() const;
    static Result<NTupleNetwork> parse(std::string_view bytes);

  private:
    // A shape read as runs of consecutive cells: the `mask` bits at bit `from` of the board (4
    // times the run's first cell) go to bit `to` of the index (the shape's first cell lowest).
    struct Run {
        int from, to;
        std::uint32_t mask;
    };
    struct Runs {
        std::array<Run, 6> run;
        int count;
    };
    // The board in the 8 symmetries: cell c of view[s] holds cell symmetric_cell(c, s) of
    // `board`, so a shape's cells read in view[s] are its cells read in symmetry s.
    static std::array<Bitboard, 8> views(Bitboard board);
    static std::uint32_t index(const Runs& r, Bitboard view) {
        std::uint32_t i = 0;
        for (int k = 0; k < r.count; ++k)
            i |= static_cast<std::uint32_t>(view >> r.run[k].from & r.run[k].mask) << r.run[k].to;
        return i;
    }

    std::vector<TupleShape> shapes_;
    std::vector<Runs> runs_;  // per shape
    std::vector<int> stage_exponents_;
    // Per stage, per shape: 16^size weights, on huge pages (a 6-cell shape's 64 MB are read at
    // random places 8 times a value).
    using Table = std::vector<float, HugePageAllocator<float>>;
    std::vector<Table> weights_;
    std::uint64_t games_ = 0;
    std::uint64_t seed_ = 0;
};

// The cell that cell `c` goes to under symmetry `s` (0..7: the identity, the reflections and the
// rotations of the square).
int symmetric_cell(int c, int s);
// The board under symmetry `s`.
Bitboard symmetric_board(Bitboard board, int s);
// The board with its rows in reverse order (top to bottom), and with its columns in reverse order.
Bitboard flip_rows(Bitboard board);
Bitboard flip_columns(Bitboard board);

}  // namespace boardtalk::g2048
