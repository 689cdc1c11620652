#!/bin/sh
# Command-line behaviour against the reference: for every argument list in
# tests/data/cli/cases.txt, run the reference cudafe++ and ours ($CUDAFE) in
# empty directories and compare stdout, stderr and the exit status exactly.
# Skipped when the reference is not installed.
. "$top_srcdir/tests/lib.sh"

CASES="$top_srcdir/tests/data/cli/cases.txt"

if ! have_ref; then
    skip "reference $REF not found"
    tap_end
    exit 0
fi
if [ ! -x "$CUDAFE" ]; then
    not_ok "our cudafe++ ($CUDAFE) not built"
    tap_end
    exit 1
fi

mkscratch
mkdir "$SCRATCH/ref" "$SCRATCH/ours"

# run DIR BINARY ARGS...: leaves DIR/out, DIR/err, DIR/rc. The input comes
# from /dev/null so a case naming "-" never waits on the terminal.
run() {
    dir=$1; bin=$2; shift 2
    (cd "$dir" && "$bin" "$@" >out 2>err </dev/null; echo $? >rc)
}

compare() {
    what=$1
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
    run "$SCRATCH/ref" "$REF" "$@"
    run "$SCRATCH/ours" "$CUDAFE" "$@"
    compare "cudafe++ $line"
done <"$CASES"

tap_end
