#include "protocol/option_values.hpp"

#include <fmt/format.h>
#include <spdlog/common.h>

#include <limits>

namespace boardtalk::protocol {

po::error_with_option_name bad_option_value(const std::string& reason) {
    // program_options fills in the option's name (with its dashes) when the error passes
    // through po::store.
    return po::error_with_option_name("%canonical_option%: " + reason);
}

RangeCheck<int> int_range(int lo, int hi) {
    return [lo, hi](const int& v, const std::string&) -> std::optional<std::string> {
        if (v >= lo && v <= hi) return std::nullopt;
        return fmt::format("must be {}..{}", lo, hi);
    };
}

RangeCheck<double> real_range(double lo, double hi, std::string unit) {
    return [lo, hi, unit](const double& v, const std::string&) -> std::optional<std::string> {
        if (v >= lo && v <= hi) return std::nullopt;
        return fmt::format("must be {}..{}{}{}", lo, hi, unit.empty() ? "" : " ", unit);
    };
}

RangeCheck<double> seconds_range(double lo, double hi) {
    return real_range(lo, hi, "seconds");
}

RangeCheck<double> positive_seconds(double hi) {
    return [hi](const double& v, const std::string&) -> std::optional<std::string> {
        if (v > 0 && v <= hi) return std::nullopt;
        return fmt::format("must be above 0 and at most {} seconds", hi);
    };
}

std::optional<std::string> empty_problem(const std::string& value, const std::string&) {
    if (value.empty()) return "must not be empty";
    return std::nullopt;
}

std::optional<std::string> log_level_problem(const std::string& level, const std::string&) {
    // spdlog maps every unknown name to `off`.
    if (spdlog::level::from_str(level) != spdlog::level::off || level == "off") return std::nullopt;
    return "unknown log level '" + level + "'";
}

ArgType<int> int_type() {
    return checked_type<int>("integer", [](std::string_view text) -> std::optional<int> {
        if (auto v = types::integer().parse(text)) return static_cast<int>(*v);
        return std::nullopt;
    });
}

ArgType<int> signed_int_type() {
    return checked_type<int>("integer", [](std::string_view text) -> std::optional<int> {
        auto v = types::signed_integer().parse(text);
        if (!v || *v < std::numeric_limits<int>::min() || *v > std::numeric_limits<int>::max())
            return std::nullopt;
        return static_cast<int>(*v);
    });
}

}  // namespace boardtalk::protocol
