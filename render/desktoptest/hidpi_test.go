//go:build xvfb

package desktoptest // hidpi_test.go: the desktop game on a HiDPI screen (device scale 2) draws at the screen's full resolution.

import (
	"encoding/json"
	"fmt"
	"github.com/draughts/draughts/render/desktoptest/xvfb"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// hidpiX starts an Xvfb server of w x h device pixels that says its screen
// has 192 dpi the way desktops do (Xft.dpi in the X resource database, which
// GLFW and so Ebitengine read when the program connects: a device scale of
// 2), and returns its DISPLAY. -noreset keeps the resource: without it the
// server resets when its last client leaves, and xrdb is a client that
// leaves at once (why an earlier try saw a scale of 1).
func hidpiX(t *testing.T, w, h, dpi int) string {
	t.Helper()
	need(t, "Xvfb", "xrdb")
	display := xvfb.Start(t, w, h, "-dpi", fmt.Sprint(dpi), "-noreset")
	xrdb := exec.Command("xrdb", "-nocpp", "-merge")
	xrdb.Env = append(os.Environ(), "DISPLAY="+display)
	xrdb.Stdin = strings.NewReader(fmt.Sprintf("Xft.dpi: %d\n", dpi))
	if out, err := xrdb.CombinedOutput(); err != nil {
		t.Fatalf("xrdb -merge: %v: %s", err, out)
	}
	q := exec.Command("xrdb", "-query")
	q.Env = xrdb.Env
	if out, err := q.CombinedOutput(); err != nil || !strings.Contains(string(out), fmt.Sprintf("Xft.dpi:\t%d", dpi)) {
		t.Fatalf("the server lost Xft.dpi: %v %q", err, out)
	}
	return display
}

type hidpiState struct {
	gameState
	Window *struct {
		Width, Height int
		Scale         float64
	} `json:"window"`
}

// On a screen at twice the usual density (and at 1.5 times, the common
// fractional scale) the game takes the device scale from the system: its
// window is the fitted size in device-independent pixels, its framebuffer
// that times the scale in real pixels, and the board, the pieces and the
// text are drawn at those real pixels (an edge one pixel wide, not two,
// and text as steep as the screen allows); a move is played by clicks at
// the scaled places.
func TestDesktopHiDPI(t *testing.T) {
	t.Run("scale 2", func(t *testing.T) { testHiDPI(t, 192) })
	t.Run("scale 1.5", func(t *testing.T) { testHiDPI(t, 144) })
}

func testHiDPI(t *testing.T, dpi int) {
	need(t, "import", "xdotool")
	const sw, sh = 1920, 1080 // device pixels: 960x540 at scale 2
	k := float64(dpi) / 96
	display := hidpiX(t, sw, sh, dpi)
	bin := gameBinary(t)
	dir := t.TempDir()
	statePath := filepath.Join(dir, "state.json")
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "DISPLAY="+display, "DRAUGHTS_STATE_FILE="+statePath, "DRAUGHTS_SOUND=off",
		"HOME="+dir, "XDG_CONFIG_HOME="+dir) // no saved window
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	xdo := func(args ...string) string {
		t.Helper()
		c := exec.Command("xdotool", args...)
		c.Env = append(os.Environ(), "DISPLAY="+display)
		out, err := c.CombinedOutput()
		if err != nil {
			t.Fatalf("xdotool %s: %v: %s", strings.Join(args, " "), err, out)
		}
		return strings.TrimSpace(string(out))
	}
	var s hidpiState
	waitFor(t, statePath, "the first frame with the window", func(gameState) bool {
		b, err := os.ReadFile(statePath)
		return err == nil && json.Unmarshal(b, &s) == nil && s.Draws > 0 && s.Window != nil
	})
	if s.Window.Scale != k {
		t.Fatalf("device scale %v, want %v (Xft.dpi %d)", s.Window.Scale, k, dpi)
	}
	win := strings.Fields(xdo("search", "--sync", "--name", "International draughts"))[0]
	var gw, gh int
	geo := xdo("getwindowgeometry", win)
	if _, err := fmt.Sscanf(geo[strings.Index(geo, "Geometry:"):], "Geometry: %dx%d", &gw, &gh); err != nil {
		t.Fatalf("geometry %q: %v", geo, err)
	}
	// The window fits the screen in device-independent pixels (960x540 at
	// scale 2), and the X window (the framebuffer) is the scale times as
	// large in device pixels.
	dw, dh := float64(sw)/k, float64(sh)/k
	if float64(s.Window.Width) > dw || float64(s.Window.Height) > dh || float64(s.Window.Width) < dw/2 {
		t.Errorf("window %dx%d does not fit a %.0fx%.0f screen as the first window should", s.Window.Width, s.Window.Height, dw, dh)
	}
	if math.Abs(float64(gw)-k*float64(s.Window.Width)) > 1 || math.Abs(float64(gh)-k*float64(s.Window.Height)) > 1 {
		t.Errorf("X window %dx%d, want %v times the game's %dx%d", gw, gh, k, s.Window.Width, s.Window.Height)
	}
	time.Sleep(300 * time.Millisecond)
	shot := filepath.Join(dir, "hidpi.png")
	if d := os.Getenv("DRAUGHTS_SHOT_DIR"); d != "" {
		shot = filepath.Join(d, fmt.Sprintf("desktop-dpi%d.png", dpi))
	}
	imp := exec.Command("import", "-window", win, shot)
	imp.Env = append(os.Environ(), "DISPLAY="+display)
	if out, err := imp.CombinedOutput(); err != nil {
		t.Fatalf("import: %v: %s", err, out)
	}
	img := loadPNG(t, shot)
	if b := img.Bounds(); b.Dx() != gw || b.Dy() != gh {
		t.Fatalf("screenshot %v, want the window's %dx%d", b, gw, gh)
	}
	// The game's squares are in device-independent pixels (like the
	// browser's CSS pixels); on the screen they are the scale times as far.
	var dev gameState = s.gameState
	for i := range dev.Squares {
		dev.Squares[i] = [2]float64{k * s.Squares[i][0], k * s.Squares[i][1]}
	}
	checkBoard(t, img, dev)
	sq := (dev.Squares[24][0] - dev.Squares[23][0]) / 2 // one column, device pixels
	if sq < 30*k {
		t.Fatalf("squares of %.0f device pixels: the board is not drawn at scale %v", sq, k)
	}
	// The black men's outer edge along rows through their middle: one
	// device pixel wide (two or more when drawn at half size and scaled up).
	var widths []int
	for n := 16; n <= 20; n++ {
		cx, cy := dev.Squares[n][0], dev.Squares[n][1]
		for y := int(cy - sq/10); y <= int(cy+sq/10); y++ {
			if w := edgeWidth(img, int(cx-sq*0.48), int(cx-sq*0.2), y); w >= 0 {
				widths = append(widths, w)
			}
		}
	}
	sort.Ints(widths)
	if len(widths) < 40 {
		t.Fatalf("found the edge of the men in only %d rows: %v", len(widths), widths)
	}
	if p90 := widths[len(widths)*9/10]; p90 > 1 {
		t.Errorf("the men's edges span %d device pixels (90th percentile; widths %v): blurred, not drawn at scale %v", p90, widths, k)
	}
	// The square numbers (text) on the empty squares 21-30: steps from the
	// square to the ink within one device pixel.
	for n := 21; n <= 30; n++ {
		cx, cy := dev.Squares[n][0], dev.Squares[n][1]
		x0, y0 := int(cx-sq/2)+1, int(cy-sq/2)+1
		if st := steepness(img, x0, y0, x0+int(sq*0.35), y0+int(sq*0.3)); st < 0.8 {
			t.Errorf("the number of square %d is soft: its steepest step is %.2f of its contrast (drawn at the screen's scale: about 1)", n, st)
		}
	}
	t.Logf("scale %v: window %dx%d, framebuffer %dx%d, square %.0f px, men's edge widths (median) %d",
		s.Window.Scale, s.Window.Width, s.Window.Height, gw, gh, sq, widths[len(widths)/2])

	// Clicks land where the game draws: 32-28 at the published places times the scale.
	click(t, win, dev.Squares[32], display)
	waitFor(t, statePath, "32 selected", func(gameState) bool { return strings.Contains(string(mustJSON(statePath)), `"selected":32`) })
	click(t, win, dev.Squares[28], display)
	st := waitFor(t, statePath, "the move 32-28", func(s gameState) bool { return len(s.Moves) >= 1 })
	if st.Moves[0] != "32-28" {
		t.Fatalf("played %v, want 32-28", st.Moves)
	}
}
