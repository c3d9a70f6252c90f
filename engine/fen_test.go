package engine // fen_test.go: FEN reading (liberal) and writing (strict), with error offsets.

import (
	"errors"
	"strings"
	"testing"
)

func TestParseFENForms(t *testing.T) {
	initial := Initial().FEN()
	tests := []struct{ in, want string }{
		{"W:W31-50:B1-20", initial},
		{"W:B1-20:W31-50", initial},
		{"w:w31-50:b1-20", initial},
		{"W:W31-50:B1-20.", initial},
		{`"W:W31-50:B1-20"`, initial},
		{"W:W31-50:B1-20:H0:F1", initial},
		{"W:W31-50:B1-20:", initial},
		{"W:W31, 32,33-50:B1 ,2-20", initial},
		{"B:WK40:B19,29", "B:WK40:B19,29"},
		{"B:W:BK1", "B:W:BK1"},
		{"W:W28:B", "W:W28:B"},
		{"W:WK1,k2,8:B40", "W:WK1,K2,8:B40"},
	}
	for _, tc := range tests {
		p, err := ParseFEN(tc.in)
		if err != nil {
			t.Errorf("ParseFEN(%q): %v", tc.in, err)
			continue
		}
		if p.FEN() != tc.want || p.String() != tc.want {
			t.Errorf("ParseFEN(%q).FEN() = %q, want %q", tc.in, p.FEN(), tc.want)
		}
	}
	if want := "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"; initial != want {
		t.Errorf("the writer must list squares without ranges: %s", initial)
	}
}

func TestParseFENErrors(t *testing.T) {
	tests := []struct {
		in     string
		offset int
		msg    string
	}{
		{"", 0, "empty"},
		{"X:W1", 0, "side to move"},
		{"W:W51:B1", 3, "not between 1 and 50"},
		{"W:W0:B1", 3, "not between 1 and 50"},
		{"W:W5-3:B1", 3, "backwards"},
		{"W:W6,6:B7", 5, "listed twice"},
		{"W:W6:B6", 6, "listed twice"},
		{"W:W6:W7", 5, "second piece list"},
		{"W:W6,:B7", 5, "square number"},
		{"W:X1", 2, "W or B"},
		{"W", 1, "no piece lists"},
		{"W:W6:B7 junk", 8, "expected ':'"},
		{"W:W6:B7. junk", 9, "unexpected"},
	}
	for _, tc := range tests {
		_, err := ParseFEN(tc.in)
		var fe *FENError
		if !errors.As(err, &fe) {
			t.Errorf("ParseFEN(%q) = %v, want a *FENError", tc.in, err)
			continue
		}
		if fe.Offset != tc.offset || !strings.Contains(fe.Msg, tc.msg) {
			t.Errorf("ParseFEN(%q): %v; want offset %d and %q", tc.in, err, tc.offset, tc.msg)
		}
	}
}

// A man on its own crowning row cannot arise in a game (3.5): the reader
// refuses it and says where.
func TestParseFENRefusesManOnCrowningRow(t *testing.T) {
	for _, c := range []struct {
		fen    string
		offset int
		want   string
	}{
		{"W:W3,31:B20", 3, "a white man cannot stand on 3"},
		{"B:W31:B1-20,48", 12, "a black man cannot stand on 48"},
		{"W:W31-40:B42-47", 10, "a black man cannot stand on 46"},
	} {
		_, err := ParseFEN(c.fen)
		fe, ok := err.(*FENError)
		if !ok || fe.Offset != c.offset || !strings.Contains(fe.Msg, c.want) {
			t.Errorf("ParseFEN(%q) = %v, want %q at offset %d", c.fen, err, c.want, c.offset)
		}
	}
	for _, ok := range []string{"W:WK3,31:B20", "B:W31:B1-20,K48", "W:W6:B45"} {
		if _, err := ParseFEN(ok); err != nil {
			t.Errorf("ParseFEN(%q): %v", ok, err)
		}
	}
}
