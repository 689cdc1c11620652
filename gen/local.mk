## gen: the generator scripts are listed by the folders that use them
