package render // board.go: the board (cached), highlights, pieces and arrows.

import (
	"image/color"
	"math"
	"strconv"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/render/geom"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// BoardCache keeps the static board (frame, squares, numbers) in an image
// and redraws it only when the layout, theme or number setting changes.
type BoardCache struct {
	img     *ebiten.Image
	key     boardKey
	fonts   *Fonts
	Numbers bool
}

type boardKey struct {
	board   geom.Rect
	flipped bool
	theme   string
	numbers bool
}

// NewBoardCache returns an empty cache using fonts for the numbers.
func NewBoardCache(f *Fonts) *BoardCache { return &BoardCache{fonts: f} }

// Draw draws the static board onto dst.
func (b *BoardCache) Draw(dst *ebiten.Image, l geom.Layout, t Theme) {
	k := boardKey{l.Board, l.Flipped, t.Name, b.Numbers}
	if b.img == nil || b.key != k {
		if b.img != nil {
			b.img.Deallocate()
		}
		w := max(1, int(math.Ceil(l.Board.W)))
		b.img = ebiten.NewImage(w, w)
		b.paint(b.img, l, t)
		b.key = k
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(l.Board.X, l.Board.Y)
	dst.DrawImage(b.img, op)
}

func (b *BoardCache) paint(img *ebiten.Image, l geom.Layout, t Theme) {
	ox, oy := l.Board.X, l.Board.Y
	side := float32(l.Board.W)
	img.Fill(t.FrameEdge)
	edge := float32(math.Max(1, math.Round(l.Cell*0.04)))
	vector.FillRect(img, edge, edge, side-2*edge, side-2*edge, t.Frame, false)
	size := math.Round(math.Max(7*l.Scale, l.Cell*0.18))
	face := b.fonts.Face(size, false)
	for row := range 10 {
		for col := range 10 {
			r := l.CellRect(row, col)
			c := t.Light
			if (row+col)%2 == 1 {
				c = t.Dark
			}
			vector.FillRect(img, float32(r.X-ox), float32(r.Y-oy), float32(r.W), float32(r.H), c, false)
			if s := engine.SquareAt(row, col); s != 0 && b.Numbers {
				pad := r.W * 0.045
				DrawText(img, strconv.Itoa(s), face, r.X-ox+pad, r.Y-oy+pad*0.3, r.W, size*1.1, AlignStart, Scale(t.Number))
			}
		}
	}
}

// Highlights says what to mark on the board. Squares are 1..50; nil or 0
// means none.
type Highlights struct {
	LastPath     []int // the last move's path (from, landings, to)
	Selected     int
	Destinations []int
	Waypoints    []int
	Must         []int   // pieces that must capture
	Candidates   [][]int // paths of captures still in question
	Hint         []int   // path of the suggested move
	Invalid      int     // square of the last illegal pick, flashed
	InvalidAlpha float64 // 0..1 fade of the flash
}

// DrawHighlights marks squares under the pieces (call before DrawPieces)
// and DrawMarks marks on top of them.
func DrawHighlights(dst *ebiten.Image, l geom.Layout, t Theme, h Highlights) {
	for i, s := range h.LastPath {
		if i == 0 || i == len(h.LastPath)-1 {
			fillSquare(dst, l, s, t.LastMove)
			if t.Outlines {
				cornerMarks(dst, l, s, t.Light)
			}
		}
	}
	if h.Selected != 0 {
		fillSquare(dst, l, h.Selected, withAlpha(t.Accent, 150))
	}
	if h.Invalid != 0 && h.InvalidAlpha > 0 {
		fillSquare(dst, l, h.Invalid, withAlpha(color.RGBA{220, 40, 30, 255}, uint8(150*h.InvalidAlpha)))
	}
}

// DrawMarks draws the marks that go over the pieces: compulsory-capture
// rings, destination dots, candidate paths and the hint arrow.
func DrawMarks(dst *ebiten.Image, sp *Sprites, l geom.Layout, t Theme, h Highlights) {
	cell := float32(l.Cell)
	// The round marks come from sprites drawn on the CPU (no GPU shader to
	// compile when a position with a compulsory capture is first shown).
	at := func(kind, sq int) {
		x, y := l.Center(sq)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(x-l.Cell/2), math.Round(y-l.Cell/2))
		dst.DrawImage(sp.mark(kind, l.Cell, t), op)
	}
	for _, s := range h.Must {
		if s != h.Selected {
			at(markMust, s)
		}
	}
	for _, p := range h.Candidates {
		DrawPath(dst, l, p, withAlpha(t.Accent, 200), cell*0.07, false)
	}
	for _, s := range h.Destinations {
		at(markDest, s)
	}
	for _, s := range h.Waypoints {
		at(markWaypoint, s)
	}
	if len(h.Hint) >= 2 {
		DrawPath(dst, l, h.Hint, t.Hint, cell*0.11, true)
	}
}

// DrawPath draws a polyline through the centres of squares, with an
// arrowhead at the end when arrow is set.
func DrawPath(dst *ebiten.Image, l geom.Layout, squares []int, c color.RGBA, width float32, arrow bool) {
	if len(squares) < 2 {
		return
	}
	var p vector.Path
	var px, py, lx, ly float32
	for i, s := range squares {
		x, y := l.Center(s)
		if i == 0 {
			p.MoveTo(float32(x), float32(y))
		} else {
			p.LineTo(float32(x), float32(y))
		}
		px, py, lx, ly = lx, ly, float32(x), float32(y)
	}
	if arrow {
		// Stop the shaft short of the tip so that the head is sharp.
		dx, dy := lx-px, ly-py
		n := float32(math.Hypot(float64(dx), float64(dy)))
		if n > 0 {
			dx, dy = dx/n, dy/n
			head := width * 3
			p.Reset()
			for i, s := range squares {
				x, y := l.Center(s)
				fx, fy := float32(x), float32(y)
				if i == len(squares)-1 {
					fx, fy = fx-dx*head*0.8, fy-dy*head*0.8
				}
				if i == 0 {
					p.MoveTo(fx, fy)
				} else {
					p.LineTo(fx, fy)
				}
			}
			var h vector.Path
			h.MoveTo(lx, ly)
			h.LineTo(lx-dx*head-dy*head*0.6, ly-dy*head+dx*head*0.6)
			h.LineTo(lx-dx*head+dy*head*0.6, ly-dy*head-dx*head*0.6)
			h.Close()
			op := &vector.DrawPathOptions{AntiAlias: true}
			op.ColorScale.ScaleWithColor(c)
			vector.FillPath(dst, &h, nil, op)
		}
	}
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: width, LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, op)
}

// cornerMarks draws an L in each corner of square s: the last move told by
// a shape as well as by a tint (themes with Outlines).
func cornerMarks(dst *ebiten.Image, l geom.Layout, s int, c color.RGBA) {
	// Inset from the edge: at the edge a mark would merge with the light
	// square beside it and change the square's outline instead.
	r := l.SquareRect(s).Inset(math.Max(l.Scale, math.Round(l.Cell*0.07)))
	w := math.Max(2*l.Scale, math.Round(l.Cell*0.06))
	n := math.Round(r.W * 0.3)
	for _, k := range [4][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		x, y := r.X+k[0]*(r.W-n), r.Y+k[1]*(r.H-w)
		FillRect(dst, x, y, n, w, c) // along the top or bottom edge
		x, y = r.X+k[0]*(r.W-w), r.Y+k[1]*(r.H-n)
		FillRect(dst, x, y, w, n, c) // along the side
	}
}

// Colours of the keyboard's focus square, the same in every theme: a black
// frame with a white one inside it, one of which stands out on any colour.
var (
	FocusOuter = color.RGBA{0, 0, 0, 255}
	FocusInner = color.RGBA{255, 255, 255, 255}
)

// FillRect fills a rectangle (screen pixels).
func FillRect(dst *ebiten.Image, x, y, w, h float64, c color.RGBA) {
	vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), c, false)
}

// FrameRect draws a frame of width w just inside r.
func FrameRect(dst *ebiten.Image, r geom.Rect, w float64, c color.RGBA) {
	FillRect(dst, r.X, r.Y, r.W, w, c)
	FillRect(dst, r.X, r.Y+r.H-w, r.W, w, c)
	FillRect(dst, r.X, r.Y+w, w, r.H-2*w, c)
	FillRect(dst, r.X+r.W-w, r.Y+w, w, r.H-2*w, c)
}

func fillSquare(dst *ebiten.Image, l geom.Layout, s int, c color.RGBA) {
	r := l.SquareRect(s)
	vector.FillRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), c, false)
}

func withAlpha(c color.RGBA, a uint8) color.RGBA {
	if c.A == 0 {
		return c
	}
	f := float64(a) / float64(c.A)
	return color.RGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), a}
}

// PieceAt draws piece p with its centre at x, y (screen pixels).
func PieceAt(dst *ebiten.Image, s *Sprites, l geom.Layout, t Theme, p engine.Piece, x, y float64, alpha float32) {
	img := s.Get(p, l.Cell, t)
	if img == nil {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x-l.Cell/2), math.Round(y-l.Cell/2))
	op.ColorScale.ScaleAlpha(alpha)
	// The default (nearest) filter: the sprite sits at whole pixels, unscaled,
	// where linear filtering gives the same pixels but is another GPU
	// program for the first frame to compile, and breaks the draw batch.
	dst.DrawImage(img, op)
}

// DrawPieces draws every piece of board except the squares in skip.
func DrawPieces(dst *ebiten.Image, s *Sprites, l geom.Layout, t Theme, board [51]engine.Piece, skip ...int) {
	for sq := 1; sq <= 50; sq++ {
		if board[sq] == engine.Empty || contains(skip, sq) {
			continue
		}
		x, y := l.Center(sq)
		PieceAt(dst, s, l, t, board[sq], x, y, 1)
	}
}

func contains(a []int, v int) bool {
	for _, x := range a {
		if x == v {
			return true
		}
	}
	return false
}

// WarmVectors draws one anti-aliased circle and one stroked path off
// screen, so that Ebitengine compiles the shaders of its anti-aliased
// vector paths now (the game calls it after its first frame) rather than
// at the player's first selection (in the browser this takes about a
// second). The pieces themselves need no such shader (see Sprites).
func WarmVectors() {
	img := ebiten.NewImage(8, 8)
	vector.FillCircle(img, 4, 4, 3, color.RGBA{255, 255, 255, 255}, true)
	vector.StrokeCircle(img, 4, 4, 2, 1, color.RGBA{255, 255, 255, 255}, true)
	var p vector.Path
	p.MoveTo(1, 1)
	p.LineTo(6, 6)
	op := &vector.DrawPathOptions{AntiAlias: true}
	vector.StrokePath(img, &p, &vector.StrokeOptions{Width: 1, LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, op)
	vector.FillPath(img, &p, nil, op)
	img.Deallocate() // the commands above still run, at the end of this frame
}
