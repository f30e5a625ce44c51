#include "tools/conform/suite_runner.hpp"

#include <ostream>
#include <vector>

#include "protocol/client/engine_process.hpp"

namespace boardtalk::conformance {

using protocol::EngineProcess;
using protocol::Response;

namespace {

constexpr std::string_view detail_indent = "            ";  // lines up with "  expected: "

std::string indent_lines(std::string_view text, std::string_view indent) {
    std::string out;
    for (char c : text) {
        out += c;
        if (c == '\n') out += indent;
    }
    return out;
}

// What a report shows of an engine's output, so a flood cannot flood the report: the protocol
// trace (--log-protocol) has everything.
constexpr std::size_t shown_bytes = 4096;
constexpr std::size_t shown_lines = 10;

// `text` cut to shown_bytes, saying how much was left out.
std::string shorten(std::string_view text) {
    if (text.size() <= shown_bytes) return std::string(text);
    return std::string(text.substr(0, shown_bytes)) + "... (" +
           std::to_string(text.size() - shown_bytes) + " more bytes)";
}

// The first shown_lines lines, each after `prefix`, then how many were left out.
void print_lines(std::ostream& out, const std::string& prefix,
                 const std::vector<std::string>& lines) {
    for (std::size_t i = 0; i < lines.size() && i < shown_lines; ++i) {
        out << prefix << shorten(lines[i]) << '\n';
    }
    if (lines.size() > shown_lines) {
        out << prefix << "(" << lines.size() - shown_lines << " more lines)\n";
    }
}

// Prints the last lines the engine wrote to stderr, which usually say why it died.
void print_stderr_tail(const EngineProcess& engine, std::ostream& out) {
    const auto lines = protocol::split_output_lines(engine.stderr_tail());
    if (lines.empty()) return;
    out << "  engine stderr (last lines):\n";
    const std::size_t shown = 10;
    for (std::size_t i = lines.size() > shown ? lines.size() - shown : 0; i < lines.size(); ++i) {
        out << "  | " << lines[i] << '\n';
    }
}

// The state of one file's run: the engine, the counts, and where the output goes.
class SuiteRun {
  public:
    SuiteRun(std::string_view name, const RunOptions& options, std::ostream& out)
        : name_(name), options_(options), out_(out) {}

    FileReport run(const Suite& suite);

  private:
    void run_step(const Step& step);
    void report_test(const Step& step, const Response& response);
    void report_engine_failure(const Step& step, const Response& response);
    void report_engine_gone(const Response& response);
    void report_not_run(const Step& step);
    void finish();
    void ask_name();
    // `protocol.tst:12` for test 12 (GNU Go's convention), `protocol.tst line 40` otherwise.
    std::string location(const Step& step) const;

    std::string_view name_;
    const RunOptions& options_;
    std::ostream& out_;
    std::unique_ptr<EngineProcess> engine_;
    bool engine_gone_ = false;  // dead, hung or never started: the rest is not run
    std::string engine_name_;   // the `name` answer, asked when a mark names an engine
    FileReport report_;
};

bool has_engine_marks(const Suite& suite) {
    for (const auto& step : suite.steps)
        if (step.test && !step.test->expectation.engine.empty()) return true;
    return false;
}

// A response after which the engine cannot be asked anything more: the rest is not run.
bool engine_cannot_go_on(const Response& response) {
    return response.status == Response::Status::died ||
           response.status == Response::Status::timeout || response.oversized;
}

Response did_not_read_input() {
    Response response;
    response.status = Response::Status::timeout;
    response.text = "the engine did not read its input";
    return response;
}

// An engine that does not know `name` just has no engine-specific marks apply; one that hangs,
// dies or floods on it would do the same on the first test, so no test is run.
void SuiteRun::ask_name() {
    const auto sent = engine_->send_raw("name\n", options_.timeout);
    const Response r = sent == EngineProcess::SendStatus::timeout
                           ? did_not_read_input()
                           : engine_->read_response(options_.timeout);
    if (r.status == Response::Status::success) engine_name_ = r.text;
    if (!engine_cannot_go_on(r)) return;
    out_ << name_ << ": asking the engine its name failed (the suite has engine-specific marks)\n";
    out_ << "  command:  name\n";
    report_engine_gone(r);
}

FileReport SuiteRun::run(const Suite& suite) {
    EngineProcess::Options engine_options;
    engine_options.quit_grace = std::chrono::milliseconds(1000);
    engine_options.stray_lines = protocol::StrayLines::collect;  // warned about, test by test
    engine_options.max_response_bytes = options_.max_response_bytes;
    auto started = EngineProcess::start(options_.engine, engine_options);
    if (!started.engine) {
        out_ << name_ << ": cannot start the engine: " << started.error << '\n';
        engine_gone_ = true;
        report_.engine_failed = true;
    }
    engine_ = std::move(started.engine);
    if (engine_ && has_engine_marks(suite)) ask_name();
    for (const auto& step : suite.steps) run_step(step);
    finish();
    out_ << name_ << ": " << format_tally(report_.tally)
         << (report_.engine_failed ? " (engine failure)" : "") << '\n';
    return report_;
}

void SuiteRun::run_step(const Step& step) {
    if (engine_gone_) return report_not_run(step);
    Response response;
    if (engine_->send_raw(step.raw, options_.timeout) == EngineProcess::SendStatus::timeout) {
        response = did_not_read_input();
    } else if (step.command.empty()) {
        return;
    } else {
        response = engine_->read_response(options_.timeout);
    }
    if (response.answered()) {
        print_lines(
            out_, location(step) + " warning: output outside a response: ", response.stray_output);
    }
    if (engine_cannot_go_on(response)) return report_engine_failure(step, response);
    if (step.test) return report_test(step, response);
    if (options_.verbose && response.status != Response::Status::success) {
        out_ << location(step) << " set-up '" << step.command
             << "': " << format_response(response, detail_indent) << '\n';
    }
}

void SuiteRun::report_test(const Step& step, const Response& response) {
    const auto verdict = judge(*step.test, response, engine_name_);
    report_.tally.add(verdict.outcome);
    out_ << name_ << ':' << step.test->id << ' ' << label(verdict.outcome) << '\n';
    if (verdict.outcome == Outcome::passed && !options_.verbose) return;
    out_ << "  command:  " << step.command << '\n';
    out_ << "  expected: " << step.test->expectation.written << '\n';
    out_ << "  got:      " << format_response(response, detail_indent) << '\n';
    if (!verdict.note.empty()) out_ << "  note:     " << verdict.note << '\n';
}

void SuiteRun::report_engine_failure(const Step& step, const Response& response) {
    if (step.test) {
        report_.tally.add(Outcome::unexpected_failure);
        out_ << name_ << ':' << step.test->id << " FAILED"
             << (response.status == Response::Status::timeout ? " (timeout)"
                 : response.oversized                         ? " (response too large)"
                                                              : "")
             << '\n';
        out_ << "  command:  " << step.command << '\n';
        out_ << "  expected: " << step.test->expectation.written << '\n';
    } else {
        out_ << location(step) << " set-up command failed: " << step.command << '\n';
    }
    report_engine_gone(response);
}

// Says what became of the engine, with its last words, and stops it: the rest is not run.
void SuiteRun::report_engine_gone(const Response& response) {
    if (response.status == Response::Status::died) {
        out_ << "  engine died: " << response.text << '\n';
    } else {
        out_ << (response.oversized ? "  engine flooded its output: " : "  engine hung: ")
             << response.text << "; stopped it, the rest of the file is not run\n";
    }
    print_lines(out_, "  partial output: ", response.stray_output);
    print_stderr_tail(*engine_, out_);
    report_.engine_failed = true;
    engine_gone_ = true;
    engine_.reset();  // stops a hung or flooding engine now
}

void SuiteRun::report_not_run(const Step& step) {
    if (!step.test) return;
    report_.tally.add(Outcome::unexpected_failure);
    out_ << name_ << ':' << step.test->id << " FAILED (not run)\n";
}

std::string SuiteRun::location(const Step& step) const {
    if (step.test) return std::string(name_) + ':' + step.test->id;
    return std::string(name_) + " line " + std::to_string(step.line);
}

// A clean end: the engine exits after `quit` or end of input. A crash on the way out counts.
void SuiteRun::finish() {
    if (engine_gone_) return;
    const auto stopped = engine_->stop();
    using How = EngineProcess::StopResult::How;
    if ((stopped.how == How::already_exited || stopped.how == How::quit) &&
        stopped.status.kind == protocol::ExitStatus::Kind::signalled) {
        out_ << name_ << ": engine " << protocol::describe(stopped.status) << " at the end\n";
        print_stderr_tail(*engine_, out_);
        report_.engine_failed = true;
    } else if (stopped.how == How::terminated || stopped.how == How::killed) {
        out_ << name_ << ": warning: the engine ignored quit and end of input; it was "
             << (stopped.how == How::killed ? "killed" : "terminated") << '\n';
    }
}

}  // namespace

Judgement judge(const TestCase& test, const Response& response, std::string_view engine_name) {
    if (!response.answered()) {
        return {
            Outcome::unexpected_failure,
            "no well-formed response (" + std::string(protocol::to_string(response.status)) + ")"};
    }
    if (response.id != test.number) {
        return {Outcome::unexpected_failure,
                response.id ? "response id " + std::to_string(*response.id) +
                                  " differs from the test number " + test.id
                            : "the response has no id; the test number is " + test.id};
    }
    const bool match = matches_response(test.expectation, response.text);
    switch (effective_mark(test.expectation, engine_name)) {
        case Expectation::Mark::ignore:
            return {Outcome::ignored, {}};
        case Expectation::Mark::expected_failure:
            return {match ? Outcome::unexpected_pass : Outcome::expected_failure, {}};
        case Expectation::Mark::none:
            break;
    }
    return {match ? Outcome::passed : Outcome::unexpected_failure, {}};
}

FileReport run_suite(const Suite& suite, std::string_view name, const RunOptions& options,
                     std::ostream& out) {
    return SuiteRun(name, options, out).run(suite);
}

std::string format_response(const Response& response, std::string_view indent) {
    if (!response.answered() && response.status != Response::Status::garbage) {
        return "(" + response.text + ")";
    }
    std::string head;
    if (response.status != Response::Status::garbage) {
        head = response.status == Response::Status::success ? "=" : "?";
        if (response.id) head += std::to_string(*response.id);
        head += ' ';
    }
    return head + indent_lines(shorten(response.text), indent);
}

}  // namespace boardtalk::conformance
