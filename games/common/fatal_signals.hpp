#pragma once
// What `boardtalk play` must undo even when a signal ends it (SIGINT, SIGTERM, SIGHUP, SIGQUIT):
// the terminal's raw mode, and its engine. The engine runs in a process group of its own, so a
// Ctrl-C at the terminal does not reach it, and an engine busy with a move does not notice that
// its input closed: without this it would outlive the front end. One handler does both, then
// ends the process by the same signal; everything it does is async-signal-safe. The handlers are
// installed by the first call of either function.
#include <sys/types.h>
#include <termios.h>

namespace boardtalk::play {

// The terminal settings a fatal signal puts back (the object must outlive the registration);
// nullptr: nothing to put back.
void restore_on_fatal_signal(const termios* settings);

// The engine a fatal signal stops: SIGTERM to its process group, and up to a second later
// SIGKILL to whatever is left of it; the engine is reaped. 0: no engine.
void stop_on_fatal_signal(pid_t engine);

}  // namespace boardtalk::play
