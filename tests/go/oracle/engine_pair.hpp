#pragma once
// `boardtalk go --rules simple` and GNU Go side by side: the same batch of commands goes to
// both (pipelined), and every answer is compared with the other engine's and with the script.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "protocol/client/engine_process.hpp"
#include "tests/go/oracle/game_script.hpp"

namespace boardtalk::go_oracle {

// Where and how the engines (or the script) disagreed.
struct Disagreement {
    std::size_t index;   // the exchange of the batch
    std::string report;  // the command and every answer, for people
};

class EnginePair {
  public:
    // Starts both engines; throws std::runtime_error when one cannot be started. The boardtalk
    // program is boardtalk_program(), GNU Go is /usr/games/gnugo.
    EnginePair();

    // Sends the whole batch to both engines, then reads every answer. nullopt when both
    // engines answered every command as the script expects; otherwise the first disagreement
    // (or an engine that did not take the batch or did not answer).
    std::optional<Disagreement> run(const std::vector<Exchange>& batch);

  private:
    std::unique_ptr<protocol::EngineProcess> boardtalk_;
    std::unique_ptr<protocol::EngineProcess> gnugo_;
};

// Starts an engine from argv; throws std::runtime_error when it cannot be started.
std::unique_ptr<protocol::EngineProcess> start(std::vector<std::string> argv);

// The boardtalk program under test ($BOARDTALK_BIN); throws std::runtime_error when unset.
std::string boardtalk_program();

// The words of `text` sorted and joined by single spaces (answers whose order does not matter).
std::string sorted_words(const std::string& text);

// The boardsize, clear_board and play commands of a script up to exchange `index` of batch
// `batch` included, one per line: enough to replay a failing game by hand.
std::string replay_text(const GameScript& script, std::size_t batch, std::size_t index);

}  // namespace boardtalk::go_oracle
