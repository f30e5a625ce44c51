#!/usr/bin/env bash
# shellcheck disable=SC2016  # backquotes in single quotes below are markdown, not commands
# The user's documents stay an entry point and a set of manuals that hold together: README.md is
# at most 220 lines, and every relative link in README.md and docs/*.md names a file or folder
# that exists (and, with #anchor, a heading of that file). First the check must refuse a small
# tree of its own with a broken link, a missing anchor and a long README; then the repository
# must pass it.
#
#   bash tests/docs/docs_test.sh            the self-test, then the repository
#   bash tests/docs/docs_test.sh --check D  only check the tree at D
set -euo pipefail

max_readme_lines=220

# The GitHub anchor of a heading text: lower case, punctuation dropped (but - and _), spaces to -.
slug() {
    printf '%s' "$1" | tr '[:upper:]' '[:lower:]' | sed -e 's/[^a-z0-9 _-]//g' -e 's/ /-/g'
}

# Prints the anchors of a markdown file, one a line (headings outside fenced code blocks).
anchors() {
    local line in_code=0
    while IFS= read -r line; do
        if [[ $line =~ ^[[:space:]]*\`\`\` ]]; then
            in_code=$((1 - in_code))
            continue
        fi
        if ((in_code == 0)) && [[ $line =~ ^#{1,6}[[:space:]]+(.*)$ ]]; then
            slug "${BASH_REMATCH[1]}"
            echo
        fi
    done <"$1"
}

# Prints the link targets of a markdown file, one a line: [text](target) outside fenced code
# blocks, indented code blocks and inline code spans.
links() {
    awk '
        /^[[:space:]]*```/ { code = !code; next }
        code { next }
        /^    / && !/^    *[-*0-9]/ { next }
        {
            gsub(/`[^`]*`/, "")
            line = $0
            while (match(line, /\]\([^)[:space:]]+\)/)) {
                print substr(line, RSTART + 2, RLENGTH - 3)
                line = substr(line, RSTART + RLENGTH)
            }
        }
    ' "$1"
}

# Checks the tree at $1; prints each problem and returns 1 if there is any.
check() {
    local root=$1 failed=0 file target path anchor dir
    local lines
    lines=$(wc -l <"$root/README.md")
    if ((lines > max_readme_lines)); then
        echo "README.md: $lines lines, more than $max_readme_lines (details belong in docs/)"
        failed=1
    fi
    shopt -s nullglob
    for file in "$root/README.md" "$root"/docs/*.md; do
        dir=$(dirname "$file")
        while IFS= read -r target; do
            case $target in
                http://* | https://* | mailto:*) continue ;;
            esac
            path=${target%%#*}
            anchor=
            [[ $target == *'#'* ]] && anchor=${target#*#}
            if [[ -z $path ]]; then
                path=$file
            else
                path=$dir/$path
            fi
            if [[ ! -e $path ]]; then
                echo "${file#"$root"/}: link to a missing file: $target"
                failed=1
                continue
            fi
            if [[ -n $anchor && -f $path && $path == *.md ]]; then
                # Not a pipe into grep -q: under pipefail, its early exit fails the pipe.
                if ! grep -qxF -- "$anchor" <<<"$(anchors "$path")"; then
                    echo "${file#"$root"/}: link to a missing heading: $target"
                    failed=1
                fi
            fi
        done < <(links "$file")
    done
    return $failed
}

if [[ ${1:-} == --check ]]; then
    check "$2"
    exit
fi

root=$(cd "$(dirname "$0")/../.." && pwd)

# The self-test: a tree with each kind of fault must be refused, naming it.
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/docs"
printf '# Go\n\n## Options of `go`\n\nSee [rules](#rules) and [a page](go.md#options-of-go).\n' \
    >"$tree/docs/go.md"
{
    echo '# t'
    echo 'Good: [go](docs/go.md), [options](docs/go.md#options-of-go), <https://example.org/>.'
    echo 'Code is not a link: `[x](nowhere.md)`.'
    echo '    [indented](nowhere.md)'
    echo 'Broken: [gone](docs/gone.md).'
    for i in $(seq 1 $((max_readme_lines + 5))); do echo "line $i"; done
} >"$tree/README.md"
if out=$(check "$tree"); then
    echo "the check passed a tree with faults"
    exit 1
fi
expected=(
    "README.md: $((max_readme_lines + 5 + 5)) lines, more than $max_readme_lines (details belong in docs/)"
    "README.md: link to a missing file: docs/gone.md"
    "docs/go.md: link to a missing heading: #rules"
)
for line in "${expected[@]}"; do
    if ! grep -qxF -- "$line" <<<"$out"; then
        echo "the check did not say: $line"
        echo "it said:"
        echo "$out"
        exit 1
    fi
done
if (($(wc -l <<<"$out") != ${#expected[@]})); then
    echo "the check said more than expected:"
    echo "$out"
    exit 1
fi

# The repository.
check "$root"
