/* Test helper: run a diagnostics scenario in a child process (reports may
 * exit), capturing the engine's output and the exit status. */
#ifndef CF_TEST_DIAG_RUN_H
#define CF_TEST_DIAG_RUN_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "diag/diag.h"

/* A scenario sets the engine up and reports; returning ends the compilation
 * with diag_finish. */
typedef void (*diag_scenario)(struct diag_engine *e);

/* Returns the captured text (malloc'd); *status gets the exit status. */
static char *diag_run(diag_scenario fn, int *status)
{
    FILE *f = tmpfile();
    if (!f)
        return NULL;
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        struct diag_engine *e = diag_create();
        diag_set_output(e, f);
        fn(e);
        int rc = diag_finish(e);
        diag_destroy(e);
        fflush(f);
        _exit(rc);
    }
    int ws = 0;
    waitpid(pid, &ws, 0);
    *status = WIFEXITED(ws) ? WEXITSTATUS(ws) : 128 + WTERMSIG(ws);
    long n = ftell(f);
    char *buf = malloc((size_t)(n > 0 ? n : 0) + 1);
    rewind(f);
    size_t got = n > 0 ? fread(buf, 1, (size_t)n, f) : 0;
    buf[got] = '\0';
    fclose(f);
    return buf;
}

/* A location on a line of text, for scenarios. */
static inline struct diag_loc diag_test_loc(const char *file, unsigned line, unsigned col,
                                            const char *text, size_t offset)
{
    struct diag_loc l = { file, line, col, text, text ? strlen(text) : 0, offset };
    return l;
}
#endif
