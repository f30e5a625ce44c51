// Random bytes through what `boardtalk serve` decides without an engine: a page's command line
// (judge_line, command_name, the streaming and allow lists of every game), the outbox of a page
// that does not read, the JSON messages for the page and the concealment of the session file's
// path. The first byte chooses which; each checks its promises and aborts when one breaks.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "games/table/game_table.hpp"
#include "tools/serve/line_policy.hpp"
#include "tools/serve/outbox.hpp"
#include "tools/serve/relay_messages.hpp"
#include "tools/serve/session_file.hpp"

namespace {

using namespace boardtalk::web;

void require(bool condition) {
    if (!condition) std::abort();
}

void check_line(std::string_view line) {
    const auto name = command_name(line);
    require(name.find_first_of(" \t#") == std::string_view::npos);
    for (const auto& game : boardtalk::games()) {
        const CommandRules own{game.page, false}, other{game.page, true};
        const auto mine = judge_line(line, 4096, own);
        const auto theirs = judge_line(line, 4096, other);
        require((mine.kind == LineKind::refused) == !mine.refusal.empty());
        // Another program gets no more than ours, and only the page's commands.
        if (theirs.kind == LineKind::engine) {
            require(mine.kind == LineKind::engine);
            require(names_contain(game.page.used, name));
        }
        if (mine.kind == LineKind::engine) require(!SessionFile::names_server_path(line));
        if (mine.kind != LineKind::refused) require(line.size() <= 4096);
        if (is_streaming_command(line, own)) require(names_contain(game.page.streaming, name));
    }
}

// Each input byte is an operation on an outbox with small bounds: take the oldest message, or
// push a streamed line or a response (numbered: they come out all, in order) of some length.
void check_outbox(std::string_view ops) {
    Outbox outbox(64, 256);
    std::size_t pushed = 0, popped = 0;  // responses
    const auto take = [&] {
        const std::string m = outbox.pop();
        if (m[0] == 'r') require(std::stoul(m.substr(1, m.find(' ') - 1)) == popped++);
    };
    for (const char op : ops) {
        const auto c = static_cast<unsigned char>(op);
        if (c % 4 == 0) {
            if (!outbox.empty()) take();
            continue;
        }
        const std::size_t before = outbox.bytes();
        if (c % 4 == 1) {
            require(outbox.push("l" + std::string(c / 4, ' '), true));
        } else {
            std::string m = "r" + std::to_string(pushed) + " " + std::string(c / 4, ' ');
            if (outbox.push(std::move(m), false))
                ++pushed;
            else
                require(outbox.bytes() == before);
        }
        require(outbox.bytes() <= 256);
    }
    while (!outbox.empty()) take();
    require(outbox.bytes() == 0 && popped == pushed);
}

void check_messages(std::string_view text) {
    const auto response =
        nlohmann::json::parse(response_message(text, true, text, std::string(text)));
    require(response["kind"] == "response" && response["ok"] == true);
    const auto line = nlohmann::json::parse(line_message(text, text));
    require(line["kind"] == "line");
    const auto lost = nlohmann::json::parse(lost_message(text));
    require(lost["kind"] == "lost");
}

void check_conceal(std::string_view text) {
    static SessionFile file;
    static const std::string path = file.substitute("@file").value_or("");
    if (path.empty()) return;
    static const std::string first = path.substr(0, path.find('/', 1));
    static const std::string dir = path.substr(0, path.rfind('/'));
    static const std::string name = dir.substr(dir.rfind('/') + 1);
    const std::string shown = file.conceal(text);
    require(shown.find(first) == std::string::npos);
    require(shown.find(name) == std::string::npos);
    if (text.find('/') == std::string_view::npos && text.find(name) == std::string_view::npos)
        require(shown == text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string_view input(reinterpret_cast<const char*>(data + 1), size - 1);
    switch (data[0] % 4) {
        case 0:
            check_line(input);
            break;
        case 1:
            check_outbox(input);
            break;
        case 2:
            check_messages(input);
            break;
        default:
            check_conceal(input);
    }
    return 0;
}
