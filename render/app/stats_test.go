package app // stats_test.go: game statistics and move numbering, without a window.

import (
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
)

func TestStats(t *testing.T) {
	g, err := engine.NewGameFromFEN("W:W32,6:B27,17,30")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"32x12", "30-35", "6-1"} {
		if _, err := g.PlayString(m); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	st := ComputeStats(g, [2]time.Duration{engine.White: 3 * time.Second, engine.Black: 1500 * time.Millisecond})
	if st.White.Moves != 2 || st.Black.Moves != 1 {
		t.Errorf("moves %+v", st)
	}
	if st.White.Captures != 1 || st.White.Taken != 2 || st.Black.Captures != 0 {
		t.Errorf("captures %+v", st)
	}
	if st.White.Kings != 1 || st.Black.Kings != 0 {
		t.Errorf("kings %+v", st)
	}
	if st.Longest != 2 || st.LongBy != "1. 32x12" {
		t.Errorf("longest %d %q", st.Longest, st.LongBy)
	}
	if st.White.TimeMs != 3000 || formatDuration(st.Black.TimeMs) != "0:01" || formatDuration(75000) != "1:15" {
		t.Errorf("times %+v", st)
	}
}

func TestMoveNumbers(t *testing.T) {
	for _, tc := range []struct {
		first engine.Color
		ply   int
		n     int
		dots  string
	}{
		{engine.White, 0, 1, "."}, {engine.White, 1, 1, "..."}, {engine.White, 2, 2, "."},
		{engine.Black, 0, 1, "..."}, {engine.Black, 1, 2, "."}, {engine.Black, 2, 2, "..."},
	} {
		n, d := moveNo(tc.first, tc.ply)
		if n != tc.n || d != tc.dots {
			t.Errorf("%v ply %d: %d%s, want %d%s", tc.first, tc.ply, n, d, tc.n, tc.dots)
		}
	}
}

func TestParseMode(t *testing.T) {
	for m := range numModes {
		got, ok := ParseMode(m.String())
		if !ok || got != m {
			t.Errorf("mode %v round trip: %v %v", m, got, ok)
		}
	}
	if _, ok := ParseMode("chess"); ok {
		t.Error("unknown mode accepted")
	}
}
