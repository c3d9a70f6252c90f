package render // piece.go: men and crowned kings, drawn once per size into cached sprites.

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/draughts/draughts/engine"
	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"
)

// Sprites caches one image per piece kind for the current cell size and
// theme; it redraws them only when either changes.
type Sprites struct {
	cell  float64
	theme string
	img   [5]*ebiten.Image // indexed by engine.Piece
	marks [numMarks]*ebiten.Image
}

// The round marks drawn over pieces, from sprites too (see DrawMarks).
const (
	markMust     = iota // a piece that must capture
	markDest            // a destination of the selected piece
	markWaypoint        // a square a capture passes through
	numMarks
)

// Get returns the sprite of piece p for cells of the given size. The
// sprite is cell x cell pixels; draw it at the cell's top-left corner.
func (s *Sprites) Get(p engine.Piece, cell float64, t Theme) *ebiten.Image {
	if p == engine.Empty {
		return nil
	}
	s.check(cell, t)
	if s.img[p] == nil {
		// Drawn on the CPU (golang.org/x/image/vector, the rasteriser the
		// fonts use) and uploaded: Ebitengine's anti-aliased vector paths
		// compile GPU shaders at their first use, which cost over a second
		// of the first frame in the browser.
		n := max(1, int(math.Ceil(cell)))
		im := image.NewRGBA(image.Rect(0, 0, n, n))
		drawPiece(&canvas{img: im}, float32(cell)/2, float32(cell)/2, float32(cell)*0.41, p, t)
		s.img[p] = ebiten.NewImageFromImage(im)
	}
	return s.img[p]
}

// check forgets the sprites when the cell size or the theme has changed.
func (s *Sprites) check(cell float64, t Theme) {
	if s.cell == cell && s.theme == t.Name {
		return
	}
	for _, im := range append(s.img[:], s.marks[:]...) {
		if im != nil {
			im.Deallocate()
		}
	}
	s.img, s.marks = [5]*ebiten.Image{}, [numMarks]*ebiten.Image{}
	s.cell, s.theme = cell, t.Name
}

// mark returns the sprite of a round mark, cell x cell pixels, its centre
// at the cell's centre.
func (s *Sprites) mark(kind int, cell float64, t Theme) *ebiten.Image {
	s.check(cell, t)
	if s.marks[kind] == nil {
		n := max(1, int(math.Ceil(cell)))
		im := image.NewRGBA(image.Rect(0, 0, n, n))
		c, f := &canvas{img: im}, float32(cell)
		switch kind {
		case markMust:
			c.strokeCircle(f/2, f/2, f*0.45, max(2, f*0.06), t.Must)
		case markDest:
			c.fillCircle(f/2, f/2, f*0.16, withAlpha(t.Accent, 210))
		case markWaypoint:
			c.strokeCircle(f/2, f/2, f*0.3, max(2, f*0.05), t.Accent)
		}
		s.marks[kind] = ebiten.NewImageFromImage(im)
	}
	return s.marks[kind]
}

func shade(c color.RGBA, f float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(math.Max(0, math.Min(255, float64(v)*f))) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), c.A}
}

// drawPiece draws a man as a disc with grooved rings; a king as two stacked
// discs with a crown on top, so that the two are told apart at a glance.
func drawPiece(dst *canvas, cx, cy, r float32, p engine.Piece, t Theme) {
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
		dst.fillCircle(cx+r*0.04, y+r*0.08, r, color.RGBA{0, 0, 0, 70}) // shadow
		dst.fillCircle(cx, y, r, rim)
		dst.fillCircle(cx, y, r*0.9, fill)
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
	dst.strokeCircle(cx, top, r*0.68, max(1, r*0.05), groove)
	if !king {
		dst.strokeCircle(cx, top, r*0.42, max(1, r*0.05), groove)
		return
	}
	drawCrown(dst, cx, top, r*0.5, t.Crown)
}

// drawCrown draws a three-pointed crown centred at cx, cy of half-width w.
func drawCrown(dst *canvas, cx, cy, w float32, c color.RGBA) {
	h := w * 0.9
	x0, x1 := cx-w, cx+w
	yb, yt := cy+h*0.45, cy-h*0.55
	pts := [][2]float32{{x0, yb}, {x0 - w*0.08, yt}, {cx - w*0.5, cy - h*0.05}, {cx, yt - h*0.1},
		{cx + w*0.5, cy - h*0.05}, {x1 + w*0.08, yt}, {x1, yb}}
	dst.fillPolygon(pts, c)
	dst.strokePolygon(pts, max(1, w*0.08), shade(c, 0.6))
	for _, x := range []float32{x0 - w*0.08, cx, x1 + w*0.08} {
		y := yt
		if x == cx {
			y = yt - h*0.1
		}
		dst.fillCircle(x, y, w*0.13, c)
	}
}

// canvas draws anti-aliased shapes into an RGBA image on the CPU, each
// shape blended over what is there.
type canvas struct {
	img *image.RGBA
	z   *xvector.Rasterizer
}

func (c *canvas) begin() *xvector.Rasterizer {
	b := c.img.Bounds()
	if c.z == nil {
		c.z = xvector.NewRasterizer(b.Dx(), b.Dy())
	} else {
		c.z.Reset(b.Dx(), b.Dy())
	}
	c.z.DrawOp = draw.Over
	return c.z
}

func (c *canvas) paint(col color.RGBA) {
	c.z.Draw(c.img, c.img.Bounds(), image.NewUniform(col), image.Point{})
}

// circle adds a circle as four cubic arcs, clockwise or (reverse) not: a
// reversed circle inside another cuts a hole.
func circle(z *xvector.Rasterizer, cx, cy, r float32, reverse bool) {
	const k = 0.5522848 // control-point distance of a quarter circle
	s := float32(1)
	if reverse {
		s = -1
	}
	z.MoveTo(cx+r, cy)
	z.CubeTo(cx+r, cy+s*k*r, cx+k*r, cy+s*r, cx, cy+s*r)
	z.CubeTo(cx-k*r, cy+s*r, cx-r, cy+s*k*r, cx-r, cy)
	z.CubeTo(cx-r, cy-s*k*r, cx-k*r, cy-s*r, cx, cy-s*r)
	z.CubeTo(cx+k*r, cy-s*r, cx+r, cy-s*k*r, cx+r, cy)
	z.ClosePath()
}

func (c *canvas) fillCircle(cx, cy, r float32, col color.RGBA) {
	circle(c.begin(), cx, cy, r, false)
	c.paint(col)
}

// strokeCircle draws a ring of the given width centred on radius r.
func (c *canvas) strokeCircle(cx, cy, r, width float32, col color.RGBA) {
	z := c.begin()
	circle(z, cx, cy, r+width/2, false)
	if r > width/2 {
		circle(z, cx, cy, r-width/2, true)
	}
	c.paint(col)
}

func (c *canvas) fillPolygon(pts [][2]float32, col color.RGBA) {
	z := c.begin()
	z.MoveTo(pts[0][0], pts[0][1])
	for _, p := range pts[1:] {
		z.LineTo(p[0], p[1])
	}
	z.ClosePath()
	c.paint(col)
}

// strokePolygon outlines a closed polygon with round joins: a band along
// each edge and a disc at each corner, painted one by one.
func (c *canvas) strokePolygon(pts [][2]float32, width float32, col color.RGBA) {
	hw := width / 2
	for i, a := range pts {
		b := pts[(i+1)%len(pts)]
		dx, dy := b[0]-a[0], b[1]-a[1]
		n := float32(math.Hypot(float64(dx), float64(dy)))
		if n > 0 {
			nx, ny := -dy/n*hw, dx/n*hw
			c.fillPolygon([][2]float32{{a[0] + nx, a[1] + ny}, {b[0] + nx, b[1] + ny}, {b[0] - nx, b[1] - ny}, {a[0] - nx, a[1] - ny}}, col)
		}
		c.fillCircle(a[0], a[1], hw, col)
	}
}
