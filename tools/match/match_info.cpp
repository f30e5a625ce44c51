#include "tools/match/match_info.hpp"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <variant>

#include "tools/match/referee_lookup.hpp"
#include "tools/match/sprt_spec.hpp"

namespace boardtalk::match {

std::string match_info_text(const MatchOptions& o) {
    const GameSettings& s = o.settings;
    nlohmann::ordered_json j;
    j["game"] = s.game;
    j["engines"] = nlohmann::ordered_json::array();
    for (const EngineSpec& e : o.engines) {
        nlohmann::ordered_json engine = {{"name", e.name},
                                         {"command", e.command},
                                         {"protocol", protocol_name(e.protocol)},
                                         {"tc", e.tc ? e.tc->text() : ""}};
        // Only engines with options say so: older match.json files stay equal (--resume).
        for (const auto& [name, value] : e.options) engine["options"].push_back(name + "=" + value);
        j["engines"].push_back(engine);
    }
    // Only tournaments say so: the match.json of a match stays as before (--resume compares it).
    if (o.tournament != TournamentKind::match) j["tournament"] = tournament_name(o.tournament);
    j["games"] = o.games;
    j["seed"] = o.seed;
    j["max_moves"] = o.max_moves;
    j["openings"] = o.openings;
    if (o.no_swap) j["no_swap"] = true;  // absent otherwise: older match.json files stay equal
    for (const InfoField& field : find_referee_game(s.game)->info(s))
        std::visit([&](const auto& value) { j[field.first] = value; }, field.second);
    if (o.sprt) {
        const auto& p = o.sprt->params;
        j["sprt"] = {{"elo0", p.elo0},
                     {"elo1", p.elo1},
                     {"alpha", p.alpha},
                     {"beta", p.beta},
                     {"model", model_name(p.model)},
                     {"by", o.sprt->pairs ? "pairs" : "games"}};
    }
    return j.dump(2) + "\n";
}

namespace {

std::optional<nlohmann::json> read_info(const std::filesystem::path& dir) {
    std::ifstream in(dir / "match.json");
    if (!in) return std::nullopt;
    std::stringstream text;
    text << in.rdbuf();
    auto j = nlohmann::json::parse(text.str(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) return std::nullopt;
    return j;
}

}  // namespace

std::optional<SprtSetup> read_sprt_setup(const std::filesystem::path& dir) {
    const auto j = read_info(dir);
    if (!j || !j->contains("sprt")) return std::nullopt;
    const auto bad = [&] {
        return std::runtime_error((dir / "match.json").string() + ": malformed \"sprt\"");
    };
    const auto& s = (*j)["sprt"];
    SprtSetup setup;
    try {
        setup.params.elo0 = s.at("elo0").get<double>();
        setup.params.elo1 = s.at("elo1").get<double>();
        setup.params.alpha = s.at("alpha").get<double>();
        setup.params.beta = s.at("beta").get<double>();
        const auto model = model_from_name(s.at("model").get<std::string>());
        const auto by = s.at("by").get<std::string>();
        if (!model || (by != "pairs" && by != "games")) throw bad();
        setup.params.model = *model;
        setup.pairs = by == "pairs";
    } catch (const nlohmann::json::exception&) {
        throw bad();
    }
    if (sprt::params_error(setup.params)) throw bad();
    return setup;
}

std::optional<MatchNames> read_match_names(const std::filesystem::path& dir) {
    const auto info = read_info(dir);
    if (!info) return std::nullopt;
    std::vector<EngineSpec> engines;
    try {
        for (const auto& e : info->at("engines"))
            engines.push_back(
                {e.at("name").get<std::string>(), e.at("command").get<std::string>()});
    } catch (const nlohmann::json::exception&) {
        return std::nullopt;
    }
    if (engines.empty()) return std::nullopt;
    return match_names(engines);
}

std::optional<Lineup> read_lineup(const std::filesystem::path& dir) {
    const auto info = read_info(dir);
    if (!info) return std::nullopt;
    Lineup lineup;
    bool ok = true;
    try {
        if (info->contains("tournament")) {
            const auto kind = tournament_from_name(info->at("tournament").get<std::string>());
            ok = kind.has_value();
            lineup.tournament = kind.value_or(TournamentKind::match);
        }
        for (const auto& e : info->at("engines"))
            lineup.engines.push_back(e.at("name").get<std::string>());
    } catch (const nlohmann::json::exception&) {
        ok = false;
    }
    if (!ok)
        throw std::runtime_error((dir / "match.json").string() +
                                 ": malformed \"tournament\" or \"engines\"");
    return lineup;
}

MatchShape match_shape(const MatchOptions& o) {
    MatchShape shape{o.settings.game, o.schedule(), {}, o.seed};
    for (const EngineSpec& e : o.engines) shape.engines.push_back(e.name);
    return shape;
}

std::optional<MatchShape> read_match_shape(const std::filesystem::path& dir) {
    const auto info = read_info(dir);
    const auto lineup = read_lineup(dir);
    if (!info || !lineup || lineup->engines.empty()) return std::nullopt;
    try {
        MatchShape shape{info->at("game").get<std::string>(),
                         {},
                         lineup->engines,
                         info->at("seed").get<std::uint64_t>()};
        shape.schedule = {make_pairings(lineup->tournament, lineup->engines.size()),
                          info->at("games").get<int>()};
        return shape;
    } catch (const nlohmann::json::exception&) {
        return std::nullopt;
    }
}

MatchNames match_names(const std::vector<EngineSpec>& engines) {
    // --engine-a / --engine-b engines are named a and b: people see their command lines.
    const auto shown = [&](std::size_t i, const char* legacy) -> std::string {
        if (i >= engines.size()) return "";
        return engines[i].name == legacy ? engines[i].command : engines[i].name;
    };
    return MatchNames{shown(0, "a"), shown(1, "b")};
}

}  // namespace boardtalk::match
