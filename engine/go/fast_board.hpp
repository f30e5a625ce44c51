#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "engine/go/board.hpp"
#include "engine/go/color.hpp"
#include "engine/go/patterns.hpp"
#include "engine/go/point.hpp"
#include "engine/go/rng.hpp"

namespace boardtalk::go {

// The writes of undoable moves (FastBoard::play_undoable), so that FastBoard::undo can take
// them back: reading ahead (ladders) without copying the board. Reuse one log: it keeps its
// memory, so reading allocates only while the log grows to the deepest read seen.
class UndoLog {
  public:
    // A point of the log to undo back to (FastBoard::undo); Mark{} is the empty log.
    struct Mark {
        std::size_t bytes = 0, shorts = 0, words = 0;
    };
    Mark mark() const { return {bytes_.size, shorts_.size, words_.size}; }
    // Entries recorded.
    std::size_t size() const { return bytes_.size + shorts_.size + words_.size; }

  private:
    friend class FastBoard;
    template <class T>
    struct Entry {
        T* at;
        T old;
    };
    // One width's entries as a stack: slots grow but never shrink, and `size` says how many are
    // in use, so recording one is a compare and a store inline (std::vector::push_back was a
    // call: 4% of a 19x19 search's instructions, most of them from the ladder reading).
    template <class T>
    struct Entries {
        std::vector<Entry<T>> slots;
        std::size_t size = 0;
        [[gnu::always_inline]] void push(T* at, T old) {
            if (size == slots.size()) [[unlikely]]
                grow();
            slots[size++] = {at, old};
        }
        [[gnu::noinline]] void grow() { slots.resize(slots.empty() ? 256 : 2 * slots.size()); }
    };
    // Records the value of one of the board's members before it is written, in the log of its
    // width (Color; the 16-bit points and counts; the 32-bit sums and ints), so that undoing is
    // a plain store per entry. Every member has one width, so the three logs undo apart.
    template <class T>
    void save(T& value) {
        static_assert(std::is_integral_v<T> || std::is_enum_v<T>);
        if constexpr (sizeof(T) == 1)
            bytes_.push(reinterpret_cast<unsigned char*>(&value),
                        static_cast<unsigned char>(value));
        else if constexpr (sizeof(T) == 2)
            shorts_.push(reinterpret_cast<std::uint16_t*>(&value),
                         static_cast<std::uint16_t>(value));
        else {
            static_assert(sizeof(T) == 4);
            words_.push(reinterpret_cast<std::uint32_t*>(&value),
                        static_cast<std::uint32_t>(value));
        }
    }
    Entries<unsigned char> bytes_;
    Entries<std::uint16_t> shorts_;
    Entries<std::uint32_t> words_;
};

// A Go board made for tree descent and playouts: simple ko, no suicide, alternating colours, no
// history and no hash. Indices are go::Point (the padded 27 x 27 layout of go::Board), so the
// points a caller gets and gives mean the same vertices as on Board and Game.
//
// Chains are circular lists keeping, at their head, the pseudo-liberty count, the sum of the
// pseudo-liberty points and the sum of their squares: a chain is in atari exactly when all its
// pseudo-liberties are the same point (sum^2 == count * sum of squares), and that point is
// sum / count. The empty points are kept in a list for O(1) random choice. Fixed-size arrays
// only: copying is a flat copy, and nothing allocates while playing.
class FastBoard {
  public:
    // The empty board, black to move. Precondition: width and height in 2..25.
    FastBoard(int width, int height);
    // Copies only the rows the board uses (and the live part of the empty list): the ladder
    // reads copy boards often, and a 9x9 board uses less than half of the padded arrays.
    FastBoard(const FastBoard& other);
    FastBoard& operator=(const FastBoard& other);

    // Back to the empty board, black to move, no ko, no passes.
    void clear();

    // The position of `board` with `to_move` to move and `ko_point` forbidden to it (pass when
    // none); no passes yet. `last_move` and `previous_move` (the game's last two moves, pass
    // when none) give a playout policy its context. Precondition: same size as this board,
    // to_move black or white.
    void load(const Board& board, Color to_move, Point ko_point = pass, Point last_move = pass,
              Point previous_move = pass);

    int width() const { return width_; }
    int height() const { return height_; }
    // The content of p: empty, black, white, or border outside the board (any p < array_size).
    Color at(Point p) const { return color_[p]; }

    Color to_move() const { return to_move_; }
    int consecutive_passes() const { return passes_; }
    // The last move played (pass when none, or when it was a pass).
    Point last_move() const { return last_move_; }
    // The move before the last one (pass when none, or when it was a pass).
    Point previous_move() const { return previous_move_; }
    // The point the side to move may not play because of simple ko (pass when none).
    Point ko_point() const { return ko_point_; }

    // The empty points, in no particular order: empty_count() of them, empty_point(0..n-1).
    int empty_count() const { return empty_count_; }
    Point empty_point(int i) const { return empty_[i]; }

    // True for pass, and for an empty point that is not the ko point and is not suicide for the
    // side to move.
    bool is_legal(Point p) const;

    // The side to move plays p (a capture removes stones; pass counts towards two passes);
    // then the other side is to move. Precondition: is_legal(p).
    void play(Point p);

    // Plays p like play() and records in `log` what changed, so that undo(log, mark), with
    // mark the log's mark() before, puts the board back bit for bit (later random choices are
    // the same as if p had not been played). Precondition: is_legal(p), p not pass.
    void play_undoable(Point p, UndoLog& log);
    // Takes back the moves recorded in `log` after `mark` (log.mark() before them), and
    // shortens the log to `mark`. Precondition: the log was recorded on this board, which has
    // not changed since except by play_undoable with this log.
    void undo(UndoLog& log, UndoLog::Mark mark);

    // The light policy: a uniformly chosen legal move that does not fill an own eye, played;
    // returns it (pass when there is none).
    Point play_random(Rng& rng);
    // Plays a uniformly chosen empty point that `accept(p)` takes and returns it; plays pass
    // and returns it when `accept` takes none. `accept` must refuse the illegal points (the ko
    // point, suicides); it may draw from `rng`. The draw is without replacement: a refused
    // point is swapped past the end of the candidates, which reorders the empty points (and so
    // the later draws) but not their set. The playout policies' random move.
    template <class Accept>
    Point play_random_where(Rng& rng, Accept&& accept);
    // The same draw, where `choose(p)` answers the point to play for the drawn point p (p
    // itself, another empty point that is legal, or pass to refuse p).
    template <class Choose>
    Point play_random_choice(Rng& rng, Choose&& choose);

    // Black's area minus white's: stones plus empty points whose neighbours on the board are all
    // one colour (komi not included). Exact once a playout has filled the board.
    int area_margin() const;
    // Whose area p is now: the colour of its stone, or of all its neighbours when it is empty
    // and they are one colour; Color::empty otherwise (also for points off the board).
    Color area_owner(Point p) const;

    // --- Move features, for the side to move; p an empty, legal point. ---
    // Captures at least one opponent stone.
    bool is_capture(Point p) const;
    // Extends an own chain that is in atari (its liberty is p) and leaves it with at least two
    // liberties.
    bool is_atari_escape(Point p) const;
    // One of the MoGo 3x3 patterns (hane, cut, edge; see patterns.hpp) fits around p.
    bool matches_pattern(Point p) const;
    // Captures nothing and leaves the new chain with one liberty.
    bool is_self_atari(Point p) const;
    // The line of p counted from the nearest edge (1: the edge).
    int line(Point p) const {
        const int x = x_of(p), y = y_of(p);
        return 1 + std::min(std::min(x, y), std::min(width_ - 1 - x, height_ - 1 - y));
    }
    // Number of empty points next to p (0..4).
    int empty_neighbours(Point p) const { return neighbour_counts_[p] & 7; }
    // Number of stones of c (black or white) next to p (0..4).
    int stone_neighbours(Point p, Color c) const {
        // The black and white counts both include the border points (the edge walls both).
        const int counts = neighbour_counts_[p], empty = counts & 7;
        const int black = (counts >> 3) & 7, white = (counts >> 6) & 7;
        const int borders = empty + black + white - 4;
        return (c == Color::black ? black : white) - borders;
    }
    // p is an own eye of the side to move (see Board::is_own_eye: same definition).
    bool is_own_eye(Point p) const { return is_eye_of(to_move_, p); }

    // --- Chain queries (stone a point of a chain). ---
    // True when the chain through `stone` has exactly one liberty.
    bool in_atari(Point stone) const { return atari_head(head_[stone]); }
    // The only liberty of the chain through `stone`. Precondition: in_atari(stone).
    Point atari_liberty(Point stone) const { return atari_liberty_[head_[stone]]; }
    // Number of chains of colour c (black or white) in atari: the heavy policy skips its
    // capture and escape steps when there is none.
    int chains_in_atari(Color c) const { return atari_chains_[int(c)]; }
    // Number of stones of the chain through `stone`.
    int chain_size(Point stone) const { return size_[head_[stone]]; }
    // The representative stone of the chain through `stone` (the same for all its stones).
    Point chain_head(Point stone) const { return head_[stone]; }
    // The next stone of the chain through `stone`, circularly (back to `stone` after
    // chain_size(stone) steps).
    Point next_in_chain(Point stone) const { return next_[stone]; }
    // Distinct liberties of the chain through `stone`, counted up to `limit` (at most 8); when
    // `out` is not null, the liberties found are written to out[0..result-1].
    int liberties(Point stone, int limit, Point* out = nullptr) const;
    // True when the chain through `stone` surely has at least `n` distinct liberties, read from
    // its pseudo-liberty count without walking it: one empty point is at most 4 of them.
    bool surely_liberties(Point stone, int n) const {
        return lib_count_[head_[stone]] > 4 * (n - 1);
    }
    // Distinct liberties the chain of c through p would have after c plays p, counting captured
    // neighbours as liberties, stopping at `limit`. Precondition: p empty.
    int liberties_after(Point p, Color c, int limit) const;
    // The 16-bit key of p's 8 neighbours (see patterns.hpp).
    std::uint16_t pattern_key(Point p) const;

  private:
    // The writes of the plain moves are not recorded (an empty log that inlines to nothing).
    struct NoLog {
        template <class T>
        void save(T&) {}
    };
    // The array entries a width x height board reads: its rows and the border rows around them.
    static constexpr int used_points(int height) { return (height + 2) * stride; }
    // Whether chain head h is in atari: kept in atari_liberty_ by track_atari at every change
    // of its liberties, since the policy asks far more often than the liberties change.
    bool atari_head(Point h) const { return atari_liberty_[h] != 0; }
    // The same from the liberty sums: all pseudo-liberties one point. Both tests are evaluated,
    // as ints, with no branch between them (the branch mispredicted in the playouts).
    bool atari_by_sums(Point h) const {
        return int(lib_count_[h] > 0) & int(std::uint64_t(lib_sum_[h]) * lib_sum_[h] ==
                                            std::uint64_t(lib_count_[h]) * lib_square_sum_[h]);
    }
    bool is_eye_of(Color c, Point p) const;
    bool captures_for(Color c, Point p) const;
    // The light policy's filter: legal and not an own eye.
    bool light_acceptable(Point p) const;
    // The changes of a move, each array write saved in `log` first (NoLog: not saved).
    template <class Log, class T>
    static void set(Log& log, std::array<T, array_size>& a, int i, T value) {
        log.save(a[i]);
        a[i] = value;
    }
    template <class Log>
    void place(Color c, Point p, Log& log);
    template <class Log>
    void merge(Point keep, Point absorb, Log& log);
    template <class Log>
    void remove_chain(Point head, Log& log);
    template <class Log>
    void add_liberty(Point head, Point lib, Log& log);
    template <class Log>
    void remove_liberty(Point head, Point lib, Log& log);
    template <class Log>
    void add_empty(Point p, Log& log);
    template <class Log>
    void remove_empty(Point p, Log& log);
    template <class Log>
    void count_neighbours_as(Point p, Color before, Color after, Log& log);
    // After a change of chain h's liberties: its atari_liberty_ and the count of chains in
    // atari.
    template <class Log>
    void track_atari(Point h, Log& log);

    int width_, height_;
    Color to_move_ = Color::black;
    Point ko_point_ = pass;
    Point last_move_ = pass;
    Point previous_move_ = pass;
    int passes_ = 0;
    int empty_count_ = 0;
    std::array<int, 3> atari_chains_{};  // chains in atari, by colour (index 1 black, 2 white)
    const std::uint64_t* pattern_bits_;  // the 65,536-bit table of patterns.hpp
    std::array<Color, array_size> color_;
    std::array<Point, array_size> head_;
    std::array<Point, array_size> next_;
    std::array<std::uint16_t, array_size> size_;            // at chain heads
    std::array<std::uint16_t, array_size> lib_count_;       // pseudo-liberties, at chain heads
    std::array<std::uint32_t, array_size> lib_sum_;         // sum of their points
    std::array<std::uint32_t, array_size> lib_square_sum_;  // sum of their squares
    // At chain heads: the liberty of a chain in atari, 0 (a border point) for the others.
    std::array<Point, array_size> atari_liberty_;
    std::array<Point, array_size> empty_;               // the empty points, unordered
    std::array<std::uint16_t, array_size> empty_slot_;  // index of each empty point in empty_
    // Neighbour counts, 3 bits each: empty (bits 0-2), black or border (3-5), white or border
    // (6-8): one load answers "has an empty neighbour" and "surrounded by c".
    std::array<std::uint16_t, array_size> neighbour_counts_;
};

// The queries the policy asks at every move, inline.

inline bool FastBoard::is_legal(Point p) const {
    if (p == pass) return true;
    if (color_[p] != Color::empty || p == ko_point_) return false;
    if (neighbour_counts_[p] & 7) return true;
    const Color c = to_move_;
    for (Point n : neighbours(p)) {
        const Color nc = color_[n];
        if (!is_player(nc)) continue;
        // An own chain with another liberty keeps it; an opponent chain in atari is captured.
        if ((nc == c) != atari_head(head_[n])) return true;
    }
    return false;
}

inline std::uint16_t FastBoard::pattern_key(Point p) const {
    // The 8 neighbours from the top row down (y grows upwards, so "up" is +stride).
    const auto at = [this, p](int offset) { return unsigned(color_[p + offset]); };
    return static_cast<std::uint16_t>(at(stride - 1) | at(stride) << 2 | at(stride + 1) << 4 |
                                      at(-1) << 6 | at(1) << 8 | at(-stride - 1) << 10 |
                                      at(-stride) << 12 | at(-stride + 1) << 14);
}

template <class Accept>
Point FastBoard::play_random_where(Rng& rng, Accept&& accept) {
    return play_random_choice(rng, [&accept](Point p) { return accept(p) ? p : pass; });
}

template <class Choose>
Point FastBoard::play_random_choice(Rng& rng, Choose&& choose) {
    for (int n = empty_count_; n > 0; --n) {
        const int i = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
        const Point p = empty_[i];
        if (const Point chosen = choose(p); chosen != pass) {
            play(chosen);
            return chosen;
        }
        const Point q = empty_[n - 1];
        empty_[i] = q;
        empty_[n - 1] = p;
        empty_slot_[q] = static_cast<std::uint16_t>(i);
        empty_slot_[p] = static_cast<std::uint16_t>(n - 1);
    }
    play(pass);
    return pass;
}

inline bool FastBoard::matches_pattern(Point p) const {
    return pattern_matches(pattern_bits_, pattern_key(p));
}

}  // namespace boardtalk::go
