## src/backend: see README.md in this folder
