/* --timing: the reference's phase times on stderr. */
#ifndef CF_TIMING_H
#define CF_TIMING_H

struct phase_clock {
    double cpu, wall;       /* seconds at the start of the phase */
};

void phase_start(struct phase_clock *c);
/* Print "<label> <cpu> (CPU) <elapsed> (elapsed)" for the time since start. */
void phase_report(const struct phase_clock *c, const char *label);

#endif
