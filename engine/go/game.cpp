#include "engine/go/game.hpp"

#include <algorithm>

#include "engine/go/zobrist.hpp"

namespace boardtalk::go {

std::string_view to_string(MoveResult r) {
    switch (r) {
        case MoveResult::ok:
            return "ok";
        case MoveResult::off_board:
            return "off board";
        case MoveResult::occupied:
            return "occupied";
        case MoveResult::suicide:
            return "suicide";
        case MoveResult::ko:
            return "ko";
        case MoveResult::superko:
            return "superko";
        case MoveResult::recent_capture:
            return "recent capture";
    }
    return "?";
}

void Game::HashHistory::push(std::uint64_t h) {
    hashes.push_back(h);
    ++counts[h & (counts.size() - 1)];
}

void Game::HashHistory::pop() {
    --counts[hashes.back() & (counts.size() - 1)];
    hashes.pop_back();
}

bool Game::HashHistory::contains(std::uint64_t h) const {
    if (counts[h & (counts.size() - 1)] == 0) return false;
    return std::find(hashes.rbegin(), hashes.rend(), h) != hashes.rend();
}

void Game::HashHistory::clear() {
    hashes.clear();
    counts.fill(0);
}

Game::Game(int width, int height, Rules rules) : board_(width, height), rules_(rules) {
    reset_to_setup();
}

void Game::clear() {
    handicap_.clear();
    setup_.clear();
    first_to_move_ = Color::black;
    history_.clear();
    reset_to_setup();
}

bool Game::resize(int width, int height) {
    if (width < min_size || width > max_size || height < min_size || height > max_size)
        return false;
    board_ = Board(width, height);
    clear();
    return true;
}

// Rebuilds the position after the handicap or setup, before any move.
void Game::reset_to_setup() {
    board_ = Board(board_.width(), board_.height());
    for (const Move& m : setup_) board_.play(m.color, m.point);
    captures_ = {};
    ko_point_ = pass;
    ko_color_ = Color::empty;
    for (auto& points : recent_) points.clear();
    positions_.clear();
    situations_.clear();
    positions_.push(board_.hash());
    situations_.push(board_.hash() ^ to_move_key(first_to_move_));
}

bool Game::blocked_by_recent_capture(Point p) const {
    for (const auto& points : recent_)
        if (std::find(points.begin(), points.end(), p) != points.end()) return true;
    return false;
}

MoveResult Game::check(Color c, Point p) const {
    if (!is_player(c)) return MoveResult::off_board;
    if (p == pass) return MoveResult::ok;
    if (!board_.on_board(p)) return MoveResult::off_board;
    if (board_.at(p) != Color::empty) return MoveResult::occupied;
    if (rules_.ko == KoRule::recent_capture && blocked_by_recent_capture(p))
        return MoveResult::recent_capture;
    if (rules_.ko == KoRule::simple && p == ko_point_ && c == ko_color_) return MoveResult::ko;
    const Board::Effect e = board_.effect(c, p);
    if (e.suicide && !rules_.suicide) return MoveResult::suicide;
    if (rules_.ko == KoRule::positional && positions_.contains(e.hash_after))
        return MoveResult::superko;
    if (rules_.ko == KoRule::situational &&
        situations_.contains(e.hash_after ^ to_move_key(opponent(c))))
        return MoveResult::superko;
    return MoveResult::ok;
}

MoveResult Game::play(Color c, Point p) {
    MoveResult r = check(c, p);
    if (r == MoveResult::ok) apply(c, p);
    return r;
}

// Plays a move known to be legal and records it.
void Game::apply(Color c, Point p) {
    const int me = player_index(c);
    recent_[me].clear();
    ko_point_ = pass;
    if (p != pass) {
        const Board::Effect e = board_.play(c, p);
        if (e.suicide) {
            captures_[1 - me] += e.self_removed;
        } else if (e.captured > 0) {
            captures_[me] += e.captured;
            auto removed = board_.removed();
            recent_[me].assign(removed.begin(), removed.end());
        }
        ko_point_ = e.ko_point;
        ko_color_ = opponent(c);
    }
    history_.push_back(Move{c, p});
    positions_.push(board_.hash());
    situations_.push(board_.hash() ^ to_move_key(opponent(c)));
}

std::vector<Point> Game::legal_moves(Color c) const {
    std::vector<Point> moves;
    for (Point p : board_.points())
        if (is_legal(c, p)) moves.push_back(p);
    return moves;
}

bool Game::undo(int n) {
    if (n < 1 || static_cast<std::size_t>(n) > history_.size()) return false;
    std::vector<Move> moves = std::move(history_);
    moves.resize(moves.size() - n);
    history_.clear();
    history_.reserve(moves.size());
    reset_to_setup();
    for (const Move& m : moves) apply(m.color, m.point);
    return true;
}

SetupResult Game::set_handicap(std::span<const Point> points) {
    if (points.size() < 2 && history_.empty() && setup_.empty()) return SetupResult::invalid_points;
    std::vector<Move> stones;
    for (Point p : points) stones.push_back(Move{Color::black, p});
    SetupResult r = set_setup(stones, Color::white);
    if (r == SetupResult::ok) handicap_.assign(points.begin(), points.end());
    return r;
}

SetupResult Game::set_setup(std::span<const Move> stones, Color first) {
    if (!history_.empty() || !setup_.empty()) return SetupResult::board_not_empty;
    // Place on a scratch board: every stone must be legal there and capture nothing.
    Board scratch(board_.width(), board_.height());
    for (const Move& m : stones) {
        if (!is_player(m.color) || !scratch.on_board(m.point) ||
            scratch.at(m.point) != Color::empty)
            return SetupResult::invalid_points;
        const Board::Effect e = scratch.play(m.color, m.point);
        if (e.captured > 0 || e.suicide) return SetupResult::invalid_points;
    }
    setup_.assign(stones.begin(), stones.end());
    first_to_move_ = is_player(first) ? first : Color::black;
    reset_to_setup();
    return SetupResult::ok;
}

std::optional<Move> Game::last_move() const {
    if (history_.empty()) return std::nullopt;
    return history_.back();
}

Color Game::to_move() const {
    if (!history_.empty()) return opponent(history_.back().color);
    return first_to_move_;
}

int Game::consecutive_passes() const {
    int n = 0;
    for (auto it = history_.rbegin(); it != history_.rend() && it->point == pass; ++it) ++n;
    return n;
}

std::vector<Point> Game::stones(Color c) const {
    std::vector<Point> out;
    for (Point p : board_.points())
        if (board_.at(p) == c) out.push_back(p);
    return out;
}

}  // namespace boardtalk::go
