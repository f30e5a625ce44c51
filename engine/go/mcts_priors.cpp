#include "engine/go/mcts_priors.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "engine/go/heavy_policy.hpp"
#include "engine/go/move_features.hpp"
#include "engine/go/nakade.hpp"

namespace boardtalk::go {

namespace {

// Distance for the "near the last move" prior: Manhattan, so a diagonal neighbour is at 2.
int distance(Point a, Point b) {
    return std::abs(x_of(a) - x_of(b)) + std::abs(y_of(a) - y_of(b));
}

// True when no stone lies within Manhattan distance 3 of p.
bool empty_around(const FastBoard& board, Point p) {
    const int x0 = x_of(p), y0 = y_of(p);
    for (int dy = -3; dy <= 3; ++dy)
        for (int dx = -3 + std::abs(dy); dx <= 3 - std::abs(dy); ++dx) {
            const int x = x0 + dx, y = y0 + dy;
            if (x < 0 || y < 0 || x >= board.width() || y >= board.height()) continue;
            if (board.at(point(x, y)) != Color::empty) return false;
        }
    return true;
}

// True while a board of at least params.opening_min_size holds fewer stones than
// 1/opening_stone_fraction of its points.
bool in_opening(const FastBoard& board, const PriorParams& params) {
    const int points = board.width() * board.height();
    return std::min(board.width(), board.height()) >= params.opening_min_size &&
           (points - board.empty_count()) * params.opening_stone_fraction < points;
}

// An atari escape at p that leaves the chain with two liberties and a ladder that takes it.
bool runs_into_ladder(const FastBoard& board, Point p) {
    if (board.liberties_after(p, board.to_move(), 3) != 2) return false;
    FastBoard after = board;
    after.play(p);
    return ladder_captures(after, p);
}

// True when the chain through `stone` (an opponent chain, seen from the side to move) touches
// an own chain with exactly two liberties.
bool in_race(const FastBoard& board, Point stone) {
    const Color own = board.to_move();
    Point s = stone;
    do {
        for (Point r : neighbours(s))
            if (board.at(r) == own && board.liberties(r, 3) == 2) return true;
        s = board.next_in_chain(s);
    } while (s != stone);
    return false;
}

// p is the atari that wins a capture race: an opponent chain next to p with two liberties,
// touching an own chain with two, is captured whatever it does.
bool wins_race(const FastBoard& board, Point p) {
    const Color opp = opponent(board.to_move());
    for (Point n : neighbours(p)) {
        if (board.at(n) != opp || board.liberties(n, 3) != 2 || !in_race(board, n)) continue;
        if (atari_captures(board, n, p)) return true;
    }
    return false;
}

// p is the vital point of a small eye space (nakade.hpp): it has two empty neighbours or more,
// and every point of the space is next to it, so none of those neighbours has an empty
// neighbour but p (one would be a point of the space two steps away). That settles almost every
// candidate without the flood fill.
bool is_vital_point(const FastBoard& board, Point p) {
    if (board.empty_neighbours(p) < 2) return false;
    for (Point q : neighbours(p))
        if (board.at(q) == Color::empty && board.empty_neighbours(q) != 1) return false;
    return nakade_vital_point(board, p) == p;
}

Prior prior_of(const FastBoard& board, Point p, Point last, const PriorParams& params,
               bool opening) {
    Prior prior{p, params.even, params.even / 2};
    if (p == pass) {
        prior.wins = 0;
        return prior;
    }
    auto won = [&prior](float n) { prior.visits += n, prior.wins += n; };
    auto lost = [&prior](float n) { prior.visits += n; };
    const int captured = capture_size(board, p);
    if (captured > 0) won(captured >= 3 ? params.capture_many : params.capture_one);
    const bool escape = board.is_atari_escape(p);
    if (escape) runs_into_ladder(board, p) ? lost(params.ladder_run) : won(params.atari_escape);
    if (captured == 0 && wins_race(board, p)) won(params.race_win);
    if (is_vital_point(board, p)) won(params.nakade);
    if (captured == 0 && board.is_self_atari(p)) lost(params.self_atari);
    if (board.matches_pattern(p)) won(params.pattern);
    if (last != pass) {
        const int d = distance(p, last);
        if (d >= 1 && d <= 3) won(params.near_last[d - 1]);
    }
    if (empty_around(board, p)) {
        const int line = board.line(p);
        if (line <= 2) lost(params.empty_area);
        if (line == 3) won(params.empty_area);
        if (opening && (line == 3 || line == 4)) won(params.opening_line34);
    }
    if (opening && captured == 0 && !escape && board.line(p) <= 2) lost(params.opening_edge);
    return prior;
}

// `weight` virtual playouts for each move but pass, won in the proportion of its strength to
// the strongest candidate's.
void add_rated(const FastBoard& board, const MoveRatings& ratings, float weight,
               std::vector<Prior>& priors) {
    std::vector<double> strengths(priors.size(), 0.0);
    double best = 0;
    for (std::size_t i = 0; i < priors.size(); ++i) {
        if (priors[i].move == pass) continue;
        strengths[i] = ratings.strength(board, priors[i].move);
        best = std::max(best, strengths[i]);
    }
    if (best <= 0) return;
    for (std::size_t i = 0; i < priors.size(); ++i) {
        if (priors[i].move == pass) continue;
        priors[i].visits += weight;
        priors[i].wins += weight * float(strengths[i] / best);
    }
}

}  // namespace

bool left_out_in_opening(const FastBoard& board, Point p, const PriorParams& params) {
    return params.opening_far_line > 0 && board.line(p) >= params.opening_far_line &&
           in_opening(board, params) && empty_around(board, p);
}

std::vector<Prior> compute_priors(const FastBoard& board, const std::vector<Point>& candidates,
                                  Point last, const PriorParams& params,
                                  const MoveRatings* ratings) {
    std::vector<Prior> priors;
    priors.reserve(candidates.size());
    const bool opening = in_opening(board, params);
    for (Point p : candidates) priors.push_back(prior_of(board, p, last, params, opening));
    if (ratings != nullptr && params.ratings > 0)
        add_rated(board, *ratings, params.ratings, priors);
    return priors;
}

}  // namespace boardtalk::go
