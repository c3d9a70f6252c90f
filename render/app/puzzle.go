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
	// hintAsked: the player pressed Hint once and was told that a hint
	// costs rating; the next press shows it.
	hintAsked bool
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
	// RatingChange is what this puzzle did to the rating (0 until it counted).
	RatingChange int `json:"ratingChange"`
	// HintCost is what a hint would cost the rating now (0: free, the
	// puzzle already counted); HintAsked says the player was told and the
	// next Hint shows it.
	HintCost  int  `json:"hintCost"`
	HintAsked bool `json:"hintAsked"`
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
		p = a.nextPuzzle(ps)
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

// nextPuzzle is the next puzzle for the player: the unseen one nearest
// their rating, else a missed one again, else the set from its start;
// never the puzzle on the board (seen or not: "Next" must move on), nor
// one passed by in this session.
func (a *App) nextPuzzle(ps []puzzle.Puzzle) puzzle.Puzzle {
	pr := &a.trn.prog
	cur := ""
	if a.trn.loaded && a.mode == ModePuzzle {
		cur = a.trn.pz.p.ID
	} else {
		cur = pr.Puzzle
	}
	a.trn.skipped = addOnce(a.trn.skipped, cur)
	skip := func(id string) bool { return id == cur || has(a.trn.skipped, id) }
	if p, ok := puzzle.Next(a.puzzleRating(), func(id string) bool { return skip(id) || has(pr.Solved, id) || has(pr.Failed, id) }); ok {
		return p
	}
	a.trn.skipped = nil // every unseen one passed by: round again
	if p, ok := puzzle.Next(a.puzzleRating(), func(id string) bool { return id == cur || has(pr.Solved, id) }); ok {
		return p
	}
	for i, p := range ps {
		if p.ID == cur {
			return ps[(i+1)%len(ps)]
		}
	}
	return ps[0]
}

// puzzleHintCost is what a hint would cost the rating now (a negative
// change; 0 when the puzzle already counted).
func (a *App) puzzleHintCost() int {
	z := &a.trn.pz
	if z.rated {
		return 0
	}
	before := a.puzzleRating()
	return puzzle.Rate(before, z.p.Rating, false) - before
}

// puzzleHintAllowed: a hint that costs rating is shown at the second press
// only; the first says what it costs.
func (a *App) puzzleHintAllowed() bool {
	z := &a.trn.pz
	cost := a.puzzleHintCost()
	if cost == 0 || z.hintAsked {
		return true
	}
	z.hintAsked = true
	a.say(a.lang.T("puzzle.hint.cost", cost), false)
	return false
}

// startPuzzles opens the puzzles (the daily one when daily), from any mode.
func (a *App) startPuzzles(daily bool) {
	if a.mode != ModePuzzle {
		a.setMode(ModePuzzle)
	}
	if daily {
		a.loadPuzzle("", true)
	}
	a.changed = true
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

// ratingWords is the rating with this puzzle's change ("rating 1512 (+12)").
func (a *App) ratingWords() string {
	z := &a.trn.pz
	if z.delta != 0 {
		return a.lang.T("puzzle.rating.change", a.puzzleRating(), z.delta)
	}
	return a.lang.T("puzzle.rating", a.puzzleRating())
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
		a.say(a.lang.T("puzzle.solved", a.ratingWords()), false)
	case a.trn.missed && z.delta != 0:
		a.say(a.lang.T("puzzle.solved.missed", a.ratingWords()), false)
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
		RatingChange: z.delta, HintCost: a.puzzleHintCost(), HintAsked: z.hintAsked,
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
	out = append(out, a.lang.T("puzzle.info", a.ratingWords(), z.p.Rating, z.p.Grade, len(a.trn.prog.Solved), len(ps)))
	if n := a.game.Notation(); len(n) > 0 {
		out = append(out, a.lang.T("puzzle.info.line", strings.Join(n, " ")))
	}
	return out
}

// puzzleLine is the player's puzzles in one line, for the home's Puzzles
// button ("Puzzle rating 1213 · solved 3 of 512").
func (a *App) puzzleLine() string {
	return a.lang.T("puzzle.line", a.puzzleRating(), len(a.trn.prog.Solved), puzzle.Count())
}
