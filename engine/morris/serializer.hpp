#pragma once
// Save-file formats. Each format is one Serializer; the list in serializer.cpp is the only place
// that names them, so a third format touches neither the rules nor the protocol. Formats only
// translate text <-> GameRecord; Game::from_record checks that the moves are legal. No file I/O
// here: the adapter reads and writes files (atomically).
#include <span>
#include <string>
#include <string_view>

#include "core/result.hpp"
#include "engine/morris/record.hpp"

namespace boardtalk::morris {

class Serializer {
  public:
    virtual ~Serializer() = default;
    virtual std::string_view name() const = 0;       // "text", "json"
    virtual std::string_view extension() const = 0;  // ".txt", ".json"
    // True when `content` looks like this format (first bytes), for files without a known
    // extension.
    virtual bool recognises(std::string_view content) const = 0;
    virtual std::string write(const GameRecord& record) const = 0;
    // Parses `content`; errors name the line (or entry) and the problem. Positions are parsed
    // with the file's own rules.
    virtual Result<GameRecord> read(std::string_view content) const = 0;
};

// Every format, the text format first.
std::span<const Serializer* const> serializers();
// By name; nullptr when unknown.
const Serializer* find_serializer(std::string_view name);
// For saving: the format whose extension `path` ends with, else the text format.
const Serializer& serializer_for_path(std::string_view path);
// For loading: by extension, else the first format that recognises the content, else text.
const Serializer& serializer_for_file(std::string_view path, std::string_view content);

// The known format names joined by '|' ("text|json"), for help texts.
std::string serializer_names();

}  // namespace boardtalk::morris
