#!/bin/sh
# TAP: the host path on real headers. Every header-corpus TU (see
# parse-corpus.sh) goes through the reference and through ours in full, with
# the flags nvcc passes; both host TUs are compiled with the host compiler
# the way nvcc does (an empty file stands in for cicc's stub, which these
# one-kernel TUs only need for registration), and the two objects must define
# and reference the same symbols and the module ids must be identical.
# Skips without nvcc or with CF_SKIP_CORPUS set.
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "$top_srcdir/tests/lib.sh"
out=$top_builddir/tests/out/corpus
if [ -n "$CF_SKIP_CORPUS" ]; then
    skip "header corpus: CF_SKIP_CORPUS is set"; tap_end; exit 0
fi
if ! have_ref; then
    skip "header corpus: the reference cudafe++ is not in $CUDA_HOME"; tap_end; exit 0
fi
mkscratch
log=$SCRATCH/corpus.log
"$top_srcdir/tests/corpus/make-corpus.sh" "$out" > "$log" 2>&1
rc=$?
if [ $rc -eq 77 ]; then
    skip "header corpus: nvcc not found"; tap_end; exit 0
fi
[ $rc -eq 0 ] || not_ok "make-corpus.sh failed"
CXX=${CXX_FOR_HOST:-g++}
symbols() { nm "$1" | awk '{ print $NF " " $(NF-1) }' | LC_ALL=C sort; }
: > "$SCRATCH/x.stub.c"
pass=0; start=$(date +%s)
while read -r status std hdr path; do
    [ "$status" = ok ] || continue
    fail=
    for who in ref our; do
        bin=$REF; [ $who = our ] && bin=$CUDAFE
        (cd "$SCRATCH" && "$bin" --c++$std --static-host-stub --device-hidden-visibility --gnu_version=120200 \
            --display_error_number --orig_src_file_name x.cu --orig_src_path_name /src/x.cu --allow_managed --m64 \
            --parse_templates --gen_c_file_name x.cudafe1.cpp --stub_file_name x.stub.c --gen_module_id_file \
            --module_id_file_name $who.module_id "$path" > $who.err 2>&1) || fail="$fail $who cudafe++ failed;"
        (cd "$SCRATCH" && "$CXX" -std=c++$std -c -x c++ -DCUDA_DOUBLE_MATH_FUNCTIONS -Wno-psabi \
            -I"$CUDA_HOME/include" -isystem "$CUDA_HOME/include/cccl" -m64 x.cudafe1.cpp -o $who.o > $who.cxx 2>&1) ||
            fail="$fail $who host compile failed: $(grep -m1 'error' "$SCRATCH/$who.cxx");"
        symbols "$SCRATCH/$who.o" > "$SCRATCH/$who.syms" 2>/dev/null
    done
    cmp -s "$SCRATCH/ref.module_id" "$SCRATCH/our.module_id" ||
        fail="$fail module id $(cat "$SCRATCH/ref.module_id") vs $(cat "$SCRATCH/our.module_id");"
    cmp -s "$SCRATCH/ref.syms" "$SCRATCH/our.syms" ||
        fail="$fail $(diff "$SCRATCH/ref.syms" "$SCRATCH/our.syms" | grep -c '^[<>]') symbols differ;"
    if [ -z "$fail" ]; then
        pass=$((pass + 1)); ok "host TU of <$hdr> c++$std"
    else
        not_ok "host TU of <$hdr> c++$std"; diag "$fail"
    fi
    rm -f "$SCRATCH"/*.o "$SCRATCH"/x.cudafe1.cpp
done < "$log"
diag "host TUs equivalent: $pass; $(( $(date +%s) - start )) s"
tap_end
