#include "protocol/registry.hpp"

#include <stdexcept>

namespace boardtalk::protocol {

void Registry::add(Command command) {
    if (commands_.count(command.name)) throw std::logic_error("duplicate command " + command.name);
    order_.push_back(command.name);
    std::string name = command.name;
    commands_.emplace(std::move(name), std::move(command));
}

const Command* Registry::find(std::string_view name) const {
    auto it = commands_.find(std::string(name));
    return it == commands_.end() ? nullptr : &it->second;
}

}  // namespace boardtalk::protocol
