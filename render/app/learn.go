package app // learn.go: lessons mode: the course of render/learn step by step on the real board, with hints, retry and progress.

import (
	"fmt"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/render/learn"
)

// lessonState is where the player is in the course.
type lessonState struct {
	lesson int // index in learn.Course
	step   int // index in its steps
}

// LessonInfo is the lesson part of State (state().lesson).
type LessonInfo struct {
	ID        string `json:"id"`
	Step      int    `json:"step"` // 1-based
	Steps     int    `json:"steps"`
	Done      bool   `json:"done"` // this step is complete
	Title     string `json:"title"`
	Text      string `json:"text"`
	Index     int    `json:"index"` // 1-based lesson number
	Lessons   int    `json:"lessons"`
	Completed int    `json:"completed"` // steps of the course done (ever)
	Total     int    `json:"total"`
}

func stepID(l learn.Lesson, i int) string { return fmt.Sprintf("%s/%d", l.ID, i+1) }

func courseSteps() int {
	n := 0
	for _, l := range learn.Course {
		n += len(l.Steps)
	}
	return n
}

func (a *App) curStep() (learn.Lesson, learn.Step) {
	l := learn.Course[a.trn.learnAt.lesson]
	return l, l.Steps[a.trn.learnAt.step]
}

// loadLesson puts step (0-based) of the lesson id on the board; an unknown
// id starts the course.
func (a *App) loadLesson(id string, step int) {
	_, li, ok := learn.Find(id)
	if !ok {
		if id != "" {
			defer a.say(a.lang.T("learn.unknown", id), true)
		}
		li, step = 0, 0
	}
	steps := learn.Course[li].Steps
	step = max(0, min(step, len(steps)-1))
	a.trn.learnAt = lessonState{lesson: li, step: step}
	a.trn.prog.Lesson, a.trn.prog.Step = learn.Course[li].ID, step
	s := steps[step]
	// The checks see the draw rules' count and the positions before (a king
	// ending is lost to the 25-move rule or a repetition as in a game).
	clock := func() engine.DrawClock { _, _, c := a.game.SearchRoot(); return c }
	a.startExercise(exercise{
		fen: s.FEN, plies: s.Plies(), finished: s.Finished,
		accept: func(pos engine.Position, ply int, m engine.Move) bool { return s.AcceptsAt(pos, clock(), ply, m) },
		reply:  func(pos engine.Position, ply int) (engine.Move, bool) { return s.ReplyAt(pos, clock(), ply) },
		hint: func(pos engine.Position, ply int) (engine.Move, bool) {
			_, seen, c := a.game.SearchRoot()
			return s.HintAt(pos, c, ply, seen...)
		},
	})
}

// lessonGo moves by delta steps through the whole course.
func (a *App) lessonGo(delta int) {
	li, si := a.trn.learnAt.lesson, a.trn.learnAt.step+delta
	for si < 0 && li > 0 {
		li--
		si += len(learn.Course[li].Steps)
	}
	for si >= len(learn.Course[li].Steps) && li < len(learn.Course)-1 {
		si -= len(learn.Course[li].Steps)
		li++
	}
	a.loadLesson(learn.Course[li].ID, si)
}

// lessonWrong says why m is refused: the step's reason (a king ending:
// what the move gives away), else that it is not what the step asks.
func (a *App) lessonWrong(pos engine.Position, m engine.Move) {
	_, s := a.curStep()
	_, _, clock := a.game.SearchRoot()
	r := s.Why(pos, clock, m)
	a.say(a.lang.T(r.Key, r.Args...), true)
}

// lessonDrawn: a king ending drawn by a rule (repetition, 25 moves) is not
// won: the step says so and waits for a retry.
func (a *App) lessonDrawn() {
	_, why := a.game.Result()
	a.say(a.lang.T("learn.win.drawnby", a.reasonName(why)), true)
}

func (a *App) lessonRight() { a.say(a.lang.T("learn.right"), false) }

func (a *App) lessonDone() {
	l, _ := a.curStep()
	a.trn.prog.StepsDone = addOnce(a.trn.prog.StepsDone, stepID(l, a.trn.learnAt.step))
	last := a.trn.learnAt.lesson == len(learn.Course)-1 && a.trn.learnAt.step == len(l.Steps)-1
	if last {
		a.say(a.lang.T("learn.done.last"), false)
	} else {
		a.say(a.lang.T("learn.done"), false)
	}
	a.changed = true
}

func (a *App) lessonInfo() *LessonInfo {
	if a.mode != ModeLearn || !a.trn.loaded {
		return nil
	}
	l, s := a.curStep()
	return &LessonInfo{
		ID: l.ID, Step: a.trn.learnAt.step + 1, Steps: len(l.Steps), Done: a.trn.done,
		Title: a.lang.T(l.Title), Text: a.lang.T(s.Text), Index: a.trn.learnAt.lesson + 1, Lessons: len(learn.Course),
		Completed: len(a.trn.prog.StepsDone), Total: courseSteps(),
	}
}

func (a *App) learnStatus() string {
	l, _ := a.curStep()
	return a.lang.T("learn.status", a.trn.learnAt.lesson+1, len(learn.Course), a.lang.T(l.Title), a.trn.learnAt.step+1, len(l.Steps))
}

func (a *App) learnInfoLines() []string {
	_, s := a.curStep()
	return []string{a.lang.T(s.Text), a.lang.T("learn.progress", len(a.trn.prog.StepsDone), courseSteps())}
}

// lessonHintText is the step's own hint, said with the first hint.
func (a *App) lessonHintText() string {
	_, s := a.curStep()
	return a.lang.T("learn.step.hint", a.lang.T(s.Hint))
}
