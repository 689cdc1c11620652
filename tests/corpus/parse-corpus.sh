#!/bin/sh
# TAP: parse every header-corpus TU (preprocessed by make-corpus.sh, cached in
# $top_builddir/tests/out/corpus) with cudafe++ --no_code_gen and require no
# diagnostics, as the reference gives none on them. TUs listed in
# parse-xfail.txt are known failures (TAP TODO); one of them passing fails the
# test, so the list is kept honest. Skips without nvcc.
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "$top_srcdir/tests/lib.sh"
out=$top_builddir/tests/out/corpus
xfail=$top_srcdir/tests/corpus/parse-xfail.txt

if [ -n "$CF_SKIP_CORPUS" ]; then
    skip "header corpus: CF_SKIP_CORPUS is set"; tap_end; exit 0
fi
log=$(mktemp "${TMPDIR:-/tmp}/cfparse-log.XXXXXX")
trap 'rm -f "$log"' EXIT
"$top_srcdir/tests/corpus/make-corpus.sh" "$out" > "$log" 2>&1
rc=$?
if [ $rc -eq 77 ]; then
    skip "header corpus: neither nvcc nor a host compiler found"; tap_end; exit 0
fi
[ $rc -eq 0 ] || not_ok "make-corpus.sh failed"
pass=0; known=0; start=$(date +%s)
while read -r status std hdr path; do
    [ "$status" = ok ] || continue
    name=$(basename "$path" .ii)
    msg=$("$CUDAFE" --c++$std --gnu_version=120200 --no_code_gen "$path" 2>&1)
    rc=$?
    if grep -q "^c++$std $name " "$xfail"; then
        known=$((known + 1))
        if [ $rc -eq 0 ] && [ -z "$msg" ]; then
            ok "parse <$hdr> c++$std # TODO now passes: remove it from parse-xfail.txt"
        else
            xfail "parse <$hdr> c++$std: $(printf '%s' "$msg" | head -1)"
        fi
    elif [ $rc -eq 0 ] && [ -z "$msg" ]; then
        pass=$((pass + 1)); ok "parse <$hdr> c++$std"
    else
        not_ok "parse <$hdr> c++$std (rc $rc)"; printf '%s\n' "$msg" | head -4 | sed 's/^/# /'
    fi
done < "$log"
diag "parsed cleanly: $pass; known failures: $known; $(grep -c '^skip ' "$log") headers not on this system ($(sed -n 's/^mode //p' "$log")); $(( $(date +%s) - start )) s"
tap_end
