#!/bin/sh
# Differential: the outputs for translation units without declarations, the
# missing-input catastrophic error, and no output left behind after failures.
# Compared with the reference cudafe++ run on the same input with the same
# argv; its answers are recorded in tests/data/cli/outputs.rec (see rec_open
# in tests/lib.sh), so the test runs without the toolkit too.
. "$top_srcdir/tests/lib.sh"
rec_open "$top_srcdir/tests/data/cli/outputs.rec"
mkscratch
cd "$SCRATCH" || exit 1

: > empty.ii
printf '# 1 "z.cu"\n# 1 "<built-in>"\n# 1 "<command-line>"\n# 1 "z.cu"\n\n' > markers.ii

# The reference's fallback module id ends in "_<crc>_<pid>"; ours in "_<crc>".
# Compare everything but that tail (id_prefix in lib.sh).

# run_one BIN DIR INPUT FLAGS...: DIR gets rc, stderr, mid.prefix and
# host.cpp (the host TU with the module id replaced by @ID@; for an input
# with line markers, without line markers and blank lines: we copy the
# input's through, the reference drops them).
run_one() {
    bin=$1 dir=$2 in=$3
    shift 3
    mkdir -p "$dir"
    (cd "$dir" && "$bin" "$@" --gen_c_file_name out.cpp --stub_file_name "x.stub.c" \
        --gen_module_id_file --module_id_file_name out.mid "../../$in" >stdout 2>stderr; echo $? > rc)
    id_prefix "$dir/out.mid" > "$dir/mid.prefix" 2>/dev/null
    id=$(cat "$dir/out.mid" 2>/dev/null)
    if [ -f "$dir/out.cpp" ] && [ -n "$id" ]; then
        if [ "$in" = empty.ii ]; then
            sed "s/$id/@ID@/" "$dir/out.cpp" > "$dir/host.cpp"
        else
            sed "s/$id/@ID@/" "$dir/out.cpp" | grep -v '^# [0-9]* "\|^$' > "$dir/host.cpp"
        fi
    fi
}

# both NAME INPUT FLAGS...: ours in ours/NAME, the reference's answer in ref/NAME
both() {
    name=$1
    shift
    rm -rf "ref/$name" "ours/$name"
    run_one "$CUDAFE" "ours/$name" "$@"
    ref_answer "$name" "ref/$name" rc stderr mid.prefix host.cpp -- run_one "$REF" "ref/$name" "$@"
}

# same NAME WHAT FILE: our FILE equals the reference's
same() {
    if [ -n "$REC_STALE" ]; then
        not_ok "$1: $2"
        stale_note
    else
        check "$1: $2" cmp -s "ref/$1/$3" "ours/$1/$3"
    fi
}

for variant in "gnu:--c++17 --gnu_version=120200" \
               "static:--c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200" \
               "clang:--c++14 --static-host-stub --clang --clang_version=140000 --unicode_source_kind=UTF-8" \
               "lambda:--c++17 --static-host-stub --extended-lambda --gnu_version=120200" \
               "rdc:--c++17 --device-c --device-hidden-visibility --gnu_version=120200"; do
    v=${variant%%:*}; flags=${variant#*:}
    for in in empty.ii markers.ii; do
        n=${in%.ii}-$v
        # shellcheck disable=SC2086
        if ! both "$n" "$in" $flags --orig_src_file_name z.cu --orig_src_path_name /tmp/z.cu --allow_managed --m64; then
            for w in "same exit status" "same stderr" "module id has the reference's prefix" "host TU"; do
                skip "$n: $w: no recording and no reference"
            done
            continue
        fi
        same "$n" "same exit status" rc
        same "$n" "same stderr" stderr
        same "$n" "module id has the reference's prefix" mid.prefix
        if [ $in = empty.ii ]; then
            same "$n" "host TU identical but for the id" host.cpp
        else
            same "$n" "host TU identical but for the id, line markers and blank lines" host.cpp
        fi
    done
done

# the module id is reproducible
run_one "$CUDAFE" ours/again empty.ii --c++17 --orig_src_path_name /tmp/z.cu
run_one "$CUDAFE" ours/again2 empty.ii --c++17 --orig_src_path_name /tmp/z.cu
check "fallback module id is reproducible" cmp -s ours/again/out.mid ours/again2/out.mid

# missing input: catastrophic error, exit 4, nothing written
if both missing nosuch.ii --c++17; then
    same missing "missing input: same exit status" rc
    same missing "missing input: same stderr" stderr
else
    skip "missing input: same exit status: no recording and no reference"
    skip "missing input: same stderr: no recording and no reference"
fi
check "missing input: no host TU written" test ! -e ours/missing/out.cpp
check "no temporary files left behind" sh -c '! ls ours/*/*.tmp* >/dev/null 2>&1'

# an unwritable output: catastrophic error naming the file, nothing half-written
unwritable() {
    mkdir -p "$2"
    "$1" --stub_file_name s.c --gen_c_file_name /nonexistent/dir/x.cpp empty.ii > "$2/stdout" 2> "$2/stderr"
    echo $? > "$2/rc"
}
rm -rf ref/unwritable ours/unwritable
unwritable "$CUDAFE" ours/unwritable
if ref_answer unwritable ref/unwritable rc stderr -- unwritable "$REF" ref/unwritable; then
    same unwritable "unwritable output: same exit status" rc
    same unwritable "unwritable output: same stderr" stderr
else
    skip "unwritable output: same exit status: no recording and no reference"
    skip "unwritable output: same stderr: no recording and no reference"
fi

# default output name: input stem + .int.c
cp empty.ii two.parts.ii
"$CUDAFE" --stub_file_name s.c two.parts.ii
check "default output name is <stem>.int.c" test -f two.parts.int.c

rec_close
tap_end
