// The session's file: a page uploads a game (a binary message) and names it `@file` in a command
// line, or has the engine write `@file` and gets its content in the response; the browser never
// names a server path, never sees one, and the file goes with the session.
#include <stdlib.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <string>
#include <thread>

#include "tests/web/ws_client.hpp"
#include "tools/serve/session_file.hpp"

using boardtalk::web::SessionFile;
using boardtalk::web::testing::test_config;
using boardtalk::web::testing::TestServer;
using boardtalk::web::testing::WsClient;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

// TMPDIR set to a fresh directory while it lives, so the sessions' directories can be seen.
class ScratchTmp {
  public:
    ScratchTmp() {
        std::string pattern = (fs::temp_directory_path() / "boardtalk-web-test-XXXXXX").string();
        dir_ = mkdtemp(pattern.data());
        const char* old = std::getenv("TMPDIR");
        if (old) old_ = old;
        setenv("TMPDIR", dir_.c_str(), 1);
    }
    ~ScratchTmp() {
        if (old_.empty())
            unsetenv("TMPDIR");
        else
            setenv("TMPDIR", old_.c_str(), 1);
        std::error_code ignored;
        fs::remove_all(dir_, ignored);
    }
    std::size_t entries() const {
        return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir_), {}));
    }

  private:
    std::string dir_;
    std::string old_;
};

}  // namespace

TEST_CASE("@file is a whole word of a command line", "[web][file]") {
    CHECK(SessionFile::used_by("loadsgf @file"));
    CHECK(SessionFile::used_by("savegame\t@file json"));
    CHECK_FALSE(SessionFile::used_by("loadsgf @files"));
    CHECK_FALSE(SessionFile::used_by("echo x@file"));
    SessionFile file;
    const auto line = file.substitute("12 savegame @file  json");
    REQUIRE(line);
    CHECK(line->rfind("12 savegame /", 0) == 0);
    CHECK(line->find("@file") == std::string::npos);
    CHECK(line->size() > std::string("12 savegame /game  json").size());
    CHECK(file.conceal(*line) == "12 savegame @file  json");
}

TEST_CASE("an uploaded SGF is loaded by `loadsgf @file`; `printsgf @file` comes back as the file",
          "[web][file]") {
    TestServer server(test_config());
    WsClient ws(server.port(), "/ws/go");
    ws.receive();
    ws.send_binary("(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc])");
    const json stored = ws.response();
    CHECK(stored["command"] == "@file upload");
    CHECK(stored["ok"] == true);
    ws.send("loadsgf @file");
    const json loaded = ws.response();
    CHECK(loaded["ok"] == true);
    CHECK(loaded["text"] == "black");
    ws.send("list_stones white");
    CHECK(ws.response()["text"] == "C7");
    ws.send("printsgf @file");
    const json saved = ws.response();
    CHECK(saved["ok"] == true);
    const std::string sgf = saved["file"];
    CHECK(sgf.find("SZ[9]") != std::string::npos);
    CHECK(sgf.find(";B[ee];W[cc]") != std::string::npos);
    // Without @file nothing is attached.
    ws.send("name");
    CHECK_FALSE(ws.response().contains("file"));
}

TEST_CASE("an engine's message about @file does not show the server's path", "[web][file]") {
    TestServer server(test_config());
    WsClient ws(server.port(), "/ws/go");
    ws.receive();
    ws.send("loadsgf @file");  // nothing uploaded yet
    const json r = ws.response();
    CHECK(r["ok"] == false);
    const std::string text = r["text"];
    CHECK(text.find("@file") != std::string::npos);
    CHECK(text.find("/game") == std::string::npos);
    CHECK_FALSE(r.contains("file"));
    ws.send("echo");  // the engine is still there
    ws.send_binary("not an sgf");
    ws.send("loadsgf @file");
    ws.response();
    CHECK(ws.response()["ok"] == true);
    CHECK(ws.response()["ok"] == false);
}

TEST_CASE("the session's directory goes when its socket closes", "[web][file]") {
    ScratchTmp tmp;
    TestServer server(test_config());
    {
        WsClient ws(server.port(), "/ws/script");
        ws.receive();
        ws.send_binary("some game");
        CHECK(ws.response()["ok"] == true);
        ws.send("echo @file");
        CHECK(ws.response()["text"] == "@file");  // the engine got a path, the page sees @file
        CHECK(tmp.entries() == 1);
        ws.close();
    }
    REQUIRE(server.engines_stop());
    for (int i = 0; i < 100 && tmp.entries() > 0; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    CHECK(tmp.entries() == 0);
}

TEST_CASE("a closed page's directory goes with its engine, before another page opens",
          "[web][file]") {
    ScratchTmp tmp;
    TestServer server(test_config());
    {
        WsClient ws(server.port(), "/ws/script");
        ws.receive();
        ws.send_binary("some game");
        CHECK(ws.response()["ok"] == true);
        CHECK(tmp.entries() == 1);
        ws.close();
    }
    // Nothing asks the server how many engines run (that would drop the finished ones).
    for (int i = 0; i < 40 && tmp.entries() > 0; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    CHECK(tmp.entries() == 0);
}

TEST_CASE("an engine's message naming part of the file's path shows @file", "[web][file]") {
    ScratchTmp tmp;
    const std::string root = fs::temp_directory_path().string();
    TestServer server(test_config());
    WsClient ws(server.port(), "/ws/morris");
    ws.receive();
    ws.send("play b @file");  // Morris cuts the path at the first '-' in its message
    const json r = ws.response();
    CHECK(r["ok"] == false);
    const std::string text = r["text"];
    INFO(text);
    CHECK(text.find(root) == std::string::npos);
    CHECK(text.find("boardtalk") == std::string::npos);
    CHECK(text.find("@file") != std::string::npos);
}

TEST_CASE("the file commands may name only @file", "[web][file]") {
    CHECK(SessionFile::names_server_path("savegame /home/someone/.profile"));
    CHECK(SessionFile::names_server_path("12 loadsgf game.sgf"));
    CHECK(SessionFile::names_server_path("printsgf ../x.sgf"));
    CHECK(SessionFile::names_server_path("gomill-savesgf x.sgf PB=me"));
    CHECK(SessionFile::names_server_path("databases /"));
    CHECK_FALSE(SessionFile::names_server_path("printsgf"));
    CHECK_FALSE(SessionFile::names_server_path("12 savegame @file json"));
    CHECK_FALSE(SessionFile::names_server_path("loadsgf @file 30"));
    CHECK_FALSE(SessionFile::names_server_path("play b e5"));
    CHECK_FALSE(SessionFile::names_server_path("echo savegame x"));
}

TEST_CASE("a command naming a server path is refused and never reaches the engine", "[web][file]") {
    ScratchTmp tmp;
    const std::string target = (fs::temp_directory_path() / "written.sgf").string();
    TestServer server(test_config());
    WsClient ws(server.port(), "/ws/go");
    ws.receive();
    ws.send("printsgf " + target);
    ws.send("printsgf");
    const json refused = ws.response();
    CHECK(refused["ok"] == false);
    CHECK(refused["text"] == "a page names no file on the server: upload one and name it @file");
    CHECK(ws.response()["ok"] == true);
    CHECK_FALSE(fs::exists(target));
}

TEST_CASE("every part of the file's path that tells something is concealed", "[web][file]") {
    ScratchTmp tmp;
    SessionFile file;
    CHECK(file.conceal("/tmp/x") == "/tmp/x");  // no file yet: nothing to hide
    const auto line = file.substitute("loadsgf @file");
    REQUIRE(line);
    const std::string path = line->substr(std::string("loadsgf ").size());
    const std::string dir = path.substr(0, path.rfind('/'));
    const std::string first = path.substr(0, path.find('/', 1));
    const std::string name = dir.substr(dir.rfind('/') + 1);
    CHECK(file.conceal("cannot open '" + path + "'") == "cannot open '@file'");
    CHECK(file.conceal("square '" + path.substr(0, first.size() + 4) + "'") == "square '@file'");
    CHECK(file.conceal(first + " and " + dir) == "@file and @file");
    CHECK(file.conceal("in " + name + "/game") == "in @file/game");
    CHECK(file.conceal("/ or " + first.substr(0, 2) + " or boardtalk") ==
          "/ or " + first.substr(0, 2) + " or boardtalk");
    file.remove();
    CHECK(tmp.entries() == 0);
}
