//go:build xvfb

package desktoptest // twowindows_test.go: two desktop windows on one -save folder: moves clicked in both, the first window's notice bar asks, a click on Switch takes the other game.

import (
	"encoding/json"
	"fmt"
	"github.com/draughts/draughts/render/desktoptest/xvfb"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

type button struct {
	Label   string  `json:"label"`
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	Enabled bool    `json:"enabled"`
}

type notice struct {
	Text    string   `json:"text"`
	Actions []string `json:"actions"`
	Buttons []button `json:"buttons"`
	Focus   int      `json:"focus"`
}

type windowState struct {
	gameState
	Lang     string   `json:"lang"`
	Selected int      `json:"selected"`
	Notice   *notice  `json:"notice"`
	Buttons  []button `json:"buttons"`
	Sheet    string   `json:"sheet"`
}

// window is one desktop game on its own display.
type window struct {
	t       *testing.T
	display string
	state   string
	id      string
}

func openWindow(t *testing.T, bin, home, saves, name string) *window {
	t.Helper()
	w := &window{t: t, display: xvfb.Start(t, 1024, 768), state: filepath.Join(t.TempDir(), name+".json")}
	cmd := exec.Command(bin, "-save", saves, "-mode", "two-player")
	cmd.Env = append(os.Environ(), "DISPLAY="+w.display, "DRAUGHTS_STATE_FILE="+w.state, "DRAUGHTS_SOUND=off",
		"HOME="+home, "XDG_CONFIG_HOME="+home, "LANGUAGE=", "LC_ALL=", "LC_MESSAGES=", "LANG=en_GB.UTF-8")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	w.wait("the first frame", func(s windowState) bool { return s.Draws > 0 })
	w.id = strings.Fields(w.xdotool("search", "--sync", "--name", "International draughts"))[0]
	return w
}

func (w *window) xdotool(args ...string) string {
	w.t.Helper()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+w.display)
	out, err := cmd.CombinedOutput()
	if err != nil {
		w.t.Fatalf("xdotool %s: %v: %s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

func (w *window) wait(what string, ok func(windowState) bool) windowState {
	w.t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	var last windowState
	for time.Now().Before(deadline) {
		if b, err := os.ReadFile(w.state); err == nil {
			var s windowState
			if json.Unmarshal(b, &s) == nil {
				last = s
				if ok(s) {
					return s
				}
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	w.t.Fatalf("%s: timed out waiting for %s; last state: moves %v notice %+v message %q", w.display, what, last.Moves, last.Notice, last.Message)
	return last
}

func (w *window) click(x, y float64) {
	w.xdotool("mousemove", "--window", w.id, fmt.Sprint(int(x)), fmt.Sprint(int(y)))
	time.Sleep(100 * time.Millisecond)
	w.xdotool("mousedown", "1")
	time.Sleep(120 * time.Millisecond)
	w.xdotool("mouseup", "1")
	time.Sleep(120 * time.Millisecond)
}

// clickAt clicks at x, y until the game shows that it took the click
// (taken): on a loaded machine the game may not run between the press and
// the release, and the click is lost.
func (w *window) clickAt(what string, x, y float64, taken func(windowState) bool) windowState {
	w.t.Helper()
	return w.repeat(what, "clicking again", func() { w.click(x, y) }, taken)
}

// key presses a key until the game shows that it took it (as clickAt).
func (w *window) key(name string, taken func(windowState) bool) windowState {
	w.t.Helper()
	return w.repeat(name, "pressing again", func() {
		w.xdotool("keydown", "--window", w.id, name)
		time.Sleep(150 * time.Millisecond)
		w.xdotool("keyup", "--window", w.id, name)
	}, taken)
}

// repeat does act until the state file shows taken (6 s after each try, 90 s in all).
func (w *window) repeat(what, again string, act func(), taken func(windowState) bool) windowState {
	w.t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for time.Now().Before(deadline) {
		act()
		for wait := time.Now().Add(6 * time.Second); time.Now().Before(wait); time.Sleep(100 * time.Millisecond) {
			if b, err := os.ReadFile(w.state); err == nil {
				var s windowState
				if json.Unmarshal(b, &s) == nil && taken(s) {
					return s
				}
			}
		}
		w.t.Logf("%s: %s: %s", w.display, what, again)
	}
	return w.wait(what, taken)
}

// move plays from-to by two clicks on the board.
func (w *window) move(from, to int, want string) windowState {
	w.t.Helper()
	s := w.wait("the board", func(s windowState) bool { return true })
	w.clickAt(fmt.Sprint(from, " selected"), s.Squares[from][0], s.Squares[from][1], func(s windowState) bool { return s.Selected == from })
	return w.clickAt("the move "+want, s.Squares[to][0], s.Squares[to][1], func(s windowState) bool { return len(s.Moves) > 0 && s.Moves[len(s.Moves)-1] == want })
}

// shot takes a screenshot of the window (into $DRAUGHTS_SHOT_DIR when set).
func (w *window) shot(name string, after windowState) image.Image {
	w.t.Helper()
	// The state is written before the frame it describes is drawn: wait
	// for a later redraw (the file is rewritten every second).
	w.wait("the frame drawn", func(s windowState) bool { return s.Draws > after.Draws })
	dir := os.Getenv("DRAUGHTS_SHOT_DIR")
	if dir == "" {
		dir = w.t.TempDir()
	}
	path := filepath.Join(dir, name)
	time.Sleep(300 * time.Millisecond)
	cmd := exec.Command("import", "-window", w.id, path)
	cmd.Env = append(os.Environ(), "DISPLAY="+w.display)
	if out, err := cmd.CombinedOutput(); err != nil {
		w.t.Fatalf("screenshot: %v %s", err, out)
	}
	return loadPNG(w.t, path)
}

func find(t *testing.T, bs []button, label string) button {
	t.Helper()
	for _, b := range bs {
		if b.Label == label {
			return b
		}
	}
	t.Fatalf("no button %q in %+v", label, bs)
	return button{}
}

// barDrawn checks that the bar's yellow is across the top of the
// screenshot, above the board, and under each of its buttons' edges.
func barDrawn(t *testing.T, img image.Image, s windowState) {
	t.Helper()
	b := img.Bounds()
	bar := [3]uint8{0xff, 0xf3, 0xcd}
	for _, x := range []int{2, b.Dx() / 2, b.Dx() - 3} {
		if c := rgb(img, b.Min.X+x, b.Min.Y+2); c != bar {
			t.Errorf("no notice bar at (%d, 2): %v", x, c)
		}
	}
	if top := s.Squares[1][1] - (s.Squares[6][1]-s.Squares[1][1])/2; top < 40 {
		t.Errorf("the board's top row (%v) is not under the bar", top)
	}
	for _, bt := range s.Notice.Buttons {
		if c := rgb(img, b.Min.X+int(bt.X), b.Min.Y+int(bt.Y)); c == bar {
			t.Errorf("button %q not drawn at %v,%v", bt.Label, bt.X, bt.Y)
		}
		if bt.X < 0 || bt.X > float64(b.Dx()) || bt.Y > float64(b.Dy()) {
			t.Errorf("button %q outside the window", bt.Label)
		}
	}
}

func TestTwoWindowsOneSaveFolder(t *testing.T) {
	need(t, "Xvfb", "import", "xdotool")
	dir := t.TempDir()
	bin := gameBinary(t)
	home, saves := filepath.Join(dir, "home"), filepath.Join(dir, "saves")
	os.MkdirAll(home, 0o755)
	// Both windows open before either saves: two games on one save file.
	w1 := openWindow(t, bin, home, saves, "one")
	w2 := openWindow(t, bin, home, saves, "two")
	w1.move(32, 28, "32-28")
	w1.move(19, 23, "19-23")
	time.Sleep(300 * time.Millisecond)
	w2.move(34, 30, "34-30")
	// Window 2 found window 1's game in the file when it saved.
	w2.wait("window 2's question", func(s windowState) bool { return s.Notice != nil })
	// Window 1 sees the file change (it looks every 2 s) and asks.
	s := w1.wait("window 1's question", func(s windowState) bool {
		return s.Notice != nil && strings.Join(s.Notice.Actions, ",") == "keep,switch,games"
	})
	if !strings.Contains(s.Notice.Text, "Another tab or window is now playing a different game (moves played: 1)") {
		t.Fatalf("window 1's bar says %q", s.Notice.Text)
	}
	for i, want := range []string{"Continue this game", "Switch to the other game", "Games"} {
		if s.Notice.Buttons[i].Label != want {
			t.Fatalf("button %d is %q, want %q", i, s.Notice.Buttons[i].Label, want)
		}
	}
	barDrawn(t, w1.shot("notice-bar-en-1024x768.png", s), s)

	// Chinese from the settings (Menu, Settings, 中文, then back to the
	// game): the bar's words and buttons in Chinese.
	menu := find(t, s.Buttons, "Menu")
	s = w1.clickAt("the menu", menu.X, menu.Y, func(s windowState) bool { return s.Sheet == "menu" })
	set := find(t, s.Buttons, "Settings")
	s = w1.clickAt("the settings", set.X, set.Y, func(s windowState) bool { return s.Sheet == "settings" })
	zh := find(t, s.Buttons, "中文")
	s = w1.clickAt("Chinese", zh.X, zh.Y, func(s windowState) bool { return s.Lang == "zh" })
	back := find(t, s.Buttons, "返回")
	s = w1.clickAt("back", back.X, back.Y, func(s windowState) bool { return s.Sheet == "menu" })
	shut := find(t, s.Buttons, "关闭")
	w1.clickAt("close", shut.X, shut.Y, func(s windowState) bool { return s.Sheet == "" })
	s = w1.wait("Chinese", func(s windowState) bool {
		return s.Lang == "zh" && s.Notice != nil && len(s.Notice.Buttons) == 3 && s.Notice.Buttons[1].Label == "切换到另一局" &&
			strings.Contains(s.Notice.Text, "另一个标签页或窗口正在下另一局对局")
	})
	barDrawn(t, w1.shot("notice-bar-zh-1024x768.png", s), s)

	// Switch: window 1 continues window 2's game; the bar goes.
	sw := s.Notice.Buttons[1]
	w1.clickAt("Switch", sw.X, sw.Y, func(s windowState) bool { return s.Notice == nil })
	s = w1.wait("the other game", func(s windowState) bool { return s.Notice == nil && strings.Join(s.Moves, " ") == "34-30" })
	img := w1.shot("notice-bar-switched.png", s)
	if c := rgb(img, img.Bounds().Min.X+2, img.Bounds().Min.Y+2); c == [3]uint8{0xff, 0xf3, 0xcd} {
		t.Error("the bar is still drawn after Switch")
	}
	checkBoard(t, img, s.gameState)
	// And plays on in it.
	w1.move(20, 24, "20-24")

	// Window 2 answers with the keyboard: Tab to its first button
	// (Continue this game), Enter: it keeps its game, the bar goes.
	s = w2.key("Tab", func(s windowState) bool { return s.Notice != nil && s.Notice.Focus == 0 })
	barDrawn(t, w2.shot("notice-bar-focus.png", s), s)
	s = w2.key("Return", func(s windowState) bool { return s.Notice == nil })
	if strings.Join(s.Moves, " ") != "34-30" {
		t.Fatalf("window 2 left its game: %v", s.Moves)
	}
}

// A save folder that is a file: the bar offers its ways out from the start;
// Download PDN writes the game into the home folder and says where.
func TestFailingSaveBar(t *testing.T) {
	need(t, "Xvfb", "import", "xdotool", "xclip")
	dir := t.TempDir()
	bin := gameBinary(t)
	home, blocked := filepath.Join(dir, "home"), filepath.Join(dir, "saves")
	os.MkdirAll(home, 0o755)
	os.WriteFile(blocked, []byte("not a folder"), 0o600)
	w := openWindow(t, bin, home, blocked, "blocked")
	s := w.wait("the bar", func(s windowState) bool { return s.Notice != nil })
	if !strings.Contains(s.Notice.Text, "Games cannot be saved: "+blocked+" is a file") || strings.Join(s.Notice.Actions, ",") != "download,copy,games" {
		t.Fatalf("start bar %+v", s.Notice)
	}
	w.move(32, 28, "32-28")
	s = w.wait("the bar after the move", func(s windowState) bool { return s.Notice != nil })
	barDrawn(t, w.shot("notice-bar-failing-1024x768.png", s), s)
	// Copy PDN: the game on the clipboard (the system's tool), the bar gone.
	cp := find(t, s.Notice.Buttons, "Copy PDN")
	w.clickAt("Copy PDN", cp.X, cp.Y, func(s windowState) bool { return s.Notice == nil })
	w.wait("the game copied", func(s windowState) bool {
		return s.Notice == nil && s.Message == "The game is on the clipboard as PDN."
	})
	clip := exec.Command("xclip", "-selection", "clipboard", "-out")
	clip.Env = append(os.Environ(), "DISPLAY="+w.display)
	if out, err := clip.Output(); err != nil || !strings.Contains(string(out), "1. 32-28") {
		t.Fatalf("the clipboard holds %q (%v)", out, err)
	}
	// The next move cannot be saved either: the bar is back.
	w.move(19, 23, "19-23")
	s = w.wait("the bar at the next failing save", func(s windowState) bool { return s.Notice != nil })
	dl := find(t, s.Notice.Buttons, "Download PDN")
	w.clickAt("Download PDN", dl.X, dl.Y, func(s windowState) bool { return s.Notice == nil || s.Notice.Actions[0] == "dismiss" })
	// The choices go; the bar says where the file is, in full, with Dismiss.
	s = w.wait("the PDN written", func(s windowState) bool {
		return s.Notice != nil && strings.Join(s.Notice.Actions, ",") == "dismiss" && strings.HasPrefix(s.Message, "The game was written to ")
	})
	if s.Notice.Text != s.Message {
		t.Errorf("the bar says %q, the panel %q", s.Notice.Text, s.Message)
	}
	path := strings.TrimSuffix(strings.TrimPrefix(s.Message, "The game was written to "), ".")
	if filepath.Dir(path) != home {
		t.Errorf("written to %s, not the home folder %s", path, home)
	}
	b, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(b), "1. 32-28 19-23") {
		t.Fatalf("the PDN file %s: %v\n%s", path, err, b)
	}
	if c, _ := os.ReadFile(blocked); string(c) != "not a folder" {
		t.Error("the file in the save folder's place was changed")
	}
	barDrawn(t, w.shot("notice-bar-downloaded.png", s), s)
	w.clickAt("Dismiss", s.Notice.Buttons[0].X, s.Notice.Buttons[0].Y, func(s windowState) bool { return s.Notice == nil })
}
