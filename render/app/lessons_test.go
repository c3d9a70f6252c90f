package app // lessons_test.go: the lesson list: opened from the learn panel and from another mode, a lesson picked by its row, back and forward, progress per lesson, Esc, touch sizes.

import (
	"regexp"
	"strings"
	"testing"

	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/learn"
)

func TestLessonListOpenPickBackForward(t *testing.T) {
	a := newApp(t, Config{Mode: ModeLearn})
	pressButton(t, a, "Lessons")
	s := a.State()
	if s.Lessons == nil || !s.Lessons.Open || len(s.Lessons.Lessons) != len(learn.Course) {
		t.Fatalf("lesson list: %+v", s.Lessons)
	}
	first := s.Lessons.Lessons[0]
	if first.ID != learn.Course[0].ID || !first.Current || first.Done != 0 || first.Steps != len(learn.Course[0].Steps) || first.Title == "" {
		t.Fatalf("first entry %+v", first)
	}
	// Lesson 3 by its row.
	third := s.Lessons.Lessons[2]
	pressButton(t, a, "3. "+third.Title)
	s = a.State()
	if s.Lessons != nil || s.Mode != "learn" || s.Lesson.ID != third.ID || s.Lesson.Step != 1 || s.Lesson.Index != 3 {
		t.Fatalf("after picking lesson 3: list %+v, lesson %+v", s.Lessons, s.Lesson)
	}
	// Back and forward between lessons.
	pressButton(t, a, "Lessons")
	pressButton(t, a, "‹ Lesson 2")
	if s = a.State(); s.Lesson.Index != 2 || s.Lessons != nil {
		t.Fatalf("back: %+v", s.Lesson)
	}
	pressButton(t, a, "Lessons")
	pressButton(t, a, "Lesson 3 ›")
	if s = a.State(); s.Lesson.Index != 3 {
		t.Fatalf("forward: %+v", s.Lesson)
	}
	// The keys: down chooses the next row, Enter opens it; Esc closes.
	pressButton(t, a, "Lessons")
	a.keyIntents([]input.Intent{input.IntentDown, input.IntentEnter})
	if s = a.State(); s.Lesson.Index != 4 || s.Lessons != nil {
		t.Fatalf("down and Enter: %+v", s.Lesson)
	}
	pressButton(t, a, "Lessons")
	a.keyIntents([]input.Intent{input.IntentCancel})
	if s = a.State(); s.Lessons != nil || s.Lesson.Index != 4 {
		t.Fatalf("Esc: %+v %+v", s.Lessons, s.Lesson)
	}
}

func TestLessonListShowsProgressAndOpensWhereLeft(t *testing.T) {
	l := learn.Course[0]
	a := newApp(t, Config{Mode: ModeLearn, Progress: Progress{StepsDone: []string{l.ID + "/1", learn.Course[1].ID + "/1", learn.Course[1].ID + "/2"}}})
	a.openLessons()
	s := a.State()
	got := s.Lessons.Lessons
	if got[0].Done != 1 || got[1].Done != 2 || got[2].Done != 0 || s.Lessons.Done != 3 {
		t.Fatalf("progress: %+v", got[:3])
	}
	// Lesson 1 opens at its first step not done; lesson 2, all done, at its start.
	a.lessonsControl(lessonsRow0)
	if s = a.State(); s.Lesson.ID != l.ID || s.Lesson.Step != 2 {
		t.Fatalf("lesson 1 opened at %+v", s.Lesson)
	}
	a.openLessons()
	a.lessonsControl(lessonsRow0 + 1)
	if s = a.State(); s.Lesson.Index != 2 || s.Lesson.Step != 1 {
		t.Fatalf("lesson 2 opened at %+v", s.Lesson)
	}
	// A step done shows in the list.
	m, _ := learn.Course[1].Steps[0].HintMove(a.game.Position(), 0)
	a.command(Command{Name: "move", Arg: a.game.Position().MoveString(m)})
	tick(t, a, "the step done", func(s State) bool { return s.Lesson.Done })
	a.openLessons()
	if e := a.State().Lessons.Lessons[1]; e.Done != 2 || !e.Current {
		t.Fatalf("lesson 2 after its step: %+v", e)
	}
}

func TestLessonListFromAnotherModeKeepsTheGame(t *testing.T) {
	a := newApp(t, Config{Mode: ModeTwoPlayers})
	playMoves(t, a, "32-28", "18-23")
	a.command(Command{Name: "lessons"})
	if s := a.State(); s.Lessons == nil || s.Mode != "two-player" {
		t.Fatalf("list from a game: %+v", s.Lessons)
	}
	a.command(Command{Name: "lessons", Arg: "5"})
	s := a.State()
	if s.Mode != "learn" || s.Lesson.Index != 5 || s.Lessons != nil {
		t.Fatalf("lesson 5 from a game: mode %s, %+v", s.Mode, s.Lesson)
	}
	a.command(Command{Name: "mode", Arg: "two-player"})
	if s = a.State(); strings.Join(s.Moves, " ") != "32-28 18-23" {
		t.Fatalf("the game after the lesson: %v", s.Moves)
	}
}

// TestLessonListTouchSizes: every control of the list is at least 44x44
// CSS pixels on phones, and all fit on the screen.
func TestLessonListTouchSizes(t *testing.T) {
	for _, sz := range [][3]float64{{390, 844, 3}, {360, 640, 2}, {1024, 640, 1}, {1280, 800, 1}} {
		a := newApp(t, Config{Mode: ModeLearn})
		a.w, a.h, a.scale = int(sz[0]*sz[2]), int(sz[1]*sz[2]), sz[2]
		a.relayout()
		a.openLessons()
		ll := a.lessonsLayout()
		if len(ll.rows) < 3 {
			t.Errorf("%v: %d rows shown", sz, len(ll.rows))
		}
		rects := append(ll.rows, ll.buttons[:]...)
		for i, r := range rects {
			if r.W < 44*sz[2] || r.H < 44*sz[2] || r.Y+r.H > float64(a.h) || r.X+r.W > float64(a.w) {
				t.Errorf("%v: control %d is %.0fx%.0f CSS px at %.0f,%.0f", sz, i, r.W/sz[2], r.H/sz[2], r.X/sz[2], r.Y/sz[2])
			}
		}
		// Scrolling reaches the last lesson.
		for a.lessonsButtonEnabled(lessonsDown) {
			a.lessonsControl(lessonsDown)
		}
		if e := a.State().Lessons; e.Top+e.Shown != len(learn.Course) {
			t.Errorf("%v: scrolled to %d+%d of %d", sz, e.Top, e.Shown, len(learn.Course))
		}
	}
}

// TestLessonListInChinese: the list's title, rows and controls are all in
// Chinese; the home's one-line summaries are too.
func TestLessonListInChinese(t *testing.T) {
	a := newApp(t, Config{Mode: ModeLearn, Lang: i18n.ZH})
	a.openLessons()
	s := a.State()
	han := regexp.MustCompile(`\p{Han}`)
	for _, b := range s.Buttons {
		if !han.MatchString(b.Label) {
			t.Errorf("an English control: %q", b.Label)
		}
	}
	for _, e := range s.Lessons.Lessons {
		if title, prog := a.lessonRowText(e); !han.MatchString(title) || !han.MatchString(prog) {
			t.Errorf("row %q %q", title, prog)
		}
	}
	if l := a.courseLine(); !han.MatchString(l) {
		t.Errorf("course line %q", l)
	}
	if l := a.puzzleLine(); !strings.HasPrefix(l, "习题等级分 1200 · 已解 0/") {
		t.Errorf("puzzle line %q", l)
	}
	a.useLang(i18n.EN)
	if l := a.puzzleLine(); !strings.HasPrefix(l, "Puzzle rating 1200 · solved 0 of ") {
		t.Errorf("puzzle line %q", l)
	}
}
