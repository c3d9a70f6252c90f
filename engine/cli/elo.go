//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // elo.go: the Elo difference of a match score and its 95% error margin.

import "math"

// eloOf returns the Elo difference of a score fraction (0 < p < 1).
func eloOf(p float64) float64 { return -400 * math.Log10(1/p-1) }

// eloMargin returns the Elo difference of win/draw/loss from A's view and
// the half-width of its 95% confidence interval, from the per-game score
// variance (trinomial: draws count half and lower the variance). The
// score is clamped away from 0 and 1 so that a clean sweep gives a finite
// (large) figure.
func eloMargin(win, draw, loss int) (elo, margin float64) {
	n := float64(win + draw + loss)
	if n == 0 {
		return 0, 0
	}
	p := (float64(win) + float64(draw)/2) / n
	v := (float64(win)*math.Pow(1-p, 2) + float64(draw)*math.Pow(0.5-p, 2) + float64(loss)*math.Pow(p, 2)) / n
	se := math.Sqrt(v / n)
	clamp := func(x float64) float64 { return math.Max(0.5/n, math.Min(1-0.5/n, x)) }
	lo, hi := eloOf(clamp(p-1.96*se)), eloOf(clamp(p+1.96*se))
	return eloOf(clamp(p)), (hi - lo) / 2
}
