#pragma once
// The text save format, one line per position reached:
//   boardtalk-morris 1
//   rules men=9 flying=on diagonals=off repetition=on removal-limit=100
//   start .../.../.../....../.../.../... w placing 9 9 0 0
//   d6 .../.../.../....../.../.../... b placing 8 9 0 1    (the move, then the position)
//   end 2                                                  (the number of positions)
// The `end` line makes a truncated file detectable.
#include "engine/morris/serializer.hpp"

namespace boardtalk::morris {

class TextFormat : public Serializer {
  public:
    std::string_view name() const override { return "text"; }
    std::string_view extension() const override { return ".txt"; }
    bool recognises(std::string_view content) const override;
    std::string write(const GameRecord& record) const override;
    Result<GameRecord> read(std::string_view content) const override;
};

}  // namespace boardtalk::morris
