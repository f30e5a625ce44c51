#pragma once
// `boardtalk ...` at a real terminal: the program runs on the child side of a pseudo-terminal
// (forkpty), so it reads single key presses in raw mode as it does for a person; the test types
// keys and waits for what the screen shows.
#include <sys/types.h>

#include <chrono>
#include <string>
#include <vector>

namespace play_test {

class PtySession {
  public:
    // Starts `boardtalk ARGS...` on a new pseudo-terminal; with `stderr_file`, its stderr goes
    // there instead of the terminal.
    explicit PtySession(const std::vector<std::string>& args, const std::string& stderr_file = "");
    // Kills the program if it still runs.
    ~PtySession();
    PtySession(const PtySession&) = delete;
    PtySession& operator=(const PtySession&) = delete;

    // Types `keys` as a person would (no newline added).
    void type(const std::string& keys);
    // Reads the screen until `text` appears after what earlier waits consumed (true), or the
    // timeout passes or the program ends (false).
    bool wait_for(const std::string& text,
                  std::chrono::milliseconds timeout = std::chrono::seconds(20));
    // Everything the program wrote so far.
    const std::string& screen() const { return screen_; }
    // Waits for the program to end: its exit code, or -1 when it did not end in time.
    int wait_exit(std::chrono::milliseconds timeout = std::chrono::seconds(20));

  private:
    bool read_some(std::chrono::milliseconds timeout);  // false at the end of output
    int master_ = -1;
    pid_t pid_ = -1;
    std::string screen_;
    std::size_t seen_ = 0;  // wait_for looks after this offset
    int exit_code_ = -1;
};

}  // namespace play_test
