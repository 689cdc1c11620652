## src/lexer: see README.md in this folder
