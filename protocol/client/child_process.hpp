#pragma once
// POSIX plumbing for EngineProcess: file descriptors, spawning a program with three pipes in a
// process group of its own, waiting for it with or without blocking, SIGPIPE-safe writes.
#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "core/result.hpp"

namespace boardtalk::protocol {

// Owns one file descriptor; closes it on destruction.
class UniqueFd {
  public:
    UniqueFd() = default;
    explicit UniqueFd(int fd) : fd_(fd) {}
    UniqueFd(UniqueFd&& other) noexcept : fd_(other.release()) {}
    UniqueFd& operator=(UniqueFd&& other) noexcept;
    UniqueFd(const UniqueFd&) = delete;
    UniqueFd& operator=(const UniqueFd&) = delete;
    ~UniqueFd() { reset(); }
    int get() const { return fd_; }
    bool valid() const { return fd_ >= 0; }
    int release();
    void reset();

  private:
    int fd_ = -1;
};

// How a child ended, as waitpid reported it.
struct ExitStatus {
    enum class Kind { exited, signalled } kind = Kind::exited;
    int value = 0;  // the exit code or the signal number
    bool operator==(const ExitStatus&) const = default;
};

// "exited with code 0", "killed by signal 11 (Segmentation fault)".
std::string describe(const ExitStatus& status);

struct SpawnedChild {
    pid_t pid = -1;      // also the id of its process group
    UniqueFd stdin_fd;   // ours to write, non-blocking
    UniqueFd stdout_fd;  // ours to read
    UniqueFd stderr_fd;  // ours to read
};

// Starts argv[0] (searched in PATH like execvp) with its stdin, stdout and stderr connected to
// pipes and no other descriptor of the caller's, as the leader of a new process group, with default
// signal dispositions and an empty signal mask whatever the caller had. The error says why
// (e.g. "cannot start 'x': No such file or directory") when the program could not be started.
Result<SpawnedChild> spawn_with_pipes(const std::vector<std::string>& argv);

// waitpid without blocking: the status once the child has ended (and is reaped), else nullopt.
std::optional<ExitStatus> try_reap(pid_t pid);
// Polls try_reap until the child ends or `timeout` passes.
std::optional<ExitStatus> reap_within(pid_t pid, std::chrono::milliseconds timeout);
// Blocks until the child ends.
ExitStatus reap_blocking(pid_t pid);

// write(2) that never raises SIGPIPE in this process (a reader that went away gives EPIPE) and
// leaves the thread's signal mask and pending signals as they were. Same result as write(2).
long write_without_sigpipe(int fd, const char* data, std::size_t size);

}  // namespace boardtalk::protocol
