package app // games_test.go: the Games panel driven by pointer events: open, pick a row, scroll, act, close; its state for automation.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/draughts/draughts/input"
)

// keeperHost is a Host that keeps n games and records the actions asked.
type keeperHost struct {
	games   []GameEntry
	asked   []string
	pending []Command
}

func (k *keeperHost) Publish(State)      {}
func (k *keeperHost) Frame(int64, int64) {}
func (k *keeperHost) Command() (Command, bool) {
	if len(k.pending) == 0 {
		return Command{}, false
	}
	c := k.pending[0]
	k.pending = k.pending[1:]
	return c, true
}
func (k *keeperHost) Games() []GameEntry { return k.games }
func (k *keeperHost) GameAction(id, action string) (string, error) {
	k.asked = append(k.asked, action+":"+id)
	if action == GameContinue {
		k.pending = append(k.pending, Command{Name: "fen", Arg: "W:W31-50:B1-20", Moves: []string{"32-28"}})
	}
	return "done " + action, nil
}

func click(a *App, b Button) {
	x, y := b.X*a.layout.Scale, b.Y*a.layout.Scale
	a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: x, Y: y}, {Kind: input.PointerUp, X: x, Y: y}})
}

// choice finds the button label in the sheet's row headed group.
func choice(t *testing.T, s State, group, label string) Button {
	t.Helper()
	for _, b := range s.Buttons {
		if b.Label == label && strings.HasPrefix(b.Group, group) {
			return b
		}
	}
	t.Fatalf("no button %q under %q in %+v", label, group, s.Buttons)
	return Button{}
}

// clickAll clicks the buttons labelled so, one after the other (a menu,
// then what it opens).
func clickAll(t *testing.T, a *App, labels ...string) {
	t.Helper()
	for _, l := range labels {
		click(a, button(t, a.State(), l))
	}
}

func button(t *testing.T, s State, label string) Button {
	t.Helper()
	for _, b := range s.Buttons {
		if b.Label == label {
			return b
		}
	}
	t.Fatalf("no button %q in %+v", label, s.Buttons)
	return Button{}
}

func TestGamesPanel(t *testing.T) {
	host := &keeperHost{}
	for i := 0; i < 30; i++ {
		host.games = append(host.games, GameEntry{ID: fmt.Sprint("g", i), Kind: "finished", When: "2026-12-01 09:00", Opponent: "two players", Result: "2-0", Moves: i})
	}
	host.games = append(host.games, GameEntry{ID: "bad", Kind: "backup", Problem: "the save is damaged"})
	a := newApp(t, Config{Mode: ModeTwoPlayers, Host: host})
	if a.State().Games != nil {
		t.Fatal("panel open at start")
	}
	click(a, button(t, a.State(), "Menu"))
	click(a, button(t, a.State(), "Games"))
	s := a.State()
	if s.Games == nil || !s.Games.Open || len(s.Games.Entries) != 31 || s.Games.Selected != "g0" || s.Games.Shown < 3 || s.Games.Shown >= 31 {
		t.Fatalf("opened: %+v", s.Games)
	}
	// A click on the board does nothing while the panel is open.
	if b := button(t, s, "Up"); b.Enabled {
		t.Fatal("Up enabled at the top")
	}
	click(a, button(t, s, "Down"))
	s = a.State()
	if s.Games.Top != s.Games.Shown {
		t.Fatalf("scrolled to %d, %d shown", s.Games.Top, s.Games.Shown)
	}
	// Scroll to the end: the unreadable save can be exported, not continued.
	for button(t, a.State(), "Down").Enabled {
		click(a, button(t, a.State(), "Down"))
	}
	s = a.State()
	last := fmt.Sprintf("Game %d", len(host.games))
	click(a, button(t, s, last))
	s = a.State()
	if s.Games.Selected != "bad" || button(t, s, "Continue").Enabled || button(t, s, "View").Enabled || !button(t, s, "Export PDN").Enabled {
		t.Fatalf("backup row: %+v", s.Games)
	}
	if !strings.Contains(s.Games.Message, "cannot be read: the save is damaged") {
		t.Fatalf("row message %q", s.Games.Message)
	}
	click(a, button(t, s, "Export PDN"))
	if s = a.State(); !s.Games.Open || s.Games.Message != "done export" || host.asked[0] != "export:bad" {
		t.Fatalf("export: %+v %v", s.Games, host.asked)
	}
	// Back to the top, pick game 2, continue: the panel closes and the game comes.
	for button(t, a.State(), "Up").Enabled {
		click(a, button(t, a.State(), "Up"))
	}
	click(a, button(t, a.State(), "Game 2"))
	click(a, button(t, a.State(), "Continue"))
	s = tick(t, a, "the continued game", func(s State) bool { return len(s.Moves) == 1 })
	if s.Games != nil || host.asked[1] != "continue:g1" {
		t.Fatalf("continue: %+v %v", s.Games, host.asked)
	}
	// The command API opens and closes it too.
	a.command(Command{Name: "games"})
	if !a.State().Games.Open {
		t.Fatal("games command")
	}
	a.command(Command{Name: "games-close"})
	if a.State().Games != nil {
		t.Fatal("games-close command")
	}
}

func TestNoGamesButtonWithoutAKeeper(t *testing.T) {
	a := newApp(t, Config{})
	for _, b := range a.State().Buttons {
		if b.Label == "Games" {
			t.Fatal("a Games button without a host that keeps games")
		}
	}
}
