#include "tools/match/tournament.hpp"

namespace boardtalk::match {

std::string_view tournament_name(TournamentKind kind) {
    switch (kind) {
        case TournamentKind::round_robin:
            return "round-robin";
        case TournamentKind::gauntlet:
            return "gauntlet";
        case TournamentKind::match:
            break;
    }
    return "match";
}

std::optional<TournamentKind> tournament_from_name(std::string_view name) {
    for (auto kind : {TournamentKind::match, TournamentKind::round_robin, TournamentKind::gauntlet})
        if (tournament_name(kind) == name) return kind;
    return std::nullopt;
}

ScheduledGame Schedule::at(int index) const {
    if (games_per_pairing <= 0) return {};
    return {static_cast<std::size_t>(index / games_per_pairing), index % games_per_pairing};
}

std::vector<Pairing> make_pairings(TournamentKind kind, std::size_t engines) {
    std::vector<Pairing> out;
    if (kind == TournamentKind::match && engines == 1) return {Pairing{0, 0}};  // 2048
    if (engines < 2) return out;
    if (kind == TournamentKind::match) return {Pairing{0, 1}};
    const std::size_t firsts = kind == TournamentKind::gauntlet ? 1 : engines - 1;
    for (std::size_t i = 0; i < firsts; ++i)
        for (std::size_t j = i + 1; j < engines; ++j) out.push_back({i, j});
    return out;
}

}  // namespace boardtalk::match
