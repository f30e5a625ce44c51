#include "tools/match/engine_spec.hpp"

#include <fmt/format.h>
#include <cctype>
#include <cmath>
#include <sstream>

#include "protocol/arg_types.hpp"

namespace boardtalk::match {

namespace {

constexpr std::string_view kProtocols = "gtp, codecup or uci";

// A GTP real in lo..hi, or nullopt.
std::optional<double> seconds(std::string_view text, double lo, double hi) {
    const auto v = protocol::types::real().parse(std::string(text));
    if (!v || !std::isfinite(*v) || *v < lo || *v > hi) return std::nullopt;
    return *v;
}

std::string number_text(double v) {
    return fmt::format("{}", v);  // shortest round-trip form: "10", "0.1"
}

Result<TimeControl> parse_canadian(std::string_view text) {
    const auto s1 = text.find('/');
    const auto s2 = text.find('/', s1 + 1);
    const char* const form = "M/B/S (main seconds / byo-yomi period seconds / stones)";
    if (s2 == std::string_view::npos || text.find('/', s2 + 1) != std::string_view::npos)
        return Error{std::string("'") + std::string(text) + "' is not " + form};
    TimeControl tc;
    tc.kind = TimeControl::Kind::canadian;
    const auto main = seconds(text.substr(0, s1), 0, 86400);
    const auto period = seconds(text.substr(s1 + 1, s2 - s1 - 1), 0, 86400);
    const auto stones = protocol::types::integer().parse(std::string(text.substr(s2 + 1)));
    if (!main) return Error{"main time must be 0..86400 seconds in '" + std::string(text) + "'"};
    if (!period || *period == 0)
        return Error{"byo-yomi period must be above 0 .. 86400 seconds in '" + std::string(text) +
                     "'"};
    if (!stones || *stones < 1 || *stones > 1000)
        return Error{"byo-yomi stones must be 1..1000 in '" + std::string(text) + "'"};
    tc.base = *main;
    tc.period = *period;
    tc.stones = static_cast<int>(*stones);
    return tc;
}

}  // namespace

std::string_view protocol_name(EngineProtocol p) {
    switch (p) {
        case EngineProtocol::gtp:
            return "gtp";
        case EngineProtocol::codecup:
            return "codecup";
        case EngineProtocol::uci:
            return "uci";
    }
    return "gtp";
}

std::optional<EngineProtocol> protocol_from_name(std::string_view name) {
    for (auto p : {EngineProtocol::gtp, EngineProtocol::codecup, EngineProtocol::uci})
        if (protocol_name(p) == name) return p;
    return std::nullopt;
}

std::string TimeControl::text() const {
    if (kind == Kind::canadian)
        return number_text(base) + "/" + number_text(period) + "/" + std::to_string(stones);
    return number_text(base) + "+" + number_text(increment);
}

Result<TimeControl> parse_time_control(std::string_view text) {
    if (text.find('/') != std::string_view::npos) return parse_canadian(text);
    const auto plus = text.find('+');
    TimeControl tc;
    const auto base = seconds(text.substr(0, plus), 0, 86400);
    if (!base)
        return Error{"'" + std::string(text) +
                     "' is not BASE+INC (seconds, base 0..86400, increment 0..3600) or M/B/S"};
    tc.base = *base;
    if (plus != std::string_view::npos) {
        const auto inc = seconds(text.substr(plus + 1), 0, 3600);
        if (!inc) return Error{"increment must be 0..3600 seconds in '" + std::string(text) + "'"};
        tc.increment = *inc;
    }
    if (tc.base == 0 && tc.increment == 0)
        return Error{"'" + std::string(text) + "' gives no time"};
    return tc;
}

bool valid_engine_name(std::string_view name) {
    if (name.empty() || name.size() > 32) return false;
    for (const char c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.' && c != '-')
            return false;
    return true;
}

std::string EngineSpec::text() const {
    std::string out = name;
    if (tc) out += ":tc=" + tc->text();
    out += "=";
    // gtp is the default and goes unsaid, unless the command itself starts like a protocol.
    if (protocol != EngineProtocol::gtp || command.starts_with("proto:"))
        out += "proto:" + std::string(protocol_name(protocol)) + ":";
    return out + command;
}

Result<EngineSpec> parse_engine_spec(std::string_view text) {
    const char* const form = "NAME[:tc=TC]=[proto:gtp|codecup|uci:]COMMAND";
    const auto eq = text.find('=');
    if (eq == std::string_view::npos) return Error{"'" + std::string(text) + "' is not " + form};
    EngineSpec spec;
    std::string_view head = text.substr(0, eq), rest = text.substr(eq + 1);
    const auto colon = head.find(':');
    spec.name = std::string(head.substr(0, colon));
    if (colon != std::string_view::npos) {
        // NAME:tc=TC=COMMAND: the first '=' ended "tc"; the time control runs to the next '='.
        if (head.substr(colon + 1) != "tc")
            return Error{"unknown engine setting '" + std::string(head.substr(colon + 1)) +
                         "' (only tc=TC) in '" + std::string(text) + "'"};
        const auto end = rest.find('=');
        if (end == std::string_view::npos)
            return Error{"'" + std::string(text) + "' is not " + form};
        auto tc = parse_time_control(rest.substr(0, end));
        if (!tc) return Error{"tc: " + tc.error()};
        spec.tc = *tc;
        rest = rest.substr(end + 1);
    }
    if (!valid_engine_name(spec.name))
        return Error{"engine name '" + spec.name +
                     "' must be 1..32 letters, digits, '_', '.' or '-' (in '" + std::string(text) +
                     "')"};
    if (rest.starts_with("proto:")) {
        rest.remove_prefix(6);
        const auto end = rest.find(':');
        const auto p = protocol_from_name(rest.substr(0, end));
        if (end == std::string_view::npos || !p)
            return Error{"unknown protocol '" + std::string(rest.substr(0, end)) + "' (" +
                         std::string(kProtocols) + ") in '" + std::string(text) + "'"};
        spec.protocol = *p;
        rest.remove_prefix(end + 1);
    }
    if (rest.find_first_not_of(" \t") == std::string_view::npos)
        return Error{"engine " + spec.name + " has no command"};
    spec.command = std::string(rest);
    return spec;
}

Result<EngineOption> parse_engine_option(std::string_view text) {
    const std::string quoted = "'" + std::string(text) + "'";
    const auto colon = text.find(':');
    const auto eq = text.find('=', colon == std::string_view::npos ? 0 : colon);
    if (colon == std::string_view::npos || eq == std::string_view::npos)
        return Error{quoted + " is not ENGINE:NAME=VALUE"};
    EngineOption o{std::string(text.substr(0, colon)),
                   std::string(text.substr(colon + 1, eq - colon - 1)),
                   std::string(text.substr(eq + 1))};
    if (!valid_engine_name(o.engine)) return Error{"no engine name before ':' in " + quoted};
    const auto blank = [](const std::string& s) {
        return s.find_first_not_of(" \t") == std::string::npos;
    };
    if (text.find_first_of("\r\n") != std::string_view::npos)
        return Error{"an option may not hold a line break"};
    if (blank(o.name) || blank(o.value)) return Error{"empty option name or value in " + quoted};
    std::istringstream words(o.name);
    for (std::string w; words >> w;)
        if (w == "value") return Error{"an option name may not hold the word 'value' in " + quoted};
    return o;
}

}  // namespace boardtalk::match
