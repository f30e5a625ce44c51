#include "games/common/turn_check.hpp"

#include "protocol/errors.hpp"

namespace boardtalk::adapters {

void require_turn(const std::string& prefix, const std::optional<std::string>& over, bool to_move) {
    if (over)
        throw protocol::CommandError(prefix + "the game is over" +
                                     (over->empty() ? "" : " (" + *over + ")"));
    if (!to_move) throw protocol::CommandError(prefix + "not your turn");
}

}  // namespace boardtalk::adapters
