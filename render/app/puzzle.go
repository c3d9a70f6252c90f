package app // puzzle.go: puzzle mode: shots from real games (engine/puzzle) solved move by move, hints, retry, a rating, the daily puzzle.

import (
	"strings"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/puzzle"
)

// puzzleState is the puzzle on the board.
type puzzleState struct {
	p     puzzle.Puzzle
	daily bool
	rated bool // already counted in the rating (in this attempt or before)
	delta int  // the rating change of this puzzle
}

// PuzzleInfo is the puzzle part of State (state().puzzle).
type PuzzleInfo struct {
	ID           string `json:"id"`
	Rating       int    `json:"rating"` // the player's puzzle rating
	Solved       bool   `json:"solved"` // this puzzle is solved (now)
	PuzzleRating int    `json:"puzzleRating"`
	Grade        int    `json:"grade"` // 1..5
	Daily        bool   `json:"daily"`
	Missed       bool   `json:"missed"` // a wrong move or a hint in this attempt
	Step         int    `json:"step"`   // moves of the solution played
	Length       int    `json:"length"` // moves in the solution
	SolvedCount  int    `json:"solvedCount"`
	Total        int    `json:"total"`
}

func (a *App) puzzleRating() int {
	if a.tr.prog.PuzzleRating <= 0 {
		return puzzle.StartRating
	}
	return a.tr.prog.PuzzleRating
}

// loadPuzzle puts a puzzle on the board: id when given (and known), the
// daily one, or the next unseen one nearest the player's rating.
func (a *App) loadPuzzle(id string, daily bool) {
	ps, err := puzzle.All()
	if err != nil || len(ps) == 0 {
		a.say(a.lang.T("puzzle.none", err), true)
		return
	}
	pr := &a.tr.prog
	var p puzzle.Puzzle
	ok := false
	switch {
	case daily:
		p, ok = puzzle.Daily(time.Now())
	case id != "":
		if p, ok = puzzle.ByID(id); !ok {
			defer a.say(a.lang.T("puzzle.unknown", id), true)
		}
	}
	if !ok {
		seen := func(id string) bool { return has(pr.Solved, id) || has(pr.Failed, id) }
		if p, ok = puzzle.Next(a.puzzleRating(), seen); !ok {
			// Every puzzle seen: the missed ones again, then from the start.
			if p, ok = puzzle.Next(a.puzzleRating(), func(id string) bool { return has(pr.Solved, id) }); !ok {
				p = ps[0]
			}
		}
	}
	a.tr.pz = puzzleState{p: p, daily: daily, rated: has(pr.Solved, p.ID) || has(pr.Failed, p.ID)}
	pr.Puzzle = p.ID
	moves, err := p.Replay()
	if err != nil {
		a.say(err.Error(), true)
		return
	}
	line := func(_ engine.Position, ply int) (engine.Move, bool) { return moves[ply], ply < len(moves) }
	a.startExercise(exercise{
		fen: p.FEN, plies: len(moves), reply: line, hint: line,
		accept: func(_ engine.Position, ply int, m engine.Move) bool { return ply < len(moves) && m == moves[ply] },
	})
}

// puzzleMiss counts a wrong move or a hint: the puzzle is lost for the
// rating, once.
func (a *App) puzzleMiss() {
	z := &a.tr.pz
	if z.rated {
		return
	}
	z.rated = true
	before := a.puzzleRating()
	a.tr.prog.PuzzleRating = puzzle.Rate(before, z.p.Rating, false)
	z.delta = a.tr.prog.PuzzleRating - before
	a.tr.prog.Failed = addOnce(a.tr.prog.Failed, z.p.ID)
	a.changed = true
}

// puzzleSolved ends the puzzle: a clean first solve raises the rating.
func (a *App) puzzleSolved() {
	z := &a.tr.pz
	switch {
	case !z.rated:
		z.rated = true
		before := a.puzzleRating()
		a.tr.prog.PuzzleRating = puzzle.Rate(before, z.p.Rating, true)
		z.delta = a.tr.prog.PuzzleRating - before
		a.tr.prog.Solved = addOnce(a.tr.prog.Solved, z.p.ID)
		a.say(a.lang.T("puzzle.solved", a.tr.prog.PuzzleRating, z.delta), false)
	case a.tr.missed && z.delta != 0:
		a.say(a.lang.T("puzzle.solved.missed", a.puzzleRating(), z.delta), false)
	default:
		a.say(a.lang.T("puzzle.solved.again", a.puzzleRating()), false)
	}
	a.sound.Move(true)
}

func (a *App) puzzleInfo() *PuzzleInfo {
	if a.mode != ModePuzzle || !a.tr.loaded {
		return nil
	}
	ps, _ := puzzle.All()
	z := a.tr.pz
	return &PuzzleInfo{
		ID: z.p.ID, Rating: a.puzzleRating(), Solved: a.tr.done, PuzzleRating: z.p.Rating, Grade: z.p.Grade,
		Daily: z.daily, Missed: a.tr.missed, Step: a.tr.step, Length: a.tr.ex.plies,
		SolvedCount: len(a.tr.prog.Solved), Total: len(ps),
	}
}

func (a *App) puzzleStatus() string {
	z := a.tr.pz
	switch {
	case a.tr.done:
		return a.lang.T("puzzle.status.solved", z.p.ID)
	case z.daily:
		return a.lang.T("puzzle.status.daily", z.p.ID, a.sideName(a.human))
	}
	return a.lang.T("puzzle.status", z.p.ID, a.sideName(a.human))
}

func (a *App) puzzleInfoLines() []string {
	z := a.tr.pz
	ps, _ := puzzle.All()
	out := []string{}
	if !a.tr.done {
		out = append(out, a.lang.T("puzzle.task"))
	}
	out = append(out, a.lang.T("puzzle.info", a.puzzleRating(), z.p.Rating, z.p.Grade, len(a.tr.prog.Solved), len(ps)))
	if n := a.game.Notation(); len(n) > 0 {
		out = append(out, a.lang.T("puzzle.info.line", strings.Join(n, " ")))
	}
	return out
}
