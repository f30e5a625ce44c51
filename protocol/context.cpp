#include "protocol/context.hpp"

#include "protocol/framing.hpp"
#include "protocol/io.hpp"

namespace boardtalk::protocol {

namespace {

std::string header(std::optional<std::uint32_t> id) {
    std::string out = "=";
    if (id) out.append(std::to_string(*id));
    out.push_back('\n');
    return out;
}

}  // namespace

void Context::stream(std::string_view line) {
    std::string out = streamed_ ? std::string() : header(id_);
    streamed_ = true;
    append_stream_line(out, line);
    output_.write(out);
    output_.flush();
}

void Context::begin_stream() {
    if (streamed_) return;
    streamed_ = true;
    output_.write(header(id_));
    output_.flush();
}

bool Context::wait_for_input(std::chrono::milliseconds timeout) {
    return input_.wait_for_line(timeout);
}

}  // namespace boardtalk::protocol
