#pragma once
// Memory for large tables read at random places (hash tables, the 2048 n-tuple network's
// weights): mapped 2 MB-aligned and marked for transparent huge pages, so a lookup walks fewer
// page-table levels and misses the TLB less (the kernel here gives huge pages only when asked).
// huge_pages::map for ZeroedArray; HugePageAllocator for std::vector, which then copies and
// moves as usual (blocks under 2 MB come from operator new).
#include <sys/mman.h>

#include <cstddef>
#include <cstdint>
#include <new>

namespace boardtalk {

namespace huge_pages {

inline constexpr std::size_t kHugePage = std::size_t{2} << 20;

inline std::size_t mapped_size(std::size_t bytes) {
    return (bytes + kHugePage - 1) & ~(kHugePage - 1);
}

// `bytes` of zeroed memory (taken from the kernel as zero pages: untouched, they cost nothing)
// at a 2 MB boundary, marked for huge pages; the whole 2 MB pages it spans are mapped.
inline void* map(std::size_t bytes) {
    const std::size_t size = mapped_size(bytes);
    void* base = ::mmap(nullptr, size + kHugePage, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) throw std::bad_alloc();
    // Keep the aligned `size` bytes; hand back the head and tail around them.
    const auto at = reinterpret_cast<std::uintptr_t>(base);
    const auto aligned = (at + kHugePage - 1) & ~(kHugePage - 1);
    const std::size_t head = aligned - at, tail = kHugePage - head;
    if (head > 0) ::munmap(base, head);
    if (tail > 0) ::munmap(reinterpret_cast<void*>(aligned + size), tail);
    void* data = reinterpret_cast<void*>(aligned);
#ifdef MADV_HUGEPAGE
    ::madvise(data, size, MADV_HUGEPAGE);  // a hint; failure is harmless
#endif
    return data;
}

inline void unmap(void* p, std::size_t bytes) {
    ::munmap(p, mapped_size(bytes));
}

}  // namespace huge_pages

template <class T>
struct HugePageAllocator {
    using value_type = T;
    HugePageAllocator() = default;
    template <class U>
    HugePageAllocator(const HugePageAllocator<U>&) {}

    T* allocate(std::size_t n) {
        const std::size_t bytes = n * sizeof(T);
        if (bytes < huge_pages::kHugePage) return static_cast<T*>(::operator new(bytes));
        return static_cast<T*>(huge_pages::map(bytes));
    }
    void deallocate(T* p, std::size_t n) {
        const std::size_t bytes = n * sizeof(T);
        if (bytes < huge_pages::kHugePage) return ::operator delete(p);
        huge_pages::unmap(p, bytes);
    }
    template <class U>
    bool operator==(const HugePageAllocator<U>&) const {
        return true;
    }
};

}  // namespace boardtalk
