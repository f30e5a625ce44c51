// Commands that change the game: moves, undo, new games, size, seed, keep going.
#include "games/2048/arg_types.hpp"
#include "games/2048/commands.hpp"

namespace boardtalk::g2048 {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

namespace {

void add_play(protocol::Registry& r, G2048State& s) {
    r.add({"play",
           {protocol::param(direction_type())},
           "slide the tiles: up down left right, u d l r, or w a s (d is down)",
           [&s](const Args& a, Context&) {
               const auto d = a.get<Direction>(0);
               if (auto e = s.game.check_move(d)) throw CommandError(move_error_text(*e, d));
               s.game.play(d);
               return std::string();
           }});
}

void add_undo(protocol::Registry& r, G2048State& s) {
    r.add({"undo", {}, "take back the last move and its spawned tile", [&s](const Args&, Context&) {
               if (!s.game.undo()) throw CommandError("cannot undo");
               return std::string();
           }});
}

void add_new_games(protocol::Registry& r, G2048State& s) {
    r.add({"clear_board",
           {},
           "start a new game with the session's seed (the same seed gives the same game)",
           [&s](const Args&, Context&) {
               s.new_game(s.game.size(), s.seed);
               return std::string();
           }});
    r.add({"new_game",
           {protocol::optional_param(seed_type())},
           "start a new game, with SEED if given (it becomes the session's seed)",
           [&s](const Args& a, Context&) {
               s.new_game(s.game.size(), a.opt<std::uint64_t>(0).value_or(s.seed));
               return std::string();
           }});
    r.add({"set_seed",
           {protocol::param(seed_type())},
           "the seed of the next clear_board; the current game keeps its own",
           [&s](const Args& a, Context&) {
               s.seed = a.get<std::uint64_t>(0);
               return std::string();
           }});
}

void add_boardsize(protocol::Registry& r, G2048State& s) {
    r.add({"boardsize",
           {protocol::param(protocol::types::integer())},
           "play on an N x N board, 3 <= N <= 8, starting a new game",
           [&s](const Args& a, Context&) {
               const auto n = a.get<std::uint32_t>(0);
               if (!board_size_fits(n)) throw CommandError("unacceptable size");
               s.new_game(static_cast<int>(n), s.seed);
               return std::string();
           }});
}

void add_keep_going(protocol::Registry& r, G2048State& s) {
    r.add({"keep_going", {}, "after reaching 2048, go on playing", [&s](const Args&, Context&) {
               if (!s.game.continue_after_win()) throw CommandError("2048 not reached");
               return std::string();
           }});
}

}  // namespace

void register_game_commands(protocol::Registry& r, G2048State& s) {
    add_play(r, s);
    add_undo(r, s);
    add_new_games(r, s);
    add_boardsize(r, s);
    add_keep_going(r, s);
}

}  // namespace boardtalk::g2048
