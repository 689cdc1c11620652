## src/driver: see README.md in this folder
