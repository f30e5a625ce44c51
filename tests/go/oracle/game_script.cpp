#include "tests/go/oracle/game_script.hpp"

#include <optional>
#include <random>

#include "engine/go/game.hpp"
#include "engine/go/notation.hpp"

namespace boardtalk::go_oracle {

namespace {

using Rng = std::mt19937_64;

std::string colour_word(go::Color c) {
    return c == go::Color::black ? "black" : "white";
}

Exchange expect_ok(std::string command, std::string text = {}) {
    return {std::move(command), true, std::move(text)};
}

template <typename T>
T pick(const std::vector<T>& items, Rng& rng) {
    return items[std::uniform_int_distribution<std::size_t>(0, items.size() - 1)(rng)];
}

// An attempt at a point the rules forbid when there is one (ko, suicide), else at any point.
go::Point probe(const go::Game& g, go::Color c, Rng& rng) {
    std::vector<go::Point> forbidden;
    for (go::Point p : g.board().points())
        if (g.board().at(p) == go::Color::empty && !g.is_legal(c, p)) forbidden.push_back(p);
    if (!forbidden.empty() && std::bernoulli_distribution(0.7)(rng)) return pick(forbidden, rng);
    const auto all = g.board().points();
    return pick(std::vector<go::Point>(all.begin(), all.end()), rng);
}

// The point c may not take back now because of the ko rule, if any.
std::optional<go::Point> ko_point(const go::Game& g, go::Color c) {
    for (go::Point p : g.board().points())
        if (g.check(c, p) == go::MoveResult::ko) return p;
    return std::nullopt;
}

go::Point choose_attempt(const go::Game& g, go::Color c, const ScriptOptions& o, Rng& rng) {
    // Random play rarely meets a ko twice: try the forbidden retake often when there is one.
    if (auto ko = ko_point(g, c); ko && std::bernoulli_distribution(o.ko_retake_rate)(rng))
        return *ko;
    const double r = std::uniform_real_distribution<double>(0, 1)(rng);
    if (r < o.pass_rate) return go::pass;
    if (r < o.pass_rate + o.probe_rate) return probe(g, c, rng);
    std::vector<go::Point> candidates;
    for (go::Point p : g.legal_moves(c))
        if (!g.board().is_own_eye(c, p)) candidates.push_back(p);
    return candidates.empty() ? go::pass : pick(candidates, rng);
}

Attempt classify(go::MoveResult r) {
    switch (r) {
        case go::MoveResult::ok:
            return Attempt::legal;
        case go::MoveResult::occupied:
            return Attempt::occupied;
        case go::MoveResult::suicide:
            return Attempt::suicide;
        default:
            return Attempt::ko;
    }
}

// is_legal for the colour to move on every point of the board.
void add_sweep(const go::Game& g, std::vector<Exchange>& batch, GameScript& script) {
    const go::Color c = g.to_move();
    for (go::Point p : g.board().points()) {
        const bool legal = g.is_legal(c, p);
        if (!legal && g.board().at(p) == go::Color::empty) ++script.illegal_points_swept;
        batch.push_back(
            expect_ok("is_legal " + colour_word(c) + ' ' + go::vertex_name(p), legal ? "1" : "0"));
    }
}

void add_final_checks(const go::Game& g, std::vector<Exchange>& batch) {
    for (go::Color c : {go::Color::black, go::Color::white}) {
        std::string stones;
        for (go::Point p : g.stones(c)) stones += (stones.empty() ? "" : " ") + go::vertex_name(p);
        Exchange list = expect_ok("list_stones " + colour_word(c), stones);
        list.as_set = true;
        batch.push_back(list);
        batch.push_back(expect_ok("captures " + colour_word(c), std::to_string(g.captures(c))));
    }
}

}  // namespace

GameScript script_random_game(const ScriptOptions& o, std::uint64_t seed) {
    Rng rng(seed);
    go::Game g(o.size, o.size, go::Rules::simple());
    GameScript script;
    std::vector<Exchange> batch{expect_ok("boardsize " + std::to_string(o.size)),
                                expect_ok("clear_board")};
    go::Color c = go::Color::black;
    while (script.moves < o.max_moves && g.consecutive_passes() < 2) {
        const go::Point p = choose_attempt(g, c, o, rng);
        const go::MoveResult verdict = g.check(c, p);
        ++script.attempts[static_cast<int>(classify(verdict))];
        Exchange play =
            verdict == go::MoveResult::ok ? expect_ok({}) : Exchange{{}, false, "illegal move"};
        play.command = "play " + colour_word(c) + ' ' + go::vertex_name(p);
        play.is_attempt = true;
        batch.push_back(play);
        if (verdict != go::MoveResult::ok) continue;  // the same colour tries again
        g.play(c, p);
        c = go::opponent(c);
        if (++script.moves % o.sweep_every != 0) continue;
        add_sweep(g, batch, script);
        if (batch.size() >= o.batch_size) {
            script.batches.push_back(std::move(batch));
            batch.clear();
        }
    }
    add_sweep(g, batch, script);
    add_final_checks(g, batch);
    script.batches.push_back(std::move(batch));
    return script;
}

}  // namespace boardtalk::go_oracle
