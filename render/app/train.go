package app // train.go: what the puzzle trainer and the lessons share: an exercise on the board, the player's moves checked, the other side's replies played from the data.

import (
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/puzzle"
	"github.com/draughts/draughts/render/i18n"
)

// Progress is what the player keeps of the lessons and the puzzles (the host
// stores it with the save; see engine/save.LearnSave).
type Progress struct {
	PuzzleRating int      // 0 = never rated
	Solved       []string // puzzles solved at the first try
	Failed       []string // puzzles missed (a wrong move or a hint first)
	Puzzle       string   // the puzzle on the board
	Lesson       string   // the lesson on the board
	Step         int      // its step (0-based)
	StepsDone    []string // "lesson/step" ids completed
	Active       string   // the trainer mode the player is in: "puzzle", "learn" or ""
	// Turned: the board is turned round from the solver's side in the
	// exercise on the board (kept with it, like a game's flip).
	Turned bool
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func addOnce(list []string, s string) []string {
	if has(list, s) {
		return list
	}
	return append(list, s)
}

// Tuning of the trainers.
const replyDelayTicks = 20 // pause before the other side's reply (after the move's animation)

// exercise is a position with a task. The line alternates the player's
// moves (even plies) and the other side's replies (odd plies); it is done
// when plies moves have been played.
type exercise struct {
	fen    string
	plies  int
	accept func(pos engine.Position, ply int, m engine.Move) bool
	reply  func(pos engine.Position, ply int) (engine.Move, bool)
	hint   func(pos engine.Position, ply int) (engine.Move, bool)
	// finished, when set, says when the exercise is complete (plies is then
	// 0: a king ending is played until it is won).
	finished func(pos engine.Position, ply int) bool
}

// complete reports whether the exercise is done at pos after ply moves.
func (ex exercise) complete(pos engine.Position, ply int) bool {
	if ex.finished != nil {
		return ex.finished(pos, ply)
	}
	return ply >= ex.plies
}

// trainer is the state of the puzzle and lesson modes.
type trainer struct {
	ex      exercise
	loaded  bool
	step    int   // plies of the line played
	missed  bool  // a wrong move or a hint in this attempt
	hints   int   // hints asked in this attempt
	done    bool  // the task is complete
	replyAt int64 // tick at which the reply is due (0: none)
	prog    Progress

	pz      puzzleState
	learnAt lessonState
	list    lessonsPanel // the lesson list (lessons.go)
	skipped []string     // puzzles passed by with Next in this session (puzzle.go)

	stash      *engine.Game // the game set aside while a trainer is on
	stashHuman engine.Color
}

// trainMode reports whether the mode is one of the trainers.
func trainMode(m Mode) bool { return m == ModePuzzle || m == ModeLearn }

// startExercise puts ex on the board, the player to move.
func (a *App) startExercise(ex exercise) {
	g, err := engine.NewGameFromFEN(ex.fen)
	if err != nil {
		a.say(err.Error(), true)
		return
	}
	a.trn.ex, a.trn.loaded = ex, true
	a.trn.step, a.trn.missed, a.trn.hints, a.trn.done, a.trn.replyAt = 0, false, 0, false, 0
	a.game = g
	a.human = g.Position().Side()
	a.timeUsed = [2]time.Duration{}
	a.message = ""
	a.positionChanged()
	a.setFlipped(a.human == engine.Black)
}

// trainHumanTurn: the player may move when the line waits for their move.
func (a *App) trainHumanTurn() bool {
	t := &a.trn
	return t.loaded && !t.done && t.replyAt == 0 && t.step%2 == 0 && a.game.Position().Side() == a.human
}

// trainPlay checks the player's move m against the exercise; it plays it
// (and reports true) when it is right, answers a wrong one with a message.
func (a *App) trainPlay(m engine.Move, animate bool) {
	t := &a.trn
	if !a.trainHumanTurn() {
		a.say(a.lang.T("train.notyours"), true)
		return
	}
	pos := a.game.Position()
	if !t.ex.accept(pos, t.step, m) {
		t.missed = true
		a.wrongMove(pos, m)
		a.invalid, a.invalidAt = m.From(), a.ticks
		a.picker.Reset(pos, true)
		a.changed = true
		return
	}
	t.step++
	t.done = t.ex.complete(pos.Play(m), t.step)
	if !t.done {
		t.replyAt = -1 // due once the move's animation ends
	}
	a.play(m, animate)
	switch {
	case t.done:
		a.exerciseDone()
	case a.over():
		t.replyAt = 0 // drawn by a rule: no reply, a retry
		a.lessonDrawn()
	default:
		a.rightMove()
	}
	a.changed = true
}

// trainTick plays the other side's reply when it is due.
func (a *App) trainTick() {
	t := &a.trn
	if !t.loaded || t.replyAt == 0 || a.anim != nil {
		return
	}
	if t.replyAt < 0 {
		t.replyAt = a.ticks + replyDelayTicks
		return
	}
	if a.ticks < t.replyAt {
		return
	}
	t.replyAt = 0
	pos := a.game.Position()
	m, ok := t.ex.reply(pos, t.step)
	if !ok {
		a.say(a.lang.T("train.nodata"), true)
		return
	}
	msg, isErr := a.message, a.msgErr
	t.step++
	a.play(m, true)
	a.message, a.msgErr = msg, isErr // keep the "right, go on" message
	if a.over() {
		a.lessonDrawn() // the reply drew by a rule (or won: the player lost the ending)
	}
	a.changed = true
}

// trainHint shows the next right move: first the piece, then the move.
func (a *App) trainHint() {
	t := &a.trn
	if !a.trainHumanTurn() || a.anim != nil {
		return
	}
	pos := a.game.Position()
	m, ok := t.ex.hint(pos, t.step)
	if !ok {
		return
	}
	if a.mode == ModePuzzle && !a.puzzleHintAllowed() {
		a.changed = true
		return
	}
	t.missed = true
	t.hints++
	if t.hints == 1 {
		a.hint, a.hintText = []int{m.From(), m.From()}, ""
		if a.mode == ModeLearn {
			a.say(a.lessonHintText(), false)
		} else {
			key := a.hintKey(true)
			a.say(a.lang.T(key, m.From(), a.ratingWords()), false)
		}
		return
	}
	a.hint, a.hintText = pos.Path(m), pos.MoveString(m)
	key := a.hintKey(false)
	if a.mode == ModePuzzle {
		a.say(a.lang.T(key, pos.MoveString(m), a.ratingWords()), false)
		return
	}
	a.say(a.lang.T(key, pos.MoveString(m)), false)
}

// trainRetry puts the exercise back at its start.
func (a *App) trainRetry() {
	if !a.trn.loaded {
		return
	}
	missed, turned := a.trn.missed, a.turned()
	a.startExercise(a.trn.ex)
	a.trn.missed = missed // a retry does not undo a miss
	a.setTurned(turned)   // nor the board the player turned round
}

// The puzzle and lesson modes answer the player each in their own words.

func (a *App) wrongMove(pos engine.Position, m engine.Move) {
	if a.mode == ModePuzzle {
		a.puzzleMiss()
		a.say(a.lang.T("puzzle.wrong", pos.MoveString(m), a.ratingWords()), true)
		return
	}
	a.lessonWrong(pos, m)
}

func (a *App) rightMove() {
	if a.mode == ModePuzzle {
		a.say(a.lang.T("puzzle.good", (a.trn.ex.plies-a.trn.step)/2), false)
		return
	}
	a.lessonRight()
}

func (a *App) exerciseDone() {
	if a.mode == ModePuzzle {
		a.puzzleSolved()
		return
	}
	a.lessonDone()
}

func (a *App) hintKey(piece bool) i18n.Key {
	if a.mode == ModePuzzle {
		a.puzzleMiss()
		if piece {
			return "puzzle.hint.piece"
		}
		return "puzzle.hint.move"
	}
	if piece {
		return "learn.hint.piece"
	}
	return "learn.hint.move"
}

// Panel buttons of the trainers, in panel order (ids from control.go).
var (
	puzzlePanel = []int{btnHint, btnTrainRetry, btnPuzzleNext, btnPuzzleDaily, btnFlip}
	learnPanel  = []int{btnLearnPrev, btnLearnNext, btnHint, btnTrainRetry, btnLearnMenu, btnFlip}
)

func trainPanel(m Mode) ([]int, bool) {
	switch m {
	case ModePuzzle:
		return puzzlePanel, true
	case ModeLearn:
		return learnPanel, true
	}
	return nil, false
}

// enterTrainer loads the puzzle or lesson when the app is in a trainer
// mode: the one asked for, else where the player was.
func (a *App) enterTrainer(puzzleID, lessonID string) {
	pr := &a.trn.prog
	was := *pr
	switch a.mode {
	case ModePuzzle:
		if puzzleID == "" {
			puzzleID = pr.Puzzle
		}
		a.loadPuzzle(puzzleID, false)
	case ModeLearn:
		step := pr.Step
		if lessonID != "" && lessonID != pr.Lesson {
			step = 0
		}
		if lessonID == "" {
			lessonID = pr.Lesson
		}
		a.loadLesson(lessonID, step)
	default:
		return
	}
	pr.Active = a.mode.String()
	// Back in the exercise the player left: the board as they had it.
	if was.Turned && (a.mode == ModePuzzle && pr.Puzzle == was.Puzzle || a.mode == ModeLearn && pr.Lesson == was.Lesson && pr.Step == was.Step) {
		a.setTurned(true)
	}
	pr.Turned = false // from now on read off the board (trainState)
}

// turned reports whether the board is turned round from the side of the
// player in the exercise (the flip button in a trainer).
func (a *App) turned() bool { return a.trn.loaded && a.flipped != (a.human == engine.Black) }

func (a *App) setTurned(t bool) { a.setFlipped((a.human == engine.Black) != t) }

// switchTrainer runs after a mode change: entering a trainer keeps the game
// aside, leaving one brings it back.
func (a *App) switchTrainer(prev, m Mode) {
	if !trainMode(prev) && trainMode(m) {
		a.trn.stash, a.trn.stashHuman = a.game, a.human
	}
	if trainMode(m) {
		a.enterTrainer("", "")
		a.changed = true
		return
	}
	if trainMode(prev) {
		a.trn.loaded = false
		a.trn.prog.Active = ""
		g := a.trn.stash
		if g == nil {
			g = engine.NewGame()
		}
		a.human = a.trn.stashHuman
		a.trn.stash = nil
		a.newGame(g)
	}
}

func (a *App) trainButtonEnabled(id int) (enabled, ok bool) {
	if !trainMode(a.mode) {
		return false, false
	}
	switch id {
	case btnHint:
		return a.trainHumanTurn() && a.anim == nil, true
	case btnTrainRetry:
		return a.trn.loaded && (a.trn.step > 0 || a.trn.done), true
	case btnPuzzleNext, btnPuzzleDaily, btnLearnNext, btnLearnMenu:
		return true, true
	case btnLearnPrev:
		return a.trn.learnAt.lesson > 0 || a.trn.learnAt.step > 0, true
	}
	return false, false
}

func (a *App) trainButtonLabel(id int) (string, bool) {
	if !trainMode(a.mode) {
		return "", false
	}
	switch id {
	case btnHint:
		if a.mode == ModePuzzle && a.trn.pz.hintAsked && a.puzzleHintCost() != 0 {
			return a.lang.T("puzzle.btn.hint.sure"), true
		}
		return a.lang.T("train.btn.hint"), true
	case btnTrainRetry:
		return a.lang.T("train.btn.retry"), true
	case btnPuzzleNext:
		return a.lang.T("puzzle.btn.next"), true
	case btnPuzzleDaily:
		return a.lang.T("puzzle.btn.daily"), true
	case btnLearnPrev:
		return a.lang.T("learn.btn.prev"), true
	case btnLearnNext:
		return a.lang.T("learn.btn.next"), true
	case btnLearnMenu:
		return a.lang.T("learn.btn.menu"), true
	}
	return "", false
}

// trainButton runs a trainer button; false for the others.
func (a *App) trainButton(id int) bool {
	if !trainMode(a.mode) {
		return false
	}
	switch id {
	case btnTrainRetry:
		a.trainRetry()
	case btnPuzzleNext:
		if ps, err := puzzle.All(); err == nil && len(ps) > 0 {
			a.loadPuzzle(a.nextPuzzle(ps).ID, false)
		}
	case btnPuzzleDaily:
		a.loadPuzzle("", true)
	case btnLearnPrev:
		a.lessonGo(-1)
	case btnLearnNext:
		a.lessonGo(1)
	case btnLearnMenu:
		a.openLessons()
	default:
		return false
	}
	return true
}

func (a *App) trainStatus() (string, bool) {
	if !trainMode(a.mode) || !a.trn.loaded {
		return "", false
	}
	if a.mode == ModePuzzle {
		return a.puzzleStatus(), true
	}
	return a.learnStatus(), true
}

func (a *App) trainInfoLines() ([]string, bool) {
	if !trainMode(a.mode) || !a.trn.loaded {
		return nil, false
	}
	if a.mode == ModePuzzle {
		return a.puzzleInfoLines(), true
	}
	return a.learnInfoLines(), true
}

func (a *App) trainExplainWait() {
	switch {
	case a.trn.done:
		if a.mode == ModePuzzle {
			a.say(a.lang.T("puzzle.status.solved", a.trn.pz.p.ID), false)
		} else {
			a.say(a.lang.T("learn.done"), false)
		}
	case a.trn.replyAt != 0:
		a.say(a.lang.T("train.wait"), false)
	}
}

// trainState fills the trainer parts of the published state.
func (a *App) trainState(s *State) {
	s.Lang = a.lang.String()
	s.Puzzle = a.puzzleInfo()
	s.Lesson = a.lessonInfo()
	p := a.trn.prog
	p.Solved = append([]string(nil), p.Solved...)
	p.Failed = append([]string(nil), p.Failed...)
	p.StepsDone = append([]string(nil), p.StepsDone...)
	p.Turned = trainMode(a.mode) && a.turned()
	s.Progress = p
	a.lessonsState(s)
}
