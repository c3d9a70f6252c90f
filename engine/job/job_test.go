package job // job_test.go: jobs replay games and answer with legal moves.

import (
	"context"
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/book"
)

func TestRunMoveHintAnalyze(t *testing.T) {
	s := engine.NewSearcher(1 << 20)
	job := Job{Gen: 7, Kind: KindMove, FEN: engine.Initial().FEN(), Moves: []string{"32-28", "19-23"}, Level: 2, Seed: 1}
	var infos int
	r := Run(context.Background(), s, job, func(Reply) { infos++ })
	if r.Kind != ReplyDone || r.Gen != 7 || r.Move == "" {
		t.Fatalf("reply %+v", r)
	}
	g, _ := job.Replay()
	if _, err := g.PlayString(r.Move); err != nil {
		t.Fatalf("answer %q not legal: %v", r.Move, err)
	}
	if infos == 0 {
		t.Error("no progress reports")
	}
	r = Run(context.Background(), s, Job{Gen: 8, Kind: KindHint, FEN: "W:W32:B27,17"}, nil)
	if r.Move != "32x12" {
		t.Fatalf("hint %+v", r)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r = Run(ctx, s, Job{Gen: 9, Kind: KindAnalyze, FEN: engine.Initial().FEN()}, nil)
	if r.Kind != ReplyDone || r.Move == "" {
		t.Fatalf("cancelled analysis must still answer a legal move: %+v", r)
	}
}

func TestBadJob(t *testing.T) {
	r := Run(context.Background(), engine.NewSearcher(1<<16), Job{Gen: 1, FEN: "W:W32:B27", Moves: []string{"32-28"}}, nil)
	if r.Kind != ReplyError || r.Error == "" {
		t.Fatalf("illegal move in a job: %+v", r)
	}
}

// An analysis and a review search every position, also with the opening book
// loaded (as in the Web Worker): a book move has no depth, score or line, and
// the analysis board showed nothing for the start position because of it.
func TestAnalysisSkipsBook(t *testing.T) {
	s := engine.NewSearcher(1 << 20)
	b, err := book.Default()
	if err != nil {
		t.Fatal(err)
	}
	s.Book = b
	start := engine.Initial()
	if _, _, ok := b.Pick(start, nil); !ok {
		t.Fatal("the book must know the start position for this test to mean anything")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	infos := 0
	r := Run(ctx, s, Job{Gen: 1, Kind: KindAnalyze, FEN: start.FEN(), Level: engine.LevelCount}, func(Reply) { infos++ })
	if r.Kind != ReplyDone || r.Depth < 2 || len(r.PV) < 2 || infos == 0 {
		t.Fatalf("analysis of the start position with a book: depth %d, pv %v, %d reports", r.Depth, r.PV, infos)
	}
	// A game move at full strength still comes from the book at once.
	res := s.Search(context.Background(), engine.Request{Position: start, Limits: engine.Limits{Depth: 20}})
	if res.Depth != 0 || res.Move.IsZero() {
		t.Fatalf("a game move at full strength should be the book's: %+v", res)
	}
}
