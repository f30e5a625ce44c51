#include "adapters/go/go_state.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "adapters/go/go_types.hpp"
#include "engine/go/mcts_player.hpp"
#include "engine/go/notation.hpp"
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

std::string budget_text(const go::MoveBudget& b) {
    if (!b.limited) return fmt::format("{:.3f} s move time, no time limit", b.seconds);
    return fmt::format("{:.3f} s budget of {:.3f} s left", b.seconds, b.limit);
}

}  // namespace

GoState::GoState(const GoOptions& o)
    : game(go::min_size, go::min_size, rules_from(o)), player(player_from(o)), scoring(o.estimate) {
    if (!game.resize(o.boardsize, o.boardsize))
        throw std::invalid_argument("board size must be 2..25");
}

go::MoveBudget GoState::move_budget(go::Color c) const {
    const int points = game.width() * game.height();
    const auto moves = static_cast<int>(game.history().size());
    return clocks.budget(c, points, moves, time_policy);
}

go::Point GoState::think(go::Color c, bool charge, const FirstMove& first) {
    const go::MoveBudget budget = move_budget(c);
    const double start = time_source->now();
    go::SearchLimits limits;
    limits.time = time_source.get();
    limits.deadline = start + budget.seconds;
    const std::optional<go::Point> early = first ? first(limits) : std::nullopt;
    const go::Point p = early ? *early : player->genmove(game, c, limits);
    const double used = time_source->now() - start;
    if (!game.is_legal(c, p)) throw std::logic_error("player proposed an illegal move");
    if (charge) clocks.charge(c, used);
    const std::string how =
        early ? "captures a dead stone before passing" : player->explain_last_move();
    last_explanation = fmt::format("{} {}: {}; thought {:.3f} s ({})", color_name(c),
                                   go::vertex_name(p), how, used, budget_text(budget));
    return p;
}

bool GoState::player_resigns() const {
    return player->wants_resign();
}

}  // namespace boardtalk::go_adapter
