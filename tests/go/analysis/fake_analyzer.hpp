#pragma once
// A test double of the search: reports made-up statistics of the first legal moves, one report
// per interval, until the callback says stop or the limits are reached.
#include <chrono>
#include <optional>
#include <thread>
#include <vector>

#include "engine/go/player.hpp"
#include "engine/go/search_report.hpp"

namespace boardtalk::go_adapter::testing {

// Ownership value of the point at (x, y): distinct for every point, so tests can check order.
inline double fake_ownership(int x, int y) {
    return (x - y) / 25.0;
}

inline go::SearchReport fake_report(const go::Game& game, go::Color c,
                                    const std::vector<go::Point>& moves, std::uint64_t n) {
    go::SearchReport r;
    r.to_move = c;
    r.visits = n * 60;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        go::CandidateStats s;
        s.move = moves[i];
        s.visits = n * 10 * (moves.size() - i);
        s.winrate = 0.6 - 0.1 * double(i);
        s.prior = 0.5 / double(i + 1);
        s.lcb = s.winrate - 0.05;
        s.score_lead = 2.5 - double(i);
        s.pv = {moves[i], moves[(i + 1) % moves.size()]};
        r.candidates.push_back(s);
    }
    r.ownership.assign(go::array_size, 0.0);
    for (int y = 0; y < game.height(); ++y)
        for (int x = 0; x < game.width(); ++x) r.ownership[go::point(x, y)] = fake_ownership(x, y);
    return r;
}

class FakeAnalyzer : public go::Player, public go::Analyzer {
  public:
    struct Call {
        go::Color color;
        double interval;
        bool limited;  // a deadline or a playout limit was given
    };
    std::vector<Call> calls;
    std::optional<std::uint64_t> reports_before_stopping;  // the search ends by itself

    go::Point genmove(const go::Game& game, go::Color c, const go::SearchLimits&) override {
        const auto moves = game.legal_moves(c);
        return moves.empty() ? go::pass : moves.front();
    }
    std::string_view name() const override { return "fake"; }
    go::Analyzer* analyzer() override { return this; }

    go::Point analyze(const go::Game& game, go::Color c, const go::SearchLimits& limits,
                      double interval, const go::ReportCallback& report) override {
        calls.push_back({c, interval, limits.time != nullptr || limits.max_playouts});
        auto moves = game.legal_moves(c);
        if (moves.size() > 3) moves.resize(3);
        if (moves.empty()) return go::pass;
        for (std::uint64_t n = 1;; ++n) {
            const bool last = limits.expired() ||
                              (limits.max_playouts && n * 60 >= *limits.max_playouts) ||
                              (reports_before_stopping && n >= *reports_before_stopping);
            if (!report(fake_report(game, c, moves, n)) || last) break;
            std::this_thread::sleep_for(std::chrono::duration<double>(interval));
        }
        return moves.front();
    }
};

}  // namespace boardtalk::go_adapter::testing
