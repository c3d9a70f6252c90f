package engine // pdnrobust_test.go: inputs that once crashed or stalled the PDN reader, and its limits.

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
)

// checkPDNErrors fails unless every error is a *PDNError with a place.
func checkPDNErrors(t *testing.T, in string, errs []error) {
	t.Helper()
	for _, err := range errs {
		var pe *PDNError
		if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 || pe.Msg == "" {
			t.Errorf("ParsePDN(%q): error without a place: %v", in, err)
		}
	}
}

// TestPDNStrayParentheses: a ")" or "(" anywhere, with results and new
// games around it, is read without a panic.
func TestPDNStrayParentheses(t *testing.T) {
	for _, in := range []string{
		"( 1-0 1. ) x", // the crash of issue 52: a result inside a variation, then "1."
		"( 1-0 1. 32-28 ) *",
		"1. 32-28 ( 2-0 1. 33-29 ) 19-23 *",
		"1. 32-28 (19-23 [Event \"x\"] 1. 33-29 ) *",
		"1. 32-28 (19-23 2-0\n[Event \"x\"]\n1. 33-29 ) ) ( *",
		")", "(", ")(", "())", "(()", "1. 32-28 )))) 19-23 *", "1. 32-28 (((( 19-23 *",
		"2-0 1. ) ( ) 1. ( 2-0 1. ) )", "( * 1. ( 1-1 1. ) ) 1.", "[A \"b\"] ( 0-2 [C \"d\"] ) 1. )",
		"1. 32-28 {a ( b} ) 19-23 *", "1. 32-28 ( {x} ) ( ) *", "1. 32-28 (18-23 (1-0 1. 2-0 1.) 1.) *",
	} {
		games, errs := ParsePDN(in)
		checkPDNErrors(t, in, errs)
		for _, g := range games {
			_ = g.Game.PDNTree(g.Tags...)
		}
	}
}

// TestPDNResultInVariation: a result inside a variation does not end the
// game, so a "1." after it starts no new game.
func TestPDNResultInVariation(t *testing.T) {
	games, errs := ParsePDN("1. 32-28 (1. 33-29 2-0 1. 34-29) 19-23 *")
	if len(errs) != 0 || len(games) != 1 || games[0].Game.Ply() != 2 {
		t.Fatalf("got %d games, errors %v", len(games), errs)
	}
}

// pdnFiles returns the PDN test files.
func pdnFiles(t testing.TB) []string {
	files, _ := filepath.Glob(filepath.Join(pdnDir, "*", "*", "*", "*.pdn"))
	more, _ := filepath.Glob(filepath.Join(pdnDir, "*", "*", "*", "*", "*.pdn"))
	files = append(files, more...)
	if len(files) < 30 {
		t.Fatalf("only %d PDN files found", len(files))
	}
	return files
}

// sameReading fails unless two readings of a text give the same games and errors.
func sameReading(t *testing.T, name string, g1 []*PDNGame, e1 []error, g2 []*PDNGame, e2 []error) {
	t.Helper()
	if len(g1) != len(g2) || len(e1) != len(e2) {
		t.Fatalf("%s: %d games and %d errors, want %d and %d", name, len(g2), len(e2), len(g1), len(e1))
	}
	for i := range g1 {
		a, b := g1[i], g2[i]
		if a.Index != b.Index || a.Line != b.Line || a.Result != b.Result || len(a.Tags) != len(b.Tags) ||
			a.Game.Start() != b.Game.Start() || !equalMoves(a.Game.Moves(), b.Game.Moves()) ||
			a.Game.PDNTree(a.Tags...) != b.Game.PDNTree(b.Tags...) || len(a.Warnings) != len(b.Warnings) {
			t.Fatalf("%s: game %d differs", name, a.Index)
		}
	}
	for i := range e1 {
		if e1[i].Error() != e2[i].Error() {
			t.Fatalf("%s: error %q, want %q", name, e2[i], e1[i])
		}
	}
}

// scanAll reads r with a PDNScanner.
func scanAll(t *testing.T, r io.Reader) ([]*PDNGame, []error) {
	var games []*PDNGame
	var errs []error
	err := ScanPDN(r, func(g *PDNGame, err error) bool {
		if err != nil {
			errs = append(errs, err)
		} else {
			games = append(games, g)
		}
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return games, errs
}

// TestPDNScannerMatchesParse: the scanner, fed a byte at a time or in
// pieces, reads every test file as ParsePDN does.
func TestPDNScannerMatchesParse(t *testing.T) {
	for _, f := range pdnFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g1, e1 := ParsePDN(string(data))
		g2, e2 := scanAll(t, iotest.OneByteReader(bytes.NewReader(data)))
		sameReading(t, f+" (one byte at a time)", g1, e1, g2, e2)
		g3, e3 := ReadPDN(iotest.HalfReader(bytes.NewReader(data)))
		sameReading(t, f+" (ReadPDN)", g1, e1, g3, e3)
	}
}

// TestPDNScannerReadError: a read error comes after the games read before it.
func TestPDNScannerReadError(t *testing.T) {
	boom := errors.New("disk gone")
	r := io.MultiReader(strings.NewReader("1. 32-28 *\n\n1. 33-29 *\n"), iotest.ErrReader(boom))
	sc := NewPDNScanner(r)
	n := 0
	for {
		g, err := sc.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			if !errors.Is(err, boom) || n != 2 {
				t.Fatalf("after %d games: %v", n, err)
			}
			continue
		}
		if g.Index != n {
			t.Fatalf("game %d has index %d", n, g.Index)
		}
		n++
	}
	if err := ScanPDN(io.MultiReader(strings.NewReader("1. 32-28 *"), iotest.ErrReader(boom)), func(*PDNGame, error) bool { return true }); !errors.Is(err, boom) {
		t.Fatalf("ScanPDN: %v", err)
	}
	calls := 0
	ScanPDN(strings.NewReader("1. 32-28 *\n\n1. 33-29 *\n"), func(*PDNGame, error) bool { calls++; return false })
	if calls != 1 {
		t.Fatalf("yield called %d times after returning false", calls)
	}
}
