__attribute__((device)) int limit;
void consume(int v);
void forward_limit()
{
    consume(limit);
}
