package app // traintext_test.go: the lessons' and puzzles' texts on phone-sized screens, in English and Chinese: wrapped whole, never cut, inside the screen.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/draughts/draughts/engine/puzzle"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/cjkfont"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/learn"
	"github.com/hajimehoshi/ebiten/v2"
)

// checkTrainText lays out the trainer's texts with message on the board's
// screen and checks that every word is drawn, within its box and the screen.
func checkTrainText(t *testing.T, a *App, name, message string) {
	t.Helper()
	a.message = message
	status := a.statusText()
	info, _ := a.trainInfoLines()
	lines, _ := a.trainText(status, message, ebiten.ColorScale{}, ebiten.ColorScale{})
	var got strings.Builder
	for _, l := range lines {
		if w := render.Width(l.text, l.face); w > l.r.W+0.5 {
			t.Errorf("%s: %q is %.0f px wide in a %.0f px line", name, l.text, w, l.r.W)
		}
		if strings.HasSuffix(l.text, "…") {
			t.Errorf("%s: %q is cut", name, l.text)
		}
		if l.r.Y+l.r.H > float64(a.h)+0.5 {
			t.Errorf("%s: %q is drawn below the screen (%.0f > %d)", name, l.text, l.r.Y+l.r.H, a.h)
		}
		got.WriteString(l.text)
	}
	squash := func(s string) string { return strings.Join(strings.Fields(s), "") }
	if want := squash(status + message + strings.Join(info, "")); squash(got.String()) != want {
		t.Errorf("%s: drawn %q\nwant %q", name, squash(got.String()), want)
	}
}

func TestTrainTextWrapsOnPhones(t *testing.T) {
	ps, err := puzzle.All()
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{390, 844}, {360, 640}} {
		for _, lang := range []i18n.Lang{i18n.EN, i18n.ZH} {
			a := newApp(t, Config{Mode: ModeLearn, Lang: lang})
			if lang == i18n.ZH {
				a.command(Command{Name: "font", Data: cjkfont.Data()})
			}
			a.w, a.h = size[0], size[1]
			a.relayout()
			for li, l := range learn.Course {
				for si, s := range l.Steps {
					a.loadLesson(l.ID, si)
					name := fmt.Sprintf("%dx%d %s %s/%d", size[0], size[1], lang, l.ID, si+1)
					checkTrainText(t, a, name, "")
					checkTrainText(t, a, name+" hint", a.lessonHintText())
					checkTrainText(t, a, name+" wrong", lang.T("learn.win.gives", "44-33"))
					checkTrainText(t, a, name+" drawn", lang.T("learn.win.drawnby", lang.T("reason.rule25")))
					_, _ = li, s
				}
			}
			a.command(Command{Name: "mode", Arg: "puzzle"})
			for _, p := range ps[:20] {
				a.loadPuzzle(p.ID, false)
				name := fmt.Sprintf("%dx%d %s puzzle %s", size[0], size[1], lang, p.ID)
				checkTrainText(t, a, name, "")
				checkTrainText(t, a, name+" wrong", lang.T("puzzle.wrong", "32-28", lang.T("puzzle.rating.change", 1184, -16)))
				checkTrainText(t, a, name+" hint cost", lang.T("puzzle.hint.cost", -16))
				checkTrainText(t, a, name+" solved", lang.T("puzzle.solved.missed", lang.T("puzzle.rating.change", 1184, -16)))
			}
		}
	}
}
