#include "tools/match/sprt_sequence.hpp"

namespace boardtalk::match {

namespace {

// Engine a's score in half points: 2 win, 1 draw (or no winner), 0 loss.
int half_points(const GameResult& r) {
    if (r.winner == Winner::a) return 2;
    if (r.winner == Winner::b) return 0;
    return 1;
}

}  // namespace

sprt::EloEstimate SprtOutcome::elo(sprt::EloModel model) const {
    return pairs ? sprt::elo_estimate(pentanomial, model) : sprt::elo_estimate(trinomial, model);
}

SprtSequence::SprtSequence(const SprtSetup& setup) : setup_(setup) {
    outcome_.pairs = setup.pairs;
    outcome_.state = sprt::sprt(sprt::Trinomial{}, setup.params);  // bounds, LLR 0
}

bool SprtSequence::add(const GameResult& result) {
    if (decided() || result.index < outcome_.end_index) return decided();
    waiting_.emplace(result.index, result);
    const int size = setup_.pairs ? 2 : 1;
    while (!decided()) {
        const auto first = waiting_.find(outcome_.end_index);
        if (first == waiting_.end()) break;
        const auto second = size == 2 ? waiting_.find(outcome_.end_index + 1) : first;
        if (second == waiting_.end()) break;
        const GameResult games[2] = {first->second, second->second};
        waiting_.erase(first);
        if (size == 2) waiting_.erase(second);
        count(games, size);
    }
    return decided();
}

void SprtSequence::count(const GameResult* games, int n) {
    auto& o = outcome_;
    if (n == 2) {
        // pairs[k]: a scored k / 2 points over the pair, i.e. k half points.
        ++o.pentanomial
              .pairs[static_cast<std::size_t>(half_points(games[0]) + half_points(games[1]))];
        o.state = sprt::sprt(o.pentanomial, setup_.params);
    } else {
        const int h = half_points(games[0]);
        ++(h == 2 ? o.trinomial.wins : h == 1 ? o.trinomial.draws : o.trinomial.losses);
        o.state = sprt::sprt(o.trinomial, setup_.params);
    }
    ++o.observations;
    o.end_index += n;
}

SprtOutcome evaluate_sprt(const std::vector<GameResult>& results, const SprtSetup& setup) {
    SprtSequence sequence(setup);
    for (const auto& r : results) sequence.add(r);
    return sequence.outcome();
}

int sprt_exit_code(const SprtOutcome& outcome) {
    switch (outcome.state.decision) {
        case sprt::Decision::accept_h1:
            return 0;
        case sprt::Decision::accept_h0:
            return 3;
        case sprt::Decision::continue_testing:
            break;
    }
    return 4;
}

}  // namespace boardtalk::match
