#pragma once
// Which WebSocket upgrade requests may start an engine. A page on another site must not drive
// the engines (cross-site WebSocket hijacking), not even through a DNS name that resolves to
// this machine (DNS rebinding): the Host header must name this server by an IP address,
// `localhost` or the --host name, and a browser's Origin must be this same host and port.
#include <string>
#include <string_view>

namespace boardtalk::web {

// Why the request is refused, or "" if it may connect. `origin` is empty when the request has
// no Origin header (not a browser: nothing to protect against). `bound_host` is --host.
std::string check_origin(std::string_view host_header, std::string_view origin,
                         std::string_view bound_host);

}  // namespace boardtalk::web
