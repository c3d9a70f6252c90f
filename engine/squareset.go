package engine // squareset.go: positions as square sets (bit s-1 = square s), for compact data files.

import (
	"fmt"
	"math/bits"
)

func trailingZeros(x uint64) int { return bits.TrailingZeros64(x) }

// SquareSet is a set of squares: bit s-1 holds square s (1..50). Unlike the
// internal bitboards it is a stable format for files and other programs.
type SquareSet uint64

// AllSquares is the set of all 50 squares.
const AllSquares SquareSet = 1<<numSquares - 1

// toSquareSet converts an internal bitboard.
func toSquareSet(b Bitboard) SquareSet {
	var s SquareSet
	for ; b != 0; b &= b - 1 {
		s |= 1 << (bitSquare[trailingZeros(b)] - 1)
	}
	return s
}

// fromSquareSet converts to an internal bitboard.
func fromSquareSet(s SquareSet) Bitboard {
	var b Bitboard
	for ; s != 0; s &= s - 1 {
		b |= bitOf(trailingZeros(uint64(s)) + 1)
	}
	return b
}

// SquareSets returns the white pieces, the black pieces and the kings of p.
func (p Position) SquareSets() (white, black, kings SquareSet) {
	return toSquareSet(p.white), toSquareSet(p.black), toSquareSet(p.kings)
}

// PositionFromSquareSets builds a position; it refuses squares beyond 50, a
// square that is both white and black, a king on an empty square, and a man
// on its own crowning row.
func PositionFromSquareSets(side Color, white, black, kings SquareSet) (Position, error) {
	switch {
	case side > Black:
		return Position{}, fmt.Errorf("side to move %d is neither White nor Black", side)
	case (white|black|kings)&^AllSquares != 0:
		return Position{}, fmt.Errorf("square set beyond square 50: %#x", uint64((white|black|kings)&^AllSquares))
	case white&black != 0:
		return Position{}, fmt.Errorf("square %d is both white and black", trailingZeros(uint64(white&black))+1)
	case kings&^(white|black) != 0:
		return Position{}, fmt.Errorf("king on empty square %d", trailingZeros(uint64(kings&^(white|black)))+1)
	}
	p := Position{white: fromSquareSet(white), black: fromSquareSet(black), kings: fromSquareSet(kings), side: side}
	if p.white&^p.kings&promotionRow[White] != 0 || p.black&^p.kings&promotionRow[Black] != 0 {
		return Position{}, fmt.Errorf("a man stands on its own crowning row")
	}
	return p, nil
}

// IsQuiet reports whether neither side has a capture available: the static
// evaluation of such a position is meaningful (training data uses only these).
func (p Position) IsQuiet() bool {
	if p.HasCapture() {
		return false
	}
	q := p
	q.side ^= 1
	return !q.HasCapture()
}
