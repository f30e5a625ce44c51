#include "tools/match/protocol_notation.hpp"

namespace boardtalk::match {

namespace {

bool codecup_space(std::string_view t) {
    return t.size() == 2 && t[0] >= 'A' && t[0] <= 'K' && t[1] >= '1' && t[1] <= '5';
}

}  // namespace

std::optional<std::string> dvonn_from_codecup(std::string_view line) {
    if (line == "PASS") return "pass";
    if (codecup_space(line)) return std::string(line);
    if (line.size() == 4 && codecup_space(line.substr(0, 2)) && codecup_space(line.substr(2)))
        return std::string(line.substr(0, 2)) + "-" + std::string(line.substr(2));
    return std::nullopt;
}

std::vector<std::string> morris_to_sanmill(std::string_view canonical) {
    const auto x = canonical.find('x');
    if (x == std::string_view::npos) return {std::string(canonical)};
    return {std::string(canonical.substr(0, x)), std::string(canonical.substr(x))};
}

std::string morris_from_sanmill(std::string_view move, std::string_view removal) {
    if (removal.empty()) return std::string(move);
    return std::string(move) + " " + std::string(removal);
}

}  // namespace boardtalk::match
