#include "adapters/play/engine_link.hpp"

#include "protocol/client/response.hpp"

namespace boardtalk::play {

namespace {

protocol::EngineProcess::Options quick_stop() {
    protocol::EngineProcess::Options options;
    options.quit_grace = std::chrono::milliseconds(1500);
    options.term_grace = std::chrono::milliseconds(500);
    return options;
}

}  // namespace

EngineLink::EngineLink(std::unique_ptr<protocol::EngineProcess> process)
    : process_(std::move(process)) {}

std::unique_ptr<EngineLink> EngineLink::adopt(protocol::EngineProcess::Started started,
                                              std::string& error) {
    if (!started.engine) {
        error = started.error;
        return nullptr;
    }
    return std::unique_ptr<EngineLink>(new EngineLink(std::move(started.engine)));
}

std::unique_ptr<EngineLink> EngineLink::start(const std::vector<std::string>& argv,
                                              std::string& error) {
    return adopt(protocol::EngineProcess::start(argv, quick_stop()), error);
}

std::unique_ptr<EngineLink> EngineLink::start(std::string_view command_line, std::string& error) {
    return adopt(protocol::EngineProcess::start(command_line, quick_stop()), error);
}

Answer EngineLink::ask(std::string_view command, std::chrono::seconds timeout) {
    using Status = protocol::Response::Status;
    const protocol::Response r = process_->send(command, timeout);
    if (r.answered()) return Answer{r.status == Status::success, r.text};
    std::string why;
    switch (r.status) {
        case Status::timeout:
            why = "the engine did not answer '" + std::string(command) + "' within " +
                  std::to_string(timeout.count()) + " s";
            break;
        case Status::died:
            why = "the engine stopped while asked '" + std::string(command) + "' (" + r.text + ")";
            break;
        default:
            why = "the engine answered '" + std::string(command) + "' with garbage: " + r.text;
    }
    std::string tail = process_->stderr_tail();
    while (!tail.empty() && (tail.back() == '\n' || tail.back() == '\r')) tail.pop_back();
    if (!tail.empty()) why += "\nits last words on stderr:\n" + tail;
    throw EngineLost(why);
}

std::string EngineLink::require(std::string_view command, std::chrono::seconds timeout) {
    Answer a = ask(command, timeout);
    if (!a.ok) throw EngineLost("the engine refused '" + std::string(command) + "': " + a.text);
    return a.text;
}

void EngineLink::stop() {
    process_->stop();
}

}  // namespace boardtalk::play
