//go:build !js

package keep // bar_other_test.go: the desktop's notice bar with the real desktop Host over a temporary save folder: two windows on one save file, a failing save and its ways out.

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render/app"
)

// desktopHost starts a desktop Host as `draughts -save dir` does.
func desktopHost(t *testing.T, dir string) *Host {
	t.Helper()
	o, err := ParseFlags([]string{"-save", dir}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := Setup(nil, app.Config{}, o)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func desktopEnv(t *testing.T) string {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	t.Setenv("HOME", dir)
	t.Setenv("DRAUGHTS_STATE_FILE", "")
	return dir
}

// frames runs n frames of the game loop's host calls (the save file is
// looked at every 120).
func frames(h *Host, n int) {
	for i := 0; i < n; i++ {
		h.Frame(int64(i), int64(i))
	}
}

func kinds(h *Host) string {
	var out []string
	for _, e := range h.Games() {
		out = append(out, e.Kind+":"+itoa(e.Moves))
	}
	return strings.Join(out, " ")
}

// twoWindows: window 1 plays 32-28 19-23 and saves, window 2 (same -save
// folder) then plays 34-30 and saves over it; window 1's file watch sees
// it and asks.
func twoWindows(t *testing.T) (w1, w2 *Host, g1, g2 *engine.Game) {
	saves := filepath.Join(desktopEnv(t), "saves")
	w1, w2 = desktopHost(t, saves), desktopHost(t, saves)
	g1, g2 = engine.NewGame(), engine.NewGame()
	play(t, g1, "32-28", "19-23")
	w1.Publish(stateOf(g1, "two-player"))
	play(t, g2, "34-30")
	w2.Publish(stateOf(g2, "two-player"))
	drain(w1)
	drain(w2)
	if text, acts := w1.Notice(); text != "" || acts != nil {
		t.Fatalf("window 1 asks before it looked at the file: %q %v", text, acts)
	}
	frames(w1, 121)
	text, acts := w1.Notice()
	if !strings.Contains(text, "Another tab or window is now playing a different game (moves played: 1)") || strings.Join(acts, ",") != "keep,switch,games" {
		t.Fatalf("window 1's bar: %q %v", text, acts)
	}
	// Window 2 found window 1's game in the file when it saved: it asks too.
	if text, acts := w2.Notice(); !strings.Contains(text, "had saved a different game (moves played: 2)") || strings.Join(acts, ",") != "keep,switch,games" {
		t.Fatalf("window 2's bar: %q %v", text, acts)
	}
	if k := kinds(w1); k != "current:2 recovery:1" {
		t.Fatalf("window 1's Games list: %s", k)
	}
	return w1, w2, g1, g2
}

func TestDesktopBarSwitch(t *testing.T) {
	w1, _, g1, g2 := twoWindows(t)
	w1.NoticeAction(ActSwitch)
	if text, acts := w1.Notice(); text != "" || acts != nil {
		t.Fatalf("the bar stays after Switch: %q %v", text, acts)
	}
	cmds := drain(w1)
	var fen *app.Command
	for i := range cmds {
		if cmds[i].Name == "fen" {
			fen = &cmds[i]
		}
	}
	if fen == nil || strings.Join(fen.Moves, " ") != "34-30" || cmds[len(cmds)-1].Arg != "Switched to the other game; the game you left is in the Games list." {
		t.Fatalf("Switch: %+v", cmds)
	}
	// The app starts the other game (a new game serial) and plays on in it.
	s := stateOf(g2, "two-player")
	s.GameSerial = 1
	w1.Publish(s)
	play(t, g2, "20-24")
	s = stateOf(g2, "two-player")
	s.GameSerial = 1
	w1.Publish(s)
	// Window 1's own game is kept in a recovery slot, move for move (and,
	// left for another game, as a paused game: the list shows it once).
	if k := kinds(w1); k != "current:2 paused:2" {
		t.Fatalf("after Switch, window 1's Games list: %s", k)
	}
	sl := w1.keeper.Store().(save.Slots)
	names, _ := sl.SlotNames()
	kept := false
	for _, n := range names {
		b, _ := sl.LoadSlot(n)
		if st, err := save.Decode(b); err == nil && strings.HasPrefix(n, save.SlotRecovery) && st.Writer == w1.keeper.Writer() &&
			strings.Join(st.Game.Moves, " ") == strings.Join(g1.Notation(), " ") {
			kept = true
		}
	}
	if !kept {
		t.Fatalf("window 1's game is in no recovery slot: %v", names)
	}
	// A new start reads the other game, continued.
	if _, cfg, err := Setup(nil, app.Config{}, Options{Save: filepath.Join(os.Getenv("HOME"), "saves")}); err != nil || strings.Join(cfg.Moves, " ") != "34-30 20-24" {
		t.Fatalf("restart: %v %v", cfg.Moves, err)
	}
}

func TestDesktopBarKeep(t *testing.T) {
	w1, _, g1, _ := twoWindows(t)
	drain(w1)
	w1.NoticeAction(ActKeep)
	if text, acts := w1.Notice(); text != "" || acts != nil {
		t.Fatalf("the bar stays after Keep: %q %v", text, acts)
	}
	if c := drain(w1); len(c) != 1 || c[0].Arg != "You continue this game; the other game stays in the Games list." {
		t.Fatalf("Keep said %+v", c)
	}
	play(t, g1, "28x19")
	w1.Publish(stateOf(g1, "two-player"))
	frames(w1, 241)
	if text, acts := w1.Notice(); text != "" || acts != nil {
		t.Fatalf("asked again about the game left: %q %v", text, acts)
	}
	// This window's game is the save now; the other stays in the Games list.
	if k := kinds(w1); k != "current:3 recovery:1" {
		t.Fatalf("after Keep: %s", k)
	}
	for _, e := range w1.Games() {
		if e.Kind == "recovery" {
			w1.GameAction(e.ID, app.GameContinue)
		}
	}
	cmds := drain(w1)
	if len(cmds) < 2 || strings.Join(cmds[len(cmds)-2].Moves, " ") != "34-30" {
		t.Fatalf("the other game cannot be continued from the list: %+v", cmds)
	}
}

// Games opens the list; the bar goes, the question stays answered there.
func TestDesktopBarGames(t *testing.T) {
	w1, _, _, _ := twoWindows(t)
	drain(w1)
	w1.NoticeAction(ActGames)
	if cmds := drain(w1); len(cmds) != 1 || cmds[0].Name != "games" {
		t.Fatalf("Games: %+v", cmds)
	}
	if text, acts := w1.Notice(); text != "" || acts != nil {
		t.Fatalf("the bar stays after Games: %q %v", text, acts)
	}
}

func TestDesktopBarFailingSave(t *testing.T) {
	home := desktopEnv(t)
	for _, c := range []struct {
		name  string
		block func(saves string)
	}{
		// The save folder is a file.
		{"folder is a file", func(saves string) { os.WriteFile(saves, []byte("not a folder"), 0o600) }},
		// The save file is a folder: every write fails.
		{"save file is a folder", func(saves string) { os.MkdirAll(filepath.Join(saves, "save.msgp", "x"), 0o755) }},
	} {
		saves := filepath.Join(home, strings.ReplaceAll(c.name, " ", "-"))
		c.block(saves)
		h := desktopHost(t, saves)
		g := engine.NewGame()
		h.Publish(stateOf(g, "two-player"))
		play(t, g, "32-28", "19-23")
		h.Publish(stateOf(g, "two-player"))
		drain(h)
		text, acts := h.Notice()
		if !strings.Contains(text, "Games cannot be saved") && !strings.Contains(text, "This move was not saved") || strings.Join(acts, ",") != "download,copy,games" {
			t.Fatalf("%s: bar %q %v", c.name, text, acts)
		}
		h.NoticeAction(ActDownload)
		cmds := drain(h)
		if len(cmds) != 1 || cmds[0].Name != "say" || !strings.HasPrefix(cmds[0].Arg, "The game was written to "+home+string(filepath.Separator)+"draughts-") {
			t.Fatalf("%s: download said %+v", c.name, cmds)
		}
		path := strings.TrimSuffix(strings.TrimPrefix(cmds[0].Arg, "The game was written to "), ".")
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		im, err := save.ImportText(string(b), 0)
		if err != nil || strings.Join(im.Game.Notation(), " ") != "32-28 19-23" {
			t.Fatalf("%s: the downloaded PDN reads as %v (%v):\n%s", c.name, im.Game, err, b)
		}
		// The choices go; the bar says where the file is, in full, until dismissed.
		if text, acts := h.Notice(); text != cmds[0].Arg || strings.Join(acts, ",") != "dismiss" {
			t.Fatalf("%s: the bar after Download: %q %v", c.name, text, acts)
		}
		h.NoticeAction(ActDismiss)
		if text, acts := h.Notice(); text != "" || acts != nil {
			t.Fatalf("%s: the bar stays after Dismiss: %q %v", c.name, text, acts)
		}
		// The next move is not saved either: the bar is back at once.
		play(t, g, "28x19")
		h.Publish(stateOf(g, "two-player"))
		if _, acts := h.Notice(); strings.Join(acts, ",") != "download,copy,games" {
			t.Fatalf("%s: no bar at the next failing save: %v", c.name, acts)
		}
	}
}

// Free space that is not enough keeps the bar; once a write works, the
// bar goes by itself.
func TestDesktopBarFreeSpace(t *testing.T) {
	saves := filepath.Join(desktopEnv(t), "saves")
	h := desktopHost(t, saves)
	g := engine.NewGame()
	play(t, g, "32-28")
	g.Resign(engine.Black)
	h.Publish(stateOf(g, "two-player")) // a finished game in the save
	g2 := engine.NewGame()
	s := stateOf(g2, "two-player")
	s.GameSerial = 1
	h.Publish(s)
	// The save file becomes a folder: the next move cannot be saved.
	file := filepath.Join(saves, "save.msgp")
	os.Remove(file)
	os.MkdirAll(filepath.Join(file, "x"), 0o755)
	play(t, g2, "33-29")
	s = stateOf(g2, "two-player")
	s.GameSerial = 1
	h.Publish(s)
	drain(h)
	if _, acts := h.Notice(); strings.Join(acts, ",") != "download,copy,free,games" {
		t.Fatalf("failing save with a finished game: %v", acts)
	}
	h.NoticeAction(ActFree)
	if text, acts := h.Notice(); !strings.Contains(text, "was not enough") || len(acts) == 0 {
		t.Fatalf("freeing space did not help, yet the bar went: %q %v", text, acts)
	}
	os.RemoveAll(file)
	play(t, g2, "18-23")
	s = stateOf(g2, "two-player")
	s.GameSerial = 1
	h.Publish(s)
	if text, acts := h.Notice(); text != "" || acts != nil {
		t.Fatalf("saving works again, the bar stays: %q %v", text, acts)
	}
}
