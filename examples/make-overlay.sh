#!/bin/sh
# make-overlay.sh DIR CUDAFE [CUDA_HOME]
# Build an nvcc overlay in DIR: a link to the toolkit's nvcc beside an
# nvcc.profile whose TOP is the real toolkit and whose PATH finds CUDAFE
# first, so `DIR/bin/nvcc` runs our cudafe++ in its pipeline and everything
# else from the toolkit (nvcc reads the profile beside the name it was run
# by). Nothing in the toolkit is modified.
# For staged installs (make install DESTDIR=...), OVERLAY_FINAL_DIR names
# where DIR will live once installed and CUDAFE may not exist yet: the
# profile and the front-end link use the final names.
set -e
dir=$1; fe=$2; cuda=${3:-${CUDA_HOME:-/usr/local/cuda}}
[ -x "$cuda/bin/nvcc" ] || { echo "make-overlay: no nvcc in $cuda/bin" >&2; exit 1; }
if [ -z "${OVERLAY_FINAL_DIR:-}" ]; then
    [ -x "$fe" ] || { echo "make-overlay: $fe is not an executable" >&2; exit 1; }
fi
case $fe in /*) ;; *) fe=$(pwd)/$fe ;; esac
mkdir -p "$dir/bin" "$dir/fe"
dir=$(cd "$dir" && pwd)
final=${OVERLAY_FINAL_DIR:-$dir}
ln -sf "$cuda/bin/nvcc" "$dir/bin/nvcc"
ln -sfn "$cuda/bin/crt" "$dir/bin/crt"          # nvcc finds link.stub beside itself
ln -sf "$fe" "$dir/fe/cudafe++"
# Same as the toolkit's profile but for TOP and the front end first on PATH.
sed -e "s#^TOP *=.*#TOP              = $cuda#" \
    -e "s#^PATH *+=.*#PATH            += $final/fe:\$(CICC_PATH):\$(TOP)/bin:#" \
    "$cuda/bin/nvcc.profile" > "$dir/bin/nvcc.profile"
grep -q "^PATH.*$final/fe" "$dir/bin/nvcc.profile" || { echo "make-overlay: unexpected nvcc.profile layout" >&2; exit 1; }
