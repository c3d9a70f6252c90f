package app // train_test.go: the puzzle and lesson modes driven through Update: right and wrong moves, replies, hints, retry, rating, progress, Chinese texts.

import (
	"strings"
	"testing"

	"github.com/draughts/draughts/engine/puzzle"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/learn"
)

// solveCurrent plays the solution of the puzzle on the board through the
// "move" command, waiting for each reply.
func solveCurrent(t *testing.T, a *App) State {
	t.Helper()
	p := a.trn.pz.p
	for i := 0; i < len(p.Solution); i += 2 {
		tick(t, a, "the player's turn", func(s State) bool { return !s.Animating && s.Puzzle.Step == i })
		a.command(Command{Name: "move", Arg: p.Solution[i]})
	}
	return tick(t, a, "solved", func(s State) bool { return s.Puzzle.Solved && !s.Animating })
}

func TestPuzzleSolveRatingAndProgress(t *testing.T) {
	ps, err := puzzle.All()
	if err != nil || len(ps) == 0 {
		t.Fatal("no puzzles", err)
	}
	p := ps[len(ps)/2]
	a := newApp(t, Config{Mode: ModePuzzle, Puzzle: p.ID})
	s := a.State()
	if s.Puzzle == nil || s.Puzzle.ID != p.ID || s.FEN != mustFEN(t, p.FEN) || s.Puzzle.Rating != puzzle.StartRating {
		t.Fatalf("puzzle state %+v, fen %s", s.Puzzle, s.FEN)
	}
	s = solveCurrent(t, a)
	if s.Puzzle.Rating <= puzzle.StartRating || s.Puzzle.Missed || !strings.Contains(s.Message, "Solved") {
		t.Errorf("after a clean solve: %+v, message %q", s.Puzzle, s.Message)
	}
	if len(s.Moves) != len(p.Solution) || s.Progress.PuzzleRating != s.Puzzle.Rating || s.Progress.Solved[0] != p.ID {
		t.Errorf("moves %v, progress %+v", s.Moves, s.Progress)
	}
	// Next: another puzzle, not yet seen.
	a.button(btnPuzzleNext)
	if s2 := a.State(); s2.Puzzle.ID == p.ID || s2.Puzzle.Solved || len(s2.Moves) != 0 {
		t.Errorf("next puzzle: %+v", s2.Puzzle)
	}
}

func TestPuzzleWrongMoveRetryAndHint(t *testing.T) {
	ps, _ := puzzle.All()
	p := ps[0]
	a := newApp(t, Config{Mode: ModePuzzle, Puzzle: p.ID, Progress: Progress{PuzzleRating: 1500}})
	pos := a.game.Position()
	var wrong string
	for _, m := range pos.LegalMoves() {
		if pos.MoveString(m) != p.Solution[0] {
			wrong = pos.MoveString(m)
			break
		}
	}
	a.command(Command{Name: "move", Arg: wrong})
	s := a.State()
	if len(s.Moves) != 0 || !s.Puzzle.Missed || !strings.Contains(s.Message, wrong) || s.Puzzle.Rating >= 1500 {
		t.Fatalf("after a wrong move: moves %v, %+v, %q", s.Moves, s.Puzzle, s.Message)
	}
	lowered := s.Puzzle.Rating
	// A second wrong move costs nothing more; a hint shows the piece, then the move.
	a.command(Command{Name: "move", Arg: wrong})
	a.command(Command{Name: "hint"})
	if s = a.State(); s.Puzzle.Rating != lowered || !strings.Contains(s.Message, "Hint") {
		t.Errorf("second miss and hint: %+v %q", s.Puzzle, s.Message)
	}
	a.command(Command{Name: "hint"})
	if s = a.State(); !strings.Contains(s.Message, p.Solution[0]) {
		t.Errorf("second hint %q does not name %s", s.Message, p.Solution[0])
	}
	s = solveCurrent(t, a)
	if s.Puzzle.Rating != lowered || !s.Puzzle.Missed || s.Progress.Failed[0] != p.ID || len(s.Progress.Solved) != 0 {
		t.Errorf("solved after a miss: %+v %+v", s.Puzzle, s.Progress)
	}
	// Retry puts the puzzle back at its start.
	a.button(btnTrainRetry)
	if s = a.State(); len(s.Moves) != 0 || s.Puzzle.Solved || s.Puzzle.Step != 0 {
		t.Errorf("after retry: %+v moves %v", s.Puzzle, s.Moves)
	}
}

func TestDailyPuzzleAndLeavingTheTrainer(t *testing.T) {
	a := newApp(t, Config{Moves: []string{"32-28"}, Level: 1})
	a.setMode(ModePuzzle)
	a.button(btnPuzzleDaily)
	if s := a.State(); s.Puzzle == nil || !s.Puzzle.Daily || s.Progress.Active != "puzzle" {
		t.Fatalf("daily: %+v", s.Puzzle)
	}
	a.setMode(ModePlay)
	if s := a.State(); s.Puzzle != nil || len(s.Moves) < 1 || s.Moves[0] != "32-28" || s.Progress.Active != "" {
		t.Errorf("back in play: the game set aside should return: %v %+v", s.Moves, s.Progress)
	}
}

// TestLessonsByHintAndReplies completes the first lessons as a player would
// who follows the hints, and checks the progress.
func TestLessonsByHintAndReplies(t *testing.T) {
	a := newApp(t, Config{Mode: ModeLearn})
	total := 0
	for li := 0; li < 3; li++ {
		for si := range learn.Course[li].Steps {
			s := a.State()
			if s.Lesson == nil || s.Lesson.ID != learn.Course[li].ID || s.Lesson.Step != si+1 {
				t.Fatalf("lesson state %+v, want %s step %d", s.Lesson, learn.Course[li].ID, si+1)
			}
			for !a.trn.done {
				tick(t, a, "the player's turn", func(State) bool { return a.trainHumanTurn() && a.anim == nil })
				st := learn.Course[li].Steps[si]
				m, _ := st.HintMove(a.game.Position(), a.trn.step)
				a.command(Command{Name: "move", Arg: a.game.Position().MoveString(m)})
			}
			total++
			if s = a.State(); !s.Lesson.Done || s.Lesson.Completed != total {
				t.Fatalf("after the step: %+v", s.Lesson)
			}
			a.button(btnLearnNext)
		}
	}
	if s := a.State(); s.Lesson.ID != learn.Course[3].ID || len(s.Progress.StepsDone) != total || s.Progress.Lesson != learn.Course[3].ID {
		t.Errorf("after three lessons: %+v %+v", s.Lesson, s.Progress)
	}
}

func TestLessonWrongMoveAndChinese(t *testing.T) {
	a := newApp(t, Config{Mode: ModeLearn, Lesson: "board", Lang: i18n.ZH})
	a.command(Command{Name: "move", Arg: "31-27"})
	s := a.State()
	if len(s.Moves) != 0 || s.Lesson.Done || !strings.Contains(s.Message, "31-27") || !strings.Contains(s.Message, "不对") {
		t.Fatalf("wrong move: %v %+v %q", s.Moves, s.Lesson, s.Message)
	}
	if !strings.Contains(s.Lesson.Text, "棋盘") || !strings.Contains(a.statusText(), "第 1 课") {
		t.Errorf("Chinese texts: %q / %q", s.Lesson.Text, a.statusText())
	}
	for _, id := range learnPanel {
		if l := a.buttonLabel(id); l == "" || strings.HasPrefix(l, "[") {
			t.Errorf("button %d label %q", id, l)
		}
	}
	a.command(Command{Name: "move", Arg: "32-28"})
	if s = a.State(); !s.Lesson.Done || !strings.Contains(s.Message, "做得好") {
		t.Errorf("right move: %+v %q", s.Lesson, s.Message)
	}
	// Restarting from the kept progress comes back to the same step.
	b := newApp(t, Config{Mode: ModeLearn, Progress: s.Progress})
	if s2 := b.State(); s2.Lesson.ID != "board" || s2.Lesson.Step != 1 || s2.Lesson.Completed != 1 {
		t.Errorf("restored lesson %+v", s2.Lesson)
	}
}

func mustFEN(t *testing.T, fen string) string {
	t.Helper()
	a := newApp(t, Config{FEN: fen})
	return a.State().FEN
}

// TestTrainerBoardTurnedKept: the board turned round in an exercise stays
// turned through a retry and comes back turned with the progress (a reload);
// the next exercise shows the solver's side again.
func TestTrainerBoardTurnedKept(t *testing.T) {
	a := newApp(t, Config{Mode: ModeLearn, Lesson: "capture"})
	if a.flipped || a.State().Progress.Turned {
		t.Fatal("a lesson for White starts with White at the bottom")
	}
	a.button(btnFlip)
	s := a.State()
	if !s.Flipped || !s.Progress.Turned {
		t.Fatalf("turned: flipped %v progress %+v", s.Flipped, s.Progress)
	}
	a.command(Command{Name: "move", Arg: "33x22"})
	tick(t, a, "done", func(s State) bool { return s.Lesson.Done && !s.Animating })
	a.button(btnTrainRetry)
	if s := a.State(); !s.Flipped || !s.Progress.Turned {
		t.Errorf("after a retry: flipped %v", s.Flipped)
	}
	b := newApp(t, Config{Mode: ModeLearn, Progress: s.Progress})
	if s := b.State(); !s.Flipped || s.Lesson.ID != "capture" || s.Lesson.Step != 1 {
		t.Errorf("reloaded: flipped %v lesson %+v", s.Flipped, s.Lesson)
	}
	b.button(btnLearnNext)
	if s := b.State(); s.Flipped || s.Progress.Turned {
		t.Errorf("next step: flipped %v turned %v", s.Flipped, s.Progress.Turned)
	}
	// Another exercise than the one turned: not turned.
	c := newApp(t, Config{Mode: ModeLearn, Lesson: "kings", Progress: Progress{Lesson: "capture", Turned: true}})
	if c.State().Flipped {
		t.Error("a lesson asked for by id came up turned")
	}
}

// TestKingEndingAcceptsEveryWin: in the four-kings lesson another winning
// move than the line's is accepted and answered by the defence; a move that
// gives the lone king a free capture is refused with that reason.
func TestKingEndingAcceptsEveryWin(t *testing.T) {
	a := newApp(t, Config{Mode: ModeLearn, Lesson: "kings4"})
	a.command(Command{Name: "move", Arg: "36-9"}) // 20x3 takes it, nothing takes back
	s := a.State()
	if len(s.Moves) != 0 || !strings.Contains(s.Message, "lone king can capture") {
		t.Fatalf("36-9: moves %v, message %q", s.Moves, s.Message)
	}
	a.command(Command{Name: "move", Arg: "2-7"}) // not the line's 36-13, still a win
	s = tick(t, a, "the defence", func(s State) bool { return len(s.Moves) == 2 && !s.Animating })
	if s.Lesson.Done || s.Result != "*" || !strings.Contains(s.Message, "Right") {
		t.Fatalf("after 2-7: %+v, message %q", s.Lesson, s.Message)
	}
	// Played out with the hints: won.
	for i := 0; i < 40 && !a.State().Lesson.Done; i++ {
		a.button(btnHint)
		a.button(btnHint)
		h := a.State().Hint
		if h == "" {
			t.Fatalf("no hint after %v", a.State().Moves)
		}
		n := len(a.State().Moves)
		a.command(Command{Name: "move", Arg: h})
		tick(t, a, "the move and its answer", func(s State) bool { return !s.Animating && (s.Lesson.Done || len(s.Moves) == n+2) })
	}
	if s := a.State(); !s.Lesson.Done || s.Result != "2-0" {
		t.Errorf("not won: %v %s", s.Moves, s.Result)
	}
}
