// Choosing the rules while running: KataGo's and KGS's commands. Komi is kept: controllers set
// it with `komi`.
#include <nlohmann/json.hpp>

#include "engine/go/rules.hpp"
#include "games/go/commands.hpp"

namespace boardtalk::go_adapter {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

namespace {

std::string upper_name(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = c == '-' ? '_' : static_cast<char>(std::toupper(c));
    return out;
}

// KataGo's spelling of a handicap bonus: "0", "N-1", "N".
std::string kata_bonus(go::HandicapBonus bonus) {
    std::string out(go::to_string(bonus));
    for (char& c : out) c = static_cast<char>(std::toupper(c));
    return out;
}

// KataGo's JSON form: {"ko":"SIMPLE","scoring":"AREA","suicide":false,...}.
std::optional<go::Rules> rules_from_json(const std::string& text, const go::Rules& rules) {
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception&) {  // syntax, or a number out of range
        return std::nullopt;
    }
    if (!json.is_object()) return std::nullopt;
    std::string settings;
    if (auto ko = json.find("ko"); ko != json.end() && ko->is_string())
        settings += " ko=" + ko->get<std::string>();
    if (auto sc = json.find("scoring"); sc != json.end() && sc->is_string())
        settings += " scoring=" + sc->get<std::string>();
    if (auto su = json.find("suicide"); su != json.end() && su->is_boolean())
        settings += std::string(" suicide=") + (su->get<bool>() ? "yes" : "no");
    if (auto b = json.find("whiteHandicapBonus"); b != json.end() && b->is_string())
        settings += " handicap-bonus=" + b->get<std::string>();
    for (char& c : settings) c = c == '_' ? '-' : static_cast<char>(std::tolower(c));
    if (settings.empty()) return std::nullopt;
    return go::Rules::parse(rules.to_string() + settings);
}

void set_rules(GoState& s, std::optional<go::Rules> rules) {
    if (!rules) throw CommandError("unknown rules");
    rules->komi = s.game.komi();
    s.game.set_rules(*rules);
}

std::string joined(const Args& a) {
    std::string out;
    for (const auto& w : a.raw()) out += (out.empty() ? "" : " ") + w;
    return out;
}

}  // namespace

void register_rules_commands(protocol::Registry& r, GoState& s) {
    using protocol::param;
    using protocol::rest_param;
    namespace types = protocol::types;
    r.add({"kata-get-rules", {}, "the rules as KataGo's JSON", [&s](const Args&, Context&) {
               const go::Rules& rules = s.game.rules();
               nlohmann::json j{{"ko", upper_name(go::to_string(rules.ko))},
                                {"scoring", upper_name(go::to_string(rules.scoring))},
                                {"suicide", rules.suicide},
                                {"tax", "NONE"},
                                {"hasButton", false},
                                {"whiteHandicapBonus", kata_bonus(rules.handicap_bonus)},
                                {"friendlyPassOk", false}};
               return j.dump();
           }});
    r.add({"kata-set-rules",
           {param(types::string()), rest_param(types::string())},
           "rules by preset (chinese japanese tromp-taylor simple aga new-zealand), settings "
           "(ko=situational suicide=yes scoring=territory, changing only those) or KataGo JSON; "
           "komi is kept",
           [&s](const Args& a, Context&) {
               const std::string text = joined(a);
               const std::string current = s.game.rules().to_string();
               if (text.front() == '{') {
                   set_rules(s, rules_from_json(text, s.game.rules()));
               } else if (a.get<std::string>(0).find('=') != std::string::npos) {
                   set_rules(s, go::Rules::parse(current + ' ' + text));  // change some keys
               } else {
                   set_rules(s, go::Rules::parse(text));
               }
               return std::string();
           }});
    r.add({"kgs-rules",
           {param(types::string())},
           "chinese, aga, japanese or new_zealand",
           [&s](const Args& a, Context&) {
               const auto& name = a.get<std::string>(0);
               if (name != "chinese" && name != "aga" && name != "japanese" &&
                   name != "new_zealand")
                   throw CommandError("unknown rules");
               set_rules(s, go::Rules::preset(name));
               return std::string();
           }});
}

}  // namespace boardtalk::go_adapter
