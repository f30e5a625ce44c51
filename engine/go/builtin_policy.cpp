#include "engine/go/builtin_policy.hpp"

#include <stdexcept>

namespace boardtalk::go {

std::shared_ptr<const PolicyNetwork> builtin_policy() {
    static const std::shared_ptr<const PolicyNetwork> network = [] {
        auto parsed = PolicyNetwork::parse(builtin_policy_bytes());
        if (!parsed) throw std::logic_error("engine/go/data/policy.net: " + parsed.error());
        return std::make_shared<const PolicyNetwork>(std::move(parsed).value());
    }();
    return network;
}

}  // namespace boardtalk::go
