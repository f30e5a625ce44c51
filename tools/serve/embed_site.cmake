# Writes OUTPUT, a C++ file holding every file under SITE_DIR as a byte array, so that
# `boardtalk serve` needs no files next to it. Run at build time (see CMakeLists.txt).
file(GLOB_RECURSE files RELATIVE ${SITE_DIR} ${SITE_DIR}/*)
list(SORT files)
set(arrays "")
set(table "")
set(i 0)
foreach(f IN LISTS files)
  file(READ ${SITE_DIR}/${f} hex HEX)
  string(LENGTH "${hex}" hex_length)
  math(EXPR size "${hex_length} / 2")
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "'\\\\x\\1'," bytes "${hex}")
  string(APPEND arrays "const char file${i}[] = {${bytes} 0};\n")
  string(APPEND table "        {\"/${f}\", {file${i}, ${size}}},\n")
  math(EXPR i "${i} + 1")
endforeach()
set(text "// Generated from tools/serve/site/ by embed_site.cmake: do not edit.
#include \"tools/serve/static_files.hpp\"

namespace boardtalk::web {

namespace {
${arrays}}  // namespace

std::span<const EmbeddedFile> embedded_site() {
    static const EmbeddedFile files[] = {
${table}    };
    return files;
}

}  // namespace boardtalk::web
")
file(WRITE ${OUTPUT}.tmp "${text}")
file(COPY_FILE ${OUTPUT}.tmp ${OUTPUT} ONLY_IF_DIFFERENT)
