package job // multipv_test.go: an analysis asked for three lines gives the three best root moves, best first.

import (
	"context"
	"testing"

	"github.com/draughts/draughts/engine"
)

func TestAnalysisLines(t *testing.T) {
	s := engine.NewSearcher(1 << 20)
	ctx, cancel := context.WithCancel(context.Background())
	var infos []Reply
	// Three lines asked, cancelled once depth 6 is reached.
	job := Job{Gen: 7, Kind: KindAnalyze, FEN: "W:W28,33,38,43:B8,12,17,19", Lines: 3}
	r := Run(ctx, s, job, func(r Reply) {
		infos = append(infos, r)
		if r.Depth >= 6 {
			cancel()
		}
	})
	if len(infos) == 0 {
		t.Fatal("no progress")
	}
	last := infos[len(infos)-1]
	if r.Kind != ReplyDone || r.Gen != 7 || len(r.Lines) != 3 || last.Kind != ReplyInfo {
		t.Fatalf("reply %+v", r)
	}
	seen := map[string]bool{}
	for i, l := range r.Lines {
		if i > 0 && l.Score > r.Lines[i-1].Score {
			t.Fatalf("not best first: %+v", r.Lines)
		}
		if seen[l.Move] || len(l.PV) == 0 || l.PV[0] != l.Move {
			t.Fatalf("line %d: %+v", i, l)
		}
		seen[l.Move] = true
	}
	if r.Move != r.Lines[0].Move || r.Score != r.Lines[0].Score {
		t.Fatal("the reply's move is the best line's")
	}
	// A position with one legal move has one line.
	r = Run(context.Background(), s, Job{Kind: KindAnalyze, FEN: "W:W28:B23,5", Lines: 3}, nil)
	if len(r.Lines) != 1 || r.Lines[0].Move != "28x19" {
		t.Fatalf("forced capture: %+v", r.Lines)
	}
}
