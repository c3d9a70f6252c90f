package render // piece.go: men and crowned kings, drawn once per size into cached sprites.

import (
	"image/color"
	"math"

	"github.com/draughts/draughts/engine"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Sprites caches one image per piece kind for the current cell size and
// theme; it redraws them only when either changes.
type Sprites struct {
	cell  float64
	theme string
	img   [5]*ebiten.Image // indexed by engine.Piece
}

// Get returns the sprite of piece p for cells of the given size. The
// sprite is cell x cell pixels; draw it at the cell's top-left corner.
func (s *Sprites) Get(p engine.Piece, cell float64, t Theme) *ebiten.Image {
	if p == engine.Empty {
		return nil
	}
	if s.cell != cell || s.theme != t.Name {
		for i, im := range s.img {
			if im != nil {
				im.Deallocate()
				s.img[i] = nil
			}
		}
		s.cell, s.theme = cell, t.Name
	}
	if s.img[p] == nil {
		n := max(1, int(math.Ceil(cell)))
		im := ebiten.NewImage(n, n)
		drawPiece(im, float32(cell)/2, float32(cell)/2, float32(cell)*0.41, p, t)
		s.img[p] = im
	}
	return s.img[p]
}

func shade(c color.RGBA, f float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(math.Max(0, math.Min(255, float64(v)*f))) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), c.A}
}

// drawPiece draws a man as a disc with grooved rings; a king as two stacked
// discs with a crown on top, so that the two are told apart at a glance.
func drawPiece(dst *ebiten.Image, cx, cy, r float32, p engine.Piece, t Theme) {
	fill, rim := t.WhiteMan, t.WhiteRim
	if p.Color() == engine.Black {
		fill, rim = t.BlackMan, t.BlackRim
	}
	king := p.IsKing()
	if king {
		r *= 0.95
		cy += r * 0.09
	}
	disc := func(y float32) {
		vector.FillCircle(dst, cx+r*0.04, y+r*0.08, r, color.RGBA{0, 0, 0, 70}, true) // shadow
		vector.FillCircle(dst, cx, y, r, rim, true)
		vector.FillCircle(dst, cx, y, r*0.9, fill, true)
	}
	disc(cy)
	top := cy
	if king {
		top = cy - r*0.2
		disc(top)
	}
	groove := shade(fill, 0.8)
	if p.Color() == engine.Black {
		groove = shade(fill, 1.6)
		if groove == fill {
			groove = color.RGBA{70, 70, 70, 255}
		}
	}
	vector.StrokeCircle(dst, cx, top, r*0.68, max(1, r*0.05), groove, true)
	if !king {
		vector.StrokeCircle(dst, cx, top, r*0.42, max(1, r*0.05), groove, true)
		return
	}
	drawCrown(dst, cx, top, r*0.5, t.Crown)
}

// drawCrown draws a three-pointed crown centred at cx, cy of half-width w.
func drawCrown(dst *ebiten.Image, cx, cy, w float32, c color.RGBA) {
	var p vector.Path
	h := w * 0.9
	x0, x1 := cx-w, cx+w
	yb, yt := cy+h*0.45, cy-h*0.55
	p.MoveTo(x0, yb)
	p.LineTo(x0-w*0.08, yt)
	p.LineTo(cx-w*0.5, cy-h*0.05)
	p.LineTo(cx, yt-h*0.1)
	p.LineTo(cx+w*0.5, cy-h*0.05)
	p.LineTo(x1+w*0.08, yt)
	p.LineTo(x1, yb)
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, &p, nil, op)
	so := &vector.StrokeOptions{Width: max(1, w*0.08), LineJoin: vector.LineJoinRound}
	op2 := &vector.DrawPathOptions{AntiAlias: true}
	op2.ColorScale.ScaleWithColor(shade(c, 0.6))
	vector.StrokePath(dst, &p, so, op2)
	for _, x := range []float32{x0 - w*0.08, cx, x1 + w*0.08} {
		y := yt
		if x == cx {
			y = yt - h*0.1
		}
		vector.FillCircle(dst, x, y, w*0.13, c, true)
	}
}
