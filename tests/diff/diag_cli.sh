#!/bin/sh
# Differential test of the diagnostics engine: for each case, the reference
# runs on a preprocessed input in tests/data/diag and tests/unit/diag_replay
# replays the reports the reference makes for it (the .script file) through
# our engine with the same options; stderr and exit status must agree.
# SARIF: the reference leaves out the commas between results; they are put
# back into its output before comparing. Not compared: SARIF with an error
# limit (the reference writes "Error limit reached." inside the JSON; we
# do not). The reference's answers are recorded in tests/data/diag/expected.rec
# (see rec_open in tests/lib.sh), so the test runs without the toolkit too.
. "$top_srcdir/tests/lib.sh"
mkscratch
REPLAY="$(cd "$top_builddir" && pwd)/tests/unit/diag_replay"
DATA="$top_srcdir/tests/data/diag"
# SARIF names the input by its absolute path: replaced by @DATA@ in both
ABSDATA=$(cd "$DATA" && pwd)
rec_open "$DATA/expected.rec"

# reference INPUT OPTIONS...: its answer in $SCRATCH/ref (rc, err)
reference() {
    input=$1
    shift
    ( cd "$DATA" && "$REF" --c++17 --gnu_version=120200 --gen_c_file_name "$SCRATCH/ref.cpp" \
        --stub_file_name x.stub.c "$@" "$input" >/dev/null 2>"$SCRATCH/ref.err"; echo $? > "$SCRATCH/ref/rc" )
    sed -e 's/}{"ruleId"/},{"ruleId"/g' -e "s|file://$ABSDATA/|file://@DATA@/|g" "$SCRATCH/ref.err" >"$SCRATCH/ref/err"
}

# case INPUT SCRIPT OPTIONS...
case_() {
    input=$1 script=$2
    shift 2
    desc="$input $*"
    rm -rf "$SCRATCH/ref"
    if ! ref_answer "$desc" "$SCRATCH/ref" rc err -- reference "$input" "$@"; then
        skip "$desc: no recording and no reference"
        return
    fi
    ( cd "$DATA" && "$REPLAY" "$@" "$input" "$script" >/dev/null 2>"$SCRATCH/our.raw" )
    our_rc=$?
    sed "s|file://$ABSDATA/|file://@DATA@/|g" "$SCRATCH/our.raw" > "$SCRATCH/our.err"
    if [ -n "$REC_STALE" ]; then
        not_ok "$desc"
        stale_note
    elif [ "$(cat "$SCRATCH/ref/rc")" = "$our_rc" ] && cmp -s "$SCRATCH/ref/err" "$SCRATCH/our.err"; then
        ok "$desc"
    else
        not_ok "$desc"
        diag "rc: reference $(cat "$SCRATCH/ref/rc"), ours $our_rc"
        diff "$SCRATCH/ref/err" "$SCRATCH/our.err" | sed 's/^/# /'
    fi
}

for opts in "" "--display_error_number" "--brief_diagnostics" "--brief_diagnostics --display_error_number" \
    "-w" "--promote_warnings" "--promote_warnings --display_error_number" "--error_limit=1" \
    "--error_limit=2" "--error_limit=3" "--diag_error=69" "--diag_error=3709 --display_error_number" \
    "--diag_suppress=20252 --display_error_number" "--diag_suppress=integer_truncated,20" \
    "--diag_remark=69 --remarks --display_error_number" "--output_mode=sarif" \
    "--output_mode=sarif --display_error_number" \
    "--diag_suppress=bogus_tag" "--diag_warning=5000" "--diag_error=69a" "--diag_once=69,,20"; do
    # shellcheck disable=SC2086
    case_ trunc.ii trunc.script $opts
done
for opts in "" "--remarks" "--remarks --display_error_number" "--diag_warning=177 --display_error_number" \
    "--diag_warning=declared_but_not_referenced --output_mode=sarif" "--diag_error=177" "-w --remarks"; do
    # shellcheck disable=SC2086
    case_ unused.ii unused.script $opts
done
for opts in "" "--display_error_number" "--output_mode=sarif" "--diag_suppress=1223,1222" \
    "--diag_error=69" "--diag_once=69 --display_error_number"; do
    # shellcheck disable=SC2086
    case_ pragma.ii pragma.script $opts
done
case_ nonexist.ii missing.script
case_ nonexist.ii missing.script --output_mode=sarif
case_ nonexist.ii missing.script --display_error_number
rec_close
tap_end
