package app // editor_test.go: the position editor: placing pieces with the pointer, each refused position, then play from it.

import (
	"strings"
	"testing"

	"github.com/draughts/draughts/input"
)

func clickSquareAt(a *App, s int) {
	x, y := a.layout.Center(s)
	a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: x, Y: y}, {Kind: input.PointerUp, X: x, Y: y}})
}

func TestEditorRefusesEachIllegalKindThenPlays(t *testing.T) {
	a := newApp(t, Config{Mode: ModeEdit, FEN: "W:W31-50:B1-20"})
	if s := a.State(); s.Mode != "edit" || s.Edit == nil || s.Edit.Problem != "" {
		t.Fatalf("editor at start: %+v", s.Edit)
	}
	pressButton(t, a, "Clear")
	pressButton(t, a, "White man")
	clickSquareAt(a, 3) // a white man on its crowning row
	clickSquareAt(a, 33)
	pressButton(t, a, "Black man")
	clickSquareAt(a, 19)
	pressButton(t, a, "Play computer")
	if s := a.State(); s.Mode != "edit" || !strings.Contains(s.Message, "3") || !a.msgErr || !strings.Contains(s.Edit.Problem, "king") {
		t.Fatalf("man on the far row: %q / %q", s.Message, s.Edit.Problem)
	}
	clickSquareAt(a, 3) // the tool is a black man: replaces it
	pressButton(t, a, "Erase")
	clickSquareAt(a, 3)
	// Black to move without black pieces.
	pressButton(t, a, "Erase")
	clickSquareAt(a, 19)
	pressButton(t, a, "White to move") // now Black to move
	pressButton(t, a, "Two players")
	if s := a.State(); s.Mode != "edit" || !strings.Contains(s.Message, "no pieces") {
		t.Fatalf("side to move without pieces: %q", s.Message)
	}
	// More than 20 pieces of a side.
	pressButton(t, a, "Start position")
	pressButton(t, a, "White man")
	clickSquareAt(a, 25)
	pressButton(t, a, "Analyse")
	if s := a.State(); s.Mode != "edit" || !strings.Contains(s.Message, "21 pieces") {
		t.Fatalf("21 white pieces: %q", s.Message)
	}
	// A fine position: the side not to move (White) has no move at all, which is allowed.
	a.command(Command{Name: "fen", Arg: "B:W46:B41,37,19"})
	if s := a.State(); s.Edit.Problem != "" || s.Edit.FEN != "B:W46:B19,37,41" {
		t.Fatalf("FEN into the editor: %+v", s.Edit)
	}
	pressButton(t, a, "Play computer")
	s := a.State()
	if s.Mode != "play" || s.Human != "black" || s.StartFEN != "B:W46:B19,37,41" || s.Turn != "black" {
		t.Fatalf("play from the editor: %+v", s)
	}
	a.command(Command{Name: "move", Arg: "19-23"})
	tick(t, a, "the move", func(s State) bool { return len(s.Moves) == 1 && !s.Animating })
}
