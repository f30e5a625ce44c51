// Dead stones and marking for scoring: the engine's estimate (playout ownership + Benson), the
// user's corrections, the board-state string, GoGui gfx views and KGS's cleanup genmove.

#include "engine/go/dead_stones.hpp"
#include "engine/go/marking.hpp"
#include "engine/go/notation.hpp"
#include "games/go/commands.hpp"
#include "games/go/go_types.hpp"

namespace boardtalk::go_adapter {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

namespace {

// GNU Go's answer for a stone command on an empty vertex.
constexpr const char* no_stone = "vertex must not be empty";

// The move kgs-genmove_cleanup plays: a capture of the opponent's dead stones while there are
// some, else genmove's move; all within c's time for this move (the estimate, when not made
// yet, gets at most half of it), charged to c's clock.
go::Point cleanup_genmove(GoState& s, go::Color c) {
    return s.think(c, true, [&s, c](const go::SearchLimits& limits) {
        go::SearchLimits half = limits;
        if (limits.time != nullptr)
            half.deadline = limits.time->now() + (limits.deadline - limits.time->now()) / 2;
        return go::cleanup_move(s.game, c, s.scoring.dead(s.game, half));
    });
}

}  // namespace

void register_scoring_commands(protocol::Registry& r, GoState& s) {
    using protocol::param;
    r.add({"mark_dead",
           {param(vertex_type(s))},
           "mark the stone dead, with its colour's stones reachable without crossing a live "
           "stone of the other colour",
           [&s](const Args& a, Context&) {
               if (!s.scoring.mark_dead(s.game, a.get<go::Point>(0))) throw CommandError(no_stone);
               return std::string();
           }});
    r.add({"mark_alive",
           {param(vertex_type(s))},
           "mark the stone alive again, with the stones mark_dead would reach",
           [&s](const Args& a, Context&) {
               if (!s.scoring.mark_alive(s.game, a.get<go::Point>(0))) throw CommandError(no_stone);
               return std::string();
           }});
    r.add({"clear_marks",
           {},
           "mark every stone alive (the estimate applies again after the next move)",
           [&s](const Args&, Context&) {
               s.scoring.clear(s.game);
               return std::string();
           }});
    r.add({"board_state",
           {},
           "one row per line from the top: . B W empty (nobody's, black's, white's), b w "
           "stones, c x dead stones",
           [&s](const Args&, Context&) {
               return go::board_state(s.game.board(), s.scoring.dead(s.game));
           }});
    r.add({"dead_stones_gfx", {}, "gfx: MARK the dead stones", [&s](const Args&, Context&) {
               const auto dead = s.scoring.dead(s.game).points();
               return dead.empty() ? std::string() : "MARK " + vertex_list(dead);
           }});
    r.add({"ownership_gfx",
           {},
           "gfx: INFLUENCE of every point from the playouts, -1 (white) .. 1 (black)",
           [&s](const Args&, Context&) {
               const auto& own = s.scoring.estimate(s.game).ownership;
               std::string out = "INFLUENCE";
               for (go::Point p : s.game.board().points())
                   out += ' ' + go::vertex_name(p) + ' ' + influence_value(own[p]);
               return out;
           }});
    r.add({"kgs-genmove_cleanup",
           {param(color_type())},
           "genmove that captures the opponent's dead stones before passing",
           [&s](const Args& a, Context&) {
               const auto c = a.get<go::Color>(0);
               const go::Point p = cleanup_genmove(s, c);
               s.game.play(c, p);
               return go::vertex_name(p);
           }});
}

}  // namespace boardtalk::go_adapter
