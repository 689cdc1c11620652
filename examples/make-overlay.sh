#!/bin/sh
# make-overlay.sh DIR CUDAFE [CUDA_HOME]
# Build an nvcc overlay in DIR: a copy of the toolkit's nvcc with an nvcc.profile
# whose TOP is the real toolkit and whose PATH finds CUDAFE first, so
# `DIR/bin/nvcc` runs our cudafe++ in its pipeline and everything else from
# the toolkit. Nothing in the toolkit is modified.
set -e
dir=$1; fe=$2; cuda=${3:-${CUDA_HOME:-/usr/local/cuda}}
[ -x "$cuda/bin/nvcc" ] || { echo "make-overlay: no nvcc in $cuda/bin" >&2; exit 1; }
[ -x "$fe" ] || { echo "make-overlay: $fe is not an executable" >&2; exit 1; }
case $fe in /*) ;; *) fe=$(pwd)/$fe ;; esac
mkdir -p "$dir/bin" "$dir/fe"
dir=$(cd "$dir" && pwd)
cp "$cuda/bin/nvcc" "$dir/bin/nvcc"
ln -sfn "$cuda/bin/crt" "$dir/bin/crt"          # nvcc finds link.stub beside itself
ln -sf "$fe" "$dir/fe/cudafe++"
# Same as the toolkit's profile but for TOP and the front end first on PATH.
sed -e "s#^TOP *=.*#TOP              = $cuda#" \
    -e "s#^PATH *+=.*#PATH            += $dir/fe:\$(CICC_PATH):\$(TOP)/bin:#" \
    "$cuda/bin/nvcc.profile" > "$dir/bin/nvcc.profile"
grep -q "^PATH.*$dir/fe" "$dir/bin/nvcc.profile" || { echo "make-overlay: unexpected nvcc.profile layout" >&2; exit 1; }
