# CF_PROG_GENERATOR(VAR, PROG, MIN-VERSION, DEBIAN-PACKAGE, SAMPLE-OUTPUT, VERSION-FILTER)
# ------------------------------------------------------------------------------
# Look for a source generator (bison, re2c, gperf) of at least MIN-VERSION.
# When it is missing or too old, fail with the Debian package to install,
# unless SAMPLE-OUTPUT (a generated file) already exists in the source tree,
# as in a `make dist` tarball; then the shipped outputs are used as they are.
AC_DEFUN([CF_PROG_GENERATOR], [
  AC_ARG_VAR([$1], [path to $2 (>= $3)])
  AC_PATH_PROG([$1], [$2])
  cf_gen_ok=no
  AS_IF([test -n "$$1"], [
    AC_MSG_CHECKING([whether $2 is at least $3])
    cf_gen_ver=`$$1 --version 2>/dev/null | $6`
    AS_VERSION_COMPARE([$cf_gen_ver], [$3],
      [AC_MSG_RESULT([no ($cf_gen_ver)])],
      [AC_MSG_RESULT([yes ($cf_gen_ver)]); cf_gen_ok=yes],
      [AC_MSG_RESULT([yes ($cf_gen_ver)]); cf_gen_ok=yes])
  ])
  AS_IF([test "$cf_gen_ok" = no], [
    AS_IF([test -f "$srcdir/$5"],
      [AC_MSG_WARN([$2 >= $3 not found; using the pre-generated sources shipped in the tarball])
       $1="\$(top_srcdir)/build-aux/missing $2"],
      [AC_MSG_ERROR([$2 >= $3 is required to build from a git checkout: apt-get install $4])])
  ])
])
