#!/bin/sh
# Differential test on whole CUDA programs (tests/data/programs, and the
# host-path programs of tests/data/host and tests/data/lambdas): each is
# preprocessed and handed to cudafe++ exactly as nvcc does it (both command
# lines taken from `nvcc -dryrun` with the program's `// OPTS:` flags), once
# to the reference and once to ours; exit status and diagnostics must agree.
# The programs are valid CUDA written independently of the parser (thrust,
# cub, cooperative_groups, libstdc++ users); they guard against false errors.
# It runs our binary alone, without nvcc's later steps, so it is cheap enough
# for the sanitizer build, which skips diff/hostpass.sh. Known differences
# are listed with their reason in tests/data/programs/xfail.txt (TODO).
. "$top_srcdir/tests/lib.sh"
NVCC=$CUDA_HOME/bin/nvcc
if ! have_ref || [ ! -x "$NVCC" ]; then
    echo "1..0 # SKIP the CUDA toolkit is not in $CUDA_HOME"
    exit 0
fi
mkscratch
XFAIL="$top_srcdir/tests/data/programs/xfail.txt"
for src in "$top_srcdir"/tests/data/programs/*.cu "$top_srcdir"/tests/data/host/*.cu \
           "$top_srcdir"/tests/data/lambdas/*.cu; do
    name=$(basename "$src" .cu)
    opts=$(sed -n '1s|^// OPTS: *||p' "$src")
    w=$SCRATCH/$name
    mkdir -p "$w" && cp "$src" "$w/$name.cu"
    # shellcheck disable=SC2086
    dry=$(cd "$w" && "$NVCC" -dryrun $opts -c "$name.cu" 2>&1 | sed -n 's/^#\$ //p')
    cpp=$(printf '%s\n' "$dry" | grep -E -- ' -E .*cpp4\.ii' | head -1 |
          sed 's|-o "[^"]*cpp4\.ii"|-o "'"$w"'/in.ii"|')
    fe=$(printf '%s\n' "$dry" | grep -E '^cudafe\+\+ ' | head -1 |
         sed -e 's|^cudafe++ ||' -e 's|"[^"]*cpp4\.ii"|"'"$w"'/in.ii"|' \
             -e 's|--gen_c_file_name "[^"]*"|--gen_c_file_name "@OUT@.cpp"|' \
             -e 's|--module_id_file_name "[^"]*"|--module_id_file_name "@OUT@.module_id"|')
    if [ -z "$cpp" ] || [ -z "$fe" ] || ! (cd "$w" && eval "$cpp" >/dev/null 2>&1); then
        not_ok "$name: nvcc -dryrun or the preprocessing failed"
        continue
    fi
    args=$(printf '%s' "$fe" | sed "s|@OUT@|$w/ref|g")
    (cd "$w" && eval "\"\$REF\" $args" >"$w/ref.err" 2>&1)
    ref_rc=$?
    args=$(printf '%s' "$fe" | sed "s|@OUT@|$w/our|g")
    (cd "$w" && eval "\"\$CUDAFE\" $args" >"$w/our.err" 2>&1)
    our_rc=$?
    reason=$(awk -v n="$name" '$1 == n { $1 = ""; sub(/^ /, ""); print; exit }' "$XFAIL")
    if [ "$ref_rc" = "$our_rc" ] && cmp -s "$w/ref.err" "$w/our.err"; then
        if [ -n "$reason" ]; then
            not_ok "$name agrees but is listed in xfail.txt ($reason)"
        else
            ok "$name"
        fi
    elif [ -n "$reason" ]; then
        xfail "$name: $reason"
    else
        not_ok "$name"
        diag "rc: reference $ref_rc, ours $our_rc"
        diff "$w/ref.err" "$w/our.err" | head -20 | sed 's/^/# /'
    fi
done
tap_end
