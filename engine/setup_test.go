package engine // setup_test.go: each kind of position the editor must refuse, and positions it must accept.

import (
	"errors"
	"testing"
)

func TestCheckSetup(t *testing.T) {
	board := func(side Color, pieces map[int]Piece) Position {
		var b [numSquares + 1]Piece
		for s, pc := range pieces {
			b[s] = pc
		}
		return NewPosition(side, b)
	}
	many := map[int]Piece{}
	for s := 6; s <= 26; s++ {
		many[s] = BlackMan
	}
	many[40] = WhiteMan
	tests := []struct {
		name string
		pos  Position
		kind SetupErrorKind
		sq   int
		ok   bool
	}{
		{"white man on row 1", board(White, map[int]Piece{3: WhiteMan, 30: BlackMan}), SetupManOnFarRow, 3, false},
		{"black man on row 10", board(White, map[int]Piece{30: WhiteMan, 48: BlackMan}), SetupManOnFarRow, 48, false},
		{"side to move without pieces", board(Black, map[int]Piece{30: WhiteMan}), SetupNoPieces, 0, false},
		{"21 black pieces", board(White, many), SetupTooManyPieces, 0, false},
		{"white king on row 1 is fine", board(White, map[int]Piece{3: WhiteKing, 30: BlackMan}), 0, 0, true},
		{"black man on row 1 is fine", board(White, map[int]Piece{3: BlackMan, 30: WhiteMan}), 0, 0, true},
		{"side not to move without pieces is fine", board(White, map[int]Piece{30: WhiteMan}), 0, 0, true},
		{"side not to move without a move is fine", board(White, map[int]Piece{46: WhiteMan, 41: BlackMan, 37: BlackMan, 28: WhiteMan}), 0, 0, true},
		{"the start position", Initial(), 0, 0, true},
	}
	for _, tc := range tests {
		err := CheckSetup(tc.pos)
		if tc.ok {
			if err != nil {
				t.Errorf("%s: refused: %v", tc.name, err)
			}
			continue
		}
		var se *SetupError
		if !errors.As(err, &se) || se.Kind != tc.kind || (tc.sq != 0 && se.Square != tc.sq) || se.Error() == "" {
			t.Errorf("%s: %v, want kind %d square %d", tc.name, err, tc.kind, tc.sq)
		}
	}
	if err := CheckSetup(board(White, many)); err.(*SetupError).Count != 21 || err.(*SetupError).Color != Black {
		t.Errorf("count: %+v", err)
	}
}

func TestParseStartFENRefusesWhatTheEditorRefuses(t *testing.T) {
	for _, tc := range []struct {
		fen  string
		kind SetupErrorKind
	}{
		{"W:W6-26:B1-5", SetupTooManyPieces},
		{"W:W46-50:B1-21", SetupTooManyPieces},
		{"B:W31-50:B", SetupNoPieces},
		{"W:W:B", SetupNoPieces},
	} {
		_, err := ParseStartFEN(tc.fen)
		var se *SetupError
		if !errors.As(err, &se) || se.Kind != tc.kind {
			t.Errorf("ParseStartFEN(%q) = %v, want a setup error of kind %d", tc.fen, err, tc.kind)
		}
		if _, err := ParseFEN(tc.fen); err != nil {
			t.Errorf("ParseFEN(%q) = %v: the lenient reader should read it", tc.fen, err)
		}
	}
	if p, err := ParseStartFEN("W:W31-50:B1-20"); err != nil || p != Initial() {
		t.Errorf("start position: %v", err)
	}
	var fe *FENError
	if _, err := ParseStartFEN("W:Wx"); !errors.As(err, &fe) {
		t.Errorf("a bad FEN gives %v, want a *FENError", err)
	}
}
