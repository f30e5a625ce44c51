// The policy network in the search (engine/go/policy_priors.hpp): the network's likeliest moves
// get the prior's wins once a node has --policy-visits playouts, and the encoder shows the
// network what it was trained on (engine/go/policy_planes.hpp).
#include <catch2/catch.hpp>

#include <vector>

#include "engine/go/mcts_search.hpp"
#include "engine/go/policy_planes.hpp"
#include "tests/go/policy/policy_bytes.hpp"

using namespace boardtalk::go;

namespace {

constexpr int ones_plane = policy_plane_count - 1;

// One 3x3 layer of one channel that counts the board's points around a point (the all-ones
// plane under the kernel, the padding outside): 9 minus that count is 5 in a corner, 3 on an
// edge, 0 inside. The head triples it: corners are the network's likeliest moves by far.
std::shared_ptr<const PolicyNetwork> corner_network() {
    std::vector<float> floats(std::size_t(policy_plane_count * 9), 0.0f);
    for (int tap = 0; tap < 9; ++tap) floats[std::size_t(ones_plane * 9 + tap)] = -1;
    floats.push_back(9);  // the layer's bias
    floats.push_back(3);  // the head's weight
    floats.push_back(0);  // and bias
    auto net = PolicyNetwork::parse(boardtalk::test::policy_file(
        policy_plane_count, 1, 1, boardtalk::test::float_bytes(floats)));
    REQUIRE(net);
    return std::make_shared<const PolicyNetwork>(std::move(*net));
}

// The search's first move on the empty board with the network weighed by `prior` virtual
// playouts and the selection's `bonus`.
Point best_opening_move(std::shared_ptr<const PolicyNetwork> network, int policy_visits,
                        int threads = 1, float prior = 1000, double bonus = 0) {
    SearchParams params;
    params.seed = 3;
    params.threads = threads;
    params.policy_network = std::move(network);
    params.policy_visits = policy_visits;
    params.priors.policy = prior;
    params.policy_bonus = bonus;
    MctsSearch search(params);
    Game game(9, 9, Rules::chinese());
    search.set_root(game, Color::black);
    SearchLimits limits;
    limits.max_playouts = 400;
    search.run(limits);
    const auto best = search.best(false);
    REQUIRE(best);
    return best->move;
}

bool is_corner(Point p) {
    return (x_of(p) == 0 || x_of(p) == 8) && (y_of(p) == 0 || y_of(p) == 8);
}

}  // namespace

TEST_CASE("policy prior: the network's likeliest moves lead the search", "[go][policy][threads]") {
    // Without a network no search opens in a corner; with one that likes corners, it does.
    CHECK(!is_corner(best_opening_move(nullptr, 1)));
    CHECK(is_corner(best_opening_move(corner_network(), 1)));
    // The prior comes only once a node has --policy-visits playouts: never within 400.
    CHECK(!is_corner(best_opening_move(corner_network(), 100000)));
    // Two threads sharing the tree (each with its own evaluator; run under TSan in CI).
    CHECK(is_corner(best_opening_move(corner_network(), 1, 2)));
}

TEST_CASE("policy bonus: the network's likeliest moves are explored first", "[go][policy]") {
    // With no prior playouts, only the selection's bonus (--policy-bonus) carries the network:
    // off, the search does not open in a corner; on, it does, once the root has its network.
    CHECK(!is_corner(best_opening_move(corner_network(), 1, 1, 0, 0)));
    CHECK(is_corner(best_opening_move(corner_network(), 1, 1, 0, 5)));
    CHECK(!is_corner(best_opening_move(corner_network(), 100000, 1, 0, 5)));
    CHECK(is_corner(best_opening_move(corner_network(), 1, 2, 0, 5)));
}

TEST_CASE("policy planes: stones, liberties, the last moves and the candidates", "[go][policy]") {
    // Black E5 and D5; White F5 in atari-free contact; White to move.
    FastBoard board(9, 9);
    board.play(point(4, 4));
    board.play(point(5, 4));
    board.play(point(3, 4));
    std::vector<float> planes(std::size_t(policy_plane_count * 81));
    encode_policy_planes(board, planes);
    auto at = [&](int plane, int x, int y) { return planes[std::size_t(plane * 81 + y * 9 + x)]; };
    // White (to move) sees its F5 as its own stone with 3+ liberties, Black's two as the
    // opponent's chain of 6 liberties.
    CHECK(at(0, 5, 4) == 1);
    CHECK(at(5, 5, 4) == 1);
    CHECK(at(1, 4, 4) == 1);
    CHECK(at(1, 3, 4) == 1);
    CHECK(at(8, 3, 4) == 1);
    CHECK(at(2, 4, 4) == 0);
    CHECK(at(2, 0, 0) == 1);
    // The last move D5, the one before F5.
    CHECK(at(9, 3, 4) == 1);
    CHECK(at(10, 5, 4) == 1);
    CHECK(at(9, 5, 4) == 0);
    // Every empty point is a candidate here, no stone is a candidate; ones everywhere.
    CHECK(at(11, 0, 0) == 1);
    CHECK(at(11, 4, 4) == 0);
    for (int i = 0; i < 81; ++i) CHECK(planes[std::size_t(ones_plane * 81 + i)] == 1);
}
