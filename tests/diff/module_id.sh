#!/bin/sh
# Differential test of the module id (features.md MID-02, MNG-01): each small
# program of tests/data/module_id is preprocessed as nvcc does, then handed to
# the reference and to ours with nvcc's exact cudafe++ argv; the module id
# files must be identical. The programs exercise which entity names the id
# (inline, static, weak, auto, const, uninitialised and member ones skipped)
# and how it is mangled (nested names, substitutions, operators,
# constructors, typedefs, template arguments with defaults, packs, non-type
# arguments, std abbreviations, the cxx11 ABI tag).
# The id depends on the chosen entity and the source path, not on the rest
# of the input, so each program is also preprocessed by the host compiler
# alone (the CUDA keywords defined as their attributes) and the reference's
# id for that input is recorded in tests/data/module_id/expected.rec (see
# rec_open in tests/lib.sh): without the toolkit ours must give the recorded
# id; with it, the live reference must too.
. "$top_srcdir/tests/lib.sh"
NVCC=$CUDA_HOME/bin/nvcc
HOSTCXX=${CXX_FOR_HOST:-g++}
[ -x "$NVCC" ] || NVCC=
mkscratch
rec_open "$top_srcdir/tests/data/module_id/expected.rec"

# The fallback id (no eligible entity) ends in the reference's time and pid
# (`_<hex8>_<pid>`), in ours a CRC of the input: such an id is recorded as
# "fallback <the id without that tail>", any other as it is.
ref_id() {
    if grep -Eq '_[0-9a-f]{8}_[0-9]+$' "$1"; then echo "fallback $(id_prefix "$1")"; else cat "$1"; fi
}
# ... and ours in the form of the recorded one ($2)
our_id() {
    if grep -q '^fallback ' "$2"; then echo "fallback $(id_prefix "$1")"; else cat "$1"; fi
}

# host_only BIN DIR NAME STD: the id BIN gives on DIR/NAME.host.ii, in DIR/host.mid
host_only() {
    rm -f "$2/host.mid"
    (cd "$2" && "$1" --c++$4 --gnu_version=120200 --orig_src_file_name "$3.cu" --orig_src_path_name "$3.cu" \
        --allow_managed --m64 --parse_templates --gen_c_file_name host.cpp --stub_file_name x.stub.c \
        --gen_module_id_file --module_id_file_name host.mid "$3.host.ii" >/dev/null 2>&1)
}
# the reference's answer: DIR/ref/mid
ref_host_only() {
    host_only "$REF" "$1" "$2" "$3"
    ref_id "$1/host.mid" > "$1/ref/mid"
}

for src in "$top_srcdir"/tests/data/module_id/*.cu; do
    name=$(basename "$src" .cu)
    opts=$(sed -n '1s|^// OPTS: *||p' "$src")
    std=$(printf '%s\n' "$opts" | sed -n 's/.*-std=c++\([0-9]*\).*/\1/p')
    [ -n "$std" ] || std=17
    w=$SCRATCH/$name
    mkdir -p "$w" && cp "$src" "$w/$name.cu"
    fail=
    # through nvcc, against the live reference
    if [ -n "$NVCC" ] && have_ref; then
        # shellcheck disable=SC2086
        dry=$(cd "$w" && "$NVCC" -dryrun $opts -c "$name.cu" 2>&1 | sed -n 's/^#\$ //p')
        cpp=$(printf '%s\n' "$dry" | grep -E -- ' -E .*cpp4\.ii' | head -1)
        fe=$(printf '%s\n' "$dry" | grep -E '^cudafe\+\+ ' | head -1 | sed 's|^cudafe++ ||')
        if [ -z "$cpp" ] || [ -z "$fe" ] || ! (cd "$w" && eval "$cpp" >/dev/null 2>&1); then
            not_ok "$name: nvcc -dryrun or the preprocessing failed"
            continue
        fi
        for who in ref our; do
            bin=$REF; [ $who = our ] && bin=$CUDAFE
            args=$(printf '%s' "$fe" | sed -e "s|--module_id_file_name \"[^\"]*\"|--module_id_file_name \"$who.mid\"|" \
                                           -e "s|--gen_c_file_name \"[^\"]*\"|--gen_c_file_name \"$who.cpp\"|")
            (cd "$w" && eval "\"\$bin\" $args" >/dev/null 2>&1)
        done
        if [ ! -s "$w/ref.mid" ] || ! cmp -s "$w/ref.mid" "$w/our.mid"; then
            fail="through nvcc: reference $(cat "$w/ref.mid" 2>/dev/null), ours $(cat "$w/our.mid" 2>/dev/null)"
        fi
    fi
    # preprocessed by the host compiler alone, against the recording
    recorded=no
    if "$HOSTCXX" -E -x c++ -std=c++$std -D'__global__=__attribute__((global))' \
            -D'__device__=__attribute__((device))' -D'__host__=__attribute__((host))' \
            -D'__constant__=__attribute__((constant))' -D'__shared__=__attribute__((shared))' \
            -D'__managed__=__attribute__((managed))' "$w/$name.cu" -o "$w/$name.host.ii" 2>/dev/null &&
        ref_answer "$name" "$w/ref" mid -- ref_host_only "$w" "$name" "$std"; then
        recorded=yes
        host_only "$CUDAFE" "$w" "$name" "$std"
        our_id "$w/host.mid" "$w/ref/mid" > "$w/mid"
        if [ -n "$REC_STALE" ]; then
            fail="$fail the recording differs from the live reference: re-record it (CF_RECORD=1)"
        elif ! cmp -s "$w/ref/mid" "$w/mid"; then
            fail="$fail host compiler alone: reference $(cat "$w/ref/mid" 2>/dev/null), ours $(cat "$w/mid" 2>/dev/null)"
        fi
    fi
    if [ $recorded = no ] && ! { [ -n "$NVCC" ] && have_ref; }; then
        skip "$name: neither the toolkit nor a recording for this system's headers"
    elif [ -z "$fail" ]; then
        ok "$name: $(cat "$w/ref.mid" 2>/dev/null || cat "$w/ref/mid")"
    else
        not_ok "$name"
        diag "$fail"
    fi
    rm -rf "$w"
done
rec_close
tap_end
