package app // puzzle_test.go: the puzzle flow: Next on a fresh start, the rating change said after a puzzle, a hint that costs rating asked twice, the daily puzzle from another mode.

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/draughts/draughts/engine/puzzle"
)

func TestNextPuzzleOnAFreshStart(t *testing.T) {
	a := newApp(t, Config{Mode: ModePuzzle})
	seen := map[string]bool{}
	for i := range 5 {
		s := a.State()
		if s.Puzzle == nil || seen[s.Puzzle.ID] {
			t.Fatalf("press %d: puzzle %+v again (seen %v)", i, s.Puzzle, seen)
		}
		seen[s.Puzzle.ID] = true
		pressButton(t, a, "Next puzzle")
	}
	// Nothing was tried: nothing counted.
	if s := a.State(); s.Puzzle.Rating != puzzle.StartRating || len(s.Progress.Solved)+len(s.Progress.Failed) != 0 {
		t.Fatalf("after skipping: %+v %+v", s.Puzzle, s.Progress)
	}
}

func TestPuzzleSaysTheRatingChange(t *testing.T) {
	ps, _ := puzzle.All()
	p := ps[len(ps)/3]
	a := newApp(t, Config{Mode: ModePuzzle, Puzzle: p.ID, Progress: Progress{PuzzleRating: 1500}})
	s := solveCurrent(t, a)
	want := fmt.Sprintf("Solved · rating %d (%+d)", s.Puzzle.Rating, s.Puzzle.Rating-1500)
	if s.Puzzle.RatingChange <= 0 || s.Puzzle.RatingChange != s.Puzzle.Rating-1500 || s.Message != want {
		t.Fatalf("after a clean solve: %+v, message %q, want %q", s.Puzzle, s.Message, want)
	}
	if info := strings.Join(a.puzzleInfoLines(), "\n"); !strings.Contains(info, fmt.Sprintf("Your rating %d (%+d)", s.Puzzle.Rating, s.Puzzle.RatingChange)) {
		t.Errorf("info %q without the change", info)
	}
	// A wrong move in the next one says what it cost.
	pressButton(t, a, "Next puzzle")
	pos := a.game.Position()
	right := a.trn.pz.p.Solution[0]
	for _, m := range pos.LegalMoves() {
		if pos.MoveString(m) != right {
			a.command(Command{Name: "move", Arg: pos.MoveString(m)})
			break
		}
	}
	s = a.State()
	if s.Puzzle.RatingChange >= 0 || !strings.Contains(s.Message, fmt.Sprintf("rating %d (%+d)", s.Puzzle.Rating, s.Puzzle.RatingChange)) {
		t.Fatalf("after a miss: %+v %q", s.Puzzle, s.Message)
	}
}

func TestPuzzleHintThatCostsIsAskedTwice(t *testing.T) {
	ps, _ := puzzle.All()
	p := ps[1]
	a := newApp(t, Config{Mode: ModePuzzle, Puzzle: p.ID, Progress: Progress{PuzzleRating: 1500}})
	s := a.State()
	cost := s.Puzzle.HintCost
	if cost >= 0 || s.Puzzle.HintAsked {
		t.Fatalf("a hint's cost before: %+v", s.Puzzle)
	}
	pressButton(t, a, "Hint")
	s = a.State()
	if s.Hint != "" || a.hint != nil || s.Puzzle.Rating != 1500 || s.Puzzle.Missed || !s.Puzzle.HintAsked ||
		!strings.Contains(s.Message, "costs rating") || !strings.Contains(s.Message, fmt.Sprint(cost)) {
		t.Fatalf("first press: hint %v, %+v, %q", a.hint, s.Puzzle, s.Message)
	}
	// The button says what the second press does.
	pressButton(t, a, "Show hint")
	s = a.State()
	if a.hint == nil || s.Puzzle.Rating != 1500+cost || !s.Puzzle.Missed || s.Puzzle.HintCost != 0 ||
		!strings.Contains(s.Message, fmt.Sprintf("rating %d (%d)", 1500+cost, cost)) {
		t.Fatalf("second press: hint %v, %+v, %q", a.hint, s.Puzzle, s.Message)
	}
	// Now free: the next hint comes at once.
	pressButton(t, a, "Hint")
	if s = a.State(); !strings.Contains(s.Message, p.Solution[0]) || s.Puzzle.Rating != 1500+cost {
		t.Fatalf("free hint: %+v %q", s.Puzzle, s.Message)
	}
	// A new puzzle asks again.
	pressButton(t, a, "Next puzzle")
	pressButton(t, a, "Hint")
	if s = a.State(); a.hint != nil || !strings.Contains(s.Message, "costs rating") {
		t.Fatalf("next puzzle's first hint press: %q", s.Message)
	}
}

func TestDailyPuzzleFromAGame(t *testing.T) {
	a := newApp(t, Config{Mode: ModeTwoPlayers})
	playMoves(t, a, "32-28")
	a.startPuzzles(true)
	d, _ := puzzle.Daily(time.Now())
	if s := a.State(); s.Mode != "puzzle" || s.Puzzle == nil || !s.Puzzle.Daily || s.Puzzle.ID != d.ID {
		t.Fatalf("daily from a game: %+v", s.Puzzle)
	}
	a.setMode(ModeTwoPlayers)
	if s := a.State(); strings.Join(s.Moves, " ") != "32-28" {
		t.Fatalf("the game after the puzzle: %v", s.Moves)
	}
}
