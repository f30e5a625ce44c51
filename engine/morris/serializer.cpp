#include "engine/morris/serializer.hpp"

#include "engine/morris/json_format.hpp"
#include "engine/morris/text_format.hpp"

namespace boardtalk::morris {

std::span<const Serializer* const> serializers() {
    static const TextFormat text;
    static const JsonFormat json;
    static const Serializer* const all[] = {&text, &json};
    return all;
}

const Serializer* find_serializer(std::string_view name) {
    for (const Serializer* s : serializers())
        if (s->name() == name) return s;
    return nullptr;
}

const Serializer& serializer_for_path(std::string_view path) {
    for (const Serializer* s : serializers())
        if (path.ends_with(s->extension())) return *s;
    return *serializers().front();
}

const Serializer& serializer_for_file(std::string_view path, std::string_view content) {
    for (const Serializer* s : serializers())
        if (path.ends_with(s->extension())) return *s;
    for (const Serializer* s : serializers())
        if (s->recognises(content)) return *s;
    return *serializers().front();
}

std::string serializer_names() {
    std::string out;
    for (const Serializer* s : serializers()) {
        if (!out.empty()) out += '|';
        out += s->name();
    }
    return out;
}

}  // namespace boardtalk::morris
