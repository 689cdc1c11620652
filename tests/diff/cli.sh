#!/bin/sh
# Command-line behaviour against the reference: for every argument list in
# tests/data/cli/cases.txt, run the reference cudafe++ and ours ($CUDAFE) in
# empty directories and compare stdout, stderr and the exit status exactly.
# The reference's answers are recorded in tests/data/cli/expected.rec (see
# rec_open in tests/lib.sh): without the toolkit ours is compared with the
# recording; with it, with the live reference, which must agree with the
# recording too.
. "$top_srcdir/tests/lib.sh"

CASES="$top_srcdir/tests/data/cli/cases.txt"

if [ ! -x "$CUDAFE" ]; then
    not_ok "our cudafe++ ($CUDAFE) not built"
    tap_end
    exit 1
fi

mkscratch
mkdir "$SCRATCH/ours"
rec_open "$top_srcdir/tests/data/cli/expected.rec"

# run DIR BINARY ARGS...: leaves DIR/out, DIR/err, DIR/rc. The input comes
# from /dev/null so a case naming "-" never waits on the terminal.
run() {
    dir=$1; bin=$2; shift 2
    (cd "$dir" && "$bin" "$@" >out 2>err </dev/null; echo $? >rc)
}

compare() {
    what=$1
    if [ -n "$REC_STALE" ]; then
        not_ok "$what"
        stale_note
        return
    fi
    for f in rc out err; do
        if ! cmp -s "$SCRATCH/ref/$f" "$SCRATCH/ours/$f"; then
            not_ok "$what: $f differs"
            diff -u "$SCRATCH/ref/$f" "$SCRATCH/ours/$f" | head -20 | sed 's/^/# /'
            return
        fi
    done
    ok "$what"
}

while IFS= read -r line; do
    case $line in '#'*) continue ;; esac
    eval "set -- $line"
    rm -rf "$SCRATCH/ref"
    mkdir "$SCRATCH/ref"
    if ! ref_answer "$line" "$SCRATCH/ref" rc out err -- run "$SCRATCH/ref" "$REF" "$@"; then
        skip "cudafe++ $line: no recording and no reference"
        continue
    fi
    find "$SCRATCH/ours" -mindepth 1 -delete
    run "$SCRATCH/ours" "$CUDAFE" "$@"
    compare "cudafe++ $line"
done <"$CASES"
rec_close
tap_end
