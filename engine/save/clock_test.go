package save // clock_test.go: games on the clock through a save and back; damaged clock fields.

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
)

// clockedGame is a 5+3 game with a side line, every move on the clock but
// one, one move to redo.
func clockedGame(t *testing.T) *engine.Game {
	t.Helper()
	g := engine.NewGame()
	g.SetTimeControl(engine.TimeControl{Base: 5 * time.Minute, Inc: 3 * time.Second})
	play := func(move string, spent time.Duration) {
		t.Helper()
		m, err := g.Position().ParseMove(move)
		if err != nil {
			t.Fatal(err)
		}
		if spent < 0 {
			err = g.Play(m)
		} else {
			err = g.PlayTimed(m, spent)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	play("32-28", 10*time.Second)
	play("17-22", 4*time.Second)
	g.Undo()
	play("19-23", 20*time.Second)
	play("28x19", -1) // off the clock
	play("14x23", 1500*time.Millisecond)
	play("33-29", 2*time.Second)
	g.Undo()
	return g
}

func TestClockSaveRoundTrip(t *testing.T) {
	for _, tree := range []bool{true, false} {
		g := clockedGame(t)
		if !tree {
			g.Goto(g.Root())
			g.GotoPath([]int{0, 1}) // onto the side line, then delete it: no tree
			g.DeleteLine()
			for g.Redo() {
			}
			g.Undo()
		}
		gs := NewGameSave(g)
		gs.TurnMillis = 7250
		if gs.TimeControl != "300+3" {
			t.Fatalf("time_control %q", gs.TimeControl)
		}
		s := New()
		s.Game = gs
		b, err := Encode(s)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode(b)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(back.Game, gs) {
			t.Fatalf("tree %v: the save differs after a round trip:\n got %+v\nwant %+v", tree, back.Game, gs)
		}
		r, err := back.Game.Replay()
		if err != nil {
			t.Fatal(err)
		}
		if r.TimeControl() != g.TimeControl() || r.Ply() != g.Ply() {
			t.Errorf("tree %v: time control %v ply %d", tree, r.TimeControl(), r.Ply())
		}
		w1, b1 := g.Clocks()
		w2, b2 := r.Clocks()
		if w1 != w2 || b1 != b2 {
			t.Errorf("tree %v: clocks %v %v, want %v %v", tree, w2, b2, w1, b1)
		}
		if !reflect.DeepEqual(r.LineClocks(), g.LineClocks()) || !reflect.DeepEqual(r.MainLineClocks(), g.MainLineClocks()) ||
			!reflect.DeepEqual(r.SideLineClocks(), g.SideLineClocks()) {
			t.Errorf("tree %v: move clocks differ: %v / %v / %v, want %v / %v / %v", tree,
				r.LineClocks(), r.MainLineClocks(), r.SideLineClocks(), g.LineClocks(), g.MainLineClocks(), g.SideLineClocks())
		}
		if back.Game.TurnMillis != 7250 {
			t.Errorf("turn_ms %d", back.Game.TurnMillis)
		}
	}
}

func TestClockSaveFlagFall(t *testing.T) {
	g := clockedGame(t)
	g.FlagFall(engine.White)
	gs := NewGameSave(g)
	if gs.Flagged != SideWhite || gs.Reason != "time forfeit" || gs.Result != "0-2" {
		t.Fatalf("flagged %q reason %q result %q", gs.Flagged, gs.Reason, gs.Result)
	}
	r, err := gs.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if res, why := r.Result(); res != engine.BlackWins || why != engine.TimeForfeit {
		t.Errorf("replayed: %v %v", res, why)
	}
	gs.Flagged = "green"
	if _, err := gs.Replay(); err == nil {
		t.Error("an unknown flagged side must be an error")
	}
}

// An older save has no clock fields: an untimed game.
func TestClockOldSaveUntimed(t *testing.T) {
	s := sampleState(t)
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	g, err := back.Game.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if !g.TimeControl().IsZero() || g.HasClocks() || back.Game.TurnMillis != 0 {
		t.Error("a save without clocks must load as a game without a clock")
	}
}

// Damaged clock fields never cost the game: it loads without a clock.
func TestClockDamagedFields(t *testing.T) {
	base := NewGameSave(clockedGame(t))
	for name, damage := range map[string]func(*GameSave){
		"short main clocks":   func(g *GameSave) { g.MainClockMillis = g.MainClockMillis[:1] },
		"long main clocks":    func(g *GameSave) { g.MainClockMillis = append(g.MainClockMillis, 5) },
		"short line clocks":   func(g *GameSave) { g.Lines[0].ClockMillis = []int64{1, 2} },
		"bad time control":    func(g *GameSave) { g.TimeControl = "forty/two" },
		"huge clock":          func(g *GameSave) { g.MainClockMillis[0] = 1 << 62 },
		"negative clocks":     func(g *GameSave) { g.MainClockMillis[0] = -77 },
		"clocks, no tree":     func(g *GameSave) { g.Main, g.Lines, g.Path, g.ClockMillis = nil, nil, nil, []int64{1} },
		"no clocks, no tree":  func(g *GameSave) { g.Main, g.Lines, g.Path, g.ClockMillis = nil, nil, nil, nil },
		"turn time negative":  func(g *GameSave) { g.TurnMillis = -5 },
		"lines clocks absent": func(g *GameSave) { g.Lines[0].ClockMillis = nil },
	} {
		gs := *base
		gs.Lines = append([]SideLine(nil), base.Lines...)
		gs.MainClockMillis = append([]int64(nil), base.MainClockMillis...)
		damage(&gs)
		s := New()
		s.Game = &gs
		b, err := Encode(s)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		back, err := Decode(b)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		g, err := back.Game.Replay()
		if err != nil {
			t.Fatalf("%s: the game is lost: %v", name, err)
		}
		if g.Ply() != 4 {
			t.Errorf("%s: ply %d", name, g.Ply())
		}
		untimed := map[string]bool{"short main clocks": true, "long main clocks": true, "short line clocks": true, "bad time control": true, "clocks, no tree": true}[name]
		if untimed && (g.HasClocks() || !g.TimeControl().IsZero()) {
			t.Errorf("%s: clocks that do not fit must leave the game without a clock", name)
		}
		if !untimed && !strings.HasPrefix(name, "no clocks") && g.TimeControl().IsZero() {
			t.Errorf("%s: the time control was lost", name)
		}
		for _, d := range g.LineClocks() {
			if d < engine.NoClock {
				t.Errorf("%s: a clock of %v", name, d)
			}
		}
	}
	// A save cut short inside the clock field is a clear error, never a panic.
	s := New()
	s.Game = base
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	for n := len(b) - 1; n > len(b)-60; n-- {
		if _, err := Decode(b[:n]); !errors.Is(err, ErrTruncated) && !errors.Is(err, ErrCorrupt) {
			t.Fatalf("cut at %d of %d: %v", n, len(b), err)
		}
	}
}
