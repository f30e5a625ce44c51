#include "protocol/client/child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>

namespace boardtalk::protocol {

UniqueFd& UniqueFd::operator=(UniqueFd&& other) noexcept {
    if (this != &other) {
        reset();
        fd_ = other.release();
    }
    return *this;
}

int UniqueFd::release() {
    const int fd = fd_;
    fd_ = -1;
    return fd;
}

void UniqueFd::reset() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
}

std::string describe(const ExitStatus& status) {
    if (status.kind == ExitStatus::Kind::exited) {
        return "exited with code " + std::to_string(status.value);
    }
    const char* name = ::strsignal(status.value);
    return "killed by signal " + std::to_string(status.value) + " (" + (name ? name : "?") + ")";
}

namespace {

struct Pipe {
    UniqueFd read_end;
    UniqueFd write_end;
};

std::optional<Pipe> make_pipe() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) return std::nullopt;
    return Pipe{UniqueFd(fds[0]), UniqueFd(fds[1])};
}

// Frees posix_spawn's attribute and file-action objects whatever happens.
struct SpawnSetup {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    SpawnSetup() {
        posix_spawn_file_actions_init(&actions);
        posix_spawnattr_init(&attributes);
    }
    ~SpawnSetup() {
        posix_spawn_file_actions_destroy(&actions);
        posix_spawnattr_destroy(&attributes);
    }
    SpawnSetup(const SpawnSetup&) = delete;
    SpawnSetup& operator=(const SpawnSetup&) = delete;
};

void configure(SpawnSetup& setup, const Pipe& in, const Pipe& out, const Pipe& err) {
    posix_spawn_file_actions_adddup2(&setup.actions, in.read_end.get(), STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&setup.actions, out.write_end.get(), STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&setup.actions, err.write_end.get(), STDERR_FILENO);
    // Nothing else of the caller's: a descriptor opened without close-on-exec (a library's
    // socket, or one opened by another thread just now) would otherwise stay open in the
    // engine, holding a server's port or a connection for as long as the engine runs.
    posix_spawn_file_actions_addclosefrom_np(&setup.actions, STDERR_FILENO + 1);
    // A process group of its own: stop() can signal the engine and whatever it started, and a
    // Ctrl-C meant for the controller does not hit the engine in the middle of a command.
    posix_spawnattr_setpgroup(&setup.attributes, 0);
    // Ignored signals survive exec (a server ignores SIGPIPE): give the engine the defaults.
    sigset_t defaults;
    sigemptyset(&defaults);
    for (int sig : {SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGCHLD}) sigaddset(&defaults, sig);
    posix_spawnattr_setsigdefault(&setup.attributes, &defaults);
    sigset_t empty;
    sigemptyset(&empty);
    posix_spawnattr_setsigmask(&setup.attributes, &empty);
    posix_spawnattr_setflags(
        &setup.attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
}

}  // namespace

Result<SpawnedChild> spawn_with_pipes(const std::vector<std::string>& argv) {
    if (argv.empty()) return Error{"empty command line"};
    auto in = make_pipe();
    auto out = make_pipe();
    auto err = make_pipe();
    if (!in || !out || !err)
        return Error{std::string("cannot create pipes: ") + std::strerror(errno)};
    SpawnSetup setup;
    configure(setup, *in, *out, *err);
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = -1;
    const int rc =
        ::posix_spawnp(&pid, args[0], &setup.actions, &setup.attributes, args.data(), environ);
    if (rc != 0) return Error{"cannot start '" + argv[0] + "': " + std::strerror(rc)};
    ::fcntl(in->write_end.get(), F_SETFL, O_NONBLOCK);
    return SpawnedChild{pid, std::move(in->write_end), std::move(out->read_end),
                        std::move(err->read_end)};
}

namespace {

ExitStatus from_wait_status(int status) {
    if (WIFSIGNALED(status)) return {ExitStatus::Kind::signalled, WTERMSIG(status)};
    return {ExitStatus::Kind::exited, WEXITSTATUS(status)};
}

}  // namespace

std::optional<ExitStatus> try_reap(pid_t pid) {
    int status = 0;
    pid_t r;
    do {
        r = ::waitpid(pid, &status, WNOHANG);
    } while (r < 0 && errno == EINTR);
    if (r == pid) return from_wait_status(status);
    return std::nullopt;
}

std::optional<ExitStatus> reap_within(pid_t pid, std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (true) {
        if (auto status = try_reap(pid)) return status;
        if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

ExitStatus reap_blocking(pid_t pid) {
    int status = 0;
    pid_t r;
    do {
        r = ::waitpid(pid, &status, 0);
    } while (r < 0 && errno == EINTR);
    return from_wait_status(status);
}

long write_without_sigpipe(int fd, const char* data, std::size_t size) {
    sigset_t pipe_only;
    sigemptyset(&pipe_only);
    sigaddset(&pipe_only, SIGPIPE);
    sigset_t pending;
    sigpending(&pending);
    const bool was_pending = sigismember(&pending, SIGPIPE) == 1;
    sigset_t old_mask;
    pthread_sigmask(SIG_BLOCK, &pipe_only, &old_mask);
    const long written = ::write(fd, data, size);
    const int saved_errno = errno;
    if (written < 0 && saved_errno == EPIPE && !was_pending) {
        // Our own SIGPIPE is pending on this thread now: consume it before unblocking.
        const timespec no_wait{0, 0};
        while (::sigtimedwait(&pipe_only, nullptr, &no_wait) < 0 && errno == EINTR) {
        }
    }
    pthread_sigmask(SIG_SETMASK, &old_mask, nullptr);
    errno = saved_errno;
    return written;
}

}  // namespace boardtalk::protocol
