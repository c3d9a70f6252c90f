package keep // clock_test.go: a game on the clock is saved with its clocks and comes back with them.

import (
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render/app"
)

func TestClockSavedAndRestored(t *testing.T) {
	store := &save.MemoryStore{}
	o := save.Open(store, time.Now())
	h := New(nil, o.Keeper, o.State)
	g := engine.NewGame()
	g.SetTimeControl(engine.TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second})
	for i, m := range []string{"32-28", "19-23", "28x19"} {
		mv, err := g.Position().ParseMove(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.PlayTimed(mv, time.Duration(i+1)*time.Second); err != nil {
			t.Fatal(err)
		}
	}
	s := stateOf(g, "play")
	s.Clock = app.NewClockState(g, true, 4500*time.Millisecond)
	if c := s.Clock; c.Control != "5+3" || c.Running != "black" || c.TurnMs != 4500 || c.White != 302000 || c.Black != 296500 {
		t.Fatalf("clock state %+v", c)
	}
	h.Publish(s)
	gs := h.State().Game
	if gs == nil || gs.TimeControl != "300+3" || gs.TurnMillis != 4500 || len(gs.ClockMillis) != 3 || gs.ClockMillis[2] != 302000 {
		t.Fatalf("saved %+v", gs)
	}
	// The next visit: the same clocks, and the time already spent on the move.
	o2 := save.Open(store, time.Now())
	h2 := New(nil, o2.Keeper, o2.State)
	cfg := h2.Restore(app.Config{})
	if cfg.Game == nil || cfg.TurnSpent != 4500*time.Millisecond {
		t.Fatalf("restored turn time %v", cfg.TurnSpent)
	}
	if cfg.Game.TimeControl() != g.TimeControl() {
		t.Errorf("restored time control %v", cfg.Game.TimeControl())
	}
	w1, b1 := g.Clocks()
	if w2, b2 := cfg.Game.Clocks(); w1 != w2 || b1 != b2 {
		t.Errorf("restored clocks %v %v, want %v %v", w2, b2, w1, b1)
	}

	// A flag fall is saved as such and comes back.
	g.FlagFall(engine.Black)
	s = stateOf(g, "play")
	s.Clock = app.NewClockState(g, true, 0)
	if s.Clock.Running != "" {
		t.Errorf("a finished game's clocks stop: %+v", s.Clock)
	}
	h.Publish(s)
	if gs := h.State().Game; gs.Flagged != save.SideBlack || gs.Reason != "time forfeit" {
		t.Fatalf("saved flag fall %+v", gs)
	}
	o3 := save.Open(store, time.Now())
	cfg = New(nil, o3.Keeper, o3.State).Restore(app.Config{})
	if r, why := cfg.Game.Result(); r != engine.WhiteWins || why != engine.TimeForfeit {
		t.Errorf("restored result %v %v", r, why)
	}
}

// A paused game on the clock, continued from the Games list, comes back
// with its clocks; one lost on time is reopened like a resigned one.
func TestClockContinuedGame(t *testing.T) {
	g := engine.NewGame()
	g.SetTimeControl(engine.TimeControl{Base: time.Minute})
	if err := g.PlayTimed(g.Position().LegalMoves()[0], 7*time.Second); err != nil {
		t.Fatal(err)
	}
	g.FlagFall(engine.Black)
	gs := save.NewGameSave(g)
	h := New(nil, nil, save.New())
	h.continueGame(gs)
	for {
		c, ok := h.Command()
		if !ok {
			t.Fatal("no fen command")
		}
		if c.Name != "fen" {
			continue
		}
		if c.Game == nil {
			t.Fatal("the game on the clock was not passed whole")
		}
		if w, b := c.Game.Clocks(); w != 53*time.Second || b != time.Minute {
			t.Errorf("continued clocks %v %v", w, b)
		}
		if r, _ := c.Game.Result(); r != engine.Ongoing {
			t.Errorf("a game lost on time continues reopened: %v", r)
		}
		return
	}
}
