//go:build xvfb

package desktoptest // hidpi_test.go: the desktop game on a HiDPI screen (device scale 2) draws at the screen's full resolution.

import (
	"bufio"
	"encoding/json"
	"fmt"
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
func hidpiX(t *testing.T, w, h int) string {
	t.Helper()
	need(t, "Xvfb", "xrdb")
	r, wr, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-dpi", "192", "-nolisten", "tcp", "-noreset")
	cmd.ExtraFiles = []*os.File{wr}
	if err := cmd.Start(); err != nil {
		t.Fatalf("Xvfb: %v", err)
	}
	wr.Close()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if err != nil {
		t.Fatalf("Xvfb did not say its display: %v", err)
	}
	display := ":" + strings.TrimSpace(line)
	xrdb := exec.Command("xrdb", "-nocpp", "-merge")
	xrdb.Env = append(os.Environ(), "DISPLAY="+display)
	xrdb.Stdin = strings.NewReader("Xft.dpi: 192\n")
	if out, err := xrdb.CombinedOutput(); err != nil {
		t.Fatalf("xrdb -merge: %v: %s", err, out)
	}
	q := exec.Command("xrdb", "-query")
	q.Env = xrdb.Env
	if out, err := q.CombinedOutput(); err != nil || !strings.Contains(string(out), "Xft.dpi:\t192") {
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

// On a screen at twice the usual density the game takes the device scale
// 2 from the system: its window is the fitted size in device-independent
// pixels, its framebuffer twice that in real pixels, and the board, the
// pieces and the text are drawn at those real pixels (an edge one pixel
// wide, not two, and text as steep as the screen allows); a move is played
// by clicks at the scaled places.
func TestDesktopHiDPI(t *testing.T) {
	need(t, "import", "xdotool")
	const sw, sh = 1920, 1080 // device pixels: 960x540 at scale 2
	display := hidpiX(t, sw, sh)
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
	if s.Window.Scale != 2 {
		t.Fatalf("device scale %v, want 2 (Xft.dpi 192)", s.Window.Scale)
	}
	win := strings.Fields(xdo("search", "--sync", "--name", "International draughts"))[0]
	var gw, gh int
	geo := xdo("getwindowgeometry", win)
	if _, err := fmt.Sscanf(geo[strings.Index(geo, "Geometry:"):], "Geometry: %dx%d", &gw, &gh); err != nil {
		t.Fatalf("geometry %q: %v", geo, err)
	}
	// The window fits the 960x540 screen of device-independent pixels, and
	// the X window (the framebuffer) is twice as large in device pixels.
	if s.Window.Width > sw/2 || s.Window.Height > sh/2 || s.Window.Width < sw/4 {
		t.Errorf("window %dx%d does not fit a 960x540 screen as the first window should", s.Window.Width, s.Window.Height)
	}
	if abs(gw-2*s.Window.Width) > 1 || abs(gh-2*s.Window.Height) > 1 {
		t.Errorf("X window %dx%d, want twice the game's %dx%d", gw, gh, s.Window.Width, s.Window.Height)
	}
	time.Sleep(300 * time.Millisecond)
	shot := filepath.Join(dir, "hidpi.png")
	if d := os.Getenv("DRAUGHTS_SHOT_DIR"); d != "" {
		shot = filepath.Join(d, "desktop-hidpi.png")
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
	// browser's CSS pixels); on the screen they are twice as far.
	var dev gameState = s.gameState
	for i := range dev.Squares {
		dev.Squares[i] = [2]float64{2 * s.Squares[i][0], 2 * s.Squares[i][1]}
	}
	checkBoard(t, img, dev)
	sq := (dev.Squares[24][0] - dev.Squares[23][0]) / 2 // one column, device pixels
	if sq < 60 {
		t.Fatalf("squares of %.0f device pixels: the board is not drawn at scale 2", sq)
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
		t.Errorf("the men's edges span %d device pixels (90th percentile; widths %v): blurred, not drawn at scale 2", p90, widths)
	}
	// The square numbers (text) on the empty squares 21-30: steps from the
	// square to the ink within one device pixel.
	for n := 21; n <= 30; n++ {
		cx, cy := dev.Squares[n][0], dev.Squares[n][1]
		x0, y0 := int(cx-sq/2)+1, int(cy-sq/2)+1
		if st := steepness(img, x0, y0, x0+int(sq*0.35), y0+int(sq*0.3)); st < 0.8 {
			t.Errorf("the number of square %d is soft: its steepest step is %.2f of its contrast (drawn at scale 2: about 1)", n, st)
		}
	}
	t.Logf("scale %v: window %dx%d, framebuffer %dx%d, square %.0f px, men's edge widths (median) %d",
		s.Window.Scale, s.Window.Width, s.Window.Height, gw, gh, sq, widths[len(widths)/2])

	// Clicks land where the game draws: 32-28 at twice the published places.
	click(t, win, dev.Squares[32], display)
	waitFor(t, statePath, "32 selected", func(gameState) bool { return strings.Contains(string(mustJSON(statePath)), `"selected":32`) })
	click(t, win, dev.Squares[28], display)
	st := waitFor(t, statePath, "the move 32-28", func(s gameState) bool { return len(s.Moves) >= 1 })
	if st.Moves[0] != "32-28" {
		t.Fatalf("played %v, want 32-28", st.Moves)
	}
}
