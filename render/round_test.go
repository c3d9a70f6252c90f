package render

import (
	"math"
	"testing"
)

// The rounded-rectangle mask covers the shape: opaque inside, clear outside
// the corners, its total coverage the shape's area, and a sub-pixel offset
// shows as partly covered edge pixels.
func TestRoundMask(t *testing.T) {
	k := roundKey{w: 40, h: 20, rad: 6}
	im := roundMask(k, 40, 20)
	alpha := func(x, y int) uint8 { return im.RGBAAt(x, y).A }
	if a := alpha(20, 10); a != 255 {
		t.Errorf("centre alpha %d, want 255", a)
	}
	if a := alpha(20, 0); a != 255 {
		t.Errorf("top edge's middle alpha %d, want 255", a)
	}
	for _, p := range [][2]int{{0, 0}, {39, 0}, {0, 19}, {39, 19}} {
		if a := alpha(p[0], p[1]); a > 40 {
			t.Errorf("corner pixel %v alpha %d: the corner is not rounded", p, a)
		}
	}
	if c := im.RGBAAt(20, 10); c.R != 255 || c.G != 255 || c.B != 255 {
		t.Errorf("centre %v, want white (tinted when drawn)", c)
	}
	sum := 0.0
	for y := range 20 {
		for x := range 40 {
			sum += float64(alpha(x, y)) / 255
		}
	}
	// Quadratic corners bulge a little beyond a quarter circle; the area lies
	// between the circle-cornered shape's and the plain rectangle's.
	circle := 40*20 - (4-math.Pi)*6*6
	if sum < circle*0.995 || sum > 40*20 {
		t.Errorf("coverage %.1f px, want between %.1f and 800", sum, circle)
	}

	// Half a pixel to the right: the left edge's pixels half covered.
	half := roundMask(roundKey{w: 40, h: 20, rad: 6, fx: 0.5}, 41, 20)
	if a := half.RGBAAt(0, 10).A; a < 110 || a > 145 {
		t.Errorf("left edge alpha at x+0.5: %d, want about 128", a)
	}
	if a := half.RGBAAt(40, 10).A; a < 110 || a > 145 {
		t.Errorf("right edge alpha at x+0.5: %d, want about 128", a)
	}
}
