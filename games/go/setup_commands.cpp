// Board size, komi and handicap.
#include <fmt/format.h>

#include "engine/go/handicap.hpp"
#include "games/go/commands.hpp"
#include "games/go/go_types.hpp"

namespace boardtalk::go_adapter {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

namespace {

bool board_is_empty(const go::Game& g) {
    return g.history().empty() && g.setup().empty() &&
           g.board().stone_count(go::Color::black) == 0 &&
           g.board().stone_count(go::Color::white) == 0;
}

// Places `points` as handicap; the caller has checked the board is empty.
std::string place_handicap(GoState& s, const std::vector<go::Point>& points) {
    if (s.game.set_handicap(points) != go::SetupResult::ok) throw CommandError("bad vertex list");
    return vertex_list(points);
}

}  // namespace

void register_setup_commands(protocol::Registry& r, GoState& s) {
    using protocol::param;
    using protocol::rest_param;
    namespace types = protocol::types;
    r.add({"boardsize",
           {param(types::integer()), protocol::optional_param(types::integer())},
           "new empty board of that size (2..25), or of width and height",
           [&s](const Args& a, Context&) {
               const auto w = a.get<std::uint32_t>(0);
               const auto h = a.opt<std::uint32_t>(1).value_or(w);
               if (!board_size_fits(w) || !board_size_fits(h) || !s.game.resize(int(w), int(h)))
                   throw CommandError("unacceptable size");
               return std::string();
           }});
    r.add({"clear_board", {}, "empty the board; komi stays", [&s](const Args&, Context&) {
               s.game.clear();
               return std::string();
           }});
    r.add({"komi", {param(types::real())}, "set komi (-1000..1000)", [&s](const Args& a, Context&) {
               const double komi = a.get<double>(0);
               if (auto problem = komi_problem(komi, a.raw()[0]))
                   throw protocol::SyntaxError(*problem);
               s.game.set_komi(komi);
               return std::string();
           }});
    r.add({"get_komi", {}, "the current komi", [&s](const Args&, Context&) {
               return fmt::format("{}", s.game.komi());
           }});
    r.add({"fixed_handicap",
           {param(types::integer())},
           "place n handicap stones from the table",
           [&s](const Args& a, Context&) {
               if (!board_is_empty(s.game)) throw CommandError("board not empty");
               auto points = go::fixed_handicap_points(s.game.width(), s.game.height(),
                                                       int(a.get<std::uint32_t>(0)));
               if (!points) throw CommandError("invalid number of stones");
               return place_handicap(s, *points);
           }});
    r.add({"place_free_handicap",
           {param(types::integer())},
           "the engine places n handicap stones",
           [&s](const Args& a, Context&) {
               if (!board_is_empty(s.game)) throw CommandError("board not empty");
               const auto n = a.get<std::uint32_t>(0);
               auto points =
                   n > 1000 ? std::nullopt
                            : go::free_handicap_points(s.game.width(), s.game.height(), int(n));
               if (!points) throw CommandError("invalid number of stones");
               return place_handicap(s, *points);
           }});
    r.add({"set_free_handicap",
           {rest_param(vertex_type(s))},
           "place handicap stones at these vertices (all or nothing)",
           [&s](const Args& a, Context&) {
               if (!board_is_empty(s.game)) throw CommandError("board not empty");
               place_handicap(s, a.rest<go::Point>(0));
               return std::string();
           }});
}

}  // namespace boardtalk::go_adapter
