#!/bin/sh
# parse-bench.sh [-n N] [-f] [-c] [-r R] [CORPUS_DIR]: our front end against the reference
# on the header-corpus TUs, both as `cudafe++ --c++NN --gnu_version=120200
# --no_code_gen FILE.ii`, in the same run: wall time and peak RSS of each,
# per TU and in total, with the ratios ours/reference. -n N: only the N
# largest TUs. -f: full runs instead, writing the host TU and the module id
# with nvcc's flags (--static-host-stub --device-hidden-visibility ...).
# -c: CPU time (user + system) instead of wall time: steadier where other
# jobs share the machine (both front ends run on one thread).
# -r R: each TU run R times, ours and the reference alternately, keeping
# each one's fastest run (a shared machine's speed wanders by a third
# within minutes; the fastest run is the steady figure).
# Run from the build directory (or set top_builddir); needs /usr/bin/time
# (Debian package `time`). Not a test.
set -u
n=0
mode="--no_code_gen"
timefmt='%e %M'
reps=1
while getopts n:fcr: o; do
    case $o in
    n) n=$OPTARG ;;
    f) mode="--static-host-stub --device-hidden-visibility --display_error_number --allow_managed --m64 --parse_templates --gen_c_file_name /tmp/parse-bench.out.cpp --stub_file_name x.stub.c --gen_module_id_file --module_id_file_name /tmp/parse-bench.mid" ;;
    c) timefmt='%U %S %M' ;;
    r) reps=$OPTARG ;;
    *) exit 2 ;;
    esac
done
shift $((OPTIND - 1))
: "${top_builddir:=.}" "${CUDA_HOME:=/usr/local/cuda}"
dir=${1:-$top_builddir/tests/out/corpus}
OURS=$top_builddir/cudafe++
REF=$CUDA_HOME/bin/cudafe++
TIME=/usr/bin/time
for x in "$OURS" "$REF" "$TIME"; do
    [ -x "$x" ] || { echo "parse-bench.sh: $x not found" >&2; exit 1; }
done
files=$(ls -S "$dir"/c++*/*.ii 2>/dev/null)
[ -n "$files" ] || { echo "parse-bench.sh: no .ii files under $dir (make check makes them)" >&2; exit 1; }
[ "$n" -gt 0 ] && files=$(echo "$files" | head -n "$n")

# run BIN FILE STD -> "seconds kilobytes status"
run() {
    # shellcheck disable=SC2086
    "$TIME" -f "$timefmt" -o /tmp/parse-bench.$$ "$1" --c++$3 --gnu_version=120200 $mode "$2" \
        > /dev/null 2>&1
    st=$?
    echo "$(awk 'NF == 3 {print $1 + $2, $3; next} {print}' /tmp/parse-bench.$$) $st"
}
# one untimed run of each on the first file: the first TU timed is not
# the one that pays for a cold page cache (binaries, the input)
first=$(echo "$files" | head -n 1)
run "$OURS" "$first" "$(basename "$(dirname "$first")" | sed 's/c++//')" > /dev/null
run "$REF" "$first" "$(basename "$(dirname "$first")" | sed 's/c++//')" > /dev/null
printf '%-34s %8s %8s %6s %9s %9s %6s\n' TU ours_s ref_s time ours_MB ref_MB rss
tot_o=0; tot_r=0; max_om=0; max_rm=0; worst_t=0; worst_m=0
for f in $files; do
    std=$(basename "$(dirname "$f")" | sed 's/c++//')
    os=; rs=
    r=0
    while [ "$r" -lt "$reps" ]; do
        set -- $(run "$OURS" "$f" "$std")
        os=$(echo "$os $1" | awk 'NF == 1 || $2 < $1 {print $NF; next} {print $1}'); om=$2 ost=$3
        set -- $(run "$REF" "$f" "$std")
        rs=$(echo "$rs $1" | awk 'NF == 1 || $2 < $1 {print $NF; next} {print $1}'); rm=$2
        r=$((r + 1))
    done
    [ "$ost" -eq 0 ] || echo "# note: ours exited $ost on $f"
    printf '%-34s %8.2f %8.2f %6.2f %9.1f %9.1f %6.2f\n' "c++$std/$(basename "$f" .ii)" "$os" "$rs" \
        "$(echo "$os $rs" | awk '{print ($2 > 0 ? $1 / $2 : 0)}')" "$(echo "$om" | awk '{print $1 / 1024}')" \
        "$(echo "$rm" | awk '{print $1 / 1024}')" "$(echo "$om $rm" | awk '{print $1 / $2}')"
    tot_o=$(echo "$tot_o $os" | awk '{print $1 + $2}'); tot_r=$(echo "$tot_r $rs" | awk '{print $1 + $2}')
    worst_t=$(echo "$worst_t $os $rs" | awk '{r = ($3 > 0 ? $2 / $3 : 0); print (r > $1 ? r : $1)}')
    worst_m=$(echo "$worst_m $om $rm" | awk '{r = $2 / $3; print (r > $1 ? r : $1)}')
    max_om=$(echo "$max_om $om" | awk '{print ($2 > $1 ? $2 : $1)}'); max_rm=$(echo "$max_rm $rm" | awk '{print ($2 > $1 ? $2 : $1)}')
done
rm -f /tmp/parse-bench.$$ /tmp/parse-bench.out.cpp /tmp/parse-bench.mid
echo "total: ours $tot_o s, reference $tot_r s, ratio $(echo "$tot_o $tot_r" | awk '{print $1 / $2}')"
echo "worst per-TU ratios: time $worst_t, peak RSS $worst_m"
echo "largest peak RSS: ours $(echo "$max_om" | awk '{print $1 / 1024}') MB, reference $(echo "$max_rm" | awk '{print $1 / 1024}') MB"
