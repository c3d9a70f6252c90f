package app // pending_test.go: a game replaced in the Update that changed it is published as it ended first.

import (
	"fmt"
	"strings"
	"testing"
)

// stateHost records the published states and hands out queued commands
// (keeperHost's queue, games_test.go).
type stateHost struct {
	keeperHost
	states []State
}

func (h *stateHost) Publish(s State) { h.states = append(h.states, s) }

// summary is a published state in short: moves, result, game serial.
func summary(s State) string {
	return fmt.Sprintf("[%s] %s #%d", strings.Join(s.Moves, " "), s.Result, s.GameSerial)
}

func TestGameReplacedInOneUpdateIsPublishedFirst(t *testing.T) {
	for _, tc := range []struct {
		name string
		cmds []Command
		want string // the last state published for the first game
	}{
		{"resign then new", []Command{{Name: "resign"}, {Name: "new"}}, "[32-28 19-23] 0-2"},
		{"resign then a loaded game", []Command{{Name: "resign"}, {Name: "fen", Arg: "W:W31-50:B1-20", Moves: []string{"33-29"}}}, "[32-28 19-23] 0-2"},
		{"a move then new", []Command{{Name: "move", Arg: "28x19"}, {Name: "new"}}, "[32-28 19-23 28x19] *"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := &stateHost{}
			a := newApp(t, Config{Mode: ModeTwoPlayers, Host: h})
			a.Update()
			a.dirty, a.draws = false, 1 // the first Draw (it needs a running Ebitengine)
			a.Update()
			for _, m := range []string{"32-28", "19-23"} { // a move is refused while the last one is animated
				h.pending = []Command{{Name: "move", Arg: m}}
				a.Update()
				for i := 0; i < 300 && a.anim != nil; i++ {
					a.Update()
				}
			}
			first := a.State().GameSerial
			h.states = nil
			h.pending = tc.cmds // handled in one Update
			a.Update()
			var last, now State
			for _, s := range h.states {
				if s.GameSerial == first {
					last = s
				}
				now = s
			}
			if got := fmt.Sprintf("[%s] %s", strings.Join(last.Moves, " "), last.Result); got != tc.want {
				t.Fatalf("the first game was last published as %q, want %q; published: %v", got, tc.want, summaryAll(h.states))
			}
			if now.GameSerial == first || now.Result != "*" {
				t.Fatalf("the new game was not published last: %v", summaryAll(h.states))
			}
		})
	}
}

func summaryAll(states []State) []string {
	out := make([]string, len(states))
	for i, s := range states {
		out[i] = summary(s)
	}
	return out
}

// orderHost records, in order, the states published and the Games list
// actions asked of it.
type orderHost struct{ calls []string }

func (h *orderHost) Publish(s State)          { h.calls = append(h.calls, "publish "+summary(s)) }
func (h *orderHost) Frame(int64, int64)       {}
func (h *orderHost) Command() (Command, bool) { return Command{}, false }
func (h *orderHost) Games() []GameEntry {
	return []GameEntry{{ID: "g1", Kind: "paused", When: "2026-12-01 09:00", Opponent: "two players", Result: "*", Moves: 3}}
}
func (h *orderHost) GameAction(id, action string) (string, error) {
	h.calls = append(h.calls, "action "+action+" "+id)
	return "", nil
}

// A move and a Games list action in one Update: the host hears of the
// move before it acts (it keeps the current game as it then is).
func TestGamesActionAfterUnpublishedMove(t *testing.T) {
	h := &orderHost{}
	a := newApp(t, Config{Mode: ModeTwoPlayers, Host: h})
	a.Update()
	a.dirty, a.draws = false, 1
	a.Update()
	clickAll(t, a, "Menu", "Games")
	a.Update()
	h.calls = nil
	a.command(Command{Name: "move", Arg: "32-28"})
	click(a, button(t, a.State(), "Continue"))
	want := []string{"publish [32-28] * #0", "action " + GameContinue + " g1"}
	if fmt.Sprint(h.calls) != fmt.Sprint(want) {
		t.Fatalf("calls %q, want %q", h.calls, want)
	}
}
