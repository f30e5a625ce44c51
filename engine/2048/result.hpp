#pragma once
// A value or a one-line error message: what the text parsers of the 2048 engine return.
#include <string>
#include <utility>
#include <variant>

namespace boardtalk::g2048 {

struct Error {
    std::string message;
};

template <class T>
class Result {
  public:
    Result(T value) : data_(std::move(value)) {}
    Result(Error error) : data_(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(data_); }
    explicit operator bool() const { return ok(); }
    // Precondition: ok().
    const T& value() const& { return std::get<T>(data_); }
    T&& value() && { return std::get<T>(std::move(data_)); }
    // Precondition: !ok().
    const std::string& error() const { return std::get<Error>(data_).message; }

  private:
    std::variant<T, Error> data_;
};

}  // namespace boardtalk::g2048
