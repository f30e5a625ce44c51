#include "protocol/context.hpp"

#include "protocol/framing.hpp"
#include "protocol/io.hpp"

namespace boardtalk::protocol {

void Context::stream(std::string_view line) {
    std::string out;
    if (!streamed_) {
        out.push_back('=');
        if (id_) out.append(std::to_string(*id_));
        out.push_back('\n');
        streamed_ = true;
    }
    append_stream_line(out, line);
    output_.write(out);
    output_.flush();
}

bool Context::wait_for_input(std::chrono::milliseconds timeout) {
    return input_.wait_for_line(timeout);
}

}  // namespace boardtalk::protocol
