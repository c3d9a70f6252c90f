package job // review_test.go: the winning-chance mapping, and the review of games with planted blunders.

import (
	"context"
	"math"
	"testing"

	"github.com/draughts/draughts/engine"
)

func TestWinChance(t *testing.T) {
	if WinChance(0) != 0.5 {
		t.Fatalf("even: %v", WinChance(0))
	}
	prev := -1.0
	for s := -2000; s <= 2000; s += 25 {
		c := WinChance(s)
		if c <= prev || c < 0 || c > 1 || math.Abs(c+WinChance(-s)-1) > 1e-12 {
			t.Fatalf("WinChance(%d) = %v after %v: not increasing, bounded and symmetric", s, c, prev)
		}
		prev = c
	}
	if c := WinChance(100); c < 0.66 || c > 0.70 {
		t.Fatalf("a man up: %v, want about 68%%", c)
	}
	if WinChance(engine.WinScore-7) != 1 || WinChance(-(engine.WinScore-7)) != 0 {
		t.Fatal("forced wins and losses are certain")
	}
	for loss, want := range map[float64]string{0.01: "", 0.08: LabelInaccuracy, 0.15: LabelMistake, 0.2: LabelBlunder} {
		if got := ReviewLabel(loss); got != want {
			t.Errorf("ReviewLabel(%v) = %q, want %q", loss, got, want)
		}
	}
}

func review(t *testing.T, moves ...string) Reply {
	t.Helper()
	var progress []int
	r := Run(context.Background(), engine.NewSearcher(16<<20), Job{Gen: 3, Kind: KindReview, FEN: engine.Initial().FEN(), Moves: moves},
		func(r Reply) { progress = append(progress, r.Depth) })
	if r.Kind != ReplyDone || len(r.Review) != len(moves) || len(r.Evals) != len(moves)+1 {
		t.Fatalf("review: %+v", r)
	}
	if len(progress) != len(moves)+1 || progress[len(progress)-1] != len(moves)+1 {
		t.Fatalf("progress %v", progress)
	}
	return r
}

func TestReviewFindsPlantedBlunders(t *testing.T) {
	// 2. 37-32?? allows the shot 23-29! (34x23 17-22 28x17 19x26: Black wins a
	// man, confirmed at 3 million nodes), and 2... 12-18?? misses it.
	r := review(t, "32-28", "18-23", "37-32", "12-18", "41-37")
	for _, m := range r.Review[:2] {
		if m.Label != "" {
			t.Errorf("a sound opening move labelled: %+v", m)
		}
	}
	if m := r.Review[2]; m.Ply != 3 || m.Move != "37-32" || m.Label != LabelBlunder || m.Better == "" || m.Better == "37-32" || m.Loss < BlunderLoss {
		t.Errorf("White's planted blunder: %+v", m)
	}
	if m := r.Review[3]; m.Move != "12-18" || m.Label != LabelBlunder || m.Better != "23-29" {
		t.Errorf("Black's missed shot: %+v", m)
	}
	if r.Evals[3] > -100 || r.Evals[4] < -60 {
		t.Errorf("evaluations (White's view) %v: Black a man up after 37-32, about even after 12-18", r.Evals)
	}
	// A game that ended: the last position is scored by the rules.
	r = Run(context.Background(), engine.NewSearcher(1<<20), Job{Kind: KindReview, FEN: "W:W28:B23", Moves: []string{"28x19"}}, nil)
	if len(r.Evals) != 2 || r.Evals[1] != engine.WinScore || r.Review[0].Label != "" {
		t.Errorf("a won game: %+v", r)
	}
}
