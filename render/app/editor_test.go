package app // editor_test.go: the position editor: placing pieces with the pointer, each refused position, then play from it.

import (
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/i18n"
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
	pressButton(t, a, "vs computer")
	if s := a.State(); s.Mode != "edit" || !strings.Contains(s.Message, "3") || !a.msgErr || !strings.Contains(s.Edit.Problem, "king") {
		t.Fatalf("man on the far row: %q / %q", s.Message, s.Edit.Problem)
	}
	clickSquareAt(a, 3) // the tool is a black man: replaces it
	pressButton(t, a, "Erase")
	clickSquareAt(a, 3)
	// Black to move without black pieces.
	pressButton(t, a, "Erase")
	clickSquareAt(a, 19)
	pressButton(t, a, "Turn: White") // now Black to move
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
	pressButton(t, a, "vs computer")
	s := a.State()
	if s.Mode != "play" || s.Human != "black" || s.StartFEN != "B:W46:B19,37,41" || s.Turn != "black" {
		t.Fatalf("play from the editor: %+v", s)
	}
	a.command(Command{Name: "move", Arg: "19-23"})
	tick(t, a, "the move", func(s State) bool { return len(s.Moves) == 1 && !s.Animating })
}

// TestEditorCancelKeepsTheGame: Cancel leaves the editor for the mode it
// was opened from, the game exactly as it was (moves, side lines, serial,
// the board's turn), whatever was set up meanwhile.
func TestEditorCancelKeepsTheGame(t *testing.T) {
	for _, mode := range []Mode{ModeTwoPlayers, ModeAnalysis} {
		a := newApp(t, Config{Mode: mode})
		playMoves(t, a, "32-28", "19-23", "28x19", "14x23")
		a.setFlipped(true)
		before := a.State()
		pressButton(t, a, "Menu")
		pressButton(t, a, "Set up")
		if s := a.State(); s.Mode != "edit" {
			t.Fatalf("%v: not editing: %s", mode, s.Mode)
		}
		pressButton(t, a, "Clear")
		clickSquareAt(a, 33)
		pressButton(t, a, "Turn: White")
		pressButton(t, a, "Cancel")
		s := a.State()
		if s.Mode != mode.String() || s.FEN != before.FEN || strings.Join(s.Moves, " ") != strings.Join(before.Moves, " ") ||
			s.GameSerial != before.GameSerial || s.Flipped != before.Flipped || s.StartFEN != before.StartFEN || s.Edit != nil {
			t.Fatalf("%v: after Cancel %s %s %v serial %d flipped %v; before %s %v serial %d", mode, s.Mode, s.FEN, s.Moves, s.GameSerial, s.Flipped, before.FEN, before.Moves, before.GameSerial)
		}
		if !strings.Contains(s.Message, "cancelled") {
			t.Errorf("%v: message %q", mode, s.Message)
		}
	}
	// Play against the computer: the human's side and the board's turn stay.
	a := newApp(t, Config{Mode: ModePlay, Human: engine.Black, Level: 1, Moves: []string{"32-28", "19-23"}})
	a.setFlipped(true)
	a.startEdit()
	pressButton(t, a, "Cancel")
	if s := a.State(); s.Mode != "play" || s.Human != "black" || strings.Join(s.Moves, " ") != "32-28 19-23" || !s.Flipped {
		t.Fatalf("play after Cancel: %s %s %v flipped %v", s.Mode, s.Human, s.Moves, s.Flipped)
	}
}

// TestEditorLabelsFit: every editor button's label fits its button, in
// both languages, at the sizes players use.
func TestEditorLabelsFit(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.EN, i18n.ZH} {
		for _, sz := range [][3]float64{{1280, 800, 1}, {1024, 640, 1}, {390, 844, 3}, {360, 640, 2}, {1920, 1080, 1}} {
			a := newApp(t, Config{Mode: ModeEdit, Lang: lang, Host: &keeperHost{}})
			a.w, a.h, a.scale = int(sz[0]*sz[2]), int(sz[1]*sz[2]), sz[2]
			a.relayout()
			f := a.fonts.Face(a.layout.Font, false)
			for _, side := range []engine.Color{engine.White, engine.Black} {
				a.edit.side = side
				for i, r := range a.layout.Buttons {
					if lab := a.buttonLabel(a.buttonID(i)); render.Width(lab, f) > r.W-8 {
						t.Errorf("%v %v: %q is %.0f px wide in a %.0f px button", lang, sz, lab, render.Width(lab, f), r.W-8)
					}
				}
			}
		}
	}
}
