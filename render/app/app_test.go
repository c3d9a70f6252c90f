package app // app_test.go: the game logic driven through Update without a window, with the real desktop engine client.

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/wasm/aiclient"
	"github.com/draughts/draughts/wasm/door"
)

// tick runs Update until cond holds or the time runs out.
func tick(t *testing.T, a *App, what string, cond func(State) bool) State {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		if s := a.State(); cond(s) {
			return s
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s: %+v", what, a.State())
	return State{}
}

func newApp(t *testing.T, cfg Config) *App {
	t.Helper()
	cfg.Engine = aiclient.New()
	a, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	a.w, a.h, a.scale = 800, 600, 1 // LayoutF asks the monitor, which needs a running game
	a.relayout()
	return a
}

func TestComputerAnswersAndUndoDropsLateAnswer(t *testing.T) {
	a := newApp(t, Config{Level: 1})
	a.command(Command{Name: "move", Arg: "32-28"})
	s := tick(t, a, "the computer's answer", func(s State) bool { return len(s.Moves) == 2 && !s.Animating })
	if s.Moves[0] != "32-28" || s.Turn != "white" {
		t.Fatalf("after the answer: %+v", s)
	}
	// At full strength the search takes a while: undo while it thinks.
	a.command(Command{Name: "level", Arg: "10"})
	p := a.game.Position()
	a.command(Command{Name: "move", Arg: p.MoveString(p.LegalMoves()[0])})
	tick(t, a, "thinking", func(s State) bool { return s.Thinking })
	gen := a.gen
	a.command(Command{Name: "undo"})
	if a.gen == gen {
		t.Fatal("undo did not start a new generation")
	}
	s = a.State()
	if len(s.Moves) != 2 || s.Thinking || s.Turn != "white" {
		t.Fatalf("after undo: %+v", s)
	}
	// Any late answer is dropped: the game stays as it is.
	end := time.Now().Add(300 * time.Millisecond)
	for time.Now().Before(end) {
		_ = a.Update()
	}
	if s := a.State(); len(s.Moves) != 2 {
		t.Fatalf("a stale answer was applied: %v", s.Moves)
	}
}

func TestModesAndCommands(t *testing.T) {
	a := newApp(t, Config{Mode: ModeTwoPlayers, FEN: "W:W32:B27,17,3"})
	a.command(Command{Name: "move", Arg: "32-28"})
	if s := a.State(); len(s.Moves) != 0 || s.Message == "" {
		t.Fatalf("an illegal move was played or not explained: %+v", s)
	}
	a.command(Command{Name: "move", Arg: "32x12"})
	s := tick(t, a, "the capture", func(s State) bool { return len(s.Moves) == 1 && !s.Animating })
	if s.Turn != "black" || s.Thinking {
		t.Fatalf("two players: the computer must not move: %+v", s)
	}
	a.command(Command{Name: "fen", Arg: "not a fen"})
	if s := a.State(); s.Message == "" || len(s.Moves) != 1 {
		t.Fatalf("bad FEN: %+v", s)
	}
	a.command(Command{Name: "mode", Arg: "analysis"})
	s = tick(t, a, "an engine line", func(s State) bool { return s.Depth > 0 && len(s.PV) > 0 })
	if s.Mode != "analysis" || s.Score == "" {
		t.Fatalf("analysis: %+v", s)
	}
	a.command(Command{Name: "resign"})
	if s := a.State(); s.Result != "*" {
		t.Fatal("resigning in analysis mode must do nothing")
	}
	a.command(Command{Name: "mode", Arg: "play"})
	a.command(Command{Name: "human", Arg: "black"})
	s = a.State()
	if !s.Flipped || s.Human != "black" {
		t.Fatalf("human black: %+v", s)
	}
	a.command(Command{Name: "resign"})
	if s := a.State(); s.Result != "2-0" || s.Reason != "resignation" {
		t.Fatalf("resign: %+v", s)
	}
}

// A host command that panics midway through replacing the game (here a
// broken engine.Game, which panics once it is on the board) leaves the old
// game on the board, says so, and the game goes on.
func TestCommandPanicKeepsGame(t *testing.T) {
	old := door.SetLog(io.Discard)
	defer door.SetLog(old)
	a := newApp(t, Config{Mode: ModeTwoPlayers})
	a.command(Command{Name: "move", Arg: "32-28"})
	tick(t, a, "the move", func(s State) bool { return len(s.Moves) == 1 && !s.Animating })
	before := a.State()
	a.runCommand(Command{Name: "fen", Game: &engine.Game{}})
	s := a.State()
	if s.FEN != before.FEN || len(s.Moves) != 1 || s.GameSerial != before.GameSerial {
		t.Fatalf("the game changed: %+v", s)
	}
	if !strings.Contains(s.Message, "Internal error") {
		t.Fatalf("no message: %q", s.Message)
	}
	a.runCommand(Command{Name: "move", Arg: "19-23"})
	tick(t, a, "a move after the panic", func(s State) bool { return len(s.Moves) == 2 && !s.Animating })
}
