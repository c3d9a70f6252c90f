package engine // fuzz_test.go: fuzz tests of every parser: FEN, PDN and move text never panic and round-trip.

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{
		"W:W31-50:B1-20", "B:WK40:B19,29", "W:W31-50:B1-20.", `"W:W1:B2"`, "w:w1, 2:b3:H0:F1",
		"W:W:B", "W", "", "X:W1", "W:W51", "W:W5-3", "W:W1,1", "B:BK1-50", "W:WK", ":::", "W:W1-", "W:W9999999999999999999",
		"W:W6-26:B45", "B:W31-35:B", "W:WK47:B14,19,29,31,42", "B:W28:B19,23", "W:W31-50:B1-20:H0:F1", "\uFEFFW:W31:B19",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseFEN(s)
		// ParseStartFEN: ParseFEN, then the editor's check, same position.
		sp, serr := ParseStartFEN(s)
		switch setup := CheckSetup(p); {
		case err != nil:
			if serr == nil || serr.Error() != err.Error() {
				t.Fatalf("ParseStartFEN(%q) = %v, ParseFEN %v", s, serr, err)
			}
		case setup != nil:
			var se *SetupError
			if !errors.As(serr, &se) || serr.Error() != setup.Error() {
				t.Fatalf("ParseStartFEN(%q) = %v, CheckSetup %v", s, serr, setup)
			}
		case serr != nil || sp != p:
			t.Fatalf("ParseStartFEN(%q) = %v, %v; ParseFEN %v", s, sp, serr, p)
		}
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

// FuzzParsePDN reads PDN text that the input gives: with the first byte
// even, text written by the PDN-shaped generator (genPDN) from the rest
// as choices; odd, the rest as it is (real files are among the seeds, for
// the fuzzer to mutate byte by byte). See checkPDNText for what must hold.
func FuzzParsePDN(f *testing.F) {
	for _, s := range []string{
		"[Event \"x\"]\n1. 32-28 19-23 2. 28x19 14x23 2-0\n",
		"\uFEFF[FEN \"W:WK47:B14,19,29,31,42\"]\r\n1. 47x36 14-20 *",
		"% line\n1.32-28 19-23 (18-23 38-32 (37-32? 23-29! { x }) 12-18) 28x19 14x23",
		"1. 33-29 19-23 2. 35-30 { nested { comment } }",
		"[Result \"4-6\"]\n01. 34-29  18-22 02. 29x18 12x23 4-6",
		"1.32-28!? 19-23(!?!!!) 2.28x19 *", "[White \"a \\\" b\"] 32-28", "[", "(((", "{", "1.", "$", "1/2-1/2",
		"[FEN \"B:W28:B23\"]\n1... 23x32 0-2\n[Event \"2\"]\n1. 32-28 *",
		"( 1-0 1. ) x", "1. 32-28 (19-23 2-0\n[Event \"x\"]\n1. 33-29 ) ) ( *", "1. 32-28 " + strings.Repeat("(", 70) + strings.Repeat(")", 70),
		"[Event \"a\"]\\r\n[\nSite \"b\"]\\r\n[Empty]\n1. 32-28 -\\r\n", "[Event \"a\"] junk\n[Event \"b\"]\n1. 32-28 *",
	} {
		f.Add(append([]byte{1}, s...))
	}
	for _, file := range []string{
		"wiegerw-pdn/games/succeed/variation.pdn", "wiegerw-pdn/games/succeed/fen.pdn", "wiegerw-pdn/games/succeed/linecomment.pdn",
		"wiegerw-pdn/games/succeed/string.pdn", "wiegerw-pdn/games/succeed/unicode.pdn", "wiegerw-pdn/games/succeed/movestrength.pdn",
		"wiegerw-pdn/games/fail/nested_comment.pdn", "wiegerw-pdn/games/fail/delfts.pdn", "wiegerw-pdn/games/succeed/Cat.D1.pdn",
		"mobydam/book/games/flankgam.pdn",
	} {
		data, err := os.ReadFile(filepath.Join(pdnDir, file))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(append([]byte{1}, data...))
	}
	rnd := rand.New(rand.NewPCG(52, 51))
	for k := 0; k < 24; k++ {
		b := make([]byte, 1+rnd.IntN(600))
		for i := range b {
			b[i] = byte(rnd.UintN(256))
		}
		b[0] = 0
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		text := string(data[1:])
		if data[0]%2 == 0 {
			text = genPDN(data[1:])
		}
		checkPDNText(t, text, 1+int(data[0])%97)
	})
}

// checkPDNText reads text and checks what must hold for any text (see
// pdnTextProblem).
func checkPDNText(t *testing.T, text string, chunk int) {
	t.Helper()
	if p := pdnTextProblem(text, chunk); p != "" {
		t.Fatal(p)
	}
}

// pdnTextProblem reads text and says what is wrong ("" when nothing):
// every game must be a game or a *PDNError with its place, the indexes
// those of the games in order, a scanner reading chunk bytes at a time
// must give the same, and every game read must be written (main line, and
// tree) and read back to the same.
func pdnTextProblem(text string, chunk int) string {
	games, errs := ParsePDN(text)
	index := map[int]bool{}
	last := -1
	for _, err := range errs {
		pe, ok := err.(*PDNError)
		if !ok || pe.Line < 1 || pe.Col < 1 || pe.Msg == "" || len(pe.Error()) > 4096 || pe.Kind > PDNTooLong {
			return fmt.Sprintf("bad error %.300v", err)
		}
		if pe.Game <= last || index[pe.Game] {
			return fmt.Sprintf("error of game %d after game %d", pe.Game, last)
		}
		last = pe.Game
		index[pe.Game] = true
	}
	last = -1
	for _, g := range games {
		if g.Index <= last || index[g.Index] || g.Line < 1 || g.Game == nil {
			return fmt.Sprintf("game %d (line %d) after game %d", g.Index, g.Line, last)
		}
		last = g.Index
		index[g.Index] = true
		for _, w := range g.Warnings {
			if w.Line < 1 || w.Col < 1 || w.Msg == "" || w.Count < 1 {
				return fmt.Sprintf("game %d: bad warning %+v", g.Index, w)
			}
		}
	}
	for i := range len(index) {
		if !index[i] {
			return fmt.Sprintf("no game %d of %d", i, len(index))
		}
	}
	sc := NewPDNScanner(strings.NewReader(text))
	sc.lx.chunk = max(chunk, len(text)/32) // small chunks, yet not a quadratic number of copies
	var g2 []*PDNGame
	var e2 []error
	for {
		g, err := sc.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			e2 = append(e2, err)
		} else {
			g2 = append(g2, g)
		}
	}
	if p := readingDiff(games, errs, g2, e2); p != "" {
		return fmt.Sprintf("scanner, %d-byte chunks: %s", chunk, p)
	}
	for _, g := range games {
		out := g.Game.PDN(g.Tags...)
		back, errs := ParsePDN(out)
		if len(errs) != 0 || len(back) != 1 || back[0].Game.Start() != g.Game.Start() ||
			!equalMoves(back[0].Game.Moves(), g.Game.Moves()) {
			return fmt.Sprintf("game %d does not round-trip: %v\n%s", g.Index, errs, out)
		}
		out = g.Game.PDNTree(g.Tags...)
		back, errs = ParsePDN(out)
		if len(errs) != 0 || len(back) != 1 || treeShape(back[0].Game.Root()) != writtenShape(g.Game.Root()) {
			again := ""
			if len(back) == 1 {
				again = treeShape(back[0].Game.Root())
			}
			return fmt.Sprintf("game %d: its tree does not round-trip: %v\n%s\n%s\n%s", g.Index, errs, out, treeShape(g.Game.Root()), again)
		}
	}
	return ""
}

func FuzzParseMove(f *testing.F) {
	fens := []string{
		"W:W31-50:B1-20", "W:WK47:B14,19,29,31,42", "W:WK38:B18,19,32,33", "W:W15:B8,19,20", "B:W50:B1",
		"B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
	}
	for i, s := range []string{"32-28", "47x36", "47x38x24x13x36", "38x38", "15x2", "01- 07", "47x36x42x31x29x19", "x", "1-", "17x", "99-1!?",
		"47x36x14x29x31x42", "17x26x31", "24x35", "6x10", "32 - 28", "32:28", "1-1", "2-0", "32-28-23", "0x0", "50x", "-", "32-28\\r", "½-½"} {
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
