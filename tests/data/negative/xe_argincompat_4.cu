enum Phase { Start, Middle, Finish };

struct Job {
    Phase phase;
    int step;
};

void set_phase(Job *j, Phase p);
int phase_cost(Phase p);

int advance(Job *jobs, int n)
{
    int cost = 0;
    for (int i = 0; i < n; ++i) {
        set_phase(&jobs[i], jobs[i].step);     // int -> Phase
        cost += phase_cost(&jobs[i].phase);    // Phase * -> Phase
    }
    set_phase(jobs, 2);                        // int -> Phase
    return cost;
}
