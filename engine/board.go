package engine // board.go: the bitboard layout, squares, colours and the Position value.

import "math/bits"

// The 50 playable squares live in a 54-bit word with four unused "ghost"
// bits (10, 21, 32, 43). With White at the bottom the PDN squares map to
// bits like this (ghost bits in brackets, they sit just off the board edge):
//
//	       1    2    3    4    5          bits   0  1  2  3  4
//	    6    7    8    9   10                  5  6  7  8  9  [10]
//	      11   12   13   14   15                11 12 13 14 15
//	   16   17   18   19   20                 16 17 18 19 20  [21]
//	      21   22   23   24   25                22 23 24 25 26
//	   26   27   28   29   30                 27 28 29 30 31  [32]
//	      31   32   33   34   35                33 34 35 36 37
//	   36   37   38   39   40                 38 39 40 41 42  [43]
//	      41   42   43   44   45                44 45 46 47 48
//	   46   47   48   49   50                 49 50 51 52 53
//
// Square s has row r=(s-1)/5 and column c=(s-1)%5 and lives at bit
// 11*(r/2) + 5*(r%2) + c. The four diagonal steps are then -6 (up-left),
// -5 (up-right), +5 (down-left) and +6 (down-right); a step off the left or
// right edge lands on a ghost bit, a step off the top or bottom leaves the
// 54-bit range, so masking with boardMask is the only edge test needed.
// Bit indices never leave the package: the API speaks square numbers 1..50.

// Bitboard is a set of squares in the internal bit layout.
type Bitboard = uint64

const (
	numSquares          = 50
	numBits             = 54
	ghostMask  Bitboard = 1<<10 | 1<<21 | 1<<32 | 1<<43
	boardMask  Bitboard = (1<<numBits - 1) &^ ghostMask
)

// Direction steps in bit space, in a fixed order used by the ray tables.
const (
	dirUpLeft    = 0 // -6
	dirUpRight   = 1 // -5
	dirDownLeft  = 2 // +5
	dirDownRight = 3 // +6
)

var dirStep = [4]int{-6, -5, 5, 6}

// Color is a side: White or Black.
type Color uint8

const (
	White Color = 0
	Black Color = 1
)

// Opponent returns the other side.
func (c Color) Opponent() Color { return c ^ 1 }

// String returns "White" or "Black".
func (c Color) String() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// Piece describes what stands on a square.
type Piece uint8

const (
	Empty Piece = iota
	WhiteMan
	BlackMan
	WhiteKing
	BlackKing
)

// Color of a non-empty piece.
func (p Piece) Color() Color {
	if p == BlackMan || p == BlackKing {
		return Black
	}
	return White
}

// IsKing reports whether the piece is a king.
func (p Piece) IsKing() bool { return p == WhiteKing || p == BlackKing }

// squareBit[s] is the bit index of square s (1..50); bitSquare is the inverse
// (0 for ghost bits).
var (
	squareBit [numSquares + 1]uint8
	bitSquare [64]uint8
)

func init() {
	for s := 1; s <= numSquares; s++ {
		r, c := (s-1)/5, (s-1)%5
		b := 11*(r/2) + 5*(r%2) + c
		squareBit[s] = uint8(b)
		bitSquare[b] = uint8(s)
	}
}

// bitOf returns the bitboard holding square s alone (s must be 1..50).
func bitOf(s int) Bitboard { return 1 << squareBit[s] }

// SquareSet converts a bitboard into ascending square numbers.
func squaresOf(b Bitboard) []int {
	out := make([]int, 0, bits.OnesCount64(b))
	for b != 0 {
		out = append(out, int(bitSquare[bits.TrailingZeros64(b)]))
		b &= b - 1
	}
	sortInts(out)
	return out
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j-1] > a[j]; j-- {
			a[j-1], a[j] = a[j], a[j-1]
		}
	}
}

// Row returns the board row of square s, 0 (top, squares 1-5) to 9.
func Row(s int) int { return (s - 1) / 5 }

// Col returns the board column (0..9, left to right as White sees it) of square s.
func Col(s int) int {
	r, c := (s-1)/5, (s-1)%5
	if r%2 == 0 {
		return 2*c + 1
	}
	return 2 * c
}

// SquareAt returns the square at row r, column col (both 0..9), or 0 for a
// light square or a point off the board.
func SquareAt(r, col int) int {
	if r < 0 || r > 9 || col < 0 || col > 9 || (r+col)%2 == 0 {
		return 0
	}
	return r*5 + col/2 + 1
}

// promotionRow holds the squares where a man of each colour is crowned.
var promotionRow = [2]Bitboard{
	White: 0x1f,                  // squares 1-5: bits 0-4
	Black: 0x1f << (numBits - 5), // squares 46-50: bits 49-53
}

// Position is a board with the side to move. It is a small comparable
// value: copy it freely, compare it with ==.
type Position struct {
	white, black, kings Bitboard
	side                Color
}

// Side returns the side to move.
func (p Position) Side() Color { return p.side }

// PieceAt returns the piece on square s (1..50); Empty for anything else.
func (p Position) PieceAt(s int) Piece {
	if s < 1 || s > numSquares {
		return Empty
	}
	b := bitOf(s)
	switch {
	case p.white&b != 0 && p.kings&b != 0:
		return WhiteKing
	case p.white&b != 0:
		return WhiteMan
	case p.black&b != 0 && p.kings&b != 0:
		return BlackKing
	case p.black&b != 0:
		return BlackMan
	}
	return Empty
}

// Count returns the number of men and kings of colour c.
func (p Position) Count(c Color) (men, kings int) {
	own := p.own(c)
	return bits.OnesCount64(own &^ p.kings), bits.OnesCount64(own & p.kings)
}

// Squares returns the ascending squares of colour c's men and kings.
func (p Position) Squares(c Color) (men, kings []int) {
	own := p.own(c)
	return squaresOf(own &^ p.kings), squaresOf(own & p.kings)
}

func (p Position) own(c Color) Bitboard {
	if c == White {
		return p.white
	}
	return p.black
}

// Builder helpers ------------------------------------------------------------

// NewPosition builds a position from a side to move and a piece per square
// (index 1..50 of board; index 0 is ignored).
func NewPosition(side Color, board [numSquares + 1]Piece) Position {
	var p Position
	p.side = side
	for s := 1; s <= numSquares; s++ {
		p = p.withPiece(s, board[s])
	}
	return p
}

// withPiece returns p with square s set to piece pc.
func (p Position) withPiece(s int, pc Piece) Position {
	b := bitOf(s)
	p.white &^= b
	p.black &^= b
	p.kings &^= b
	switch pc {
	case WhiteMan:
		p.white |= b
	case WhiteKing:
		p.white |= b
		p.kings |= b
	case BlackMan:
		p.black |= b
	case BlackKing:
		p.black |= b
		p.kings |= b
	}
	return p
}

// Initial returns the start position: Black men on 1-20, White men on 31-50,
// White to move.
func Initial() Position {
	var board [numSquares + 1]Piece
	for s := 1; s <= 20; s++ {
		board[s] = BlackMan
	}
	for s := 31; s <= 50; s++ {
		board[s] = WhiteMan
	}
	return NewPosition(White, board)
}

// Board returns the piece on every square (index 1..50).
func (p Position) Board() [numSquares + 1]Piece {
	var board [numSquares + 1]Piece
	for s := 1; s <= numSquares; s++ {
		board[s] = p.PieceAt(s)
	}
	return board
}

// Material summarises the pieces for the draw rules and the evaluation.
func (p Position) Material() (whiteMen, whiteKings, blackMen, blackKings int) {
	whiteMen, whiteKings = p.Count(White)
	blackMen, blackKings = p.Count(Black)
	return
}

// Hash returns a 64-bit key of the position (pieces and side to move), for
// transposition tables and repetition checks. It mixes the three bitboards
// with multiplications and a final avalanche, which costs a few nanoseconds
// and suits copy-make (no incremental update to keep in step).
func (p Position) Hash() uint64 {
	return mix64(p.white*0x9E3779B97F4A7C15 ^ bits.RotateLeft64(p.black*0xC2B2AE3D27D4EB4F, 23) ^
		bits.RotateLeft64(p.kings*0x165667B19E3779F9, 41) ^ uint64(p.side)*0x27D4EB2F165667C5)
}

// mix64 is the splitmix64 finaliser: every input bit affects every output bit.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xBF58476D1CE4E5B9
	x ^= x >> 27
	x *= 0x94D049BB133111EB
	x ^= x >> 31
	return x
}
