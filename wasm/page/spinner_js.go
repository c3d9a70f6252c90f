//go:build js && wasm

package page // spinner_js.go: the thinking indicator as an element over the canvas (index.html turns it).

import (
	"image/color"
	"syscall/js"
)

// Spins reports whether the page can show the thinking indicator
// (index.html's window.draughtsSpinner); a page without it (the bench's bare
// page) leaves the game to draw the indicator itself.
func (h *Host) Spins() bool {
	if h.spinFn.IsUndefined() {
		h.spinFn = js.Null()
		if f := js.Global().Get("draughtsSpinner"); f.Type() == js.TypeFunction {
			h.spinFn = f
		}
	}
	return !h.spinFn.IsNull()
}

// Spinner shows the indicator centred at x, y with radius r (device pixels
// of the canvas) in colour c, or hides it: index.html places it over the
// canvas in CSS pixels and the browser animates it, so the game draws
// nothing while the computer thinks (render/app/redraw.go).
func (h *Host) Spinner(on bool, x, y, r float64, c color.RGBA) {
	if !h.Spins() {
		return
	}
	scale := h.state.Layout.Scale
	if scale <= 0 {
		scale = js.Global().Get("devicePixelRatio").Float()
	}
	if scale <= 0 {
		scale = 1
	}
	px, py := h.toPage(x/scale, y/scale)
	h.spinFn.Invoke(on, px, py, r/scale, c.R, c.G, c.B)
}
