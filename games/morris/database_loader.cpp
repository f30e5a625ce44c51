#include "games/morris/database_loader.hpp"

#include <fcntl.h>
#include <spdlog/spdlog.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>

#include "engine/morris/solve/table_file.hpp"
#include "protocol/errors.hpp"
#include "protocol/files.hpp"

namespace boardtalk::morris {

namespace {

namespace fs = std::filesystem;

// The sector a file name names ("sector-4-3.mdb"), or nullopt for any other file.
std::optional<solve::Sector> sector_of(const std::string& name) {
    const std::string_view prefix = "sector-", suffix = ".mdb";
    if (!name.starts_with(prefix) || !name.ends_with(suffix)) return std::nullopt;
    return solve::parse_sector_name(
        std::string_view(name).substr(prefix.size(), name.size() - prefix.size() - suffix.size()));
}

// The files of `dir` that name a sector, by sector (so loading is in a stable order).
std::vector<std::pair<solve::Sector, fs::path>> sector_files(const std::string& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        throw protocol::CommandError("cannot read databases " + dir + ": not a directory");
    std::vector<std::pair<solve::Sector, fs::path>> out;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (auto s = sector_of(it->path().filename().string())) out.emplace_back(*s, it->path());
    if (ec) throw protocol::CommandError("cannot read databases " + dir + ": " + ec.message());
    std::sort(out.begin(), out.end());
    return out;
}

// The head of the file at `path` when its first bytes and its size may be the table of
// `sector`, else why not: an empty or foreign file is refused before the sector's index is built
// (seconds and hundreds of megabytes for the large sectors).
Result<solve::TableHead> precheck(const fs::path& path, solve::Sector sector, const Rules& rules) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        return Error{"cannot read " + path.string() + ": not a regular file"};
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec) return Error{"cannot read " + path.string() + ": " + ec.message()};
    std::ifstream in(path, std::ios::binary);
    std::string head(solve::kTableHeadBytes, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    auto checked = solve::read_table_head(head, size, rules, sector);
    if (!checked) return Error{path.string() + ": " + checked.error()};
    return checked;
}

void warn(const std::string& why) {
    spdlog::warn("databases: {} (playing on without that sector)", why);
}

// The file at `path` mapped read-only, unmapped when the last holder lets it go. Its size must
// still be `size` (a file cut short since the start would fault when read past its end).
Result<std::shared_ptr<const void>> map_file(const fs::path& path, std::size_t size) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return Error{"cannot read " + path.string() + ": " + std::strerror(errno)};
    struct stat st {};
    if (::fstat(fd, &st) != 0 || static_cast<std::uint64_t>(st.st_size) != size) {
        ::close(fd);
        return Error{path.string() + ": changed since the start (" +
                     std::to_string(static_cast<std::uint64_t>(st.st_size)) + " bytes of " +
                     std::to_string(size) + ")"};
    }
    void* base = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
    const int error = errno;
    ::close(fd);
    if (base == MAP_FAILED)
        return Error{"cannot map " + path.string() + ": " + std::strerror(error)};
    return std::shared_ptr<const void>(
        base, [size](const void* p) { ::munmap(const_cast<void*>(p), size); });
}

// A format-2 table mapped: its header and block checksums checked now, each block of values at
// its first read (a damaged one is logged then, and the sector left out).
Result<solve::LoadedTable> map_table(const fs::path& path, const solve::TableHead& head,
                                     solve::Sector sector) {
    if (auto err = solve::count_problem(head, sector)) return Error{path.string() + ": " + *err};
    const std::size_t bytes = head.values_offset() + head.positions;
    auto mapping = map_file(path, bytes);
    if (!mapping) return Error{mapping.error()};
    const std::string_view file(static_cast<const char*>(mapping->get()), bytes);
    auto crcs = solve::read_block_crcs(file, head);
    if (!crcs) return Error{path.string() + ": " + crcs.error()};
    return solve::LoadedTable{std::make_shared<const solve::CheckedTable>(
        sector, file.substr(head.values_offset()), std::move(*crcs), std::move(*mapping),
        path.string(), warn)};
}

// Reads and checks the whole table at `path` (format 1: the values' checksum too).
Result<solve::LoadedTable> read_table(const fs::path& path, solve::Sector sector,
                                      const Rules& rules) {
    try {
        const auto size = solve::sector_index(sector).size();
        const std::string content = protocol::read_whole_file(path.string(), size + 4096);
        auto table = solve::parse_table(content, rules, sector);
        if (!table) return Error{path.string() + ": " + table.error()};
        return solve::LoadedTable{std::move(*table)};
    } catch (const protocol::CommandError& e) {
        return Error{e.what()};
    }
}

// The table at `path` at its first use: mapped (format 2) or read whole (format 1); a problem
// is logged once, as the sector is then left out.
Result<solve::LoadedTable> open_table(const fs::path& path, const solve::TableHead& head,
                                      solve::Sector sector, const Rules& rules) {
    auto table = head.format == 1 ? read_table(path, sector, rules) : map_table(path, head, sector);
    if (!table) warn(table.error());
    return table;
}

}  // namespace

LoadedDatabases load_databases(const std::string& dir, const Rules& rules) {
    LoadedDatabases out;
    auto databases = std::make_shared<solve::Databases>(rules);
    for (const auto& [sector, path] : sector_files(dir)) {
        auto head = precheck(path, sector, rules);
        if (!head) {
            out.problems.push_back(head.error());
            continue;
        }
        out.bytes += head->values_offset() + head->positions;
        databases->add_lazy(sector, [path = path, head = *head, sector = sector, rules] {
            return open_table(path, head, sector, rules);
        });
    }
    out.databases = std::move(databases);
    return out;
}

}  // namespace boardtalk::morris
