package engine // setup.go: checking a set-up position (the editor's) against what the rules allow.

import "fmt"

// SetupError says why a set-up position cannot be played: Kind, and the
// square or side and count involved. Msg is the English wording.
type SetupError struct {
	Kind   SetupErrorKind
	Square int   // ManOnFarRow: the man's square
	Color  Color // the side concerned
	Count  int   // TooManyPieces: how many
}

// SetupErrorKind is a kind of position the rules cannot have.
type SetupErrorKind uint8

const (
	SetupManOnFarRow   SetupErrorKind = iota // a man on the row where it would have been crowned
	SetupNoPieces                            // the side to move has no pieces
	SetupTooManyPieces                       // more than 20 pieces of one side
)

// MaxPiecesPerSide is the number of men each side starts with; no position
// of a game can have more pieces of one side.
const MaxPiecesPerSide = 20

func (e *SetupError) Error() string {
	side := map[Color]string{White: "white", Black: "black"}[e.Color]
	switch e.Kind {
	case SetupManOnFarRow:
		return fmt.Sprintf("a %s man on %d, its crowning row: it would have become a king", side, e.Square)
	case SetupNoPieces:
		return fmt.Sprintf("%s is to move but has no pieces", side)
	}
	return fmt.Sprintf("%s has %d pieces, more than %d", side, e.Count, MaxPiecesPerSide)
}

// CheckSetup reports the first reason why a set-up position could not occur
// in a game, in the order: a man on its own far row (lowest square first),
// more than 20 pieces of a side (White first), the side to move without
// pieces. A side not to move that has no piece or no move is allowed: the
// game is then simply over, or about to be. nil means the position is fine.
func CheckSetup(p Position) error {
	for s := 1; s <= numSquares; s++ {
		switch p.PieceAt(s) {
		case WhiteMan:
			if promotionRow[White]&bitOf(s) != 0 {
				return &SetupError{Kind: SetupManOnFarRow, Square: s, Color: White}
			}
		case BlackMan:
			if promotionRow[Black]&bitOf(s) != 0 {
				return &SetupError{Kind: SetupManOnFarRow, Square: s, Color: Black}
			}
		}
	}
	for _, c := range []Color{White, Black} {
		men, kings := p.Count(c)
		if n := men + kings; n > MaxPiecesPerSide {
			return &SetupError{Kind: SetupTooManyPieces, Color: c, Count: n}
		}
	}
	if men, kings := p.Count(p.side); men+kings == 0 {
		return &SetupError{Kind: SetupNoPieces, Color: p.side}
	}
	return nil
}

// ParseStartFEN reads a FEN for a position a game is to start from, from
// outside the program (a link, a host page, a PDN [FEN] tag, the command
// line, the Hub): ParseFEN, then the editor's CheckSetup, so that every door
// refuses the same positions with the same reason (a *FENError or a
// *SetupError). ParseFEN alone stays for positions a game can reach, such as
// a finished game's last one.
func ParseStartFEN(s string) (Position, error) {
	p, err := ParseFEN(s)
	if err != nil {
		return Position{}, err
	}
	if err := CheckSetup(p); err != nil {
		return Position{}, err
	}
	return p, nil
}
