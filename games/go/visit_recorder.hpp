#pragma once
// `boardtalk go --record-visits FILE`: after every search of genmove, the position and how the
// search shared its playouts among the moves, appended to FILE as a training example of the
// policy network (engine/go/policy_planes.hpp, append_visit_example). The file starts with the
// line "boardtalk go visits 1"; conformance/go/policy/train.py learns from it (soft targets:
// the shares, not only the move played).
#include <fstream>
#include <string>

#include "engine/go/fast_board.hpp"
#include "engine/go/search_report.hpp"

namespace boardtalk::go_adapter {

inline constexpr const char* visits_magic = "boardtalk go visits 1\n";

class VisitRecorder {
  public:
    // Opens `path` to append (creating it with the magic line). Throws std::invalid_argument,
    // one line, when it cannot be opened or holds something else than such examples.
    explicit VisitRecorder(const std::string& path);
    // Appends the example of one search. A failed write is logged once (spdlog), never fatal:
    // the game goes on.
    void record(const go::FastBoard& root, const go::SearchReport& report);

  private:
    std::string path_;
    std::ofstream out_;
    bool warned_ = false;
};

}  // namespace boardtalk::go_adapter
