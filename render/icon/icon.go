// Package icon draws the game's icon (a corner of a board with a crowned
// king) at any size, for the window, the web app icons (web/icons/gen.go)
// and the release builds (web/dist: Windows .ico resource, macOS .icns,
// Linux hicolor PNGs). Drawn, not scaled, so that small sizes stay sharp.
//
// It offers Draw and PNG.
package icon // icon.go: the icon, drawn at any size.

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
)

var (
	light  = color.RGBA{0xf0, 0xd9, 0xb5, 0xff}
	dark   = color.RGBA{0x8b, 0x5a, 0x3c, 0xff}
	frame  = color.RGBA{0x2b, 0x26, 0x22, 0xff}
	white  = color.RGBA{0xf7, 0xf3, 0xea, 0xff}
	edge   = color.RGBA{0x9c, 0x92, 0x84, 0xff}
	crown  = color.RGBA{0xc8, 0x9b, 0x2c, 0xff}
	shadow = color.RGBA{0x1a, 0x14, 0x10, 0x80}
)

// Draw renders the icon at size x size pixels; a maskable icon fills the square and keeps the
// picture inside the central safe circle (80 %).
func Draw(size int, maskable bool) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size)
	inset, radius := 0.0, s*0.18
	if maskable {
		radius = 0
	}
	board := s * 0.84
	if maskable {
		board = s * 0.62
	}
	bx := (s - board) / 2
	cell := board / 4
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			fx, fy := float64(x)+0.5, float64(y)+0.5
			if !inRounded(fx, fy, inset, s-inset, radius) {
				continue
			}
			c := frame
			if fx >= bx && fx < bx+board && fy >= bx && fy < bx+board {
				i, j := int((fx-bx)/cell), int((fy-bx)/cell)
				if (i+j)%2 == 0 {
					c = light
				} else {
					c = dark
				}
			}
			img.SetRGBA(x, y, c)
		}
	}
	// A king: two stacked men, centred, with a small crown.
	cx, cy, r := s/2, s/2+board*0.06, board*0.27
	disc(img, cx+r*0.08, cy+r*0.12, r, shadow)
	disc(img, cx, cy, r, edge)
	disc(img, cx, cy, r*0.92, white)
	disc(img, cx, cy-r*0.22, r, edge)
	disc(img, cx, cy-r*0.22, r*0.92, white)
	ring(img, cx, cy-r*0.22, r*0.62, r*0.07, edge)
	crownShape(img, cx, cy-r*0.22, r*0.42)
	return img
}

func inRounded(x, y, lo, hi, r float64) bool {
	if x < lo || y < lo || x >= hi || y >= hi {
		return false
	}
	if r == 0 {
		return true
	}
	cx := math.Max(lo+r, math.Min(x, hi-r))
	cy := math.Max(lo+r, math.Min(y, hi-r))
	return (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r
}

func blend(img *image.RGBA, x, y int, c color.RGBA, cover float64) {
	if !image.Pt(x, y).In(img.Bounds()) || cover <= 0 {
		return
	}
	a := float64(c.A) / 255 * math.Min(cover, 1)
	o := img.RGBAAt(x, y)
	mix := func(dst, src uint8) uint8 { return uint8(float64(dst)*(1-a) + float64(src)*a + 0.5) }
	img.SetRGBA(x, y, color.RGBA{mix(o.R, c.R), mix(o.G, c.G), mix(o.B, c.B), uint8(math.Min(255, float64(o.A)+a*255))})
}

func disc(img *image.RGBA, cx, cy, r float64, c color.RGBA) {
	for y := int(cy - r - 1); y <= int(cy+r+1); y++ {
		for x := int(cx - r - 1); x <= int(cx+r+1); x++ {
			d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy)
			blend(img, x, y, c, r-d+0.5)
		}
	}
}

func ring(img *image.RGBA, cx, cy, r, w float64, c color.RGBA) {
	for y := int(cy - r - w - 1); y <= int(cy+r+w+1); y++ {
		for x := int(cx - r - w - 1); x <= int(cx+r+w+1); x++ {
			d := math.Abs(math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy) - r)
			blend(img, x, y, c, w/2-d+0.5)
		}
	}
}

// crownShape fills a three-pointed crown of half-width h centred on cx, cy.
func crownShape(img *image.RGBA, cx, cy, h float64) {
	top, bottom := cy-h*0.7, cy+h*0.5
	for y := int(top); y <= int(bottom)+1; y++ {
		for x := int(cx - h - 1); x <= int(cx+h+1); x++ {
			fx, fy := float64(x)+0.5, float64(y)+0.5
			if fx < cx-h || fx > cx+h || fy > bottom || fy < top {
				continue
			}
			// Points at -h, 0, +h; valleys at +-h/2 reaching down to cy-h*0.05.
			t := (fx - (cx - h)) / h
			u := 2 * math.Abs(t-math.Round(t)) // 0 under a point, 1 in a valley
			limit := top + u*(h*0.65)
			if fy >= limit {
				blend(img, x, y, crown, 1)
			}
		}
	}
}

// PNG returns the icon at size x size as PNG bytes.
func PNG(size int, maskable bool) []byte {
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&b, Draw(size, maskable)); err != nil {
		panic("icon: " + err.Error()) // encoding an in-memory RGBA cannot fail
	}
	return b.Bytes()
}

// Images returns the icon at each of the given sizes (for a window icon).
func Images(sizes ...int) []image.Image {
	out := make([]image.Image, len(sizes))
	for i, s := range sizes {
		out[i] = Draw(s, false)
	}
	return out
}
