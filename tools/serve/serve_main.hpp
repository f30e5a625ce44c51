#pragma once

namespace boardtalk::web {

// `boardtalk serve [OPTIONS]`: the games in the browser (see server.hpp). Prints the
// address on stdout once it listens; runs until SIGINT or SIGTERM.
int serve_main(int argc, char** argv);

}  // namespace boardtalk::web
