package app // help.go: the help overlay (the ? key or the Help button): every keyboard shortcut, in the player's language.

import (
	"image/color"
	"math"

	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/geom"
	"github.com/draughts/draughts/render/i18n"
	"github.com/hajimehoshi/ebiten/v2"
)

// helpOverlay is the help card over the game. While it is open it takes
// every key and click: Esc, ? (or F1) or a click anywhere closes it.
type helpOverlay struct {
	open  bool
	press bool // the pointer went down while it was open
}

// HelpState is the open help overlay in State: its title, its rows (the
// keys and what they do) and the line that says how to close it. Its one
// control (Close) then replaces Buttons.
type HelpState struct {
	Title  string    `json:"title"`
	Rows   []HelpRow `json:"rows"`
	Footer string    `json:"footer"`
}

// HelpRow is one shortcut: the keys and what they do.
type HelpRow struct {
	Keys   string `json:"keys"`
	Action string `json:"action"`
}

// helpKeys lists the shortcuts shown, as catalogue keys: "help.keys.X"
// names the keys and "help.do.X" says what they do.
var helpKeys = []string{"type", "arrows", "pick", "esc", "undo", "redo", "view", "flip", "hint", "new", "mute", "numbers", "theme", "tab", "help"}

// helpRows returns the rows in the player's language; the desktop adds F11.
func (a *App) helpRows() []HelpRow {
	keys := helpKeys
	if desktop() {
		keys = append(keys[:len(keys):len(keys)], "fullscreen")
	}
	rows := make([]HelpRow, len(keys))
	for i, k := range keys {
		rows[i] = HelpRow{Keys: a.tr(i18n.Key("help.keys." + k)), Action: a.tr(i18n.Key("help.do." + k))}
	}
	return rows
}

func (a *App) openHelp() {
	a.help = helpOverlay{open: true}
	a.picker.Cancel()
	a.changed, a.dirty = true, true
}

func (a *App) closeHelp() {
	a.help = helpOverlay{}
	a.changed, a.dirty = true, true
}

// helpKey handles a key while the help is open: Esc and ? close it,
// the others do nothing.
func (a *App) helpKey(in input.Intent) {
	if in == input.IntentCancel || in == input.IntentHelp || in == input.IntentEnter || in == input.IntentPress {
		a.keys.Text.Clear()
		a.closeHelp()
	}
}

// helpPointer: a click (press and release) anywhere closes the help.
func (a *App) helpPointer(e input.PointerEvent) {
	switch e.Kind {
	case input.PointerDown:
		a.help.press = true
	case input.PointerUp:
		if a.help.press {
			a.closeHelp()
		}
	}
}

// helpLayout is where the card and its texts go.
type helpLayout struct {
	box     geom.Rect
	font    float64
	lineH   float64
	keysW   float64 // width of the keys column
	title   geom.Rect
	rows    geom.Rect
	footer  geom.Rect
	closeAt geom.Rect // the Close control (the footer line)
}

// helpLayout sizes the card to the screen: the font shrinks until every
// row fits on one line and all rows fit in the height.
func (a *App) helpLayout() helpLayout {
	l := a.layout
	rows := a.helpRows()
	margin := math.Max(8*l.Scale, math.Min(l.W, l.H)*0.03)
	box := geom.Rect{X: margin, Y: margin, W: l.W - 2*margin, H: l.H - 2*margin}
	box.W = math.Min(box.W, l.Font*40)
	box.X = (l.W - box.W) / 2
	f := l.Font * 1.1
	var hl helpLayout
	for {
		pad := f * 0.9
		face := a.fonts.Face(f, false)
		bold := a.fonts.Face(f, true)
		keysW, actW := 0.0, 0.0
		for _, r := range rows {
			keysW = math.Max(keysW, render.Width(r.Keys, bold))
			actW = math.Max(actW, render.Width(r.Action, face))
		}
		lineH := f * 1.45
		needH := lineH*float64(len(rows)) + f*1.4*1.6 + lineH*1.6 + 2*pad
		needW := keysW + f*1.2 + actW + 2*pad
		if (needH <= box.H && needW <= box.W) || f <= 7*l.Scale {
			h := math.Min(box.H, needH)
			b := geom.Rect{X: box.X, Y: (l.H - h) / 2, W: box.W, H: h}
			in := b.Inset(pad)
			hl = helpLayout{box: b, font: f, lineH: lineH, keysW: keysW,
				title:  geom.Rect{X: in.X, Y: in.Y, W: in.W, H: f * 1.4 * 1.4},
				rows:   geom.Rect{X: in.X, Y: in.Y + f*1.4*1.6, W: in.W, H: lineH * float64(len(rows))},
				footer: geom.Rect{X: in.X, Y: in.Y + in.H - lineH*1.2, W: in.W, H: lineH * 1.2},
			}
			hl.closeAt = hl.footer
			return hl
		}
		f *= 0.93
	}
}

// helpState is the open overlay as State reports it, with its Close
// control in place of the buttons.
func (a *App) helpState(s *State) {
	if !a.help.open {
		return
	}
	s.Help = &HelpState{Title: a.tr("help.title"), Rows: a.helpRows(), Footer: a.tr("help.footer")}
	hl := a.helpLayout()
	x, y := hl.closeAt.Center()
	sc := a.layout.Scale
	s.Buttons = []Button{{Label: a.tr("help.close"), X: x / sc, Y: y / sc, Enabled: true}}
}

// drawHelp draws the card over a dimmed game.
func (a *App) drawHelp(screen *ebiten.Image, t render.Theme) {
	l := a.layout
	hl := a.helpLayout()
	a.fillRound(screen, geom.Rect{W: l.W, H: l.H}, 0, color.RGBA{0, 0, 0, 0xb0})
	a.fillRound(screen, hl.box, float32(hl.font*0.6), color.RGBA{t.Background.R, t.Background.G, t.Background.B, 0xff})
	render.FrameRect(screen, hl.box, math.Max(1, l.Scale), t.PanelText) // the card's edge, also where Background is black
	text := render.Scale(t.PanelText)
	bold := a.fonts.Face(hl.font, true)
	regular := a.fonts.Face(hl.font, false)
	render.DrawText(screen, a.tr("help.title"), a.fonts.Face(hl.font*1.4, true), hl.title.X, hl.title.Y, hl.title.W, hl.title.H, render.AlignStart, text)
	gap := hl.font * 1.2
	for i, r := range a.helpRows() {
		y := hl.rows.Y + float64(i)*hl.lineH
		render.DrawText(screen, r.Keys, bold, hl.rows.X, y, hl.keysW, hl.lineH, render.AlignStart, text)
		x := hl.rows.X + hl.keysW + gap
		render.DrawText(screen, render.Fit(r.Action, regular, hl.rows.X+hl.rows.W-x), regular, x, y, hl.rows.X+hl.rows.W-x, hl.lineH, render.AlignStart, text)
	}
	dim := render.Scale(t.PanelText)
	dim.ScaleAlpha(0.85)
	render.DrawText(screen, a.tr("help.footer"), regular, hl.footer.X, hl.footer.Y, hl.footer.W, hl.footer.H, render.AlignCenter, dim)
}
