#pragma once
// A large array of trivially copyable entries whose all-zero bytes mean "empty" (hash tables):
// taken from the kernel as zero pages, so a table of gigabytes costs nothing until it is used
// (a filled 4 GB table took 20 s to start), aligned to 2 MB and marked for huge pages, and
// cleared by handing its pages back (the next touch of each page reads zeros again).
#include <sys/mman.h>

#include <cstddef>
#include <cstring>
#include <type_traits>

#include "core/huge_page_allocator.hpp"

namespace boardtalk {

template <class T>
class ZeroedArray {
    static_assert(std::is_trivially_copyable_v<T>);

  public:
    explicit ZeroedArray(std::size_t count)
        : count_(count), data_(static_cast<T*>(huge_pages::map(count * sizeof(T)))) {}
    ~ZeroedArray() { huge_pages::unmap(data_, count_ * sizeof(T)); }
    ZeroedArray(const ZeroedArray&) = delete;
    ZeroedArray& operator=(const ZeroedArray&) = delete;

    T& operator[](std::size_t i) { return data_[i]; }
    const T& operator[](std::size_t i) const { return data_[i]; }
    T* data() const { return data_; }
    std::size_t size() const { return count_; }

    // Every entry back to zero bytes. Large tables give their pages back instead of writing them.
    void clear() {
        const std::size_t bytes = count_ * sizeof(T);
        if (bytes < huge_pages::kHugePage || ::madvise(data_, bytes, MADV_DONTNEED) != 0)
            std::memset(static_cast<void*>(data_), 0, bytes);
    }

  private:
    std::size_t count_;
    T* data_;
};

}  // namespace boardtalk
