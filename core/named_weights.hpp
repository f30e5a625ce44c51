#pragma once
// The integer weights of an evaluation, named for their text form (`--eval piece=10,mobile=6`):
// each game's engine lists its weights struct's members once, in a table of these, and the
// protocol layer (protocol/weights_type.hpp) reads and writes the text from that table.
namespace boardtalk {

template <class Weights>
struct NamedWeight {
    const char* name;
    int Weights::*member;
};

}  // namespace boardtalk
