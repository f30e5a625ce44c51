#include "tools/match/sprt_spec.hpp"

#include <map>
#include <sstream>

#include "protocol/arg_types.hpp"

namespace boardtalk::match {

namespace {

const char* const kKeys = "elo0, elo1, alpha, beta, model";

// The key=value items of `text`, or what is wrong with them.
Result<std::map<std::string, std::string>> split_items(const std::string& text) {
    std::map<std::string, std::string> items;
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        const auto eq = item.find('=');
        if (eq == std::string::npos || eq == 0)
            return Error{"'" + item + "' is not KEY=VALUE (keys: " + kKeys + ")"};
        const std::string key = item.substr(0, eq);
        if (key != "elo0" && key != "elo1" && key != "alpha" && key != "beta" && key != "model")
            return Error{"unknown key '" + key + "' (keys: " + kKeys + ")"};
        if (!items.emplace(key, item.substr(eq + 1)).second) return Error{key + " given twice"};
    }
    if (!text.empty() && text.back() == ',') return Error{"empty item in '" + text + "'"};
    return items;
}

}  // namespace

std::string model_name(sprt::EloModel model) {
    return model == sprt::EloModel::logistic ? "logistic" : "normalized";
}

std::optional<sprt::EloModel> model_from_name(const std::string& name) {
    if (name == "logistic") return sprt::EloModel::logistic;
    if (name == "normalized") return sprt::EloModel::normalized;
    return std::nullopt;
}

Result<sprt::SprtParams> parse_sprt_spec(const std::string& text) {
    auto split = split_items(text);
    if (!split) return Error{split.error()};
    const auto& items = *split;
    if (!items.count("elo0") || !items.count("elo1"))
        return Error{"elo0 and elo1 are required, e.g. elo0=0,elo1=10"};
    sprt::SprtParams p;
    const auto real = protocol::types::real();
    for (const auto& [key, value] : items) {
        if (key == "model") {
            const auto model = model_from_name(value);
            if (!model) return Error{"model must be logistic or normalized, not '" + value + "'"};
            p.model = *model;
            continue;
        }
        const auto number = real.parse(value);
        if (!number) return Error{key + " must be a number, not '" + value + "'"};
        (key == "elo0"    ? p.elo0
         : key == "elo1"  ? p.elo1
         : key == "alpha" ? p.alpha
                          : p.beta) = *number;
    }
    if (auto problem = sprt::params_error(p))
        return Error{problem->starts_with("sprt: ") ? problem->substr(6) : *problem};
    return p;
}

}  // namespace boardtalk::match
