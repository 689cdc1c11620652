#!/bin/sh
# Differential test of error reporting: each program in tests/data/negative
# (invalid C++/CUDA, plus valid ok_* programs that must stay silent) goes
# through the reference and through ours with the same options; stderr and
# the exit status must agree byte for byte. The reference's answers are
# recorded in tests/data/negative/expected.rec (see rec_open in lib.sh):
# without the toolkit ours is compared with the recording; with it, with the
# live reference, which must also agree with the recording. Programs listed
# in xfail.txt are known to differ and are reported as TODO; one that starts
# to agree is reported as a failure, so the list only shrinks. A first line
# `// options: ...` replaces the default options (--c++17 --gnu_version=120200).
. "$top_srcdir/tests/lib.sh"
mkscratch
DATA="$top_srcdir/tests/data/negative"
XFAIL="$DATA/xfail.txt"
rec_open "$DATA/expected.rec"

# run_in BIN OUTDIR OPTS...: BIN on the bare program name in the data folder
# (so file names in the messages agree); OUTDIR gets err and rc.
run_in() {
    ri_bin=$1 ri_out=$2
    shift 2
    ( cd "$DATA" && "$ri_bin" "$@" --no_code_gen "$name.cu" >"$ri_out/err" 2>&1; echo $? >"$ri_out/rc" )
}

for src in "$DATA"/*.cu; do
    name=$(basename "$src" .cu)
    opts=$(sed -n '1s|^// options: ||p' "$src")
    [ -n "$opts" ] || opts="--c++17 --gnu_version=120200"
    rm -rf "$SCRATCH/ref" "$SCRATCH/our"
    mkdir -p "$SCRATCH/our"
    # shellcheck disable=SC2086
    if ! ref_answer "$name" "$SCRATCH/ref" rc err -- run_in "$REF" "$SCRATCH/ref" $opts; then
        skip "$name: no recording and no reference"
        continue
    fi
    # shellcheck disable=SC2086
    run_in "$CUDAFE" "$SCRATCH/our" $opts
    same=no
    cmp -s "$SCRATCH/ref/rc" "$SCRATCH/our/rc" && cmp -s "$SCRATCH/ref/err" "$SCRATCH/our/err" && same=yes
    if [ -n "$REC_STALE" ]; then
        not_ok "$name"
        stale_note
    elif grep -qx "$name" "$XFAIL"; then
        if [ $same = yes ]; then
            not_ok "$name (listed in xfail.txt but now agrees: remove it from the list)"
        else
            xfail "$name"
        fi
    elif [ $same = yes ]; then
        ok "$name"
    else
        not_ok "$name"
        diag "rc: reference $(cat "$SCRATCH/ref/rc"), ours $(cat "$SCRATCH/our/rc")"
        diff "$SCRATCH/ref/err" "$SCRATCH/our/err" | sed 's/^/# /'
    fi
done
rec_close
tap_end
