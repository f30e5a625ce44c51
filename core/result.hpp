#pragma once
// A value or a message saying precisely why there is none (Stockfish-style `set` errors),
// shared by the engines: unqualified `Result` inside boardtalk::<game> finds it.
#include <string>
#include <utility>
#include <variant>

namespace boardtalk {

struct Error {
    std::string message;
};

template <class T>
class Result {
  public:
    Result(T value) : data_(std::in_place_index<0>, std::move(value)) {}
    Result(Error error) : data_(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return data_.index() == 0; }
    explicit operator bool() const { return ok(); }
    // Precondition: ok(). `std::move(result).value()` moves the value out.
    T& value() & { return std::get<0>(data_); }
    const T& value() const& { return std::get<0>(data_); }
    T&& value() && { return std::get<0>(std::move(data_)); }
    T& operator*() { return value(); }
    const T& operator*() const { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    // Precondition: !ok().
    const std::string& error() const { return std::get<1>(data_).message; }

  private:
    std::variant<T, Error> data_;
};

}  // namespace boardtalk
