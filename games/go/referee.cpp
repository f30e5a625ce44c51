// The Go referee: engine/go Game under the match's rules, scored with the dead-stone estimate.
#include <cmath>
#include <sstream>

#include "engine/go/dead_stones.hpp"
#include "engine/go/game.hpp"
#include "engine/go/handicap.hpp"
#include "engine/go/notation.hpp"
#include "engine/go/rules.hpp"
#include "engine/go/score.hpp"
#include "engine/go/sgf_writer.hpp"
#include "games/common/referee.hpp"
#include "games/go/go_main.hpp"
#include "games/go/go_types.hpp"

namespace boardtalk::match {

namespace {

class GoReferee : public Referee {
  public:
    GoReferee(const GameSettings& s, std::uint64_t seed)
        : settings_(s), seed_(seed), game_(s.boardsize, s.boardsize, rules_of(s)) {
        game_.set_komi(s.komi);
        if (s.handicap > 0) {
            // Validated with the options: the table has this size and count.
            const auto points = go::fixed_handicap_points(s.boardsize, s.boardsize, s.handicap);
            if (points) game_.set_handicap(*points);
        }
    }

    int players() const override { return 2; }
    std::string colour_name(int side) const override { return side == 0 ? "black" : "white"; }

    std::vector<std::string> setup_commands() const override {
        std::vector<std::string> out = {"boardsize " + std::to_string(settings_.boardsize),
                                        "clear_board", "komi " + komi_text()};
        if (settings_.handicap > 0)
            out.push_back("fixed_handicap " + std::to_string(settings_.handicap));
        if (settings_.time_settings) out.push_back("time_settings " + *settings_.time_settings);
        return out;
    }

    int to_move() const override { return game_.to_move() == go::Color::black ? 0 : 1; }
    bool over() const override { return game_.consecutive_passes() >= 2; }
    int moves_played() const override { return static_cast<int>(game_.history().size()); }
    std::string end_reason() const override { return "two passes"; }

    MoveCheck play(std::string_view move) override {
        const auto point = go::parse_vertex(move, game_.width(), game_.height());
        if (!point) return {MoveCheck::Verdict::unreadable, "", "not a vertex of this board"};
        const go::MoveResult r = game_.play(game_.to_move(), *point);
        if (r != go::MoveResult::ok)
            return {MoveCheck::Verdict::illegal, "", std::string(go::to_string(r))};
        return {MoveCheck::Verdict::ok, go::vertex_name(*point), ""};
    }

    RefereeOutcome outcome() const override {
        const go::Score s = go::score(game_, dead_stones());
        RefereeOutcome out;
        out.result = go::score_text(s);
        out.first_margin = s.margin();
        if (s.margin() != 0) out.winner_side = s.margin() > 0 ? 0 : 1;
        return out;
    }

    std::string record(const RecordInfo& info) const override {
        go::SgfWriteOptions o;
        o.application = "boardtalk-match";
        o.version = BOARDTALK_VERSION;
        o.result = info.result;
        o.extra = {{"PB", info.first_name}, {"PW", info.second_name}};
        if (!info.comment.empty()) o.extra.emplace_back("GC", info.comment);
        return go::write_sgf(game_, o) + "\n";
    }
    std::string record_extension() const override { return ".sgf"; }

  private:
    // Checked with the options; the tests' settings leave them at "chinese".
    static go::Rules rules_of(const GameSettings& s) {
        return go::Rules::parse(s.rules).value_or(go::Rules::chinese());
    }

    // The dead-stone estimate of the final position, deterministic for the game's seed.
    go::DeadSet dead_stones() const {
        go::EstimateOptions o;
        o.seed = seed_;
        return go::estimate_dead_stones(game_, game_.to_move(), o).dead;
    }

    std::string komi_text() const {
        std::string t = std::to_string(settings_.komi);
        while (t.size() > 1 && t.back() == '0') t.pop_back();
        if (!t.empty() && t.back() == '.') t.pop_back();
        return t;
    }

    GameSettings settings_;
    std::uint64_t seed_;
    go::Game game_;
};

void settle_go(const GameOptionText& o, GameSettings& s) {
    s.boardsize = o.boardsize == 0 ? go::default_size : o.boardsize;
    if (!go_adapter::board_size_fits(static_cast<std::uint32_t>(s.boardsize)))
        throw GameOptionError("--boardsize must be " + go_adapter::board_size_range() + " for go");
    auto rules = go::Rules::parse(o.rules);
    if (!rules) throw GameOptionError("--rules: unknown rules '" + o.rules + "'");
    s.komi = o.komi.value_or(7.5);
    if (go_adapter::komi_problem(s.komi, ""))
        throw GameOptionError("--komi must be a number within +-" +
                              std::to_string(static_cast<int>(go_adapter::max_komi)));
    rules->komi = s.komi;
    s.rules = rules->to_string();
    const int max = go::max_fixed_handicap(s.boardsize, s.boardsize);
    if (o.handicap != 0 && (o.handicap < 2 || o.handicap > max))
        throw GameOptionError("--handicap must be 0 or 2.." + std::to_string(max) + " on " +
                              std::to_string(s.boardsize) + "x" + std::to_string(s.boardsize));
    s.handicap = o.handicap;
    if (!o.time_settings.empty()) {
        std::istringstream in(o.time_settings);
        long main = -1, byo = -1, stones = -1;
        std::string rest;
        if (!(in >> main >> byo >> stones) || (in >> rest) || main < 0 || byo < 0 || stones < 0)
            throw GameOptionError(
                "--time-settings must be three integers \"M B S\" (main time, "
                "byo-yomi time, stones)");
        s.time_settings = o.time_settings;
    }
}

std::vector<InfoField> go_info(const GameSettings& s) {
    return {{"boardsize", s.boardsize},
            {"rules", s.rules},
            {"handicap", s.handicap},
            {"time_settings", s.time_settings.value_or("")}};
}

}  // namespace

RefereeGame go_referee_game() {
    return {.players = 2,
            .clock = ClockTalk::go_time_left,
            .final_scores = true,
            .options = {"boardsize", "komi", "rules", "handicap", "time-settings"},
            .settle = settle_go,
            .make = make_referee_as<GoReferee>,
            .seed_dependent = [](const GameSettings&) { return false; },
            .info = go_info};
}

}  // namespace boardtalk::match
