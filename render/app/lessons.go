package app // lessons.go: the lesson list: every lesson of the course with its progress, any one opened, back and forward between lessons.

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/geom"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/learn"
	"github.com/hajimehoshi/ebiten/v2"
)

// LessonsState is the lesson list in State while it is open; its controls
// then replace Buttons (rows labelled by their lesson's title).
type LessonsState struct {
	Open     bool          `json:"open"`
	Lessons  []LessonEntry `json:"lessons"`
	Selected int           `json:"selected"` // 1-based lesson number chosen with the keys
	Top      int           `json:"top"`      // first row shown (0-based)
	Shown    int           `json:"shown"`    // rows that fit
	Done     int           `json:"done"`     // steps of the course done
	Total    int           `json:"total"`
}

// LessonEntry is one lesson of the list.
type LessonEntry struct {
	ID      string `json:"id"`
	Index   int    `json:"index"` // 1-based
	Title   string `json:"title"`
	Done    int    `json:"done"` // steps done
	Steps   int    `json:"steps"`
	Current bool   `json:"current"` // the lesson on the board (or the one the player was in)
}

// lessonsPanel is the list's own state.
type lessonsPanel struct {
	open     bool
	selected int // index in learn.Course
	top      int
	press    int // control pressed (lessonsRow0+i for rows), -1 none
}

// Controls of the list (rows are lessonsRow0 + index in learn.Course).
const (
	lessonsPrev = iota
	lessonsNext
	lessonsUp
	lessonsDown
	lessonsClose
	numLessonsButtons
	lessonsRow0 = 100
)

// lessonsLayout is the list's geometry, shared by drawing and hit-testing.
type lessonsLayout struct {
	box, title, sub geom.Rect
	rows            []geom.Rect
	buttons         [numLessonsButtons]geom.Rect
	font            float64
	fit             int // rows that fit (more than shown at the end of the list)
}

// minTouch is the smallest control, in CSS pixels, a finger can hit.
const minTouch = 44

func (a *App) lessonsOpen() bool { return a.trn.list.open }

// currentLesson is the lesson on the board, else the one the player was last in.
func (a *App) currentLesson() int {
	if a.mode == ModeLearn && a.trn.loaded {
		return a.trn.learnAt.lesson
	}
	if _, i, ok := learn.Find(a.trn.prog.Lesson); ok {
		return i
	}
	return 0
}

// openLessons opens the lesson list, the current lesson chosen and in view.
func (a *App) openLessons() {
	if a.games.open {
		a.closeGames()
	}
	if a.help.open {
		a.closeHelp()
	}
	p := &a.trn.list
	p.open, p.press = true, -1
	p.selected = a.currentLesson()
	a.lessonsScrollTo(p.selected)
	a.picker.Cancel()
	a.changed, a.dirty = true, true
}

func (a *App) closeLessons() {
	a.trn.list.open, a.trn.list.press = false, -1
	a.changed, a.dirty = true, true
}

// lessonsScrollTo keeps row i in view.
func (a *App) lessonsScrollTo(i int) {
	p := &a.trn.list
	n := a.lessonsRowsFit()
	if i < p.top {
		p.top = i
	}
	if i >= p.top+n {
		p.top = i - n + 1
	}
	p.top = max(0, min(p.top, len(learn.Course)-n))
}

// lessonDone counts the steps of lesson i done.
func (a *App) lessonStepsDone(i int) int {
	l := learn.Course[i]
	n := 0
	for s := range l.Steps {
		if has(a.trn.prog.StepsDone, stepID(l, s)) {
			n++
		}
	}
	return n
}

// openLesson puts lesson i on the board (in learn mode) at its first step
// not done yet (the first step when all or none are done) and closes the list.
func (a *App) openLesson(i int) {
	i = max(0, min(i, len(learn.Course)-1))
	l := learn.Course[i]
	step := 0
	for s := range l.Steps {
		if !has(a.trn.prog.StepsDone, stepID(l, s)) {
			step = s
			break
		}
	}
	a.closeLessons()
	if a.mode != ModeLearn {
		a.setMode(ModeLearn)
	}
	a.loadLesson(l.ID, step)
	a.trn.prog.Active = ModeLearn.String()
	a.relayout()
	a.changed = true
}

func (a *App) lessonsGeometry() (f, bh, rowH, gap, pad float64) {
	l := a.layout
	f = l.Font
	touch := minTouch * l.Scale
	return f, math.Max(math.Round(f*2.1), touch), math.Max(math.Round(l.LineH*1.9), touch), math.Round(f * 0.35), math.Round(f * 0.7)
}

// lessonsRowsFit is how many rows the list shows.
func (a *App) lessonsRowsFit() int {
	return a.lessonsLayout().fit
}

func (a *App) lessonsLayout() lessonsLayout {
	l := a.layout
	f, bh, rowH, gap, pad := a.lessonsGeometry()
	var ll lessonsLayout
	ll.font = f
	w := math.Min(l.W*0.96, f*44)
	// The page's own corner button (PDN / FEN) must not cover the last row of buttons.
	margin := math.Max(l.H*0.03, 32*l.Scale)
	h := l.H - 2*margin
	ll.box = geom.Rect{X: (l.W - w) / 2, Y: margin, W: w, H: h}
	x, y, iw := ll.box.X+pad, ll.box.Y+pad*0.6, w-2*pad
	ll.title = geom.Rect{X: x, Y: y, W: iw, H: l.LineH * 1.2}
	y += ll.title.H
	ll.sub = geom.Rect{X: x, Y: y, W: iw, H: l.LineH}
	y += ll.sub.H + pad*0.4
	cols := numLessonsButtons
	if iw/float64(cols) < f*6 || (iw-gap*float64(cols-1))/float64(cols) < minTouch*l.Scale*1.5 {
		cols = 3
	}
	rowsOfButtons := (numLessonsButtons + cols - 1) / cols
	bw := math.Floor((iw - gap*float64(cols-1)) / float64(cols))
	by := ll.box.Y + h - pad*0.6 - float64(rowsOfButtons)*(bh+gap) + gap
	for i := range numLessonsButtons {
		r, c := i/cols, i%cols
		ll.buttons[i] = geom.Rect{X: x + float64(c)*(bw+gap), Y: by + float64(r)*(bh+gap), W: bw, H: bh}
	}
	n := max(1, int((by-gap-y)/(rowH+gap*0.5)))
	ll.fit = n
	top := a.trn.list.top
	for i := 0; i < n && top+i < len(learn.Course); i++ {
		ll.rows = append(ll.rows, geom.Rect{X: x, Y: y + float64(i)*(rowH+gap*0.5), W: iw, H: rowH})
	}
	return ll
}

func (a *App) lessonsButtonLabel(i int) string {
	cur := a.currentLesson()
	switch i {
	case lessonsPrev:
		return a.tr("lessons.prev", max(1, cur))
	case lessonsNext:
		return a.tr("lessons.next", min(len(learn.Course), cur+2))
	}
	return a.tr([numLessonsButtons]i18n.Key{"", "", "lessons.up", "lessons.down", "lessons.close"}[i])
}

func (a *App) lessonsButtonEnabled(i int) bool {
	p := &a.trn.list
	switch i {
	case lessonsPrev:
		return a.currentLesson() > 0
	case lessonsNext:
		return a.currentLesson() < len(learn.Course)-1
	case lessonsUp:
		return p.top > 0
	case lessonsDown:
		return p.top+len(a.lessonsLayout().rows) < len(learn.Course)
	}
	return true
}

// lessonsAt returns the control under x, y (-1 for none).
func (a *App) lessonsAt(x, y float64) int {
	ll := a.lessonsLayout()
	for i, r := range ll.buttons {
		if r.Contains(x, y) {
			return i
		}
	}
	for i, r := range ll.rows {
		if r.Contains(x, y) {
			return lessonsRow0 + a.trn.list.top + i
		}
	}
	return -1
}

// lessonsPointer handles pointer events while the list is open.
func (a *App) lessonsPointer(e input.PointerEvent) {
	p := &a.trn.list
	switch e.Kind {
	case input.PointerDown:
		p.press = a.lessonsAt(e.X, e.Y)
		a.dirty = true
	case input.PointerUp:
		c := a.lessonsAt(e.X, e.Y)
		if c >= 0 && c == p.press {
			a.lessonsControl(c)
		}
		p.press = -1
		a.dirty = true
	}
}

// lessonsKey handles a key while the list is open: Esc closes, up and down
// choose a lesson, Enter or Space opens it, left and right open the
// previous or next lesson.
func (a *App) lessonsKey(in input.Intent) {
	p := &a.trn.list
	a.keys.Text.Clear()
	switch in {
	case input.IntentCancel:
		a.closeLessons()
	case input.IntentUp, input.IntentDown:
		d := 1
		if in == input.IntentUp {
			d = -1
		}
		p.selected = max(0, min(len(learn.Course)-1, p.selected+d))
		a.lessonsScrollTo(p.selected)
	case input.IntentEnter, input.IntentPress:
		a.openLesson(p.selected)
	case input.IntentLeft:
		a.lessonsControl(lessonsPrev)
	case input.IntentRight:
		a.lessonsControl(lessonsNext)
	}
	a.changed, a.dirty = true, true
}

// lessonsControl runs a control of the list.
func (a *App) lessonsControl(c int) {
	p := &a.trn.list
	if c >= lessonsRow0 {
		if i := c - lessonsRow0; i < len(learn.Course) {
			a.openLesson(i)
		}
		return
	}
	if !a.lessonsButtonEnabled(c) {
		return
	}
	page := a.lessonsRowsFit()
	switch c {
	case lessonsPrev:
		a.openLesson(a.currentLesson() - 1)
	case lessonsNext:
		a.openLesson(a.currentLesson() + 1)
	case lessonsUp:
		p.top = max(0, p.top-page)
	case lessonsDown:
		p.top = min(max(0, len(learn.Course)-page), p.top+page)
	case lessonsClose:
		a.closeLessons()
	}
	a.changed = true
}

// lessonEntries lists the course with the player's progress.
func (a *App) lessonEntries() []LessonEntry {
	cur := a.currentLesson()
	out := make([]LessonEntry, len(learn.Course))
	for i, l := range learn.Course {
		out[i] = LessonEntry{ID: l.ID, Index: i + 1, Title: a.tr(l.Title), Done: a.lessonStepsDone(i), Steps: len(l.Steps), Current: i == cur}
	}
	return out
}

// lessonRowText is a row's two parts: the numbered title and the progress.
func (a *App) lessonRowText(e LessonEntry) (string, string) {
	title := a.tr("lessons.row", e.Index, e.Title)
	prog := a.tr("lessons.steps", e.Done, e.Steps)
	if e.Done == e.Steps {
		prog = a.tr("lessons.steps.done", e.Done, e.Steps)
	}
	return title, prog
}

// drawLessons draws the list over everything.
func (a *App) drawLessons(screen *ebiten.Image, t render.Theme) {
	ll := a.lessonsLayout()
	l := a.layout
	a.fillRound(screen, geom.Rect{W: l.W, H: l.H}, 0, color.RGBA{0, 0, 0, 0x99})
	a.fillRound(screen, ll.box, float32(ll.font*0.6), color.RGBA{t.Background.R, t.Background.G, t.Background.B, 0xf6})
	text := render.Scale(t.PanelText)
	bold := a.fonts.Face(ll.font*1.25, true)
	regular := a.fonts.Face(ll.font, false)
	small := a.fonts.Face(ll.font*0.9, false)
	render.DrawText(screen, a.tr("lessons.title"), bold, ll.title.X, ll.title.Y, ll.title.W, ll.title.H, render.AlignStart, text)
	done := len(a.trn.prog.StepsDone)
	render.DrawText(screen, a.tr("learn.progress", done, courseSteps()), small, ll.sub.X, ll.sub.Y, ll.sub.W, ll.sub.H, render.AlignStart, text)
	entries := a.lessonEntries()
	p := &a.trn.list
	for i, r := range ll.rows {
		idx := p.top + i
		e := entries[idx]
		bg := t.Button
		if idx == p.selected || p.press == lessonsRow0+idx {
			bg = t.Accent
		}
		a.fillRound(screen, r, float32(ll.font*0.3), bg)
		in := r.Inset(ll.font * 0.4)
		title, prog := a.lessonRowText(e)
		face := regular
		if e.Current {
			face = a.fonts.Face(ll.font, true)
		}
		pw := render.Width(prog, small) + ll.font*0.5
		render.DrawText(screen, render.Fit(title, face, in.W-pw), face, in.X, in.Y, in.W-pw, in.H, render.AlignStart, render.Scale(t.ButtonText))
		render.DrawText(screen, prog, small, in.X+in.W-pw, in.Y, pw, in.H, render.AlignEnd, render.Scale(t.ButtonText))
		// The progress as a bar along the row's foot.
		if e.Steps > 0 && e.Done > 0 {
			bar := geom.Rect{X: r.X + ll.font*0.3, Y: r.Y + r.H - ll.font*0.32, W: (r.W - ll.font*0.6) * float64(e.Done) / float64(e.Steps), H: ll.font * 0.16}
			a.fillRound(screen, bar, float32(bar.H/2), t.Accent)
		}
	}
	for i, r := range ll.buttons {
		a.drawButton(screen, t, r, a.lessonsButtonLabel(i), a.lessonsButtonEnabled(i), p.press == i, regular)
	}
}

// lessonsState puts the open list and its controls in s.
func (a *App) lessonsState(s *State) {
	p := &a.trn.list
	if !p.open {
		return
	}
	ll := a.lessonsLayout()
	s.Lessons = &LessonsState{Open: true, Lessons: a.lessonEntries(), Selected: p.selected + 1, Top: p.top, Shown: len(ll.rows),
		Done: len(a.trn.prog.StepsDone), Total: courseSteps()}
	s.Buttons = s.Buttons[:0]
	sc := a.layout.Scale
	for i, r := range ll.buttons {
		x, y := r.Center()
		s.Buttons = append(s.Buttons, Button{Label: a.lessonsButtonLabel(i), X: x / sc, Y: y / sc, Enabled: a.lessonsButtonEnabled(i)})
	}
	for i, r := range ll.rows {
		x, y := r.Center()
		title, _ := a.lessonRowText(s.Lessons.Lessons[p.top+i])
		s.Buttons = append(s.Buttons, Button{Label: strings.TrimSpace(title), X: x / sc, Y: y / sc, Enabled: true})
	}
}

// lessonsCommand is the host's "lessons" command: "" opens the list,
// "off" closes it, a lesson's id or number opens that lesson.
func (a *App) lessonsCommand(arg string) {
	switch arg {
	case "", "on":
		a.openLessons()
		return
	case "off":
		a.closeLessons()
		return
	}
	if _, i, ok := learn.Find(arg); ok {
		a.openLesson(i)
		return
	}
	if n, err := strconv.Atoi(arg); err == nil && n >= 1 && n <= len(learn.Course) {
		a.openLesson(n - 1)
		return
	}
	a.say(a.tr("learn.unknown", arg), true)
}

// courseLine is the course's progress in one line, for the home's Learn
// button ("Course: 4 of 23 steps done").
func (a *App) courseLine() string {
	return a.tr("learn.progress", len(a.trn.prog.StepsDone), courseSteps())
}
