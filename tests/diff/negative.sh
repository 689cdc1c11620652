#!/bin/sh
# Differential test of error reporting: each program in tests/data/negative
# (invalid C++/CUDA, plus valid ok_* programs that must stay silent) goes
# through the reference and through ours with the same options; stderr and
# the exit status must agree byte for byte. Programs listed in xfail.txt are
# known to differ and are reported as TODO; one that starts to agree is
# reported as a failure, so the list only shrinks. A first line
# `// options: ...` replaces the default options (--c++17 --gnu_version=120200).
. "$top_srcdir/tests/lib.sh"
if ! have_ref; then
    echo "1..0 # SKIP $REF not found"
    exit 0
fi
mkscratch
DATA="$top_srcdir/tests/data/negative"
XFAIL="$DATA/xfail.txt"

for src in "$DATA"/*.cu; do
    name=$(basename "$src" .cu)
    opts=$(sed -n '1s|^// options: ||p' "$src")
    [ -n "$opts" ] || opts="--c++17 --gnu_version=120200"
    # both run in the data folder on the bare name, so file names in the
    # messages agree
    # shellcheck disable=SC2086
    ( cd "$DATA" && "$REF" $opts --no_code_gen "$name.cu" >"$SCRATCH/ref.err" 2>&1 )
    ref_rc=$?
    # shellcheck disable=SC2086
    ( cd "$DATA" && "$CUDAFE" $opts --no_code_gen "$name.cu" >"$SCRATCH/our.err" 2>&1 )
    our_rc=$?
    same=no
    [ "$ref_rc" = "$our_rc" ] && cmp -s "$SCRATCH/ref.err" "$SCRATCH/our.err" && same=yes
    if grep -qx "$name" "$XFAIL"; then
        if [ $same = yes ]; then
            not_ok "$name (listed in xfail.txt but now agrees: remove it from the list)"
        else
            xfail "$name"
        fi
    elif [ $same = yes ]; then
        ok "$name"
    else
        not_ok "$name"
        diag "rc: reference $ref_rc, ours $our_rc"
        diff "$SCRATCH/ref.err" "$SCRATCH/our.err" | sed 's/^/# /'
    fi
done
tap_end
