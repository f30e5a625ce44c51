#include "engine/go/fast_board.hpp"

#include <algorithm>
#include <bit>
#include <utility>

#include "engine/go/patterns.hpp"

namespace boardtalk::go {

namespace {

constexpr std::array<int, 4> diagonal_offsets = {-stride - 1, -stride + 1, stride - 1, stride + 1};

constexpr int empty_shift = 0, black_shift = 3, white_shift = 6;

// Black 1 -> 3, white 2 -> 6: arithmetic, not a branch on the colour.
constexpr int shift_of(Color c) {
    return 3 * int(c);
}
static_assert(shift_of(Color::black) == black_shift && shift_of(Color::white) == white_shift);

// What one neighbour of colour c adds to a point's packed neighbour counts (a table: the
// colour alternates move by move, so a branch on it would be mispredicted).
constexpr std::array<std::uint16_t, 4> count_units = {
    1 << empty_shift, 1 << black_shift, 1 << white_shift, (1 << black_shift) | (1 << white_shift)};
constexpr std::uint16_t count_unit(Color c) {
    return count_units[int(c) & 3];
}

}  // namespace

FastBoard::FastBoard(int width, int height)
    : width_(width), height_(height), pattern_bits_(pattern_table()) {
    clear();
}

FastBoard::FastBoard(const FastBoard& other) : width_(other.width_), height_(other.height_) {
    color_.fill(Color::border);
    *this = other;
}

FastBoard& FastBoard::operator=(const FastBoard& other) {
    if (this == &other) return *this;
    // A board of another size may have stones beyond the rows copied: reset it to borders.
    if (width_ != other.width_ || height_ != other.height_) color_.fill(Color::border);
    width_ = other.width_;
    height_ = other.height_;
    to_move_ = other.to_move_;
    ko_point_ = other.ko_point_;
    last_move_ = other.last_move_;
    previous_move_ = other.previous_move_;
    passes_ = other.passes_;
    empty_count_ = other.empty_count_;
    atari_chains_ = other.atari_chains_;
    pattern_bits_ = other.pattern_bits_;
    const auto copy = [n = used_points(height_)](auto& to, const auto& from) {
        std::copy_n(from.begin(), n, to.begin());
    };
    copy(color_, other.color_);
    copy(head_, other.head_);
    copy(next_, other.next_);
    copy(size_, other.size_);
    copy(lib_count_, other.lib_count_);
    copy(lib_sum_, other.lib_sum_);
    copy(lib_square_sum_, other.lib_square_sum_);
    copy(atari_liberty_, other.atari_liberty_);
    std::copy_n(other.empty_.begin(), empty_count_, empty_.begin());
    copy(empty_slot_, other.empty_slot_);
    copy(neighbour_counts_, other.neighbour_counts_);
    return *this;
}

void FastBoard::clear() {
    color_.fill(Color::border);
    head_.fill(0);
    neighbour_counts_.fill(0);
    atari_liberty_.fill(0);
    empty_count_ = 0;
    atari_chains_.fill(0);
    ko_point_ = pass;
    last_move_ = previous_move_ = pass;
    passes_ = 0;
    to_move_ = Color::black;
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x) {
            color_[point(x, y)] = Color::empty;
            NoLog log;
            add_empty(point(x, y), log);
        }
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x) {
            const Point p = point(x, y);
            std::uint16_t counts = 0;
            for (int off : neighbour_offsets) counts += count_unit(color_[at_offset(p, off)]);
            neighbour_counts_[p] = counts;
        }
}

void FastBoard::load(const Board& board, Color to_move, Point ko_point, Point last_move,
                     Point previous_move) {
    clear();
    // Stones are only added, so a legal position never captures while it is being rebuilt.
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x) {
            const Color c = board.at(point(x, y));
            NoLog log;
            if (is_player(c)) place(c, point(x, y), log);
        }
    to_move_ = to_move;
    ko_point_ = ko_point;
    last_move_ = last_move;
    previous_move_ = previous_move;
}

// The neighbours of p see it change from `before` to `after`.
template <class Log>
void FastBoard::count_neighbours_as(Point p, Color before, Color after, Log& log) {
    const std::uint16_t add = count_unit(after), sub = count_unit(before);
    for (int off : neighbour_offsets) {
        const Point n = at_offset(p, off);
        set(log, neighbour_counts_, n,
            static_cast<std::uint16_t>(neighbour_counts_[n] + add - sub));
    }
}

template <class Log>
void FastBoard::add_empty(Point p, Log& log) {
    set(log, empty_slot_, p, static_cast<std::uint16_t>(empty_count_));
    set(log, empty_, empty_count_++, p);
}

template <class Log>
void FastBoard::remove_empty(Point p, Log& log) {
    const int slot = empty_slot_[p];
    const Point last = empty_[--empty_count_];
    set(log, empty_, slot, last);
    set(log, empty_slot_, last, static_cast<std::uint16_t>(slot));
}

template <class Log>
void FastBoard::track_atari(Point h, Log& log) {
    const bool now = atari_by_sums(h), was = atari_head(h);
    // A chain stays in atari at the same point (one change can only add another liberty or
    // remove the last one), so the division is done when it enters atari.
    if (now == was) return;
    set(log, atari_liberty_, h, now ? static_cast<Point>(lib_sum_[h] / lib_count_[h]) : Point{0});
    const int c = int(color_[h]);
    log.save(atari_chains_[c]);
    atari_chains_[c] += now ? 1 : -1;
}

template <class Log>
void FastBoard::add_liberty(Point head, Point lib, Log& log) {
    set(log, lib_count_, head, static_cast<std::uint16_t>(lib_count_[head] + 1));
    set(log, lib_sum_, head, lib_sum_[head] + lib);
    set(log, lib_square_sum_, head, lib_square_sum_[head] + std::uint32_t(lib) * lib);
    track_atari(head, log);
}

template <class Log>
void FastBoard::remove_liberty(Point head, Point lib, Log& log) {
    set(log, lib_count_, head, static_cast<std::uint16_t>(lib_count_[head] - 1));
    set(log, lib_sum_, head, lib_sum_[head] - lib);
    set(log, lib_square_sum_, head, lib_square_sum_[head] - std::uint32_t(lib) * lib);
    track_atari(head, log);
}

void FastBoard::play(Point p) {
    if (p == pass) {
        ko_point_ = pass;
        ++passes_;
    } else {
        NoLog log;
        place(to_move_, p, log);
        passes_ = 0;
    }
    previous_move_ = last_move_;
    last_move_ = p;
    to_move_ = opponent(to_move_);
}

template <class Log>
void FastBoard::merge(Point keep, Point absorb, Log& log) {
    // The absorbed chain leaves the count; the kept one is counted as it is after the merge.
    if (atari_head(absorb)) {
        const int c = int(color_[absorb]);
        log.save(atari_chains_[c]);
        --atari_chains_[c];
        set(log, atari_liberty_, absorb, Point{0});
    }
    Point s = absorb;
    do {
        set(log, head_, s, keep);
        s = next_[s];
    } while (s != absorb);
    const Point keep_next = next_[keep];
    set(log, next_, keep, next_[absorb]);
    set(log, next_, absorb, keep_next);
    set(log, size_, keep, static_cast<std::uint16_t>(size_[keep] + size_[absorb]));
    set(log, lib_count_, keep, static_cast<std::uint16_t>(lib_count_[keep] + lib_count_[absorb]));
    set(log, lib_sum_, keep, lib_sum_[keep] + lib_sum_[absorb]);
    set(log, lib_square_sum_, keep, lib_square_sum_[keep] + lib_square_sum_[absorb]);
    track_atari(keep, log);
}

template <class Log>
void FastBoard::remove_chain(Point head, Log& log) {
    const Color c = color_[head];
    Point s = head;
    do {
        set(log, color_, s, Color::empty);
        count_neighbours_as(s, c, Color::empty, log);
        add_empty(s, log);
        s = next_[s];
    } while (s != head);
    // Every stone next to an emptied point gains it as a pseudo-liberty.
    do {
        for (int off : neighbour_offsets) {
            const Point n = at_offset(s, off);
            if (is_player(color_[n])) add_liberty(head_[n], s, log);
        }
        s = next_[s];
    } while (s != head);
}

template <class Log>
void FastBoard::place(Color c, Point p, Log& log) {
    remove_empty(p, log);
    set(log, color_, p, c);
    count_neighbours_as(p, Color::empty, c, log);
    set(log, head_, p, p);
    set(log, next_, p, p);
    set(log, size_, p, std::uint16_t{1});
    // The new chain's liberties are its empty neighbours; each neighbouring chain loses p.
    // Which neighbours are own and opponent stones is kept as bits (bit i: neighbour_offsets[i]),
    // so that the merging and capturing below visit only those (the same order, fewer branches).
    const Color opp = opponent(c);
    std::uint32_t count = 0, sum = 0, squares = 0;
    unsigned own = 0, foe = 0;
    for (int i = 0; i < 4; ++i) {
        const Point n = at_offset(p, neighbour_offsets[i]);
        const Color nc = color_[n];
        const std::uint32_t empty = nc == Color::empty;
        count += empty;
        sum += empty * n;
        squares += empty * std::uint32_t(n) * n;
        own |= unsigned(nc == c) << i;
        foe |= unsigned(nc == opp) << i;
    }
    for (unsigned m = own | foe; m != 0; m &= m - 1)
        remove_liberty(head_[at_offset(p, neighbour_offsets[std::countr_zero(m)])], p, log);
    set(log, lib_count_, p, static_cast<std::uint16_t>(count));
    set(log, lib_sum_, p, sum);
    set(log, lib_square_sum_, p, squares);
    // p may have headed a captured chain before: its flag says "not in atari" until tracked.
    set(log, atari_liberty_, p, Point{0});
    track_atari(p, log);
    for (unsigned m = own; m != 0; m &= m - 1) {
        const Point n = at_offset(p, neighbour_offsets[std::countr_zero(m)]);
        if (head_[n] == head_[p]) continue;
        Point big = head_[n], small = head_[p];
        if (size_[big] < size_[small]) std::swap(big, small);
        merge(big, small, log);
    }
    int captured = 0;
    Point captured_at = pass;
    for (unsigned m = foe; m != 0; m &= m - 1) {
        const Point n = at_offset(p, neighbour_offsets[std::countr_zero(m)]);
        // A chain next to p twice is removed at the first; the second finds the point empty.
        if (color_[n] != opp || lib_count_[head_[n]] != 0) continue;
        captured += size_[head_[n]];
        captured_at = n;
        remove_chain(head_[n], log);
    }
    const Point h = head_[p];
    ko_point_ = (captured == 1 && size_[h] == 1 && lib_count_[h] == 1) ? captured_at : pass;
}

void FastBoard::play_undoable(Point p, UndoLog& log) {
    // The values a move changes besides the arrays, saved first so that they are restored last.
    log.save(to_move_);
    log.save(ko_point_);
    log.save(last_move_);
    log.save(previous_move_);
    log.save(passes_);
    log.save(empty_count_);
    place(to_move_, p, log);
    passes_ = 0;
    previous_move_ = last_move_;
    last_move_ = p;
    to_move_ = opponent(to_move_);
}

namespace {

template <class Entries>
void undo_to(Entries& entries, std::size_t mark) {
    while (entries.size > mark) {
        const auto& e = entries.slots[--entries.size];
        *e.at = e.old;
    }
}

}  // namespace

void FastBoard::undo(UndoLog& log, UndoLog::Mark mark) {
    undo_to(log.bytes_, mark.bytes);
    undo_to(log.shorts_, mark.shorts);
    undo_to(log.words_, mark.words);
}

bool FastBoard::is_eye_of(Color c, Point p) const {
    if (color_[p] != Color::empty) return false;
    const int counts = neighbour_counts_[p];
    if (((counts >> shift_of(c)) & 7) != 4) return false;
    // Edge points see a border neighbour, which counts for both colours.
    const Color opp = opponent(c);
    const bool edge = ((counts >> shift_of(opp)) & 7) != 0;
    int bad = 0;
    for (int off : diagonal_offsets) bad += color_[at_offset(p, off)] == opp;
    return bad == 0 || (!edge && bad == 1);
}

bool FastBoard::captures_for(Color c, Point p) const {
    const Color opp = opponent(c);
    for (int off : neighbour_offsets) {
        const Point n = at_offset(p, off);
        if (color_[n] == opp && atari_head(head_[n])) return true;
    }
    return false;
}

int FastBoard::liberties(Point stone, int limit, Point* out) const {
    if (limit > 8) limit = 8;
    // The walk would stop at `limit` anyway (the caller does not want the points).
    if (!out && surely_liberties(stone, limit)) return limit;
    std::array<Point, 8> found{};
    int n = 0;
    const Point h = head_[stone];
    Point s = h;
    do {
        for (int off : neighbour_offsets) {
            const Point r = at_offset(s, off);
            if (color_[r] != Color::empty) continue;
            bool known = false;
            for (int i = 0; i < n; ++i) known |= found[i] == r;
            if (known) continue;
            found[n++] = r;
            if (n >= limit) break;
        }
        s = next_[s];
    } while (s != h && n < limit);
    if (out)
        for (int i = 0; i < n; ++i) out[i] = found[i];
    return n;
}

int FastBoard::liberties_after(Point p, Color c, int limit) const {
    if (limit > 8) limit = 8;
    std::array<Point, 8> found{};
    int n = 0;
    // Adds q unless already found; true when the limit is reached.
    const auto add = [&](Point q) {
        for (int i = 0; i < n; ++i)
            if (found[i] == q) return false;
        found[n++] = q;
        return n >= limit;
    };
    const Color opp = opponent(c);
    for (int off : neighbour_offsets) {
        const Point q = at_offset(p, off);
        // Empty, or captured (emptied); & and | rather than branches (every head_ is a point).
        const bool gained =
            int(color_[q] == Color::empty) | (int(color_[q] == opp) & int(atari_head(head_[q])));
        if (gained && add(q)) return n;
    }
    std::array<Point, 4> seen;
    int seen_count = 0;
    for (int off : neighbour_offsets) {
        const Point q = at_offset(p, off);
        if (color_[q] != c) continue;
        const Point h = head_[q];
        bool done = false;
        for (int i = 0; i < seen_count; ++i) done |= seen[i] == h;
        if (done) continue;
        seen[seen_count++] = h;
        if (limit <= 2) {
            // Without walking the chain: its pseudo-liberties other than p (k of them are p,
            // one per stone next to p) are none, one point, or at least two distinct points.
            std::uint32_t k = 0;
            for (int o : neighbour_offsets)
                k += color_[at_offset(p, o)] == c && head_[at_offset(p, o)] == h;
            const std::uint64_t count = lib_count_[h] - k, sum = lib_sum_[h] - k * p,
                                squares = lib_square_sum_[h] - k * std::uint32_t(p) * p;
            if (count == 0) continue;
            if (sum * sum != count * squares) return limit;
            if (add(static_cast<Point>(sum / count))) return n;
            continue;
        }
        // With limit + 1 liberties now, it keeps `limit` besides p (which gives it at most one).
        if (surely_liberties(q, limit + 1)) return limit;
        Point s = h;
        do {
            for (int o : neighbour_offsets) {
                const Point r = at_offset(s, o);
                if (color_[r] == Color::empty && r != p && add(r)) return n;
            }
            s = next_[s];
        } while (s != h);
    }
    return n;
}

bool FastBoard::is_capture(Point p) const {
    return captures_for(to_move_, p);
}

bool FastBoard::is_atari_escape(Point p) const {
    const Color c = to_move_;
    bool saves = false;
    for (int off : neighbour_offsets) {
        const Point n = at_offset(p, off);
        saves |= color_[n] == c && atari_head(head_[n]);
    }
    return saves && liberties_after(p, c, 2) >= 2;
}

bool FastBoard::is_self_atari(Point p) const {
    if ((neighbour_counts_[p] & 7) >= 2) return false;
    const Color c = to_move_;
    return !captures_for(c, p) && liberties_after(p, c, 2) < 2;
}

Color FastBoard::area_owner(Point p) const {
    const Color c = color_[p];
    if (c != Color::empty) return is_player(c) ? c : Color::empty;
    bool black = false, white = false;
    for (int off : neighbour_offsets) {
        const Color n = color_[at_offset(p, off)];
        black |= n == Color::black;
        white |= n == Color::white;
    }
    return black == white ? Color::empty : (black ? Color::black : Color::white);
}

int FastBoard::area_margin() const {
    int margin = 0;
    for (int y = 0; y < height_; ++y)
        for (int x = 0; x < width_; ++x) {
            const Color owner = area_owner(point(x, y));
            margin += owner == Color::black ? 1 : (owner == Color::white ? -1 : 0);
        }
    return margin;
}

Point FastBoard::play_random(Rng& rng) {
    return play_random_where(rng, [this](Point p) { return light_acceptable(p); });
}

bool FastBoard::light_acceptable(Point p) const {
    if (p == ko_point_) return false;
    if (neighbour_counts_[p] & 7) return true;
    return !is_eye_of(to_move_, p) && is_legal(p);
}

}  // namespace boardtalk::go
