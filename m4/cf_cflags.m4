# CF_WARN_CFLAGS: add -Wall -Wextra (and friends the compiler accepts) to WARN_CFLAGS.
AC_DEFUN([CF_WARN_CFLAGS], [
  WARN_CFLAGS=
  for cf_flag in -Wall -Wextra -Wshadow=local -Wstrict-prototypes -Wmissing-prototypes -Wno-unused-parameter; do
    AC_MSG_CHECKING([whether $CC accepts $cf_flag])
    cf_save_CFLAGS=$CFLAGS
    CFLAGS="$CFLAGS -Werror $cf_flag"
    AC_COMPILE_IFELSE([AC_LANG_PROGRAM([], [])],
      [AC_MSG_RESULT([yes]); WARN_CFLAGS="$WARN_CFLAGS $cf_flag"], [AC_MSG_RESULT([no])])
    CFLAGS=$cf_save_CFLAGS
  done
  AC_SUBST([WARN_CFLAGS])
])

# CF_ENABLE_SANITIZERS: --enable-sanitizers builds everything with ASan and UBSan.
AC_DEFUN([CF_ENABLE_SANITIZERS], [
  AC_ARG_ENABLE([sanitizers],
    [AS_HELP_STRING([--enable-sanitizers], [build with AddressSanitizer and UndefinedBehaviorSanitizer])],
    [], [enable_sanitizers=no])
  SANITIZER_CFLAGS=
  AS_IF([test "x$enable_sanitizers" = xyes], [
    SANITIZER_CFLAGS="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
  ])
  AC_SUBST([SANITIZER_CFLAGS])
])
