#include "engine/2048/game.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace boardtalk::g2048 {

std::string_view status_name(Status s) {
    switch (s) {
        case Status::playing:
            return "playing";
        case Status::won:
            return "won";
        case Status::playing_after_win:
            return "playing after win";
        case Status::over:
            return "over";
    }
    return "?";
}

std::string move_error_text(MoveError e, Direction d) {
    switch (e) {
        case MoveError::game_over:
            return "game over";
        case MoveError::game_won:
            return "game won (keep_going continues it)";
        case MoveError::nothing_moves:
            return "illegal move: nothing moves " + std::string(direction_name(d));
    }
    return "illegal move";
}

namespace {

Position random_start_position(int n, SpawnRng& rng) {
    Position p{Grid(n), 0};
    for (int i = 0; i < 2; ++i) {
        const Spawn s = draw_spawn(rng, p.grid);
        p.grid.set(s.cell, s.exponent);
    }
    return p;
}

}  // namespace

Game::Game(int n, std::uint64_t seed) : rng_(seed) {
    start_ = random_start_position(n, rng_);
    current_ = start_;
}

Game::Game(const Position& start, std::uint64_t seed, bool random_start)
    : start_(start), current_(start), random_start_(random_start), rng_(seed) {}

Game Game::from_position(const Position& start, std::uint64_t seed, std::uint64_t draws) {
    Game g(start, seed, false);
    if (draws > 0) {
        g.rng_.set_base(draws);
        g.rng_.rewind(draws);
    }
    g.start_draws_ = draws;
    return g;
}

void Game::drop_oldest(std::size_t count) {
    start_ = before_[count];
    start_draws_ = draws_before_[count];
    rng_.set_base(start_draws_);  // undo rewinds from the start, not the seed
    random_start_ = false;
    dropped_ += count;
    const auto n = static_cast<std::ptrdiff_t>(count);
    moves_.erase(moves_.begin(), moves_.begin() + n);
    before_.erase(before_.begin(), before_.begin() + n);
    draws_before_.erase(draws_before_.begin(), draws_before_.begin() + n);
}

std::uint64_t Game::best_tile() const {
    const auto e = current_.grid.max_exponent();
    return e == 0 ? 0 : std::uint64_t{1} << e;
}

Status Game::status() const {
    const bool reached = current_.grid.max_exponent() >= win_exponent;
    if (reached && !keep_going_) return Status::won;
    if (!current_.grid.any_move()) return Status::over;
    return reached ? Status::playing_after_win : Status::playing;
}

std::vector<Direction> Game::legal_moves() const {
    std::vector<Direction> out;
    const Status s = status();
    if (s == Status::over || s == Status::won) return out;
    for (Direction d : all_directions)
        if (current_.grid.can_slide(d)) out.push_back(d);
    return out;
}

std::optional<MoveError> Game::stopped() const {
    switch (status()) {
        case Status::over:
            return MoveError::game_over;
        case Status::won:
            return MoveError::game_won;
        default:
            return std::nullopt;
    }
}

std::optional<MoveError> Game::check_move(Direction d) const {
    if (auto e = stopped()) return e;
    if (!current_.grid.can_slide(d)) return MoveError::nothing_moves;
    return std::nullopt;
}

MoveRecord Game::play(Direction d) {
    if (check_move(d)) throw std::logic_error("Game::play: move not allowed");
    before_.push_back(current_);
    draws_before_.push_back(rng_.draws());
    auto slid = current_.grid.slide(d);
    current_.grid = std::move(slid.grid);
    current_.score += slid.score;
    const Spawn spawn = draw_spawn(rng_, current_.grid);
    current_.grid.set(spawn.cell, spawn.exponent);
    moves_.push_back(MoveRecord{d, spawn, slid.score});
    const MoveRecord played = moves_.back();
    // Dropping in batches keeps the cost per move constant.
    if (moves_.size() > undo_limit_ + undo_limit_ / 4) drop_oldest(moves_.size() - undo_limit_);
    return played;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    current_ = std::move(before_.back());
    rng_.rewind(draws_before_.back());
    before_.pop_back();
    draws_before_.pop_back();
    moves_.pop_back();
    return true;
}

bool Game::continue_after_win() {
    if (current_.grid.max_exponent() < win_exponent) return false;
    keep_going_ = true;
    return true;
}

}  // namespace boardtalk::g2048
