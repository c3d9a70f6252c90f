package engine // fuzz_test.go: fuzz tests of every parser: FEN, PDN and move text never panic and round-trip.

import (
	"strings"
	"testing"
)

func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{
		"W:W31-50:B1-20", "B:WK40:B19,29", "W:W31-50:B1-20.", `"W:W1:B2"`, "w:w1, 2:b3:H0:F1",
		"W:W:B", "W", "", "X:W1", "W:W51", "W:W5-3", "W:W1,1", "B:BK1-50", "W:WK", ":::", "W:W1-", "W:W9999999999999999999",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseFEN(s)
		if err != nil {
			fe, ok := err.(*FENError)
			if !ok || fe.Offset < 0 || fe.Offset > len(s) {
				t.Fatalf("ParseFEN(%q): bad error %v", s, err)
			}
			return
		}
		q, err := ParseFEN(p.FEN())
		if err != nil || q != p {
			t.Fatalf("ParseFEN(%q): FEN %q does not read back (%v)", s, p.FEN(), err)
		}
		if p.white&p.black != 0 || p.kings&^(p.white|p.black) != 0 || (p.white|p.black)&^boardMask != 0 {
			t.Fatalf("ParseFEN(%q): inconsistent bitboards", s)
		}
	})
}

func FuzzParsePDN(f *testing.F) {
	for _, s := range []string{
		"[Event \"x\"]\n1. 32-28 19-23 2. 28x19 14x23 2-0\n",
		"\uFEFF[FEN \"W:WK47:B14,19,29,31,42\"]\r\n1. 47x36 14-20 *",
		"% line\n1.32-28 19-23 (18-23 38-32 (37-32? 23-29! { x }) 12-18) 28x19 14x23",
		"1. 33-29 19-23 2. 35-30 { nested { comment } }",
		"[Result \"4-6\"]\n01. 34-29  18-22 02. 29x18 12x23 4-6",
		"1.32-28!? 19-23(!?!!!) 2.28x19 *", "[White \"a \\\" b\"] 32-28", "[", "(((", "{", "1.", "$", "1/2-1/2",
		"[FEN \"B:W28:B23\"]\n1... 23x32 0-2\n[Event \"2\"]\n1. 32-28 *",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		games, errs := ParsePDN(s)
		for _, err := range errs {
			pe, ok := err.(*PDNError)
			if !ok || pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("bad error %v", err)
			}
		}
		for _, g := range games {
			out := g.Game.PDN(g.Tags...)
			back, errs := ParsePDN(out)
			if len(errs) != 0 || len(back) != 1 || back[0].Game.Start() != g.Game.Start() ||
				!equalMoves(back[0].Game.Moves(), g.Game.Moves()) {
				t.Fatalf("game %d does not round-trip: %v\n%s", g.Index, errs, out)
			}
		}
	})
}

func FuzzParseMove(f *testing.F) {
	fens := []string{
		"W:W31-50:B1-20", "W:WK47:B14,19,29,31,42", "W:WK38:B18,19,32,33", "W:W15:B8,19,20", "B:W50:B1",
		"B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
	}
	for i, s := range []string{"32-28", "47x36", "47x38x24x13x36", "38x38", "15x2", "01- 07", "47x36x42x31x29x19", "x", "1-", "17x", "99-1!?"} {
		f.Add(uint8(i), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, s string) {
		p, err := ParseFEN(fens[int(which)%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(s)
		if err != nil {
			if _, ok := err.(*MoveError); !ok {
				t.Fatalf("ParseMove(%q): error of type %T", s, err)
			}
		} else {
			if back, err := p.ParseMove(p.MoveString(m)); err != nil || back != m {
				t.Fatalf("ParseMove(%q) = %s does not round-trip: %v", s, p.MoveString(m), err)
			}
			if !strings.ContainsAny(s, "0123456789") {
				t.Fatalf("ParseMove(%q) accepted text without squares", s)
			}
		}
		if m, err := p.ParseHubMove(s); err == nil && p.HubMove(m) != s && !strings.Contains(s, "x") {
			t.Fatalf("ParseHubMove(%q) accepted a quiet move written %q", s, p.HubMove(m))
		}
	})
}
