#include "protocol/client/engine_process.hpp"

#include <poll.h>
#include <signal.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <cerrno>
#include <thread>

#include "protocol/client/command_line.hpp"

namespace boardtalk::protocol {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// Milliseconds left until `deadline` for poll(2), rounded up so that a poll never returns just
// before the deadline and makes the caller spin.
int poll_ms(Clock::time_point deadline) {
    const auto left = deadline - Clock::now();
    if (left <= Clock::duration::zero()) return 0;
    return static_cast<int>(std::chrono::ceil<milliseconds>(left).count());
}

Response make_response(Response::Status status, std::string text) {
    Response response;
    response.status = status;
    response.text = std::move(text);
    return response;
}

}  // namespace

EngineProcess::Started EngineProcess::start(std::string_view command_line, Options options) {
    auto split = split_command_line(command_line);
    if (split.error) return {nullptr, *split.error};
    return start(std::move(split.words), options);
}

EngineProcess::Started EngineProcess::start(std::vector<std::string> argv, Options options) {
    auto spawned = spawn_with_pipes(argv);
    if (!spawned) return {nullptr, spawned.error()};
    auto& child = *spawned;
    std::unique_ptr<EngineProcess> engine(new EngineProcess(std::move(child), options));
    engine->label_ += " (" + argv.front() + ")";
    spdlog::debug("{} started", engine->label_);
    return {std::move(engine), {}};
}

EngineProcess::EngineProcess(SpawnedChild child, Options options)
    : options_(options),
      pid_(child.pid),
      label_("engine " + std::to_string(child.pid)),
      stdin_(std::move(child.stdin_fd)),
      stdout_(std::move(child.stdout_fd)),
      stderr_(std::make_unique<StderrDrain>(std::move(child.stderr_fd), label_,
                                            options.stderr_tail_bytes)),
      scanner_(options.stray_lines) {}

EngineProcess::~EngineProcess() {
    stop();
}

void EngineProcess::trace(std::string_view direction, std::string_view text) const {
    if (auto logger = spdlog::get("protocol")) logger->info("{} {} {}", label_, direction, text);
}

bool EngineProcess::read_some(int timeout_ms) {
    if (buffer_full()) return false;  // the caller must take what is there first
    pollfd fd{stdout_.get(), POLLIN, 0};
    const int ready = ::poll(&fd, 1, timeout_ms);
    if (ready <= 0) return ready < 0 && errno == EINTR;
    char chunk[16384];
    const auto room = options_.max_response_bytes - buffer_.size();
    const auto n = ::read(stdout_.get(), chunk, std::min(sizeof chunk, room));
    if (n > 0) {
        buffer_.append(chunk, static_cast<std::size_t>(n));
    } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
        stdout_closed_ = true;
    }
    return true;
}

EngineProcess::SendStatus EngineProcess::send_raw(std::string_view bytes, milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    std::size_t done = 0;
    while (done < bytes.size()) {
        if (!stdin_.valid()) return SendStatus::closed;
        pollfd fds[2] = {{stdin_.get(), POLLOUT, 0},
                         {stdout_closed_ || buffer_full() ? -1 : stdout_.get(), POLLIN, 0}};
        const int ready = ::poll(fds, 2, poll_ms(deadline));
        if (ready < 0 && errno != EINTR) return SendStatus::closed;
        if (ready == 0) return SendStatus::timeout;
        if (fds[1].revents & (POLLIN | POLLHUP | POLLERR)) read_some(0);
        if (fds[0].revents & (POLLERR | POLLHUP)) return SendStatus::closed;
        if (fds[0].revents & POLLOUT) {
            const auto n =
                write_without_sigpipe(stdin_.get(), bytes.data() + done, bytes.size() - done);
            if (n > 0) {
                done += static_cast<std::size_t>(n);
            } else if (errno != EAGAIN && errno != EINTR) {
                return SendStatus::closed;
            }
        }
    }
    return SendStatus::sent;
}

Response EngineProcess::read_response(milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    while (true) {
        if (auto parsed = scanner_.next(buffer_)) {
            buffer_.erase(0, parsed->consumed);
            auto& response = parsed->response;
            for (const auto& line : response.stray_output) {
                spdlog::debug("{} printed a line outside any response: {}", label_, line);
            }
            trace(">>", response.text);
            return std::move(response);
        }
        if (buffer_full()) return oversized_response();
        if (stdout_closed_) return died_response();
        if (Clock::now() >= deadline) return timeout_response(timeout);
        read_some(poll_ms(deadline));
    }
}

Response EngineProcess::timeout_response(milliseconds timeout) {
    auto lines = split_output_lines(buffer_);
    if (options_.stray_lines == StrayLines::garbage && starts_with_stray_output(buffer_)) {
        // Only the part of a line the engine printed before it hung: garbage all the same.
        while (!lines.empty() && lines.front().find_first_not_of(" \t") == std::string::npos)
            lines.erase(lines.begin());
        discard_output();
        return make_response(Response::Status::garbage, lines.empty() ? "" : lines.front());
    }
    auto response = make_response(Response::Status::timeout,
                                  "no response within " + std::to_string(timeout.count()) + " ms");
    response.stray_output = std::move(lines);
    return response;
}

Response EngineProcess::died_response() {
    if (!exit_status_) exit_status_ = reap_within(pid_, milliseconds(500));
    stderr_->wait_for_end(milliseconds(200));  // so that stderr_tail() has its last words
    auto response =
        make_response(Response::Status::died, exit_status_ ? "engine " + describe(*exit_status_)
                                                           : "engine closed its output");
    response.stray_output = split_output_lines(buffer_);
    discard_output();
    spdlog::debug("{}: {}", label_, response.text);
    return response;
}

Response EngineProcess::oversized_response() {
    auto response = make_response(
        Response::Status::garbage,
        "response larger than " + std::to_string(options_.max_response_bytes) + " bytes");
    response.oversized = true;
    const std::size_t shown = 4096;  // a report shows no more of a line anyway
    response.stray_output = split_output_lines(std::string_view(buffer_).substr(0, shown));
    discard_output();
    spdlog::debug("{}: {}", label_, response.text);
    return response;
}

void EngineProcess::discard_output() {
    buffer_.clear();
    scanner_.reset();
}

Response EngineProcess::send(std::string_view command, milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    std::string line(command);
    if (line.empty() || line.back() != '\n') line += '\n';
    trace("<<", command);
    if (send_raw(line, timeout) == SendStatus::timeout) {
        return make_response(
            Response::Status::timeout,
            "engine did not read its input within " + std::to_string(timeout.count()) + " ms");
    }
    // After `closed` the engine may still have answered before it went away: read on.
    return read_response(std::chrono::duration_cast<milliseconds>(
        std::max(deadline - Clock::now(), Clock::duration::zero())));
}

EngineProcess::SendStatus EngineProcess::send_line(std::string_view line, milliseconds timeout) {
    trace("<<", line);
    return send_raw(std::string(line) + "\n", timeout);
}

Response EngineProcess::read_line(milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    std::size_t searched = 0;  // no LF before this
    while (true) {
        if (const auto lf = buffer_.find('\n', searched); lf != std::string::npos) {
            std::string line = buffer_.substr(0, lf);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            buffer_.erase(0, lf + 1);
            scanner_.reset();
            trace(">>", line);
            return make_response(Response::Status::success, std::move(line));
        }
        searched = buffer_.size();
        if (buffer_full()) return oversized_response();
        if (stdout_closed_) return died_response();
        if (Clock::now() >= deadline)
            return make_response(Response::Status::timeout,
                                 "no line within " + std::to_string(timeout.count()) + " ms");
        read_some(poll_ms(deadline));
    }
}

bool EngineProcess::has_exited() {
    if (!exit_status_) exit_status_ = try_reap(pid_);
    return exit_status_.has_value();
}

void EngineProcess::drain_until_exit(milliseconds grace) {
    const auto deadline = Clock::now() + grace;
    while (!has_exited() && Clock::now() < deadline) {
        if (stdout_closed_) {
            std::this_thread::sleep_for(milliseconds(5));
        } else {
            read_some(std::min(10, poll_ms(deadline)));
            discard_output();  // nobody will read it: a streaming engine must not block on it
        }
    }
}

EngineProcess::StopResult EngineProcess::stop() {
    if (stopped_) return *stopped_;
    StopResult result{StopResult::How::already_exited, {}};
    if (!has_exited()) {
        send_raw(options_.quit_command + "\n", milliseconds(100));
        stdin_.reset();  // end of input: enough for engines that ignore quit
        drain_until_exit(options_.quit_grace);
        result.how = StopResult::How::quit;
    }
    for (const auto& [sig, how] : {std::pair{SIGTERM, StopResult::How::terminated},
                                   std::pair{SIGKILL, StopResult::How::killed}}) {
        if (has_exited()) break;
        spdlog::debug("{} did not exit, sending {}", label_,
                      sig == SIGTERM ? "SIGTERM" : "SIGKILL");
        // One signal each: the whole group (an engine script's children go too), and the
        // engine itself only if it left the group. A second SIGTERM could reach an engine
        // that has handled the first and restored the default action while it shuts down.
        ::kill(-pid_, sig);
        if (::getpgid(pid_) != pid_) ::kill(pid_, sig);
        result.how = how;
        if (sig == SIGKILL)
            exit_status_ = reap_blocking(pid_);
        else
            drain_until_exit(options_.term_grace);
    }
    stdin_.reset();
    result.status = *exit_status_;
    spdlog::debug("{} stopped: {}", label_, describe(result.status));
    stopped_ = result;
    return result;
}

}  // namespace boardtalk::protocol
