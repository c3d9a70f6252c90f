// Package learn is the course of the lessons mode: short steps on the real
// board, each a sentence or two (render/i18n keys) and a task that the rules
// engine checks. It is plain Go (engine and i18n only), so every step is
// tested natively: solvable, and accepting exactly the right moves.
//
// It offers Task, Step, Lesson, Course, Find, and on Step: Plies, Right,
// Accepts, Reply and HintMove.
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

// Plies is the number of moves the step's line has: 1 for a one-move task.
func (s Step) Plies() int {
	if s.Task == Line {
		return len(s.Line)
	}
	return 1
}

// lineMove parses the ply-th move of the line at pos.
func (s Step) lineMove(pos engine.Position, ply int) (engine.Move, bool) {
	if s.Task != Line || ply < 0 || ply >= len(s.Line) {
		return engine.Move{}, false
	}
	m, err := pos.ParseMove(s.Line[ply])
	return m, err == nil
}

// Accepts reports whether m, played at pos as the ply-th move of the step
// (an even ply: the player's), does what the step asks.
func (s Step) Accepts(pos engine.Position, ply int, m engine.Move) bool {
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
	}
	return false
}

// Right lists the legal moves the step accepts at pos (ply even).
func (s Step) Right(pos engine.Position, ply int) []engine.Move {
	var out []engine.Move
	for _, m := range pos.LegalMoves() {
		if s.Accepts(pos, ply, m) {
			out = append(out, m)
		}
	}
	return out
}

// Reply is the other side's move at an odd ply of a Line step.
func (s Step) Reply(pos engine.Position, ply int) (engine.Move, bool) {
	if ply%2 != 1 {
		return engine.Move{}, false
	}
	return s.lineMove(pos, ply)
}

// HintMove is a right move at pos (the first in the legal list's order).
func (s Step) HintMove(pos engine.Position, ply int) (engine.Move, bool) {
	r := s.Right(pos, ply)
	if len(r) == 0 {
		return engine.Move{}, false
	}
	return r[0], true
}
