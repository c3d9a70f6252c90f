package app // sheet.go: the sheets (home, new game, settings, the game's menu, confirmations): full-size controls in rows, drawn over the game, with one layout for drawing and hit-testing.

import (
	"image/color"
	"math"

	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/geom"
	"github.com/hajimehoshi/ebiten/v2"
)

// A sheet is a screen of controls laid out in rows: the home screen, the
// new-game dialog, the settings, the game's menu and the confirmations. Its
// contents are built afresh from the app's state each time (sheetRows), so
// a label never goes stale; a control is named by its action (sheetAct).
// While a sheet is open its controls replace the panel's in state().buttons,
// and nothing reaches the board.

// sheetID names a sheet.
type sheetID int

const (
	sheetNone sheetID = iota
	sheetHome
	sheetNewGame
	sheetSettings
	sheetMenu
	sheetConfirm
)

var sheetScreens = [...]string{sheetNone: "", sheetHome: "home", sheetNewGame: "newgame", sheetSettings: "settings", sheetMenu: "menu", sheetConfirm: "confirm"}

// cell is one control of a sheet.
type cell struct {
	act    string // what it does (sheetAct)
	label  string
	sub    string // a second, smaller line (the home screen's explanations)
	on     bool   // the chosen one of a group
	off    bool   // does nothing now
	danger bool   // destroys something (Resign): drawn apart in the error colour
}

// sheetRow is a row of controls with an optional heading above and note below.
type sheetRow struct {
	head  string
	note  string
	cells []cell
	minW  float64 // narrowest cell in CSS pixels; cells wrap onto more lines below it
	tall  bool    // cells with a second line
}

// sheetState is what stays between frames.
type sheetState struct {
	id    sheetID
	back  sheetID // where Back and Escape go (sheetNone: the game)
	press int     // index of the cell pressed, -1 none
	focus int     // index of the keyboard's cell, -1 none
	// confirm is the action a confirmation sheet runs on Yes ("resign",
	// "new", "side", ...); then is the sheet to go to after it.
	confirm string
	ng      newGameChoice // the new-game dialog's choices (newgame.go)
}

// Sheet layout tuning, in CSS pixels.
const (
	sheetMaxW     = 620.0
	sheetHomeMaxW = 760.0
	sheetMargin   = 10.0
	sheetMinRow   = 44.0 // the usual minimum for a touch target
)

// sheetLayout is a sheet's geometry, shared by drawing and hit-testing.
type sheetLayout struct {
	box, title  geom.Rect
	font, lineH float64
	texts       []sheetText
	rects       []geom.Rect // one per cell, in row order
	cells       []cell
	tall        []bool
	groups      []string // the heading of each cell's row
}

type sheetText struct {
	r    geom.Rect
	s    string
	note bool
}

func (a *App) sheetOpen() bool { return a.sh.id != sheetNone }

// openSheet shows sheet id; back is where Back and Escape lead.
func (a *App) openSheet(id, back sheetID) {
	if a.sh.id == sheetNone && id != sheetNone {
		a.picker.Cancel()
		a.publishPending()
	}
	a.sh.id, a.sh.back, a.sh.press, a.sh.focus = id, back, -1, -1
	a.changed, a.dirty = true, true
}

// closeSheet goes back: to the sheet it came from, or to the game.
func (a *App) closeSheet() {
	if a.sh.id == sheetHome && !a.homeCanLeave() {
		return // nothing behind the home screen yet
	}
	a.openSheet(a.sh.back, sheetNone)
}

// sheetContents returns the open sheet's title and rows.
func (a *App) sheetContents() (string, []sheetRow) {
	switch a.sh.id {
	case sheetHome:
		return a.homeRows()
	case sheetNewGame:
		return a.newGameRows()
	case sheetSettings:
		return a.settingsRows()
	case sheetMenu:
		return a.menuRows()
	case sheetConfirm:
		return a.confirmRows()
	}
	return "", nil
}

// sheetAct runs the action of a cell of the open sheet.
func (a *App) sheetAct(act string) {
	switch a.sh.id {
	case sheetHome:
		a.homeAct(act)
	case sheetNewGame:
		a.newGameAct(act)
	case sheetSettings:
		a.settingsAct(act)
	case sheetMenu:
		a.menuAct(act)
	case sheetConfirm:
		a.confirmAct(act)
	}
	a.changed, a.dirty = true, true
}

// sheetLayout lays the open sheet out for the screen, shrinking the rows
// (not below the touch minimum while there is room) until it fits.
func (a *App) sheetLayout() sheetLayout {
	title, rows := a.sheetContents()
	s := a.layout.Scale
	if s <= 0 {
		s = 1
	}
	W, H := float64(a.w), float64(a.h)
	maxW := sheetMaxW
	if a.sh.id == sheetHome {
		maxW = sheetHomeMaxW
	}
	bw := math.Min(W-2*sheetMargin*s, maxW*s)
	steps := [][2]float64{{18, 52}, {17, 48}, {16, 44}, {15, 44}, {14, 40}, {13, 36}, {12, 32}, {10, 26}}
	var sl sheetLayout
	for _, st := range steps {
		sl = a.placeSheet(title, rows, bw, st[0]*s, st[1]*s, s)
		if sl.box.H <= H-2*sheetMargin*s {
			break
		}
	}
	dy := math.Max(sheetMargin*s, math.Floor((H-sl.box.H)/2))
	if a.sh.id == sheetHome {
		dy = math.Max(sheetMargin*s, math.Floor((H-sl.box.H)/3))
	}
	dx := math.Floor((W - sl.box.W) / 2)
	sl.box.X, sl.box.Y = dx, dy
	sl.title.X += dx
	sl.title.Y += dy
	for i := range sl.texts {
		sl.texts[i].r.X += dx
		sl.texts[i].r.Y += dy
	}
	for i := range sl.rects {
		sl.rects[i].X += dx
		sl.rects[i].Y += dy
	}
	return sl
}

// placeSheet lays the rows out at font f and row height rh in a box of
// width bw at the origin.
func (a *App) placeSheet(title string, rows []sheetRow, bw, f, rh, s float64) sheetLayout {
	sl := sheetLayout{font: f, lineH: math.Round(f * 1.35)}
	pad := math.Round(f * 0.9)
	gap := math.Round(math.Max(6*s, f*0.45))
	w := bw - 2*pad
	y := pad * 0.8
	if title != "" {
		sl.title = geom.Rect{X: pad, Y: y, W: w, H: math.Round(f * 1.9)}
		y += sl.title.H + gap*0.5
	}
	small := a.fonts.Face(f*0.85, false)
	for _, r := range rows {
		if r.head != "" {
			sl.texts = append(sl.texts, sheetText{r: geom.Rect{X: pad, Y: y, W: w, H: sl.lineH}, s: r.head})
			y += sl.lineH
		}
		if n := len(r.cells); n > 0 {
			minW := r.minW * s
			if minW <= 0 {
				minW = w
			}
			perLine := max(1, int((w+gap)/(minW+gap)))
			lines := (n + perLine - 1) / perLine
			cols := (n + lines - 1) / lines
			cw := math.Floor((w - gap*float64(cols-1)) / float64(cols))
			h := rh
			if r.tall {
				h = math.Round(rh * 1.45)
			}
			for i, c := range r.cells {
				row, col := i/cols, i%cols
				sl.rects = append(sl.rects, geom.Rect{X: pad + float64(col)*(cw+gap), Y: y + float64(row)*(h+gap), W: cw, H: h})
				sl.cells = append(sl.cells, c)
				sl.tall = append(sl.tall, r.tall)
				sl.groups = append(sl.groups, r.head)
			}
			y += float64(lines)*(h+gap) - gap
		}
		if r.note != "" {
			for _, line := range render.Wrap(r.note, small, w) {
				sl.texts = append(sl.texts, sheetText{r: geom.Rect{X: pad, Y: y + gap*0.3, W: w, H: sl.lineH * 0.9}, s: line, note: true})
				y += sl.lineH * 0.9
			}
		}
		y += gap * 1.4
	}
	sl.box = geom.Rect{W: bw, H: math.Round(y + pad*0.4)}
	return sl
}

// sheetAt returns the index of the cell under (x, y), or -1.
func (sl sheetLayout) at(x, y float64) int {
	for i, r := range sl.rects {
		if r.Contains(x, y) {
			return i
		}
	}
	return -1
}

// sheetPointer: a press and release on the same enabled cell runs it; a
// click outside a menu or dialog box closes it.
func (a *App) sheetPointer(e input.PointerEvent) {
	sl := a.sheetLayout()
	i := sl.at(e.X, e.Y)
	switch e.Kind {
	case input.PointerDown:
		a.sh.press = i
		if i < 0 && !sl.box.Contains(e.X, e.Y) {
			a.sh.press = -2 // outside the box
		}
		a.dirty = true
	case input.PointerMove:
		shape := ebiten.CursorShapeDefault
		if i >= 0 && !sl.cells[i].off {
			shape = ebiten.CursorShapePointer
		}
		if shape != a.cursor {
			a.cursor = shape
			ebiten.SetCursorShape(shape)
		}
	case input.PointerUp:
		p := a.sh.press
		a.sh.press = -1
		a.dirty = true
		switch {
		case p >= 0 && p == i && !sl.cells[i].off:
			a.sh.focus = -1
			a.sheetAct(sl.cells[i].act)
		case p == -2 && !sl.box.Contains(e.X, e.Y) && a.sh.id != sheetHome:
			a.closeSheet()
		}
	}
}

// sheetKey: Tab and the arrows move the focus over the cells, Enter and
// Space press the one in focus, Escape goes back.
func (a *App) sheetKey(in input.Intent) {
	sl := a.sheetLayout()
	n := len(sl.cells)
	step := func(d int) {
		if n == 0 {
			return
		}
		f := a.sh.focus
		for range n {
			f = ((f+d)%n + n) % n
			if f < 0 {
				f = 0
			}
			if !sl.cells[f].off {
				break
			}
		}
		a.sh.focus = f
		a.changed, a.dirty = true, true
	}
	switch in {
	case input.IntentCancel:
		a.keys.Text.Clear()
		a.closeSheet()
	case input.IntentNext, input.IntentDown, input.IntentRight:
		if a.sh.focus < 0 {
			a.sh.focus = -1
		}
		step(1)
	case input.IntentPrev, input.IntentUp, input.IntentLeft:
		if a.sh.focus < 0 {
			a.sh.focus = 0
		}
		step(-1)
	case input.IntentEnter, input.IntentPress:
		a.keys.Text.Clear()
		if f := a.sh.focus; f >= 0 && f < n && !sl.cells[f].off {
			a.sheetAct(sl.cells[f].act)
		}
	default:
		a.keys.Text.Clear()
	}
}

// drawSheet draws the open sheet: the home screen on the page's
// background, the others in a box over the dimmed game.
func (a *App) drawSheet(screen *ebiten.Image, t render.Theme) {
	sl := a.sheetLayout()
	if a.sh.id == sheetHome {
		screen.Fill(t.Background)
	} else {
		a.fillRound(screen, geom.Rect{W: float64(a.w), H: float64(a.h)}, 0, color.RGBA{0, 0, 0, 0x90})
		bg := t.Background
		a.fillRound(screen, sl.box, float32(sl.font*0.7), color.RGBA{bg.R, bg.G, bg.B, 0xff})
	}
	text := render.Scale(t.PanelText)
	title, _ := a.sheetContents()
	if title != "" {
		face := a.fitFace(title, sl.font*1.45, sl.font, sl.title.W, true)
		render.DrawText(screen, title, face, sl.title.X, sl.title.Y, sl.title.W, sl.title.H, render.AlignStart, text)
	}
	bold := a.fonts.Face(sl.font*0.92, true)
	small := a.fonts.Face(sl.font*0.85, false)
	for _, tx := range sl.texts {
		cs := text
		face := bold
		if tx.note {
			cs.ScaleAlpha(0.8)
			face = small
		}
		render.DrawText(screen, tx.s, face, tx.r.X, tx.r.Y, tx.r.W, tx.r.H, render.AlignStart, cs)
	}
	for i, r := range sl.rects {
		a.drawCell(screen, t, r, sl.cells[i], a.sh.press == i, a.sh.focus == i, sl.tall[i], sl.font)
	}
}

// drawCell draws one control of a sheet.
func (a *App) drawCell(screen *ebiten.Image, t render.Theme, r geom.Rect, c cell, pressed, focused, tall bool, f float64) {
	face := a.fonts.Face(f, false)
	small := a.fonts.Face(f*0.85, false)
	bg := t.Button
	fg := render.Scale(t.ButtonText)
	if c.on || pressed {
		bg = t.Accent
	}
	radius := float32(math.Min(r.H*0.22, 10*a.scale))
	if focused {
		a.fillRound(screen, r.Inset(-3*a.layout.Scale), radius+2, t.PanelText)
	}
	a.fillRound(screen, r, radius, bg)
	if c.danger && !pressed {
		a.fillRound(screen, geom.Rect{X: r.X, Y: r.Y, W: math.Max(4, r.H*0.1), H: r.H}, radius, t.Error)
	}
	if c.off {
		fg.ScaleAlpha(0.4)
	}
	pad := math.Max(4, r.H*0.15)
	label := render.Fit(c.label, face, r.W-2*pad)
	if !tall || c.sub == "" {
		render.DrawText(screen, label, face, r.X+pad, r.Y, r.W-2*pad, r.H, render.AlignCenter, fg)
		return
	}
	bold := a.fonts.Face(f*1.05, true)
	render.DrawText(screen, render.Fit(c.label, bold, r.W-2*pad), bold, r.X+pad*1.5, r.Y+r.H*0.1, r.W-3*pad, r.H*0.45, render.AlignStart, fg)
	sub := fg
	sub.ScaleAlpha(0.8)
	render.DrawText(screen, render.Fit(c.sub, small, r.W-3*pad), small, r.X+pad*1.5, r.Y+r.H*0.5, r.W-3*pad, r.H*0.4, render.AlignStart, sub)
}

// sheetButtons lists the open sheet's controls for state().buttons (CSS
// pixels relative to the canvas).
func (a *App) sheetButtons() []Button {
	sl := a.sheetLayout()
	k := a.layout.Scale
	out := make([]Button, 0, len(sl.rects))
	for i, r := range sl.rects {
		x, y := r.Center()
		c := sl.cells[i]
		out = append(out, Button{Label: c.label, X: x / k, Y: y / k, Enabled: !c.off, W: r.W / k, H: r.H / k, On: c.on, Group: sl.groups[i]})
	}
	return out
}
