## tests: TAP everywhere. C unit tests use tests/tap.h; shell tests print TAP.
LOG_DRIVER = env AM_TAP_AWK='$(AWK)' $(SHELL) $(top_srcdir)/build-aux/tap-driver.sh
TEST_EXTENSIONS = .sh
SH_LOG_DRIVER = $(LOG_DRIVER)
AM_TESTS_ENVIRONMENT = \
	top_srcdir='$(top_srcdir)'; top_builddir='$(top_builddir)'; \
	CUDAFE='$(abs_top_builddir)/cudafe++'; CUDA_HOME='$(CUDA_HOME)'; \
	CF_SKIP_CORPUS='$(CF_SKIP_CORPUS)'; CF_SKIP_HOSTPASS='$(CF_SKIP_HOSTPASS)'; \
	AWK='$(AWK)'; CC='$(CC)'; \
	export top_srcdir top_builddir CUDAFE CUDA_HOME CF_SKIP_CORPUS CF_SKIP_HOSTPASS AWK CC;
EXTRA_DIST += tests/tap.h tests/lib.sh tests/README.md tests/fuzz/fuzz_frontend.c tests/fuzz/build-fuzzer.sh tests/fuzz/README.md tests/robust/README.md
TESTS += tests/cli_help.sh tests/diff/buildsys.sh tests/arch/include-order.sh tests/arch/maintainer-guide.sh
EXTRA_DIST += tests/cli_help.sh tests/diff/buildsys.sh tests/arch/include-order.sh tests/arch/layers.txt tests/arch/include-debt.txt tests/arch/maintainer-guide.sh docs/cuda-maintainers.md
TESTS += tests/robust/garbage.sh tests/diff/outputs.sh tests/diff/negative.sh tests/diff/conformance.sh tests/diff/programs.sh tests/diff/hostpass.sh tests/diff/wrapper.sh tests/diff/module_id.sh
EXTRA_DIST += tests/diff/record.sh tests/robust/garbage.sh tests/diff/outputs.sh tests/diff/negative.sh tests/diff/conformance.sh tests/diff/programs.sh tests/diff/hostpass.sh tests/diff/wrapper.sh tests/diff/module_id.sh
