#pragma once
// The policy network in a file (engine/go/policy_network.hpp; conformance/go/policy/model.py
// writes them), for an option of `boardtalk go`.
#include <memory>
#include <string>
#include <string_view>

#include "engine/go/policy_network.hpp"

namespace boardtalk::go_adapter {

// The network of a file, or the built-in one for `builtin` (engine/go/builtin_policy.hpp).
// Throws std::invalid_argument "--OPTION: <reason>" naming the file when it cannot be read (at
// most 64 MiB) or parsed.
std::shared_ptr<const go::PolicyNetwork> read_policy_network(std::string_view option,
                                                             const std::string& path);

}  // namespace boardtalk::go_adapter
