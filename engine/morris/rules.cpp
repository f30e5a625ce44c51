#include "engine/morris/rules.hpp"

#include <charconv>

namespace boardtalk::morris {

namespace {

std::optional<bool> parse_switch(std::string_view v) {
    if (v == "on" || v == "true" || v == "1") return true;
    if (v == "off" || v == "false" || v == "0") return false;
    return std::nullopt;
}

std::optional<int> parse_int(std::string_view v, int lo, int hi) {
    int n = 0;
    auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || end != v.data() + v.size() || n < lo || n > hi) return std::nullopt;
    return n;
}

const char* on_off(bool b) {
    return b ? "on" : "off";
}

}  // namespace

std::optional<Rules> rules_preset(std::string_view name) {
    if (name == "nine") return Rules{};
    if (name == "twelve") return Rules{.men = 12, .diagonals = true};
    if (name == "six") return Rules{.men = 6, .flying = false};
    return std::nullopt;
}

std::vector<std::string> preset_names() {
    return {"nine", "twelve", "six"};
}

std::string to_text(const Rules& r) {
    return "men=" + std::to_string(r.men) + " flying=" + on_off(r.flying) +
           " diagonals=" + on_off(r.diagonals) + " repetition=" + on_off(r.repetition_draw) +
           " removal-limit=" + std::to_string(r.removal_limit);
}

std::optional<std::string> set_rule(Rules& r, std::string_view key, std::string_view value) {
    const std::string shown = "'" + std::string(value) + "'";
    if (key == "men") {
        auto n = parse_int(value, 3, 12);
        if (!n) return "men must be a number from 3 to 12, not " + shown;
        r.men = *n;
    } else if (key == "removal-limit") {
        auto n = parse_int(value, 0, 10000);
        if (!n)
            return "removal-limit must be a number of plies from 0 (off) to 10000, not " + shown;
        r.removal_limit = *n;
    } else if (key == "flying" || key == "diagonals" || key == "repetition") {
        auto b = parse_switch(value);
        if (!b) return std::string(key) + " must be on or off, not " + shown;
        (key == "flying" ? r.flying : key == "diagonals" ? r.diagonals : r.repetition_draw) = *b;
    } else {
        return "unknown rule '" + std::string(key) +
               "' (men, flying, diagonals, repetition, removal-limit)";
    }
    return std::nullopt;
}

Result<Rules> parse_rules(std::string_view text, Rules base) {
    Rules r = base;
    std::size_t pos = 0;
    while (pos < text.size()) {
        if (text[pos] == ' ') {
            ++pos;
            continue;
        }
        std::size_t end = text.find(' ', pos);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view item = text.substr(pos, end - pos);
        const std::size_t eq = item.find('=');
        if (eq == std::string_view::npos)
            return Error{"expected key=value, got '" + std::string(item) + "'"};
        if (auto err = set_rule(r, item.substr(0, eq), item.substr(eq + 1))) return Error{*err};
        pos = end;
    }
    return r;
}

}  // namespace boardtalk::morris
