#!/bin/sh
# Build systems with nvcc running our cudafe++: examples/cmake configured and
# built by CMake with CMAKE_CUDA_COMPILER naming the installed wrapper
# cudafe++-nvcc (made here as wrapper.sh makes it), and examples/make built
# by make with NVCC naming an overlay's nvcc (as `make example` makes it).
# Each program is run and its line checked. The front end in both is a
# small script that logs its arguments and runs $CUDAFE, so the log proves
# that our cudafe++ compiled each .cu (CMake's compiler detection included).
# Everything is written under a scratch directory (make distcheck).
. "$top_srcdir/tests/lib.sh"
NVCC=$CUDA_HOME/bin/nvcc
if ! have_ref || [ ! -x "$NVCC" ]; then
    skip "examples/cmake: the CUDA toolkit is not in $CUDA_HOME"
    skip "examples/make: the CUDA toolkit is not in $CUDA_HOME"
    tap_end
    exit 0
fi
if [ ! -x "$CUDAFE" ]; then
    not_ok "our cudafe++ ($CUDAFE) not built"
    tap_end
    exit 1
fi
mkscratch
top_srcdir=$(cd "$top_srcdir" && pwd)     # the test changes directory below
CUDAFE=$(cd "$(dirname "$CUDAFE")" && pwd)/$(basename "$CUDAFE")
cd "$SCRATCH" || exit 1
# The inner builds must not see the options of the `make check` running us.
unset MAKEFLAGS MFLAGS MAKELEVEL
LOG=$SCRATCH/fe.log

# Our cudafe++, logging each run; it stands where `make install` puts it.
mkdir -p bin libexec cache
cat > bin/cudafe++ <<EOF
#!/bin/sh
printf '%s\\n' "\$*" >> '$LOG'
exec '$CUDAFE' "\$@"
EOF
chmod +x bin/cudafe++
# The wrapper, as installed with bindir=$SCRATCH/bin and no installed overlay:
# it makes one in the cache on first use.
cp "$top_srcdir/examples/make-overlay.sh" libexec/
sed -e "s|@bindir@|$SCRATCH/bin|g" -e "s|@pkglibexecdir@|$SCRATCH/libexec|g" \
    -e "s|@CUDA_HOME@|$CUDA_HOME|g" "$top_srcdir/src/driver/cudafe++-nvcc.in" > bin/cudafe++-nvcc
chmod +x bin/cudafe++-nvcc
export XDG_CACHE_HOME="$SCRATCH/cache"

# logged WORD [OPTION]: our cudafe++ ran on a file named WORD (the end of its
# --orig_src_path_name), with OPTION among its arguments when one is given.
logged() {
    grep -- "--orig_src_path_name [^ ]*$1 " "$LOG" 2>/dev/null | grep -q -- "${2:+ $2 }"
}
# runs_ok NAME PROGRAM: the program exits 0 printing NAME's success line, or
# the line that says there is no CUDA device (the build is what is tested).
runs_ok() {
    out=$("$2" 2>&1); rc=$?
    case $rc:$out in
        "0:$1: ok,"*|"0:$1: built and linked; no CUDA device"*) ok "$1: the program runs ($out)" ;;
        *) not_ok "$1: the program runs"; diag "exit $rc: $out" ;;
    esac
}

# ---- CMake ----
cmake_version=$(cmake --version 2>/dev/null | sed -n 's/^cmake version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p')
if [ -z "$cmake_version" ]; then
    skip "examples/cmake: cmake is not installed"
elif [ "$(echo "$cmake_version" | awk '{ print ($1 > 3 || ($1 == 3 && $2 >= 18)) }')" != 1 ]; then
    skip "examples/cmake: cmake $(echo "$cmake_version" | tr ' ' .) is older than 3.18"
else
    : > "$LOG"
    if cmake -S "$top_srcdir/examples/cmake" -B cmake-build \
            -DCMAKE_CUDA_COMPILER="$SCRATCH/bin/cudafe++-nvcc" > cmake.out 2>&1; then
        ok "examples/cmake configures with CMAKE_CUDA_COMPILER=cudafe++-nvcc"
    else
        not_ok "examples/cmake configures with CMAKE_CUDA_COMPILER=cudafe++-nvcc"
        diag "$(tail -20 cmake.out)"
    fi
    check "CMake identifies it as NVIDIA's nvcc" grep -q "CUDA compiler identification is NVIDIA" cmake.out
    check "CMake's compiler detection ran our cudafe++" logged CMakeCUDACompilerId.cu
    : > "$LOG"
    if cmake --build cmake-build > build.out 2>&1; then
        ok "examples/cmake builds"
    else
        not_ok "examples/cmake builds"
        diag "$(tail -20 build.out)"
    fi
    check "our cudafe++ compiled scale.cu" logged /scale.cu
    runs_ok "cmake example" cmake-build/scale
fi

# ---- make ----
if ! command -v make >/dev/null 2>&1; then
    skip "examples/make: make is not installed"
else
    check "an nvcc overlay is made for our cudafe++" \
        sh "$top_srcdir/examples/make-overlay.sh" overlay "$SCRATCH/bin/cudafe++" "$CUDA_HOME"
    : > "$LOG"
    mkdir make-build
    if (cd make-build && make -f "$top_srcdir/examples/make/Makefile" NVCC="$SCRATCH/overlay/bin/nvcc") > make.out 2>&1; then
        ok "examples/make builds with NVCC=overlay/bin/nvcc"
    else
        not_ok "examples/make builds with NVCC=overlay/bin/nvcc"
        diag "$(tail -20 make.out)"
    fi
    check "our cudafe++ compiled main.cu as relocatable device code" logged /main.cu --device-c
    check "our cudafe++ compiled ops.cu as relocatable device code" logged /ops.cu --device-c
    runs_ok "make example" make-build/poly
fi
tap_end
