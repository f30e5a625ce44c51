#include "tools/match/engine_driver.hpp"

#include <fmt/format.h>

#include "protocol/client/engine_process.hpp"

namespace boardtalk::match {

using protocol::EngineProcess;
using protocol::Response;

EngineDriver::~EngineDriver() = default;

std::string seconds_text(std::chrono::milliseconds ms) {
    return fmt::format("{:.3g} s", static_cast<double>(ms.count()) / 1000.0);
}

DriverStatus EngineDriver::start(const std::string& command) {
    EngineProcess::Options options;
    options.quit_grace = std::chrono::milliseconds(1000);
    options.quit_command = quit_command();
    auto started = EngineProcess::start(command, options);
    if (!started.engine)
        return DriverFailure{ForfeitCause::crash, "cannot start: " + started.error};
    process_ = std::move(started.engine);
    return std::nullopt;
}

void EngineDriver::stop() {
    if (process_) process_->stop();
}

std::string EngineDriver::stderr_tail() const {
    return process_ ? process_->stderr_tail() : "";
}

DriverStatus EngineDriver::write_line(const std::string& line) {
    if (!process_) return DriverFailure{ForfeitCause::crash, "not running"};
    switch (process_->send_line(line, settings_.command_timeout)) {
        case EngineProcess::SendStatus::sent:
            return std::nullopt;
        case EngineProcess::SendStatus::timeout:
            return DriverFailure{
                ForfeitCause::timeout,
                "did not read '" + line + "' within " + seconds_text(settings_.command_timeout)};
        case EngineProcess::SendStatus::closed:
            break;
    }
    return DriverFailure{ForfeitCause::crash, "closed its input before '" + line + "'"};
}

std::variant<std::string, DriverFailure> EngineDriver::read_line(std::chrono::milliseconds timeout,
                                                                 const std::string& context) {
    if (!process_) return DriverFailure{ForfeitCause::crash, "not running"};
    const Response r = process_->read_line(timeout);
    switch (r.status) {
        case Response::Status::success:
            return r.text;
        case Response::Status::timeout:
            return DriverFailure{ForfeitCause::timeout,
                                 "no answer to " + context + " within " + seconds_text(timeout)};
        case Response::Status::died:
            return DriverFailure{ForfeitCause::crash, "died at " + context + " (" + r.text + ")"};
        case Response::Status::failure:
        case Response::Status::garbage:
            break;
    }
    return DriverFailure{ForfeitCause::garbage, "answered " + context + " with " + r.text};
}

std::unique_ptr<EngineDriver> make_driver(EngineProtocol protocol, DriverSettings settings) {
    switch (protocol) {
        case EngineProtocol::gtp:
            return make_gtp_driver(std::move(settings));
        case EngineProtocol::codecup:
            return make_codecup_driver(std::move(settings));
        case EngineProtocol::uci:
            return make_uci_driver(std::move(settings));
    }
    return make_gtp_driver(std::move(settings));
}

std::optional<std::string> only_game_of(EngineProtocol protocol) {
    switch (protocol) {
        case EngineProtocol::codecup:
            return "dvonn";
        case EngineProtocol::uci:
            return "morris";
        case EngineProtocol::gtp:
            break;
    }
    return std::nullopt;
}

std::optional<std::string> probe_command(EngineProtocol protocol) {
    switch (protocol) {
        case EngineProtocol::gtp:
            return "protocol_version";
        case EngineProtocol::uci:
            return "uci";
        case EngineProtocol::codecup:
            break;
    }
    return std::nullopt;
}

}  // namespace boardtalk::match
