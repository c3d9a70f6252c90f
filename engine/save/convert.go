package save // convert.go: from an engine.Game to a GameSave and back, replaying every move through the rules.

import (
	"fmt"
	"time"

	"github.com/draughts/draughts/engine"
)

// Names used in saves for modes and sides.
const (
	ModePlay      = "play"       // human against the computer
	ModeTwoPlayer = "two-player" // two humans on one device
	ModeWatch     = "watch"      // computer against computer
	ModeAnalysis  = "analysis"   // both sides free, engine lines shown
	ModeView      = "view"       // replay only, no moves
	SideWhite     = "white"
	SideBlack     = "black"
)

// SideName returns "white" or "black".
func SideName(c engine.Color) string {
	if c == engine.Black {
		return SideBlack
	}
	return SideWhite
}

// ParseSide reads "white" or "black" (as written by SideName).
func ParseSide(s string) (engine.Color, bool) {
	switch s {
	case SideWhite:
		return engine.White, true
	case SideBlack:
		return engine.Black, true
	}
	return engine.White, false
}

// NewGameSave records g: its start position, every move (the redo list
// included, Cursor marking the current point), and a resignation or draw
// agreement. The caller fills in mode, level, sides and clocks.
func NewGameSave(g *engine.Game) *GameSave {
	gs := &GameSave{StartFEN: g.Start().FEN(), Cursor: g.Ply(), Result: "*"}
	full := g.Clone()
	for full.Redo() {
	}
	if gs.Moves = full.Notation(); len(gs.Moves) == 0 {
		gs.Moves = nil
	}
	if lines := g.SideLines(); len(lines) > 0 || g.InSideLine() {
		gs.Main, gs.Lines, gs.Path = g.MainLine(), FromSideLines(lines), g.Path()
	}
	gs.putClocks(g, full)
	for _, n := range g.Notes() {
		gs.Notes = append(gs.Notes, Note{Path: n.Path, Comment: n.Comment, Annot: n.Annot})
	}
	r, why := g.Result()
	gs.Result = r.String()
	if r != engine.Ongoing {
		gs.Reason = why.String()
	}
	switch why {
	case engine.Resignation:
		loser := engine.White
		if r == engine.WhiteWins {
			loser = engine.Black
		}
		gs.Resigned = SideName(loser)
	case engine.TimeForfeit:
		loser := engine.White
		if r == engine.WhiteWins {
			loser = engine.Black
		}
		gs.Flagged = SideName(loser)
	case engine.Agreement:
		gs.DrawAgreed = true
	}
	return gs
}

// putClocks records the time control and the moves' clocks of g (full is g
// with every redo move played), when it has any.
func (gs *GameSave) putClocks(g, full *engine.Game) {
	tc := g.TimeControl()
	if tc.IsZero() && !g.HasClocks() {
		return
	}
	gs.TimeControl = tc.PDN()
	gs.ClockMillis = Millis(full.LineClocks()[:len(gs.Moves)])
	if gs.Main != nil {
		gs.MainClockMillis = Millis(g.MainLineClocks())
		for i, cl := range g.SideLineClocks() {
			gs.Lines[i].ClockMillis = Millis(cl)
		}
	}
}

// applyClocks gives g the saved time control and clocks. Clocks that do
// not fit the moves (a damaged save) leave the game without a clock: the
// moves are what matters.
func (gs *GameSave) applyClocks(g *engine.Game) {
	tc, err := engine.ParsePDNTimeControl(gs.TimeControl)
	if err != nil {
		return
	}
	g.SetTimeControl(tc)
	if len(gs.Main) > 0 || len(gs.Lines) > 0 {
		if len(gs.MainClockMillis) > 0 {
			err = g.SetMainLineClocks(Durations(gs.MainClockMillis))
		}
		var lines [][]time.Duration
		for _, l := range gs.Lines {
			if len(l.ClockMillis) > 0 {
				lines = make([][]time.Duration, len(gs.Lines))
				break
			}
		}
		if err == nil && lines != nil {
			for i, l := range gs.Lines {
				lines[i] = Durations(l.ClockMillis)
				if len(l.ClockMillis) == 0 { // a line off the clock
					lines[i] = make([]time.Duration, len(l.Moves))
					for k := range lines[i] {
						lines[i][k] = engine.NoClock
					}
				}
			}
			err = g.SetSideLineClocks(lines)
		}
	} else if len(gs.ClockMillis) > 0 {
		err = g.SetLineClocks(Durations(gs.ClockMillis))
	}
	if err != nil {
		g.ClearClocks()
	}
}

// Millis and Durations convert clocks to and from the save's milliseconds
// (-1: a move off the clock, engine.NoClock).
func Millis(cl []time.Duration) []int64 {
	out := make([]int64, len(cl))
	for i, d := range cl {
		out[i] = -1
		if d >= 0 {
			out[i] = d.Milliseconds()
		}
	}
	return out
}

func Durations(ms []int64) []time.Duration {
	out := make([]time.Duration, len(ms))
	for i, m := range ms {
		out[i] = engine.NoClock
		if m >= 0 && m <= int64(1000*time.Hour/time.Millisecond) {
			out[i] = time.Duration(m) * time.Millisecond
		}
	}
	return out
}

// ReplayError says which saved move could not be replayed.
type ReplayError struct {
	Ply  int    // 1-based index of the move in GameSave.Moves; 0 for the start FEN
	Move string // the move text
	Err  error  // the engine's error
}

func (e *ReplayError) Error() string {
	if e.Ply == 0 {
		return fmt.Sprintf("saved start position: %v", e.Err)
	}
	return fmt.Sprintf("saved move %d (%q): %v", e.Ply, clip(e.Move), e.Err)
}

func (e *ReplayError) Unwrap() error { return e.Err }

// Replay rebuilds the game: the start FEN is parsed and every move is
// played through engine.Game.PlayString, so an illegal or garbled move is an
// error, never a wrong board. The game is left at Cursor with the rest as
// redo moves, and a saved resignation or draw agreement is applied.
func (gs *GameSave) Replay() (*engine.Game, error) {
	var g *engine.Game
	if gs.StartFEN == "" {
		g = engine.NewGame()
	} else {
		var err error
		if g, err = engine.NewGameFromFEN(gs.StartFEN); err != nil {
			return nil, &ReplayError{Err: err}
		}
	}
	if gs.Cursor < 0 || gs.Cursor > len(gs.Moves) {
		return nil, &ReplayError{Ply: gs.Cursor, Err: fmt.Errorf("current move %d outside the %d saved moves", gs.Cursor, len(gs.Moves))}
	}
	for i, mv := range gs.Moves {
		if _, err := g.PlayString(mv); err != nil {
			return nil, &ReplayError{Ply: i + 1, Move: mv, Err: err}
		}
	}
	for g.Ply() > gs.Cursor {
		g.Undo()
	}
	if len(gs.Lines) > 0 || len(gs.Main) > 0 {
		t, err := gs.replayTree(g.Start())
		if err != nil {
			return nil, err
		}
		g = t
	}
	if len(gs.Notes) > 0 {
		notes := make([]engine.Note, len(gs.Notes))
		for i, n := range gs.Notes {
			notes[i] = engine.Note{Path: n.Path, Comment: n.Comment, Annot: n.Annot}
		}
		if err := g.SetNotes(notes); err != nil {
			return nil, &ReplayError{Ply: gs.Cursor, Err: err}
		}
	}
	gs.applyClocks(g)
	if gs.Resigned != "" {
		c, ok := ParseSide(gs.Resigned)
		if !ok {
			return nil, &ReplayError{Ply: gs.Cursor, Err: fmt.Errorf("unknown resigning side %q", clip(gs.Resigned))}
		}
		g.Resign(c)
	} else if gs.Flagged != "" {
		c, ok := ParseSide(gs.Flagged)
		if !ok {
			return nil, &ReplayError{Ply: gs.Cursor, Err: fmt.Errorf("unknown side lost on time %q", clip(gs.Flagged))}
		}
		g.FlagFall(c)
	} else if gs.DrawAgreed {
		g.AgreeDraw()
	}
	return g, nil
}

// replayTree rebuilds the move tree (Main, Lines) and goes to Path, which
// must be the current line of Moves and Cursor.
func (gs *GameSave) replayTree(start engine.Position) (*engine.Game, error) {
	g := engine.NewGameFrom(start)
	for i, mv := range gs.Main {
		if _, err := g.PlayString(mv); err != nil {
			return nil, &ReplayError{Ply: i + 1, Move: mv, Err: fmt.Errorf("main line: %w", err)}
		}
	}
	if err := g.AddSideLines(ToSideLines(gs.Lines)); err != nil {
		return nil, &ReplayError{Ply: gs.Cursor, Err: err}
	}
	if !g.GotoPath(gs.Path) {
		return nil, &ReplayError{Ply: gs.Cursor, Err: fmt.Errorf("the current point %v is not in the move tree", gs.Path)}
	}
	if cur := g.Notation(); len(cur) != gs.Cursor || !slicesEqual(cur, gs.Moves[:gs.Cursor]) {
		return nil, &ReplayError{Ply: gs.Cursor, Err: fmt.Errorf("the move tree's current line does not match the saved moves")}
	}
	return g, nil
}

func slicesEqual(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// FromSideLines and ToSideLines convert side lines to and from the wire form.
func FromSideLines(ls []engine.SideLine) []SideLine {
	out := make([]SideLine, len(ls))
	for i, l := range ls {
		out[i] = SideLine{From: append([]int(nil), l.From...), Moves: append([]string(nil), l.Moves...)}
	}
	return out
}

// ToSideLines is FromSideLines back (the clocks are set apart, applyClocks).
func ToSideLines(ls []SideLine) []engine.SideLine {
	out := make([]engine.SideLine, len(ls))
	for i, l := range ls {
		out[i] = engine.SideLine{From: append([]int(nil), l.From...), Moves: append([]string(nil), l.Moves...)}
	}
	return out
}

// Finish returns the statistics record of a finished game.
func (gs *GameSave) Finish(endedAtMillis int64) FinishedGame {
	return FinishedGame{
		EndedAt: endedAtMillis, StartFEN: gs.StartFEN,
		Moves: append([]string(nil), gs.Moves[:gs.Cursor]...),
		Mode:  gs.Mode, Level: gs.Level, Human: gs.Human,
		Result: gs.Result, Reason: gs.Reason, Resigned: gs.Resigned,
		WhiteMillis: gs.WhiteMillis, BlackMillis: gs.BlackMillis,
	}
}

// AddFinished appends f to the finished games, keeping the newest MaxFinished.
func (s *State) AddFinished(f FinishedGame) {
	s.Finished = append(s.Finished, f)
	if n := len(s.Finished); n > MaxFinished {
		s.Finished = append([]FinishedGame(nil), s.Finished[n-MaxFinished:]...)
	}
}
