// Both save formats: round trips, undo after load, and files that must be refused.
#include <unistd.h>
#include <filesystem>
#include <fstream>

#include "engine/morris/serializer.hpp"
#include "tests/morris/helpers.hpp"

using namespace boardtalk::morris;
using namespace boardtalk::morris::test;

namespace {

Game sample_game() {
    Game game;
    play_all(game, "d6 d7 f6 a7 b6xa7 g7 a7 b4");
    return game;
}

std::string load_error(const Serializer& s, const std::string& content) {
    auto record = s.read(content);
    if (!record) return record.error();
    auto game = Game::from_record(*record);
    return game ? "loaded" : game.error();
}

std::string replace(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("both formats round trip the whole history; undo works back to the start",
          "[morris][save]") {
    const Game original = sample_game();
    for (const Serializer* s : serializers()) {
        INFO(s->name());
        const std::string saved = s->write(original.record());
        auto record = s->read(saved);
        REQUIRE(record.ok());
        auto loaded = Game::from_record(*record);
        REQUIRE(loaded.ok());
        CHECK(loaded->position() == original.position());
        CHECK(loaded->turns_played() == 8);
        CHECK(s->write(loaded->record()) == saved);
        int undone = 0;
        while (loaded->undo()) ++undone;
        CHECK(undone == 8);
        CHECK(loaded->position() == start_position(Rules{}));
    }
}

TEST_CASE("the text format is one line per position", "[morris][save]") {
    Game game;
    play_all(game, "d6");
    CHECK(serializers().front()->write(game.record()) ==
          "boardtalk-morris 1\n"
          "rules men=9 flying=on diagonals=off repetition=on removal-limit=100\n"
          "start .../.../.../....../.../.../... w placing 9 9 0 0\n"
          "d6 .../.W./.../....../.../.../... b placing 8 9 0 1\n"
          "end 2\n");
}

TEST_CASE("a game from a set position and other rules survives a save", "[morris][save]") {
    Rules rules;
    rules.flying = false;
    rules.removal_limit = 40;
    Game game(rules, pos("W../.../.B./B..W../.B./W.B/..B w moving 0 0 10 60", rules));
    play_all(game, "a7-d7 d5-d6");
    for (const Serializer* s : serializers()) {
        auto loaded = Game::from_record(*s->read(s->write(game.record())));
        REQUIRE(loaded.ok());
        CHECK(loaded->rules() == rules);
        CHECK(loaded->start() == game.start());
        CHECK(loaded->position() == game.position());
    }
}

TEST_CASE("bad text files are refused with the line and the problem", "[morris][save]") {
    const Serializer& text = *find_serializer("text");
    const std::string good = text.write(sample_game().record());
    CHECK(load_error(text, good) == "loaded");
    CHECK(load_error(text, "(;GM[1]SZ[19])") ==
          "line 1: not a boardtalk morris save file (expected 'boardtalk-morris 1')");
    CHECK(load_error(text, good.substr(0, good.rfind("end"))) ==
          "line 11: the file is truncated (no 'end' line)");
    const std::string cut = load_error(text, good.substr(0, good.size() / 2));
    CHECK(cut.starts_with("line "));
    CHECK(cut.find("bad position") != std::string::npos);
    CHECK(load_error(text, replace(good, "\nf6 ", "\nf4 "))
              .starts_with("line 6: the position is not the one move f4 leads to"));
    CHECK(load_error(text, replace(good, "\nf6 ", "\nd6 ")) ==
          "line 6: illegal move d6: d6 is occupied");
    CHECK(load_error(text, replace(good, "men=9", "men=99")) ==
          "line 2: bad rules: men must be a number from 3 to 12, not '99'");
    CHECK(load_error(text, replace(good, "end 9", "end 11")) ==
          "line 12: the end line says '11' positions, the file has 9");
    CHECK(load_error(text, replace(good, "\nd6 ", "\nh9 ")) ==
          "line 4: bad move 'h9': unknown square 'h9'");
    CHECK(load_error(text, "") ==
          "line 1: not a boardtalk morris save file (expected 'boardtalk-morris 1')");
}

TEST_CASE("bad JSON files are refused with the entry and the problem", "[morris][save]") {
    const Serializer& json = *find_serializer("json");
    const std::string good = json.write(sample_game().record());
    CHECK(load_error(json, good) == "loaded");
    CHECK(load_error(json, good.substr(0, good.size() / 2)).starts_with("malformed JSON: "));
    CHECK(load_error(json, "{\"format\": \"chess\"}") ==
          "not a boardtalk morris save file (format is not \"boardtalk-morris\")");
    CHECK(load_error(json, replace(good, "\"move\": \"f6\"", "\"move\": \"d6\"")) ==
          "history[3]: illegal move d6: d6 is occupied");
    CHECK(load_error(json, replace(good, "\"move\": \"f6\"", "\"move\": 7")) ==
          "history[3]: move must be a string");
    CHECK(load_error(json, replace(good, "\"move\": null", "\"move\": \"d6\"")) ==
          "history[0]: the first position's move must be null");
}

TEST_CASE("formats are chosen by name, extension or content", "[morris][save]") {
    CHECK(serializer_for_path("game.json").name() == "json");
    CHECK(serializer_for_path("game.txt").name() == "text");
    CHECK(serializer_for_path("game").name() == "text");
    CHECK(serializer_for_file("game", "{\"format\": 1}").name() == "json");
    CHECK(serializer_for_file("game", "boardtalk-morris 1\n").name() == "text");
    CHECK(find_serializer("xml") == nullptr);
    CHECK(serializer_names() == "text|json");
}
