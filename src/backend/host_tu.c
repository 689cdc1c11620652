#include "backend/host_tu.h"
#include "util/fileio.h"
#include "util/xalloc.h"
#include <errno.h>
#include <string.h>

int host_tu_write(const char *path, const struct host_tu *tu)
{
    struct atomic_file f;
    if (atomic_open(&f, path) != 0)
        return -1;
    FILE *out = f.fp;
    emit_prologue(out, tu->opts, tu->primary_name);
    if (edits_apply(tu->edits, tu->input, tu->input_size, out) != 0) {
        atomic_abort(&f);
        errno = EINVAL;
        return -1;
    }
    emit_trailer(out, tu->opts, tu->module_id);
    if (tu->opts->device_c)
        emit_host_reference_arrays(out, tu->refs);
    return atomic_commit(&f);
}

int module_id_write(const char *path, const char *id)
{
    struct atomic_file f;
    if (atomic_open(&f, path) != 0)
        return -1;
    fputs(id, f.fp);
    return atomic_commit(&f);
}

char *host_tu_default_name(const char *input)
{
    const char *slash = strrchr(input, '/');
    const char *dot = strrchr(slash ? slash + 1 : input, '.');
    size_t stem = dot ? (size_t)(dot - input) : strlen(input);
    char *name = xmalloc(stem + sizeof ".int.c");
    memcpy(name, input, stem);
    memcpy(name + stem, ".int.c", sizeof ".int.c");
    return name;
}
