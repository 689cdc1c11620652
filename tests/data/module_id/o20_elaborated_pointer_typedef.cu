// The entity's parameter types name a class first declared by an elaborated
// type specifier inside a typedef (`typedef struct CUstream_st *cudaStream_t;`,
// as cuda_runtime_api.h declares it), in extern "C" and through a second typedef.
extern "C" { typedef struct CUstream_st *stream_t; }
typedef struct Opaque Opaque_t;
typedef Opaque_t *handle_t;
void run_rows(const void *src, long n, stream_t s, handle_t h) { (void)src; (void)n; (void)s; (void)h; }
