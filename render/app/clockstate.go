package app // clockstate.go: the game clocks as the host sees them (state().clock, the saver).

import (
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/save"
)

// ClockState is the game's clocks at the current point: what state().clock
// shows (ms left for each side, the side whose clock runs, the time
// control in the players' form "5+0") and, for the saver, the clocks of
// every move. Nil in State when the game has no clock.
type ClockState struct {
	Control string `json:"control"` // "5+0", "10+5" (engine.TimeControl.String)
	White   int64  `json:"white"`   // ms left, the running side's current move taken off
	Black   int64  `json:"black"`
	Running string `json:"running"` // "white", "black" or "" (stopped: paused, or the game is over)
	// TurnMs is the time the running side has spent on its current move
	// (already taken off White or Black); the saver keeps it.
	TurnMs int64 `json:"turnMs"`
	// TimeControl is the game's; Moves, Main and Lines are the mover's
	// clock after each move of State.Moves, Tree.Main and each of
	// Tree.Lines (ms, -1 for a move off the clock), for the saver.
	TimeControl engine.TimeControl `json:"-"`
	Moves       []int64            `json:"-"`
	Main        []int64            `json:"-"`
	Lines       [][]int64          `json:"-"`
}

// NewClockState reads the clocks of g at its current point; running says
// the side to move's clock runs, spent is the time it has spent on its
// move so far. Nil when g has no time control and no move on the clock.
func NewClockState(g *engine.Game, running bool, spent time.Duration) *ClockState {
	tc := g.TimeControl()
	if tc.IsZero() && !g.HasClocks() {
		return nil
	}
	w, b := g.Clocks()
	c := &ClockState{Control: tc.String(), TimeControl: tc}
	if r, _ := g.Result(); r != engine.Ongoing {
		running = false
	}
	if running {
		spent = max(spent, 0)
		c.TurnMs = spent.Milliseconds()
		if g.Position().Side() == engine.White {
			w, c.Running = max(w-spent, 0), "white"
		} else {
			b, c.Running = max(b-spent, 0), "black"
		}
	}
	c.White, c.Black = w.Milliseconds(), b.Milliseconds()
	line := g.LineClocks()
	c.Moves = save.Millis(line[:g.Ply()])
	if len(g.SideLines()) > 0 {
		c.Main = save.Millis(g.MainLineClocks())
		for _, cl := range g.SideLineClocks() {
			c.Lines = append(c.Lines, save.Millis(cl))
		}
	}
	return c
}
