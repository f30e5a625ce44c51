#pragma once
// The one timer of the `boardtalk bench GAME` benchmarks: wall seconds and CPU seconds since it
// started. The machines are shared, so a benchmark prints both and takes its rates over CPU
// time where it can.
#include <time.h>

#include <chrono>
#include <ctime>

namespace boardtalk::adapters {

class BenchTimer {
  public:
    // Whose CPU time counts: the whole process (all its threads), or the calling thread only
    // (benchmarks that run one measurement per thread).
    enum class Cpu { process, thread };

    explicit BenchTimer(Cpu cpu = Cpu::process)
        : cpu_(cpu), wall_start_(std::chrono::steady_clock::now()), cpu_start_(cpu_now()) {}

    // Wall-clock seconds since the timer started.
    double wall_seconds() const {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start_)
            .count();
    }
    // CPU seconds since the timer started (of the process or of the thread that started it).
    double cpu_seconds() const { return cpu_now() - cpu_start_; }

  private:
    double cpu_now() const {
        if (cpu_ == Cpu::process) return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
    }

    Cpu cpu_;
    std::chrono::steady_clock::time_point wall_start_;
    double cpu_start_;
};

}  // namespace boardtalk::adapters
