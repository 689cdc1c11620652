#define _POSIX_C_SOURCE 200809L
#include "util/fileio.h"
#include "util/xalloc.h"
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <fcntl.h>

int source_read(const char *path, struct source_buffer *out)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return -1;
    struct stat st;
    if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
        int e = S_ISDIR(st.st_mode) ? EISDIR : errno;
        close(fd);
        errno = e;
        return -1;
    }
    /* One byte over the size, so the read that sees end of file needs no
       second, doubled buffer. */
    size_t cap = (size_t)st.st_size + 1;
    char *buf = xmalloc_large(cap + SOURCE_PADDING);
    size_t len = 0;
    for (;;) {
        if (len == cap) {   /* file grew, or a pipe-like special file */
            cap = cap ? cap * 2 : 4096;
            buf = xrealloc(buf, cap + SOURCE_PADDING);
        }
        ssize_t n = read(fd, buf + len, cap - len);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            int e = errno;
            free(buf);
            close(fd);
            errno = e;
            return -1;
        }
        if (n == 0)
            break;
        len += (size_t)n;
    }
    close(fd);
    memset(buf + len, 0, SOURCE_PADDING);
    out->data = buf;
    out->size = len;
    return 0;
}

void source_release(struct source_buffer *b)
{
    free(b->data);
    b->data = NULL;
    b->size = 0;
}

int atomic_open(struct atomic_file *f, const char *path)
{
    size_t n = strlen(path);
    f->path = xstrdup(path);
    f->tmp_path = xmalloc(n + 16);
    memcpy(f->tmp_path, path, n);
    memcpy(f->tmp_path + n, ".tmpXXXXXX", 11);
    int fd = mkstemp(f->tmp_path);
    if (fd < 0) {
        free(f->path);
        free(f->tmp_path);
        f->path = f->tmp_path = NULL;
        f->fp = NULL;
        return -1;
    }
    /* mkstemp creates 0600; give the file the mode an ordinary fopen would. */
    mode_t um = umask(0);
    umask(um);
    fchmod(fd, 0666 & ~um);
    f->fp = fdopen(fd, "w");
    if (!f->fp) {
        close(fd);
        unlink(f->tmp_path);
        return -1;
    }
    return 0;
}

int atomic_commit(struct atomic_file *f)
{
    int rc = 0;
    if (fflush(f->fp) != 0 || ferror((FILE *)f->fp))
        rc = -1;
    if (fclose(f->fp) != 0)
        rc = -1;
    f->fp = NULL;
    if (rc == 0 && rename(f->tmp_path, f->path) != 0)
        rc = -1;
    if (rc != 0)
        unlink(f->tmp_path);
    free(f->path);
    free(f->tmp_path);
    f->path = f->tmp_path = NULL;
    return rc;
}

void atomic_abort(struct atomic_file *f)
{
    if (f->fp)
        fclose(f->fp);
    f->fp = NULL;
    if (f->tmp_path)
        unlink(f->tmp_path);
    free(f->path);
    free(f->tmp_path);
    f->path = f->tmp_path = NULL;
}
