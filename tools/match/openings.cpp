#include "tools/match/openings.hpp"

#include <sstream>
#include <stdexcept>

#include "protocol/errors.hpp"
#include "protocol/files.hpp"
#include "tools/match/referee_lookup.hpp"

namespace boardtalk::match {

const Opening& Openings::for_game(int index) const {
    static const Opening none;
    if (list.empty()) return none;
    return list[static_cast<std::size_t>(index / 2) % list.size()];
}

Openings read_openings(const std::string& path) {
    Openings out;
    out.path = path;
    std::string text;
    try {
        text = protocol::read_whole_file(path, std::size_t{16} << 20);
    } catch (const protocol::CommandError& e) {
        throw std::runtime_error(std::string("openings: ") + e.what());
    }
    std::istringstream in(text);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        std::istringstream words(line);
        Opening moves;
        for (std::string w; words >> w;) {
            // A Morris removal may follow as its own token ("d6 xb4"): keep it with its move.
            if (!moves.empty() && (w.starts_with('x') || w.starts_with('X')))
                moves.back() += " " + w;
            else
                moves.push_back(w);
        }
        if (moves.empty() || moves.front().starts_with('#')) continue;
        out.list.push_back(std::move(moves));
        out.lines.push_back(number);
    }
    if (out.list.empty()) throw std::runtime_error("openings " + path + ": no opening in the file");
    return out;
}

namespace {

void check_one(const Openings& o, std::size_t which, Referee& referee) {
    const auto where = "openings " + o.path + " line " + std::to_string(o.lines[which]) + ": ";
    const Opening& moves = o.list[which];
    for (std::size_t k = 0; k < moves.size(); ++k) {
        if (referee.over())
            throw std::runtime_error(where + "the game is over before move " +
                                     std::to_string(k + 1));
        const MoveCheck c = referee.play(moves[k]);
        if (c.verdict != MoveCheck::Verdict::ok)
            throw std::runtime_error(
                where + "move " + std::to_string(k + 1) + " '" + moves[k] + "' is " +
                (c.verdict == MoveCheck::Verdict::illegal ? "illegal: " : "not a move: ") +
                c.detail);
        referee.after_move_commands();
    }
    if (referee.over()) throw std::runtime_error(where + "the opening ends the game");
}

}  // namespace

void check_openings(const Openings& openings, const GameSettings& settings, std::uint64_t base_seed,
                    const std::vector<int>& indices, int games_per_pairing) {
    if (openings.list.empty()) return;
    // DVONN random setups and 2048 spawns depend on the game's seed: check every game then.
    const bool seed_dependent = find_referee_game(settings.game)->seed_dependent(settings);
    std::vector<bool> checked(openings.list.size(), false);
    for (int index : indices) {
        const int in_pairing = games_per_pairing > 0 ? index % games_per_pairing : index;
        const std::size_t which = static_cast<std::size_t>(in_pairing / 2) % openings.list.size();
        if (checked[which] && !seed_dependent) continue;
        checked[which] = true;
        auto referee = make_referee(settings, base_seed + static_cast<std::uint64_t>(index));
        check_one(openings, which, *referee);
    }
}

}  // namespace boardtalk::match
