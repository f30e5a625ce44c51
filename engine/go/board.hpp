#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/go/color.hpp"
#include "engine/go/point.hpp"

namespace boardtalk::go {

// A Go board of width x height (each 2..25) with stones, chains and a Zobrist hash; it knows
// the mechanics of placing a stone (captures, suicide) but no rule about which moves are
// allowed (that is Game's job). Chains are circular linked lists with a representative point
// and a pseudo-liberty count (stone/empty-point adjacencies), updated incrementally; a chain is
// captured exactly when that count reaches 0. Copyable value type; no allocation per move.
class Board {
  public:
    // Precondition: width and height in 2..25.
    explicit Board(int width = 19, int height = 19);

    int width() const { return width_; }
    int height() const { return height_; }

    // The content of p: empty, black, white, or border for any point outside the board.
    Color at(Point p) const { return color_[p]; }
    bool on_board(Point p) const { return go::on_board(p, width_, height_); }

    // Zobrist hash of the stones on the board (0 for the empty board, whatever its size).
    std::uint64_t hash() const { return hash_; }

    // Number of stones of colour c on the board.
    int stone_count(Color c) const { return stone_count_[player_index(c)]; }

    // All points of the board, row by row from the bottom left.
    std::span<const Point> points() const { return {points_.data(), points_.size()}; }

    // The stones of the chain through p (empty if p holds no stone).
    std::vector<Point> chain(Point p) const;
    // Number of distinct liberties of the chain through p (0 if p holds no stone).
    int liberties(Point p) const;

    // What playing c at p would do. Precondition: c is black or white, p an empty board point.
    struct Effect {
        int captured = 0;          // opponent stones removed
        bool suicide = false;      // the new chain would have no liberty and captures nothing
        int self_removed = 0;      // stones of c removed by that suicide (the new one included)
        Point ko_point = pass;     // the single captured stone's point if the move takes a
                                   // simple ko (one stone captured by a lone stone left in
                                   // atari), else pass
        std::uint64_t hash_after;  // hash of the resulting position (suicide executed)
    };
    Effect effect(Color c, Point p) const;

    // Places c at p, removes captured chains, and for a suicide also removes the new chain.
    // Returns the same Effect as effect(c, p). The removed points are then in removed().
    // Precondition: as for effect().
    Effect play(Color c, Point p);

    // The points emptied by the last play() (captured or self-removed stones).
    std::span<const Point> removed() const { return {removed_.data(), removed_.size()}; }

    // True when p is an empty point whose neighbours all hold stones of c (or the edge) and that
    // is not a false eye: at most one diagonal of the opponent (none on the edge or corner).
    bool is_own_eye(Color c, Point p) const;

    // Rebuilds everything from the colours alone and compares (slow; for tests): nullopt when
    // chains, pseudo-liberties, sizes, stone counts and hash are all consistent, else a message.
    std::optional<std::string> verify() const;

  private:
    void add_stone(Color c, Point p);
    void merge(Point keep, Point absorb);
    void remove_chain(Point head);
    std::uint64_t chain_hash(Point head) const;

    int width_;
    int height_;
    std::uint64_t hash_ = 0;
    std::array<int, 2> stone_count_{};
    std::array<Color, array_size> color_;
    std::array<Point, array_size> head_;                 // chain representative of each stone
    std::array<Point, array_size> next_;                 // next stone of the same chain (circular)
    std::array<std::uint16_t, array_size> pseudo_libs_;  // valid at chain representatives
    std::array<std::uint16_t, array_size> size_;         // valid at chain representatives
    std::vector<Point> points_;
    std::vector<Point> removed_;
};

}  // namespace boardtalk::go
