#include "engine/go/last_good_reply.hpp"

namespace boardtalk::go {

void ReplyTable::clear() {
    for (auto& side : replies_) side.fill(pass);
}

void ReplyTable::learn(std::span<const Point> moves, Color first, Point previous, Color winner) {
    Color mover = first;
    for (Point move : moves) {
        if (previous != pass && move != pass) {
            Point& stored = replies_[player_index(mover)][previous];
            if (mover == winner)
                stored = move;
            else if (stored == move)
                stored = pass;
        }
        previous = move;
        mover = opponent(mover);
    }
}

}  // namespace boardtalk::go
