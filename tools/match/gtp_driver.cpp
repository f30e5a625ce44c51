// The GTP driver: every boardtalk engine, GNU Go, anything with GTP framing. Every command goes
// out numbered (1, 2, ... per engine), as gogui-twogtp does, and an answer with another id or
// none is a protocol error. Moves are already in our notation: `play COLOUR MOVE`,
// `genmove COLOUR` (no colour in 2048). Under a runner-kept clock the engine is told its time
// as clock_commands.hpp says (time_settings at setup, time_left before each genmove).
#include <cctype>

#include "protocol/client/engine_process.hpp"
#include "tools/match/clock_commands.hpp"
#include "tools/match/engine_driver.hpp"

namespace boardtalk::match {

namespace {

using protocol::Response;

std::string trim(std::string_view s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string_view::npos) return "";
    const auto e = s.find_last_not_of(" \t\r\n");
    return std::string(s.substr(b, e - b + 1));
}

// A response as the engine wrote its first line ("=7 D4", "? illegal move").
std::string as_written(const Response& r) {
    const std::string id = r.id ? std::to_string(*r.id) : "";
    return (r.status == Response::Status::success ? "=" : "?") + id + " " + r.text;
}

// The answer's text, or the forfeit its failure means. `command` went out numbered `id`: a
// response with another id, or none, answers something else (an engine out of step).
std::variant<std::string, DriverFailure> classify(const Response& r, const std::string& command,
                                                  std::uint32_t id,
                                                  std::chrono::milliseconds timeout) {
    const std::string cmd = "'" + std::to_string(id) + " " + command + "'";
    if (r.answered() && r.id != id)
        return DriverFailure{
            ForfeitCause::protocol_error,
            "answered '" + as_written(r) + "' to " + cmd + (r.id ? ": not its id" : ": no id")};
    switch (r.status) {
        case Response::Status::success:
            return trim(r.text);
        case Response::Status::failure:
            return DriverFailure{ForfeitCause::garbage, "answered '? " + r.text + "' to " + cmd};
        case Response::Status::timeout:
            return DriverFailure{ForfeitCause::timeout,
                                 "no answer to " + cmd + " within " + seconds_text(timeout)};
        case Response::Status::died:
            return DriverFailure{ForfeitCause::crash, "died at " + cmd + " (" + r.text + ")"};
        case Response::Status::garbage:
            break;
    }
    return DriverFailure{ForfeitCause::garbage, "answered '" + r.text + "' to " + cmd};
}

class GtpDriver : public EngineDriver {
  public:
    explicit GtpDriver(DriverSettings settings) : EngineDriver(std::move(settings)) {}

    DriverStatus new_game(const std::vector<std::string>& gtp_setup) override {
        for (const std::string& command : gtp_setup)
            if (auto f = tell(command, settings_.setup_timeout)) return f;
        return std::nullopt;
    }

    // Which time commands the engine lists, then the clock's settings.
    DriverStatus setup_clock(const TimeControl& tc) override {
        auto listed = ask("list_commands", settings_.setup_timeout);
        auto* names = std::get_if<std::string>(&listed);
        if (!names && std::get<DriverFailure>(listed).cause != ForfeitCause::garbage)
            return std::get<DriverFailure>(listed);  // died, hung or out of step: not just "? ..."
        takes_ = time_commands_from(names ? std::optional(*names) : std::nullopt);
        for (const auto& command : clock_setup_commands(settings_.game, tc, takes_))
            if (auto f = tell(command, settings_.setup_timeout)) return f;
        return std::nullopt;
    }

    // The engine made its own moves with genmove already.
    DriverStatus played(const std::string& colour, const std::string& move, bool own,
                        bool) override {
        if (own) return std::nullopt;
        return tell("play " + (colour.empty() ? "" : colour + " ") + move);
    }

    DriverStatus gtp_command(const std::string& command) override { return tell(command); }

    std::variant<EngineAnswer, DriverFailure> ask_move(const MoveRequest& request) override {
        const std::string command =
            request.colour.empty() ? "genmove" : "genmove " + request.colour;
        if (request.clock)
            for (const auto& time :
                 clock_move_commands(settings_.game, *request.clock, request.colour, takes_))
                if (auto f = tell(time)) return *f;
        auto answer = ask(command, request.timeout);
        if (auto* f = std::get_if<DriverFailure>(&answer)) return *f;
        return EngineAnswer{std::get<std::string>(answer), command};
    }

    std::string final_score() override {
        if (!process_) return "";
        std::uint32_t id = 0;
        const Response r = exchange("final_score", settings_.command_timeout, id);
        if (r.answered() && r.id != id) return "(" + to_string(ForfeitCause::protocol_error) + ")";
        if (r.status == Response::Status::success) return trim(r.text);
        if (r.status == Response::Status::failure) return "? " + trim(r.text);
        return "(" + std::string(protocol::to_string(r.status)) + ")";
    }

  private:
    // Sends `command` with the engine's next id (set into `id`) and returns the response.
    Response exchange(const std::string& command, std::chrono::milliseconds timeout,
                      std::uint32_t& id) {
        id = next_id_++;
        return process_->send(std::to_string(id) + " " + command, timeout);
    }

    std::variant<std::string, DriverFailure> ask(const std::string& command,
                                                 std::chrono::milliseconds timeout) {
        if (!process_) return DriverFailure{ForfeitCause::crash, "not running"};
        std::uint32_t id = 0;
        const Response r = exchange(command, timeout, id);
        return classify(r, command, id, timeout);
    }

    // Sends a command whose answer does not matter beyond success.
    DriverStatus tell(const std::string& command) {
        return tell(command, settings_.command_timeout);
    }
    DriverStatus tell(const std::string& command, std::chrono::milliseconds timeout) {
        auto answer = ask(command, timeout);
        if (auto* f = std::get_if<DriverFailure>(&answer)) return *f;
        return std::nullopt;
    }

    std::uint32_t next_id_ = 1;
    TimeCommands takes_;  // the time commands the engine lists (under a clock)
};

}  // namespace

std::unique_ptr<EngineDriver> make_gtp_driver(DriverSettings settings) {
    return std::make_unique<GtpDriver>(std::move(settings));
}

}  // namespace boardtalk::match
