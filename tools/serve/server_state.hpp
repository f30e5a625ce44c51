#pragma once
// What every connection of one `boardtalk serve` shares: the configuration and the engines
// running behind open pages (the session limit counts them until they have exited).
#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "tools/serve/engine_relay.hpp"

namespace boardtalk::web {

// The engine behind one game's pages, fixed when the server starts: the browser never names a
// program.
struct EngineSpec {
    std::string game;               // "go", "morris", "dvonn", "2048": the page and /ws/<game>
    std::vector<std::string> argv;  // the engine's command, started without a shell
    std::string label;              // for people: "boardtalk go", the --engine text
    CommandRules rules;             // from the game table; page_only for another program
};

struct ServerConfig {
    std::string host = "127.0.0.1";
    unsigned short port = 8080;  // 0: any free port (Server::endpoint() tells which)
    std::vector<EngineSpec> engines;
    RelayLimits limits;
    std::size_t max_sessions = 8;  // engines running at once
    std::string site_dir;          // empty: the pages compiled into the program
};

class ServerState {
  public:
    explicit ServerState(ServerConfig config) : config_(std::move(config)) {}
    ~ServerState() { close_all(); }

    const ServerConfig& config() const { return config_; }
    const EngineSpec* engine_for(std::string_view game) const;

    // Starts the game's engine behind a new relay, or returns nullptr when max_sessions engines
    // are running already.
    std::shared_ptr<EngineRelay> open_relay(const EngineSpec& spec, EngineRelay::Sink sink);
    // Engines still running (or stopping).
    std::size_t running();
    // Closes every relay and waits for the engines to stop.
    void close_all();

  private:
    void prune();  // drops the relays whose engine has stopped (holding mutex_)

    ServerConfig config_;
    std::mutex mutex_;
    std::vector<std::shared_ptr<EngineRelay>> relays_;
};

}  // namespace boardtalk::web
