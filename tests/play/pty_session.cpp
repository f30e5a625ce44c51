#include "tests/play/pty_session.hpp"

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>

namespace play_test {

namespace {

using Clock = std::chrono::steady_clock;

std::string bin() {
    const char* b = std::getenv("BOARDTALK_BIN");
    return b ? b : "build/boardtalk";
}

}  // namespace

PtySession::PtySession(const std::vector<std::string>& args, const std::string& stderr_file) {
    std::vector<std::string> argv{bin()};
    argv.insert(argv.end(), args.begin(), args.end());
    pid_ = ::forkpty(&master_, nullptr, nullptr, nullptr);
    REQUIRE(pid_ >= 0);
    if (pid_ == 0) {
        if (!stderr_file.empty()) {
            const int fd = ::open(stderr_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (fd < 0 || ::dup2(fd, 2) < 0) ::_exit(126);
        }
        std::vector<char*> raw;
        for (auto& a : argv) raw.push_back(a.data());
        raw.push_back(nullptr);
        ::execv(raw[0], raw.data());
        ::_exit(127);
    }
}

PtySession::~PtySession() {
    if (exit_code_ < 0 && pid_ > 0) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
    }
    if (master_ >= 0) ::close(master_);
}

void PtySession::type(const std::string& keys) {
    for (char c : keys) {  // one key press at a time, as a person types
        REQUIRE(::write(master_, &c, 1) == 1);
        ::usleep(20000);
    }
}

bool PtySession::read_some(std::chrono::milliseconds timeout) {
    pollfd p{master_, POLLIN, 0};
    if (::poll(&p, 1, static_cast<int>(timeout.count())) <= 0) return true;
    char buffer[4096];
    const ssize_t n = ::read(master_, buffer, sizeof buffer);
    if (n <= 0) return false;  // EIO: the program closed the terminal
    screen_.append(buffer, static_cast<std::size_t>(n));
    return true;
}

bool PtySession::wait_for(const std::string& text, std::chrono::milliseconds timeout) {
    const auto end = Clock::now() + timeout;
    for (;;) {
        const auto at = screen_.find(text, seen_);
        if (at != std::string::npos) {
            seen_ = at + text.size();
            return true;
        }
        if (Clock::now() >= end || !read_some(std::chrono::milliseconds(50))) return false;
    }
}

int PtySession::wait_exit(std::chrono::milliseconds timeout) {
    const auto end = Clock::now() + timeout;
    while (Clock::now() < end) {
        read_some(std::chrono::milliseconds(50));
        int status = 0;
        if (::waitpid(pid_, &status, WNOHANG) == pid_) {
            exit_code_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
            return exit_code_;
        }
    }
    return -1;
}

}  // namespace play_test
