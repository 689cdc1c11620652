#!/bin/sh
# Record the reference's answers for a folder of stand-alone programs:
#   tests/diff/record.sh tests/data/conformance
# Each NAME.cu goes through $CUDA_HOME/bin/cudafe++ in the folder, on the bare
# name, with the options of its first line (`// options: ...`, default
# --c++17 --gnu_version=120200) and --no_code_gen; DIR/expected.txt gets one
# block per program: a line `@@ NAME EXIT-STATUS`, then its stderr as is.
# The tests compare ours against these recordings, and the recordings
# against the reference whenever it is installed, so they cannot rot.
set -eu
dir=${1:?usage: record.sh DIR}
: "${CUDA_HOME:=/usr/local/cuda}"
REF=$CUDA_HOME/bin/cudafe++
[ -x "$REF" ] || { echo "record.sh: $REF not found" >&2; exit 2; }
out=$dir/expected.txt
tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.err"' EXIT
for src in "$dir"/*.cu; do
    name=$(basename "$src" .cu)
    opts=$(sed -n '1s|^// options: ||p' "$src")
    [ -n "$opts" ] || opts="--c++17 --gnu_version=120200"
    # shellcheck disable=SC2086
    if (cd "$dir" && "$REF" $opts --no_code_gen "$name.cu" >"$tmp.err" 2>&1); then rc=0; else rc=$?; fi
    printf '@@ %s %s\n' "$name" "$rc" >>"$tmp"
    cat "$tmp.err" >>"$tmp"
done
mv "$tmp" "$out"
echo "record.sh: $(grep -c '^@@ ' "$out") programs recorded in $out"
