struct Node {
    int key;
    Node *next;
};

int list_sum(Node *head)
{
    int sum = 0;
    Node *cur = head;
    while (cur != 0) {
        sum += cur.key;                // '.' on Node *
        cur = cur->next;
    }
    return sum;
}

int second_key(const Node *head)
{
    return head->next.key;             // '.' on Node * member
}
