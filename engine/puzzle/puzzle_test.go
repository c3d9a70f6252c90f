package puzzle // puzzle_test.go: the embedded set: size, spread, legal replay, and the engine's verdict at a fixed depth.

import (
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
)

// verifyDepth is the fixed depth of the test's check: the miner's.
var verifyDepth = DefaultConfig.Depth

func TestSetSizeAndSpread(t *testing.T) {
	ps, err := All()
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < 300 {
		t.Errorf("%d puzzles, want at least 300", len(ps))
	}
	if Count() != len(ps) {
		t.Errorf("Count() = %d, the set has %d", Count(), len(ps))
	}
	var grades [6]int
	for _, p := range ps {
		if p.Grade < 1 || p.Grade > 5 || p.Grade != GradeOf(p.Rating) {
			t.Errorf("puzzle %s: grade %d for rating %d", p.ID, p.Grade, p.Rating)
			continue
		}
		grades[p.Grade]++
	}
	for g := 1; g <= 5; g++ {
		if grades[g] < len(ps)/20 {
			t.Errorf("grade %d has %d of %d puzzles: the set is not spread over difficulty (%v)", g, grades[g], len(ps), grades[1:])
		}
	}
	t.Logf("%d puzzles, per grade 1..5: %v", len(ps), grades[1:])
}

// TestSolutionsReplayAndWin replays every solution (Parse does) and checks
// that it ends with the solver ahead in material, or with the defender
// unable to move, with no capture pending for the defender.
func TestSolutionsReplayAndWin(t *testing.T) {
	ps, _ := All()
	for _, p := range ps {
		moves, err := p.Replay()
		if err != nil {
			t.Fatal(err)
		}
		pos, _ := engine.ParseFEN(p.FEN)
		solver := pos.Side()
		m0 := material(pos, solver)
		for _, m := range moves {
			pos = pos.Play(m)
		}
		if len(pos.LegalMoves()) == 0 {
			continue
		}
		// Gain counts from before the opponent's capture when the position
		// follows one (the second pass): never less from the FEN itself.
		if g := material(pos, solver) - m0; g < 1 || g < p.Gain || pos.HasCapture() {
			t.Errorf("puzzle %s: the solution ends with gain %d (recorded %d), defender capture pending %v", p.ID, g, p.Gain, pos.HasCapture())
		}
	}
}

// TestEngineConfirmsSample searches every 4th puzzle at a fixed depth: the
// first move of the solution is the engine's choice, and every other first
// move scores clearly worse.
func TestEngineConfirmsSample(t *testing.T) {
	ps, _ := All()
	step := 4
	if testing.Short() {
		step = 20
	}
	for i := 0; i < len(ps); i += step {
		if err := Verify(engine.NewSearcher(8<<20), ps[i], verifyDepth, DefaultConfig.Margin/2); err != nil { // a fresh table: the verdict of each puzzle alone
			t.Error(err)
		}
	}
}

func TestParseRejectsBadLines(t *testing.T) {
	for _, line := range []string{
		"",
		"a\tb",
		"id\tx\t1\t3\t1\t0\tW:W31:B22\t31-26\tsrc",          // rating not a number
		"id\t1000\t1\t3\t1\t0\tW:W31:B22\t31-20\tsrc",       // illegal move
		"id\t1000\t1\t3\t1\t0\tW:Q31:B22\t31-26\tsrc",       // bad FEN
		"id\t1000\t1\t3\t1\t0\tW:W31:B22\t31-26 22-27\tsrc", // ends with the defender's move
	} {
		if _, err := Parse(line); err == nil {
			t.Errorf("Parse(%q) accepted a bad line", line)
		}
	}
	if _, err := Parse("id\t1000\t1\t3\t1\t0\tW:W31:B22\t31-26\tsrc"); err != nil {
		t.Errorf("a good line: %v", err)
	}
}

func TestRateAndDaily(t *testing.T) {
	if r := Rate(1200, 1200, true); r != 1216 {
		t.Errorf("win against an equal puzzle: %d, want 1216", r)
	}
	if r := Rate(1200, 1200, false); r != 1184 {
		t.Errorf("loss against an equal puzzle: %d, want 1184", r)
	}
	if up, down := Rate(1200, 1600, true)-1200, 1200-Rate(1200, 800, false); up <= 16 || down <= 16 {
		t.Errorf("a hard win should gain more than 16 (%d), an easy loss lose more (%d)", up, down)
	}
	d1, _ := Daily(time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC))
	d2, _ := Daily(time.Date(2026, 12, 1, 23, 0, 0, 0, time.UTC))
	d3, _ := Daily(time.Date(2026, 12, 2, 8, 0, 0, 0, time.UTC))
	if d1.ID != d2.ID || d1.ID == d3.ID {
		t.Errorf("daily: same day %s %s, next day %s", d1.ID, d2.ID, d3.ID)
	}
	p, ok := Next(1200, func(string) bool { return false })
	if !ok || p.ID == "" {
		t.Fatal("Next found nothing")
	}
	if _, ok := Next(1200, func(string) bool { return true }); ok {
		t.Error("Next offered a puzzle when all are done")
	}
}
