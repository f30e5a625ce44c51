#include "adapters/tune/tune_log.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <type_traits>

namespace boardtalk::tune {

namespace {

using nlohmann::json;
using nlohmann::ordered_json;

std::runtime_error io_error(const std::string& what, const std::filesystem::path& path, int err) {
    return std::runtime_error(what + " " + path.string() + ": " + std::strerror(err));
}

// {"NAME": value, ...} in parameter order; integer parameters as JSON integers.
template <class T>
ordered_json by_name(const std::vector<TuneParam>& params, const std::vector<T>& values) {
    ordered_json j = ordered_json::object();
    for (std::size_t i = 0; i < params.size(); ++i) {
        if constexpr (std::is_same_v<T, double>) {
            if (params[i].integer && values[i] == std::round(values[i]))
                j[params[i].name] = static_cast<long long>(values[i]);
            else
                j[params[i].name] = values[i];
        } else {
            j[params[i].name] = values[i];
        }
    }
    return j;
}

template <class T>
std::vector<T> from_names(const json& j, const std::vector<TuneParam>& params) {
    std::vector<T> out;
    if (!j.is_object() || j.size() != params.size()) throw std::invalid_argument("names");
    for (const TuneParam& p : params) out.push_back(j.at(p.name).get<T>());
    return out;
}

}  // namespace

std::string to_json_line(const IterationRecord& r, const std::vector<TuneParam>& params) {
    ordered_json j;
    j["iteration"] = r.k;
    j["flips"] = by_name(params, r.flips);
    j["plus"] = by_name(params, r.plus);
    j["minus"] = by_name(params, r.minus);
    j["plus_wins"] = r.plus_wins;
    j["minus_wins"] = r.minus_wins;
    j["draws"] = r.draws;
    j["result"] = r.result();
    j["games"] = r.games;
    j["theta"] = by_name(params, r.theta);
    return j.dump();
}

std::optional<IterationRecord> from_json_line(const std::string& line,
                                              const std::vector<TuneParam>& params) {
    const json j = json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object()) return std::nullopt;
    try {
        IterationRecord r;
        r.k = j.at("iteration").get<int>();
        r.flips = from_names<int>(j.at("flips"), params);
        r.plus = from_names<double>(j.at("plus"), params);
        r.minus = from_names<double>(j.at("minus"), params);
        r.plus_wins = j.at("plus_wins").get<int>();
        r.minus_wins = j.at("minus_wins").get<int>();
        r.draws = j.at("draws").get<int>();
        r.games = j.at("games").get<std::vector<std::string>>();
        r.theta = from_names<double>(j.at("theta"), params);
        if (j.at("result").get<int>() != r.result()) return std::nullopt;
        return r;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

TuneLog::TuneLog(std::filesystem::path path, const std::vector<TuneParam>& params)
    : path_(std::move(path)), params_(params) {
    fd_ = ::open(path_.c_str(), O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0) throw io_error("cannot open", path_, errno);
    struct stat st {};
    if (::fstat(fd_, &st) != 0 || !S_ISREG(st.st_mode)) return;  // a device: nothing to read
    std::ifstream in(path_, std::ios::binary);
    std::stringstream content;
    content << in.rdbuf();
    const std::string text = content.str();
    std::size_t start = 0;
    for (int line = 1; start < text.size(); ++line) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string::npos) break;  // torn: cut off below
        auto r = from_json_line(text.substr(start, end - start), params_);
        if (!r) {
            ::close(fd_);
            fd_ = -1;
            throw std::runtime_error(path_.string() + " line " + std::to_string(line) +
                                     " is not an iteration record of these parameters");
        }
        records_.push_back(std::move(*r));
        start = end + 1;
    }
    if (start < text.size() && ::ftruncate(fd_, static_cast<off_t>(start)) != 0) {
        const int err = errno;
        ::close(fd_);
        fd_ = -1;
        throw io_error("cannot repair", path_, err);
    }
}

TuneLog::~TuneLog() {
    if (fd_ >= 0) ::close(fd_);
}

void TuneLog::append(const IterationRecord& r) {
    const std::string line = to_json_line(r, params_) + '\n';
    struct stat st {};
    const off_t before = ::fstat(fd_, &st) == 0 ? st.st_size : -1;
    const ssize_t n = ::write(fd_, line.data(), line.size());
    int err = n < 0 ? errno : (static_cast<std::size_t>(n) < line.size() ? ENOSPC : 0);
    if (err == 0 && ::fsync(fd_) != 0 && errno != EINVAL) err = errno;
    if (err == 0) {
        records_.push_back(r);
        return;
    }
    if (n > 0 && before >= 0) (void)!::ftruncate(fd_, before);
    throw io_error("cannot write", path_, err);
}

}  // namespace boardtalk::tune
