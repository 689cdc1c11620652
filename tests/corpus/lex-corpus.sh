#!/bin/sh
# TAP: lex every header-corpus TU (tests/corpus/headers.txt, preprocessed by
# make-corpus.sh into $top_builddir/tests/out/corpus, cached) and require zero
# lexical errors and a sane token count; then compare our lexical diagnostics
# with the reference's on the hand-written bad inputs in tests/data/lex/errors.
# Skips what needs nvcc or the reference when they are absent.
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "$top_srcdir/tests/lib.sh"
LEXDUMP=$top_builddir/tests/unit/lexdump
out=$top_builddir/tests/out/corpus

log=$(mktemp "${TMPDIR:-/tmp}/cfcorpus-log.XXXXXX")
trap 'rm -f "$log"' EXIT
rc=0
[ -n "$CF_SKIP_CORPUS" ] || { "$top_srcdir/tests/corpus/make-corpus.sh" "$out" > "$log" 2>&1; rc=$?; }
if [ -n "$CF_SKIP_CORPUS" ]; then
    skip "header corpus: CF_SKIP_CORPUS is set"
elif [ $rc -eq 77 ]; then
    skip "header corpus: neither nvcc nor a host compiler found"
else
    [ $rc -eq 0 ] || { not_ok "make-corpus.sh failed"; cat "$log" | sed 's/^/# /'; }
    ntu=0; bytes=0; toks=0
    # a TU of the host-only corpus (no CUDA runtime included) may be small
    min=1000
    grep -q '^mode host-only' "$log" && min=0
    start=$(date +%s)
    while read -r status std hdr path; do
        case $status in
        ok) ;;
        fail) not_ok "preprocess <$hdr> (c++$std): $path"; continue ;;
        *) continue ;;
        esac
        r=$("$LEXDUMP" -s --c++$std --gnu_version=120200 "$path")
        set -- $r
        # tokens N errors E warnings W bytes B
        if [ "$1" = tokens ] && [ "$4" -eq 0 ] && [ "$2" -gt "$min" ] && [ "$2" -lt "$8" ]; then
            ok "lex <$hdr> c++$std: $2 tokens, $8 bytes"
        else
            not_ok "lex <$hdr> c++$std: $r"
            "$LEXDUMP" -s -d --c++$std --gnu_version=120200 "$path" | head -5 | sed 's/^/# /'
        fi
        ntu=$((ntu + 1)); bytes=$((bytes + $8)); toks=$((toks + $2))
    done < "$log"
    diag "corpus ($(sed -n 's/^mode //p' "$log")): $(grep -c '^skip ' "$log") headers not on this system"
    diag "corpus: $ntu TUs, $((bytes / 1048576)) MB, $toks tokens, $(( $(date +%s) - start )) s (lexdump runs)"
fi

# Lexical diagnostics against the reference: number, line, column and level of
# every diagnostic the lexer owns.
LEXNUMS=" 6 7 8 11 19 22 24 25 26 166 192 870 965 967 1192 1193 1396 1406 1422 1654 1661 2424 2450 2451 2452 2482 2628 2629 2688 "
if ! have_ref; then
    skip "lexical diagnostics vs reference: $REF not found"
elif ! command -v python3 >/dev/null 2>&1; then
    skip "lexical diagnostics vs reference: python3 not found"
else
    mkscratch
    for f in "$top_srcdir"/tests/data/lex/errors/*.ii; do
        std=--c++17
        case $f in *sep11.ii) std=--c++11 ;; esac
        "$REF" --no_code_gen --gnu_version=120200 $std --output_mode=sarif "$f" 2>&1 | python3 -c '
import re, sys
nums = set(sys.argv[1].split())
for m in re.finditer(r"\"ruleId\":\"EC(\d+)\",\"level\":\"(\w+)\".*?\"startLine\":(\d+)(?:,\"startColumn\":(\d+))?", sys.stdin.read()):
    if m.group(1) in nums:
        print(m.group(3), m.group(4), "EC" + m.group(1), m.group(2))
' "$LEXNUMS" | sort > "$SCRATCH/ref"
        "$LEXDUMP" -s -d --gnu_version=120200 $std "$f" | grep -v '^tokens' |
            sed 's/^.*(\([0-9]*\)): \([0-9]*\) /\1 \2 /' | sort > "$SCRATCH/our"
        if cmp -s "$SCRATCH/ref" "$SCRATCH/our"; then
            ok "lexical diagnostics of $(basename "$f") match the reference"
        else
            not_ok "lexical diagnostics of $(basename "$f") differ from the reference"
            diff "$SCRATCH/ref" "$SCRATCH/our" | sed 's/^/# /'
        fi
    done
fi
tap_end
