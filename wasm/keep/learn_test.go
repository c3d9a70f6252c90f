package keep // learn_test.go: the trainers' progress saved and restored, the game in progress left alone, the solved event, puzzle=/lesson=.

import (
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/puzzle"
	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/wasm/embed"
	"github.com/draughts/draughts/wasm/params"
)

func TestLearnProgressKeptBesideTheGame(t *testing.T) {
	store := &save.MemoryStore{}
	o := save.Open(store, time.Now())
	h := New(nil, o.Keeper, o.State)
	var events []embed.Event
	h.post = func(e embed.Event) { events = append(events, e) }
	g := engine.NewGame()
	g.PlayString("32-28")
	h.Publish(stateOf(g, "play"))
	// A solved puzzle: the progress is saved, the game in progress is not replaced.
	pg, _ := engine.NewGameFromFEN("W:W35,40:B8,19,22,27,39")
	s := stateOf(pg, "puzzle")
	s.Puzzle = &app.PuzzleInfo{ID: "c410ce", Rating: 1216, Solved: true}
	s.Progress = app.Progress{PuzzleRating: 1216, Solved: []string{"c410ce"}, Puzzle: "c410ce", Active: "puzzle"}
	h.Publish(s)
	h.Publish(s) // once only
	n := 0
	for _, e := range events {
		if e["type"] == embed.EventSolved {
			n++
			if e["puzzle"] != "c410ce" || e["rating"] != 1216 || e["clean"] != true {
				t.Errorf("solved event %v", e)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d solved events, want 1: %v", n, events)
	}
	o2 := save.Open(store, time.Now())
	h2 := New(nil, o2.Keeper, o2.State)
	cfg := h2.RestoreLearn(h2.Restore(app.Config{}))
	if cfg.Mode != app.ModePuzzle || cfg.Progress.PuzzleRating != 1216 || cfg.Progress.Puzzle != "c410ce" || len(cfg.Progress.Solved) != 1 {
		t.Errorf("restored %+v mode %v", cfg.Progress, cfg.Mode)
	}
	if len(cfg.Moves) != 1 || cfg.Moves[0] != "32-28" {
		t.Errorf("the game in progress was replaced: %v", cfg.Moves)
	}
}

// TestViewModeWritesNoProgress: a page in view mode (or with no progress
// at all) stores nothing.
func TestViewModeWritesNoProgress(t *testing.T) {
	store := &save.MemoryStore{}
	o := save.Open(store, time.Now())
	h := New(nil, o.Keeper, o.State)
	h.Publish(stateOf(engine.NewGame(), "view"))
	if o2 := save.Open(store, time.Now()); o2.Found {
		t.Error("view mode saved something")
	}
}

func TestPuzzleAndLessonParameters(t *testing.T) {
	ps, err := puzzle.All()
	if err != nil || len(ps) == 0 {
		t.Fatal(err)
	}
	h := New(nil, nil, save.New())
	p, probs := params.Parse("puzzle="+ps[0].ID, params.Options{})
	if cfg := h.ApplyParams(app.Config{}, p, probs); len(probs) != 0 || cfg.Mode != app.ModePuzzle || cfg.Puzzle != ps[0].ID {
		t.Errorf("puzzle=: %v %v %q", probs, cfg.Mode, cfg.Puzzle)
	}
	p, probs = params.Parse("lesson=kings", params.Options{})
	if cfg := h.ApplyParams(app.Config{}, p, probs); len(probs) != 0 || cfg.Mode != app.ModeLearn || cfg.Lesson != "kings" {
		t.Errorf("lesson=: %v %v %q", probs, cfg.Mode, cfg.Lesson)
	}
	for _, q := range []string{"puzzle=zzzzzz", "puzzle=", "lesson=chess", "mode=puzzles"} {
		if _, probs := params.Parse(q, params.Options{}); len(probs) != 1 {
			t.Errorf("%s: problems %v", q, probs)
		}
	}
}

// TestTrainerSettingsKept: a setting changed in a lesson or a puzzle (theme,
// sound, square numbers, language, the board turned round) survives a new
// visit, as in play mode; the saved game and its side of the board stay.
func TestTrainerSettingsKept(t *testing.T) {
	store := &save.MemoryStore{}
	o := save.Open(store, time.Now())
	h := New(nil, o.Keeper, o.State)
	g := engine.NewGame()
	g.PlayString("32-28")
	play := stateOf(g, "play")
	play.Flipped = true
	h.Publish(play)
	lg, _ := engine.NewGameFromFEN("W:W31-50:B1-20")
	for _, mode := range []string{"learn", "puzzle"} {
		s := stateOf(lg, mode)
		s.Progress = app.Progress{Lesson: "men", Active: mode}
		h.Publish(s)
		// The settings change one by one, as the panel's buttons do.
		s.Theme = "Ocean"
		h.Publish(s)
		s.Muted = true
		h.Publish(s)
		s.Numbers = false
		h.Publish(s)
		s.Lang = "zh"
		s.Flipped = true
		s.Progress.Turned = true
		h.Publish(s)
		o2 := save.Open(store, time.Now())
		h2 := New(nil, o2.Keeper, o2.State)
		cfg := h2.RestoreLearn(h2.Restore(app.Config{}))
		if cfg.Theme != 2 || !cfg.Muted || cfg.Numbers || cfg.Lang != i18n.ZH {
			t.Errorf("%s: restored theme %d muted %v numbers %v lang %v", mode, cfg.Theme, cfg.Muted, cfg.Numbers, cfg.Lang)
		}
		if !cfg.Progress.Turned || cfg.Mode.String() != mode {
			t.Errorf("%s: restored mode %v, board turned %v", mode, cfg.Mode, cfg.Progress.Turned)
		}
		if len(cfg.Moves) != 1 || cfg.Moves[0] != "32-28" || !cfg.Flipped || !o2.State.Settings.Flipped {
			t.Errorf("%s: the saved game changed: moves %v flipped %v", mode, cfg.Moves, cfg.Flipped)
		}
		// Back to the defaults for the next trainer.
		s.Theme, s.Muted, s.Numbers, s.Lang, s.Flipped, s.Progress.Turned = "Wood", false, true, "en", false, false
		h.Publish(s)
		if o3 := save.Open(store, time.Now()); o3.State.Settings.Theme != "wood" || o3.State.Learn.Turned {
			t.Errorf("%s: settings %+v turned %v", mode, o3.State.Settings, o3.State.Learn.Turned)
		}
	}
}
