#pragma once
// A game as save files hold it: the rules and every position reached from the start, each with
// the turn that led to it. Serialisers turn text into a GameRecord; Game::from_record checks it.
#include <optional>
#include <string>
#include <vector>

#include "engine/morris/position.hpp"
#include "engine/morris/rules.hpp"

namespace boardtalk::morris {

struct RecordEntry {
    Position position;
    std::optional<Turn> turn;  // none for the first entry
    std::string where;         // where it came from, for errors: "line 4", "history[2]"
};

struct GameRecord {
    Rules rules;
    std::vector<RecordEntry> entries;  // at least one: the start
};

}  // namespace boardtalk::morris
