#include "tests/go/oracle/engine_pair.hpp"

#include <algorithm>
#include <cstdlib>
#include <sstream>
#include <stdexcept>

namespace boardtalk::go_oracle {

namespace {

using protocol::EngineProcess;
using protocol::Response;
using namespace std::chrono_literals;

constexpr auto batch_timeout = 60s;  // generous: sanitized builds on a loaded machine

// "=text" or "?text", with the words sorted when the order does not matter.
std::string canonical(const Response& r, bool as_set) {
    const std::string text = as_set ? sorted_words(r.text) : r.text;
    if (r.status == Response::Status::success) return "=" + text;
    if (r.status == Response::Status::failure) return "?" + text;
    return "no answer (" + std::string(to_string(r.status)) + "): " + r.text;
}

std::string expected_text(const Exchange& e) {
    return (e.success ? "=" : "?") + (e.as_set ? sorted_words(e.text) : e.text);
}

std::vector<Response> answers(EngineProcess& engine, std::size_t count) {
    std::vector<Response> out;
    out.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        out.push_back(engine.read_response(batch_timeout));
        if (!out.back().answered()) break;
    }
    return out;
}

}  // namespace

std::unique_ptr<EngineProcess> start(std::vector<std::string> argv) {
    auto started = EngineProcess::start(std::move(argv), EngineProcess::Options{});
    if (!started.engine) throw std::runtime_error("cannot start engine: " + started.error);
    return std::move(started.engine);
}

std::string boardtalk_program() {
    const char* bin = std::getenv("BOARDTALK_BIN");
    if (bin == nullptr || *bin == '\0') throw std::runtime_error("BOARDTALK_BIN is not set");
    return bin;
}

std::string sorted_words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    std::sort(words.begin(), words.end());
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

EnginePair::EnginePair()
    : boardtalk_(start({boardtalk_program(), "go", "--rules", "simple", "--seed", "1"})),
      gnugo_(start({"/usr/games/gnugo", "--mode", "gtp"})) {}

std::optional<Disagreement> EnginePair::run(const std::vector<Exchange>& batch) {
    std::string bytes;
    for (const auto& e : batch) bytes += e.command + '\n';
    // Both engines work on the batch at the same time; neither blocks the other, because
    // send_raw keeps reading output while an input pipe is full.
    if (boardtalk_->send_raw(bytes, batch_timeout) != EngineProcess::SendStatus::sent)
        return Disagreement{0, "boardtalk did not take the batch: " + boardtalk_->stderr_tail()};
    if (gnugo_->send_raw(bytes, batch_timeout) != EngineProcess::SendStatus::sent)
        return Disagreement{0, "GNU Go did not take the batch"};
    const auto ours = answers(*boardtalk_, batch.size());
    const auto theirs = answers(*gnugo_, batch.size());
    for (std::size_t i = 0; i < batch.size(); ++i) {
        const std::string a = i < ours.size() ? canonical(ours[i], batch[i].as_set) : "nothing";
        const std::string b = i < theirs.size() ? canonical(theirs[i], batch[i].as_set) : "nothing";
        const std::string want = expected_text(batch[i]);
        if (a != b || a != want)
            return Disagreement{i, "command " + std::to_string(i + 1) + " of the batch: '" +
                                       batch[i].command + "'\n  boardtalk: " + a +
                                       "\n  GNU Go:    " + b + "\n  script:    " + want};
    }
    return std::nullopt;
}

std::string replay_text(const GameScript& script, std::size_t batch, std::size_t index) {
    std::string out;
    for (std::size_t b = 0; b <= batch && b < script.batches.size(); ++b) {
        const auto& exchanges = script.batches[b];
        const std::size_t end =
            b == batch ? std::min(index + 1, exchanges.size()) : exchanges.size();
        for (std::size_t i = 0; i < end; ++i) {
            const auto& e = exchanges[i];
            if (e.is_attempt || e.command.starts_with("boardsize") || e.command == "clear_board")
                out += e.command + '\n';
        }
    }
    return out;
}

}  // namespace boardtalk::go_oracle
