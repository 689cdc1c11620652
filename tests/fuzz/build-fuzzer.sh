#!/bin/sh
# build-fuzzer.sh BUILDDIR: configure the tree with clang and libFuzzer
# instrumentation (plus ASan and UBSan) in BUILDDIR and link
# BUILDDIR/fuzz_frontend. Run it as e.g.
#   BUILDDIR/fuzz_frontend -max_len=65536 -timeout=10 -rss_limit_mb=2048 CORPUS_DIR
# with CORPUS_DIR seeded from tests/data/lex/errors and small .ii files.
set -e
src=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:?usage: build-fuzzer.sh BUILDDIR}
mkdir -p "$out"
cd "$out"
flags="-g -O1 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined"
[ -f Makefile ] || "$src/configure" -q CC=clang CFLAGS="$flags"
make -j2 all >/dev/null
clang -g -O1 -fsanitize=fuzzer,address,undefined -I"$src/src" -Isrc -I. \
    "$src/tests/fuzz/fuzz_frontend.c" libcudafe.a -o fuzz_frontend
echo "built $out/fuzz_frontend"
