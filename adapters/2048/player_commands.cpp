// Commands that ask the expectimax player for moves.
#include "adapters/2048/commands.hpp"
#include "protocol/errors.hpp"

namespace boardtalk::g2048 {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

namespace {

// The player's choice for the current game; fails like `play` when play has stopped.
Direction choose(G2048State& s) {
    if (auto e = s.game.stopped()) throw CommandError(move_error_text(*e, Direction::left));
    const SearchResult r = s.searcher.search(s.game.grid());
    if (!r.best) throw CommandError("game over");
    return *r.best;
}

void add_genmoves(protocol::Registry& r, G2048State& s) {
    r.add({"genmove",
           {},
           "the engine plays a move and answers its direction",
           [&s](const Args&, Context&) {
               const Direction d = choose(s);
               s.game.play(d);
               return std::string(direction_name(d));
           }});
    r.add({"reg_genmove",
           {},
           "the direction the engine would play, without playing it",
           [&s](const Args&, Context&) { return std::string(direction_name(choose(s))); }});
}

void add_autoplay(protocol::Registry& r, G2048State& s) {
    r.add({"autoplay",
           {protocol::param(protocol::types::integer())},
           "the engine plays N moves or until play stops; answers moves, score, best tile, status",
           [&s](const Args& a, Context&) {
               const auto limit = a.get<std::uint32_t>(0);
               std::uint32_t played = 0;
               while (played < limit && !s.game.legal_moves().empty()) {
                   const SearchResult res = s.searcher.search(s.game.grid());
                   s.game.play(*res.best);
                   ++played;
               }
               return "moves " + std::to_string(played) + " score " +
                      std::to_string(s.game.score()) + " best " +
                      std::to_string(s.game.best_tile()) + " status " +
                      std::string(status_name(s.game.status()));
           }});
}

}  // namespace

void register_player_commands(protocol::Registry& r, G2048State& s) {
    add_genmoves(r, s);
    add_autoplay(r, s);
}

}  // namespace boardtalk::g2048
