#include "games/go/policy_file.hpp"

#include "engine/go/builtin_policy.hpp"
#include "games/go/data_file.hpp"

namespace boardtalk::go_adapter {

std::shared_ptr<const go::PolicyNetwork> read_policy_network(std::string_view option,
                                                             const std::string& path) {
    if (path == "builtin") return go::builtin_policy();
    return read_data_file<go::PolicyNetwork>(option, path);
}

}  // namespace boardtalk::go_adapter
