package job // clock_test.go: move jobs on a game clock.

import (
	"context"
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
)

func TestClockLimits(t *testing.T) {
	for _, c := range []struct {
		clock, inc int64
		want       engine.Limits
	}{
		{2000, 0, engine.Limits{Time: 2000*time.Millisecond - ClockMargin - 100*time.Millisecond}},
		{60000, 500, engine.Limits{Time: 60*time.Second - ClockMargin - 3*time.Second, Inc: 500 * time.Millisecond}},
		{210, 1000, engine.Limits{MoveTime: time.Millisecond}}, // inside the margin: at once
		{1, 0, engine.Limits{MoveTime: time.Millisecond}},
		{5000, -3, engine.Limits{Time: 5*time.Second - ClockMargin - 250*time.Millisecond}},
	} {
		if got := ClockLimits(c.clock, c.inc); got != c.want {
			t.Errorf("ClockLimits(%d, %d) = %+v, want %+v", c.clock, c.inc, got, c.want)
		}
	}
}

func TestJobSetClock(t *testing.T) {
	g := engine.NewGame()
	var j Job
	j.SetClock(g, time.Second)
	if j.ClockMs != 0 || j.IncMs != 0 {
		t.Errorf("no clock: %+v", j)
	}
	g.SetTimeControl(engine.TimeControl{Base: time.Minute, Inc: 2 * time.Second})
	if err := g.PlayTimed(g.Position().LegalMoves()[0], 5*time.Second); err != nil {
		t.Fatal(err)
	}
	j.SetClock(g, 1500*time.Millisecond) // Black to move, 1.5 s gone
	if j.ClockMs != 58500 || j.IncMs != 2000 {
		t.Errorf("SetClock: %+v, want 58500 ms and 2000 ms", j)
	}
	j.SetClock(g, time.Hour)
	if j.ClockMs != 1 {
		t.Errorf("an empty clock still asks for a move at once: %d ms", j.ClockMs)
	}
}

// A level 10 move with 2 s left: the search plays well inside the clock
// (its hard budget is under half of what is left after the margin), also
// when the level's node budget would take longer.
func TestClockedMoveJob(t *testing.T) {
	s := engine.NewSearcher(1 << 20)
	j := Job{Gen: 1, Kind: KindMove, FEN: engine.Initial().FEN(), Moves: []string{"32-28", "19-23", "28x19", "14x23", "37-32"}, Level: 10, Seed: 3,
		ClockMs: 2000}
	r := Run(context.Background(), s, j, nil)
	if r.Kind != ReplyDone || r.Move == "" {
		t.Fatalf("reply %+v", r)
	}
	if r.Millis >= j.ClockMs {
		t.Errorf("the move took %d ms of a %d ms clock", r.Millis, j.ClockMs)
	}
	// One legal move on the clock: played at once, without a deeper search.
	r = Run(context.Background(), s, Job{Gen: 2, Kind: KindMove, FEN: "W:W28:B23,1", Level: 10, ClockMs: 60000}, nil)
	if r.Move != "28x19" || r.Depth > 1 {
		t.Errorf("a forced move: %+v", r)
	}
}
