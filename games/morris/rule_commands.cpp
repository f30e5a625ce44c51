// rules, set_rule, rules_preset.
#include "games/morris/commands.hpp"

namespace boardtalk::morris {

namespace {

using protocol::Args;
using protocol::CommandError;
using protocol::Context;

std::string set_rule_command(const Args& args, MorrisState& state) {
    Rules rules = state.game.rules();
    if (auto err = set_rule(rules, args.get<std::string>(0), args.get<std::string>(1)))
        throw CommandError(*err);
    state.game = Game(rules);
    return "";
}

std::string preset_command(const Args& args, MorrisState& state) {
    const std::string& name = args.get<std::string>(0);
    auto rules = rules_preset(name);
    if (!rules) {
        std::string known;
        for (const auto& n : preset_names()) known += (known.empty() ? "" : ", ") + n;
        throw CommandError("unknown preset '" + name + "' (" + known + ")");
    }
    state.game = Game(*rules);
    return "";
}

}  // namespace

void register_rule_commands(protocol::Registry& r, MorrisState& state) {
    using protocol::param;
    namespace types = protocol::types;
    r.add({"rules",
           {},
           "the rule options: men flying diagonals repetition removal-limit",
           [&state](const Args&, Context&) { return to_text(state.game.rules()); }});
    r.add({"set_rule",
           {param(types::string()), param(types::string())},
           "set one rule option (e.g. set_rule flying off) and start a new game",
           [&state](const Args& a, Context&) { return set_rule_command(a, state); }});
    r.add({"rules_preset",
           {param(types::string())},
           "nine, twelve (12 men, diagonals) or six; starts a new game",
           [&state](const Args& a, Context&) { return preset_command(a, state); }});
}

}  // namespace boardtalk::morris
