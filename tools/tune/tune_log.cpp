#include "tools/tune/tune_log.hpp"

#include <cmath>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <type_traits>

namespace boardtalk::tune {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;

// {"NAME": value, ...} in parameter order; integer parameters as JSON integers.
template <class T>
ordered_json by_name(const std::vector<TuneParam>& params, const std::vector<T>& values) {
    ordered_json j = ordered_json::object();
    for (std::size_t i = 0; i < params.size(); ++i) {
        if constexpr (std::is_same_v<T, double>) {
            if (params[i].integer && values[i] == std::round(values[i]))
                j[params[i].name] = static_cast<long long>(values[i]);
            else
                j[params[i].name] = values[i];
        } else {
            j[params[i].name] = values[i];
        }
    }
    return j;
}

template <class T>
std::vector<T> from_names(const json& j, const std::vector<TuneParam>& params) {
    std::vector<T> out;
    if (!j.is_object() || j.size() != params.size()) throw std::invalid_argument("names");
    for (const TuneParam& p : params) out.push_back(j.at(p.name).get<T>());
    return out;
}

}  // namespace

std::string to_json_line(const IterationRecord& r, const std::vector<TuneParam>& params) {
    ordered_json j;
    j["iteration"] = r.k;
    j["flips"] = by_name(params, r.flips);
    j["plus"] = by_name(params, r.plus);
    j["minus"] = by_name(params, r.minus);
    j["plus_wins"] = r.plus_wins;
    j["minus_wins"] = r.minus_wins;
    j["draws"] = r.draws;
    j["result"] = r.result();
    j["games"] = r.games;
    j["theta"] = by_name(params, r.theta);
    return j.dump();
}

std::optional<IterationRecord> from_json_line(const std::string& line,
                                              const std::vector<TuneParam>& params) {
    const json j = json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object()) return std::nullopt;
    try {
        IterationRecord r;
        r.k = j.at("iteration").get<int>();
        r.flips = from_names<int>(j.at("flips"), params);
        r.plus = from_names<double>(j.at("plus"), params);
        r.minus = from_names<double>(j.at("minus"), params);
        r.plus_wins = j.at("plus_wins").get<int>();
        r.minus_wins = j.at("minus_wins").get<int>();
        r.draws = j.at("draws").get<int>();
        r.games = j.at("games").get<std::vector<std::string>>();
        r.theta = from_names<double>(j.at("theta"), params);
        if (j.at("result").get<int>() != r.result()) return std::nullopt;
        return r;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

TuneLog::TuneLog(std::filesystem::path path, const std::vector<TuneParam>& params)
    : params_(params), log_(std::move(path)) {
    int number = 0;
    for (const std::string& line : log_.lines()) {
        ++number;
        auto r = from_json_line(line, params_);
        if (!r)
            throw std::runtime_error(log_.path().string() + " line " + std::to_string(number) +
                                     " is not an iteration record of these parameters");
        records_.push_back(std::move(*r));
    }
}

void TuneLog::append(const IterationRecord& r) {
    log_.append(to_json_line(r, params_));
    records_.push_back(r);
}

}  // namespace boardtalk::tune
