package app // window_test.go: the first window fits the screen with the board's shape; a saved window is reused only where it fits.

import "testing"

func TestFitWindow(t *testing.T) {
	for _, m := range [][2]int{{1024, 768}, {1366, 768}, {1280, 800}, {1920, 1080}, {2560, 1440}, {3840, 2160}, {1080, 1920}, {800, 600}, {640, 480}} {
		w, h := FitWindow(m[0], m[1])
		if w > m[0] || h > m[1] {
			t.Errorf("%dx%d screen: window %dx%d does not fit", m[0], m[1], w, h)
		}
		// Room for a taskbar and a title bar below and above.
		if float64(h) > float64(m[1])*windowShareH+1 {
			t.Errorf("%dx%d screen: window %dx%d leaves no room for a taskbar", m[0], m[1], w, h)
		}
		if r := float64(w) / float64(h); r < windowAspect-0.01 || r > windowAspect+0.01 {
			t.Errorf("%dx%d screen: window %dx%d has shape %.3f, want %.2f", m[0], m[1], w, h, r, windowAspect)
		}
		// A good share of the screen: one side uses most of what it may.
		if float64(w) < float64(m[0])*windowShareW*0.97 && float64(h) < float64(m[1])*windowShareH*0.97 {
			t.Errorf("%dx%d screen: window %dx%d is needlessly small", m[0], m[1], w, h)
		}
	}
	if w, h := FitWindow(0, 0); w != 1100 || h != 760 {
		t.Errorf("no monitor: %dx%d", w, h)
	}
	if w, h := FitWindow(200, 100); w != windowMinW || h != windowMinH {
		t.Errorf("tiny monitor: %dx%d, want the minimum", w, h)
	}
}

func TestUsableSaved(t *testing.T) {
	for _, tc := range []struct {
		w         Window
		mw, mh    int
		size, pos bool
	}{
		{Window{X: 40, Y: 30, Width: 900, Height: 620}, 1920, 1080, true, true},
		{Window{X: 40, Y: 30, Width: 1800, Height: 1000}, 1024, 768, false, false}, // saved on a bigger screen
		{Window{X: 3000, Y: 30, Width: 900, Height: 620}, 1920, 1080, true, false}, // on a monitor now gone
		{Window{X: -880, Y: 30, Width: 900, Height: 620}, 1920, 1080, true, false}, // only 20 px showing
		{Window{X: 40, Y: -10, Width: 900, Height: 620}, 1920, 1080, true, false},  // title bar above the screen
		{Window{X: 40, Y: 30, Width: 100, Height: 620}, 1920, 1080, false, false},  // below the minimum
		{Window{X: 40, Y: 30, Width: 900, Height: 620}, 0, 0, false, false},        // no monitor reported
	} {
		size, pos := usableSaved(tc.w, tc.mw, tc.mh)
		if size != tc.size || pos != tc.pos {
			t.Errorf("%+v on %dx%d: size %v pos %v, want %v %v", tc.w, tc.mw, tc.mh, size, pos, tc.size, tc.pos)
		}
	}
}

func TestFullscreenInTheMenuOnDesktopOnly(t *testing.T) {
	a := newApp(t, Config{Level: 1})
	a.openMenu()
	found := false
	for _, b := range a.State().Buttons {
		found = found || b.Label == a.tr("window.fullscreen")
	}
	if found != desktop() {
		t.Errorf("full screen in the menu: %v, on the desktop: %v", found, desktop())
	}
}

// The screen in device pixels is the window system's framebuffer: a whole
// number of device pixels, found again from the device-independent size
// Ebitengine reports (the window's device pixels divided by the scale).
func TestDeviceSizeMatchesTheFramebuffer(t *testing.T) {
	for _, s := range []float64{1, 1.1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 3} {
		for fb := 240; fb <= 4000; fb++ {
			ow := float64(fb) / s // what Ebitengine passes to LayoutF
			if w, h := deviceSize(ow, ow, s); w != fb || h != fb {
				t.Fatalf("scale %v, framebuffer %d: screen %dx%d", s, fb, w, h)
			}
		}
	}
	if w, h := deviceSize(0.1, 0.2, 1); w != 1 || h != 1 {
		t.Errorf("a tiny window: %dx%d, want 1x1", w, h)
	}
}
