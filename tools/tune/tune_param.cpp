#include "tools/tune/tune_param.hpp"

#include <fmt/format.h>

#include <cctype>
#include <cmath>

#include "protocol/arg_types.hpp"

namespace boardtalk::tune {

namespace {

constexpr double kLimit = 1e15;  // beyond, doubles no longer hold every integer step

bool valid_name(std::string_view name) {
    if (name.empty() || name.size() > 32 || name == "seed") return false;
    for (char c : name)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
    return true;
}

// The four fields of START:MIN:MAX:STEP, or nullopt when there are not four.
std::optional<std::vector<std::string_view>> fields(std::string_view text) {
    std::vector<std::string_view> out;
    while (true) {
        const auto colon = text.find(':');
        out.push_back(text.substr(0, colon));
        if (colon == std::string_view::npos) break;
        text.remove_prefix(colon + 1);
    }
    if (out.size() != 4) return std::nullopt;
    return out;
}

}  // namespace

std::string TuneParam::text() const {
    return fmt::format("{}={}:{}:{}:{}", name, value_text(start), value_text(min), value_text(max),
                       value_text(step));
}

std::string TuneParam::value_text(double value) const {
    if (integer) return fmt::format("{}", static_cast<long long>(std::llround(value)));
    return fmt::format("{}", value);
}

Result<TuneParam> parse_param(std::string_view text) {
    const std::string usage = "must be NAME=START:MIN:MAX:STEP";
    const auto eq = text.find('=');
    if (eq == std::string_view::npos) return Error{usage + ", not '" + std::string(text) + "'"};
    TuneParam p;
    p.name = std::string(text.substr(0, eq));
    if (!valid_name(p.name))
        return Error{"'" + p.name + "' is not a parameter name (1..32 of A-Z a-z 0-9 _, not seed)"};
    const auto parts = fields(text.substr(eq + 1));
    if (!parts) return Error{p.name + ": " + usage + ", not '" + std::string(text) + "'"};
    const char* what[] = {"START", "MIN", "MAX", "STEP"};
    double* into[] = {&p.start, &p.min, &p.max, &p.step};
    p.integer = true;
    for (int i = 0; i < 4; ++i) {
        const std::string_view f = (*parts)[static_cast<std::size_t>(i)];
        const auto v = protocol::types::real().parse(f);
        if (!v || std::abs(*v) > kLimit)
            return Error{
                fmt::format("{}: {} '{}' is not a number within +-1e15", p.name, what[i], f)};
        *into[i] = *v;
        p.integer = p.integer && protocol::types::signed_integer().parse(f).ok();
    }
    if (p.min >= p.max)
        return Error{fmt::format("{}: MIN {} must be below MAX {}", p.name, p.value_text(p.min),
                                 p.value_text(p.max))};
    if (p.start < p.min || p.start > p.max)
        return Error{fmt::format("{}: START {} is outside MIN..MAX ({}..{})", p.name,
                                 p.value_text(p.start), p.value_text(p.min), p.value_text(p.max))};
    if (p.step <= 0) return Error{fmt::format("{}: STEP must be above 0", p.name)};
    return p;
}

std::optional<std::string> check_params(const std::vector<TuneParam>& params,
                                        const std::string& command) {
    for (std::size_t i = 0; i < params.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j)
            if (params[j].name == params[i].name)
                return "the parameter " + params[i].name + " is given twice";
        if (command.find("{" + params[i].name + "}") == std::string::npos)
            return "the parameter " + params[i].name + " is not in the engine command (write {" +
                   params[i].name + "} where its value goes)";
    }
    return std::nullopt;
}

std::string with_values(std::string command, const std::vector<TuneParam>& params,
                        const std::vector<double>& values) {
    for (std::size_t i = 0; i < params.size(); ++i) {
        const std::string key = "{" + params[i].name + "}";
        const std::string value = params[i].value_text(values[i]);
        for (auto at = command.find(key); at != std::string::npos;
             at = command.find(key, at + value.size()))
            command.replace(at, key.size(), value);
    }
    return command;
}

}  // namespace boardtalk::tune
