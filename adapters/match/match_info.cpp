#include "adapters/match/match_info.hpp"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace boardtalk::match {

std::string match_info_text(const MatchOptions& o) {
    const GameSettings& s = o.settings;
    nlohmann::ordered_json j;
    j["game"] = s.game;
    j["engine_a"] = o.engine_a;
    j["engine_b"] = o.engine_b;
    j["games"] = o.games;
    j["seed"] = o.seed;
    j["max_moves"] = o.max_moves;
    j["openings"] = o.openings;
    if (s.game == "go") {
        j["boardsize"] = s.boardsize;
        j["rules"] = s.rules.to_string();
        j["handicap"] = s.handicap;
        j["time_settings"] = s.time_settings.value_or("");
    } else if (s.game == "2048") {
        j["boardsize"] = s.boardsize;
    } else if (s.game == "dvonn") {
        j["setup"] = s.dvonn_placement ? "placement" : "random";
    }
    return j.dump(2) + "\n";
}

std::optional<MatchNames> read_match_names(const std::filesystem::path& dir) {
    std::ifstream in(dir / "match.json");
    if (!in) return std::nullopt;
    std::stringstream text;
    text << in.rdbuf();
    const auto j = nlohmann::json::parse(text.str(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) return std::nullopt;
    const auto a = j.find("engine_a"), b = j.find("engine_b");
    if (a == j.end() || b == j.end() || !a->is_string() || !b->is_string()) return std::nullopt;
    return MatchNames{a->get<std::string>(), b->get<std::string>()};
}

}  // namespace boardtalk::match
