#include "adapters/go/go_state.hpp"

#include <stdexcept>

#include "engine/go/mcts_player.hpp"
#include "engine/go/random_player.hpp"

namespace boardtalk::go_adapter {

namespace {

go::Rules rules_from(const GoOptions& o) {
    auto rules = go::Rules::parse(o.rules);
    if (!rules) throw std::invalid_argument("unknown rules '" + o.rules + "'");
    if (o.komi) rules->komi = *o.komi;
    return *rules;
}

std::unique_ptr<go::Player> player_from(const GoOptions& o) {
    if (o.player == "random") return std::make_unique<go::RandomPlayer>(o.seed);
    if (o.player != "mcts") throw std::invalid_argument("unknown player '" + o.player + "'");
    if (o.threads < 1 || o.threads > 64) throw std::invalid_argument("threads must be 1..64");
    if (!(o.resign >= 0 && o.resign < 1)) throw std::invalid_argument("resign must be 0..1");
    if (o.playouts && *o.playouts == 0) throw std::invalid_argument("playouts must be >= 1");
    go::SearchParams params;
    params.seed = o.seed;
    params.threads = o.threads;
    params.resign_threshold = o.resign;
    params.rave_equiv = static_cast<float>(o.rave_equiv);
    params.ucb_c = o.ucb_c;
    auto player = std::make_unique<go::MctsPlayer>(params);
    player->set_max_playouts(o.playouts);
    return player;
}

}  // namespace

GoState::GoState(const GoOptions& o)
    : game(go::min_size, go::min_size, rules_from(o)), player(player_from(o)), scoring(o.estimate) {
    if (!game.resize(o.boardsize, o.boardsize))
        throw std::invalid_argument("board size must be 2..25");
}

bool GoState::player_resigns() const {
    const auto* mcts = dynamic_cast<const go::MctsPlayer*>(player.get());
    return mcts != nullptr && mcts->wants_resign();
}

}  // namespace boardtalk::go_adapter
