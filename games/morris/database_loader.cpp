#include "games/morris/database_loader.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
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

// The size of the file at `path` when its first bytes and its size may be the table of
// `sector`, else why not: an empty or foreign file is refused before the sector's index is built
// (seconds and hundreds of megabytes for the large sectors).
Result<std::uintmax_t> precheck(const fs::path& path, solve::Sector sector, const Rules& rules) {
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        return Error{"cannot read " + path.string() + ": not a regular file"};
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec) return Error{"cannot read " + path.string() + ": " + ec.message()};
    std::ifstream in(path, std::ios::binary);
    std::string head(solve::kTableHeadBytes, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    if (auto err = solve::check_table_head(head, size, rules, sector))
        return Error{path.string() + ": " + *err};
    return size;
}

// Reads and checks the whole table at `path` (the values' checksum too); a problem is logged
// once, as the sector is then left out.
Result<solve::SectorTable> read_table(const fs::path& path, solve::Sector sector,
                                      const Rules& rules) {
    const auto fail = [&](const std::string& why) -> Result<solve::SectorTable> {
        spdlog::warn("databases: {} (playing on without that sector)", why);
        return Error{why};
    };
    try {
        const auto size = solve::sector_index(sector).size();
        const std::string content = protocol::read_whole_file(path.string(), size + 4096);
        auto table = solve::parse_table(content, rules, sector);
        if (!table) return fail(path.string() + ": " + table.error());
        return table;
    } catch (const protocol::CommandError& e) {
        return fail(e.what());
    }
}

}  // namespace

LoadedDatabases load_databases(const std::string& dir, const Rules& rules) {
    LoadedDatabases out;
    auto databases = std::make_shared<solve::Databases>(rules);
    for (const auto& [sector, path] : sector_files(dir)) {
        auto size = precheck(path, sector, rules);
        if (!size) {
            out.problems.push_back(size.error());
            continue;
        }
        out.bytes += *size;
        databases->add_lazy(sector, [path = path, sector = sector, rules] {
            return read_table(path, sector, rules);
        });
    }
    out.databases = std::move(databases);
    return out;
}

}  // namespace boardtalk::morris
