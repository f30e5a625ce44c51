#pragma once
// The parsed form of one preprocessed command line: `[id] name args...`.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace boardtalk::protocol {

struct CommandLine {
    std::optional<std::uint32_t> id;  // 0..2^31-1, echoed in the response
    std::string name;
    std::vector<std::string> args;  // white-space separated tokens, not yet typed
};

}  // namespace boardtalk::protocol
