#!/bin/sh
# The user's guide on the command line: `cudafe++ --help` exits 0, prints on
# stdout only, keeps its lines under 100 columns, names every option that
# --dump_command_options lists (each as a whole word), and describes no
# option that does not exist. Needs no toolkit.
. "$top_srcdir/tests/lib.sh"
if [ ! -x "$CUDAFE" ]; then
    not_ok "our cudafe++ ($CUDAFE) not built"
    tap_end
    exit 1
fi
LC_ALL=C; export LC_ALL     # sort and comm agree on the order
mkscratch
"$CUDAFE" --help > "$SCRATCH/help" 2> "$SCRATCH/help.err"
rc=$?
check "--help exits 0" test "$rc" -eq 0
check "--help writes nothing on stderr" test ! -s "$SCRATCH/help.err"
check "--help starts with the usage line" grep -q '^Usage: cudafe++ \[options\] input\.ii$' "$SCRATCH/help"
long=$(awk 'length($0) > 99' "$SCRATCH/help")
if [ -z "$long" ]; then ok "--help lines are under 100 columns"; else not_ok "--help lines are under 100 columns"; diag "$long"; fi

"$CUDAFE" --dump_command_options > "$SCRATCH/dump" 2>/dev/null
tr ' ' '\n' < "$SCRATCH/dump" | grep . > "$SCRATCH/names"
n=$(wc -l < "$SCRATCH/names")
check "--dump_command_options lists the options ($n)" test "$n" -gt 300
# The words of --help: split at blanks and at the punctuation that follows or
# surrounds an option's name (never at '.', '+', '-' or '_', which names use).
tr -s ' ,=()[]/|:;\t' '\n' < "$SCRATCH/help" | grep '^--.' | sort -u > "$SCRATCH/words"
missing=$(sort -u "$SCRATCH/names" | comm -23 - "$SCRATCH/words")
if [ -z "$missing" ]; then
    ok "--help names every option of --dump_command_options"
else
    not_ok "--help names every option of --dump_command_options"
    diag "missing:" $missing
fi
# The option that starts each option line is a real one.
awk '/^  (-., )?--|^      --/ { for (i = 1; i <= NF; i++) if ($i ~ /^--/) { sub(/=.*/, "", $i); print $i; break } }' \
    "$SCRATCH/help" | sort -u > "$SCRATCH/described"
unknown=$( { sort -u "$SCRATCH/names"; echo --help; } | sort -u | comm -13 - "$SCRATCH/described")
if [ -z "$unknown" ]; then
    ok "every option --help describes exists"
else
    not_ok "every option --help describes exists"
    diag "unknown:" $unknown
fi
# --help is ours: the reference has none, so it is never an abbreviation.
"$CUDAFE" --hel > /dev/null 2>&1
check "--hel is not --help (exit 4)" test $? -eq 4
tap_end
