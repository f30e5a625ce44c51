#include "games/go/go_state.hpp"

#include <fmt/format.h>

#include <spdlog/spdlog.h>

#include <chrono>
#include <stdexcept>

#include "engine/go/mcts_player.hpp"
#include "engine/go/notation.hpp"
#include "engine/go/random_player.hpp"
#include "games/go/go_types.hpp"
#include "games/go/visit_recorder.hpp"
#include "protocol/io.hpp"

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
    go::SearchParams params = o.search;
    params.seed = o.seed;
    auto player = std::make_unique<go::MctsPlayer>(params);
    player->set_max_playouts(o.playouts);
    if (!o.record_visits.empty()) {
        auto recorder = std::make_shared<VisitRecorder>(o.record_visits);
        player->set_search_sink(
            [recorder](const go::FastBoard& root, const go::SearchReport& report) {
                recorder->record(root, report);
            });
    }
    return player;
}

std::string budget_text(const go::MoveBudget& b) {
    if (!b.limited) return fmt::format("{:.3f} s move time, no time limit", b.seconds);
    return fmt::format("{:.3f} s budget of {:.3f} s left", b.seconds, b.limit);
}

}  // namespace

GoState::GoState(const GoOptions& o)
    : game(go::min_size, go::min_size, rules_from(o)),
      player(player_from(o)),
      ponder(o.ponder),
      scoring(o.estimate),
      policy_network(o.search.policy_network) {
    if (!game.resize(o.boardsize, o.boardsize))
        throw std::invalid_argument("board size must be 2..25");
}

go::MoveBudget GoState::move_budget(go::Color c) const {
    const int points = game.width() * game.height();
    const auto moves = static_cast<int>(game.history().size());
    return clocks.budget(c, points, moves, time_policy);
}

go::SearchLimits GoState::move_limits(const go::MoveBudget& budget, double start) const {
    go::SearchLimits limits;
    limits.time = time_source.get();
    limits.deadline = start + budget.seconds;
    if (budget.limited) limits.latest = start + budget.latest;
    return limits;
}

go::Point GoState::think(go::Color c, bool charge, const FirstMove& first) {
    const go::MoveBudget budget = move_budget(c);
    const double start = time_source->now();
    const go::SearchLimits limits = move_limits(budget, start);
    const std::optional<go::Point> early = first ? first(limits) : std::nullopt;
    const go::Point p = early ? *early : player->genmove(game, c, limits);
    const double used = time_source->now() - start;
    if (!game.is_legal(c, p)) throw std::logic_error("player proposed an illegal move");
    if (charge) clocks.charge(c, used);
    ponder_after = charge && ponder ? std::optional(game.history().size() + 1) : std::nullopt;
    const std::string how =
        early ? "captures a dead stone before passing" : player->explain_last_move();
    last_explanation = fmt::format("{} {}: {}; thought {:.3f} s ({})", color_name(c),
                                   go::vertex_name(p), how, used, budget_text(budget));
    spdlog::info("genmove: {}", last_explanation);
    return p;
}

bool GoState::player_resigns() const {
    return player->wants_resign();
}

void GoState::idle(protocol::LineSource& input) {
    const bool due = ponder_after && *ponder_after == game.history().size() && !player_resigns();
    ponder_after.reset();
    go::Analyzer* analyzer = player->analyzer();
    if (!due || analyzer == nullptr || game.consecutive_passes() >= 2) return;
    std::uint64_t reports = 0;
    const auto start = std::chrono::steady_clock::now();
    analyzer->analyze(game, game.to_move(), go::SearchLimits{}, 0.01,
                      [&input, &reports](const go::SearchReport&) {
                          ++reports;
                          return !input.wait_for_line(std::chrono::milliseconds(0));
                      });
    spdlog::debug("pondered {:.3f} s ({} polls)",
                  std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
                  reports);
}

}  // namespace boardtalk::go_adapter
