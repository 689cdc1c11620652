/* Whole-file input and all-or-nothing output. */
#ifndef CF_FILEIO_H
#define CF_FILEIO_H
#include <stddef.h>

struct source_buffer {
    char *data;     /* file bytes followed by at least SOURCE_PADDING NUL bytes */
    size_t size;    /* bytes of the file, excluding the padding */
};

/* NUL padding after the input so the lexer may look ahead without bounds checks. */
#define SOURCE_PADDING 64

/* Returns 0 on success, -1 with errno set on failure. */
int source_read(const char *path, struct source_buffer *out);
void source_release(struct source_buffer *b);

/* Output written to "<path>.tmpXXXXXX" and renamed over <path> on commit, so
 * a failed run never leaves a half-written file behind. */
struct atomic_file {
    char *path;
    char *tmp_path;
    void *fp;       /* FILE * */
};

int atomic_open(struct atomic_file *f, const char *path);
int atomic_commit(struct atomic_file *f);   /* flush, close, rename; 0 on success */
void atomic_abort(struct atomic_file *f);   /* close and unlink the temporary */

#endif
