#pragma once
// The Monte-Carlo tree search player: MctsSearch plus the decisions around it (when to pass,
// when to resign), behind the Player and Analyzer interfaces.
#include <functional>
#include <optional>
#include <string>

#include "engine/go/mcts_search.hpp"
#include "engine/go/player.hpp"
#include "engine/go/search_report.hpp"

namespace boardtalk::go {

class MctsPlayer : public Player, public Analyzer {
  public:
    explicit MctsPlayer(const SearchParams& params = {});

    // At most this many playouts per move on top of SearchLimits::max_playouts (nullopt: only
    // the caller's limits).
    void set_max_playouts(std::optional<std::uint64_t> n) { max_playouts_ = n; }
    const SearchParams& params() const { return search_.params(); }
    // Called after each search of genmove with the root's position and the search's statistics
    // (`boardtalk go --record-visits` keeps them as training examples).
    using SearchSink = std::function<void(const FastBoard& root, const SearchReport&)>;
    void set_search_sink(SearchSink sink) { sink_ = std::move(sink); }

    using Player::genmove;
    // Searches within `limits` and returns the most visited move. Passes only when passing
    // does not lose under the game's rules by the engine's own count (score() with the
    // estimated dead stones, made before the search when the opponent just passed or half the
    // board's points have been played): at once when the opponent just passed and c wins
    // now, or when pass is the most visited move and c wins now (or c has no other move). Sets
    // wants_resign() when, past the opening (board points / 6 moves), the move's win rate is below
    // the resign threshold.
    Point genmove(const Game& game, Color c, const SearchLimits& limits) override;
    std::string_view name() const override { return "mcts"; }
    // "mcts: D5 56.1% of 12000 playouts (tree kept 3400), pv D5 E4 C3".
    std::string explain_last_move() const override;

    Point analyze(const Game& game, Color c, const SearchLimits& limits, double interval,
                  const ReportCallback& report) override;

    bool wants_resign() const override { return resign_; }
    Analyzer* analyzer() override { return this; }
    // The search, for statistics (report(), node_count()).
    const MctsSearch& search() const { return search_; }

  private:
    SearchLimits capped(const SearchLimits& limits) const;
    // SearchParams::extend_unsettled: after the search to the deadline, `start` the genmove's.
    void think_longer(const SearchLimits& limits, double start);
    void explain(const CandidateStats& chosen, bool reused, std::uint64_t kept);
    std::optional<double> margin_if_passing(const Game& game, Color c,
                                            const SearchLimits& limits) const;

    MctsSearch search_;
    std::optional<std::uint64_t> max_playouts_;
    SearchSink sink_;
    bool resign_ = false;
    std::string explanation_;
};

}  // namespace boardtalk::go
