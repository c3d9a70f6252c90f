package engine // fen.go: reading and writing FEN position strings (W:W31-50:B1-20).

import (
	"fmt"
	"strconv"
	"strings"
)

// FENError reports a bad FEN: what was wrong and at which character offset
// (0-based, in the string as given).
//
// Msg is the English wording (command line, Hub); Kind and the values after
// it let a user interface say the same in another language.
type FENError struct {
	Offset int
	Msg    string
	Kind   FENErrorKind
	Found  string // the offending text (quoted character, digits), if any
	A, B   int    // squares involved (a range a-b, a square listed twice, a man on its crowning row)
	Color  Color  // the piece list's colour (SecondList, ManOnCrowningRow)
}

// FENErrorKind says what was wrong with a FEN.
type FENErrorKind uint8

const (
	FENEmpty            FENErrorKind = iota // nothing but blanks
	FENBadSide                              // the side to move is not W or B
	FENExpectedColon                        // ':' missing before a piece list
	FENBadCounter                           // :H or :F without a number
	FENBadListStart                         // a piece list does not start with W or B
	FENSecondList                           // a colour's list given twice
	FENUnclosedQuote                        // an opening quote is not closed
	FENTrailing                             // text after the position
	FENNoLists                              // no piece list at all
	FENExpectedSquare                       // a square number expected
	FENSquareRange                          // a square outside 1-50
	FENBackwardRange                        // a range a-b with b < a
	FENListedTwice                          // a square in two lists or twice in one
	FENManOnCrowningRow                     // a man on its own promotion row
)

func (e *FENError) Error() string {
	return fmt.Sprintf("FEN: %s at offset %d", e.Msg, e.Offset)
}

// ParseFEN reads a position such as "W:W31-50:B1-20" or "B:WK40:B19,29".
// It accepts ranges, lower case, blanks after separators, either list order,
// an empty list, a trailing dot, quotes around the whole string and the
// lidraughts ":H<n>:F<n>" counters (which are ignored).
func ParseFEN(s string) (Position, error) {
	sc := fenScanner{s: s}
	var p Position
	sc.skipSpace()
	quoted := sc.peek() == '"'
	if quoted {
		sc.i++
	}
	sc.skipSpace()
	switch c := sc.peek(); c {
	case 'W', 'w':
		p.side = White
	case 'B', 'b':
		p.side = Black
	case 0:
		return p, sc.errk(FENEmpty, "", "empty FEN: expected the side to move (W or B)")
	default:
		return p, sc.errk(FENBadSide, strconv.QuoteRune(rune(c)), "expected the side to move (W or B), found %q", c)
	}
	sc.i++
	seen := [2]bool{}
	var owner [numSquares + 1]int8 // 0 none, 1 white, 2 black: to report doubles
	for {
		sc.skipSpace()
		c := sc.peek()
		if c == '.' || c == '"' || c == 0 {
			break
		}
		if c != ':' {
			return p, sc.errk(FENExpectedColon, strconv.QuoteRune(rune(c)), "expected ':' before a piece list, found %q", c)
		}
		sc.i++
		sc.skipSpace()
		c = sc.peek()
		if c == '.' || c == '"' || c == 0 {
			break // a trailing ':' ("W:W31-50:B1-20:")
		}
		var col Color
		switch c {
		case 'W', 'w':
			col = White
		case 'B', 'b':
			col = Black
		case 'H', 'h', 'F', 'f': // lidraughts counters: ":H0:F1"
			sc.i++
			st := sc.i
			for sc.peek() >= '0' && sc.peek() <= '9' {
				sc.i++
			}
			if sc.i == st {
				return p, sc.errk(FENBadCounter, strconv.QuoteRune(rune(c)), "expected a number after %q", c)
			}
			continue
		default:
			return p, sc.errk(FENBadListStart, strconv.QuoteRune(rune(c)), "expected W or B to start a piece list, found %q", c)
		}
		if seen[col] {
			e := sc.errk(FENSecondList, "", "second piece list for %s", col)
			e.Color = col
			return p, e
		}
		seen[col] = true
		sc.i++
		if err := sc.pieceList(&p, col, &owner); err != nil {
			return p, err
		}
	}
	if sc.peek() == '.' {
		sc.i++
	}
	sc.skipSpace()
	if quoted {
		if sc.peek() != '"' {
			return p, sc.errk(FENUnclosedQuote, "", "the opening '\"' has no closing '\"'")
		}
		sc.i++
		sc.skipSpace()
	}
	if sc.i < len(s) {
		return p, sc.errk(FENTrailing, strconv.QuoteRune(rune(s[sc.i])), "unexpected %q after the position", s[sc.i])
	}
	if !seen[White] && !seen[Black] {
		return p, &FENError{Offset: len(s), Kind: FENNoLists, Msg: "no piece lists (expected :W... and :B...)"}
	}
	return p, nil
}

type fenScanner struct {
	s string
	i int
}

func (sc *fenScanner) peek() byte {
	if sc.i < len(sc.s) {
		return sc.s[sc.i]
	}
	return 0
}

func (sc *fenScanner) skipSpace() {
	for sc.i < len(sc.s) && (sc.s[sc.i] == ' ' || sc.s[sc.i] == '\t' || sc.s[sc.i] == '\r' || sc.s[sc.i] == '\n') {
		sc.i++
	}
}

func (sc *fenScanner) errk(kind FENErrorKind, found, format string, a ...any) *FENError {
	return &FENError{Offset: sc.i, Kind: kind, Found: found, Msg: fmt.Sprintf(format, a...)}
}

// number reads a square number 1..50.
func (sc *fenScanner) number() (int, error) {
	st := sc.i
	for sc.peek() >= '0' && sc.peek() <= '9' {
		sc.i++
	}
	if sc.i == st {
		return 0, sc.errk(FENExpectedSquare, describe(sc.peek()), "expected a square number, found %s", describe(sc.peek()))
	}
	digits := sc.s[st:sc.i]
	n, err := strconv.Atoi(digits)
	if err != nil || n < 1 || n > numSquares {
		sc.i = st
		if len(digits) > 8 {
			digits = digits[:8] + "..."
		}
		return 0, sc.errk(FENSquareRange, digits, "square %s is not between 1 and 50", digits)
	}
	return n, nil
}

func describe(c byte) string {
	if c == 0 {
		return "the end of the text"
	}
	return strconv.QuoteRune(rune(c))
}

// pieceList reads "K1,2-5,K7" after the colour letter (possibly empty).
func (sc *fenScanner) pieceList(p *Position, col Color, owner *[numSquares + 1]int8) error {
	sc.skipSpace()
	if c := sc.peek(); c == ':' || c == '.' || c == '"' || c == 0 {
		return nil // an empty list
	}
	for {
		sc.skipSpace()
		king := false
		if c := sc.peek(); c == 'K' || c == 'k' {
			king = true
			sc.i++
		}
		at := sc.i
		a, err := sc.number()
		if err != nil {
			return err
		}
		b := a
		if sc.peek() == '-' {
			sc.i++
			if b, err = sc.number(); err != nil {
				return err
			}
			if b < a {
				return &FENError{Offset: at, Kind: FENBackwardRange, A: a, B: b, Msg: fmt.Sprintf("range %d-%d runs backwards", a, b)}
			}
		}
		for s := a; s <= b; s++ {
			if owner[s] != 0 {
				return &FENError{Offset: at, Kind: FENListedTwice, A: s, Msg: fmt.Sprintf("square %d is listed twice", s)}
			}
			owner[s] = int8(col) + 1
			if !king && promotionRow[col]&bitOf(s) != 0 {
				return &FENError{Offset: at, Kind: FENManOnCrowningRow, A: s, Color: col, Msg: fmt.Sprintf("a %s man cannot stand on %d, its crowning row (write K%d for a king)",
					strings.ToLower(col.String()), s, s)}
			}
			pc := WhiteMan
			if col == Black {
				pc = BlackMan
			}
			if king {
				pc += 2
			}
			*p = p.withPiece(s, pc)
		}
		sc.skipSpace()
		if sc.peek() != ',' {
			return nil
		}
		sc.i++
	}
}

// FEN writes the position as "W:W31,32,...:B1,2,..." with plain comma lists
// (no ranges), kings marked with K, squares ascending.
func (p Position) FEN() string {
	var sb strings.Builder
	if p.side == White {
		sb.WriteString("W")
	} else {
		sb.WriteString("B")
	}
	for _, c := range [2]Color{White, Black} {
		if c == White {
			sb.WriteString(":W")
		} else {
			sb.WriteString(":B")
		}
		first := true
		for s := 1; s <= numSquares; s++ {
			pc := p.PieceAt(s)
			if pc == Empty || pc.Color() != c {
				continue
			}
			if !first {
				sb.WriteByte(',')
			}
			first = false
			if pc.IsKing() {
				sb.WriteByte('K')
			}
			sb.WriteString(strconv.Itoa(s))
		}
	}
	return sb.String()
}

// String returns the FEN of the position.
func (p Position) String() string { return p.FEN() }
