#pragma once
// The regex of a `#? [regex]` line, compiled with RE2: matching takes time linear in the
// response and never recurses over it, so no engine output and no pattern can crash or hang the
// runner (std::regex overflowed the stack on a 35 KB response and backtracked exponentially).
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace re2 {
class RE2;
}

namespace boardtalk::conformance {

// Syntax: RE2's (Perl-like: `\d \s \w \b`, `(?:...)`, `{n,m}`; no backreferences), applied to
// bytes (Latin-1, so any output can be matched), `.` matching newlines, `^`/`$` also matching
// at line boundaries. One extension over RE2: the pattern may START with lookaheads, `(?=re)` /
// `(?!re)`, as the suites use to accept a set of vertices in any order. Each is checked on its
// own from the start of the response, exactly what it means there in Java or ECMAScript.
class ResponsePattern {
  public:
    struct Compiled {
        std::shared_ptr<const ResponsePattern> pattern;
        std::string error;  // set when `pattern` is empty: what RE2 or the lookahead split said
    };
    static Compiled compile(std::string_view pattern);

    // True when the whole text matches (anchored at both ends) and every leading lookahead
    // holds.
    bool matches(std::string_view text) const;

    ~ResponsePattern();
    ResponsePattern(ResponsePattern&&) noexcept;

  private:
    ResponsePattern();
    struct Lookahead {
        bool negative = false;
        std::unique_ptr<re2::RE2> regex;
    };
    std::vector<Lookahead> lookaheads_;
    std::unique_ptr<re2::RE2> body_;
};

// The memory RE2 may use per compiled regex (program and DFA cache): RE2's own default. Past it
// the DFA gives way to RE2's NFA, still linear, so this bounds memory, not correctness. Measured:
// a 64 MB response matches `.*Z.*`, `(.*a){25}` or the suites' lookahead sets in under a second;
// a pattern whose DFA thrashes, `(.*a.{20}b)*c`, takes 1 s per 4 MB (2 s with a 64 MB budget,
// which keeps the thrashing DFA longer).
inline constexpr long long response_pattern_max_mem = 8LL << 20;

}  // namespace boardtalk::conformance
