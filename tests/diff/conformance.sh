#!/bin/sh
# C++ conformance: valid programs (tests/data/conformance), one or a few
# productions of the C++17/C++20 grammar or one disambiguation rule each,
# that the reference accepts. Ours must give the recorded answer (exit
# status and stderr, tests/data/conformance/expected.txt, recorded from the
# reference by tests/diff/record.sh); where the reference is installed, the
# recording is checked against it too, so it cannot rot. Names listed in
# xfail.txt are known to differ and reported as TODO; one that starts to
# agree fails, so the list only shrinks.
. "$top_srcdir/tests/lib.sh"
mkscratch
DATA="$top_srcdir/tests/data/conformance"
XFAIL="$DATA/xfail.txt"
# split the recording into NAME.rc / NAME.err
awk -v d="$SCRATCH" '/^@@ /{ f = d "/" $2 ".err"; print $3 > (d "/" $2 ".rc"); printf "" > f; next }
                     { print >> f }' "$DATA/expected.txt"
live=no
have_ref && live=yes

for src in "$DATA"/*.cu; do
    name=$(basename "$src" .cu)
    if [ ! -f "$SCRATCH/$name.rc" ]; then
        not_ok "$name: no recording (run tests/diff/record.sh tests/data/conformance)"
        continue
    fi
    opts=$(sed -n '1s|^// options: ||p' "$src")
    [ -n "$opts" ] || opts="--c++17 --gnu_version=120200"
    exp_rc=$(cat "$SCRATCH/$name.rc")
    if [ $live = yes ]; then
        # shellcheck disable=SC2086
        ( cd "$DATA" && "$REF" $opts --no_code_gen "$name.cu" >"$SCRATCH/ref.err" 2>&1 )
        ref_rc=$?
        if [ "$ref_rc" != "$exp_rc" ] || ! cmp -s "$SCRATCH/ref.err" "$SCRATCH/$name.err"; then
            not_ok "$name: the recording differs from the reference (record again)"
            continue
        fi
    fi
    # shellcheck disable=SC2086
    ( cd "$DATA" && "$CUDAFE" $opts --no_code_gen "$name.cu" >"$SCRATCH/our.err" 2>&1 )
    our_rc=$?
    same=no
    [ "$our_rc" = "$exp_rc" ] && cmp -s "$SCRATCH/our.err" "$SCRATCH/$name.err" && same=yes
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
        diag "exit status: expected $exp_rc, ours $our_rc"
        diff "$SCRATCH/$name.err" "$SCRATCH/our.err" | sed 's/^/# /'
    fi
done
tap_end
