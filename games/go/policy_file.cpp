#include "games/go/policy_file.hpp"

#include <stdexcept>

#include "engine/go/builtin_policy.hpp"
#include "protocol/files.hpp"

namespace boardtalk::go_adapter {

std::shared_ptr<const go::PolicyNetwork> read_policy_network(std::string_view option,
                                                             const std::string& path) {
    if (path == "builtin") return go::builtin_policy();
    const std::string name = "--" + std::string(option) + ": ";
    std::string bytes;
    try {
        bytes = protocol::read_whole_file(path, go::max_policy_file_bytes);
    } catch (const std::exception& e) {
        throw std::invalid_argument(name + e.what());
    }
    auto network = go::PolicyNetwork::parse(bytes);
    if (!network) throw std::invalid_argument(name + path + ": " + network.error());
    return std::make_shared<const go::PolicyNetwork>(std::move(network).value());
}

}  // namespace boardtalk::go_adapter
