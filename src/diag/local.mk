## src/diag: see README.md in this folder
