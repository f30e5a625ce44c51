#include "protocol/arg_types.hpp"

#include <charconv>

#include "protocol/grammar.hpp"

namespace boardtalk::protocol {

namespace types {
ArgType<std::uint32_t> integer() {
    return checked_type<std::uint32_t>("integer", parse_gtp_int);
}
ArgType<std::int64_t> signed_integer() {
    return checked_type<std::int64_t>("integer", parse_signed_int);
}
ArgType<std::uint64_t> seed() {
    return checked_type<std::uint64_t>(
        "seed", [](std::string_view t) -> std::optional<std::uint64_t> {
            std::uint64_t v = 0;
            auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
            if (t.empty() || ec != std::errc() || end != t.data() + t.size()) return {};
            return v;
        });
}
ArgType<double> real() {
    return checked_type<double>("float", parse_gtp_float);
}
ArgType<bool> boolean() {
    return checked_type<bool>("boolean", parse_gtp_bool);
}
ArgType<std::string> string() {
    return {"string", [](std::string_view t) -> Result<std::string> { return std::string(t); }};
}
}  // namespace types

std::string invalid_text(const std::string& name, std::string_view text,
                         const std::string& reason) {
    std::string out = "invalid " + name + " '" + std::string(text) + "'";
    if (!reason.empty()) out += ": " + reason;
    return out;
}

namespace {

std::string count_error(const std::vector<Param>& signature, std::size_t got) {
    std::size_t required = 0;
    bool unbounded = false;
    for (const auto& p : signature) {
        if (p.arity == Param::Arity::one) ++required;
        if (p.arity == Param::Arity::rest) unbounded = true;
    }
    const std::size_t at_most = signature.size();
    std::string expected;
    if (unbounded) {
        expected = "at least " + std::to_string(required);
    } else if (required == at_most) {
        expected = std::to_string(required);
    } else {
        expected = std::to_string(required) + " to " + std::to_string(at_most);
    }
    const bool plural = !(required == 1 && (unbounded || required == at_most));
    return "expected " + expected + (plural ? " arguments" : " argument") + ", got " +
           std::to_string(got);
}

std::any parse_or_throw(const Param& p, const std::string& token) {
    Result<std::any> v = p.parse(token);
    if (!v) throw SyntaxError(invalid_text(p.type_name, token, v.error()));
    return std::move(v).value();
}

}  // namespace

Args bind_arguments(const std::vector<Param>& signature, std::vector<std::string> tokens) {
    std::vector<std::vector<std::any>> values(signature.size());
    std::size_t next = 0;
    for (std::size_t i = 0; i < signature.size(); ++i) {
        const Param& p = signature[i];
        if (p.arity == Param::Arity::rest) {
            for (; next < tokens.size(); ++next)
                values[i].push_back(parse_or_throw(p, tokens[next]));
        } else if (next < tokens.size()) {
            values[i].push_back(parse_or_throw(p, tokens[next++]));
        } else if (p.arity == Param::Arity::one) {
            throw SyntaxError(count_error(signature, tokens.size()));
        }
    }
    if (next < tokens.size()) throw SyntaxError(count_error(signature, tokens.size()));
    return Args(std::move(values), std::move(tokens));
}

std::string describe_signature(const std::vector<Param>& signature) {
    std::string out;
    for (const auto& p : signature) {
        if (!out.empty()) out += ' ';
        switch (p.arity) {
            case Param::Arity::one:
                out += p.type_name;
                break;
            case Param::Arity::optional:
                out += "[" + p.type_name + "]";
                break;
            case Param::Arity::rest:
                out += "[" + p.type_name + "]...";
                break;
        }
    }
    return out;
}

}  // namespace boardtalk::protocol
