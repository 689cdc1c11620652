#!/bin/sh
# lex-bench.sh [-n N] [CORPUS_DIR]: time our lexer against the reference on the
# header-corpus TUs (tests/corpus; default CORPUS_DIR tests/out/corpus in the
# build tree, made by `make check` or tests/corpus/make-corpus.sh).
#
# Ours: tests/unit/lexdump -t, i.e. read the file, lex it whole, final token
# (the time is measured inside the process). Reference: the whole run
#   cudafe++ --c++NN --gnu_version=120200 --no_code_gen FILE.ii
# (wall time). Peak RSS of both from /usr/bin/time -f %M (package `time`).
# -n N: only the N largest TUs. Run from the build directory, or set
# top_builddir. Not a test.
set -u
n=0
while getopts n: o; do
    case $o in n) n=$OPTARG ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
: "${top_builddir:=.}" "${CUDA_HOME:=/usr/local/cuda}"
dir=${1:-$top_builddir/tests/out/corpus}
LEXDUMP=$top_builddir/tests/unit/lexdump
REF=$CUDA_HOME/bin/cudafe++
TIME=/usr/bin/time
[ -x "$LEXDUMP" ] || { echo "lex-bench.sh: build tests/unit/lexdump first (make check)" >&2; exit 1; }
[ -x "$REF" ] || { echo "lex-bench.sh: reference $REF not found" >&2; exit 1; }
[ -x "$TIME" ] || { echo "lex-bench.sh: /usr/bin/time not found (apt-get install time)" >&2; exit 1; }
files=$(ls -S "$dir"/c++*/*.ii 2>/dev/null)
[ -n "$files" ] || { echo "lex-bench.sh: no .ii files under $dir" >&2; exit 1; }
[ "$n" -gt 0 ] && files=$(echo "$files" | head -n "$n")

now() { date +%s.%N; }
tmp=$(mktemp "${TMPDIR:-/tmp}/lexbench.XXXXXX")
trap 'rm -f "$tmp"' EXIT
printf '%-40s %9s %9s %9s %8s %9s %9s\n' TU MB ours_s ref_s ratio ours_MB ref_MB
tot_b=0
echo "$files" | while read -r f; do
    std=$(basename "$(dirname "$f")" | sed 's/^c++//')
    $TIME -f %M -o "$tmp" "$LEXDUMP" -t --c++$std --gnu_version=120200 "$f" > "$tmp.out"
    ours=$(sed -n 's/.* seconds \([0-9.]*\).*/\1/p' "$tmp.out")
    bytes=$(sed -n 's/.* bytes \([0-9]*\).*/\1/p' "$tmp.out")
    our_kb=$(cat "$tmp")
    t0=$(now)
    $TIME -f %M -o "$tmp" "$REF" --c++$std --gnu_version=120200 --no_code_gen "$f" > /dev/null 2>&1
    t1=$(now)
    ref_kb=$(tail -1 "$tmp")
    rm -f "$tmp.out"
    echo "$(basename "$(dirname "$f")")/$(basename "$f") $bytes $ours $t0 $t1 $our_kb $ref_kb"
done | awk '{
    ref = $5 - $4; ratio = ($3 > 0 ? ref / $3 : 0)
    printf "%-40s %9.2f %9.4f %9.3f %7.0fx %9.1f %9.1f\n", $1, $2 / 1048576, $3, ref, ratio, $6 / 1024, $7 / 1024
    b += $2; o += $3; r += ref; if ($6 > om) om = $6; if ($7 > rm) rm = $7; n++
} END {
    printf "%-40s %9.2f %9.4f %9.3f %7.0fx %9.1f %9.1f\n", "TOTAL (" n " TUs; RSS: max)", b / 1048576, o, r, (o > 0 ? r / o : 0), om / 1024, rm / 1024
    printf "ours: %.0f MB/s lexing\n", (o > 0 ? b / 1048576 / o : 0)
}'
