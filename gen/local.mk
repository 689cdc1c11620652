## gen: see README.md in this folder
