#include "tools/conform/response_pattern.hpp"

#include <re2/re2.h>

#include <algorithm>

namespace boardtalk::conformance {

namespace {

constexpr auto npos = std::string_view::npos;

// Where the token at `i` ends: after an escape, a whole bracket expression (read as RE2 reads
// it: a `]` right after `[` or `[^` is a literal, `[:alpha:]` is a class inside it) or one
// character. npos for an unterminated bracket expression.
std::size_t token_end(std::string_view p, std::size_t i) {
    if (p[i] == '\\') return std::min(i + 2, p.size());
    if (p[i] != '[') return i + 1;
    ++i;
    if (i < p.size() && p[i] == '^') ++i;
    if (i < p.size() && p[i] == ']') ++i;
    while (i < p.size() && p[i] != ']') {
        if (p.substr(i, 2) == "[:") {
            const auto end = p.find(":]", i + 2);
            i = end == npos ? i + 1 : end + 2;
        } else {
            i += p[i] == '\\' ? 2 : 1;
        }
    }
    return i < p.size() ? i + 1 : npos;
}

// Where the group opening at `open` closes, or npos.
std::size_t closing_paren(std::string_view p, std::size_t open) {
    int depth = 0;
    for (std::size_t i = open; i < p.size(); i = token_end(p, i)) {
        if (p[i] == '(') ++depth;
        if (p[i] == ')' && --depth == 0) return i;
        if (token_end(p, i) == npos) return npos;
    }
    return npos;
}

// True when `p` has a `|` outside every group: after leading lookaheads, (?=x)a|b would mean
// ((?=x)a)|b, which checking the lookahead apart cannot express.
bool has_top_level_alternation(std::string_view p) {
    int depth = 0;
    for (std::size_t i = 0; i < p.size(); i = token_end(p, i)) {
        if (p[i] == '(') ++depth;
        if (p[i] == ')') --depth;
        if (p[i] == '|' && depth == 0) return true;
        if (token_end(p, i) == npos) return false;  // RE2 reports the syntax error
    }
    return false;
}

std::unique_ptr<re2::RE2> compile_re2(std::string_view pattern, std::string& error) {
    re2::RE2::Options options;
    options.set_encoding(re2::RE2::Options::EncodingLatin1);  // bytes, whatever the engine prints
    options.set_dot_nl(true);
    options.set_never_capture(true);
    options.set_log_errors(false);
    options.set_max_mem(response_pattern_max_mem);
    // (?m): `^` and `$` also match at line boundaries, as the std::regex multiline flag did.
    auto regex = std::make_unique<re2::RE2>("(?m)" + std::string(pattern), options);
    if (regex->ok()) return regex;
    error = regex->error();
    return nullptr;
}

}  // namespace

ResponsePattern::ResponsePattern() = default;
ResponsePattern::~ResponsePattern() = default;
ResponsePattern::ResponsePattern(ResponsePattern&&) noexcept = default;

ResponsePattern::Compiled ResponsePattern::compile(std::string_view pattern) {
    ResponsePattern compiled;
    std::string error;
    while (pattern.substr(0, 3) == "(?=" || pattern.substr(0, 3) == "(?!") {
        const auto close = closing_paren(pattern, 0);
        if (close == std::string_view::npos) return {nullptr, "missing ) after a lookahead"};
        auto regex = compile_re2(pattern.substr(3, close - 3), error);
        if (!regex) return {nullptr, error};
        compiled.lookaheads_.push_back({pattern[2] == '!', std::move(regex)});
        pattern.remove_prefix(close + 1);
    }
    if (!compiled.lookaheads_.empty() && has_top_level_alternation(pattern)) {
        return {nullptr,
                "alternatives after a leading lookahead must be grouped: (?=x)(?:a|b), not "
                "(?=x)a|b"};
    }
    compiled.body_ = compile_re2(pattern, error);
    if (!compiled.body_) return {nullptr, error};
    return {std::make_shared<const ResponsePattern>(std::move(compiled)), {}};
}

bool ResponsePattern::matches(std::string_view text) const {
    const re2::StringPiece piece(text.data(), text.size());
    for (const auto& lookahead : lookaheads_) {
        const bool found =
            lookahead.regex->Match(piece, 0, text.size(), re2::RE2::ANCHOR_START, nullptr, 0);
        if (found == lookahead.negative) return false;
    }
    return body_->Match(piece, 0, text.size(), re2::RE2::ANCHOR_BOTH, nullptr, 0);
}

}  // namespace boardtalk::conformance
