// Package page connects the game to its surroundings. In the browser
// (page_js.go) it installs the automation API window.draughts (state(),
// squareCenter(n), setFEN(fen), newGame(), command(name, arg)) and reads
// the start-up URL parameters; on the desktop (page_other.go) it writes the
// state as JSON to the file named by $DRAUGHTS_STATE_FILE, for tests.
// Both implement app.Host.
package page // page.go: shared helpers for both hosts.

import (
	"github.com/draughts/draughts/render/app"
)

// squareCenters returns the centre of every square in CSS pixels relative
// to the canvas (index 0 unused).
func squareCenters(s *app.State) [51][2]float64 {
	var out [51][2]float64
	l := s.Layout
	if l.Scale == 0 {
		return out
	}
	for n := 1; n <= 50; n++ {
		x, y := l.Center(n)
		out[n] = [2]float64{x / l.Scale, y / l.Scale}
	}
	return out
}
