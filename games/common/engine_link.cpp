#include "games/common/engine_link.hpp"

#include <sstream>

#include "games/common/fatal_signals.hpp"
#include "protocol/client/response.hpp"

namespace boardtalk::play {

namespace {

protocol::EngineProcess::Options quick_stop() {
    protocol::EngineProcess::Options options;
    options.quit_grace = std::chrono::milliseconds(1500);
    options.term_grace = std::chrono::milliseconds(500);
    return options;
}

// "60 s", "0.5 s".
std::string seconds_text(std::chrono::milliseconds ms) {
    std::ostringstream out;
    out << static_cast<double>(ms.count()) / 1000.0 << " s";
    return out.str();
}

}  // namespace

EngineLink::EngineLink(std::unique_ptr<protocol::EngineProcess> process, Options options)
    : process_(std::move(process)), options_(std::move(options)) {
    stop_on_fatal_signal(process_->pid());
}

EngineLink::~EngineLink() {
    stop();
}

std::unique_ptr<EngineLink> EngineLink::adopt(protocol::EngineProcess::Started started,
                                              Options options, std::string& error) {
    if (!started.engine) {
        error = started.error;
        return nullptr;
    }
    return std::unique_ptr<EngineLink>(new EngineLink(std::move(started.engine), options));
}

std::unique_ptr<EngineLink> EngineLink::start(const std::vector<std::string>& argv, Options options,
                                              std::string& error) {
    return adopt(protocol::EngineProcess::start(argv, quick_stop()), std::move(options), error);
}

std::unique_ptr<EngineLink> EngineLink::start(std::string_view command_line, Options options,
                                              std::string& error) {
    return adopt(protocol::EngineProcess::start(command_line, quick_stop()), std::move(options),
                 error);
}

Answer EngineLink::ask(std::string_view command) {
    return ask(command, options_.timeout);
}

Answer EngineLink::ask(std::string_view command, std::chrono::milliseconds timeout) {
    const protocol::Response r = process_->send(command, timeout);
    if (!r.answered()) lost(command, r, timeout);
    return Answer{r.status == protocol::Response::Status::success, r.text};
}

void EngineLink::lost(std::string_view command, const protocol::Response& r,
                      std::chrono::milliseconds timeout) const {
    const std::string why = "the engine (" + options_.name + ") " +
                            protocol::lost_reason(r, command, "within " + seconds_text(timeout),
                                                  process_->stderr_tail());
    throw EngineLost(why);
}

std::string EngineLink::require(std::string_view command) {
    return require(command, options_.timeout);
}

std::string EngineLink::require(std::string_view command, std::chrono::milliseconds timeout) {
    Answer a = ask(command, timeout);
    if (!a.ok)
        throw EngineLost("the engine (" + options_.name + ") refused '" + std::string(command) +
                         "': " + a.text);
    return a.text;
}

void EngineLink::stop() {
    process_->stop();
    stop_on_fatal_signal(0);
}

}  // namespace boardtalk::play
