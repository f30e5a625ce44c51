#include "engine/go/game.hpp"

#include <algorithm>

#include "engine/go/zobrist.hpp"

namespace boardtalk::go {

namespace {

// The board with `changes` made, built stone by stone on an empty board: nullopt when a change
// is invalid or a chain is left without liberty. Building only adds stones, so a chain with a
// liberty in the final position never loses it on the way: a capture or a suicide while
// building means the final position has a chain without liberty.
std::optional<Board> edited_board(const Board& board, std::span<const Move> changes) {
    std::array<Color, array_size> colors{};
    for (Point p : board.points()) colors[p] = board.at(p);
    std::array<bool, array_size> seen{};
    for (const Move& m : changes) {
        if (m.color == Color::border || !board.on_board(m.point) || seen[m.point])
            return std::nullopt;
        seen[m.point] = true;
        colors[m.point] = m.color;
    }
    Board fresh(board.width(), board.height());
    for (Point p : board.points()) {
        if (!is_player(colors[p])) continue;
        const Board::Effect e = fresh.play(colors[p], p);
        if (e.captured > 0 || e.suicide) return std::nullopt;
    }
    return fresh;
}

}  // namespace

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
    edits_.clear();
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
    edited_to_move_.reset();
    restart_repetition_history();
}

// Forgets the ko state and the earlier positions: the current one is the first.
void Game::restart_repetition_history() {
    ko_point_ = pass;
    ko_color_ = Color::empty;
    for (auto& points : recent_) points.clear();
    positions_.clear();
    situations_.clear();
    positions_.push(board_.hash());
    situations_.push(board_.hash() ^ to_move_key(to_move()));
}

// Rebuilds the game from the setup position: `moves` with the recorded edits between them.
void Game::replay(const std::vector<Move>& moves) {
    history_.clear();
    history_.reserve(moves.size());
    reset_to_setup();
    std::size_t e = 0;
    for (std::size_t i = 0; i <= moves.size(); ++i) {
        while (e < edits_.size() && edits_[e].after_moves == i) apply_edit(edits_[e++]);
        if (i < moves.size()) apply(moves[i].color, moves[i].point);
    }
}

// Makes an edit already checked by edit() (or recorded in edits_).
void Game::apply_edit(const SetupEdit& edit) {
    if (auto board = edited_board(board_, edit.changes)) board_ = std::move(*board);
    if (edit.to_move) edited_to_move_ = edit.to_move;
    restart_repetition_history();
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
    edited_to_move_.reset();
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
    std::erase_if(edits_, [&](const SetupEdit& e) { return e.after_moves > moves.size(); });
    replay(moves);
    return true;
}

SetupResult Game::set_handicap(std::span<const Point> points, Color first) {
    if (points.size() < 2 && history_.empty() && setup_.empty() && edits_.empty())
        return SetupResult::invalid_points;
    std::vector<Move> stones;
    for (Point p : points) stones.push_back(Move{Color::black, p});
    SetupResult r = set_setup(stones, is_player(first) ? first : Color::white);
    if (r == SetupResult::ok) handicap_.assign(points.begin(), points.end());
    return r;
}

SetupResult Game::set_setup(std::span<const Move> stones, Color first) {
    if (!history_.empty() || !setup_.empty() || !edits_.empty())
        return SetupResult::board_not_empty;
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

SetupResult Game::edit(std::span<const Move> changes, std::optional<Color> to_move) {
    if (to_move && !is_player(*to_move)) return SetupResult::invalid_points;
    if (!edited_board(board_, changes)) return SetupResult::invalid_points;
    edits_.push_back(SetupEdit{history_.size(), {changes.begin(), changes.end()}, to_move});
    apply_edit(edits_.back());
    return SetupResult::ok;
}

std::optional<Move> Game::last_move() const {
    if (history_.empty()) return std::nullopt;
    return history_.back();
}

Color Game::to_move() const {
    if (edited_to_move_) return *edited_to_move_;
    if (!history_.empty()) return opponent(history_.back().color);
    return first_to_move_;
}

int Game::consecutive_passes() const {
    int n = 0;
    for (std::size_t i = history_.size(); i > 0 && history_[i - 1].point == pass; --i) {
        if (!edits_.empty() && edits_.back().after_moves >= i) break;  // an edit follows it
        ++n;
    }
    return n;
}

std::vector<Point> Game::stones(Color c) const {
    std::vector<Point> out;
    for (Point p : board_.points())
        if (board_.at(p) == c) out.push_back(p);
    return out;
}

}  // namespace boardtalk::go
