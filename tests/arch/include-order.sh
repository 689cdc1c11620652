#!/bin/sh
# The layering of src/ (tests/arch/layers.txt): every `#include "dir/..."`
# of a file under src/DIR must name a folder DIR may include. Known
# exceptions are listed in tests/arch/include-debt.txt, which may only
# shrink: a listed include that is gone, or now allowed, fails too.
. "$top_srcdir/tests/lib.sh"
mkscratch
LAYERS="$top_srcdir/tests/arch/layers.txt"
DEBT="$top_srcdir/tests/arch/include-debt.txt"

allowed() {     # allowed DIR HEADER: may files of src/DIR include HEADER?
    for a in $(sed -n "s|^$1: ||p" "$LAYERS"); do
        case $2 in
            "$a"/*|"$a") return 0 ;;
        esac
    done
    return 1
}

: >"$SCRATCH/found"
for f in "$top_srcdir"/src/*/*.[ch]; do
    dir=$(basename "$(dirname "$f")")
    [ "$dir" = generated ] && continue
    rel=src/$dir/$(basename "$f")
    if ! grep -q "^$dir:" "$LAYERS"; then
        not_ok "$rel: folder src/$dir has no line in tests/arch/layers.txt"
        continue
    fi
    sed -n 's|^#include "\([a-z_]*/[^"]*\)".*|\1|p' "$f" | while read -r h; do
        allowed "$dir" "$h" || echo "$rel $h" >>"$SCRATCH/found"
    done
done
grep -v '^#' "$DEBT" | sed '/^$/d' | sort >"$SCRATCH/debt"
sort "$SCRATCH/found" >"$SCRATCH/found.sorted"
new=$(comm -23 "$SCRATCH/found.sorted" "$SCRATCH/debt")
gone=$(comm -13 "$SCRATCH/found.sorted" "$SCRATCH/debt")
if [ -z "$new" ]; then
    ok "every include follows the layers, but the $(wc -l <"$SCRATCH/debt") listed as debt"
else
    not_ok "includes against the layers (tests/arch/layers.txt)"
    diag "$new"
fi
if [ -z "$gone" ]; then
    ok "every include listed as debt still breaks the layers"
else
    not_ok "includes listed in tests/arch/include-debt.txt that are gone or now allowed: remove them"
    diag "$gone"
fi
tap_end
