#pragma once
// The policy network `boardtalk go` uses unless told otherwise (--policy builtin): the file
// engine/go/data/policy.net, compiled in. conformance/go/policy/train.sh made it from the 9x9
// games of conformance/records/go9-ratings (conformance/records/go9-policy says how).
#include <memory>
#include <string_view>

#include "engine/go/policy_network.hpp"

namespace boardtalk::go {

// The bytes of engine/go/data/policy.net.
std::string_view builtin_policy_bytes();

// That network, parsed once (thread-safe); a test parses the file, so parsing it cannot fail in
// a built program.
std::shared_ptr<const PolicyNetwork> builtin_policy();

}  // namespace boardtalk::go
