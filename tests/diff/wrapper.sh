#!/bin/sh
# The installed wrapper cudafe++-nvcc (src/driver/cudafe++-nvcc.in): made
# here as `make` makes it, with no installed overlay, so it builds one in the
# user's cache directory; then a program is compiled, linked and run through
# it, and nvcc's pipeline is checked to find our cudafe++ first.
. "$top_srcdir/tests/lib.sh"
NVCC=$CUDA_HOME/bin/nvcc
if [ ! -x "$NVCC" ]; then
    echo "1..0 # SKIP the CUDA toolkit is not in $CUDA_HOME"
    exit 0
fi
mkscratch
top_srcdir=$(cd "$top_srcdir" && pwd)     # the test changes directory below
CUDAFE=$(cd "$(dirname "$CUDAFE")" && pwd)/$(basename "$CUDAFE")
mkdir -p "$SCRATCH/libexec" "$SCRATCH/cache"
cp "$top_srcdir/examples/make-overlay.sh" "$SCRATCH/libexec/"
sed -e "s|@bindir@|$(dirname "$CUDAFE")|g" -e "s|@pkglibexecdir@|$SCRATCH/libexec|g" \
    -e "s|@CUDA_HOME@|$CUDA_HOME|g" "$top_srcdir/src/driver/cudafe++-nvcc.in" > "$SCRATCH/cudafe++-nvcc"
chmod +x "$SCRATCH/cudafe++-nvcc"
cd "$SCRATCH" || exit 1
export XDG_CACHE_HOME="$SCRATCH/cache"
check "the wrapper compiles and links examples/hello.cu" \
    ./cudafe++-nvcc -o hello "$top_srcdir/examples/hello.cu"
check "the program runs" sh -c './hello > out.txt'
check "it made its overlay in the cache" sh -c 'ls cache/cudafe++/overlay-*/bin/nvcc >/dev/null'
path=$(./cudafe++-nvcc -dryrun -c "$top_srcdir/examples/hello.cu" 2>&1 | sed -n 's/^#\$ PATH=//p' | head -1)
case $path in
    "$SCRATCH"/cache/cudafe++/overlay-*/fe:*) ok "nvcc's pipeline finds our cudafe++ first" ;;
    *) not_ok "nvcc's pipeline finds our cudafe++ first"; diag "PATH=$path" ;;
esac
tap_end
