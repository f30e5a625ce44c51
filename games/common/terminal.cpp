#include "games/common/terminal.hpp"

#include <termios.h>
#include <unistd.h>

#include <atomic>
#include <cctype>
#include <istream>
#include <ostream>

#include "games/common/fatal_signals.hpp"

namespace boardtalk::play {

namespace {

// Saved once, before the first switch to raw mode; the fatal-signal handler puts it back while
// raw mode is on (see fatal_signals.hpp), hence plain globals.
termios g_saved{};
std::atomic<bool> g_saved_valid{false};
std::atomic<bool> g_raw_now{false};

// Raw mode for the lifetime of the object: no line buffering, no echo; Ctrl-C still signals.
class RawMode {
  public:
    RawMode() {
        if (!g_saved_valid.load()) {
            if (tcgetattr(STDIN_FILENO, &g_saved) != 0) return;
            g_saved_valid = true;
        }
        termios raw = g_saved;
        raw.c_lflag &= ~static_cast<tcflag_t>(ICANON | ECHO);
        raw.c_cc[VMIN] = 1;
        raw.c_cc[VTIME] = 0;
        g_raw_now = true;
        restore_on_fatal_signal(&g_saved);
        tcsetattr(STDIN_FILENO, TCSANOW, &raw);
    }
    ~RawMode() { restore_terminal(); }
    RawMode(const RawMode&) = delete;
    RawMode& operator=(const RawMode&) = delete;
};

std::string trim(std::string s) {
    const auto not_space = [](unsigned char c) { return !std::isspace(c); };
    while (!s.empty() && !not_space(static_cast<unsigned char>(s.back()))) s.pop_back();
    std::size_t i = 0;
    while (i < s.size() && !not_space(static_cast<unsigned char>(s[i]))) ++i;
    return s.substr(i);
}

std::optional<char> read_byte() {
    char c = 0;
    if (::read(STDIN_FILENO, &c, 1) != 1) return std::nullopt;
    return c;
}

// One key in raw mode: ESC [ A..D are the arrows; a lone ESC is returned as "esc".
std::optional<std::string> read_raw_key() {
    const auto c = read_byte();
    if (!c) return std::nullopt;
    if (*c == 4) return std::nullopt;  // Ctrl-D
    if (*c != '\x1b') return std::string(1, *c);
    const auto bracket = read_byte();
    if (!bracket || (*bracket != '[' && *bracket != 'O')) return std::string("esc");
    const auto code = read_byte();
    if (!code) return std::nullopt;
    switch (*code) {
        case 'A':
            return std::string("up");
        case 'B':
            return std::string("down");
        case 'C':
            return std::string("right");
        case 'D':
            return std::string("left");
        default:
            return std::string("esc");
    }
}

std::string direction_of(std::string key) {
    for (auto& ch : key) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (key == "w") return "up";
    if (key == "a") return "left";
    if (key == "s") return "down";
    if (key == "d") return "right";
    return key;
}

}  // namespace

void restore_terminal() {
    if (g_raw_now.exchange(false) && g_saved_valid.load()) {
        tcsetattr(STDIN_FILENO, TCSANOW, &g_saved);
        restore_on_fatal_signal(nullptr);
    }
}

Terminal::Terminal(std::istream& in, std::ostream& out, bool colour_wanted, bool stdin_is_tty)
    : in_(in),
      out_(out),
      colour_(colour_wanted && isatty(STDOUT_FILENO)),
      stdin_is_tty_(stdin_is_tty) {}

std::string Terminal::paint(std::string_view text, Tone tone) const {
    if (!colour_ || tone == Tone::plain) return std::string(text);
    const char* code = tone == Tone::title    ? "\x1b[1m"
                       : tone == Tone::prompt ? "\x1b[1;36m"
                       : tone == Tone::error  ? "\x1b[1;31m"
                                              : "\x1b[1;32m";
    return code + std::string(text) + "\x1b[0m";
}

void Terminal::say(std::string_view text, Tone tone) {
    out_ << paint(text, tone) << '\n';
}

void Terminal::show_board(std::string_view diagram) {
    if (!diagram.empty() && diagram.front() == '\n') diagram.remove_prefix(1);
    out_ << diagram << '\n';
}

std::string Terminal::ask(std::string_view prompt) {
    out_ << paint(prompt, Tone::prompt) << ' ' << std::flush;
    std::string line;
    if (!std::getline(in_, line)) {
        out_ << '\n';
        throw InputEnded();
    }
    line = trim(std::move(line));
    if (!stdin_is_tty_) out_ << line << '\n';
    return line;
}

std::string Terminal::ask_key(std::string_view prompt) {
    if (!stdin_is_tty_) return direction_of(ask(prompt));
    out_ << paint(prompt, Tone::prompt) << ' ' << std::flush;
    std::optional<std::string> key;
    {
        RawMode raw;
        key = read_raw_key();
    }
    if (!key) {
        out_ << '\n';
        throw InputEnded();
    }
    const std::string direction = direction_of(*key);
    out_ << direction << '\n';
    return direction;
}

}  // namespace boardtalk::play
