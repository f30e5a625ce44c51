// What GUIs and tournament tools use besides plain GTP: GoGui's analyze list, move sequences
// and setup, KataGo's rectangular boards, CPU time and gomill's engine descriptions.
#include <fmt/format.h>

#include <algorithm>
#include <ctime>
#include <vector>

#include "engine/go/notation.hpp"
#include "engine/go/policy_priors.hpp"
#include "games/go/commands.hpp"
#include "games/go/go_types.hpp"

namespace boardtalk::go_adapter {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;
using protocol::SyntaxError;

namespace {

struct AnalyzeCommand {
    const char* type;
    const char* label;
    const char* command;  // the command name, then GoGui's wildcards (%m colour to move, %p point)
};

// What GoGui can show; a line is listed only when the registry holds its command.
constexpr AnalyzeCommand analyze_commands[] = {
    {"string", "Board state", "board_state"},
    {"gfx", "Dead stones", "dead_stones_gfx"},
    {"gfx", "Ownership", "ownership_gfx"},
    {"gfx", "Policy network", "policy_gfx"},
    {"plist", "Legal moves", "all_legal %m"},
    {"none", "Mark dead", "mark_dead %p"},
    {"none", "Mark alive", "mark_alive %p"},
    {"none", "Clear marks", "clear_marks"},
    {"plist", "Dead stones list", "final_status_list dead"},
    {"string", "Final score", "final_score"},
    {"string", "Rules", "kata-get-rules"},
    {"string", "Describe engine", "gomill-describe_engine"},
    {"string", "Explain last move", "gomill-explain_last_move"},
    {"string", "CPU time", "cputime"},
};

std::string analyze_list(const protocol::Registry& r) {
    std::string out;
    for (const auto& c : analyze_commands) {
        const std::string_view command = c.command;
        if (!r.find(command.substr(0, command.find(' ')))) continue;
        out += fmt::format("{}/{}/{}\n", c.type, c.label, c.command);
    }
    return out;
}

// GoGui's picture of the policy network's probabilities for the side to move: every move of
// 0.5% or more shaded by its share of the likeliest (INFLUENCE), those of 1% or more labelled
// with their percent (LABEL), and the likeliest named (TEXT).
std::string policy_gfx(const GoState& s) {
    if (!s.policy_network) throw CommandError("no policy network (--policy none)");
    const go::Color c = s.game.to_move();
    const std::vector<float> p = go::policy_map(*s.policy_network, s.game, c);
    const int w = s.game.width();
    const auto best = std::max_element(p.begin(), p.end());
    if (*best <= 0) return "TEXT policy network: no move to weigh";
    std::string influence = "INFLUENCE", label = "LABEL";
    for (std::size_t i = 0; i < p.size(); ++i) {
        const std::string v = go::vertex_name(go::row_major_point(int(i), w));
        if (p[i] >= 0.005f) influence += ' ' + v + ' ' + influence_value(p[i] / *best);
        if (p[i] >= 0.01f) label += fmt::format(" {} {:.0f}", v, 100 * p[i]);
    }
    const auto at = std::size_t(best - p.begin());
    return fmt::format("{}\n{}\nTEXT policy network, {} to move: {} {:.1f}%", influence, label,
                       color_name(c), go::vertex_name(go::row_major_point(int(at), w)),
                       100 * *best);
}

// `c v c v ...` as moves, or SyntaxError naming the first bad token.
std::vector<go::Move> move_pairs(const GoState& s, const Args& a) {
    const auto& tokens = a.raw();
    if (tokens.size() % 2 != 0) throw SyntaxError("expected color vertex pairs");
    const auto color = color_type();
    const auto vertex = vertex_type(s);
    std::vector<go::Move> moves;
    for (std::size_t i = 0; i < tokens.size(); i += 2) {
        const auto c = color.parse(tokens[i]);
        if (!c) throw SyntaxError(protocol::invalid_text(color.name, tokens[i], c.error()));
        const auto p = vertex.parse(tokens[i + 1]);
        if (!p) throw SyntaxError(protocol::invalid_text(vertex.name, tokens[i + 1], p.error()));
        moves.push_back({*c, *p});
    }
    return moves;
}

// Plays every move on a copy and keeps it only when all were legal.
void play_sequence(GoState& s, const std::vector<go::Move>& moves) {
    go::Game trial = s.game;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const go::MoveResult r = trial.play(moves[i].color, moves[i].point);
        if (r != go::MoveResult::ok)
            throw CommandError(fmt::format(
                "illegal move: {} {}: {} (move {} of {})", color_name(moves[i].color),
                go::vertex_name(moves[i].point), go::to_string(r), i + 1, moves.size()));
    }
    s.game = std::move(trial);
}

void setup_stones(GoState& s, const std::vector<go::Move>& stones) {
    for (const auto& m : stones)
        if (m.point == go::pass) throw CommandError("invalid setup: pass");
    switch (s.game.set_setup(stones, go::Color::black)) {
        case go::SetupResult::ok:
            return;
        case go::SetupResult::board_not_empty:
            throw CommandError("board not empty");
        case go::SetupResult::invalid_points:
            throw CommandError("invalid setup: a repeated point or a stone without liberty");
    }
}

// The setup (handicap included) again with c to move; only before the first move.
void set_first_player(GoState& s, go::Color c) {
    if (!s.game.history().empty()) throw CommandError("moves already played");
    if (s.game.to_move() == c) return;
    const std::vector<go::Move> stones = s.game.setup();
    s.game.clear();
    s.game.set_setup(stones, c);  // cannot fail: these stones stood on this board already
}

// Seconds of CPU used by the whole process (every session in it), user and system.
double process_cpu_seconds() {
    timespec t{};
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) != 0) return 0;
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

std::string describe_engine(const GoState& s) {
    const auto& t = s.clocks.settings();
    return fmt::format(
        "boardtalk {}: a Go engine speaking GTP v2\n"
        "player: {}\n"
        "rules: {}\n"
        "board: {}x{}\n"
        "time: {}, {} s per move without a limit",
        BOARDTALK_VERSION, s.player->name(), s.game.rules().to_string(), s.game.width(),
        s.game.height(), t.to_string(), s.time_policy.default_move_time);
}

std::string resize(GoState& s, std::uint32_t width, std::uint32_t height) {
    if (width < go::min_size || width > go::max_size || height < go::min_size ||
        height > go::max_size || !s.game.resize(int(width), int(height)))
        throw CommandError("unacceptable size");
    return std::string();
}

}  // namespace

void register_gui_commands(protocol::Registry& r, GoState& s) {
    using protocol::param;
    using protocol::rest_param;
    namespace types = protocol::types;
    r.add({"rectangular_boardsize",
           {param(types::integer()), param(types::integer())},
           "new empty board, width and height 2..25",
           [&s](const Args& a, Context&) {
               return resize(s, a.get<std::uint32_t>(0), a.get<std::uint32_t>(1));
           }});
    r.add({"gogui-analyze_commands",
           {},
           "GoGui's analyze commands: type/label/command per line",
           [&r](const Args&, Context&) { return analyze_list(r); }});
    r.add({"gogui-play_sequence",
           {rest_param(types::string())},
           "play color vertex pairs, all or nothing",
           [&s](const Args& a, Context&) {
               play_sequence(s, move_pairs(s, a));
               return std::string();
           }});
    r.add({"gogui-setup",
           {rest_param(types::string())},
           "place color vertex pairs as setup stones on an empty board",
           [&s](const Args& a, Context&) {
               setup_stones(s, move_pairs(s, a));
               return std::string();
           }});
    r.add({"gogui-setup_player",
           {param(color_type())},
           "the color to move after the setup",
           [&s](const Args& a, Context&) {
               set_first_player(s, a.get<go::Color>(0));
               return std::string();
           }});
    for (const char* name : {"cputime", "gomill-cpu_time"})
        r.add(
            {name, {}, "seconds of CPU time used by the engine process", [](const Args&, Context&) {
                 return fmt::format("{:.3f}", process_cpu_seconds());
             }});
    r.add({"gomill-describe_engine",
           {},
           "name, player, rules and time settings",
           [&s](const Args&, Context&) { return describe_engine(s); }});
    r.add({"policy_gfx",
           {},
           "gfx: the policy network's probability of each move for the side to move",
           [&s](const Args&, Context&) { return policy_gfx(s); }});
    r.add({"gomill-explain_last_move",
           {},
           "about the last generated move (empty if none)",
           [&s](const Args&, Context&) { return s.last_explanation; }});
}

}  // namespace boardtalk::go_adapter
