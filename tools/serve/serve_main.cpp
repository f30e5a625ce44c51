#include "tools/serve/serve_main.hpp"

#include <algorithm>
#include <boost/asio/ip/address.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "games/common/cli.hpp"
#include "games/table/game_table.hpp"
#include "protocol/client/command_line.hpp"
#include "protocol/option_values.hpp"
#include "tools/serve/server.hpp"

namespace boardtalk::web {

namespace {

// The usage text, with the limits that have no option (docs/serve.md says more).
std::string usage() {
    const RelayLimits l;
    return "usage: boardtalk serve [OPTIONS]\n"
           "The games in the browser: open the address it prints. Each open page has an engine "
           "of\nits own (this program's game servers unless --engine puts another program behind "
           "a game).\nPer page: at most " +
           std::to_string(l.max_queued_lines) + " command lines (" +
           bytes_text(l.max_queued_line_bytes) + ") and " + bytes_text(l.max_queued_file_bytes) +
           " of files waiting for the engine,\nfiles up to " + bytes_text(l.max_message_bytes) +
           ", " + bytes_text(l.max_unread_bytes) +
           " of messages the page has not read (streamed lines dropped past " +
           bytes_text(l.max_unread_bytes_before_dropping) + ").";
}

struct RawOptions {
    std::string host = ServerConfig{}.host, site;
    int port = ServerConfig{}.port;
    int max_sessions = static_cast<int>(ServerConfig{}.max_sessions);
    int max_line = static_cast<int>(RelayLimits{}.max_line_bytes);
    double timeout = std::chrono::duration<double>(RelayLimits{}.answer_timeout).count();
    std::vector<std::string> engines;
    protocol::LogOptions log;
};

// This program's own server for `game` with its defaults (Go's is the MCTS player, which can
// analyse). Every command passes: our engines refuse server paths themselves
// (SessionFile::names_server_path).
EngineSpec own_engine(const GameEntry& game) {
    std::vector<std::string> argv{"/proc/self/exe", game.name};
    return {game.name, argv, "boardtalk " + argv[1], {game.page, false}};
}

// The engines: the defaults, each replaced by an --engine GAME=CMD. Throws UsageError.
std::vector<EngineSpec> engines(const std::vector<std::string>& overrides) {
    std::vector<EngineSpec> specs;
    for (const GameEntry& game : games()) specs.push_back(own_engine(game));
    for (const auto& text : overrides) {
        const auto eq = text.find('=');
        const std::string game = text.substr(0, eq);
        auto spec = std::find_if(specs.begin(), specs.end(),
                                 [&](const EngineSpec& s) { return s.game == game; });
        if (eq == std::string::npos || spec == specs.end())
            throw protocol::UsageError("--engine '" + text + "': expected GAME=COMMAND with GAME " +
                                       game_names());
        auto split = protocol::split_command_line(text.substr(eq + 1));
        if (split.error) throw protocol::UsageError("--engine '" + text + "': " + *split.error);
        // Another program may have commands that write files anywhere (GNU Go's
        // finish_sgftrace): only the commands of the game's page pass.
        *spec = {game, std::move(split.words), text.substr(eq + 1), {spec->rules.page, true}};
    }
    return specs;
}

// Throws UsageError unless `site` is a directory with a readable index.html.
void check_site(const std::string& site) {
    std::error_code error;
    if (!std::filesystem::is_directory(site, error))
        throw protocol::UsageError("--site '" + site + "': not a directory");
    if (!std::ifstream(std::filesystem::path(site) / "index.html"))
        throw protocol::UsageError("--site '" + site + "': no readable index.html in it");
}

bool is_loopback(const std::string& host) {
    boost::system::error_code error;
    const auto address = boost::asio::ip::make_address(host, error);
    return host == "localhost" || (!error && address.is_loopback());
}

void add_options(protocol::po::options_description& desc, RawOptions& raw) {
    namespace po = protocol::po;
    desc.add_options()("host", protocol::text_value(&raw.host)->default_value(raw.host),
                       "address to listen on (another than loopback opens the engines to the "
                       "network: a warning says so; 0.0.0.0 is every interface)")(
        "port",
        protocol::arg_value(&raw.port, protocol::int_type(), protocol::int_range(0, 65535))
            ->default_value(raw.port),
        "port, 0..65535 (0: any free port; the address printed tells which)")(
        "engine", po::value(&raw.engines)->composing(),
        "GAME=COMMAND: the engine behind a game's pages, e.g. \"go=gnugo --mode gtp\", which "
        "gets only the commands of the game's page (repeatable; default: boardtalk GAME)")(
        "max-sessions",
        protocol::arg_value(&raw.max_sessions, protocol::int_type(), protocol::int_range(1, 256))
            ->default_value(raw.max_sessions),
        "open game pages (engines) at once, 1..256")(
        "max-line",
        protocol::arg_value(&raw.max_line, protocol::int_type(), protocol::int_range(64, 65536))
            ->default_value(raw.max_line),
        "longest command line a page may send, 64..65536 bytes")(
        "timeout",
        protocol::arg_value(&raw.timeout, protocol::types::real(),
                            protocol::positive_seconds(86400))
            ->default_value(raw.timeout),
        "seconds an engine may take for one answer before its page is told it is lost")(
        "site", protocol::text_value(&raw.site),
        "serve the pages from this directory instead of the copy built in (for page work)");
    protocol::add_log_options(desc, raw.log);
}

}  // namespace

int serve_main(int argc, char** argv) {
    RawOptions raw;
    protocol::po::options_description desc("options");
    add_options(desc, raw);
    protocol::po::variables_map vm;
    if (auto done = protocol::parse_options(argc, argv, usage(), desc, {}, vm)) return *done;
    if (raw.host.empty())
        throw protocol::UsageError(
            "--host '': name the address to listen on (0.0.0.0 for every interface)");
    if (!raw.site.empty()) check_site(raw.site);
    protocol::configure_logging(raw.log);
    ServerConfig config;
    config.host = raw.host;
    config.port = static_cast<unsigned short>(raw.port);
    config.engines = engines(raw.engines);
    config.max_sessions = static_cast<std::size_t>(raw.max_sessions);
    config.limits.max_line_bytes = static_cast<std::size_t>(raw.max_line);
    config.limits.answer_timeout = std::chrono::milliseconds(static_cast<long>(raw.timeout * 1000));
    config.site_dir = raw.site;
    if (!is_loopback(raw.host))
        std::cerr << "boardtalk serve: warning: listening on " << raw.host
                  << ": anyone who can reach it can run engines on this machine\n";
    Server server(std::move(config));
    const auto where = server.endpoint();
    const std::string address = where.address().is_v6() ? "[" + where.address().to_string() + "]"
                                                        : where.address().to_string();
    // The address tells a script the server is ready: its signals handled, its descriptors open.
    server.run(true, [&] {
        std::cout << "boardtalk serve: http://" << address << ":" << where.port() << "/"
                  << std::endl;
    });
    return 0;
}

}  // namespace boardtalk::web
