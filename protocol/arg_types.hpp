#pragma once
// Typed command arguments. A command's signature is a list of Params; the registry checks count
// and types before the handler runs, so handlers read already-typed values from Args.
#include <any>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/result.hpp"
#include "protocol/errors.hpp"

namespace boardtalk::protocol {

// A named argument type: `name` appears in help and errors. `parse` gives the value or why the
// text is not one: "invalid move 'h9': unknown square 'h9'", or with an empty reason, where the
// name says it all, "invalid integer 'x'". Adapters define their own (a Go vertex, a Morris
// move, a 2048 direction), so a handler reads values that are already checked.
template <class T>
struct ArgType {
    std::string name;
    std::function<Result<T>(std::string_view)> parse;
};

// "invalid NAME 'TEXT'", then ": REASON" when there is one: what a bad argument, command-line
// option value or file field of that type is called everywhere.
std::string invalid_text(const std::string& name, std::string_view text, const std::string& reason);

// An argument type from a parser that only says whether the text is a value (nullopt if not).
template <class T, class Parse>
ArgType<T> checked_type(std::string name, Parse parse) {
    return {std::move(name), [parse = std::move(parse)](std::string_view text) -> Result<T> {
                if (std::optional<T> v = parse(text)) return std::move(*v);
                return Error{};
            }};
}

// One position in a signature, type-erased.
struct Param {
    enum class Arity { one, optional, rest };  // rest: zero or more, must be last
    std::string type_name;
    std::function<Result<std::any>(std::string_view)> parse;
    Arity arity = Arity::one;
};

template <class T>
Param param(ArgType<T> type, Param::Arity arity = Param::Arity::one) {
    auto parse = [p = std::move(type.parse)](std::string_view text) -> Result<std::any> {
        Result<T> v = p(text);
        if (!v) return Error{v.error()};
        return Result<std::any>(std::any(std::move(v).value()));
    };
    return Param{std::move(type.name), std::move(parse), arity};
}
template <class T>
Param optional_param(ArgType<T> type) {
    return param(std::move(type), Param::Arity::optional);
}
template <class T>
Param rest_param(ArgType<T> type) {
    return param(std::move(type), Param::Arity::rest);
}

// A keyword type: one of a fixed set of words, case-insensitive, each mapped to a value
// (colours `white|w|black|b`, directions, rule names).
template <class T>
ArgType<T> keyword_type(std::string name, std::vector<std::pair<std::string, T>> words) {
    auto parse = [words = std::move(words)](std::string_view text) -> Result<T> {
        for (const auto& [word, value] : words) {
            if (word.size() != text.size()) continue;
            bool same = true;
            for (std::size_t i = 0; i < word.size() && same; ++i) {
                auto a = static_cast<unsigned char>(word[i]);
                auto b = static_cast<unsigned char>(text[i]);
                same = std::tolower(a) == std::tolower(b);
            }
            if (same) return value;
        }
        return Error{};
    };
    return ArgType<T>{std::move(name), std::move(parse)};
}

// The side of a two-player game: `white`, `w`, `black`, `b`, any case. `name` is how errors
// call it ("color" in GTP, "colour" elsewhere).
template <class T>
ArgType<T> side_type(std::string name, T white, T black) {
    return keyword_type<T>(std::move(name),
                           {{"white", white}, {"w", white}, {"black", black}, {"b", black}});
}

// The GTP built-ins (grammar.hpp has their parsers).
namespace types {
ArgType<std::uint32_t> integer();  // 0..2^31-1
ArgType<std::int64_t> signed_integer();
ArgType<double> real();  // finite float
ArgType<bool> boolean();
ArgType<std::string> string();
ArgType<std::uint64_t> seed();  // 0..2^64-1, decimal digits only
}  // namespace types

// The typed arguments of one call, indexed by signature position.
class Args {
  public:
    Args() = default;
    Args(std::vector<std::vector<std::any>> values, std::vector<std::string> raw)
        : values_(std::move(values)), raw_(std::move(raw)) {}

    template <class T>
    const T& get(std::size_t param) const {
        return std::any_cast<const T&>(values_.at(param).at(0));
    }
    template <class T>
    std::optional<T> opt(std::size_t param) const {
        if (param >= values_.size() || values_[param].empty()) return std::nullopt;
        return std::any_cast<T>(values_[param][0]);
    }
    template <class T>
    std::vector<T> rest(std::size_t param) const {
        std::vector<T> out;
        if (param < values_.size())
            for (const auto& v : values_[param]) out.push_back(std::any_cast<T>(v));
        return out;
    }
    bool has(std::size_t param) const { return param < values_.size() && !values_[param].empty(); }
    // The argument tokens as typed by the controller.
    const std::vector<std::string>& raw() const { return raw_; }

  private:
    std::vector<std::vector<std::any>> values_;
    std::vector<std::string> raw_;
};

// Checks count and types of `tokens` against `signature`; throws SyntaxError with the detail.
Args bind_arguments(const std::vector<Param>& signature, std::vector<std::string> tokens);

// "vertex [string]..." for help texts.
std::string describe_signature(const std::vector<Param>& signature);

}  // namespace boardtalk::protocol
