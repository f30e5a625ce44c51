#include "tools/serve/origin_check.hpp"

#include <boost/asio/ip/address.hpp>

namespace boardtalk::web {

namespace {

// "host:port" -> "host" ("[::1]:8080" -> "::1"); "" if it is not of that form.
std::string host_part(std::string_view host_header) {
    if (host_header.starts_with('[')) {
        const auto close = host_header.find(']');
        if (close == std::string_view::npos) return {};
        return std::string(host_header.substr(1, close - 1));
    }
    return std::string(host_header.substr(0, host_header.rfind(':')));
}

bool names_this_server(const std::string& host, std::string_view bound_host) {
    if (host.empty()) return false;
    if (host == "localhost" || host == bound_host) return true;
    boost::system::error_code error;
    boost::asio::ip::make_address(host, error);
    return !error;  // an IP address cannot be rebound by a DNS answer
}

}  // namespace

std::string check_origin(std::string_view host_header, std::string_view origin,
                         std::string_view bound_host) {
    if (!names_this_server(host_part(host_header), bound_host))
        return "the Host header '" + std::string(host_header) + "' does not name this server";
    if (!origin.empty() && origin != "http://" + std::string(host_header))
        return "the page's origin '" + std::string(origin) + "' is not this server";
    return {};
}

}  // namespace boardtalk::web
