struct Q { __attribute__((device)) int d() const { return 0; } };
struct pr { Q first; Q second; };
void h() { pr p; auto& [q1, q2] = p; q1.d(); }
