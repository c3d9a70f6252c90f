package desktoptest // sharp_test.go: the sharpness measures on drawn pictures: a disc at full resolution, and the same disc at half resolution scaled up.

import (
	"image"
	"image/color"
	"math"
	"testing"
)

// disc draws a dark disc of radius r (pixels) centred in a light w x w
// picture, with each pixel's shade the share of it the disc covers.
func disc(w int, r float64) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, w))
	c := float64(w) / 2
	for y := 0; y < w; y++ {
		for x := 0; x < w; x++ {
			in := 0
			for sy := 0; sy < 4; sy++ {
				for sx := 0; sx < 4; sx++ {
					dx, dy := float64(x)+(float64(sx)+0.5)/4-c, float64(y)+(float64(sy)+0.5)/4-c
					if math.Hypot(dx, dy) <= r {
						in++
					}
				}
			}
			v := uint8(230 - (230-20)*in/16)
			img.Set(x, y, color.RGBA{v, v, v, 255})
		}
	}
	return img
}

// upscale doubles a picture with bilinear filtering (what a window
// compositor or a graphics library does with a half-size frame).
func upscale(src *image.RGBA) *image.RGBA {
	b := src.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, 2*b.Dx(), 2*b.Dy()))
	at := func(x, y int) float64 {
		x, y = max(0, min(b.Dx()-1, x)), max(0, min(b.Dy()-1, y))
		return float64(src.RGBAAt(x, y).R)
	}
	for y := 0; y < dst.Bounds().Dy(); y++ {
		for x := 0; x < dst.Bounds().Dx(); x++ {
			fx, fy := (float64(x)+0.5)/2-0.5, (float64(y)+0.5)/2-0.5
			x0, y0 := int(math.Floor(fx)), int(math.Floor(fy))
			ax, ay := fx-float64(x0), fy-float64(y0)
			v := (at(x0, y0)*(1-ax)+at(x0+1, y0)*ax)*(1-ay) + (at(x0, y0+1)*(1-ax)+at(x0+1, y0+1)*ax)*ay
			g := uint8(math.Round(v))
			dst.Set(x, y, color.RGBA{g, g, g, 255})
		}
	}
	return dst
}

func TestSharpnessMeasures(t *testing.T) {
	sharp := disc(160, 64.3)
	soft := upscale(disc(80, 32.15))
	widths := func(img image.Image) (lo, hi int) {
		lo, hi = 99, -1
		for y := 80 - 8; y <= 80+8; y++ {
			w := edgeWidth(img, 4, 60, y)
			if w < 0 {
				t.Fatalf("row %d: no edge found", y)
			}
			lo, hi = min(lo, w), max(hi, w)
		}
		return
	}
	if _, hi := widths(sharp); hi > 1 {
		t.Errorf("a disc drawn at full resolution: edges up to %d pixels wide, want 1", hi)
	}
	if lo, _ := widths(soft); lo < 2 {
		t.Errorf("a half-size disc scaled up: an edge only %d pixel wide, want 2 or more", lo)
	}
	if s := steepness(sharp, 0, 0, 160, 160); s < 0.8 {
		t.Errorf("full resolution: steepness %.2f, want about 1", s)
	}
	if s := steepness(soft, 0, 0, 160, 160); s > 0.65 {
		t.Errorf("scaled up: steepness %.2f, want 0.65 or less", s)
	}
}
