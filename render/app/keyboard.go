package app // keyboard.go: playing on the board with the keys: a focus square moved by the arrows, Enter/Space pick and drop through the picker.

import (
	"math"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render"
	"github.com/hajimehoshi/ebiten/v2"
)

// The focus square is a cell of the board (light cells included, so that
// the arrows move one cell at a time as the eye expects). It is kept in
// board coordinates (row and column as White sees the board), so a flip
// keeps the same square in focus; the arrows move it on the screen (up is
// up whichever side is at the bottom). It is hidden until an arrow key is
// pressed and hidden again by a press of the pointer, which moves it to
// the square pressed so that the keys go on from there.
type boardFocus struct {
	row, col int
	shown    bool
}

// FocusState is the keyboard focus square in State: the square under it
// (0 on a light cell), its screen row and column (0 = top, left) and
// whether it is shown.
type FocusState struct {
	Square int  `json:"square"`
	Row    int  `json:"row"`
	Col    int  `json:"col"`
	Shown  bool `json:"shown"`
}

// focusStart is where the focus square first appears: this screen cell
// (square 28 with White at the bottom, 23 with Black), near the centre.
const focusStartRow, focusStartCol = 5, 4

// screenCell turns a board cell into a screen cell and back (the same
// mapping both ways: a flip turns the board half a turn).
func (a *App) screenCell(row, col int) (int, int) {
	if a.flipped {
		return 9 - row, 9 - col
	}
	return row, col
}

// focusSquare returns the square under the focus (0 on a light cell).
func (a *App) focusSquare() int { return engine.SquareAt(a.focus.row, a.focus.col) }

// moveFocus handles an arrow key: the first one shows the focus square
// where it is (on the selected piece if there is one), the next ones move
// it by one cell on the screen, stopping at the edges.
func (a *App) moveFocus(dRow, dCol int) {
	a.dirty, a.changed = true, true
	if !a.focus.shown {
		a.focus.shown = true
		if s := a.picker.Selected(); s != 0 {
			a.focus.row, a.focus.col = engine.Row(s), engine.Col(s)
		}
		return
	}
	r, c := a.screenCell(a.focus.row, a.focus.col)
	r, c = max(0, min(9, r+dRow)), max(0, min(9, c+dCol))
	a.focus.row, a.focus.col = a.screenCell(r, c)
}

// focusAt puts the (hidden) focus on the cell under a pointer press.
func (a *App) focusAt(x, y float64) {
	if row, col, ok := a.layout.CellAt(x, y); ok {
		a.focus.row, a.focus.col = row, col
	}
	if a.focus.shown {
		a.focus.shown = false
		a.dirty, a.changed = true, true
	}
}

// pickFocus is Enter or Space on the board: a press and release on the
// focus square, through the same steps as a click there (the game-over
// card, a move still animating, the computer's turn, the picker's
// outcomes and messages). The first press shows a hidden focus square.
func (a *App) pickFocus() {
	if !a.focus.shown {
		a.moveFocus(0, 0)
		return
	}
	sq := a.focusSquare()
	if a.mode == ModeEdit {
		a.editClick(sq)
		return
	}
	if !a.boardReady() {
		return
	}
	a.outcome(a.picker.Down(sq), sq, false)
	a.outcome(a.picker.Up(sq), sq, false)
}

// focusState is the focus square as State reports it.
func (a *App) focusState() FocusState {
	r, c := a.screenCell(a.focus.row, a.focus.col)
	return FocusState{Square: a.focusSquare(), Row: r, Col: c, Shown: a.focus.shown}
}

// drawFocus draws the focus square: a thick double outline, black outside
// and white inside, so that one of the two stands out on any square of any
// theme, and its shape (a frame round the whole cell, unlike any other
// mark) tells it without colour.
func (a *App) drawFocus(screen *ebiten.Image) {
	if !a.focus.shown || a.games.open || a.help.open {
		return
	}
	r := a.layout.CellRect(a.focus.row, a.focus.col)
	w := math.Max(2*a.scale, math.Round(a.layout.Cell*0.055))
	render.FrameRect(screen, r, w, render.FocusOuter)
	render.FrameRect(screen, r.Inset(w), w, render.FocusInner)
}

// boardKey handles the keys of the board: the arrows (in view mode left
// and right step through the game, as its buttons do), Space, and Enter
// when no move is being typed. It reports whether it took the key.
func (a *App) boardKey(in input.Intent) bool {
	switch in {
	case input.IntentUp:
		a.moveFocus(-1, 0)
	case input.IntentDown:
		a.moveFocus(1, 0)
	case input.IntentLeft, input.IntentRight:
		if a.mode == ModeView {
			if in == input.IntentLeft {
				a.button(btnViewBack)
			} else {
				a.button(btnViewForward)
			}
			return true
		}
		if in == input.IntentLeft {
			a.moveFocus(0, -1)
		} else {
			a.moveFocus(0, 1)
		}
	case input.IntentPress:
		a.pickFocus()
	case input.IntentEnter:
		if a.keys.Text.String() != "" || !a.focus.shown {
			return false // a typed move
		}
		a.pickFocus()
	default:
		return false
	}
	return true
}

// setReduced turns reduced motion on or off (the player's choice, kept).
func (a *App) setReduced(on bool) {
	a.reduced, a.motionChosen = on, true
	if on && a.anim != nil {
		a.finishAnim()
	}
	a.changed, a.dirty = true, true
}
