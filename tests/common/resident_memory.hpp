#pragma once
// Resident memory of this process, for tests of tables that must cost nothing until used.
#include <unistd.h>

#include <fstream>

namespace boardtalk::test_memory {

// In bytes: /proc/self/statm's second field, in pages.
inline long resident_bytes() {
    std::ifstream statm("/proc/self/statm");
    long size = 0, resident = 0;
    statm >> size >> resident;
    return resident * ::sysconf(_SC_PAGESIZE);
}

}  // namespace boardtalk::test_memory
