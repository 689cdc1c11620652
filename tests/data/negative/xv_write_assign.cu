__attribute__((device)) int counter;
void reset_counter()
{
    counter = 0;
}
