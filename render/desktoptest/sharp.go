package desktoptest // sharp.go: is a screenshot drawn at the screen's full resolution? Edge widths and the steepest step in a box of text.

import "image"

// lum is a pixel's brightness (0..765).
func lum(img image.Image, x, y int) int {
	r, g, b, _ := img.At(x, y).RGBA()
	return int(r>>8) + int(g>>8) + int(b>>8)
}

// edgeWidth scans the row y from x0 (the background) to x1 and returns how
// many pixels lie between the background and the first colour it meets
// that is as far from it as the row goes (those farther than 12 % from
// both): the width of the edge in pixels, or -1 when the row has no such
// step. An edge drawn at the screen's full resolution spans at most one
// pixel; one drawn at half resolution and scaled up spans two or more.
func edgeWidth(img image.Image, x0, x1, y int) int {
	bg, far := lum(img, x0, y), lum(img, x0, y)
	for x := x0; x < x1; x++ {
		if v := lum(img, x, y); abs(v-bg) > abs(far-bg) {
			far = v
		}
	}
	span := abs(far - bg)
	if span < 150 {
		return -1
	}
	margin := span * 12 / 100
	n := 0
	for x := x0; x < x1; x++ {
		switch d := abs(lum(img, x, y) - bg); {
		case d >= span-margin:
			return n
		case d > margin:
			n++
		default:
			n = 0 // still the background
		}
	}
	return -1
}

// steepness returns the largest step between two neighbouring pixels of a
// box of img as a share of the box's contrast: near 1 for text drawn at the
// screen's resolution, about 0.6 or less when a half-resolution picture was
// scaled up smoothly (every step is shared between two pixels).
func steepness(img image.Image, x0, y0, x1, y1 int) float64 {
	lo, hi, step := 1<<30, -1, 0
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			v := lum(img, x, y)
			lo, hi = min(lo, v), max(hi, v)
			if x+1 < x1 {
				step = max(step, abs(v-lum(img, x+1, y)))
			}
			if y+1 < y1 {
				step = max(step, abs(v-lum(img, x, y+1)))
			}
		}
	}
	if hi-lo < 100 {
		return 0
	}
	return float64(step) / float64(hi-lo)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
