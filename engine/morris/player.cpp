#include "engine/morris/player.hpp"

namespace boardtalk::morris {

Turn RandomPlayer::choose(const Game& game) {
    const auto turns = game.legal_turns();
    if (turns.empty()) return Turn{};
    std::uniform_int_distribution<std::size_t> pick(0, turns.size() - 1);
    return turns[pick(rng_)];
}

std::string SearchPlayer::name() const {
    if (limits_.depth > 0 && limits_.seconds <= 0) return "depth " + std::to_string(limits_.depth);
    return "search " + std::to_string(limits_.seconds) + " s";
}

Turn SearchPlayer::choose(const Game& game) {
    last_ = searcher_->search(game.position(), game.rules(), game.keys(), limits_);
    return last_.best;
}

}  // namespace boardtalk::morris
