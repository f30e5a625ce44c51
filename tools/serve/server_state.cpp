#include "tools/serve/server_state.hpp"

#include <algorithm>

namespace boardtalk::web {

const EngineSpec* ServerState::engine_for(std::string_view game) const {
    for (const auto& spec : config_.engines)
        if (spec.game == game) return &spec;
    return nullptr;
}

void ServerState::prune() {
    std::erase_if(relays_, [](const auto& relay) { return relay->finished(); });
}

std::shared_ptr<EngineRelay> ServerState::open_relay(const EngineSpec& spec,
                                                     EngineRelay::Sink sink) {
    std::lock_guard lock(mutex_);
    prune();
    if (relays_.size() >= config_.max_sessions) return nullptr;
    auto relay =
        std::make_shared<EngineRelay>(spec.argv, spec.rules, config_.limits, std::move(sink));
    relays_.push_back(relay);
    return relay;
}

std::size_t ServerState::running() {
    std::lock_guard lock(mutex_);
    prune();
    return relays_.size();
}

void ServerState::close_all() {
    std::vector<std::shared_ptr<EngineRelay>> relays;
    {
        std::lock_guard lock(mutex_);
        relays.swap(relays_);
    }
    for (auto& relay : relays) relay->close();
    for (auto& relay : relays) relay->join();
}

}  // namespace boardtalk::web
