package save // window_test.go: the desktop window in the settings: kept across a round trip, absent from older saves.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWindowRoundTrip(t *testing.T) {
	s := New()
	s.Settings = Settings{Theme: "wood", SettingsSet: true,
		Window: &WindowSave{X: -20, Y: 40, Width: 941, Height: 649, Fullscreen: true, Monitor: "XWAYLAND0"}}
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if got.Settings.Window == nil || *got.Settings.Window != *s.Settings.Window {
		t.Fatalf("window %+v, want %+v", got.Settings.Window, s.Settings.Window)
	}
}

// Saves written before the window was kept (the v1 golden files) still
// read, with no window: the game then fits its first window to the screen.
func TestOldSavesHaveNoWindow(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "v1-*.msgp"))
	if len(files) == 0 {
		t.Fatal("no golden saves in testdata")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Decode(b)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if s.Settings.Window != nil {
			t.Errorf("%s: window %+v from a save that had none", f, s.Settings.Window)
		}
	}
}

func TestWindowMonitorChecked(t *testing.T) {
	s := New()
	s.Settings.Window = &WindowSave{Width: 800, Height: 600, Monitor: strings.Repeat("m", maxString+1)}
	if _, err := Encode(s); err == nil || !strings.Contains(err.Error(), "window monitor") {
		t.Errorf("an over-long monitor name: %v, want an error naming the window monitor", err)
	}
}
