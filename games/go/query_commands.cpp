// Looking at the game: board, stones, captures, history, score.
#include <algorithm>

#include "engine/go/notation.hpp"
#include "games/go/commands.hpp"
#include "games/go/go_types.hpp"

namespace boardtalk::go_adapter {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

namespace {

enum class Status { alive, dead, seki };

protocol::ArgType<Status> status_type() {
    return protocol::keyword_type<Status>(
        "status", {{"alive", Status::alive}, {"dead", Status::dead}, {"seki", Status::seki}});
}

// The chains with the wanted status, one per line (GNU Go's final_status_list layout): dead
// and seki as ScoringMarks says (the user's marks, else the estimate), alive the rest.
std::string chains_with_status(GoState& s, Status wanted) {
    const go::Board& b = s.game.board();
    const go::DeadSet& dead = s.scoring.dead(s.game);
    const go::PointSet seki = s.scoring.seki(s.game);
    std::vector<bool> seen(go::array_size, false);
    std::string out;
    for (go::Point p : b.points()) {
        if (seen[p] || !go::is_player(b.at(p))) continue;
        auto chain = b.chain(p);
        for (go::Point q : chain) seen[q] = true;
        const Status status = dead.contains(p) ? Status::dead
                              : seki.test(p)   ? Status::seki
                                               : Status::alive;
        if (status != wanted) continue;
        std::sort(chain.begin(), chain.end());
        out += vertex_list(chain) + '\n';
    }
    return out;
}

std::string history_line(const go::Move& m) {
    return color_name(m.color) + ' ' + go::vertex_name(m.point);
}

}  // namespace

void register_query_commands(protocol::Registry& r, GoState& s) {
    using protocol::param;
    r.add({"showboard", {}, "the board as a diagram", [&s](const Args&, Context&) {
               return '\n' + go::board_diagram(s.game);
           }});
    r.add({"list_stones",
           {param(color_type())},
           "the vertices holding stones of the color",
           [&s](const Args& a, Context&) {
               return vertex_list(s.game.stones(a.get<go::Color>(0)));
           }});
    r.add({"captures",
           {param(color_type())},
           "how many stones the color has captured",
           [&s](const Args& a, Context&) {
               return std::to_string(s.game.captures(a.get<go::Color>(0)));
           }});
    r.add({"last_move", {}, "color and vertex of the last move", [&s](const Args&, Context&) {
               auto m = s.game.last_move();
               if (!m) throw CommandError("no previous move known");
               return history_line(*m);
           }});
    r.add({"move_history", {}, "the moves played, newest first", [&s](const Args&, Context&) {
               std::string out;
               const auto& h = s.game.history();
               for (auto it = h.rbegin(); it != h.rend(); ++it) out += history_line(*it) + '\n';
               return out;
           }});
    r.add({"final_score",
           {},
           "the score under the current rules, e.g. B+3.5, without the dead stones",
           [&s](const Args&, Context&) {
               return go::score_text(go::score(s.game, s.scoring.dead(s.game)));
           }});
    r.add({"final_status_list",
           {param(status_type())},
           "the chains that are alive, dead or in seki, one per line",
           [&s](const Args& a, Context&) { return chains_with_status(s, a.get<Status>(0)); }});
}

}  // namespace boardtalk::go_adapter
