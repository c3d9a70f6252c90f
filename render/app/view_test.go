package app // view_test.go: view mode driven through Update, buttons, pointer events and commands, with an engine that must never be asked.

import (
	"slices"
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/job"
	"github.com/draughts/draughts/input"
)

// noEngine fails the test if view mode ever starts an engine job.
type noEngine struct{ t *testing.T }

func (e noEngine) Start(job job.Job) {
	e.t.Helper()
	e.t.Errorf("view mode started an engine job: %+v", job)
}
func (e noEngine) Cancel()                 {}
func (e noEngine) Poll() (job.Reply, bool) { return job.Reply{}, false }

var viewGame = []string{"32-28", "18-23", "37-32", "12-18"}

func newViewApp(t *testing.T, cfg Config) *App {
	t.Helper()
	cfg.Mode = ModeView
	cfg.Engine = noEngine{t}
	a, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	a.w, a.h, a.scale = 800, 600, 1
	a.relayout()
	return a
}

// settle runs Update until no move animates (and a few ticks more, so a
// due engine job would have started).
func settle(t *testing.T, a *App) State {
	t.Helper()
	tick(t, a, "the animation to end", func(s State) bool { return !s.Animating })
	for range 40 {
		_ = a.Update()
	}
	return a.State()
}

// pressButton clicks the panel button whose label starts with prefix.
func pressButton(t *testing.T, a *App, prefix string) {
	t.Helper()
	for _, b := range a.State().Buttons {
		if strings.HasPrefix(b.Label, prefix) {
			x, y := b.X*a.layout.Scale, b.Y*a.layout.Scale
			a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: x, Y: y}, {Kind: input.PointerUp, X: x, Y: y}})
			return
		}
	}
	t.Fatalf("no button %q in %+v", prefix, a.State().Buttons)
}

func clickSquare(a *App, from, to int) {
	x0, y0 := a.layout.Center(from)
	x1, y1 := a.layout.Center(to)
	a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: x0, Y: y0}, {Kind: input.PointerUp, X: x0, Y: y0}})
	a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: x1, Y: y1}, {Kind: input.PointerUp, X: x1, Y: y1}})
}

func TestViewModeNavigates(t *testing.T) {
	a := newViewApp(t, Config{Moves: viewGame})
	s := settle(t, a)
	if s.Mode != "view" || s.Ply != 0 || !s.CanRedo || s.Thinking || s.Engine != "" || strings.Join(s.Record, " ") != strings.Join(viewGame, " ") {
		t.Fatalf("a game to view starts at its beginning, with no engine: %+v", s)
	}
	var labels []string
	for _, b := range s.Buttons {
		labels = append(labels, b.Label)
	}
	for _, gone := range []string{"New game", "Undo", "Redo", "Hint", "Resign", "Level -", "vs computer"} {
		if slices.Contains(labels, gone) {
			t.Errorf("button %q shown in view mode: %v", gone, labels)
		}
	}
	for _, want := range []string{"« Start", "‹ Back", "Next ›", "End »", "Flip"} {
		if !slices.Contains(labels, want) {
			t.Errorf("button %q missing in view mode: %v", want, labels)
		}
	}

	pressButton(t, a, "Next")
	if s = settle(t, a); s.Ply != 1 || s.Moves[0] != "32-28" || len(s.LastMove) == 0 {
		t.Fatalf("after Next: %+v", s)
	}
	pressButton(t, a, "Next")
	pressButton(t, a, "Next")
	if s = settle(t, a); s.Ply != 3 {
		t.Fatalf("after two more Next: ply %d", s.Ply)
	}
	pressButton(t, a, "‹ Back")
	if s = settle(t, a); s.Ply != 2 || !s.CanRedo {
		t.Fatalf("after Back: %+v", s)
	}
	pressButton(t, a, "End")
	if s = settle(t, a); s.Ply != 4 || s.CanRedo || strings.Join(s.Moves, " ") != strings.Join(viewGame, " ") {
		t.Fatalf("after End: %+v", s)
	}
	for _, b := range s.Buttons {
		if (b.Label == "Next ›" || b.Label == "End »") && b.Enabled {
			t.Errorf("%s enabled at the end of the game", b.Label)
		}
	}
	pressButton(t, a, "« Start")
	if s = settle(t, a); s.Ply != 0 || !s.CanRedo {
		t.Fatalf("after Start: %+v", s)
	}
	// The keys: Right/Left are the redo/undo intents, Home/End their own.
	a.viewKey(input.IntentEnd)
	a.viewKey(input.IntentUndo)
	if s = settle(t, a); s.Ply != 3 {
		t.Fatalf("End then Left: ply %d", s.Ply)
	}
	a.viewKey(input.IntentStart)
	a.viewKey(input.IntentRedo)
	if s = settle(t, a); s.Ply != 1 {
		t.Fatalf("Home then Right: ply %d", s.Ply)
	}
	// The move list: a click on a move goes there.
	for _, c := range a.moveListCells(record(a.game)) {
		if c.ply == 3 {
			x, y := c.r.Center()
			a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: x, Y: y}, {Kind: input.PointerUp, X: x, Y: y}})
		}
	}
	if s = settle(t, a); s.Ply != 3 || s.Moves[2] != "37-32" {
		t.Fatalf("after a click on 37-32 in the move list: ply %d %v", s.Ply, s.Moves)
	}
	// Flip still works.
	pressButton(t, a, "Flip")
	if s = settle(t, a); !s.Flipped {
		t.Fatal("Flip did nothing in view mode")
	}
}

func TestViewModeTakesNoMoves(t *testing.T) {
	a := newViewApp(t, Config{Moves: viewGame})
	before := settle(t, a)
	clickSquare(a, 32, 28) // a white man with a legal move at the start
	s := settle(t, a)
	if s.FEN != before.FEN || s.Ply != 0 || s.Selected != 0 || !strings.HasPrefix(s.Message, "View only") {
		t.Fatalf("a click on a piece changed the game or was not explained: %+v", s)
	}
	// A drag does nothing either.
	x0, y0 := a.layout.Center(32)
	x1, y1 := a.layout.Center(28)
	a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: x0, Y: y0}, {Kind: input.PointerMove, X: x1, Y: y1}, {Kind: input.PointerUp, X: x1, Y: y1}})
	a.command(Command{Name: "move", Arg: "32-28"})
	a.command(Command{Name: "hint"})
	a.command(Command{Name: "resign"})
	if s = settle(t, a); s.FEN != before.FEN || s.Result != "*" || s.Hint != "" || !s.CanRedo {
		t.Fatalf("view mode played, hinted or resigned: %+v", s)
	}
	// Undo and redo from the host step through the record too.
	a.command(Command{Name: "redo"})
	a.command(Command{Name: "redo"})
	a.command(Command{Name: "undo"})
	if s = settle(t, a); s.Ply != 1 || !s.CanRedo {
		t.Fatalf("host undo/redo: %+v", s)
	}
}

func TestViewModeLoadsAndEnds(t *testing.T) {
	a := newViewApp(t, Config{})
	// A game loaded by the host (setPosition / loadPDN send "fen") is shown
	// from its beginning; at its end the result shows.
	a.command(Command{Name: "fen", Arg: "W:W32:B27", Moves: []string{"32x21"}})
	s := settle(t, a)
	if s.Mode != "view" || s.Ply != 0 || s.Result != "*" || !s.CanRedo {
		t.Fatalf("loaded game: %+v", s)
	}
	pressButton(t, a, "End")
	s = settle(t, a)
	if s.Ply != 1 || s.Result != "2-0" || !strings.Contains(a.statusText(), "White wins") {
		t.Fatalf("at the end: %+v (status %q)", s, a.statusText())
	}
	// A position without moves: nothing to step through.
	a.command(Command{Name: "fen", Arg: "B:W32,K45:B19"})
	s = settle(t, a)
	if s.Ply != 0 || s.CanRedo || s.CanUndo || s.Turn != "black" {
		t.Fatalf("a set position: %+v", s)
	}
	// Switching to another mode brings the usual buttons back, and the
	// mode button never cycles into view mode.
	a.command(Command{Name: "mode", Arg: "two-player"})
	if !slices.ContainsFunc(a.State().Buttons, func(b Button) bool { return b.Label == "Offer draw" }) {
		t.Fatalf("buttons after leaving view mode: %+v", a.State().Buttons)
	}
}

func TestViewMoveListShowsTheCurrentMove(t *testing.T) {
	g := engine.NewGame()
	for g.Ply() < 160 {
		ms := g.LegalMoves()
		if len(ms) == 0 {
			break
		}
		if err := g.Play(ms[g.Ply()%len(ms)]); err != nil {
			t.Fatal(err)
		}
	}
	a := newViewApp(t, Config{Moves: g.Notation()})
	for _, size := range [][2]int{{800, 600}, {360, 640}, {1280, 400}} {
		a.w, a.h = size[0], size[1]
		a.relayout()
		for ply := 1; ply <= g.Ply(); ply++ {
			a.viewGoto(ply)
			found := false
			for _, c := range a.moveListCells(record(a.game)) {
				if c.ply == ply {
					found = true
					if !a.layout.MoveList.Contains(c.r.Center()) {
						t.Fatalf("%v: move %d drawn outside the move list: %+v", size, ply, c.r)
					}
					if a.viewListAt(c.r.Center()) != ply {
						t.Fatalf("%v: a click on move %d does not find it", size, ply)
					}
				}
			}
			if !found {
				t.Fatalf("%v: the current move %d of %d is not in the move list", size, ply, g.Ply())
			}
		}
	}
}
