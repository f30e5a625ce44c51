#include "engine/go/sgf_parser.hpp"

#include <algorithm>
#include <cstdio>
#include <optional>

namespace boardtalk::go {

const SgfProperty* SgfNode::find(std::string_view id) const {
    for (const auto& p : properties)
        if (p.id == id) return &p;
    return nullptr;
}

namespace {

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
bool is_upper(char c) {
    return c >= 'A' && c <= 'Z';
}
bool is_letter(char c) {
    return is_upper(c) || (c >= 'a' && c <= 'z');
}

// "'x'" for a printable character, "byte 0x1f" otherwise (errors stay one printable line).
std::string describe(char c) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x21 && u < 0x7f) return std::string("'") + c + "'";
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "byte 0x%02x", u);
    return buffer;
}

// Where a game tree is in the walk: on the main line or not, and whether a child tree has
// started (after which no node may follow in this tree).
struct Frame {
    bool main_line;
    bool had_child = false;
};

class Parser {
  public:
    Parser(std::string_view text, const SgfLimits& limits) : text_(text), limits_(limits) {}

    Result<SgfMainLine> run() {
        if (text_.size() > limits_.max_bytes)
            return Error{"file too large (" + std::to_string(text_.size()) +
                         " bytes, the limit is " + std::to_string(limits_.max_bytes) + ")"};
        pos_ = text_.find('(');
        if (pos_ == std::string_view::npos) return Error{"not an SGF file: no game tree"};
        while (!error_) {
            skip_space();
            if (at_end()) break;
            step();
        }
        if (!stack_.empty()) fail(pos_, "unexpected end of file: game tree not closed");
        if (error_) return std::move(*error_);
        return std::move(out_);
    }

  private:
    bool at_end() const { return pos_ >= text_.size(); }
    char peek() const { return text_[pos_]; }
    void skip_space() {
        while (!at_end() && is_space(peek())) ++pos_;
    }

    // Records the first error, located at `where`.
    void fail(std::size_t where, const std::string& what) {
        if (error_) return;
        std::size_t line = 1, column = 1;
        for (std::size_t i = 0; i < where && i < text_.size(); ++i) {
            if (text_[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        error_ = Error{"line " + std::to_string(line) + ", column " + std::to_string(column) +
                       ": " + what};
    }

    // One token at the current position (not whitespace, not the end).
    void step() {
        const char c = peek();
        if (stack_.empty() && c == ')') return fail(pos_, "unmatched ')'");
        if (stack_.empty() && c != '(')
            return fail(pos_, "expected '(' to start a game tree, found " + describe(c));
        if (c == '(') return open_tree();
        if (c == ')') {
            stack_.pop_back();
            return void(++pos_);
        }
        if (c == ';') return node();
        fail(pos_, "expected ';', '(' or ')', found " + describe(c));
    }

    void open_tree() {
        const std::size_t at = pos_++;
        bool main_line = false;
        if (stack_.empty()) {
            main_line = ++out_.games == 1;
        } else {
            Frame& parent = stack_.back();
            main_line = parent.main_line && !parent.had_child;
            parent.had_child = true;
        }
        stack_.push_back(Frame{main_line});
        skip_space();
        if (at_end()) return fail(at, "unexpected end of file: game tree not closed");
        if (peek() != ';') return fail(pos_, "expected ';' after '(', found " + describe(peek()));
    }

    void node() {
        Frame& frame = stack_.back();
        if (frame.had_child) return fail(pos_, "a node after a variation");
        const std::size_t start = pos_++;
        if (++out_.total_nodes > limits_.max_nodes)
            return fail(start,
                        "too many nodes (the limit is " + std::to_string(limits_.max_nodes) + ")");
        SgfNode* keep = nullptr;
        if (frame.main_line) {
            if (out_.nodes.size() >= limits_.max_main_line)
                return fail(start, "too many nodes on the main line (the limit is " +
                                       std::to_string(limits_.max_main_line) + ")");
            keep = &out_.nodes.emplace_back();
        }
        for (;;) {
            skip_space();
            if (at_end()) return fail(pos_, "unexpected end of file: game tree not closed");
            if (!is_letter(peek())) return;
            property(keep);
            if (error_) return;
        }
    }

    // Ident Value+; added to `node` when it is not null.
    void property(SgfNode* node) {
        const std::size_t start = pos_;
        std::string id;
        while (!at_end() && is_letter(peek())) {
            if (is_upper(peek())) id += peek();
            ++pos_;
        }
        const std::string name(text_.substr(start, pos_ - start));
        if (id.empty()) return fail(start, "property name without upper-case letter: " + name);
        std::vector<std::string> values;
        skip_space();
        if (at_end() || peek() != '[') return fail(pos_, "expected '[' after property " + name);
        while (!at_end() && peek() == '[') {
            auto value = read_value(node != nullptr);
            if (!value) return;
            values.push_back(std::move(*value));
            skip_space();
        }
        if (!node) return;
        auto same = std::find_if(node->properties.begin(), node->properties.end(),
                                 [&](const SgfProperty& p) { return p.id == id; });
        if (same == node->properties.end()) {
            node->properties.push_back(SgfProperty{std::move(id), std::move(values)});
        } else {
            for (auto& v : values) same->values.push_back(std::move(v));
        }
    }

    // "[" ... "]" with escapes resolved (kept only when `keep`); nullopt after an error.
    std::optional<std::string> read_value(bool keep) {
        const std::size_t open = pos_++;
        std::string value;
        while (!at_end()) {
            char c = text_[pos_++];
            if (c == ']') return value;
            if (c == '\\') {
                if (at_end()) break;
                c = text_[pos_++];
                if (c == '\n' || c == '\r') {  // soft line break: \ + \n, \r, \r\n or \n\r
                    const char pair = c == '\n' ? '\r' : '\n';
                    if (!at_end() && peek() == pair) ++pos_;
                    continue;
                }
            }
            if (keep) value += c;
        }
        fail(open, "unexpected end of file: property value not closed with ']'");
        return std::nullopt;
    }

    std::string_view text_;
    SgfLimits limits_;
    std::size_t pos_ = 0;
    std::vector<Frame> stack_;
    SgfMainLine out_;
    std::optional<Error> error_;
};

}  // namespace

Result<SgfMainLine> parse_sgf(std::string_view text, const SgfLimits& limits) {
    return Parser(text, limits).run();
}

}  // namespace boardtalk::go
