package engine // notation_test.go: PDN and Hub move notation, paths, and the liberal move parser.

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func mustFEN(t testing.TB, fen string) Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestAmbiguousCaptureNotation: the rule-positions case of two king captures
// 47x36 taking different pieces: writers give full paths, readers need them.
func TestAmbiguousCaptureNotation(t *testing.T) {
	p := mustFEN(t, "W:WK47:B14,19,29,31,42")
	var got []string
	for _, m := range p.LegalMoves() {
		got = append(got, p.MoveString(m))
	}
	want := map[string]bool{"47x38x24x13x36": true, "47x38x20x9x36": true}
	if len(got) != 2 || !want[got[0]] || !want[got[1]] || got[0] == got[1] {
		t.Fatalf("MoveString gave %v, want the two full paths %v", got, want)
	}
	for s := range want {
		m, err := p.ParseMove(s)
		if err != nil || p.MoveString(m) != s {
			t.Errorf("ParseMove(%q) = %v, %v", s, p.MoveString(m), err)
		}
	}
	_, err := p.ParseMove("47x36")
	var me *MoveError
	if !errors.As(err, &me) || !strings.Contains(me.Msg, "ambiguous") ||
		!strings.Contains(me.Msg, "47x38x24x13x36") || !strings.Contains(me.Msg, "47x38x20x9x36") || me.Text != "47x36" {
		t.Errorf("ParseMove(47x36) error = %v, want an ambiguity listing both paths", err)
	}
	// Hub form (captured squares) disambiguates too.
	m, err := p.ParseMove("47x36x42x31x29x19")
	if err != nil || p.MoveString(m) != "47x38x24x13x36" {
		t.Errorf("Hub-form ParseMove = %v, %v", p.MoveString(m), err)
	}
}

func TestPath(t *testing.T) {
	tests := []struct {
		fen, move string
		path      []int
	}{
		{"W:W31-50:B1-20", "32-28", []int{32, 28}},
		{"W:W28:B23", "28x19", []int{28, 19}},
		{"W:W15:B8,19,20", "15x2", []int{15, 24, 13, 2}},  // man: landing behind each piece
		{"W:WK44:B9,18,33", "44x4", []int{44, 22, 13, 4}}, // king turns on 22 and 13
		{"W:WK46:B37,23", "46x5", []int{46, 32, 5}},       // straight on: right behind 37
		{"W:WK39:B23,33", "39x5", []int{39, 28, 5}},       // straight on after 33, then 23
		{"W:WK47:B14,19,29,31,42", "47x38x20x9x36", []int{47, 38, 20, 9, 36}},
	}
	for _, tc := range tests {
		p := mustFEN(t, tc.fen)
		m, err := p.ParseMove(tc.move)
		if err != nil {
			t.Errorf("%s: %v", tc.fen, err)
			continue
		}
		if got := p.Path(m); !reflect.DeepEqual(got, tc.path) {
			t.Errorf("%s %s: Path = %v, want %v", tc.fen, tc.move, got, tc.path)
		}
	}
}

// TestParseMoveForms: every accepted spelling gives the same legal move.
func TestParseMoveForms(t *testing.T) {
	tests := []struct {
		fen   string
		want  string // Hub notation of the move meant
		texts []string
	}{
		{"W:W31-50:B1-20", "32-28", []string{"32-28", "32x28", "32:28", " 32 - 28 ", "32-28!", "32-28?!", "32-28!!", "032-028", "32- 28"}},
		{"W:W28:B23,40", "28x19x23", []string{"28x19", "28-19", "28:19", "28x19x23", "28 x 19", "28x19!?"}},
		{"B:W50:B1", "1-7", []string{"1-7", "1- 7", "01-07", "1x7"}},
		{"W:W15:B10,40", "15x4x10", []string{"15x4", "15x 4", "15x04", "15x4x10", "15:4"}},
		{"W:W15:B8,19,20", "15x2x8x19x20", []string{"15x2", "15x24x13x2", "15x13x2", "15x2x19x8x20", "15-2"}},
	}
	for _, tc := range tests {
		p := mustFEN(t, tc.fen)
		for _, s := range tc.texts {
			m, err := p.ParseMove(s)
			if err != nil {
				t.Errorf("%s: ParseMove(%q): %v", tc.fen, s, err)
			} else if p.HubMove(m) != tc.want {
				t.Errorf("%s: ParseMove(%q) = %s, want %s", tc.fen, s, p.HubMove(m), tc.want)
			}
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	p := Initial()
	tests := []struct{ text, msg string }{
		{"33-27", "no legal move 33-27; legal moves: 31-26 31-27 32-27 32-28 33-28 33-29 34-29 34-30 35-30"},
		{"", "not a move"},
		{"hello", "not a move"},
		{"32", "not a move"},
		{"32-", "not a move"},
		{"32-51", "not between 1 and 50"},
		{"0-5", "not between 1 and 50"},
		{"32/28", "not a move"},
	}
	for _, tc := range tests {
		_, err := p.ParseMove(tc.text)
		var me *MoveError
		if !errors.As(err, &me) || !strings.Contains(err.Error(), tc.msg) || me.Text != tc.text {
			t.Errorf("ParseMove(%q) error = %v, want a MoveError containing %q", tc.text, err, tc.msg)
		}
	}
}

func TestHubNotation(t *testing.T) {
	p := mustFEN(t, "W:W28:B23,40")
	m, err := p.ParseHubMove("28x19x23")
	if err != nil || p.HubMove(m) != "28x19x23" || p.MoveString(m) != "28x19" {
		t.Errorf("ParseHubMove(28x19x23) = %v, %v", m, err)
	}
	for _, bad := range []string{"28x19", "28-19", "28x19x24", "28x19x23x23", " 28x19x23", "028x19x23", "28x19x23!", "a-b", ""} {
		if _, err := p.ParseHubMove(bad); err == nil {
			t.Errorf("ParseHubMove(%q) accepted a non-Hub or illegal move", bad)
		}
	}
	q, err := Initial().ParseHubMove("32-28")
	if err != nil || Initial().HubMove(q) != "32-28" {
		t.Errorf("ParseHubMove(32-28) = %v, %v", q, err)
	}
}

// TestNotationRoundTripRulePositions: every legal move of every rule
// position round-trips through PDN, Hub and path notation.
func TestNotationRoundTripRulePositions(t *testing.T) {
	for _, rp := range loadRulePositions(t) {
		p := mustFEN(t, rp.FEN)
		checkNotationRoundTrip(t, p)
	}
}

// checkNotationRoundTrip checks MoveString, HubMove and Path of every
// legal move of p.
func checkNotationRoundTrip(t *testing.T, p Position) {
	t.Helper()
	legal := p.LegalMoves()
	for _, m := range legal {
		s := p.MoveString(m)
		if back, err := p.ParseMove(s); err != nil || back != m {
			t.Fatalf("%s: MoveString %q reads back as %v, %v", p.FEN(), s, back, err)
		}
		h := p.HubMove(m)
		if back, err := p.ParseHubMove(h); err != nil || back != m {
			t.Fatalf("%s: HubMove %q reads back as %v, %v", p.FEN(), h, back, err)
		}
		if back, err := p.ParseMove(h); err != nil || back != m {
			t.Fatalf("%s: ParseMove(Hub %q) = %v, %v", p.FEN(), h, back, err)
		}
		path := p.Path(m)
		if len(path) != max(2, m.CaptureCount()+1) || path[0] != m.From() || path[len(path)-1] != m.To() {
			t.Fatalf("%s: Path(%s) = %v", p.FEN(), h, path)
		}
		if m.IsCapture() {
			full := joinSquares(path, "x")
			if back, err := p.ParseMove(full); err != nil || back != m {
				t.Fatalf("%s: full path %q reads back as %v, %v", p.FEN(), full, back, err)
			}
		}
	}
}
