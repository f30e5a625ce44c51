#pragma once
// The data files compiled into the engine (the move ratings, the policy network), each parsed
// once by its own parser.
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace boardtalk::go {

// T::parse(bytes) as a shared object. The files are checked by tests, so a failure is a broken
// build: std::logic_error naming `file`.
template <class T>
std::shared_ptr<const T> parse_builtin(std::string_view bytes, std::string_view file) {
    auto parsed = T::parse(bytes);
    if (!parsed) throw std::logic_error(std::string(file) + ": " + parsed.error());
    return std::make_shared<const T>(std::move(parsed).value());
}

}  // namespace boardtalk::go
