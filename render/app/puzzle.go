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
	if a.trn.prog.PuzzleRating <= 0 {
		return puzzle.StartRating
	}
	return a.trn.prog.PuzzleRating
}

// loadPuzzle puts a puzzle on the board: id when given (and known), the
// daily one, or the next unseen one nearest the player's rating.
func (a *App) loadPuzzle(id string, daily bool) {
	ps, err := puzzle.All()
	if err != nil || len(ps) == 0 {
		a.say(a.lang.T("puzzle.none", err), true)
		return
	}
	pr := &a.trn.prog
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
	a.trn.pz = puzzleState{p: p, daily: daily, rated: has(pr.Solved, p.ID) || has(pr.Failed, p.ID)}
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
	z := &a.trn.pz
	if z.rated {
		return
	}
	z.rated = true
	before := a.puzzleRating()
	a.trn.prog.PuzzleRating = puzzle.Rate(before, z.p.Rating, false)
	z.delta = a.trn.prog.PuzzleRating - before
	a.trn.prog.Failed = addOnce(a.trn.prog.Failed, z.p.ID)
	a.changed = true
}

// puzzleSolved ends the puzzle: a clean first solve raises the rating.
func (a *App) puzzleSolved() {
	z := &a.trn.pz
	switch {
	case !z.rated:
		z.rated = true
		before := a.puzzleRating()
		a.trn.prog.PuzzleRating = puzzle.Rate(before, z.p.Rating, true)
		z.delta = a.trn.prog.PuzzleRating - before
		a.trn.prog.Solved = addOnce(a.trn.prog.Solved, z.p.ID)
		a.say(a.lang.T("puzzle.solved", a.trn.prog.PuzzleRating, z.delta), false)
	case a.trn.missed && z.delta != 0:
		a.say(a.lang.T("puzzle.solved.missed", a.puzzleRating(), z.delta), false)
	default:
		a.say(a.lang.T("puzzle.solved.again", a.puzzleRating()), false)
	}
	a.sound.Move(true)
}

func (a *App) puzzleInfo() *PuzzleInfo {
	if a.mode != ModePuzzle || !a.trn.loaded {
		return nil
	}
	ps, _ := puzzle.All()
	z := a.trn.pz
	return &PuzzleInfo{
		ID: z.p.ID, Rating: a.puzzleRating(), Solved: a.trn.done, PuzzleRating: z.p.Rating, Grade: z.p.Grade,
		Daily: z.daily, Missed: a.trn.missed, Step: a.trn.step, Length: a.trn.ex.plies,
		SolvedCount: len(a.trn.prog.Solved), Total: len(ps),
	}
}

func (a *App) puzzleStatus() string {
	z := a.trn.pz
	switch {
	case a.trn.done:
		return a.lang.T("puzzle.status.solved", z.p.ID)
	case z.daily:
		return a.lang.T("puzzle.status.daily", z.p.ID, a.sideName(a.human))
	}
	return a.lang.T("puzzle.status", z.p.ID, a.sideName(a.human))
}

func (a *App) puzzleInfoLines() []string {
	z := a.trn.pz
	ps, _ := puzzle.All()
	out := []string{}
	if !a.trn.done {
		out = append(out, a.lang.T("puzzle.task"))
	}
	out = append(out, a.lang.T("puzzle.info", a.puzzleRating(), z.p.Rating, z.p.Grade, len(a.trn.prog.Solved), len(ps)))
	if n := a.game.Notation(); len(n) > 0 {
		out = append(out, a.lang.T("puzzle.info.line", strings.Join(n, " ")))
	}
	return out
}
