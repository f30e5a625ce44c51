#include "games/common/cli.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <vector>

#include "protocol/option_values.hpp"

namespace boardtalk::protocol {

void add_log_options(po::options_description& desc, LogOptions& o) {
    desc.add_options()(
        "log-level",
        arg_value(&o.level, types::string(), log_level_problem)->default_value(o.level),
        "trace, debug, info, warn, error, critical or off")(
        "log-file", text_value(&o.file),
        "log to this file instead of stderr (default: none, stderr)")(
        "log-protocol", po::bool_switch(&o.protocol),
        "log every command and response, to the log, never stdout (default: off)");
}

namespace {

// A sink appending to `path`. Opened here first because spdlog's file sink would create missing
// directories: a mistyped directory must be an error, as with any other program.
spdlog::sink_ptr file_sink(const std::string& path) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0) throw UsageError("cannot open log file " + path + ": " + std::strerror(errno));
    ::close(fd);
    try {
        return std::make_shared<spdlog::sinks::basic_file_sink_mt>(path);
    } catch (const spdlog::spdlog_ex& e) {
        throw UsageError("cannot open log file " + path + ": " + e.what());
    }
}

}  // namespace

void configure_logging(const LogOptions& o) {
    const auto level = spdlog::level::from_str(o.level);
    if (level == spdlog::level::off && o.level != "off")
        throw UsageError("unknown log level '" + o.level + "'");
    const spdlog::sink_ptr sink =
        o.file.empty() ? std::make_shared<spdlog::sinks::stderr_sink_mt>() : file_sink(o.file);
    auto main = std::make_shared<spdlog::logger>("boardtalk", sink);
    main->set_level(level);
    spdlog::set_default_logger(main);
    spdlog::drop("protocol");
    if (o.protocol) {
        auto trace = std::make_shared<spdlog::logger>("protocol", sink);
        trace->set_level(spdlog::level::info);
        trace->flush_on(spdlog::level::info);
        spdlog::register_logger(trace);
    }
}

std::optional<int> parse_options(int argc, char** argv, const std::string& usage,
                                 const po::options_description& options,
                                 const po::positional_options_description& positional,
                                 po::variables_map& vm) {
    po::options_description all = options;
    all.add_options()("help,h", "show this help");
    try {
        po::store(po::command_line_parser(argc, argv).options(all).positional(positional).run(),
                  vm);
        if (vm.count("help")) {
            std::cout << usage << "\n\n" << all << std::flush;
            return 0;
        }
        po::notify(vm);
    } catch (const po::error& e) {
        std::cerr << "boardtalk " << argv[0] << ": " << e.what() << " (try --help)\n";
        return 2;
    }
    return std::nullopt;
}

std::optional<int> run_game_tool(int argc, char** argv, std::string_view sub,
                                 int (*tool)(int, char**)) {
    if (argc < 2 || std::string_view(argv[1]) != sub) return std::nullopt;
    std::string name = std::string(argv[0]) + " " + std::string(sub);
    std::vector<char*> args(argv + 1, argv + argc);
    args[0] = name.data();
    args.push_back(nullptr);
    return tool(argc - 1, args.data());
}

}  // namespace boardtalk::protocol
