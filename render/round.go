package render // round.go: anti-aliased rounded rectangles, drawn on the CPU once per shape and kept as images.

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Rounds draws filled rounded rectangles (the panel's buttons, the
// game-over card) from white masks rasterised on the CPU
// (golang.org/x/image/vector, as the pieces) and tinted when drawn.
// Ebitengine's anti-aliased vector paths would compile three GPU shader
// programs in the first frame, and their batch is flushed at every glyph
// drawn between two buttons; a mask is one image draw with the default
// shader, batched with the text. The zero value is ready to use.
type Rounds struct {
	masks map[roundKey]*ebiten.Image
}

// roundKey is a shape: its size, its corner radius and where it sits
// within a pixel (the mask is drawn at whole pixels).
type roundKey struct{ w, h, rad, fx, fy float32 }

// Tuning: how many masks are kept (a layout has a few button sizes; a
// resize makes new ones) and the largest mask drawn on the CPU (bigger or
// square-cornered shapes are filled as vector paths, as before).
const (
	maxRoundMasks    = 96
	maxRoundMaskArea = 1 << 20
)

// Fill fills the rectangle x, y, w, h with corners of radius rad in colour c.
func (r *Rounds) Fill(dst *ebiten.Image, x, y, w, h, rad float32, c color.Color) {
	if w <= 0 || h <= 0 {
		return
	}
	ix, iy := float32(math.Floor(float64(x))), float32(math.Floor(float64(y)))
	k := roundKey{w, h, min(rad, w/2, h/2), x - ix, y - iy}
	mw, mh := int(math.Ceil(float64(k.fx+w))), int(math.Ceil(float64(k.fy+h)))
	if k.rad <= 0 || mw*mh > maxRoundMaskArea {
		fillRoundPath(dst, x, y, w, h, k.rad, c)
		return
	}
	m := r.masks[k]
	if m == nil {
		if r.masks == nil || len(r.masks) >= maxRoundMasks {
			for _, old := range r.masks {
				old.Deallocate()
			}
			r.masks = map[roundKey]*ebiten.Image{}
		}
		m = ebiten.NewImageFromImage(roundMask(k, mw, mh))
		r.masks[k] = m
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(ix), float64(iy))
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(m, op)
}

// roundMask rasterises shape k, white and opaque where covered, into an
// mw x mh image.
func roundMask(k roundKey, mw, mh int) *image.RGBA {
	im := image.NewRGBA(image.Rect(0, 0, mw, mh))
	cv := &canvas{img: im}
	z := cv.begin()
	roundOutline(z, k.fx, k.fy, k.w, k.h, k.rad)
	z.ClosePath()
	cv.paint(color.RGBA{255, 255, 255, 255})
	return im
}

// fillRoundPath fills the same shape as an anti-aliased vector path.
func fillRoundPath(dst *ebiten.Image, x, y, w, h, rad float32, c color.Color) {
	var p vector.Path
	roundOutline(&p, x, y, w, h, rad)
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, &p, nil, op)
}

// outliner is what the CPU rasteriser (x/image/vector) and Ebitengine's
// vector.Path have in common.
type outliner interface {
	MoveTo(x, y float32)
	LineTo(x, y float32)
	QuadTo(x1, y1, x2, y2 float32)
}

// roundOutline traces the rounded rectangle x, y, w, h with corners of
// radius rad (the caller closes the path).
func roundOutline(p outliner, x, y, w, h, rad float32) {
	p.MoveTo(x+rad, y)
	p.LineTo(x+w-rad, y)
	p.QuadTo(x+w, y, x+w, y+rad)
	p.LineTo(x+w, y+h-rad)
	p.QuadTo(x+w, y+h, x+w-rad, y+h)
	p.LineTo(x+rad, y+h)
	p.QuadTo(x, y+h, x, y+h-rad)
	p.LineTo(x, y+rad)
	p.QuadTo(x, y, x+rad, y)
}
