#pragma once
// The one list of `boardtalk` subcommands.
#include <span>

namespace boardtalk {

struct Subcommand {
    const char* name;
    const char* summary;
    int (*run)(int argc, char** argv);  // argv[0] is the subcommand's name
};

std::span<const Subcommand> subcommands();

}  // namespace boardtalk
