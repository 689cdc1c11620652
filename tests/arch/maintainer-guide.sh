#!/bin/sh
# docs/cuda-maintainers.md works as written. Each block the guide marks
# `<!-- guide: example=NAME file=FILE [adds=KEY=VALUE] -->` must be lines of
# FILE as they are in the tree. For each example, copies of the tables are
# taken back to before it (its lines removed; an `adds=` key taken off its
# line instead), and both states must generate (gen/cuda_attributes.awk,
# gen/diagnostics.awk) and compile; the example's state must differ from
# the one before it, and the negative programs the guide names must exist
# and not be listed as known misses.
. "$top_srcdir/tests/lib.sh"
mkscratch
GUIDE="$top_srcdir/docs/cuda-maintainers.md"
AWK=${AWK:-awk}
CC=${CC:-cc}

# blocks: one file per block, named by its marker's fields
awk -v dir="$SCRATCH" '
    /^<!-- guide: / {
        n++; meta = $0; sub(/^<!-- guide: /, "", meta); sub(/ -->$/, "", meta)
        print meta > (dir "/block" n ".meta"); close(dir "/block" n ".meta")
        want = 1; next
    }
    want && /^```/ { if (inblock) { inblock = 0; want = 0 } else inblock = 1; next }
    inblock { print > (dir "/block" n ".lines") }
' "$GUIDE"
ls "$SCRATCH"/block*.meta >/dev/null 2>&1 || { not_ok "no guide: blocks in docs/cuda-maintainers.md"; tap_end; exit; }

field() { sed -n "s/.*$1=\([^ ]*\).*/\1/p" "$2"; }

# generate DIR: the role tables and the catalog header from DIR's tables,
# then compile the role table against them
generate() {
    mkdir -p "$1/inc/generated" &&
    LC_ALL=C $AWK -v mode=roles_h -f "$top_srcdir/gen/cuda_attributes.awk" "$1/tables/cuda_attributes.def" \
        >"$1/inc/generated/cuda_attr_roles.h" &&
    LC_ALL=C $AWK -v mode=roles_c -f "$top_srcdir/gen/cuda_attributes.awk" "$1/tables/cuda_attributes.def" \
        >"$1/roles.c" &&
    LC_ALL=C $AWK -v mode=gperf -f "$top_srcdir/gen/cuda_attributes.awk" "$1/tables/cuda_attributes.def" \
        >"$1/spellings.gperf" &&
    LC_ALL=C $AWK -v mode=h -f "$top_srcdir/gen/diagnostics.awk" "$1"/tables/diagnostics/*.def \
        >"$1/inc/generated/diag_catalog.h" &&
    $CC -std=c11 -fsyntax-only -I"$1/inc" "$1/roles.c"
}

for meta in "$SCRATCH"/block*.meta; do
    lines=${meta%.meta}.lines
    file=$(field file "$meta")
    missing=$(grep -vxF -f "$top_srcdir/$file" "$lines")
    if [ -n "$missing" ]; then
        not_ok "$(basename "$meta" .meta): lines the guide shows are not in $file"
        diag "$missing"
    else
        ok "$(basename "$meta" .meta): the guide's lines are $file's"
    fi
done

for ex in $(cat "$SCRATCH"/block*.meta | sed -n 's/.*example=\([^ ]*\).*/\1/p' | sort -u); do
    before="$SCRATCH/before-$ex" now="$SCRATCH/now-$ex"
    for d in "$before" "$now"; do
        mkdir -p "$d/tables/diagnostics"
        cp "$top_srcdir"/tables/cuda_attributes.def "$d/tables/"
        cp "$top_srcdir"/tables/diagnostics/*.def "$d/tables/diagnostics/"
    done
    for meta in "$SCRATCH"/block*.meta; do
        [ "$(field example "$meta")" = "$ex" ] || continue
        lines=${meta%.meta}.lines
        file=$(field file "$meta")
        adds=$(field adds "$meta")
        if [ -n "$adds" ]; then
            # the example added a key to an existing line: take it off
            sed "s| $adds||" "$before/$file" >"$before/$file.new" && mv "$before/$file.new" "$before/$file"
        else
            grep -vxF -f "$lines" "$before/$file" >"$before/$file.new"; mv "$before/$file.new" "$before/$file"
        fi
    done
    if generate "$before" 2>"$SCRATCH/err"; then
        ok "$ex: the tables before the example generate and compile"
    else
        not_ok "$ex: the tables before the example do not generate or compile"
        diag "$(cat "$SCRATCH/err")"
    fi
    if generate "$now" 2>"$SCRATCH/err"; then
        ok "$ex: the tables with the example generate and compile"
    else
        not_ok "$ex: the tables with the example do not generate or compile"
        diag "$(cat "$SCRATCH/err")"
    fi
    if cmp -s "$before/roles.c" "$now/roles.c" && cmp -s "$before/inc/generated/diag_catalog.h" \
                                                    "$now/inc/generated/diag_catalog.h"; then
        not_ok "$ex: the example's lines change nothing generated"
    else
        ok "$ex: the example's lines are what changes the generated tables"
    fi
done

# the negative programs the guide names: present, and not known misses
for p in $(grep -o '`[a-z0-9_]*\.cu`' "$GUIDE" | tr -d '`' | sort -u); do
    name=${p%.cu}
    if [ ! -f "$top_srcdir/tests/data/negative/$p" ]; then
        not_ok "the guide names $p, which tests/data/negative lacks"
    elif grep -qx "$name" "$top_srcdir/tests/data/negative/xfail.txt"; then
        not_ok "the guide names $p, a known miss (xfail.txt)"
    else
        ok "the guide's test $p is a negative program"
    fi
done
tap_end
