//go:build xvfb

package desktoptest // desktop_test.go: the desktop game under Xvfb: drawn, and a click plays a move.

import (
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

type gameState struct {
	FEN      string         `json:"fen"`
	Moves    []string       `json:"moves"`
	Draws    int64          `json:"draws"`
	Frames   int64          `json:"frames"`
	Turn     string         `json:"turn"`
	Message  string         `json:"message"`
	Squares  [51][2]float64 `json:"squares"`
	Thinking bool           `json:"thinking"`
}

func need(t *testing.T, tools ...string) {
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s is not installed (make setup installs it)", tool)
		}
	}
	if os.Getenv("DISPLAY") == "" {
		t.Fatal("no DISPLAY: run under xvfb-run -a")
	}
}

func readState(path string) (gameState, error) {
	var s gameState
	b, err := os.ReadFile(path)
	if err != nil {
		return s, err
	}
	return s, json.Unmarshal(b, &s)
}

func waitFor(t *testing.T, path, what string, ok func(gameState) bool) gameState {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	var last gameState
	for time.Now().Before(deadline) {
		if s, err := readState(path); err == nil {
			last = s
			if ok(s) {
				return s
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s; last state: %+v", what, last)
	return last
}

func run(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v: %s", name, strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

var (
	buildOnce sync.Once
	buildBin  string
	buildErr  error
)

// gameBinary builds the desktop game once for the tests of this package.
func gameBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "draughts-desktoptest-")
		if err != nil {
			buildErr = err
			return
		}
		buildBin = filepath.Join(dir, "draughts")
		build := exec.Command("go", "build", "-o", buildBin, ".")
		build.Dir = "../.."
		if out, err := build.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("build: %v: %s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return buildBin
}

func TestMain(m *testing.M) {
	code := m.Run()
	if buildBin != "" {
		os.RemoveAll(filepath.Dir(buildBin))
	}
	os.Exit(code)
}

func TestDesktopUnderXvfb(t *testing.T) {
	need(t, "import", "xdotool")
	dir := t.TempDir()
	bin := gameBinary(t)
	statePath := filepath.Join(dir, "state.json")
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "DRAUGHTS_STATE_FILE="+statePath, "DRAUGHTS_SOUND=off")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })

	s := waitFor(t, statePath, "the first frame", func(s gameState) bool { return s.Draws > 0 })
	if s.Turn != "white" || len(s.Moves) != 0 {
		t.Fatalf("unexpected start state %+v", s)
	}
	win := run(t, "xdotool", "search", "--sync", "--name", "International draughts")
	win = strings.Fields(win)[0]

	// Screenshot of the window: the board is there, not a blank window.
	shot := filepath.Join(dir, "desktop.png")
	if d := os.Getenv("DRAUGHTS_SHOT_DIR"); d != "" {
		shot = filepath.Join(d, "desktop.png")
	}
	time.Sleep(300 * time.Millisecond)
	run(t, "import", "-window", win, shot)
	img := loadPNG(t, shot)
	checkBoard(t, img, s)

	// Click 32 then 28: the move is played and the computer answers.
	click(t, win, s.Squares[32], "")
	waitFor(t, statePath, "32 selected", func(s gameState) bool { return strings.Contains(string(mustJSON(statePath)), `"selected":32`) })
	click(t, win, s.Squares[28], "")
	s = waitFor(t, statePath, "the move 32-28", func(s gameState) bool { return len(s.Moves) >= 1 })
	if s.Moves[0] != "32-28" {
		t.Fatalf("played %v, want 32-28", s.Moves)
	}
	s = waitFor(t, statePath, "the computer's answer", func(s gameState) bool { return len(s.Moves) >= 2 && s.Turn == "white" })
	t.Logf("moves %v, %d frames, %d redraws", s.Moves, s.Frames, s.Draws)
}

func mustJSON(path string) []byte {
	b, _ := os.ReadFile(path)
	return b
}

// click presses and releases the mouse at a point of the window (on
// display, or on $DISPLAY when it is "").
func click(t *testing.T, win string, at [2]float64, display string) {
	t.Helper()
	xdo := func(args ...string) {
		t.Helper()
		c := exec.Command("xdotool", args...)
		if display != "" {
			c.Env = append(os.Environ(), "DISPLAY="+display)
		}
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("xdotool %s: %v: %s", strings.Join(args, " "), err, out)
		}
	}
	x, y := fmt.Sprint(int(at[0])), fmt.Sprint(int(at[1]))
	xdo("mousemove", "--window", win, x, y)
	time.Sleep(100 * time.Millisecond)
	xdo("mousedown", "1")
	time.Sleep(120 * time.Millisecond)
	xdo("mouseup", "1")
	time.Sleep(120 * time.Millisecond)
}

func loadPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// checkBoard checks that the screenshot is not blank and that light and
// dark squares and both colours of men are where the game says.
func checkBoard(t *testing.T, img image.Image, s gameState) {
	t.Helper()
	colours := map[[3]uint8]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			colours[rgb(img, x, y)] = true
		}
	}
	if len(colours) < 20 {
		t.Fatalf("screenshot looks blank: %d colours", len(colours))
	}
	at := func(x, y float64) [3]uint8 { return rgb(img, b.Min.X+int(x), b.Min.Y+int(y)) }
	c23, c24 := s.Squares[23], s.Squares[24]
	step := c24[0] - c23[0]
	off := step / 8
	dark := at(c23[0]+off, c23[1]+off)
	light := at((c23[0]+c24[0])/2+off, c23[1]+off)
	white := at(s.Squares[33][0]+off/2, s.Squares[33][1]-step/6)
	black := at(s.Squares[18][0]+off/2, s.Squares[18][1]-step/6)
	lum := func(c [3]uint8) int { return int(c[0]) + int(c[1]) + int(c[2]) }
	if !(lum(light) > lum(dark)+100) {
		t.Errorf("light square %v not lighter than dark square %v", light, dark)
	}
	if lum(white) < 600 || lum(black) > 240 {
		t.Errorf("men not drawn: white %v black %v", white, black)
	}
}

func rgb(img image.Image, x, y int) [3]uint8 {
	r, g, b, _ := img.At(x, y).RGBA()
	return [3]uint8{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8)}
}
