package app // window.go: the desktop window: a first size that fits the monitor, the saved size, position and full-screen state, F11 and the full-screen button.

import (
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Window is the desktop window's geometry in device-independent pixels
// (what Ebitengine reports; the device scale multiplies it on HiDPI
// screens). X, Y, Width and Height are the window's place and size when not
// full screen; Monitor is the name of the monitor it is on.
type Window struct {
	X          int     `json:"x"`
	Y          int     `json:"y"`
	Width      int     `json:"width"`
	Height     int     `json:"height"`
	Fullscreen bool    `json:"fullscreen"`
	Monitor    string  `json:"monitor,omitempty"`
	Scale      float64 `json:"scale,omitempty"` // device pixels per window pixel (published, not saved)
}

// Tuning of the first window.
const (
	windowShareW    = 0.92 // share of the monitor's width a first window may take
	windowShareH    = 0.82 // share of its height (room for a taskbar or dock and the title bar)
	windowAspect    = 1.45 // width/height: the square board plus the panel beside it (geom.panelShare)
	windowMinW      = 320  // smallest window the layout still works in
	windowMinH      = 240
	windowVisibleW  = 120 // a restored position must show this much of the window...
	windowVisibleH  = 60  // ...and its top edge on the monitor (else the system places it)
	windowPollTicks = 15  // how often the window's geometry is read for saving
)

// desktop reports whether the game runs in a desktop window (not a browser canvas).
func desktop() bool { return runtime.GOOS != "js" }

// FitWindow returns the size of a first window on a monitor of mw x mh
// device-independent pixels: as large as a share of the screen allows with
// the board's shape kept, never smaller than the layout's minimum.
func FitWindow(mw, mh int) (w, h int) {
	if mw <= 0 || mh <= 0 {
		return 1100, 760 // no monitor reported: the historical default
	}
	availW, availH := float64(mw)*windowShareW, float64(mh)*windowShareH
	fh := min(availH, availW/windowAspect)
	fw := fh * windowAspect
	return max(windowMinW, int(fw)), max(windowMinH, int(fh))
}

// usableSaved reports whether a saved window of w x h fits a monitor of
// mw x mh, and whether its saved position keeps it visible there.
func usableSaved(s Window, mw, mh int) (size, pos bool) {
	if s.Width < windowMinW || s.Height < windowMinH || mw <= 0 || mh <= 0 {
		return false, false
	}
	size = s.Width <= mw && s.Height <= mh
	pos = size && s.X+s.Width >= windowVisibleW && s.X+windowVisibleW <= mw &&
		s.Y >= 0 && s.Y+windowVisibleH <= mh
	return size, pos
}

// placeWindow sets the window before it opens: the saved geometry when it
// still fits the monitor (the saved monitor, when it is connected), else a
// size fitted to the monitor, centred by the system.
func placeWindow(saved *Window) {
	ebiten.SetWindowSizeLimits(windowMinW, windowMinH, -1, -1)
	setWindowIcon()
	if saved != nil && saved.Monitor != "" {
		for _, m := range ebiten.AppendMonitors(nil) {
			if m.Name() == saved.Monitor {
				ebiten.SetMonitor(m)
				break
			}
		}
	}
	mw, mh := 0, 0
	if m := ebiten.Monitor(); m != nil {
		mw, mh = m.Size()
	}
	if saved != nil {
		if size, pos := usableSaved(*saved, mw, mh); size {
			ebiten.SetWindowSize(saved.Width, saved.Height)
			if pos {
				ebiten.SetWindowPosition(saved.X, saved.Y)
			}
			ebiten.SetFullscreen(saved.Fullscreen)
			return
		}
	}
	ebiten.SetWindowSize(FitWindow(mw, mh))
	if saved != nil {
		ebiten.SetFullscreen(saved.Fullscreen)
	}
}

// updateWindow runs once per Update on the desktop: F11 toggles full
// screen, and the geometry is read now and then so that a moved or resized
// window is published (and saved by the host).
func (a *App) updateWindow() {
	if !desktop() {
		return
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyF11) {
		a.toggleFullscreen()
	}
	if a.ticks%windowPollTicks != 1 || ebiten.IsWindowMinimized() {
		return
	}
	w := readWindow()
	if a.win == nil || *a.win != w {
		a.win = &w
		a.changed = true
	}
}

// readWindow returns the window's current geometry.
func readWindow() Window {
	w := Window{Fullscreen: ebiten.IsFullscreen(), Scale: 1}
	w.X, w.Y = ebiten.WindowPosition()
	w.Width, w.Height = ebiten.WindowSize()
	if m := ebiten.Monitor(); m != nil {
		w.Monitor, w.Scale = m.Name(), m.DeviceScaleFactor()
	}
	return w
}

func (a *App) toggleFullscreen() {
	ebiten.SetFullscreen(!ebiten.IsFullscreen())
	w := readWindow()
	a.win, a.changed = &w, true
}

// windowState is the window as published in State (nil in a browser).
func (a *App) windowState() *Window {
	if a.win == nil {
		return nil
	}
	w := *a.win
	return &w
}

// windowButtonLabel is the full-screen button's text.
func (a *App) windowButtonLabel(i int) (string, bool) {
	if i != btnFullscreen {
		return "", false
	}
	if a.win != nil && a.win.Fullscreen {
		return a.tr("window.leave-fullscreen"), true
	}
	return a.tr("window.fullscreen"), true
}
