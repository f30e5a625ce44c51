#pragma once
// The policy network's prior (`boardtalk go --policy FILE`): once a node of the tree has been
// visited often enough, the network reads its position and every child gets `weight` more
// virtual playouts, won in the proportion of the network's probability of its move to the
// likeliest move's (as the move ratings' prior, mcts_priors.hpp). Late, so that the network runs
// for the nodes the search comes back to, not for every leaf it expands once.
#include <memory>
#include <span>
#include <vector>

#include "engine/go/fast_board.hpp"
#include "engine/go/game.hpp"
#include "engine/go/mcts_node.hpp"
#include "engine/go/policy_network.hpp"

namespace boardtalk::go {

// One search thread's evaluator: the network and the buffers it evaluates with.
class PolicyPrior {
  public:
    explicit PolicyPrior(std::shared_ptr<const PolicyNetwork> network)
        : network_(std::move(network)) {}

    // The network's probability of each child's move at `board` (its position, the chooser to
    // move), among the children's moves but pass (pass gets 0); in children's order. Reads
    // only the children's moves (which never change once made).
    const std::vector<float>& probabilities(const FastBoard& board,
                                            std::span<const MctsNode> children);

    const PolicyNetwork& network() const { return *network_; }

  private:
    std::shared_ptr<const PolicyNetwork> network_;
    PolicyScratch scratch_;
    std::vector<float> planes_, logits_, probabilities_;
};

// The network's probability of each point for `to_move` in `game`'s position, among the moves
// the search would consider at the root (empty, legal by the game's rules, not an own eye), 0
// elsewhere; row by row (y * width + x). What `policy_gfx` shows.
std::vector<float> policy_map(const PolicyNetwork& network, const Game& game, Color to_move);

}  // namespace boardtalk::go
