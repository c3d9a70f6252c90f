package app // notice.go: the notice bar across the top of the window: what the host must ask the player (another window's game, a failing save) with its choices as buttons.

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/geom"
	"github.com/draughts/draughts/render/i18n"
	"github.com/hajimehoshi/ebiten/v2"
)

// NoticeBar is a Host that asks the player through a bar in the game's own
// window: the desktop's save (another window played a different game, a
// save failed). The browser's host draws an HTML bar of its own and does
// not offer this.
type NoticeBar interface {
	// Notice returns the bar's words and the ids of the actions it offers
	// ("keep", "switch", "games", "download", "copy", "free", "dismiss"; each labelled
	// by the catalogue key "store.action.<id>"). No actions: no bar.
	Notice() (text string, actions []string)
	// NoticeAction runs one of them; the host says the outcome as commands
	// ("say", "error", a continued game) and takes the bar away.
	NoticeAction(action string)
}

// NoticeState is the notice bar in State (omitted when there is none).
type NoticeState struct {
	Text    string   `json:"text"`
	Actions []string `json:"actions"`
	Buttons []Button `json:"buttons"` // one per action, in the same order
	Focus   int      `json:"focus"`   // the action the keyboard is on, -1 for none
}

// noticeBar is the bar as last read from the host, and its geometry.
type noticeBar struct {
	text  string
	acts  []string
	focus int // keyboard focus (Tab), -1 none
	press int // button pressed with the pointer, -1 none
	lay   noticeLayout
}

// noticeLayout is the bar's geometry (shared by drawing and hit-testing).
type noticeLayout struct {
	box     geom.Rect
	lines   []string
	lineY   []float64
	lineH   float64
	buttons []geom.Rect
	font    float64
}

// Tuning of the bar.
var (
	noticeBackground = color.RGBA{0xff, 0xf3, 0xcd, 0xff} // as the browser's bar
	noticeText       = color.RGBA{0x3d, 0x2e, 0x00, 0xff}
)

const noticeMaxShare = 0.45 // of the window's height the bar may take

func (a *App) noticeShown() bool { return len(a.bar.acts) > 0 }

// pollNotice reads the host's bar once per Update and lays out again when
// it changed.
func (a *App) pollNotice() {
	nb, ok := a.cfg.Host.(NoticeBar)
	if !ok {
		return
	}
	text, acts := nb.Notice()
	if len(acts) == 0 {
		text, acts = "", nil
	}
	if text == a.bar.text && slices.Equal(acts, a.bar.acts) {
		return
	}
	if !slices.Equal(acts, a.bar.acts) {
		a.bar.focus, a.bar.press = -1, -1
	}
	a.bar.text, a.bar.acts = text, slices.Clone(acts)
	a.relayout()
}

// noticeBelow returns l with the board and panel moved under the bar, when
// there is one (the layout of the rest of the window).
func (a *App) noticeBelow(l geom.Layout) geom.Layout {
	if !a.noticeShown() {
		a.bar.lay = noticeLayout{}
		return l
	}
	a.bar.lay = a.layoutNotice(l.Font)
	s := a.layoutSpec()
	s.Top = a.bar.lay.box.H
	return geom.Make(s)
}

// layoutNotice wraps the words across the window's width and flows the
// buttons after them, in rows; the font shrinks until the bar takes at most
// noticeMaxShare of the height.
func (a *App) layoutNotice(font float64) noticeLayout {
	w := float64(max(a.w, 1))
	least := math.Max(1, 9*a.scale)
	for f := math.Max(font, least); ; f = math.Max(least, math.Round(f*0.9)) {
		nl := a.layoutNoticeAt(w, f)
		if nl.box.H <= float64(a.h)*noticeMaxShare || f <= least {
			return nl
		}
	}
}

func (a *App) layoutNoticeAt(w, f float64) noticeLayout {
	nl := noticeLayout{font: f}
	pad := math.Round(f * 0.6)
	gap := math.Round(f * 0.4)
	iw := math.Max(1, w-2*pad)
	nl.lineH = math.Round(f * 1.35)
	y := math.Round(pad * 0.7)
	nl.lines = render.Wrap(a.bar.text, a.fonts.Face(f*0.95, false), iw)
	for range nl.lines {
		nl.lineY = append(nl.lineY, y)
		y += nl.lineH
	}
	y += gap
	face := a.fonts.Face(f, false)
	bh := math.Round(f * 2)
	x := pad
	for _, act := range a.bar.acts {
		bw := math.Min(iw, math.Ceil(render.Width(a.noticeLabel(act), face)+2*f))
		if x > pad && x+bw > pad+iw {
			x, y = pad, y+bh+gap
		}
		nl.buttons = append(nl.buttons, geom.Rect{X: x, Y: y, W: bw, H: bh})
		x += bw + gap
	}
	if len(nl.buttons) > 0 {
		y += bh
	}
	nl.box = geom.Rect{X: 0, Y: 0, W: w, H: y + math.Round(pad*0.7)}
	return nl
}

func (a *App) noticeLabel(act string) string {
	return a.tr(i18n.Key("store.action." + act))
}

// noticeAt returns the bar's button under x, y (-1 for none).
func (a *App) noticeAt(x, y float64) int {
	if !a.noticeShown() {
		return -1
	}
	for i, r := range a.bar.lay.buttons {
		if r.Contains(x, y) {
			return i
		}
	}
	return -1
}

// noticePointer takes a pointer event on the bar; it reports whether the
// event was the bar's.
func (a *App) noticePointer(e input.PointerEvent) bool {
	switch e.Kind {
	case input.PointerDown:
		if i := a.noticeAt(e.X, e.Y); i >= 0 {
			a.bar.press = i
			a.dirty = true
			return true
		}
		return a.noticeShown() && a.bar.lay.box.Contains(e.X, e.Y)
	case input.PointerUp:
		if a.bar.press < 0 {
			return false
		}
		i := a.bar.press
		a.bar.press = -1
		a.dirty = true
		if a.noticeAt(e.X, e.Y) == i {
			a.noticeAct(i)
		}
		return true
	}
	return false
}

// noticeKey takes a key on the bar: Tab and Shift+Tab move between its
// buttons, Enter or Space presses the one in focus, Escape leaves them.
func (a *App) noticeKey(in input.Intent) bool {
	n := len(a.bar.acts)
	if n == 0 {
		return false
	}
	switch in {
	case input.IntentNext:
		a.bar.focus = (a.bar.focus + 1) % n
	case input.IntentPrev:
		if a.bar.focus < 0 {
			a.bar.focus = 0
		}
		a.bar.focus = (a.bar.focus - 1 + n) % n
	case input.IntentEnter, input.IntentPress:
		if a.bar.focus < 0 || a.bar.focus >= n {
			return false
		}
		a.keys.Text.Clear()
		a.noticeAct(a.bar.focus)
	case input.IntentCancel:
		if a.bar.focus < 0 {
			return false
		}
		a.bar.focus = -1
	default:
		return false
	}
	a.changed, a.dirty = true, true
	return true
}

// noticeAct runs the bar's action i; the bar is read again at once.
func (a *App) noticeAct(i int) {
	nb, ok := a.cfg.Host.(NoticeBar)
	if !ok || i < 0 || i >= len(a.bar.acts) {
		return
	}
	if a.message != "" && strings.Contains(a.bar.text, a.message) {
		a.message, a.msgErr = "", false // the question answered is not left in the panel
	}
	a.publishPending() // Download PDN, Switch...: on the game as it is now
	nb.NoticeAction(a.bar.acts[i])
	a.pollNotice()
	a.changed = true
}

// drawNotice draws the bar across the top of the window.
func (a *App) drawNotice(screen *ebiten.Image, t render.Theme) {
	if !a.noticeShown() {
		return
	}
	nl := a.bar.lay
	a.fillRound(screen, nl.box, 0, noticeBackground)
	edge := nl.box
	edge.Y, edge.H = nl.box.H-math.Max(1, a.scale), math.Max(1, a.scale)
	a.fillRound(screen, edge, 0, color.RGBA{0xc8, 0xb4, 0x6e, 0xff})
	small := a.fonts.Face(nl.font*0.95, false)
	pad := math.Round(nl.font * 0.6)
	for i, line := range nl.lines {
		render.DrawText(screen, line, small, pad, nl.lineY[i], nl.box.W-2*pad, nl.lineH, render.AlignStart, render.Scale(noticeText))
	}
	face := a.fonts.Face(nl.font, false)
	for i, r := range nl.buttons {
		if i == a.bar.focus {
			ring := math.Max(2, math.Round(nl.font*0.15))
			a.fillRound(screen, geom.Rect{X: r.X - ring, Y: r.Y - ring, W: r.W + 2*ring, H: r.H + 2*ring}, float32(math.Min(r.H*0.25, 8*a.scale)+ring), noticeText)
		}
		a.drawButton(screen, t, r, a.noticeLabel(a.bar.acts[i]), true, a.bar.press == i, face)
	}
}

// noticeState is the bar for State.
func (a *App) noticeState() *NoticeState {
	if !a.noticeShown() {
		return nil
	}
	ns := &NoticeState{Text: a.bar.text, Actions: slices.Clone(a.bar.acts), Focus: a.bar.focus}
	sc := a.layout.Scale
	for i, r := range a.bar.lay.buttons {
		x, y := r.Center()
		ns.Buttons = append(ns.Buttons, Button{Label: a.noticeLabel(a.bar.acts[i]), X: x / sc, Y: y / sc, Enabled: true})
	}
	return ns
}
