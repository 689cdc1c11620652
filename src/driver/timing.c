#define _POSIX_C_SOURCE 200809L
#include "driver/timing.h"
#include <stdio.h>
#include <time.h>

static double seconds(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void phase_start(struct phase_clock *c)
{
    c->cpu = seconds(CLOCK_PROCESS_CPUTIME_ID);
    c->wall = seconds(CLOCK_MONOTONIC);
}

void phase_report(const struct phase_clock *c, const char *label)
{
    fprintf(stderr, "%-30s %10.2f (CPU) %10.2f (elapsed)\n", label,
            seconds(CLOCK_PROCESS_CPUTIME_ID) - c->cpu, seconds(CLOCK_MONOTONIC) - c->wall);
}
