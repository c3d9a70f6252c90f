//go:build !js

package keep // keep_other_test.go: the desktop flags and the save file, without a window.

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/render/app"
)

func TestDesktopSetup(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	t.Setenv("HOME", dir)
	t.Setenv("AppData", dir)
	t.Setenv("DRAUGHTS_STATE_FILE", "")
	pdn := filepath.Join(dir, "two.pdn")
	os.WriteFile(pdn, []byte("[Event \"A\"]\n1. 32-28 *\n\n[Event \"B\"]\n1. 33-29 19-23 *\n"), 0o644)
	o, err := ParseFlags([]string{"-pdn", pdn, "-game", "2", "-level", "5", "-color", "black"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	h, cfg, err := Setup(nil, app.Config{}, o)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(cfg.Moves, " ") != "33-29 19-23" || cfg.Level != 5 || cfg.Human != engine.Black || !cfg.Flipped {
		t.Fatalf("cfg %+v", cfg)
	}
	// The first publish writes the save file; the next start restores it.
	g := engine.NewGame()
	g.PlayString("33-29")
	g.PlayString("19-23")
	h.Publish(stateOf(g, "play"))
	o2, _ := ParseFlags(nil, io.Discard)
	_, cfg2, err := Setup(nil, app.Config{}, o2)
	if err != nil || strings.Join(cfg2.Moves, " ") != "33-29 19-23" {
		t.Fatalf("restored %+v %v", cfg2, err)
	}
	// Bad input is refused with the engine's words.
	bad := filepath.Join(dir, "bad.pdn")
	os.WriteFile(bad, []byte("1. 32-26 *"), 0o644)
	if _, _, err := Setup(nil, app.Config{}, Options{PDN: bad}); err == nil || !strings.Contains(err.Error(), "line 1, column 4") {
		t.Fatalf("bad pdn: %v", err)
	}
	if _, _, err := Setup(nil, app.Config{}, Options{FEN: "W:W77"}); err == nil || !strings.Contains(err.Error(), "FEN") {
		t.Fatalf("bad fen: %v", err)
	}
	if _, err := ParseFlags([]string{"stray"}, io.Discard); err == nil {
		t.Fatal("stray argument accepted")
	}
}

// The desktop window's place, size and full-screen state are saved with the
// settings and given back at the next start; a publish before the window
// was looked at keeps the saved one.
func TestDesktopWindowKept(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	t.Setenv("HOME", dir)
	t.Setenv("AppData", dir)
	t.Setenv("DRAUGHTS_STATE_FILE", "")
	o, _ := ParseFlags(nil, io.Discard)
	h, cfg, err := Setup(nil, app.Config{}, o)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Window != nil {
		t.Fatalf("a fresh start has a saved window %+v", cfg.Window)
	}
	s := stateOf(engine.NewGame(), "play")
	s.Window = &app.Window{X: 12, Y: 34, Width: 941, Height: 649, Fullscreen: true, Monitor: "Xvfb-0", Scale: 2}
	h.Publish(s)
	_, cfg, err = Setup(nil, app.Config{}, o)
	want := app.Window{X: 12, Y: 34, Width: 941, Height: 649, Fullscreen: true, Monitor: "Xvfb-0"}
	if err != nil || cfg.Window == nil || *cfg.Window != want {
		t.Fatalf("restored window %+v (%v), want %+v", cfg.Window, err, want)
	}
	h2, _, _ := Setup(nil, app.Config{}, o)
	s2 := stateOf(engine.NewGame(), "two-player") // a change, with the window not yet read
	h2.Publish(s2)
	_, cfg, _ = Setup(nil, app.Config{}, o)
	if cfg.Window == nil || *cfg.Window != want || cfg.Mode != app.ModeTwoPlayers {
		t.Fatalf("after a publish without a window: %+v mode %v", cfg.Window, cfg.Mode)
	}
}

func TestModeFlag(t *testing.T) {
	t.Setenv("DRAUGHTS_STATE_FILE", "x") // keep nothing
	for _, m := range []string{"play", "two-player", "watch", "analysis", "view"} {
		o, err := ParseFlags([]string{"-mode", m}, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		_, cfg, err := Setup(nil, app.Config{}, o)
		if err != nil || cfg.Mode.String() != m {
			t.Errorf("-mode %s: %v %v", m, cfg.Mode, err)
		}
	}
	o, _ := ParseFlags([]string{"-mode", "blitz"}, io.Discard)
	if _, _, err := Setup(nil, app.Config{}, o); err == nil || !strings.Contains(err.Error(), `-mode "blitz"`) {
		t.Errorf("bad mode: %v", err)
	}
}

func TestDesktopSaveFolder(t *testing.T) {
	dir := desktopEnv(t)
	// -save DIR: the game is kept in that folder.
	saves := filepath.Join(dir, "my saves")
	o, err := ParseFlags([]string{"-save", saves + "/"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	h, cfg, err := Setup(nil, app.Config{}, o)
	if err != nil || cfg.Message != "" {
		t.Fatalf("setup %v %q", err, cfg.Message)
	}
	g := engine.NewGame()
	g.PlayString("32-28")
	h.Publish(stateOf(g, "play"))
	if _, err := os.Stat(filepath.Join(saves, "save.msgp")); err != nil {
		t.Fatalf("-save DIR: %v", err)
	}
	// A file where the folder should be: a notice at start, another at the failing save, the file untouched.
	blocker := filepath.Join(dir, "blocked")
	os.WriteFile(blocker, []byte("not a folder"), 0o600)
	h, cfg, err = Setup(nil, app.Config{}, Options{Save: blocker})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Message != "Games cannot be saved: "+blocker+" is a file, not a folder. Ctrl+S writes a .pdn; start with -save DIR to keep games in another folder." {
		t.Fatalf("start notice %q", cfg.Message)
	}
	h.Publish(stateOf(engine.NewGame(), "play")) // the first frame: no move, the start notice stands
	if c, ok := h.Command(); ok {
		t.Fatalf("a second notice before any move: %+v", c)
	}
	h.Publish(stateOf(g, "play"))
	c, ok := h.Command()
	if !ok || c.Name != "error" || !strings.Contains(c.Arg, "This move was not saved: "+blocker+" is a file") || !strings.Contains(c.Arg, "Ctrl+S") {
		t.Fatalf("failing save notice %+v", c)
	}
	if b, _ := os.ReadFile(blocker); string(b) != "not a folder" {
		t.Fatal("the file in place of the folder was changed")
	}
}

// A folder where the save file should be: said as such at start, with the
// file's name, and the folder is left alone.
func TestDesktopSaveFileIsAFolder(t *testing.T) {
	dir := desktopEnv(t)
	saves := filepath.Join(dir, "saves")
	if err := os.MkdirAll(filepath.Join(saves, "save.msgp"), 0o700); err != nil {
		t.Fatal(err)
	}
	_, cfg, err := Setup(nil, app.Config{}, Options{Save: saves})
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(saves, "save.msgp") + ": a folder is where the save file should be"
	if !strings.Contains(cfg.Message, want) || strings.Contains(cfg.Message, "a file is") || strings.Contains(cfg.Message, ".tmp-") {
		t.Fatalf("start notice %q, want %q", cfg.Message, want)
	}
	if st, err := os.Stat(filepath.Join(saves, "save.msgp")); err != nil || !st.IsDir() {
		t.Fatal("the folder in place of the save was changed")
	}
}
