package keep // a11y_test.go: the theme and motion choices kept in the save, and the system's wishes not taken for choices.

import (
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/wasm/params"
)

func TestThemeAndMotionChoicesKept(t *testing.T) {
	restore := func(store *save.MemoryStore) (app.Config, save.Settings) {
		o := save.Open(store, time.Now())
		h := New(nil, o.Keeper, o.State)
		return h.Restore(app.Config{}), o.State.Settings
	}
	publish := func(store *save.MemoryStore, s app.State) {
		o := save.Open(store, time.Now())
		New(nil, o.Keeper, o.State).Publish(s)
	}
	g := engine.NewGame()

	// High contrast and reduced motion from the system, not chosen: the
	// save says nothing of them, the next start asks the system again.
	store := &save.MemoryStore{}
	s := stateOf(g, "play")
	s.Theme, s.Motion = "High contrast", "off"
	publish(store, s)
	cfg, st := restore(store)
	if st.Theme != "wood" || st.ThemeChosen || st.Motion != "" || cfg.ThemeChosen || cfg.Motion != "" || cfg.Theme != 0 {
		t.Fatalf("the system's wishes saved as choices: settings %+v, config theme %d chosen %v motion %q", st, cfg.Theme, cfg.ThemeChosen, cfg.Motion)
	}

	// Chosen: kept as chosen.
	s.ThemeChosen, s.MotionChosen, s.Motion = true, true, "on"
	publish(store, s)
	cfg, st = restore(store)
	if st.Theme != "high-contrast" || !st.ThemeChosen || st.Motion != "on" || cfg.Theme != render.HighContrast || !cfg.ThemeChosen || cfg.Motion != "on" {
		t.Fatalf("choices lost: settings %+v, config theme %d chosen %v motion %q", st, cfg.Theme, cfg.ThemeChosen, cfg.Motion)
	}

	// An older save (no theme_chosen): a theme other than the default was chosen.
	old := &save.MemoryStore{}
	s = stateOf(g, "play")
	s.Theme = "Ocean"
	publish(old, s)
	o := save.Open(old, time.Now())
	o.State.Settings.ThemeChosen = false
	h := New(nil, o.Keeper, o.State)
	if cfg := h.Restore(app.Config{}); cfg.Theme != 2 || !cfg.ThemeChosen {
		t.Fatalf("an older save's Ocean: theme %d chosen %v", cfg.Theme, cfg.ThemeChosen)
	}

	// URL parameters are choices.
	p, probs := params.Parse("?theme=high-contrast&motion=off", params.Options{})
	if len(probs) != 0 {
		t.Fatalf("problems: %v", probs)
	}
	cfg = h.ApplyParams(app.Config{}, p, probs)
	if cfg.Theme != render.HighContrast || !cfg.ThemeChosen || cfg.Motion != "off" {
		t.Fatalf("theme=high-contrast&motion=off: theme %d chosen %v motion %q", cfg.Theme, cfg.ThemeChosen, cfg.Motion)
	}
	if _, probs := params.Parse("?motion=fast", params.Options{}); len(probs) != 1 || probs[0].Param != "motion" {
		t.Fatalf("motion=fast: %v", probs)
	}
}
