#include "engine/go/builtin_policy.hpp"

#include "engine/go/builtin_data.hpp"

namespace boardtalk::go {

std::shared_ptr<const PolicyNetwork> builtin_policy() {
    static const auto network =
        parse_builtin<PolicyNetwork>(builtin_policy_bytes(), "engine/go/data/policy.net");
    return network;
}

}  // namespace boardtalk::go
