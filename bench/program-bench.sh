#!/bin/sh
# program-bench.sh [PROGRAM_DIR...]: full runs (host TU and module id
# written) of ours and the reference on whole CUDA programs, each
# preprocessed once as nvcc does and handed to both with the exact cudafe++
# argv of `nvcc -dryrun` for the program's `// OPTS:` flags, in the same run:
# wall time and peak RSS per program and in total, with the ratios
# ours/reference. Defaults to tests/data/programs and tests/data/host. Run
# from the build directory (or set top_builddir); needs /usr/bin/time and the
# toolkit. Not a test.
set -u
: "${top_builddir:=.}" "${CUDA_HOME:=/usr/local/cuda}"
here=$(cd "$(dirname "$0")/.." && pwd)
[ $# -gt 0 ] || set -- "$here/tests/data/programs" "$here/tests/data/host"
OURS=$(cd "$top_builddir" && pwd)/cudafe++
REF=$CUDA_HOME/bin/cudafe++
NVCC=$CUDA_HOME/bin/nvcc
TIME=/usr/bin/time
for x in "$OURS" "$REF" "$TIME" "$NVCC"; do
    [ -x "$x" ] || { echo "program-bench.sh: $x not found" >&2; exit 1; }
done
work=$(mktemp -d "${TMPDIR:-/tmp}/program-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
printf '%-26s %8s %8s %6s %9s %9s %6s\n' program ours_s ref_s time ours_MB ref_MB rss
tot_o=0; tot_r=0; worst_t=0; worst_m=0
for d in "$@"; do
    for src in "$d"/*.cu; do
        name=$(basename "$src" .cu)
        opts=$(sed -n '1s|^// OPTS: *||p' "$src")
        w=$work/$name
        mkdir -p "$w" && cp "$src" "$w/$name.cu"
        # shellcheck disable=SC2086
        dry=$(cd "$w" && "$NVCC" -dryrun $opts -c "$name.cu" 2>&1 | sed -n 's/^#\$ //p')
        cpp=$(printf '%s\n' "$dry" | grep -E -- ' -E .*cpp4\.ii' | head -1)
        fe=$(printf '%s\n' "$dry" | grep -E '^cudafe\+\+ ' | head -1 | sed 's|^cudafe++ ||')
        (cd "$w" && eval "$cpp") >/dev/null 2>&1 || { echo "# $name: preprocessing failed"; continue; }
        for who in ours ref; do
            bin=$OURS; [ $who = ref ] && bin=$REF
            (cd "$w" && eval "\"$TIME\" -f '%e %M' -o $who.time \"$bin\" $fe" >/dev/null 2>&1)
        done
        set -- $(cat "$w/ours.time") $(cat "$w/ref.time"); os=$1 om=$2 rs=$3 rm=$4
        printf '%-26s %8.2f %8.2f %6.2f %9.1f %9.1f %6.2f\n' "$name" "$os" "$rs" \
            "$(echo "$os $rs" | awk '{print ($2 > 0 ? $1 / $2 : 0)}')" "$(echo "$om" | awk '{print $1 / 1024}')" \
            "$(echo "$rm" | awk '{print $1 / 1024}')" "$(echo "$om $rm" | awk '{print $1 / $2}')"
        tot_o=$(echo "$tot_o $os" | awk '{print $1 + $2}'); tot_r=$(echo "$tot_r $rs" | awk '{print $1 + $2}')
        worst_t=$(echo "$worst_t $os $rs" | awk '{r = ($3 > 0 ? $2 / $3 : 0); print (r > $1 ? r : $1)}')
        worst_m=$(echo "$worst_m $om $rm" | awk '{r = $2 / $3; print (r > $1 ? r : $1)}')
        rm -rf "$w"
    done
done
echo "total: ours $tot_o s, reference $tot_r s, ratio $(echo "$tot_o $tot_r" | awk '{print $1 / $2}')"
echo "worst per-program ratios: time $worst_t, peak RSS $worst_m"
