#pragma once
// Command-line option values read by the protocol's argument types and checked by the same range
// function as the matching command: one parser and one range per value, whether it comes from
// the command line or from a command. A bad value fails parse_options with one line,
// `boardtalk go: --komi: komi out of range '1e9' (-1000..1000) (try --help)`, and exit code 2.
#include <boost/program_options.hpp>
#include <functional>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "protocol/arg_types.hpp"

namespace boardtalk::protocol {

namespace po = boost::program_options;

// What is wrong with a parsed value (the text a command answers), or nullopt when it is in
// range. `raw` is the value as typed.
template <class T>
using RangeCheck =
    std::function<std::optional<std::string>(const T& value, const std::string& raw)>;

// Thrown for a bad option value; program_options puts the option's name in front.
po::error_with_option_name bad_option_value(const std::string& reason);

// A program_options value whose text is parsed by `type` (as a command argument of that type
// would be) and then checked by `check`.
template <class T>
class ArgValue : public po::typed_value<T> {
  public:
    ArgValue(T* store, ArgType<T> type, RangeCheck<T> check)
        : po::typed_value<T>(store), type_(std::move(type)), check_(std::move(check)) {}

    void xparse(boost::any& value_store, const std::vector<std::string>& tokens) const override {
        if (!value_store.empty()) throw po::multiple_occurrences();
        const std::string raw = tokens.empty() ? std::string() : tokens.front();
        auto value = type_.parse(raw);
        if (!value) throw bad_option_value(invalid_text(type_.name, raw, value.error()));
        if (check_)
            if (auto problem = check_(*value, raw)) throw bad_option_value(*problem);
        value_store = boost::any(std::move(*value));
    }

  private:
    ArgType<T> type_;
    RangeCheck<T> check_;
};

// The option value for `desc.add_options()`; `store` may be null (read it from the
// variables_map). Chain ->default_value(...) as with po::value.
template <class T>
ArgValue<T>* arg_value(T* store, ArgType<T> type, std::type_identity_t<RangeCheck<T>> check = {}) {
    return new ArgValue<T>(store, std::move(type), std::move(check));
}

// A check from a predicate: `message` when `ok` says no.
template <class T>
RangeCheck<T> check_that(std::function<bool(const T&)> ok, std::string message) {
    return [ok = std::move(ok), message = std::move(message)](
               const T& value, const std::string&) -> std::optional<std::string> {
        if (ok(value)) return std::nullopt;
        return message;
    };
}

// Ranges for options that no command shares: "must be LO..HI" (then the unit, if any).
RangeCheck<int> int_range(int lo, int hi);
RangeCheck<double> real_range(double lo, double hi, std::string unit = "");
RangeCheck<double> seconds_range(double lo, double hi);  // "must be LO..HI seconds"
// Above zero, at most `hi` seconds.
RangeCheck<double> positive_seconds(double hi);

// A string that may not be empty ("must not be empty"): a file, a directory, a command line, a
// name. An empty value is refused, never read as "not given" or "the default".
std::optional<std::string> empty_problem(const std::string& value, const std::string&);

// The option value of such a string (types::string() checked by empty_problem).
inline ArgValue<std::string>* text_value(std::string* store) {
    return arg_value(store, types::string(), empty_problem);
}

// --log-level: one of spdlog's level names (configure_logging's set).
std::optional<std::string> log_level_problem(const std::string& level, const std::string&);

// Option types on top of the built-ins (arg_types.hpp):
ArgType<int> int_type();         // types::integer() as an int: 0..2^31-1
ArgType<int> signed_int_type();  // types::signed_integer() within int's range

}  // namespace boardtalk::protocol
