#include "games/common/fatal_signals.hpp"

#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>

namespace boardtalk::play {

namespace {

// Read by the signal handler, hence plain globals (a handler cannot reach an object); both
// atomics are lock-free, which makes them safe to read there.
std::atomic<const termios*> g_terminal{nullptr};
std::atomic<pid_t> g_engine{0};
static_assert(std::atomic<const termios*>::is_always_lock_free);
static_assert(std::atomic<pid_t>::is_always_lock_free);

// SIGTERM to the group, a second for the engine to go, then SIGKILL for what is left (a
// script's children, or an engine that ignores SIGTERM).
void stop_engine_group(pid_t engine) {
    ::kill(-engine, SIGTERM);
    ::kill(engine, SIGTERM);  // in case it left its group
    bool reaped = false;
    const timespec tick{0, 10'000'000};
    for (int i = 0; i < 100 && !reaped; ++i) {
        const pid_t r = ::waitpid(engine, nullptr, WNOHANG);
        reaped = r == engine || (r < 0 && errno == ECHILD);
        if (!reaped) ::nanosleep(&tick, nullptr);
    }
    ::kill(-engine, SIGKILL);
    if (!reaped) {
        ::kill(engine, SIGKILL);
        while (::waitpid(engine, nullptr, 0) < 0 && errno == EINTR) {
        }
    }
}

void on_fatal_signal(int sig) {
    if (const termios* saved = g_terminal.load()) ::tcsetattr(STDIN_FILENO, TCSANOW, saved);
    if (const pid_t engine = g_engine.exchange(0); engine > 0) stop_engine_group(engine);
    ::signal(sig, SIG_DFL);
    ::raise(sig);
}

void install_handlers_once() {
    static const bool installed = [] {
        for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) {
            struct sigaction sa {};
            sa.sa_handler = on_fatal_signal;
            sigemptyset(&sa.sa_mask);
            // The other fatal signals wait: a second Ctrl-C must not cut the cleanup short.
            for (int other : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) sigaddset(&sa.sa_mask, other);
            ::sigaction(sig, &sa, nullptr);
        }
        return true;
    }();
    (void)installed;
}

}  // namespace

void restore_on_fatal_signal(const termios* settings) {
    install_handlers_once();
    g_terminal = settings;
}

void stop_on_fatal_signal(pid_t engine) {
    install_handlers_once();
    g_engine = engine;
}

}  // namespace boardtalk::play
