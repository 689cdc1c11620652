#!/bin/sh
# make-corpus.sh OUTDIR [LIST]: preprocess each header of LIST (default
# headers.txt next to this script) the way nvcc's host pass does, into
# OUTDIR/c++NN/<name>.ii. Existing .ii files newer than LIST are kept.
#
# The gcc -E command is not hard-coded: it is taken from `nvcc -dryrun` (the
# line that writes *.cpp4.ii), once per C++ level, and replayed with our input
# and output names. Prints one line per TU: "ok|fail STD HEADER PATH".
# Needs nvcc (CUDA_HOME/bin or PATH); exits 77 when it is missing.
set -u
out=${1:?usage: make-corpus.sh OUTDIR [LIST]}
here=$(cd "$(dirname "$0")" && pwd)
list=${2:-$here/headers.txt}
: "${CUDA_HOME:=/usr/local/cuda}"
NVCC=$CUDA_HOME/bin/nvcc
[ -x "$NVCC" ] || NVCC=$(command -v nvcc 2>/dev/null) || exit 77
[ -n "$NVCC" ] && [ -x "$NVCC" ] || exit 77
mkdir -p "$out" || exit 1
out=$(cd "$out" && pwd)
# Several tests call this at once under `make -j check`: one at a time.
if command -v flock >/dev/null 2>&1; then
    exec 9> "$out/.lock"
    flock 9
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/cfcorpus.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

# The host preprocessing command for one C++ level, with @IN@ and @OUT@ for the
# input and output file names.
host_cpp_command() {
    std=$1
    printf '__global__ void k(){}\n' > "$work/x.cu"
    (cd "$work" && "$NVCC" -dryrun -std=c++$std -c x.cu 2>&1) |
        sed -n 's/^#\$ //p' | grep -E -- '-E .*cpp4\.ii' | head -1 |
        sed -e 's/"x\.cu"/"@IN@"/' -e 's/-o "[^"]*cpp4\.ii"/-o "@OUT@"/'
}

cmds=$work/cmds
: > "$cmds"
for std in 17 20; do
    c=$(host_cpp_command $std)
    if [ -z "$c" ]; then
        echo "make-corpus.sh: no host preprocessing line in nvcc -dryrun -std=c++$std" >&2
        exit 1
    fi
    printf '%s\t%s\n' "$std" "$c" >> "$cmds"
done

grep -v -E '^[[:space:]]*(#|$)' "$list" | while read -r hdr stds; do
    for std in $(echo "$stds" | tr ',' ' '); do
        name=$(echo "$hdr" | tr '/.' '__')
        dir=$out/c++$std
        ii=$dir/$name.ii
        mkdir -p "$dir"
        if [ -s "$ii" ] && [ "$ii" -nt "$list" ]; then
            echo "ok $std $hdr $ii"
            continue
        fi
        cu=$work/$name.cu
        printf '#include <%s>\n__global__ void k(){}\n' "$hdr" > "$cu"
        c=$(awk -F '\t' -v s="$std" '$1 == s { print $2 }' "$cmds")
        c=$(printf '%s' "$c" | sed -e "s|@IN@|$cu|" -e "s|@OUT@|$ii.tmp|")
        if (cd "$work" && eval "$c") > "$work/err" 2>&1 && [ -s "$ii.tmp" ]; then
            mv -f "$ii.tmp" "$ii"
            echo "ok $std $hdr $ii"
        else
            rm -f "$ii.tmp"
            echo "fail $std $hdr $(head -c 300 "$work/err" | tr '\n' ' ')"
        fi
    done
done
