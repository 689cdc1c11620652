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
