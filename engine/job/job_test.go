package job // job_test.go: jobs replay games and answer with legal moves.

import (
	"context"
	"testing"

	"github.com/draughts/draughts/engine"
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
