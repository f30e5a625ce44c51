#include "games/dvonn/codecup_session.hpp"

#include <spdlog/spdlog.h>

#include <chrono>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <utility>

#include "engine/dvonn/notation.hpp"

namespace boardtalk::dvonn {

namespace {

// The next non-blank line, trimmed; nullopt at the end of input or at "Quit".
std::optional<std::string> next_line(std::istream& in) {
    std::string line;
    while (std::getline(in, line)) {
        const auto first = line.find_first_not_of(" \t\r");
        if (first == std::string::npos) continue;
        const auto last = line.find_last_not_of(" \t\r");
        line = line.substr(first, last - first + 1);
        if (line == "Quit") return std::nullopt;
        return line;
    }
    return std::nullopt;
}

// Plays the opponent's move `line`; the reason it cannot, or nullopt.
std::optional<std::string> play_theirs(Game& game, const std::string& line) {
    const auto move = parse_move(line);
    if (!move) return move.error();
    return game.play(*move);
}

}  // namespace

int serve_codecup(DvonnState& state, std::istream& in, std::ostream& out) {
    Game& game = state.game;
    auto first = next_line(in);
    if (!first) return 0;
    const Colour me = *first == "Start" ? Colour::white : Colour::black;
    spdlog::info("codecup: playing {}", me == Colour::white ? "white" : "black");
    // A line read but not played yet: Black's first line is White's first move.
    std::optional<std::string> pending;
    if (me == Colour::black) pending = first;
    auto turn_began = std::chrono::steady_clock::now();
    while (true) {
        if (!game.over() && game.position().board.to_move == me) {
            const Move move = choose_move(state, turn_began).best;
            if (auto err = game.play(move)) {
                spdlog::error("codecup: internal error: {}", *err);
                return 1;
            }
            out << to_codecup(format_move(move)) << std::endl;
            turn_began = std::chrono::steady_clock::now();  // White's second move in a row
            continue;
        }
        const auto line = pending ? std::exchange(pending, std::nullopt) : next_line(in);
        turn_began = std::chrono::steady_clock::now();
        if (!line) return 0;
        if (game.over()) {
            spdlog::error("codecup: '{}' after the end of the game", *line);
            return 1;
        }
        if (auto err = play_theirs(game, *line)) {
            spdlog::error("codecup: the opponent's move '{}' is illegal: {}", *line, *err);
            return 1;
        }
    }
}

}  // namespace boardtalk::dvonn
