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
#
# Without the toolkit: each program is also preprocessed by the host
# compiler with tests/data/no-toolkit/cuda_runtime.h (our stand-in for the
# runtime headers) included first, as nvcc includes the real ones; the
# reference's exit status and diagnostics on that input are recorded in
# tests/data/programs/expected.rec (see rec_open in tests/lib.sh). Where the
# reference accepts it (the stand-in covers what the program uses), ours
# must give the same answer; with the toolkit, the live reference must agree
# with the recording too. Programs whose headers the host compiler does not
# have (thrust, cub, libcu++) or that the stand-in does not cover skip
# without the toolkit.
. "$top_srcdir/tests/lib.sh"
NVCC=$CUDA_HOME/bin/nvcc
HOSTCXX=${CXX_FOR_HOST:-g++}
toolkit=no
have_ref && [ -x "$NVCC" ] && toolkit=yes
mkscratch
XFAIL="$top_srcdir/tests/data/programs/xfail.txt"
STANDIN=$(cd "$top_srcdir/tests/data/no-toolkit" && pwd)
rec_open "$top_srcdir/tests/data/programs/expected.rec"

# standin BIN DIR NAME STD FLAGS...: BIN on DIR/standin.ii; DIR gets rc, err
standin() {
    bin=$1 dir=$2 sn=$3 std=$4
    shift 4
    mkdir -p "$dir"
    (cd "$dir/.." && "$bin" --c++$std --gnu_version=120200 "$@" --allow_managed --m64 --parse_templates \
        --orig_src_file_name "$sn.cu" --no_code_gen standin.ii >"$dir/err" 2>&1; echo $? >"$dir/rc")
}

for src in "$top_srcdir"/tests/data/programs/*.cu "$top_srcdir"/tests/data/host/*.cu \
           "$top_srcdir"/tests/data/lambdas/*.cu; do
    name=$(basename "$src" .cu)
    opts=$(sed -n '1s|^// OPTS: *||p' "$src")
    w=$SCRATCH/$name
    mkdir -p "$w" && cp "$src" "$w/$name.cu"
    same=yes
    notes=
    ran=no
    if [ $toolkit = yes ]; then
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
        ran=yes
        if [ "$ref_rc" != "$our_rc" ] || ! cmp -s "$w/ref.err" "$w/our.err"; then
            same=no
            notes="through nvcc: rc reference $ref_rc, ours $our_rc"
            diff "$w/ref.err" "$w/our.err" | head -20 > "$w/diff"
        fi
    fi
    # with the stand-in runtime header, against the recording
    std=$(printf '%s\n' "$opts" | sed -n 's/.*-std=c++\([0-9]*\).*/\1/p')
    [ -n "$std" ] || std=17
    flags=
    case " $opts " in *" --extended-lambda "*|*" -extended-lambda "*) flags=--extended-lambda ;; esac
    # relative names, so that the messages do not depend on where the tree is
    mkdir -p "$w/no-toolkit" && cp "$STANDIN/cuda_runtime.h" "$w/no-toolkit/"
    if (cd "$w" && "$HOSTCXX" -E -x c++ -std=c++$std -Ino-toolkit -include cuda_runtime.h "$name.cu" \
            -o standin.ii 2>/dev/null) &&
        ref_answer "$name" "$w/sref" rc err -- standin "$REF" "$w/sref" "$name" "$std" $flags; then
        if [ -n "$REC_STALE" ]; then
            same=no
            notes="$notes; the stand-in recording differs from the live reference: re-record it (CF_RECORD=1)"
            ran=yes
        elif [ "$(cat "$w/sref/rc")" = 0 ]; then
            # shellcheck disable=SC2086
            standin "$CUDAFE" "$w/sour" "$name" "$std" $flags
            ran=yes
            if ! cmp -s "$w/sref/rc" "$w/sour/rc" || ! cmp -s "$w/sref/err" "$w/sour/err"; then
                same=no
                notes="$notes; with the stand-in header: rc reference $(cat "$w/sref/rc"), ours $(cat "$w/sour/rc")"
                diff "$w/sref/err" "$w/sour/err" | head -20 >> "$w/diff"
            fi
        fi
    fi
    reason=$(awk -v n="$name" '$1 == n { $1 = ""; sub(/^ /, ""); print; exit }' "$XFAIL")
    if [ $ran = no ]; then
        skip "$name: needs the toolkit (headers the host compiler lacks, or more than the stand-in declares)"
    elif [ $same = yes ]; then
        if [ -n "$reason" ]; then
            not_ok "$name agrees but is listed in xfail.txt ($reason)"
        else
            ok "$name"
        fi
    elif [ -n "$reason" ]; then
        xfail "$name: $reason"
    else
        not_ok "$name"
        diag "${notes#; }"
        sed 's/^/# /' "$w/diff" 2>/dev/null
    fi
    rm -rf "$w"
done
rec_close
tap_end
