package app // view.go: view mode: a game shown move by move, with navigation buttons, keys and a clickable move list, and no moves played.

import (
	"fmt"
	"image/color"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/geom"
	"github.com/hajimehoshi/ebiten/v2"
)

// View mode steps through the game record with Undo and Redo: the moves
// after the current point stay in the record as redo moves, so nothing is
// lost while the visitor goes back and forth. No engine job starts (only
// the play, watch and analysis modes start one) and the picker stays
// disabled (humanTurn is false), so the board never takes a move.

// Panel buttons per mode, in panel order (ids from control.go).
var (
	viewPanel = []int{btnViewStart, btnViewBack, btnViewForward, btnViewEnd, btnFlip, btnReview}
	// The analysis board: both sides free, stepping through the game, side
	// lines promoted or deleted, the engine's top three lines on request.
	analysisPanel = []int{btnViewStart, btnViewBack, btnViewForward, btnViewEnd, btnFlip,
		btnPromote, btnDelete, btnTop3, btnReview}
)

// panelButtons returns the ids of the buttons shown in the current mode:
// Home first, the mode's own, the menu last; the settings are in their
// own menu (settings.go), the rest in the game's menu (menu.go).
func (a *App) panelButtons() []int {
	if playMode(a.mode) {
		if a.over() {
			return overPanel
		}
		return gamePanel
	}
	var p []int
	switch a.mode {
	case ModeView:
		p = viewPanel
	case ModeAnalysis:
		p = analysisPanel
	case ModeEdit:
		p = editPanel
	}
	if tp, ok := trainPanel(a.mode); ok {
		p = tp
	}
	out := append([]int{btnHome}, p...)
	return append(out, btnMenu)
}

// buttonID returns the id of the button at layout index i (-1 for none).
func (a *App) buttonID(i int) int {
	if i < 0 || i >= len(a.panel) {
		return -1
	}
	return a.panel[i]
}

// recordLen returns the number of moves in the whole record, redo moves included.
func recordLen(g *engine.Game) int {
	c := g.Clone()
	for c.Redo() {
	}
	return c.Ply()
}

// record returns the whole record in PDN notation, redo moves included.
func record(g *engine.Game) []string {
	c := g.Clone()
	for c.Redo() {
	}
	return c.Notation()
}

// viewGoto moves the current point to ply (clamped to the record), without
// animation.
func (a *App) viewGoto(ply int) {
	g := a.game
	for g.Ply() > ply && g.Undo() {
	}
	for g.Ply() < ply && g.Redo() {
	}
	a.message = ""
	a.positionChanged()
}

// viewForward steps one move forward and animates it.
func (a *App) viewForward() {
	if !a.game.CanRedo() {
		return
	}
	before := a.game.Position()
	a.game.Redo()
	a.message = ""
	a.positionChanged()
	m := a.game.Moves()[a.game.Ply()-1]
	a.animMove = m
	if a.reduced {
		a.finishAnim() // reduced motion: the move appears at once
		return
	}
	a.anim = render.NewAnim(before, m)
}

// viewButtonEnabled, viewButtonLabel and viewButton handle the navigation
// buttons; ok is false for other buttons.
func (a *App) viewButtonEnabled(id int) (enabled, ok bool) {
	switch id {
	case btnViewStart, btnViewBack:
		return a.game.Ply() > 0, true
	case btnViewForward, btnViewEnd:
		return a.game.CanRedo(), true
	}
	return false, false
}

func (a *App) viewButtonLabel(id int) (string, bool) {
	switch id {
	case btnViewStart:
		return a.tr("btn.view.start"), true
	case btnViewBack:
		return a.tr("btn.view.back"), true
	case btnViewForward:
		return a.tr("btn.view.forward"), true
	case btnViewEnd:
		return a.tr("btn.view.end"), true
	}
	return "", false
}

func (a *App) viewButton(id int) bool {
	switch id {
	case btnViewStart:
		a.viewGoto(0)
	case btnViewBack:
		a.viewGoto(a.game.Ply() - 1)
	case btnViewForward:
		a.viewForward()
	case btnViewEnd:
		a.viewGoto(recordLen(a.game))
	default:
		return false
	}
	return true
}

// viewKey runs a navigation key in view mode (Left/Right, Home/End, and
// the undo/redo shortcuts); it reports whether the intent was taken.
func (a *App) viewKey(in input.Intent) bool {
	switch in {
	case input.IntentUndo:
		a.button(btnViewBack)
	case input.IntentRedo:
		a.button(btnViewForward)
	case input.IntentStart:
		a.button(btnViewStart)
	case input.IntentEnd:
		a.button(btnViewEnd)
	case input.IntentHint, input.IntentNewGame, input.IntentEnter:
		if a.mode != ModeView {
			return false // the analysis board takes typed moves
		}
		a.keys.Text.Clear() // nothing to play or ask for here
	default:
		return false
	}
	return true
}

// viewStatus is the status line in view mode.
func (a *App) viewStatus() string {
	return a.tr("status.view", a.sideName(a.game.Position().Side()), a.game.Ply(), recordLen(a.game))
}

// listCell is one move of the view-mode move list on the screen.
type listCell struct {
	ply  int // the move is the ply-th of the record (1-based): clicking goes there
	text string
	r    geom.Rect
	num  bool         // a move number, not a move
	node *engine.Node // the tree list's move (movetree.go)
	side bool         // in a side line
}

// moveListCells lays out notes (the game's moves in PDN, from its start) in
// the move-list rectangle: rows of "n. white black", in as many columns as
// fit, scrolled by whole columns so that the current move is visible. The
// view mode passes the whole record, the other modes the moves played.
func (a *App) moveListCells(notes []string) []listCell {
	l := a.layout
	r := a.listRect()
	if r.H < l.LineH {
		return nil
	}
	first := a.game.Start().Side()
	type row struct {
		num      string
		plies    [2]int // 0 = empty slot
		blackOff bool   // the row starts with Black's move ("n... m")
	}
	var rows []row
	rowOf := make([]int, len(notes)+1) // row of each ply (1-based)
	for i := 0; i < len(notes); {
		n, dots := moveNo(first, i)
		if dots == "..." {
			rows = append(rows, row{num: fmt.Sprintf("%d...", n), plies: [2]int{0, i + 1}, blackOff: true})
			rowOf[i+1] = len(rows) - 1
			i++
			continue
		}
		rw := row{num: fmt.Sprintf("%d.", n), plies: [2]int{i + 1, 0}}
		rowOf[i+1] = len(rows)
		if i+1 < len(notes) {
			rw.plies[1] = i + 2
			rowOf[i+2] = len(rows)
		}
		rows = append(rows, rw)
		i += 2
	}
	colW := l.Font * 11
	cols := max(1, int(r.W/colW))
	colW = r.W / float64(cols)
	perCol := max(1, int(r.H/l.LineH))
	capacity := perCol * cols
	start := 0
	if cur := rowOf[min(a.game.Ply(), len(notes))]; len(rows) > capacity && cur >= capacity {
		start = (cur/perCol - cols + 1) * perCol
		if cols == 1 {
			start = cur - perCol + 1 // one column: the current move on the last line, the list full
		}
	}
	numW := l.Font * 2.6
	moveW := (colW - numW - l.Font*0.4) / 2
	var cells []listCell
	for i := start; i < len(rows) && i-start < capacity; i++ {
		c, k := (i-start)/perCol, (i-start)%perCol
		x, y := r.X+float64(c)*colW, r.Y+float64(k)*l.LineH
		cells = append(cells, listCell{text: rows[i].num, r: geom.Rect{X: x, Y: y, W: numW, H: l.LineH}, num: true})
		for j, p := range rows[i].plies {
			if p == 0 {
				continue
			}
			text := notes[p-1]
			if m, ok := a.reviewAt(p); ok {
				text += reviewMark(m.Label)
			}
			cells = append(cells, listCell{ply: p, text: text, r: geom.Rect{X: x + numW + float64(j)*moveW, Y: y, W: moveW, H: l.LineH}})
		}
	}
	return cells
}

// drawViewMoveList draws the whole record with the current move marked and
// the moves still to come dimmed.
func (a *App) drawViewMoveList(screen *ebiten.Image, t render.Theme, face render.Face) {
	ply := a.game.Ply()
	inset := a.layout.Font * 0.25
	const k = 0x70 // the mark's opacity (premultiplied below)
	mark := color.RGBA{uint8(int(t.Accent.R) * k / 255), uint8(int(t.Accent.G) * k / 255), uint8(int(t.Accent.B) * k / 255), k}
	for _, c := range a.moveListCells(record(a.game)) {
		cs := render.Scale(t.PanelText)
		switch {
		case c.num:
			cs.ScaleAlpha(0.7)
		case c.ply == ply:
			a.fillRound(screen, geom.Rect{X: c.r.X - inset, Y: c.r.Y + 1, W: c.r.W, H: c.r.H - 2}, float32(c.r.H*0.2), mark)
		case c.ply > ply:
			cs.ScaleAlpha(0.5)
		}
		render.DrawText(screen, c.text, face, c.r.X, c.r.Y, c.r.W-inset, c.r.H, render.AlignStart, cs)
	}
}

// viewListAt returns the ply of the move under (x, y) in the move list, or 0.
func (a *App) viewListAt(x, y float64) int {
	if !a.layout.MoveList.Contains(x, y) || hasSideLines(a.game.Root()) {
		return 0
	}
	for _, c := range a.moveListCells(record(a.game)) {
		if !c.num && c.r.Contains(x, y) {
			return c.ply
		}
	}
	return 0
}

// viewListClick jumps to the move under (x, y) in the move list, if any.
func (a *App) viewListClick(x, y float64) bool {
	if n := a.treeNodeAt(x, y); n != nil {
		a.gotoNode(n)
		return true
	}
	if ply := a.viewListAt(x, y); ply > 0 {
		a.viewGoto(ply)
		return true
	}
	return false
}
