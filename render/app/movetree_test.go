package app // movetree_test.go: side lines on the analysis board: kept, shown in the move list, clicked, promoted, deleted.

import (
	"reflect"
	"testing"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/input"
)

func playMoves(t *testing.T, a *App, moves ...string) {
	t.Helper()
	for _, m := range moves {
		a.command(Command{Name: "move", Arg: m})
		tick(t, a, "move "+m, func(s State) bool { return !s.Animating })
		if a.msgErr {
			t.Fatalf("move %s: %s", m, a.message)
		}
	}
}

func TestAnalysisSideLines(t *testing.T) {
	a := newApp(t, Config{Mode: ModeAnalysis})
	playMoves(t, a, "32-28", "18-23", "37-32", "12-18")
	pressButton(t, a, "‹ Back")
	pressButton(t, a, "‹ Back")
	playMoves(t, a, "33-29") // a side line: the game is not destroyed
	s := a.State()
	if !reflect.DeepEqual(s.Path, []int{0, 0, 1}) || s.Tree == nil || len(s.Tree.Lines) != 1 ||
		!reflect.DeepEqual(s.Tree.Main, []string{"32-28", "18-23", "37-32", "12-18"}) {
		t.Fatalf("after a side line: path %v tree %+v", s.Path, s.Tree)
	}
	// The move list shows both lines; a click on the main line's 12-18 goes there.
	cells := a.treeCells(a.listFace())
	var texts []string
	for _, c := range cells {
		texts = append(texts, c.text)
	}
	want := []string{"1. 32-28", "18-23", "2. 37-32", "(2. 33-29)", "2... 12-18"}
	if !reflect.DeepEqual(texts, want) {
		t.Fatalf("tree list %q, want %q", texts, want)
	}
	x, y := cells[4].r.Center()
	a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: x, Y: y}, {Kind: input.PointerUp, X: x, Y: y}})
	if s := a.State(); !reflect.DeepEqual(s.Path, []int{0, 0, 0, 0}) || s.Ply != 4 {
		t.Fatalf("after a click on 12-18: path %v", s.Path)
	}
	x, y = cells[3].r.Center()
	a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: x, Y: y}, {Kind: input.PointerUp, X: x, Y: y}})
	if s := a.State(); !reflect.DeepEqual(s.Moves, []string{"32-28", "18-23", "33-29"}) {
		t.Fatalf("after a click on the side line: %v", s.Moves)
	}
	// Promote, then delete.
	pressButton(t, a, "Promote line")
	if s := a.State(); !reflect.DeepEqual(s.Tree.Main, []string{"32-28", "18-23", "33-29"}) {
		t.Fatalf("after promote: main %v", s.Tree.Main)
	}
	a.gotoNode(a.game.Root().Children()[0].Children()[0].Children()[1]) // 37-32, now the side line
	pressButton(t, a, "Delete line")
	if s := a.State(); s.Tree != nil || s.Ply != 2 {
		t.Fatalf("after delete: %+v", s.Tree)
	}
}

func TestPlayModeKeepsTheOldLineAsASideLine(t *testing.T) {
	a := newApp(t, Config{Mode: ModeTwoPlayers})
	playMoves(t, a, "32-28", "18-23", "37-32")
	a.command(Command{Name: "undo"})
	a.command(Command{Name: "undo"})
	playMoves(t, a, "19-23")
	s := a.State()
	if !reflect.DeepEqual(s.Moves, []string{"32-28", "19-23"}) || s.Tree == nil ||
		!reflect.DeepEqual(s.Tree.Main, []string{"32-28", "19-23"}) || !reflect.DeepEqual(s.Path, []int{0, 0}) {
		t.Fatalf("the game played is the main line: %+v %+v", s.Moves, s.Tree)
	}
	if l := s.Tree.Lines; len(l) != 1 || !reflect.DeepEqual(l[0].Moves, []string{"18-23", "37-32"}) {
		t.Fatalf("the old line is kept: %+v", l)
	}
}

func TestLoadedPDNVariationsInView(t *testing.T) {
	games, errs := engine.ParsePDN("1. 32-28 (1. 33-29 {ok}) 18-23 2. 37-32 *")
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	a := newApp(t, Config{Mode: ModeView, Game: games[0].Game})
	if s := a.State(); s.Ply != 0 || s.Tree == nil || len(s.Tree.Lines) != 1 {
		t.Fatalf("view of a PDN with a variation: %+v", s)
	}
	for _, c := range a.treeCells(a.listFace()) {
		if c.text == "(1. 33-29)" {
			x, y := c.r.Center()
			a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: x, Y: y}, {Kind: input.PointerUp, X: x, Y: y}})
		}
	}
	if s := a.State(); !reflect.DeepEqual(s.Moves, []string{"33-29"}) {
		t.Fatalf("view: a click on the variation: %v", s.Moves)
	}
}
