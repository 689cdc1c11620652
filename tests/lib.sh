# Shared helpers for the shell TAP tests. Source it: . "$top_srcdir/tests/lib.sh"
: "${CUDA_HOME:=/usr/local/cuda}"
REF="$CUDA_HOME/bin/cudafe++"
tap_n=0
tap_fail=0
ok()      { tap_n=$((tap_n+1)); echo "ok $tap_n - $*"; }
not_ok()  { tap_n=$((tap_n+1)); tap_fail=$((tap_fail+1)); echo "not ok $tap_n - $*"; }
skip()    { tap_n=$((tap_n+1)); echo "ok $tap_n # SKIP $*"; }
xfail()   { tap_n=$((tap_n+1)); echo "not ok $tap_n - $* # TODO known failure"; }
check()   { desc=$1; shift; if "$@"; then ok "$desc"; else not_ok "$desc"; fi; }
diag()    { printf '%s\n' "$@" | sed 's/^/# /'; }
tap_end() { echo "1..$tap_n"; [ "$tap_fail" -eq 0 ]; }
have_ref() { [ -x "$REF" ]; }
# Fresh scratch directory under the build tree, removed at exit.
mkscratch() { SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/cftest.XXXXXX"); trap 'rm -rf "$SCRATCH"' EXIT; }

# The module id without the tail of a fallback id (the reference's
# `_<crc>_<pid>` of time and process, ours `_<crc>` of the input).
id_prefix() { sed -E 's/_[0-9a-f]{8}(_[0-9]+)?$//' "$1"; }

# ---- recorded answers of the reference ----
# A differential test keeps the reference's answer for each case in a
# recording in the tree (REC_FILE, one block per case), so that it runs
# without the toolkit too. With the reference installed, each case runs it
# live and the live answer must equal the recording (a case whose recording
# differs fails: re-record with `make check CF_RECORD=1 TESTS=...`); without
# it, the recording stands in for it. Block format:
#   @@ CASE-ID
#   @ FILE [-n|missing]     (-n: no newline at the end; missing: no such file)
#   |each line of FILE
# rec_open FILE: use FILE for this script; with CF_RECORD=1 (and the
# reference installed) a new recording is written in its place at rec_close.
rec_open() {
    case $1 in /*) REC_FILE=$1 ;; *) REC_FILE=$(pwd)/$1 ;; esac
    REC_NEW=
    if [ -n "${CF_RECORD:-}" ] && have_ref; then
        REC_NEW=$REC_FILE.new
        : > "$REC_NEW"
    fi
}
rec_close() {
    if [ -n "$REC_NEW" ]; then
        mv -f "$REC_NEW" "$REC_FILE"
        diag "recorded $(grep -c '^@@ ' "$REC_FILE") cases in $REC_FILE"
    fi
}
# rec_block ID DIR FILE...: the block for DIR's files, on stdout.
rec_block() {
    rb_id=$1 rb_dir=$2
    shift 2
    printf '@@ %s\n' "$rb_id"
    for rb_f in "$@"; do
        if [ ! -e "$rb_dir/$rb_f" ]; then
            printf '@ %s missing\n' "$rb_f"
        elif [ -s "$rb_dir/$rb_f" ] && [ "$(tail -c 1 "$rb_dir/$rb_f" | od -An -tx1 | tr -d ' ')" != 0a ]; then
            printf '@ %s -n\n' "$rb_f"
            sed 's/^/|/' "$rb_dir/$rb_f"
            echo
        else
            printf '@ %s\n' "$rb_f"
            sed 's/^/|/' "$rb_dir/$rb_f"
        fi
    done
}
# rec_extract ID: the recorded block of case ID, on stdout (empty: none).
rec_extract() {
    [ -f "$REC_FILE" ] || return 0
    awk -v id="$1" '
        /^@@ / { on = (substr($0, 4) == id); if (!on && seen) exit; if (on) seen = 1 }
        on { print }' "$REC_FILE"
}
# rec_restore BLOCKFILE DIR: write the block's files into DIR.
rec_restore() {
    awk -v dir="$2" '
        function flush() { if (out != "" && have) printf "%s%s", last, (noeol ? "" : "\n") > out; if (out != "") close(out) }
        /^@@ / { next }
        /^@ / { flush(); out = ""; have = 0; if ($3 == "missing") next
                out = dir "/" $2; noeol = ($3 == "-n"); printf "" > out; next }
        /^\|/ { if (out == "") next
                if (have) printf "%s\n", last > out
                last = substr($0, 2); have = 1 }
        END { flush() }' "$1"
}
# ref_answer ID DIR FILE... -- COMMAND...: the reference's answer for case ID
# as DIR/FILE...: with the reference installed, COMMAND writes them and they
# are checked against the recording (REC_STALE=1 when they differ, or when
# recording, appended to the new recording); without it, they are restored
# from the recording. Returns 1 when there is neither (the case skips).
ref_answer() {
    ra_id=$1 ra_dir=$2
    shift 2
    ra_files=
    while [ $# -gt 0 ] && [ "$1" != -- ]; do ra_files="$ra_files $1"; shift; done
    [ $# -gt 0 ] && shift
    REC_STALE=
    mkdir -p "$ra_dir"
    if have_ref; then
        "$@"
        # shellcheck disable=SC2086
        rec_block "$ra_id" "$ra_dir" $ra_files > "$ra_dir.live"
        if [ -n "$REC_NEW" ]; then
            cat "$ra_dir.live" >> "$REC_NEW"
        else
            rec_extract "$ra_id" > "$ra_dir.rec"
            cmp -s "$ra_dir.live" "$ra_dir.rec" || REC_STALE=1
        fi
        rm -f "$ra_dir.live" "$ra_dir.rec"
        return 0
    fi
    rec_extract "$ra_id" > "$ra_dir.rec"
    [ -s "$ra_dir.rec" ] || { rm -f "$ra_dir.rec"; return 1; }
    # shellcheck disable=SC2086
    for ra_f in $ra_files; do rm -f "$ra_dir/$ra_f"; done
    rec_restore "$ra_dir.rec" "$ra_dir"
    rm -f "$ra_dir.rec"
}
# The message for a case whose recording the live reference contradicts.
stale_note() { diag "the recording of this case differs from the live reference: re-record it (CF_RECORD=1)"; }
