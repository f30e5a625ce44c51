#include "engine/go/board.hpp"

#include <algorithm>

#include "engine/go/zobrist.hpp"

namespace boardtalk::go {

namespace {

// Distinct chain representatives among up to four neighbours.
struct HeadSet {
    std::array<Point, 4> heads{};
    int count = 0;
    bool insert(Point h) {
        for (int i = 0; i < count; ++i)
            if (heads[i] == h) return false;
        heads[count++] = h;
        return true;
    }
};

}  // namespace

Board::Board(int width, int height) : width_(width), height_(height) {
    color_.fill(Color::border);
    head_.fill(pass);
    next_.fill(pass);
    pseudo_libs_.fill(0);
    size_.fill(0);
    points_.reserve(static_cast<std::size_t>(width) * height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            Point p = point(x, y);
            color_[p] = Color::empty;
            points_.push_back(p);
        }
    removed_.reserve(points_.size());
}

std::vector<Point> Board::chain(Point p) const {
    std::vector<Point> stones;
    if (!is_player(color_[p])) return stones;
    Point s = p;
    do {
        stones.push_back(s);
        s = next_[s];
    } while (s != p);
    return stones;
}

int Board::liberties(Point p) const {
    if (!is_player(color_[p])) return 0;
    std::array<bool, array_size> seen{};
    int count = 0;
    Point s = p;
    do {
        for (Point n : neighbours(s))
            if (color_[n] == Color::empty && !seen[n]) seen[n] = true, ++count;
        s = next_[s];
    } while (s != p);
    return count;
}

std::uint64_t Board::chain_hash(Point head) const {
    std::uint64_t h = 0;
    Color c = color_[head];
    Point s = head;
    do {
        h ^= stone_key(c, s);
        s = next_[s];
    } while (s != head);
    return h;
}

Board::Effect Board::effect(Color c, Point p) const {
    Effect e;
    e.hash_after = hash_ ^ stone_key(c, p);
    const Color opp = opponent(c);
    int empties = 0;
    bool own_neighbour = false, own_keeps_liberty = false;
    HeadSet seen;
    Point captured_at = pass;
    for (Point n : neighbours(p)) {
        Color nc = color_[n];
        if (nc == Color::empty) ++empties;
        if (!is_player(nc) || !seen.insert(head_[n])) continue;
        // A chain's pseudo-liberties all lie at p exactly when they equal its adjacencies to p.
        Point h = head_[n];
        int at_p = 0;
        for (Point m : neighbours(p)) at_p += color_[m] == nc && head_[m] == h;
        bool only_p = pseudo_libs_[h] == at_p;
        if (nc == opp && only_p) {
            e.captured += size_[h];
            e.hash_after ^= chain_hash(h);
            captured_at = h;
        } else if (nc == c) {
            own_neighbour = true;
            own_keeps_liberty |= !only_p;
        }
    }
    if (e.captured == 0 && empties == 0 && !own_keeps_liberty) {
        e.suicide = true;
        e.self_removed = 1;
        e.hash_after = hash_;
        for (int i = 0; i < seen.count; ++i) {
            Point h = seen.heads[i];
            if (color_[h] != c) continue;
            e.self_removed += size_[h];
            e.hash_after ^= chain_hash(h);
        }
    }
    if (e.captured == 1 && empties == 0 && !own_neighbour) e.ko_point = captured_at;
    return e;
}

void Board::add_stone(Color c, Point p) {
    color_[p] = c;
    head_[p] = p;
    next_[p] = p;
    size_[p] = 1;
    hash_ ^= stone_key(c, p);
    ++stone_count_[player_index(c)];
    std::uint16_t libs = 0;
    for (Point n : neighbours(p)) {
        if (color_[n] == Color::empty)
            ++libs;
        else if (is_player(color_[n]))
            --pseudo_libs_[head_[n]];
    }
    pseudo_libs_[p] = libs;
}

void Board::merge(Point keep, Point absorb) {
    Point s = absorb;
    do {
        head_[s] = keep;
        s = next_[s];
    } while (s != absorb);
    std::swap(next_[keep], next_[absorb]);
    size_[keep] += size_[absorb];
    pseudo_libs_[keep] += pseudo_libs_[absorb];
}

void Board::remove_chain(Point head) {
    const Color c = color_[head];
    std::size_t first = removed_.size();
    Point s = head;
    do {
        color_[s] = Color::empty;
        hash_ ^= stone_key(c, s);
        removed_.push_back(s);
        s = next_[s];
    } while (s != head);
    stone_count_[player_index(c)] -= static_cast<int>(removed_.size() - first);
    for (std::size_t i = first; i < removed_.size(); ++i)
        for (Point n : neighbours(removed_[i]))
            if (is_player(color_[n])) ++pseudo_libs_[head_[n]];
}

Board::Effect Board::play(Color c, Point p) {
    Effect e = effect(c, p);
    removed_.clear();
    add_stone(c, p);
    for (Point n : neighbours(p)) {
        if (color_[n] != c || head_[n] == head_[p]) continue;
        Point big = head_[n], small = head_[p];
        if (size_[big] < size_[small]) std::swap(big, small);
        merge(big, small);
    }
    const Color opp = opponent(c);
    for (Point n : neighbours(p))
        if (color_[n] == opp && pseudo_libs_[head_[n]] == 0) remove_chain(head_[n]);
    if (pseudo_libs_[head_[p]] == 0) remove_chain(head_[p]);
    return e;
}

bool Board::is_own_eye(Color c, Point p) const {
    if (color_[p] != Color::empty) return false;
    bool edge = false;
    for (Point n : neighbours(p)) {
        if (color_[n] == Color::border)
            edge = true;
        else if (color_[n] != c)
            return false;
    }
    const Color opp = opponent(c);
    int bad = 0;
    for (Point d : diagonals(p)) bad += color_[d] == opp;
    return bad == 0 || (!edge && bad == 1);
}

}  // namespace boardtalk::go
