package engine // endgame.go: the hooks for endgame databases (package engine/egdb): raw bitboards and the probe interface.

import (
	"math/bits"
	"math/rand/v2"
)

// Endgame database results, from the side to move's view.
const (
	EGLoss = -1
	EGDraw = 0
	EGWin  = 1
)

// EndgameTable answers win/draw/loss for positions with few pieces. It
// ignores the draw rules 6.2-6.4 (a table win may still be drawn by them;
// a table draw or loss never turns into a win). Package engine/egdb
// implements it; the engine only calls it.
type EndgameTable interface {
	// Probe returns EGWin, EGDraw or EGLoss for the side to move, and false
	// when the position is not in the table (too many pieces).
	Probe(p Position) (wdl int, ok bool)
	// MaxPieces is the largest number of pieces (both sides) the table covers.
	MaxPieces() int
}

// Bitboards returns the position's white, black and king sets in the
// internal bit layout (see board.go; square s is bit SquareBit(s)). For
// table generators, which need the raw sets for speed.
func (p Position) Bitboards() (white, black, kings uint64) { return p.white, p.black, p.kings }

// PositionFromBitboards builds a position from raw sets in the internal bit
// layout. The sets are masked to the board; kings outside white|black are
// dropped. The caller keeps white and black disjoint.
func PositionFromBitboards(side Color, white, black, kings uint64) Position {
	white &= boardMask
	black &= boardMask &^ white
	return Position{white: white, black: black, kings: kings & (white | black), side: side & 1}
}

// SquareBit returns the bit index of square s (1..50) in the internal layout.
func SquareBit(s int) int { return int(squareBit[s]) }

// PieceCount returns the number of pieces on the board (both sides).
func (p Position) PieceCount() int { return bits.OnesCount64(p.white | p.black) }

// OpeningBook gives book moves (package engine/book implements it).
type OpeningBook interface {
	// Pick returns a book move of p, chosen with r (the best one when r
	// is nil), and its score; ok is false when p is not in the book.
	Pick(p Position, r *rand.Rand) (m Move, score int, ok bool)
}
