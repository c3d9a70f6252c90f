package engine // perft_test.go: perft leaf counts of testdata/perft.json (deep counts behind -deep).

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"testing"
)

var deepPerft = flag.Bool("deep", false, "run every perft depth of testdata/perft.json (about a minute)")

type perftCase struct {
	Name   string   `json:"name"`
	FEN    string   `json:"fen"`
	Counts []uint64 `json:"counts"`
}

func loadPerft(t testing.TB) []perftCase {
	t.Helper()
	data, err := os.ReadFile("testdata/perft.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Positions []perftCase `json:"positions"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Positions) == 0 {
		t.Fatal("no perft positions")
	}
	return f.Positions
}

// perftLimit is the largest leaf count checked by default: enough to reach
// depth 6-7 of the initial position and deep captures elsewhere, in well
// under a second.
func perftLimit() uint64 {
	switch {
	case *deepPerft:
		return 1 << 62
	case testing.Short():
		return 200_000
	}
	return 3_000_000
}

func TestPerft(t *testing.T) {
	limit := perftLimit()
	for _, pc := range loadPerft(t) {
		p, err := ParseFEN(pc.FEN)
		if err != nil {
			t.Fatalf("%s: %v", pc.Name, err)
		}
		for i, want := range pc.Counts {
			if want > limit {
				break
			}
			depth := i + 1
			t.Run(fmt.Sprintf("%s/depth%d", pc.Name, depth), func(t *testing.T) {
				if got := Perft(p, depth); got != want {
					t.Errorf("Perft(%s, %d) = %d, want %d", pc.FEN, depth, got, want)
				}
			})
		}
	}
}

// TestPerftNoBulkMatches checks that counting every leaf by playing it
// gives the same numbers as bulk counting, and that a divide adds up.
func TestPerftNoBulkMatches(t *testing.T) {
	for _, pc := range loadPerft(t) {
		p, _ := ParseFEN(pc.FEN)
		for i, want := range pc.Counts {
			if want > 100_000 {
				break
			}
			depth := i + 1
			if got := PerftNoBulk(p, depth); got != want {
				t.Errorf("PerftNoBulk(%s, %d) = %d, want %d", pc.Name, depth, got, want)
			}
			var sum uint64
			for _, e := range PerftDivide(p, depth) {
				sum += e.Leaves
			}
			if sum != want {
				t.Errorf("PerftDivide(%s, %d) sums to %d, want %d", pc.Name, depth, sum, want)
			}
		}
	}
	if Perft(Initial(), 0) != 1 || PerftNoBulk(Initial(), 0) != 1 {
		t.Error("perft at depth 0 must count the position itself")
	}
}
