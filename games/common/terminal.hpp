#pragma once
// The player's side of the front end: prompts and lines on stdin/stdout, ANSI colours only on a
// terminal, single key presses (arrow keys) only when stdin is a terminal. Input is read line by
// line otherwise, so the whole front end can be driven through a pipe; read lines are then echoed
// after their prompt so that a transcript reads like a session at the keyboard.
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace boardtalk::play {

// Thrown when stdin ends: the session leaves the game cleanly.
class InputEnded : public std::runtime_error {
  public:
    InputEnded() : std::runtime_error("end of input") {}
};

enum class Tone { plain, title, prompt, error, good };

class Terminal {
  public:
    // `colour_wanted`: --no-color was not given; colours are used only if stdout is a terminal.
    Terminal(std::istream& in, std::ostream& out, bool colour_wanted, bool stdin_is_tty);

    // Writes `text` and a newline in the given tone.
    void say(std::string_view text, Tone tone = Tone::plain);
    // Writes a board diagram as the engine drew it (a leading newline is dropped).
    void show_board(std::string_view diagram);
    // Writes the prompt, reads one line (trailing CR and surrounding blanks removed). Throws
    // InputEnded at the end of input.
    std::string ask(std::string_view prompt);
    // Reads one key press for 2048: "up", "down", "left", "right" for arrows and w/a/s/d, else
    // the key itself ("q", "k", ...). Raw mode (no echo, no Enter) only when stdin is a
    // terminal, restored before it returns; otherwise it reads a line, as ask does.
    std::string ask_key(std::string_view prompt);

  private:
    std::string paint(std::string_view text, Tone tone) const;
    std::istream& in_;
    std::ostream& out_;
    bool colour_;
    bool stdin_is_tty_;
};

// Restores the terminal settings saved by the first raw-mode read. A fatal signal (SIGINT,
// SIGTERM, SIGHUP, SIGQUIT) in raw mode restores them too (see fatal_signals.hpp).
void restore_terminal();

}  // namespace boardtalk::play
