#include "protocol/session.hpp"

#include <spdlog/spdlog.h>
#include <unistd.h>

#include <csignal>

#include "protocol/framing.hpp"
#include "protocol/grammar.hpp"
#include "protocol/preprocess.hpp"

namespace boardtalk::protocol {

Session::Session(const Registry& registry, std::shared_ptr<spdlog::logger> trace)
    : registry_(registry), trace_(std::move(trace)) {}

int Session::run(LineSource& input, Sink& output) {
    bool quit = false;
    while (!quit && output.ok()) {
        if (!input.has_pending_line()) {
            output.flush();
            if (idle_) idle_(input);
        }
        auto line = input.next_line();
        if (!line) break;
        respond(*line, input, output, quit);
    }
    output.flush();
    return 0;
}

namespace {

// Runs the handler; every failure, expected or not, becomes the `?` message here.
std::optional<std::string> run_handler(const Command& command, CommandLine& cmd, Context& ctx,
                                       std::string& error) {
    try {
        Args args = bind_arguments(command.signature, std::move(cmd.args));
        return command.handler(args, ctx);
    } catch (const CommandError& e) {
        error = e.what();
    } catch (const std::bad_alloc&) {
        error = "internal error: out of memory";
    } catch (const std::exception& e) {
        error = std::string("internal error: ") + e.what();
    } catch (...) {
        error = "internal error";
    }
    return std::nullopt;
}

}  // namespace

void Session::respond(const InputLine& line, LineSource& input, Sink& output, bool& quit) {
    const std::string text = preprocess_line(line.text);
    if (text.empty()) return;
    if (trace_) trace_->info("<< {}", text);
    out_.clear();
    auto parsed = parse_command_line(text);
    if (auto* err = std::get_if<LineError>(&parsed)) {
        append_failure(out_, err->id, err->message);
    } else if (line.too_long) {
        append_failure(out_, std::get<CommandLine>(parsed).id, "syntax error: line too long");
    } else {
        auto& cmd = std::get<CommandLine>(parsed);
        const Command* command = registry_.find(cmd.name);
        if (!command) {
            append_failure(out_, cmd.id, "unknown command");
        } else {
            Context ctx(input, output, cmd.id);
            std::string error;
            auto result = run_handler(*command, cmd, ctx, error);
            quit = ctx.quit_requested();
            if (ctx.streamed()) {
                // The header and lines are already written; close the response.
                if (!error.empty()) spdlog::error("{}: {}", cmd.name, error);
                if (result && !result->empty()) append_stream_line(out_, *result);
                out_.push_back('\n');
            } else if (result) {
                append_success(out_, cmd.id, *result);
            } else {
                append_failure(out_, cmd.id, error);
            }
        }
    }
    if (trace_) trace_->info(">> {}", std::string_view(out_).substr(0, out_.size() - 2));
    output.write(out_);
}

int serve_stdio(const Registry& registry, IdleHook idle) {
    std::signal(SIGPIPE, SIG_IGN);  // a controller that goes away ends the session, not us
    FdLineSource input(STDIN_FILENO);
    FdSink output(STDOUT_FILENO);
    Session session(registry, spdlog::get("protocol"));
    session.set_idle(std::move(idle));
    return session.run(input, output);
}

}  // namespace boardtalk::protocol
