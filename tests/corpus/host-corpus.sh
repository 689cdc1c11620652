#!/bin/sh
# TAP: the host path on real headers. With the toolkit, every header-corpus
# TU (see parse-corpus.sh) goes through the reference and through ours in
# full, with the flags nvcc passes; both host TUs are compiled with the host
# compiler the way nvcc does (an empty file stands in for cicc's stub, which
# these one-kernel TUs only need for registration), and the two objects must
# define and reference the same symbols and the module ids must be identical.
# Without it (the host-only corpus of make-corpus.sh: library headers
# preprocessed by the host compiler, no CUDA in them), the host compiler is
# the oracle: our host TU must compile to an object with the symbols of the
# input compiled directly, but for the three statics of the managed-runtime
# prologue every host TU starts with (an empty file stands in for the
# toolkit's crt/host_runtime.h, which such a TU does not use). Skips with CF_SKIP_CORPUS set.
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "$top_srcdir/tests/lib.sh"
out=$top_builddir/tests/out/corpus
if [ -n "$CF_SKIP_CORPUS" ]; then
    skip "header corpus: CF_SKIP_CORPUS is set"; tap_end; exit 0
fi
mkscratch
log=$SCRATCH/corpus.log
"$top_srcdir/tests/corpus/make-corpus.sh" "$out" > "$log" 2>&1
rc=$?
if [ $rc -eq 77 ]; then
    skip "header corpus: neither nvcc nor a host compiler found"; tap_end; exit 0
fi
[ $rc -eq 0 ] || not_ok "make-corpus.sh failed"
mode=$(sed -n 's/^mode //p' "$log" | head -1)
if [ "$mode" = nvcc ] && ! have_ref; then
    skip "header corpus: the reference cudafe++ is not in $CUDA_HOME"; tap_end; exit 0
fi
CXX=${CXX_FOR_HOST:-g++}
symbols() { nm "$1" | awk '{ print $NF " " $(NF-1) }' | LC_ALL=C sort; }
: > "$SCRATCH/x.stub.c"
# the host TU includes the toolkit's crt/host_runtime.h where size_t is
# declared; a TU without CUDA in it uses nothing of it: an empty stand-in
mkdir -p "$SCRATCH/no-toolkit/crt" && : > "$SCRATCH/no-toolkit/crt/host_runtime.h"

# front STD BIN WHO INPUT: the host pass as nvcc runs it; WHO.err, WHO.module_id
front() {
    (cd "$SCRATCH" && "$2" --c++$1 --static-host-stub --device-hidden-visibility --gnu_version=120200 \
        --display_error_number --orig_src_file_name x.cu --orig_src_path_name /src/x.cu --allow_managed --m64 \
        --parse_templates --gen_c_file_name x.cudafe1.cpp --stub_file_name x.stub.c --gen_module_id_file \
        --module_id_file_name $3.module_id "$4" > $3.err 2>&1)
}

pass=0; start=$(date +%s)
while read -r status std hdr path; do
    [ "$status" = ok ] || continue
    fail=
    if [ "$mode" = nvcc ]; then
        for who in ref our; do
            bin=$REF; [ $who = our ] && bin=$CUDAFE
            front "$std" "$bin" $who "$path" || fail="$fail $who cudafe++ failed;"
            (cd "$SCRATCH" && "$CXX" -std=c++$std -c -x c++ -DCUDA_DOUBLE_MATH_FUNCTIONS -Wno-psabi \
                -I"$CUDA_HOME/include" -isystem "$CUDA_HOME/include/cccl" -m64 x.cudafe1.cpp -o $who.o > $who.cxx 2>&1) ||
                fail="$fail $who host compile failed: $(grep -m1 'error' "$SCRATCH/$who.cxx");"
            symbols "$SCRATCH/$who.o" > "$SCRATCH/$who.syms" 2>/dev/null
        done
        cmp -s "$SCRATCH/ref.module_id" "$SCRATCH/our.module_id" ||
            fail="$fail module id $(cat "$SCRATCH/ref.module_id") vs $(cat "$SCRATCH/our.module_id");"
    else
        front "$std" "$CUDAFE" our "$path" || fail="$fail cudafe++ failed;"
        [ -s "$SCRATCH/our.err" ] && fail="$fail diagnostics: $(head -1 "$SCRATCH/our.err");"
        (cd "$SCRATCH" && "$CXX" -std=c++$std -c -x c++ -Wno-psabi -m64 -I"$SCRATCH/no-toolkit" x.cudafe1.cpp \
            -o our.o > our.cxx 2>&1) ||
            fail="$fail host compile failed: $(grep -m1 'error' "$SCRATCH/our.cxx");"
        (cd "$SCRATCH" && "$CXX" -std=c++$std -c -x c++ -Wno-psabi -m64 "$path" -o ref.o > ref.cxx 2>&1) ||
            fail="$fail the input does not compile: $(grep -m1 'error' "$SCRATCH/ref.cxx");"
        # the static initialiser is named after the file compiled
        symbols "$SCRATCH/ref.o" | sed 's/^_GLOBAL__sub_I_[^ ]*/_GLOBAL__sub_I_/' > "$SCRATCH/ref.syms" 2>/dev/null
        symbols "$SCRATCH/our.o" | sed 's/^_GLOBAL__sub_I_[^ ]*/_GLOBAL__sub_I_/' | grep -v -E '^_ZL(22__nv_inited_managed_rt|32__nv_fatbinhandle_for_managed_rt|37__nv_save_fatbinhandle_for_managed_rtPPv) ' \
            > "$SCRATCH/our.syms" 2>/dev/null
    fi
    cmp -s "$SCRATCH/ref.syms" "$SCRATCH/our.syms" ||
        fail="$fail $(diff "$SCRATCH/ref.syms" "$SCRATCH/our.syms" | grep -c '^[<>]') symbols differ;"
    if [ -z "$fail" ]; then
        pass=$((pass + 1)); ok "host TU of <$hdr> c++$std"
    else
        not_ok "host TU of <$hdr> c++$std"; diag "$fail"
    fi
    rm -f "$SCRATCH"/*.o "$SCRATCH"/x.cudafe1.cpp
done < "$log"
diag "host TUs equivalent: $pass ($mode); $(grep -c '^skip ' "$log") headers not on this system; $(( $(date +%s) - start )) s"
tap_end
