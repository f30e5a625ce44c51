#pragma once
// The budget check shared by the alpha-beta search and the endgame solver: nodes or seconds,
// 0 meaning no limit. The clock is read only every 1024 nodes, so checking at every node is cheap.
#include <chrono>
#include <cstdint>

namespace boardtalk::dvonn {

inline double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

inline bool budget_spent(std::uint64_t nodes, std::uint64_t max_nodes, double max_seconds,
                         std::chrono::steady_clock::time_point start) {
    if (max_nodes && nodes >= max_nodes) return true;
    if (max_seconds <= 0 || (nodes & 1023) != 0) return false;
    return seconds_since(start) >= max_seconds;
}

}  // namespace boardtalk::dvonn
