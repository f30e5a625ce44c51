#include "protocol/grammar.hpp"

#include <boost/spirit/home/x3.hpp>
#include <limits>

#include "core/real.hpp"

namespace boardtalk::protocol {
namespace x3 = boost::spirit::x3;

namespace rules {
// The id is a run of digits standing alone as the first token; its range is checked after.
const auto id_digits = x3::rule<struct id_digits_tag, std::string>{"id"} =
    x3::lexeme[+x3::digit >> &(x3::space | x3::eoi)];
const auto token = x3::rule<struct token_tag, std::string>{"token"} = x3::lexeme[+x3::graph];
const auto tokens = x3::rule<struct tokens_tag, std::vector<std::string>>{"tokens"} = *token;

const auto gtp_int = x3::uint_parser<std::uint64_t, 10, 1, 12>{};
const auto signed_int = x3::int_parser<std::int64_t, 10, 1, 19>{};
struct bool_symbols : x3::symbols<bool> {
    bool_symbols() { add("true", true)("false", false); }
};
const bool_symbols gtp_bool;
}  // namespace rules

template <class Parser, class Attr>
static bool parse_whole(std::string_view text, const Parser& parser, Attr& attr) {
    auto first = text.begin();
    return x3::parse(first, text.end(), parser, attr) && first == text.end();
}

std::variant<CommandLine, LineError> parse_command_line(std::string_view line) {
    CommandLine cmd;
    auto first = line.begin();
    const auto last = line.end();
    std::string digits;
    if (x3::phrase_parse(first, last, rules::id_digits, x3::space, digits)) {
        auto id = parse_gtp_int(digits);
        if (!id) return LineError{std::nullopt, "syntax error: id out of range '" + digits + "'"};
        cmd.id = *id;
    }
    std::vector<std::string> tokens;
    x3::phrase_parse(first, last, rules::tokens, x3::space, tokens);
    if (tokens.empty()) return LineError{cmd.id, "syntax error: missing command name"};
    cmd.name = std::move(tokens.front());
    cmd.args.assign(std::make_move_iterator(tokens.begin() + 1),
                    std::make_move_iterator(tokens.end()));
    return cmd;
}

std::optional<std::uint32_t> parse_gtp_int(std::string_view text) {
    std::uint64_t value = 0;
    if (!parse_whole(text, rules::gtp_int, value)) return std::nullopt;
    if (value > std::numeric_limits<std::int32_t>::max()) return std::nullopt;
    return static_cast<std::uint32_t>(value);
}

std::optional<std::int64_t> parse_signed_int(std::string_view text) {
    std::int64_t value = 0;
    if (!parse_whole(text, rules::signed_int, value)) return std::nullopt;
    return value;
}

// Not X3's double_, which is not correctly rounded (it read 1e-28 as the double after it).
std::optional<double> parse_gtp_float(std::string_view text) {
    return parse_real(text);
}

std::optional<bool> parse_gtp_bool(std::string_view text) {
    bool value = false;
    if (!parse_whole(text, rules::gtp_bool, value)) return std::nullopt;
    return value;
}

}  // namespace boardtalk::protocol
