package app // panel.go: the game panel: both players with their clocks and material, the game's short row of actions, and the end of a game in the panel.

import (
	"image/color"
	"math"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/geom"
	"github.com/hajimehoshi/ebiten/v2"
)

// The game's panel (play, two players, watch): the player at the board's
// top, the status and messages, the move list, the player at the bottom,
// and a short row of actions. The rest is in the menu (menu.go).
var (
	gamePanel = []int{btnHome, btnUndo, btnHint, btnFlip, btnMenu, btnDraw, btnResign}
	overPanel = []int{btnHome, btnRematch, btnNew, btnReview, btnAnalyse, btnMenu}
)

// endInfoLines is the panel's room for a finished game's lines.
const endInfoLines = 4

// syncPanel lays the panel out again when a game ends or is taken back
// into play: the row of actions changes.
func (a *App) syncPanel() {
	if over := playMode(a.mode) && a.over(); over != a.panelOver {
		a.panelOver = over
		a.relayout()
	}
}

// layoutSpec is what the screen's layout is made for: the panel's buttons
// as wide as the widest label needs (short labels, more to a row).
func (a *App) layoutSpec() geom.Spec {
	const size = 100.0 // measure at a large size: widths in font sizes
	face := a.fonts.Face(size, false)
	widest := 0.0
	for _, id := range a.panel {
		widest = math.Max(widest, render.Width(a.buttonLabel(id), face)/size)
	}
	spec := geom.Spec{W: a.w, H: a.h, Scale: a.scale, Flipped: a.flipped, Buttons: len(a.panel), Players: a.showPlayers(),
		ButtonEm: math.Max(3.2, math.Min(widest+1.4, 6.2))}
	if a.panelOver {
		spec.InfoLines = endInfoLines // room for the end of the game (endLines)
	}
	return spec
}

// showPlayers says whether the panel shows the two players.
func (a *App) showPlayers() bool { return playMode(a.mode) }

// Material counts each side's men and kings.
type Material struct {
	White SideMaterial `json:"white"`
	Black SideMaterial `json:"black"`
}

// SideMaterial is one side's pieces on the board.
type SideMaterial struct {
	Men   int `json:"men"`
	Kings int `json:"kings"`
}

func material(p engine.Position) Material {
	var m Material
	m.White.Men, m.White.Kings = p.Count(engine.White)
	m.Black.Men, m.Black.Kings = p.Count(engine.Black)
	return m
}

func (m Material) side(c engine.Color) SideMaterial {
	if c == engine.Black {
		return m.Black
	}
	return m.White
}

// playerName names who plays side c.
func (a *App) playerName(c engine.Color) string {
	switch {
	case a.isComputer(c):
		return a.tr("player.computer", a.level, a.levelName(a.level))
	case a.mode == ModePlay:
		return a.tr("player.you", a.sideName(c))
	}
	return a.sideName(c)
}

// isComputer says whether the computer plays side c.
func (a *App) isComputer(c engine.Color) bool {
	return a.mode == ModeWatch || a.mode == ModePlay && c != a.human
}

// materialText writes side c's men and kings, and how many pieces it is up.
func (a *App) materialText(c engine.Color) string {
	m := material(a.game.Position())
	s, o := m.side(c), m.side(c.Opponent())
	text := a.tr("material.men", s.Men)
	if s.Kings > 0 {
		text = a.tr("material.menkings", s.Men, s.Kings)
	}
	if d := s.Men + s.Kings - o.Men - o.Kings; d > 0 {
		text += " " + a.tr("material.up", d)
	}
	return text
}

// drawPlayers draws the two player rows.
func (a *App) drawPlayers(screen *ebiten.Image, t render.Theme) {
	l := a.layout
	if l.Top.H <= 0 {
		return
	}
	top, bottom := engine.Black, engine.White
	if a.flipped {
		top, bottom = bottom, top
	}
	a.drawPlayer(screen, t, l.Top, top)
	a.drawPlayer(screen, t, l.Bottom, bottom)
}

// drawPlayer draws side c's row: its piece, who plays it, the material
// and the clock (lit while it runs).
func (a *App) drawPlayer(screen *ebiten.Image, t render.Theme, r geom.Rect, c engine.Color) {
	l := a.layout
	text := render.Scale(t.PanelText)
	toMove := a.game.Position().Side() == c && !a.over()
	if toMove {
		bg := t.Button
		a.fillRound(screen, r, float32(r.H*0.2), color.RGBA{bg.R, bg.G, bg.B, bg.A})
	}
	rad := r.H * 0.28
	cx, cy := r.X+r.H*0.45, r.Y+r.H/2
	fill, rim := t.WhiteMan, t.WhiteRim
	if c == engine.Black {
		fill, rim = t.BlackMan, t.BlackRim
	}
	a.fillRound(screen, geom.Rect{X: cx - rad - 1, Y: cy - rad - 1, W: 2*rad + 2, H: 2*rad + 2}, float32(rad+1), rim)
	a.fillRound(screen, geom.Rect{X: cx - rad, Y: cy - rad, W: 2 * rad, H: 2 * rad}, float32(rad), fill)
	x := r.X + r.H*0.95
	clockW := 0.0
	bold := a.fonts.Face(l.Font, true)
	small := a.fonts.Face(l.Font*0.85, false)
	if a.timed() {
		s := a.clockText(c)
		clockW = math.Max(render.Width("00:00.0", bold), render.Width(s, bold)) + l.Font
		cr := geom.Rect{X: r.X + r.W - clockW, Y: r.Y + r.H*0.1, W: clockW, H: r.H * 0.8}
		bg, fg := t.Background, text
		running := toMove && a.clockRuns()
		if running {
			bg, fg = t.Accent, render.Scale(t.ButtonText)
		}
		if a.timeLeft(c) < 10*time.Second {
			fg = render.Scale(t.Error)
			if running {
				fg = render.Scale(color.White)
				bg = t.Error
			}
		}
		a.fillRound(screen, cr, float32(cr.H*0.2), bg)
		render.DrawText(screen, s, bold, cr.X, cr.Y, cr.W, cr.H, render.AlignCenter, fg)
		clockW += l.Font * 0.4
	}
	w := r.X + r.W - clockW - x
	name := a.playerName(c)
	mat := a.materialText(c)
	matW := math.Min(render.Width(mat, small)+l.Font*0.5, w*0.45)
	if render.Width(name, bold) > w-matW && a.isComputer(c) {
		name = a.tr("player.computer.short", a.level) // the level's name left out, not cut
	}
	render.DrawText(screen, render.Fit(name, bold, w-matW), bold, x, r.Y, w-matW, r.H, render.AlignStart, text)
	dim := text
	dim.ScaleAlpha(0.8)
	render.DrawText(screen, render.Fit(mat, small, matW), small, x+w-matW, r.Y, matW, r.H, render.AlignEnd, dim)
}
