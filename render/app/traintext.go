package app // traintext.go: the trainers' texts wrapped to the panel, never cut: the status and the answer above the buttons, the step's sentences below.

import (
	"math"

	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/geom"
	"github.com/hajimehoshi/ebiten/v2"
)

// minTrainText is the smallest text size, as a share of the panel's font,
// to which a trainer's text shrinks to fit its place.
const minTrainText = 0.66

// para is a paragraph of a text block.
type para struct {
	text string
	bold bool
	clr  ebiten.ColorScale
}

// blockLine is one wrapped line of a block.
type blockLine struct {
	text string
	bold bool
	clr  ebiten.ColorScale
}

// wrapBlock wraps the paragraphs to width w at the largest size from size
// down to min*size at which they fit height h (line height lineH per size
// unit); at the smallest size, the lines that do not fit come back as rest.
func (a *App) wrapBlock(ps []para, w, h, size, lineH float64) (lines, rest []blockLine, face func(bold bool) render.Face, lh float64) {
	for s := size; ; s *= 0.92 {
		small := s < size*minTrainText
		if small {
			s = size * minTrainText
		}
		regular, bold := a.fonts.Face(s, false), a.fonts.Face(s*1.05, true)
		face = func(b bool) render.Face {
			if b {
				return bold
			}
			return regular
		}
		lh = lineH * s
		lines = lines[:0]
		for _, p := range ps {
			if p.text == "" {
				continue
			}
			for _, t := range render.Wrap(p.text, face(p.bold), w) {
				lines = append(lines, blockLine{t, p.bold, p.clr})
			}
		}
		if n := int(math.Floor(h/lh + 0.01)); len(lines) <= n || small {
			if len(lines) > n {
				lines, rest = lines[:max(n, 0)], lines[max(n, 0):]
			}
			return lines, rest, face, lh
		}
	}
}

// placedLine is a line of text with its face and its box on the screen.
type placedLine struct {
	text string
	face render.Face
	r    geom.Rect
	clr  ebiten.ColorScale
}

func place(out []placedLine, lines []blockLine, face func(bool) render.Face, lh float64, r geom.Rect) ([]placedLine, float64) {
	for i, l := range lines {
		out = append(out, placedLine{l.text, face(l.bold), geom.Rect{X: r.X, Y: r.Y + float64(i)*lh, W: r.W, H: lh}, l.clr})
	}
	return out, float64(len(lines)) * lh
}

// trainText lays out a trainer's status and message (above the buttons,
// where the status line and the message lines are) and its info lines
// (below them, over the move list's place too): wrapped, shrunk when they
// are long, and what still does not fit above is carried below. used is the
// height taken below the buttons.
func (a *App) trainText(status, message string, textClr, msgClr ebiten.ColorScale) (out []placedLine, used float64) {
	l := a.layout
	lineH := l.LineH / l.Font
	top := geom.Rect{X: l.Status.X, Y: l.Status.Y, W: l.Status.W, H: l.Message.Y + l.Message.H - l.Status.Y}
	lines, rest, face, lh := a.wrapBlock([]para{{status, true, textClr}, {message, false, msgClr}}, top.W, top.H, l.Font, lineH)
	out, _ = place(out, lines, face, lh, top)

	below := geom.Rect{X: l.Info.X, Y: l.Info.Y, W: l.Info.W, H: l.MoveList.Y + l.MoveList.H - l.Info.Y}
	var ps []para
	for _, b := range rest {
		ps = append(ps, para{b.text, b.bold, b.clr})
	}
	info, _ := a.trainInfoLines()
	for _, t := range info {
		ps = append(ps, para{t, false, textClr})
	}
	lines, rest, face, lh = a.wrapBlock(ps, below.W, below.H, l.Font*0.95, lineH)
	lines = append(lines, rest...) // never cut: past the panel's end if it must
	out, used = place(out, lines, face, lh, below)
	return out, used + l.LineH*0.3
}

// drawTrainText draws the trainer's texts (trainText) and records the
// height used below the buttons, so that the move list starts after it.
func (a *App) drawTrainText(screen *ebiten.Image, status, message string, textClr, msgClr ebiten.ColorScale) {
	lines, used := a.trainText(status, message, textClr, msgClr)
	for _, p := range lines {
		render.DrawText(screen, p.text, p.face, p.r.X, p.r.Y, p.r.W, p.r.H, render.AlignStart, p.clr)
	}
	a.trainUsed = used
}
