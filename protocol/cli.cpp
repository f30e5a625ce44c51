#include "protocol/cli.hpp"

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

#include <iostream>

namespace boardtalk::protocol {

void add_log_options(po::options_description& desc, LogOptions& o) {
    desc.add_options()("log-level", po::value(&o.level)->default_value(o.level),
                       "trace, debug, info, warn, error, critical or off")(
        "log-file", po::value(&o.file), "log to this file instead of stderr")(
        "log-protocol", po::bool_switch(&o.protocol),
        "log every command and response (to the log, never stdout)");
}

void configure_logging(const LogOptions& o) {
    const auto level = spdlog::level::from_str(o.level);
    if (level == spdlog::level::off && o.level != "off")
        throw std::runtime_error("unknown log level '" + o.level + "'");
    spdlog::sink_ptr sink;
    if (o.file.empty()) {
        sink = std::make_shared<spdlog::sinks::stderr_sink_mt>();
    } else {
        sink = std::make_shared<spdlog::sinks::basic_file_sink_mt>(o.file);
    }
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

}  // namespace boardtalk::protocol
