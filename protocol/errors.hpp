#pragma once
// The two ways a command fails. Handlers throw; only the session turns these into `?` responses.
#include <stdexcept>
#include <string>

namespace boardtalk::protocol {

// A command failed with a message the controller sees verbatim: `? illegal move`.
class CommandError : public std::runtime_error {
  public:
    explicit CommandError(const std::string& message) : std::runtime_error(message) {}
};

// Wrong argument count or type: the controller sees `? syntax error: <detail>`.
class SyntaxError : public CommandError {
  public:
    explicit SyntaxError(const std::string& detail) : CommandError("syntax error: " + detail) {}
};

}  // namespace boardtalk::protocol
