#!/bin/sh
# Differential test of the module id (features.md MID-02, MNG-01): each small
# program of tests/data/module_id is preprocessed as nvcc does, then handed to
# the reference and to ours with nvcc's exact cudafe++ argv; the module id
# files must be identical. The programs exercise which entity names the id
# (inline, static, weak, auto, const, uninitialised and member ones skipped)
# and how it is mangled (nested names, substitutions, operators,
# constructors, typedefs, template arguments with defaults, packs, non-type
# arguments, std abbreviations, the cxx11 ABI tag).
. "$top_srcdir/tests/lib.sh"
NVCC=$CUDA_HOME/bin/nvcc
if ! have_ref || [ ! -x "$NVCC" ]; then
    echo "1..0 # SKIP the CUDA toolkit is not in $CUDA_HOME"
    exit 0
fi
mkscratch
for src in "$top_srcdir"/tests/data/module_id/*.cu; do
    name=$(basename "$src" .cu)
    opts=$(sed -n '1s|^// OPTS: *||p' "$src")
    w=$SCRATCH/$name
    mkdir -p "$w" && cp "$src" "$w/$name.cu"
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
    if [ -s "$w/ref.mid" ] && cmp -s "$w/ref.mid" "$w/our.mid"; then
        ok "$name: $(cat "$w/ref.mid")"
    else
        not_ok "$name"
        diag "reference $(cat "$w/ref.mid" 2>/dev/null), ours $(cat "$w/our.mid" 2>/dev/null)"
    fi
    rm -rf "$w"
done
tap_end
