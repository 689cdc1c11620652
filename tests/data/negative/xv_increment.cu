__attribute__((device)) int ticks;
void bump()
{
    ++ticks;
    ticks--;
}
