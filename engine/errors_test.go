package engine // errors_test.go: bad FEN, move and PDN text gets an error that says what is wrong and where.

import (
	"strings"
	"testing"
)

func TestFENErrorMessages(t *testing.T) {
	for _, tc := range []struct {
		in     string
		offset int
		want   string
	}{
		{"", 0, "empty FEN"},
		{"X:W31-50:B1-20", 0, "side to move (W or B), found 'X'"},
		{"W:W51:B1", 3, "square 51 is not between 1 and 50"},
		{"W:W0:B1", 3, "square 0 is not between 1 and 50"},
		{"W:W35-31:B1", 3, "range 35-31 runs backwards"},
		{"W:W31,32,31:B1", 9, "square 31 is listed twice"},
		{"W:W31:B31", 7, "square 31 is listed twice"},
		{"W:WK", 4, "expected a square number, found the end of the text"},
		{"W;W31:B1", 1, "expected ':' before a piece list, found ';'"},
		{"W:W31:W32", 6, "second piece list for White"},
		{"W:W31:Bx", 7, "expected a square number, found 'x'"},
		{"W:W31:B1 junk", 9, "expected ':' before a piece list, found 'j'"},
		{"W:W31:B1:H", 10, "expected a number after 'H'"},
		{`"W:W31:B1`, 9, `the opening '"' has no closing '"'`},
		{"W:W99999999999999999999", 3, "square 99999999... is not between 1 and 50"},
		{"W:Q3", 2, "expected W or B to start a piece list, found 'Q'"},
	} {
		_, err := ParseFEN(tc.in)
		fe, ok := err.(*FENError)
		if !ok {
			t.Errorf("ParseFEN(%q) = %v, want a *FENError", tc.in, err)
			continue
		}
		if fe.Offset != tc.offset || !strings.Contains(fe.Msg, tc.want) || !strings.Contains(err.Error(), "at offset") {
			t.Errorf("ParseFEN(%q): %q at offset %d, want %q at offset %d", tc.in, fe.Msg, fe.Offset, tc.want, tc.offset)
		}
	}
}

func TestMoveErrorMessages(t *testing.T) {
	const startMoves = "legal moves: 31-26 31-27 32-27 32-28 33-28 33-29 34-29 34-30 35-30"
	king := "W:WK47:B14,19,29,31,42" // two captures 47x36 through different pieces
	for _, tc := range []struct {
		fen, in string
		want    []string
	}{
		{"", "", []string{`not a move: ""`, startMoves}},
		{"", "32", []string{`not a move: "32"`, "needs a start and an end square", startMoves}},
		{"", "32-", []string{`not a move: "32-"`, "expected a square number at the end", startMoves}},
		{"", "51-46", []string{"square 51 is not between 1 and 50", startMoves}},
		{"", "0-5", []string{"square 0 is not between 1 and 50", startMoves}},
		{"", "abc", []string{`not a move: "abc"`, startMoves}},
		{"", "32-28 extra", []string{`unexpected "extra"`, startMoves}},
		{"", "28-32", []string{"no legal move 28-32", startMoves}},
		{"", "1-6", []string{"no legal move 1-6", startMoves}},
		{"", strings.Repeat("9", 200), []string{"(200 bytes)", startMoves}},
		{"", "32-10-28", []string{"no legal move 32-10-28: 32-28 is a plain move, with no squares in between"}},
		{"W:W28:B23", "28-22", []string{"no legal move 28-22", "legal moves: 28x19"}},
		{king, "47x36", []string{"ambiguous move 47x36", "47x38x20x9x36 47x38x24x13x36"}},
		{king, "47x25", []string{"no legal move 47x25", "legal moves: 47x38x20x9x36 47x38x24x13x36"}},
		{king, "47x40x36", []string{"no legal move 47x40x36", "fit no capture from 47 to 36", "47x38x20x9x36 47x38x24x13x36"}},
	} {
		p := Initial()
		if tc.fen != "" {
			var err error
			if p, err = ParseFEN(tc.fen); err != nil {
				t.Fatal(err)
			}
		}
		_, err := p.ParseMove(tc.in)
		me, ok := err.(*MoveError)
		if !ok || me.Text != tc.in {
			t.Errorf("ParseMove(%.40q) = %v, want a *MoveError with the text", tc.in, err)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(me.Msg, w) {
				t.Errorf("ParseMove(%.40q): %q lacks %q", tc.in, me.Msg, w)
			}
		}
		if len(me.Msg) > 400 {
			t.Errorf("ParseMove(%.40q): message of %d bytes", tc.in, len(me.Msg))
		}
	}
}

func TestPDNErrorMessages(t *testing.T) {
	for _, tc := range []struct {
		name, in        string
		game, line, col int
		want            []string
	}{
		{"illegal move", "1. 32-28 19-23 2. 28-22 *", 1, 1, 19, []string{"move 2. 28-22", "no legal move 28-22", "legal moves: 28x19", "(position W:"}},
		{"second game", "1. 32-28 19-23 *\n\n[Event \"2\"]\n1. 31-26 16-21 2. 26-21 *", 2, 4, 19, []string{"move 2. 26-21", "legal moves: 32-27"}},
		{"black's move", "1. 32-28 19-23 2. 28x19 14x23 3. 33-28 23-27 *", 1, 1, 40, []string{"move 3... 23-27"}},
		{"tag without ]", "[Event \"a\"\n1. 32-28 *", 1, 1, 1, []string{"tag Event: expected ']' after the value"}},
		{"tag without value", "[Event x]\n1. 32-28 *", 1, 1, 1, []string{"tag Event: expected a quoted value"}},
		{"tag value unclosed", "[Event \"a]\n1. 32-28 *", 1, 1, 1, []string{"tag Event: the value has no closing quote"}},
		{"bad FEN tag", "[Event \"x\"]\n[FEN \"W:W99\"]\n1. 32-28 *", 1, 2, 1, []string{`bad FEN tag "W:W99"`, "square 99 is not between 1 and 50 at offset 3"}},
		{"unclosed comment", "1. 32-28 {unclosed", 1, 1, 10, []string{"comment not closed"}},
		{"unclosed variation", "1. 32-28 (19-23", 1, 1, 10, []string{"variation not closed"}},
		{"square out of range", "1. 32-28 19-23 2. 28x19 14x23 3. 99-1 *", 1, 1, 34, []string{"move 3. 99-1: not a move: square 99 is not between 1 and 50"}},
		{"letters in a move", "\n  1. 3a-28 *", 1, 2, 6, []string{`not a move: "3a-28"`}},
		{"garbage", "1. 32-28 %$7 *", 1, 1, 10, []string{`unexpected "%$7" in the movetext`}},
		{"CRLF lines", "[Event \"x\"]\r\n\r\n1. 32-28 19-23\r\n2. 28-22 *", 1, 4, 4, []string{"move 2. 28-22"}},
		{"no moves", "[Event \"x\"]\n[Site \"y\"]\n", 1, 2, 1, []string{"no moves and no result after the tags"}},
	} {
		_, errs := ParsePDN(tc.in)
		if len(errs) != 1 {
			t.Errorf("%s: errors %v, want one", tc.name, errs)
			continue
		}
		pe, ok := errs[0].(*PDNError)
		if !ok {
			t.Errorf("%s: %T %v", tc.name, errs[0], errs[0])
			continue
		}
		if pe.Game+1 != tc.game || pe.Line != tc.line || pe.Col != tc.col {
			t.Errorf("%s: game %d line %d column %d, want %d %d %d (%v)", tc.name, pe.Game+1, pe.Line, pe.Col, tc.game, tc.line, tc.col, pe)
		}
		for _, w := range tc.want {
			if !strings.Contains(pe.Error(), w) {
				t.Errorf("%s: %q lacks %q", tc.name, pe.Error(), w)
			}
		}
	}
	// The good games of a file still load around a bad one.
	games, errs := ParsePDN("1. 32-28 *\n\n1. 32-27 28-22 *\n\n1. 33-28 *\n")
	if len(games) != 2 || len(errs) != 1 || games[1].Index != 2 {
		t.Errorf("mixed file: %d games, errors %v", len(games), errs)
	}
}
