#include "adapters/go/go_state.hpp"

#include <stdexcept>

#include "engine/go/random_player.hpp"

namespace boardtalk::go_adapter {

namespace {

go::Rules rules_from(const GoOptions& o) {
    auto rules = go::Rules::parse(o.rules);
    if (!rules) throw std::invalid_argument("unknown rules '" + o.rules + "'");
    if (o.komi) rules->komi = *o.komi;
    return *rules;
}

}  // namespace

GoState::GoState(const GoOptions& o)
    : game(go::min_size, go::min_size, rules_from(o)),
      player(std::make_unique<go::RandomPlayer>(o.seed)) {
    if (!game.resize(o.boardsize, o.boardsize))
        throw std::invalid_argument("board size must be 2..25");
}

}  // namespace boardtalk::go_adapter
