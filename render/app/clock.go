package app // clock.go: the game clock on the screen: the side to move's time runs, a flag fall ends the game, and the clock stands still while the game is not in view.

import (
	"time"

	"github.com/draughts/draughts/engine"
)

// The engine's game record holds the time control and each side's time
// left after each move (engine/clock.go); the app only counts the move
// being thought about now (spent) and charges it when the move is played.

// gameClock is the move in progress's share of the clock.
type gameClock struct {
	spent time.Duration // the side to move's time on this move so far
	last  time.Time     // when it was last counted; zero while the clock stands
	shown string        // the clock text last drawn (a redraw when it changes)
}

// Clock tuning.
const (
	// maxClockStep is the most one frame counts: the browser stops a hidden
	// page's frames, so the time it was hidden is not counted.
	maxClockStep = 250 * time.Millisecond
)

// timed says whether the game on the board is played on a clock.
func (a *App) timed() bool { return !a.game.TimeControl().IsZero() }

// clockRuns says whether the side to move's time runs now: a game on a
// clock, unfinished, in view (no sheet, list or help over it), not set
// aside; the computer's time runs while it thinks.
func (a *App) clockRuns() bool {
	if !a.timed() || !(a.mode == ModePlay || a.mode == ModeTwoPlayers) || a.over() {
		return false
	}
	return a.sh.id == sheetNone && !a.games.open && !a.help.open && a.aside == nil
}

// tickClock counts the time since the last frame for the side to move and
// ends the game when its time is up.
func (a *App) tickClock() {
	if !a.clockRuns() {
		a.clock.last = time.Time{}
		return
	}
	now := time.Now()
	if !a.clock.last.IsZero() {
		a.clock.spent += min(now.Sub(a.clock.last), maxClockStep)
	}
	a.clock.last = now
	side := a.game.Position().Side()
	if a.timeLeft(side) <= 0 {
		a.flagFall(side)
		return
	}
	if s := a.clockText(side); s != a.clock.shown {
		a.clock.shown = s
		a.changed = true
	}
}

// pauseClock stops the clock before the game is set aside: brought back,
// it runs again from its next frame, the time away not counted.
func (a *App) pauseClock() { a.clock.last = time.Time{} }

// flagFall ends the game: side's time is up.
func (a *App) flagFall(side engine.Color) {
	a.stopEngine()
	a.game.FlagFall(side)
	a.clock.last = time.Time{}
	a.picker.Reset(a.game.Position(), false)
	a.message = ""
	a.changed, a.dirty = true, true
}

// timeLeft is side's time left now (its clock in the record, less the move
// in progress when it is side's turn).
func (a *App) timeLeft(side engine.Color) time.Duration {
	w, b := a.game.Clocks()
	left := w
	if side == engine.Black {
		left = b
	}
	if side == a.game.Position().Side() {
		left -= a.clock.spent // also at the end: a flag fall shows 0:00.0, a resignation the time it came at
	}
	return max(left, 0)
}

// clockText writes side's time left: m:ss, and tenths under ten seconds.
func (a *App) clockText(side engine.Color) string {
	return formatClock(a.timeLeft(side))
}

func formatClock(d time.Duration) string {
	if d < 10*time.Second {
		t := int(d / (100 * time.Millisecond))
		return "0:0" + itoa(t/10) + "." + itoa(t%10)
	}
	s := int(d / time.Second)
	if s >= 3600 {
		return itoa(s/3600) + ":" + pad2(s/60%60) + ":" + pad2(s%60)
	}
	return itoa(s/60) + ":" + pad2(s%60)
}

func pad2(n int) string {
	if n < 10 {
		return "0" + itoa(n)
	}
	return itoa(n)
}

// playOnClock enters m into the game, charged to the mover's clock when
// the game has one.
func (a *App) playOnClock(m engine.Move) error {
	spent := a.clock.spent
	a.clock.spent, a.clock.last = 0, time.Time{}
	if a.timed() && !a.over() && (a.mode == ModePlay || a.mode == ModeTwoPlayers) {
		return a.game.PlayTimed(m, spent)
	}
	return a.game.Play(m)
}

// clockState is the clock for state() and the saver, nil for a game
// without one: Running is the side whose time runs now, "" while the clock
// stands (a sheet over the game, the game set aside); TurnMs is the move in
// progress's time either way.
func (a *App) clockState() *ClockState {
	active := !a.over() && (a.mode == ModePlay || a.mode == ModeTwoPlayers)
	c := NewClockState(a.game, active, a.clock.spent)
	if c == nil {
		return nil
	}
	if !a.clockRuns() {
		c.Running = ""
	}
	c.White, c.Black = a.timeLeft(engine.White).Milliseconds(), a.timeLeft(engine.Black).Milliseconds()
	return c
}

func colourName(c engine.Color) string {
	if c == engine.Black {
		return "black"
	}
	return "white"
}
