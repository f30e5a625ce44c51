#pragma once
// The JSON save format:
//   {"format": "boardtalk-morris", "version": 1, "rules": "men=9 flying=on ...",
//    "history": [{"move": null, "position": "..."}, {"move": "d6", "position": "..."}]}
// Errors name the entry ("history[3]") or, for malformed JSON, the line.
#include "engine/morris/serializer.hpp"

namespace boardtalk::morris {

class JsonFormat : public Serializer {
  public:
    std::string_view name() const override { return "json"; }
    std::string_view extension() const override { return ".json"; }
    bool recognises(std::string_view content) const override;
    std::string write(const GameRecord& record) const override;
    Result<GameRecord> read(std::string_view content) const override;
};

}  // namespace boardtalk::morris
