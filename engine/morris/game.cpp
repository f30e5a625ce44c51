#include "engine/morris/game.hpp"

#include <algorithm>

#include "engine/morris/movegen.hpp"
#include "engine/morris/notation.hpp"
#include "engine/morris/position_text.hpp"

namespace boardtalk::morris {

std::string describe(const Status& s, Colour to_move) {
    const Colour loser = s.outcome == Outcome::white_wins ? Colour::black : Colour::white;
    const std::string winner = s.outcome == Outcome::white_wins ? "white wins: " : "black wins: ";
    switch (s.reason) {
        case EndReason::none:
            return std::string(colour_name(to_move)) + " to move";
        case EndReason::fewer_than_three:
            return winner + colour_name(loser) + " has fewer than 3 men";
        case EndReason::no_legal_move:
            return winner + colour_name(loser) + " has no legal move";
        case EndReason::repetition:
            return "draw: threefold repetition";
        case EndReason::removal_limit:
            return "draw: too many moves without a removal";
    }
    return "?";
}

Game::Game(const Rules& rules) : Game(rules, start_position(rules)) {}

Game::Game(const Rules& rules, const Position& start) : rules_(rules) {
    history_.push_back(Entry{start, Turn{}});
}

Result<Game> Game::from_record(const GameRecord& record) {
    if (record.entries.empty()) return Error{"no positions"};
    Game game(record.rules, record.entries.front().position);
    for (std::size_t i = 1; i < record.entries.size(); ++i) {
        const RecordEntry& e = record.entries[i];
        if (!e.turn) return Error{e.where + ": no move leads to this position"};
        const std::string move = format_turn(*e.turn);
        if (auto err = game.play(*e.turn))
            return Error{e.where + ": illegal move " + move + ": " + *err};
        if (!(game.position() == e.position))
            return Error{e.where + ": the position is not the one move " + move + " leads to (" +
                         to_text(game.position(), record.rules) + ")"};
    }
    return game;
}

GameRecord Game::record() const {
    GameRecord r{rules_, {}};
    for (const Entry& e : history_) {
        std::optional<Turn> turn;
        if (!e.turn.is_null()) turn = e.turn;
        r.entries.push_back(RecordEntry{e.position, turn, {}});
    }
    return r;
}

std::vector<std::uint64_t> Game::keys() const {
    std::vector<std::uint64_t> out;
    for (const Entry& e : history_) out.push_back(e.position.key);
    return out;
}

Status Game::status() const {
    const Position& pos = position();
    const Colour us = pos.to_move;
    const Outcome they_win = us == Colour::white ? Outcome::black_wins : Outcome::white_wins;
    const Outcome we_win = us == Colour::white ? Outcome::white_wins : Outcome::black_wins;
    if (lost_by_material(pos, us)) return {they_win, EndReason::fewer_than_three};
    if (lost_by_material(pos, opponent(us))) return {we_win, EndReason::fewer_than_three};
    if (count_turns(pos, rules_) == 0) return {they_win, EndReason::no_legal_move};
    if (rules_.repetition_draw) {
        const auto same = std::count_if(history_.begin(), history_.end(),
                                        [&](const Entry& e) { return e.position.key == pos.key; });
        if (same >= 3) return {Outcome::draw, EndReason::repetition};
    }
    if (rules_.removal_limit > 0 && pos.clock >= rules_.removal_limit)
        return {Outcome::draw, EndReason::removal_limit};
    return {};
}

std::optional<std::string> Game::play(Turn turn) {
    if (over())
        return std::string("the game is over (") + describe(status(), position().to_move) + ")";
    if (auto err = check_turn(position(), rules_, turn)) return err;
    history_.push_back(Entry{apply_turn(position(), turn), turn});
    return std::nullopt;
}

bool Game::undo() {
    if (history_.size() <= 1) return false;
    history_.pop_back();
    return true;
}

std::vector<Turn> Game::legal_turns() const {
    if (over()) return {};
    TurnList list;
    generate_turns(position(), rules_, list);
    return {list.begin(), list.end()};
}

}  // namespace boardtalk::morris
