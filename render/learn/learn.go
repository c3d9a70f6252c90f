// Package learn is the course of the lessons mode: short steps on the real
// board, each a sentence or two (render/i18n keys) and a task that the rules
// engine checks. It is plain Go (engine and i18n only), so every step is
// tested natively: solvable, and accepting exactly the right moves.
//
// It offers Task, Step, Lesson, Course, Find, Refusal, and on Step: Plies,
// Finished, Right, Accepts, AcceptsAt, Why, Reply, ReplyAt, HintMove and
// HintAt (the ...At forms take the draw rules' count, which the Win task
// needs; the others start it afresh at pos).
package learn // learn.go: the task kinds and how a step checks a move.

import (
	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/render/i18n"
)

// Task is what a step asks the player to do.
type Task int

const (
	// AnyMove: any legal move (the rules engine allows only legal ones).
	AnyMove Task = iota
	// Capture: a capture; with the majority rule every legal capture takes
	// the most pieces, which Step.Count states (and the tests check).
	Capture
	// Crown: a move that ends on the far row and makes a king.
	Crown
	// Line: exactly the moves of Step.Line (the player's; the replies between
	// them are played for the player).
	Line
	// ToSquares: a move that ends on one of Step.Squares.
	ToSquares
	// AvoidFrom: a move of a piece that is not on one of Step.Squares.
	AvoidFrom
	// Win: win the (king) ending against the best defence: every move that
	// keeps the win is accepted (win.go); the other side answers with its
	// best reply until it has no piece or no move left. Step.Line, when
	// given, is a quickest win: the hints and replies follow it while the
	// player does.
	Win
)

// Step is one exercise of a lesson.
type Step struct {
	Text    i18n.Key // what the step teaches and asks (a sentence or two)
	Hint    i18n.Key // said with the hint
	FEN     string   // the position, the player to move
	Task    Task
	Count   int      // Capture: pieces the right capture takes
	Line    []string // Line: player's move, reply, player's move, ... (odd length)
	Squares []int    // ToSquares: the target squares; AvoidFrom: the squares to keep
	// Engine: the line's first move is also the engine's clear choice (the
	// tests check it by a fixed-depth search, like the puzzles).
	Engine bool
}

// Lesson is a titled list of steps.
type Lesson struct {
	ID    string // stable id (progress is kept by it)
	Title i18n.Key
	Steps []Step
}

// Find returns the lesson with that id and its index in Course.
func Find(id string) (Lesson, int, bool) {
	for i, l := range Course {
		if l.ID == id {
			return l, i, true
		}
	}
	return Lesson{}, -1, false
}

// Plies is the number of moves the step's line has: 1 for a one-move task,
// 0 for a Win task (it ends when the other side is beaten: Finished).
func (s Step) Plies() int {
	switch s.Task {
	case Line:
		return len(s.Line)
	case Win:
		return 0
	}
	return 1
}

// Finished reports whether the step is complete at pos after ply moves.
func (s Step) Finished(pos engine.Position, ply int) bool {
	if s.Task == Win {
		return ply > 0 && len(pos.LegalMoves()) == 0
	}
	return ply >= s.Plies()
}

// onLine reports whether pos is where the step's line leads after ply moves.
func (s Step) onLine(pos engine.Position, ply int) bool {
	if ply >= len(s.Line) {
		return false
	}
	p, err := engine.ParseFEN(s.FEN)
	if err != nil {
		return false
	}
	for _, t := range s.Line[:ply] {
		m, err := p.ParseMove(t)
		if err != nil {
			return false
		}
		p = p.Play(m)
	}
	return p == pos
}

// lineMove parses the ply-th move of the line at pos.
func (s Step) lineMove(pos engine.Position, ply int) (engine.Move, bool) {
	if (s.Task != Line && s.Task != Win) || ply < 0 || ply >= len(s.Line) {
		return engine.Move{}, false
	}
	m, err := pos.ParseMove(s.Line[ply])
	return m, err == nil
}

// Accepts reports whether m, played at pos as the ply-th move of the step
// (an even ply: the player's), does what the step asks; the draw rules'
// count starts at pos.
func (s Step) Accepts(pos engine.Position, ply int, m engine.Move) bool {
	return s.AcceptsAt(pos, engine.StartClock(pos), ply, m)
}

// AcceptsAt is Accepts with the draw rules' count at pos.
func (s Step) AcceptsAt(pos engine.Position, clock engine.DrawClock, ply int, m engine.Move) bool {
	legal := false
	for _, l := range pos.LegalMoves() {
		if l == m {
			legal = true
			break
		}
	}
	if !legal || ply%2 != 0 {
		return false
	}
	switch s.Task {
	case AnyMove:
		return true
	case Capture:
		return m.IsCapture()
	case Crown:
		return !pos.PieceAt(m.From()).IsKing() && pos.Play(m).PieceAt(m.To()).IsKing()
	case Line:
		want, ok := s.lineMove(pos, ply)
		return ok && want == m
	case ToSquares:
		for _, sq := range s.Squares {
			if m.To() == sq {
				return true
			}
		}
	case AvoidFrom:
		for _, sq := range s.Squares {
			if m.From() == sq {
				return false
			}
		}
		return true
	case Win:
		ok, _ := winVerdict(pos, clock, m)
		return ok
	}
	return false
}

// Why says why a refused move m at pos is wrong.
func (s Step) Why(pos engine.Position, clock engine.DrawClock, m engine.Move) Refusal {
	if s.Task == Win {
		if ok, r := winVerdict(pos, clock, m); !ok {
			return r
		}
	}
	return Refusal{Key: "learn.wrong", Args: []any{pos.MoveString(m)}}
}

// Right lists the legal moves the step accepts at pos (ply even).
func (s Step) Right(pos engine.Position, ply int) []engine.Move {
	return s.RightAt(pos, engine.StartClock(pos), ply)
}

// RightAt is Right with the draw rules' count at pos.
func (s Step) RightAt(pos engine.Position, clock engine.DrawClock, ply int) []engine.Move {
	var out []engine.Move
	for _, m := range pos.LegalMoves() {
		if s.AcceptsAt(pos, clock, ply, m) {
			out = append(out, m)
		}
	}
	return out
}

// Reply is the other side's move at an odd ply of a Line or Win step.
func (s Step) Reply(pos engine.Position, ply int) (engine.Move, bool) {
	return s.ReplyAt(pos, engine.StartClock(pos), ply)
}

// ReplyAt is Reply with the draw rules' count at pos: in a Win step, the
// line's reply while the player follows it, else the best defence.
func (s Step) ReplyAt(pos engine.Position, clock engine.DrawClock, ply int) (engine.Move, bool) {
	if ply%2 != 1 {
		return engine.Move{}, false
	}
	if s.Task == Win && !s.onLine(pos, ply) {
		return bestDefence(pos, clock)
	}
	return s.lineMove(pos, ply)
}

// HintMove is a right move at pos (the first in the legal list's order; in
// a Win step the line's move, else the quickest win found).
func (s Step) HintMove(pos engine.Position, ply int) (engine.Move, bool) {
	return s.HintAt(pos, engine.StartClock(pos), ply)
}

// HintAt is HintMove with the draw rules' count at pos and the positions
// played before it (a Win step's hint does not go back to one).
func (s Step) HintAt(pos engine.Position, clock engine.DrawClock, ply int, seen ...engine.Position) (engine.Move, bool) {
	if s.Task == Win {
		if s.onLine(pos, ply) {
			return s.lineMove(pos, ply)
		}
		return winHint(pos, clock, seen)
	}
	r := s.Right(pos, ply)
	if len(r) == 0 {
		return engine.Move{}, false
	}
	return r[0], true
}
