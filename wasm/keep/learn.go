package keep // learn.go: the lessons and puzzles progress: restored from the save, kept after each change, and the trainers' events.

import (
	"fmt"
	"strings"

	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/wasm/embed"
	"github.com/draughts/draughts/wasm/params"
)

func trainerMode(mode string) bool {
	return mode == app.ModePuzzle.String() || mode == app.ModeLearn.String()
}

// RestoreLearn fills cfg with the saved progress; a player who left the
// page in a trainer comes back to it.
func (h *Host) RestoreLearn(cfg app.Config) app.Config {
	l := h.state.Learn
	if l == nil {
		return cfg
	}
	cfg.Progress = app.Progress{
		PuzzleRating: l.PuzzleRating, Solved: append([]string(nil), l.PuzzlesSolved...), Failed: append([]string(nil), l.PuzzlesFailed...),
		Puzzle: l.Puzzle, Lesson: l.Lesson, Step: l.Step, StepsDone: append([]string(nil), l.StepsDone...), Active: l.Active,
		Turned: l.Turned,
	}
	if m, ok := app.ParseMode(l.Active); ok && trainerMode(l.Active) {
		cfg.Mode = m
	}
	return cfg
}

// applyLearnParams: puzzle= and lesson= open that trainer.
func (h *Host) applyLearnParams(cfg app.Config, p params.Params) app.Config {
	if p.Puzzle != "" {
		cfg.Puzzle = p.Puzzle
		if p.Mode == "" {
			cfg.Mode = app.ModePuzzle
		}
	}
	if p.Lesson != "" {
		cfg.Lesson = p.Lesson
		if p.Mode == "" {
			cfg.Mode = app.ModeLearn
		}
	}
	return cfg
}

func learnSave(p app.Progress) *save.LearnSave {
	if p.PuzzleRating == 0 && len(p.Solved) == 0 && len(p.Failed) == 0 && p.Puzzle == "" && p.Lesson == "" && len(p.StepsDone) == 0 && p.Active == "" && !p.Turned {
		return nil
	}
	return &save.LearnSave{
		PuzzleRating: p.PuzzleRating, PuzzlesSolved: p.Solved, PuzzlesFailed: p.Failed,
		Puzzle: p.Puzzle, Lesson: p.Lesson, Step: p.Step, StepsDone: p.StepsDone, Active: p.Active, Turned: p.Turned,
	}
}

// publishLearn tells the embedding page about a solved puzzle or a finished
// lesson step, and saves the progress when it changed.
func (h *Host) publishLearn(prev app.State, had bool, s app.State) {
	if h.post != nil && s.Puzzle != nil && s.Puzzle.Solved && !(had && prev.Puzzle != nil && prev.Puzzle.Solved && prev.Puzzle.ID == s.Puzzle.ID) {
		h.post(embed.Solved(s.Puzzle.ID, s.Puzzle.Rating, !s.Puzzle.Missed))
	}
	if h.post != nil && s.Lesson != nil && s.Lesson.Done && !(had && prev.Lesson != nil && prev.Lesson.Done && prev.Lesson.ID == s.Lesson.ID && prev.Lesson.Step == s.Lesson.Step) {
		h.post(embed.StepDone(s.Lesson.ID, s.Lesson.Step))
	}
	p := s.Progress
	key := fmt.Sprint(p.PuzzleRating, strings.Join(p.Solved, ","), strings.Join(p.Failed, ","), p.Puzzle, p.Lesson, p.Step, strings.Join(p.StepsDone, ","), p.Active, p.Turned)
	if key == h.learnKey {
		return
	}
	h.learnKey = key
	ls := learnSave(p)
	if s.Mode == app.ModeView.String() || (ls == nil && h.state.Learn == nil) {
		return // view mode writes nothing; no progress yet: nothing to keep
	}
	h.state.Learn = ls
	if h.keeper == nil || !h.keeper.Enabled() {
		return
	}
	h.afterSave(h.keeper.Save(h.state, h.now()))

}
