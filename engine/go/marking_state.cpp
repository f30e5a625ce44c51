#include "engine/go/marking_state.hpp"

namespace boardtalk::go {

void ScoringMarks::set_options(const EstimateOptions& options) {
    options_ = options;
    estimated_key_.reset();
}

const DeadStoneEstimate& ScoringMarks::estimate(const Game& game) {
    const std::uint64_t key = position_key(game);
    if (estimated_key_ != key) {
        estimate_ = estimate_dead_stones(game, game.to_move(), options_);
        estimated_key_ = key;
    }
    return estimate_;
}

bool ScoringMarks::user_marked(const Game& game) const {
    return marked_key_ == position_key(game);
}

const DeadSet& ScoringMarks::dead(const Game& game) {
    return user_marked(game) ? marks_ : estimate(game).dead;
}

DeadSet ScoringMarks::dead(const Game& game, const SearchLimits& deadline) {
    const std::uint64_t key = position_key(game);
    if (user_marked(game) || estimated_key_ == key) return dead(game);
    DeadStoneEstimate estimate = estimate_dead_stones(game, game.to_move(), options_, deadline);
    if (estimate.playouts < options_.playouts) return estimate.dead;
    estimate_ = std::move(estimate);
    estimated_key_ = key;
    return estimate_.dead;
}

PointSet ScoringMarks::seki(const Game& game) {
    return user_marked(game) ? seki_stones(game.board(), marks_) : estimate(game).seki;
}

void ScoringMarks::begin_marking(const Game& game) {
    if (user_marked(game)) return;
    marks_ = estimate(game).dead;
    marked_key_ = position_key(game);
}

std::optional<int> ScoringMarks::mark_dead(const Game& game, Point p) {
    const Board& board = game.board();
    if (!board.on_board(p) || !is_player(board.at(p))) return std::nullopt;
    begin_marking(game);
    return go::mark_dead(board, marks_, p);
}

std::optional<int> ScoringMarks::mark_alive(const Game& game, Point p) {
    const Board& board = game.board();
    if (!board.on_board(p) || !is_player(board.at(p))) return std::nullopt;
    begin_marking(game);
    return go::mark_alive(board, marks_, p);
}

void ScoringMarks::clear(const Game& game) {
    marks_.clear();
    marked_key_ = position_key(game);
}

}  // namespace boardtalk::go
