// Package render draws the game with Ebitengine: the board with its
// numbered squares, men and crowned kings, highlights (selection,
// destinations, compulsory captures, last move, hint and candidate paths),
// hop-by-hop move animation, the panel with buttons, status, engine line
// and PDN move list, and the game-over card. It decides nothing about the
// rules: callers pass positions, squares and moves the engine produced.
//
// It offers Theme and Themes, Fonts, Sprites (cached piece images),
// BoardCache, Anim, and drawing helpers (DrawPieces, DrawHighlights,
// DrawButton, DrawText, DrawArrow). Layout comes from render/geom; sound
// lives in render/sound; the game itself (the ebiten.Game) in render/app.
// The board, the screens, the languages and the lessons are described in
// render/README.md.
package render // doc.go: package documentation.
