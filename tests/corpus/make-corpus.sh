#!/bin/sh
# make-corpus.sh OUTDIR [LIST]: preprocess each header of LIST (default
# headers.txt next to this script) the way nvcc's host pass does, into
# OUTDIR/c++NN/<name>.ii. Existing .ii files newer than LIST are kept.
#
# The gcc -E command is not hard-coded: it is taken from `nvcc -dryrun` (the
# line that writes *.cpp4.ii), once per C++ level, and replayed with our input
# and output names. Prints one line per TU: "ok|fail STD HEADER PATH".
#
# Without nvcc (in CUDA_HOME/bin, as the tests take it), the host compiler alone ($CXX, g++)
# preprocesses `#include <HEADER>` into OUTDIR/host-only/c++NN/<name>.ii: the
# C++ library headers, without the CUDA runtime's. A header it does not have
# (the toolkit's) gives "skip STD HEADER". The first line says which:
# "mode nvcc" or "mode host-only"; exit 77 when neither compiler is there.
set -u
out=${1:?usage: make-corpus.sh OUTDIR [LIST]}
here=$(cd "$(dirname "$0")" && pwd)
list=${2:-$here/headers.txt}
: "${CUDA_HOME:=/usr/local/cuda}"
NVCC=$CUDA_HOME/bin/nvcc
[ -x "$NVCC" ] || NVCC=
HOSTCXX=${CXX:-g++}
if [ -z "$NVCC" ]; then
    command -v "$HOSTCXX" >/dev/null 2>&1 || exit 77
    out=$out/host-only
fi
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
    if [ -z "$NVCC" ]; then
        c="$HOSTCXX -E -x c++ -std=c++$std \"@IN@\" -o \"@OUT@\""
    else
        c=$(host_cpp_command $std)
    fi
    if [ -z "$c" ]; then
        echo "make-corpus.sh: no host preprocessing line in nvcc -dryrun -std=c++$std" >&2
        exit 1
    fi
    printf '%s\t%s\n' "$std" "$c" >> "$cmds"
done
if [ -z "$NVCC" ]; then echo "mode host-only"; else echo "mode nvcc"; fi

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
        if [ -z "$NVCC" ]; then
            printf '#include <%s>\n' "$hdr" > "$cu"
        else
            printf '#include <%s>\n__global__ void k(){}\n' "$hdr" > "$cu"
        fi
        c=$(awk -F '\t' -v s="$std" '$1 == s { print $2 }' "$cmds")
        c=$(printf '%s' "$c" | sed -e "s|@IN@|$cu|" -e "s|@OUT@|$ii.tmp|")
        if (cd "$work" && eval "$c") > "$work/err" 2>&1 && [ -s "$ii.tmp" ]; then
            mv -f "$ii.tmp" "$ii"
            echo "ok $std $hdr $ii"
        else
            rm -f "$ii.tmp"
            if [ -z "$NVCC" ] && grep -q "No such file or directory" "$work/err"; then
                echo "skip $std $hdr"
            else
                echo "fail $std $hdr $(head -c 300 "$work/err" | tr '\n' ' ')"
            fi
        fi
    done
done
