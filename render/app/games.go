package app // games.go: the Games panel: every kept game (in progress, paused, from another tab, finished, unreadable saves) to continue, view or export as PDN.

import (
	"fmt"
	"image/color"
	"math"

	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/geom"
	"github.com/draughts/draughts/render/i18n"
	"github.com/hajimehoshi/ebiten/v2"
)

// GameEntry is one line of the Games list, as the host keeps it.
type GameEntry struct {
	ID       string `json:"id"`
	Kind     string `json:"kind"` // "current", "paused", "recovery", "archived", "finished", "backup"
	When     string `json:"when"` // local date and time, "2026-12-01 08:40"
	Opponent string `json:"opponent"`
	Result   string `json:"result"` // "*", "2-0", "0-2", "1-1"; "" when unreadable
	Moves    int    `json:"moves"`
	Problem  string `json:"problem,omitempty"` // why the save cannot be read
}

// Game actions asked of a GameKeeper.
const (
	GameContinue = "continue" // play it on (in its mode)
	GameView     = "view"     // step through it in view mode
	GameExport   = "export"   // download or write it as PDN
)

// GameKeeper is a Host that keeps games: the Games panel lists them and
// asks for actions. An export is answered with words for the player (what
// was written where); continuing and viewing arrive as commands (the host
// queues its words after them, since a new game clears the message). An
// error says why not.
type GameKeeper interface {
	Games() []GameEntry
	GameAction(id, action string) (message string, err error)
}

// GamesState is the Games panel in State (omitted while it is shut).
type GamesState struct {
	Open     bool        `json:"open"`
	Entries  []GameEntry `json:"entries"`
	Selected string      `json:"selected"` // id of the chosen game, "" for none
	Top      int         `json:"top"`      // first entry shown
	Shown    int         `json:"shown"`    // how many entries fit
	Message  string      `json:"message"`
}

// gamesPanel is the panel's own state.
type gamesPanel struct {
	open     bool
	entries  []GameEntry
	selected int // index in entries, -1 for none
	top      int
	message  string
	msgErr   bool
	press    int // control pressed (gamesRow0+i for rows), -1 none
}

// Controls of the panel (rows are gamesRow0 + index in entries).
const (
	gamesContinue = iota
	gamesView
	gamesExport
	gamesUp
	gamesDown
	gamesClose
	numGamesButtons
	gamesRow0 = 100
)

// gamesLayout is the panel's geometry, shared by drawing and hit-testing.
type gamesLayout struct {
	box, title, msg geom.Rect
	rows            []geom.Rect // rows shown, from top
	buttons         [numGamesButtons]geom.Rect
	font            float64
}

func (a *App) keeper() GameKeeper {
	k, _ := a.cfg.Host.(GameKeeper)
	return k
}

// openGames opens (or refreshes) the panel with the host's list.
func (a *App) openGames() {
	k := a.keeper()
	if k == nil {
		return
	}
	a.publishPending() // the list shows the game in progress as it is now
	g := &a.games
	keep := ""
	if g.selected >= 0 && g.selected < len(g.entries) {
		keep = g.entries[g.selected].ID
	}
	g.entries = k.Games()
	g.open, g.selected, g.press = true, -1, -1
	for i, e := range g.entries {
		if e.ID == keep {
			g.selected = i
		}
	}
	if g.selected < 0 && len(g.entries) > 0 {
		g.selected = 0
	}
	g.top = min(g.top, max(0, len(g.entries)-1))
	if g.message == "" {
		g.message = a.tr("games.pick")
	}
	a.picker.Cancel()
	a.changed, a.dirty = true, true
}

func (a *App) closeGames() {
	a.games.open, a.games.message, a.games.msgErr = false, "", false
	a.changed, a.dirty = true, true
}

func (a *App) gamesLayout() gamesLayout {
	l := a.layout
	f := l.Font
	var gl gamesLayout
	gl.font = f
	w := math.Min(l.W*0.96, f*44)
	// The page's own corner button (PDN / FEN, about 30 CSS px) must not
	// cover the panel's last row of buttons.
	margin := math.Max(l.H*0.03, 32*l.Scale)
	h := l.H - 2*margin
	gl.box = geom.Rect{X: (l.W - w) / 2, Y: margin, W: w, H: h}
	pad := math.Round(f * 0.7)
	x, y, iw := gl.box.X+pad, gl.box.Y+pad*0.6, w-2*pad
	gl.title = geom.Rect{X: x, Y: y, W: iw, H: l.LineH * 1.2}
	y += gl.title.H + pad*0.3
	gap := math.Round(f * 0.35)
	bh := math.Round(f * 2.1)
	cols := numGamesButtons
	if iw/float64(cols) < f*5.2 {
		cols = 3
	}
	rowsOfButtons := (numGamesButtons + cols - 1) / cols
	bw := math.Floor((iw - gap*float64(cols-1)) / float64(cols))
	by := gl.box.Y + h - pad*0.6 - float64(rowsOfButtons)*(bh+gap) + gap
	for i := range numGamesButtons {
		r, c := i/cols, i%cols
		gl.buttons[i] = geom.Rect{X: x + float64(c)*(bw+gap), Y: by + float64(r)*(bh+gap), W: bw, H: bh}
	}
	gl.msg = geom.Rect{X: x, Y: by - l.LineH*2 - gap, W: iw, H: l.LineH * 2}
	rowH := math.Round(l.LineH * 2.1)
	n := max(1, int((gl.msg.Y-gap-y)/(rowH+gap*0.5)))
	for i := 0; i < n && a.games.top+i < len(a.games.entries); i++ {
		gl.rows = append(gl.rows, geom.Rect{X: x, Y: y + float64(i)*(rowH+gap*0.5), W: iw, H: rowH})
	}
	return gl
}

func (a *App) gamesButtonLabel(i int) string {
	return a.tr([numGamesButtons]i18n.Key{"games.continue", "games.view", "games.export", "games.up", "games.down", "games.close"}[i])
}

func (a *App) gamesButtonEnabled(i int) bool {
	g := &a.games
	sel := g.selected >= 0 && g.selected < len(g.entries)
	switch i {
	case gamesContinue, gamesView:
		return sel && g.entries[g.selected].Problem == ""
	case gamesExport:
		return sel
	case gamesUp:
		return g.top > 0
	case gamesDown:
		return g.top+len(a.gamesLayout().rows) < len(g.entries)
	}
	return true
}

// gamesAt returns the control under x, y (-1 for none).
func (a *App) gamesAt(x, y float64) int {
	gl := a.gamesLayout()
	for i, r := range gl.buttons {
		if r.Contains(x, y) {
			return i
		}
	}
	for i, r := range gl.rows {
		if r.Contains(x, y) {
			return gamesRow0 + a.games.top + i
		}
	}
	return -1
}

// gamesPointer handles pointer events while the panel is open.
func (a *App) gamesPointer(e input.PointerEvent) {
	switch e.Kind {
	case input.PointerDown:
		a.games.press = a.gamesAt(e.X, e.Y)
		a.dirty = true
	case input.PointerUp:
		c := a.gamesAt(e.X, e.Y)
		if c >= 0 && c == a.games.press {
			a.gamesControl(c)
		}
		a.games.press = -1
		a.dirty = true
	}
}

// gamesControl runs a panel control.
func (a *App) gamesControl(c int) {
	g := &a.games
	if c >= gamesRow0 {
		if i := c - gamesRow0; i < len(g.entries) {
			g.selected = i
			g.message, g.msgErr = a.gameLine2(g.entries[i]), false
		}
		a.changed = true
		return
	}
	if !a.gamesButtonEnabled(c) {
		return
	}
	page := max(1, len(a.gamesLayout().rows))
	switch c {
	case gamesUp:
		g.top = max(0, g.top-page)
	case gamesDown:
		g.top = min(max(0, len(g.entries)-1), g.top+page)
	case gamesClose:
		a.closeGames()
	case gamesContinue, gamesView, gamesExport:
		a.gameAction(g.entries[g.selected].ID, [...]string{GameContinue, GameView, GameExport}[c])
	}
	a.changed = true
}

// gameAction asks the host to act on a game; continue and view close the panel.
func (a *App) gameAction(id, action string) {
	k := a.keeper()
	if k == nil {
		return
	}
	a.publishPending() // the host keeps the current game as it is now (a reply played in this Update)
	msg, err := k.GameAction(id, action)
	if err != nil {
		a.games.message, a.games.msgErr = err.Error(), true
		a.changed = true
		return
	}
	if action == GameExport {
		a.games.message, a.games.msgErr = msg, false
		a.changed = true
		return
	}
	a.closeGames()
}

func (a *App) gameLine1(e GameEntry) string {
	s := e.When
	if e.Opponent != "" {
		s += " · " + e.Opponent
	}
	return s
}

func (a *App) gameLine2(e GameEntry) string {
	kind := a.tr(i18n.Key("games.kind." + e.Kind))
	if e.Problem != "" {
		return kind + " · " + a.tr("games.unreadable", e.Problem)
	}
	s := kind + " · " + a.tr("games.moves", e.Moves)
	if e.Result != "" && e.Result != "*" {
		s += " · " + e.Result
	}
	return s
}

// drawGames draws the panel over everything.
func (a *App) drawGames(screen *ebiten.Image, t render.Theme) {
	gl := a.gamesLayout()
	l := a.layout
	vector := geom.Rect{X: 0, Y: 0, W: l.W, H: l.H}
	a.fillRound(screen, vector, 0, color.RGBA{0, 0, 0, 0x99})
	a.fillRound(screen, gl.box, float32(gl.font*0.6), color.RGBA{t.Background.R, t.Background.G, t.Background.B, 0xf6})
	text := render.Scale(t.PanelText)
	bold := a.fonts.Face(gl.font*1.25, true)
	regular := a.fonts.Face(gl.font, false)
	small := a.fonts.Face(gl.font*0.88, false)
	title := a.tr("games.title")
	if n := len(a.games.entries); n > 0 {
		title += fmt.Sprintf(" (%d)", n)
	}
	render.DrawText(screen, title, bold, gl.title.X, gl.title.Y, gl.title.W, gl.title.H, render.AlignStart, text)
	if len(a.games.entries) == 0 {
		render.DrawText(screen, a.tr("games.empty"), regular, gl.title.X, gl.title.Y+gl.title.H*1.5, gl.title.W, l.LineH, render.AlignStart, text)
	}
	dim := render.Scale(t.PanelText)
	dim.ScaleAlpha(0.75)
	for i, r := range gl.rows {
		idx := a.games.top + i
		e := a.games.entries[idx]
		bg := t.Button
		if idx == a.games.selected {
			bg = t.Accent
		}
		a.fillRound(screen, r, float32(gl.font*0.3), bg)
		in := r.Inset(gl.font * 0.3)
		render.DrawText(screen, a.gameLine1(e), regular, in.X, in.Y, in.W, in.H/2, render.AlignStart, render.Scale(t.ButtonText))
		clr := dim
		if e.Problem != "" {
			clr = render.Scale(t.Error)
		}
		render.DrawText(screen, a.gameLine2(e), small, in.X, in.Y+in.H/2, in.W, in.H/2, render.AlignStart, clr)
	}
	if m := a.games.message; m != "" {
		clr := text
		if a.games.msgErr {
			clr = render.Scale(t.Error)
		}
		lines := render.Wrap(m, small, gl.msg.W)
		for i, line := range lines {
			if i == 2 {
				break
			}
			render.DrawText(screen, line, small, gl.msg.X, gl.msg.Y+float64(i)*gl.msg.H/2, gl.msg.W, gl.msg.H/2, render.AlignStart, clr)
		}
	}
	for i, r := range gl.buttons {
		a.drawButton(screen, t, r, a.gamesButtonLabel(i), a.gamesButtonEnabled(i), a.games.press == i, regular)
	}
}

// gamesState is the panel for State, and its controls as Buttons (rows
// are labelled "Game 1", "Game 2", ... in list order).
func (a *App) gamesState(s *State) {
	g := &a.games
	if !g.open {
		return
	}
	gl := a.gamesLayout()
	gs := &GamesState{Open: true, Entries: g.entries, Top: g.top, Shown: len(gl.rows), Message: g.message}
	if gs.Entries == nil {
		gs.Entries = []GameEntry{}
	}
	if g.selected >= 0 && g.selected < len(g.entries) {
		gs.Selected = g.entries[g.selected].ID
	}
	s.Games = gs
	s.Buttons = s.Buttons[:0]
	sc := a.layout.Scale
	for i, r := range gl.buttons {
		x, y := r.Center()
		s.Buttons = append(s.Buttons, Button{Label: a.gamesButtonLabel(i), X: x / sc, Y: y / sc, Enabled: a.gamesButtonEnabled(i)})
	}
	for i, r := range gl.rows {
		x, y := r.Center()
		s.Buttons = append(s.Buttons, Button{Label: a.tr("games.row", g.top+i+1), X: x / sc, Y: y / sc, Enabled: true})
	}
}
