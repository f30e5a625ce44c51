#pragma once
// The fixed positions `boardtalk bench morris` searches (nine men's morris rules).
#include <array>
#include <string_view>

namespace boardtalk::morris {

struct BenchPosition {
    std::string_view name;
    std::string_view text;
};

inline constexpr std::array<BenchPosition, 5> kBenchPositions = {{
    {"start", ".../.../.../....../.../.../... w placing 9 9 0 0"},
    {"placing", "W.B/.W./B../..W.B./.../B.W/... w placing 5 5 0 8"},
    {"middlegame", "W.B/BWW/.B./WB..WB/W.B/.WB/B.W w moving 0 0 2 20"},
    {"crowded", "WBW/B.B/W.W/B.WBW./BWB/.W./B.W b moving 0 0 0 40"},
    {"flying", "W../.../.B./B..W../.B./W.B/..B w flying 0 0 10 60"},
}};

}  // namespace boardtalk::morris
