#pragma once
// What one `boardtalk go` session owns: the game, the dead-stone marks and the player.
#include <cstdint>
#include <memory>

#include "engine/go/game.hpp"
#include "engine/go/player.hpp"
#include "engine/go/score.hpp"

namespace boardtalk::go_adapter {

struct GoOptions {
    int boardsize = 19;
    std::string rules = "chinese";
    std::optional<double> komi;  // overrides the rules' komi
    std::uint64_t seed = 0;
};

struct GoState {
    go::Game game;
    go::DeadSet dead;  // stones marked dead for scoring (none until marked or estimated)
    std::unique_ptr<go::Player> player;

    // Builds the session from checked options; throws std::invalid_argument on bad ones.
    explicit GoState(const GoOptions& options);
    // (time control state)

    // (dead-stone marking state)

    // (cpu time and tool state)

    // After any change of the position the dead marks no longer apply.
    void position_changed() { dead.clear(); }
};

}  // namespace boardtalk::go_adapter
