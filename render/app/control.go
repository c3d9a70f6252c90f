package app // control.go: what the game does: moves, undo/redo, modes, the engine, buttons, pointer and keys.

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/job"
	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/wasm/door"
	"github.com/hajimehoshi/ebiten/v2"
)

// Buttons, in panel order.
const (
	btnNew = iota
	btnUndo
	btnRedo
	btnHint
	btnFlip
	btnResign
	btnViewStart // view mode's navigation (view.go)
	btnViewBack
	btnViewForward
	btnViewEnd
	btnPromote // analysis: promote the side line of the current point
	btnDelete  // analysis: delete the side line of the current point
	btnTop3    // analysis: the engine's three best moves, on or off
	btnEdit    // open the position editor (editor.go)
	btnToolWhiteMan
	btnToolWhiteKing
	btnToolBlackMan
	btnToolBlackKing
	btnToolErase
	btnEditSide
	btnEditClear
	btnEditStart
	btnEditPlay
	btnEditTwo
	btnEditAnalyse
	btnEditCancel // leave the editor, the game as it was (editor.go)
	btnReview     // review the game (review.go)
	btnFullscreen // desktop only (window.go)
	btnTrainRetry // puzzle and lesson modes (train.go)
	btnPuzzleNext
	btnPuzzleDaily
	btnLearnPrev
	btnLearnNext
	btnLearnMenu
	btnHelp    // the shortcuts card (help.go)
	btnHome    // the home screen (home.go)
	btnMenu    // the game's menu (menu.go)
	btnDraw    // offer a draw (menu.go)
	btnRematch // the same game again, sides swapped against the computer (panel.go)
	btnAnalyse // the finished game on the analysis board
	numButtons
)

// say shows a message; err marks it as a complaint about an illegal pick.
func (a *App) say(msg string, err bool) {
	a.message, a.msgErr = msg, err
	a.changed = true
}

func (a *App) over() bool {
	r, _ := a.game.Result()
	return r != engine.Ongoing
}

// humanTurn reports whether a person may move now.
func (a *App) humanTurn() bool {
	if a.over() {
		return false
	}
	switch a.mode {
	case ModePlay:
		return a.game.Position().Side() == a.human
	case ModeWatch, ModeView, ModeEdit:
		return false
	case ModePuzzle, ModeLearn:
		return a.trainHumanTurn()
	}
	return true
}

// stopEngine abandons the running job; its late answer will be dropped.
func (a *App) stopEngine() {
	if a.jobKind != "" && a.jobKind != job.KindReview { // a review goes on while the player looks around
		a.cancelJob()
		a.jobKind = ""
	}
	a.gen++
	a.changed = true
}

// positionChanged is called after anything but a normal move changed the
// game (undo, redo, new game, set-up): no animation, fresh input.
func (a *App) positionChanged() {
	a.stopEngine()
	a.anim = nil
	a.hint = nil
	a.analysis = job.Reply{}
	a.turnStart = time.Now()
	a.clock.spent, a.clock.last = 0, time.Time{} // a move taken back or a new position: its clock starts afresh
	a.updateLastPath()
	a.picker.Reset(a.game.Position(), a.humanTurn())
	a.keys.Text.Clear()
	a.autoFlip()
	a.changed = true
}

func (a *App) updateLastPath() {
	a.lastPath = nil
	if ply := a.game.Ply(); ply > 0 {
		prev := a.game.PositionAt(ply - 1)
		m := a.game.Moves()[ply-1]
		a.lastPath = prev.Path(m)
	}
}

func (a *App) autoFlip() {
	if a.mode == ModeTwoPlayers && a.autoFl {
		a.setFlipped(a.game.Position().Side() == engine.Black)
	}
}

func (a *App) setFlipped(f bool) {
	if a.flipped != f {
		a.flipped = f
		a.relayout()
	}
}

// play enters m into the game and starts its animation.
func (a *App) play(m engine.Move, animate bool) {
	before := a.game.Position()
	if err := a.playOnClock(m); err != nil {
		if errors.Is(err, engine.ErrTimeForfeit) {
			a.flagFall(before.Side()) // the move came after the flag fell
			return
		}
		a.say(a.errText(err), true)
		return
	}
	if a.mode != ModeAnalysis && a.game.InSideLine() {
		// Playing on after taking moves back: the game is what was played
		// now; what was played before stays as a side line.
		a.game.PromoteToMain()
	}
	now := time.Now()
	a.timeUsed[before.Side()] += now.Sub(a.turnStart)
	a.turnStart = now
	if a.jobKind != "" {
		a.cancelJob()
		a.jobKind = ""
	}
	a.gen++
	a.hint = nil
	if a.mode == ModeAnalysis {
		a.analysis = job.Reply{} // it was for the position before
	}
	a.message, a.msgErr = "", false
	a.lastPath = before.Path(m)
	a.lastMoveAt = a.ticks
	a.keys.Text.Clear()
	a.picker.Reset(a.game.Position(), false)
	a.animMove = m
	if animate && !a.reduced {
		a.anim = render.NewAnim(before, m)
	} else {
		a.finishAnim()
	}
	a.changed = true
}

func (a *App) finishAnim() {
	a.anim = nil
	a.sound.Move(a.animMove.IsCapture())
	a.lastMoveAt = a.ticks
	a.picker.Reset(a.game.Position(), a.humanTurn())
	a.autoFlip()
	a.changed, a.dirty = true, true
}

func (a *App) undo() {
	if !a.game.CanUndo() {
		return
	}
	a.game.Undo()
	if a.mode == ModePlay {
		for a.game.Ply() > 0 && a.game.Position().Side() != a.human {
			a.game.Undo()
		}
	}
	a.message = ""
	a.positionChanged()
}

func (a *App) redo() {
	if !a.game.CanRedo() {
		return
	}
	a.game.Redo()
	if a.mode == ModePlay {
		for a.game.CanRedo() && a.game.Position().Side() != a.human {
			a.game.Redo()
		}
	}
	a.message = ""
	a.positionChanged()
}

func (a *App) newGame(g *engine.Game) {
	a.cancelReview()
	a.game = g
	a.serial++
	a.timeUsed = [2]time.Duration{}
	a.message = ""
	if a.mode == ModeView {
		for g.Undo() { // a game to view starts at its beginning
		}
	}
	a.positionChanged()
	if a.mode == ModePlay {
		a.setFlipped(a.human == engine.Black)
	}
}

// publishPending hands the host the state not published yet before New
// game or a loaded game replaces the game on the board (the mode
// unchanged), and before the host lists the games or acts on one, or on
// its notice bar. The state is published once per Update, and commands and
// clicks handled in the same Update (a resignation, or a move, then New
// game: a host page's commands sent together, or two clicks queued during
// a slow frame) would otherwise publish only the new game, and the host
// would keep the old one as it last saw it: unfinished, or without its
// last moves. Not before the first frame, as in Update (the
// commands then are the restored game's, which the host gave).
func (a *App) publishPending() {
	if a.changed && a.cfg.Host != nil && a.draws > 0 {
		a.changed = false
		a.cfg.Host.Publish(a.State())
	}
}

func (a *App) resign() {
	if a.over() || a.mode == ModeWatch || a.mode == ModeAnalysis || a.mode == ModeView {
		return
	}
	loser := a.game.Position().Side()
	if a.mode == ModePlay {
		loser = a.human
	}
	a.stopEngine()
	a.game.Resign(loser)
	a.picker.Reset(a.game.Position(), false)
	a.message = ""
}

func (a *App) setMode(m Mode) {
	prev := a.mode
	a.mode = m
	a.message = ""
	a.positionChanged()
	a.relayout() // view mode has its own buttons
	a.say(a.tr("msg.mode", a.modeName(m)), false)
	a.switchTrainer(prev, m)
}

func (a *App) setHuman(c engine.Color) {
	a.human = c
	a.setFlipped(c == engine.Black)
	a.positionChanged()
}

func (a *App) setLevel(n int) {
	n = max(1, min(n, engine.LevelCount))
	if n == a.level {
		return
	}
	a.level = n
	if a.jobKind == job.KindMove {
		a.stopEngine() // restart at the new level
	}
	a.say(a.tr("msg.level", n, a.levelName(n)), false)
}

func (a *App) hintMove() {
	if trainMode(a.mode) {
		a.trainHint()
		return
	}
	if !a.humanTurn() || a.anim != nil {
		return
	}
	if a.mode == ModeAnalysis && len(a.analysis.PV) > 0 {
		a.showHint(a.analysis.PV[0])
		return
	}
	a.startJob(job.KindHint)
	a.say(a.tr("msg.lookinghint"), false)
}

func (a *App) showHint(text string) {
	p := a.game.Position()
	m, err := p.ParseMove(text)
	if err != nil {
		return
	}
	a.hint, a.hintText = p.Path(m), text
	a.say(a.tr("msg.hint", text), false)
}

func (a *App) startJob(kind string) {
	j := job.Job{
		Gen: a.gen, Kind: kind, FEN: a.game.Start().FEN(), Moves: a.game.Notation(), Level: a.level, Seed: a.seed,
	}
	if kind == job.KindMove && playMode(a.mode) {
		j.SetClock(a.game, a.clock.spent) // a game with a clock: the computer plays to it
	}
	if kind == job.KindAnalyze {
		a.analysisJob(&j)
	}
	a.held, a.heldAt = &j, time.Now()
	a.sendHeld()
	a.jobKind = kind
	a.jobSide = a.game.Position().Side()
	a.changed = true
}

// maybeStartEngine starts the computer's move or the analysis when due.
func (a *App) maybeStartEngine() {
	if a.anim != nil || a.jobKind != "" {
		return
	}
	if a.over() {
		a.autoReview()
		return
	}
	switch a.mode {
	case ModePlay:
		if a.game.Position().Side() != a.human {
			a.startJob(job.KindMove)
		}
	case ModeWatch:
		if a.ticks-a.lastMoveAt >= watchPauseTicks {
			a.startJob(job.KindMove)
		}
	case ModePuzzle, ModeLearn:
		a.trainTick()
	case ModeAnalysis:
		if a.analyzed != a.gen {
			a.analyzed = a.gen
			a.startJob(job.KindAnalyze)
		}
	}
}

// pollEngine takes the engine's replies; stale generations are dropped.
func (a *App) pollEngine() {
	for {
		r, ok := a.cfg.Engine.Poll()
		if !ok {
			return
		}
		if r.Kind == job.ReplyReady {
			continue
		}
		if r.Job == job.KindReview && a.jobKind == job.KindReview && r.Gen == a.reviewGen || r.Kind == job.ReplyError && a.jobKind == job.KindReview && r.Gen == a.reviewGen {
			a.reviewReply(r)
			continue
		}
		if r.Gen != a.gen {
			continue
		}
		switch r.Kind {
		case job.ReplyInfo:
			if a.jobKind == job.KindAnalyze || a.jobKind == job.KindMove {
				a.analysis = r
				a.progressed()
			}
		case job.ReplyError:
			a.jobKind = ""
			a.say(a.tr("msg.engine", r.Error), true)
		case job.ReplyDone:
			kind := a.jobKind
			a.jobKind = ""
			a.changed = true
			switch kind {
			case job.KindMove:
				a.analysis = r
				p := a.game.Position()
				m, err := p.ParseMove(r.Move)
				if err != nil {
					a.say(a.tr("msg.engineillegal", r.Move), true)
					continue
				}
				a.play(m, true)
			case job.KindHint:
				a.showHint(r.Move)
			case job.KindAnalyze:
				a.analysis = r
			}
		}
	}
}

// runCommand runs a request from the host behind the door's recover (the
// host's commands come from outside: the page's API, a host page, a pasted
// file): a panic is shown as an internal error and the game on the board
// stays the one it was, also when the panic came midway through replacing it.
func (a *App) runCommand(c Command) {
	game, serial := a.game, a.serial
	err := door.Guard("app.command."+c.Name, func() { a.command(c) })
	p, ok := door.IsPanic(err)
	if !ok {
		return
	}
	if a.game != game {
		a.game, a.serial = game, serial
		_ = door.Guard("app.restore-game", a.positionChanged)
	}
	a.say(a.tr("host.panic", p.Text()), true)
}

// command runs a request from the host.
func (a *App) command(c Command) {
	switch c.Name {
	case "new":
		a.publishPending()
		a.newGame(engine.NewGame())
	case "fen":
		if a.mode == ModeEdit && c.Game == nil && len(c.Moves) == 0 {
			a.loadEditFEN(c.Arg)
			return
		}
		if c.Game != nil {
			a.publishPending()
			a.newGame(c.Game.Clone())
			return
		}
		start, err := engine.ParseStartFEN(c.Arg)
		if err != nil {
			a.say(a.tr("msg.badfen", a.errText(err)), true)
			return
		}
		g := engine.NewGameFrom(start)
		for _, m := range c.Moves {
			if _, err := g.PlayString(m); err != nil {
				a.say(a.tr("msg.badgamemove", a.errText(err)), true)
				break
			}
		}
		a.publishPending()
		a.newGame(g)
	case "move":
		if a.mode == ModeView || a.mode == ModeEdit {
			a.say(a.tr("msg.viewonly"), true)
			return
		}
		if a.anim != nil || a.over() {
			a.say(a.tr("msg.nomove"), true)
			return
		}
		m, err := a.game.Position().ParseMove(c.Arg)
		if err != nil {
			a.say(a.errText(err), true)
			return
		}
		if trainMode(a.mode) {
			a.trainPlay(m, true)
			return
		}
		a.play(m, true)
	case "undo":
		a.undo()
	case "redo":
		a.redo()
	case "flip":
		a.setFlipped(!a.flipped)
	case "hint":
		a.hintMove()
	case "resign":
		a.resign()
	case "mode":
		if m, ok := ParseMode(c.Arg); ok {
			a.setMode(m)
		} else {
			a.say(a.tr("msg.unknownmode", strconv.Quote(c.Arg)), true)
		}
	case "level":
		if n, err := strconv.Atoi(c.Arg); err == nil && n >= 1 && n <= engine.LevelCount {
			a.setLevel(n)
		} else {
			a.say(a.tr("msg.levelrange"), true)
		}
	case "human":
		switch strings.ToLower(c.Arg) {
		case "white":
			a.setHuman(engine.White)
		case "black":
			a.setHuman(engine.Black)
		}
	case "mute":
		a.sound.Muted = c.Arg != "off"
		a.changed = true
	case "games": // open (or refresh) the Games panel
		a.openGames()
	case "games-close":
		a.closeGames()
	case "lessons": // the lesson list (lessons.go): Arg "off" closes it
		a.lessonsCommand(c.Arg)
	case "games-action": // Arg "continue:<id>", "view:<id>" or "export:<id>"
		if act, id, ok := strings.Cut(c.Arg, ":"); ok {
			a.gameAction(id, act)
		}
	case "lang":
		if l, ok := i18n.Parse(c.Arg); ok {
			a.setLang(l)
		}
	case "font": // the Chinese font, fetched by the page (wasm/page)
		if err := a.fonts.AddCJK(c.Data); err == nil {
			a.relayout()
		}
	case "say", "error": // a message from the host (saved, copied, a load error)
		a.say(c.Arg, c.Name == "error")
	case "theme":
		if n, err := strconv.Atoi(c.Arg); err == nil {
			a.theme = ((n % len(render.Themes)) + len(render.Themes)) % len(render.Themes)
			a.themeChosen = true
			a.changed = true
		}
	case "motion": // Arg "on" or "off" (reduced motion)
		if c.Arg == "on" || c.Arg == "off" {
			a.setReduced(c.Arg == "off")
		}
	case "help": // Arg "on" or "off"
		if c.Arg == "off" {
			a.closeHelp()
		} else {
			a.openHelp()
		}
	}
}

// buttonEnabled says whether button i does something now.
func (a *App) buttonEnabled(i int) bool {
	if !slices.Contains(a.panel, i) {
		return false
	}
	if on, ok := a.viewButtonEnabled(i); ok {
		return on
	}
	if i == btnFullscreen {
		return true
	}
	if on, ok := a.trainButtonEnabled(i); ok {
		return on
	}
	switch i {
	case btnUndo:
		return a.game.CanUndo()
	case btnRedo:
		return a.game.CanRedo()
	case btnHint:
		return a.humanTurn() && a.anim == nil
	case btnResign:
		return !a.over() && (a.mode == ModePlay || a.mode == ModeTwoPlayers)
	case btnDraw:
		return a.humanTurn() && a.anim == nil && (a.mode == ModePlay || a.mode == ModeTwoPlayers)
	case btnPromote:
		return a.game.InSideLine()
	case btnReview:
		return len(a.game.Root().Children()) > 0 && a.jobKind != job.KindReview && !a.reviewValid()
	case btnDelete:
		return a.game.InSideLine() || len(a.game.Current().Children()) > 0
	}
	return true
}

// buttonLabel is the text on button i.
func (a *App) buttonLabel(i int) string {
	if s, ok := a.editLabel(i); ok {
		return s
	}
	if s, ok := a.viewButtonLabel(i); ok {
		return s
	}
	if s, ok := a.windowButtonLabel(i); ok {
		return s
	}
	if s, ok := a.trainButtonLabel(i); ok {
		return s
	}
	switch i {
	case btnNew:
		return a.tr("btn.new")
	case btnUndo:
		return a.tr("btn.undo")
	case btnRedo:
		return a.tr("btn.redo")
	case btnHint:
		return a.tr("btn.hint")
	case btnFlip:
		return a.tr("btn.flip")
	case btnResign:
		return a.tr("btn.resign")
	case btnHelp:
		return a.tr("btn.help")
	case btnPromote:
		return a.tr("btn.promote")
	case btnDelete:
		if !a.game.InSideLine() {
			return a.tr("btn.deleteafter")
		}
		return a.tr("btn.delete")
	case btnTop3:
		return a.tr("btn.top3", a.onOff(a.top3))
	case btnReview:
		if a.jobKind == job.KindReview {
			return a.tr("btn.reviewing", a.reviewDone, a.reviewTotal)
		}
		return a.tr("btn.review")
	case btnHome:
		return a.tr("btn.home")
	case btnMenu:
		return a.tr("btn.menu")
	case btnDraw:
		return a.tr("btn.draw")
	case btnRematch:
		return a.tr("btn.rematch")
	case btnAnalyse:
		return a.tr("btn.analyse")
	}
	return ""
}

func (a *App) button(i int) {
	if !a.buttonEnabled(i) {
		return
	}
	if a.viewButton(i) || a.editButton(i) || a.trainButton(i) {
		a.changed = true
		return
	}
	switch i {
	case btnNew:
		a.openNewGame(a.mode == ModeTwoPlayers, sheetNone)
	case btnUndo:
		a.undo()
	case btnRedo:
		a.redo()
	case btnHint:
		a.hintMove()
	case btnFlip:
		a.setFlipped(!a.flipped)
	case btnResign:
		a.askResign()
	case btnHome:
		a.openHome()
	case btnMenu:
		a.openMenu()
	case btnDraw:
		a.offerDraw()
	case btnRematch:
		a.rematch()
	case btnAnalyse:
		a.goAnalysis(a.game.Clone())
	case btnHelp:
		a.openHelp()
	case btnPromote:
		a.promoteLine()
	case btnDelete:
		a.deleteLine()
	case btnReview:
		a.startReview()
	case btnTop3:
		a.top3 = !a.top3
		a.stopEngine() // the analysis restarts with one or three lines
		a.analyzed = -1
	case btnFullscreen:
		a.toggleFullscreen()
	}
	a.changed = true
}

// handlePointer turns pointer events into button presses and board picks.
// handleInput takes this tick's input: from the platform's queue when
// there is one (the browser's DOM events, so that a press and release
// inside one tick are both seen), else by polling Ebitengine.
func (a *App) handleInput() {
	if a.cfg.Input == nil {
		a.handlePointer()
		a.handleKeys()
		return
	}
	a.queued = a.cfg.Input.Drain(a.queued[:0])
	for _, e := range a.queued {
		if e.Kind == input.EventKey {
			before := a.keys.Text.String()
			a.intents = a.keys.Feed(e, a.intents[:0])
			if a.keys.Text.String() != before {
				a.dirty = true
			}
			a.keyIntents(a.intents)
			continue
		}
		a.events = a.pointer.Feed(e, a.events[:0])
		a.pointerEvents(a.events)
	}
}

func (a *App) handlePointer() {
	a.events = a.pointer.Poll(a.events[:0])
	a.pointerEvents(a.events)
}

// pointerEvents acts on pointer events (tests feed them directly).
func (a *App) pointerEvents(events []input.PointerEvent) {
	l := a.layout
	for _, e := range events {
		if a.sheetOpen() {
			a.sheetPointer(e)
			continue
		}
		if a.games.open {
			a.gamesPointer(e)
			continue
		}
		if a.lessonsOpen() {
			a.lessonsPointer(e)
			continue
		}
		if a.help.open {
			a.helpPointer(e)
			continue
		}
		if e.Kind == input.PointerDown && l.Board.Contains(e.X, e.Y) {
			a.focusAt(e.X, e.Y)
		}
		if a.noticePointer(e) {
			continue
		}
		switch e.Kind {
		case input.PointerDown:
			a.pressButton, a.pressBoard, a.dragMoved = -1, false, false
			if b := l.ButtonAt(e.X, e.Y); b >= 0 {
				a.pressButton = b
				a.dirty = true
				continue
			}
			if a.chartClick(e.X, e.Y) {
				continue
			}
			if a.browsing() && a.viewListClick(e.X, e.Y) {
				continue
			}
			if a.mode == ModeEdit {
				a.editClick(l.SquareAt(e.X, e.Y))
				continue
			}
			if !l.Board.Contains(e.X, e.Y) {
				if a.picker.Cancel().Kind != input.None {
					a.dirty = true
				}
				continue
			}
			if !a.boardReady() {
				continue
			}
			a.pressBoard, a.pressX, a.pressY = true, e.X, e.Y
			a.dragX, a.dragY = e.X, e.Y
			a.outcome(a.picker.Down(l.SquareAt(e.X, e.Y)), l.SquareAt(e.X, e.Y), false)
		case input.PointerMove:
			a.setCursor(e.X, e.Y)
			if a.pressBoard && a.picker.Dragging() != 0 {
				a.dragX, a.dragY = e.X, e.Y
				if math.Hypot(e.X-a.pressX, e.Y-a.pressY) > l.Cell*dragThresholdEm {
					a.dragMoved = true
				}
				a.dirty = true
			}
		case input.PointerUp:
			if a.pressButton >= 0 {
				if l.ButtonAt(e.X, e.Y) == a.pressButton {
					a.button(a.buttonID(a.pressButton))
				}
				a.pressButton = -1
				a.dirty = true
				continue
			}
			if !a.pressBoard {
				continue
			}
			a.pressBoard = false
			sq := l.SquareAt(e.X, e.Y)
			if !a.dragMoved && sq != 0 && sq != l.SquareAt(a.pressX, a.pressY) {
				sq = l.SquareAt(a.pressX, a.pressY) // a jitter, not a drag
			}
			dragged := a.dragMoved
			a.dragMoved = false
			a.outcome(a.picker.Up(sq), sq, dragged)
			a.dirty = true
		}
	}
}

// explainWait tells why a click on the board does nothing now.
func (a *App) explainWait() {
	switch {
	case a.mode == ModeView:
		a.say(a.tr("msg.viewonly"), false)
	case a.over():
		a.say(a.tr("msg.over"), false)
	case a.jobKind == job.KindMove:
		a.say(a.tr("msg.wait"), false)
	case a.mode == ModeWatch:
		a.say(a.tr("msg.watching"), false)
	case trainMode(a.mode):
		a.trainExplainWait()
	}
}

// setCursor shows a hand over what can be clicked.
func (a *App) setCursor(x, y float64) {
	shape := ebiten.CursorShapeDefault
	if b := a.layout.ButtonAt(x, y); b >= 0 && a.buttonEnabled(a.buttonID(b)) || a.noticeAt(x, y) >= 0 {
		shape = ebiten.CursorShapePointer
	} else if a.browsing() && (a.viewListAt(x, y) > 0 || a.treeNodeAt(x, y) != nil) {
		shape = ebiten.CursorShapePointer
	} else if sq := a.layout.SquareAt(x, y); sq != 0 && a.picker.Enabled() && a.anim == nil {
		if slices.Contains(a.picker.Movable(), sq) || slices.Contains(a.picker.Destinations(), sq) {
			shape = ebiten.CursorShapePointer
		}
	}
	if shape != a.cursor {
		a.cursor = shape
		ebiten.SetCursorShape(shape)
	}
}

// outcome acts on what the picker made of a pick.
func (a *App) outcome(o input.Outcome, sq int, dragged bool) {
	switch o.Kind {
	case input.Played:
		if trainMode(a.mode) {
			a.trainPlay(o.Move, !dragged || o.Move.IsCapture())
			break
		}
		a.play(o.Move, !dragged || o.Move.IsCapture())
	case input.Illegal:
		a.say(a.pickText(o), true)
		a.invalid, a.invalidAt = sq, a.ticks
	case input.Ambiguous:
		a.say(a.pickText(o), false)
	case input.Selected, input.Deselected, input.Narrowed:
		if a.msgErr {
			a.message, a.msgErr = "", false
		}
		a.changed = true
	}
	a.dirty = true
}

// handleKeys runs keyboard shortcuts and typed moves.
func (a *App) handleKeys() {
	before := a.keys.Text.String()
	a.intents = a.keys.Poll(a.intents[:0])
	if a.keys.Text.String() != before {
		a.dirty = true
	}
	a.keyIntents(a.intents)
}

// keyIntents acts on key intents.
func (a *App) keyIntents(intents []input.Intent) {
	for _, in := range intents {
		if a.sheetOpen() {
			a.sheetKey(in)
			continue
		}
		if a.games.open {
			if in == input.IntentCancel {
				a.closeGames()
			}
			continue
		}
		if a.lessonsOpen() {
			a.lessonsKey(in)
			continue
		}
		if a.help.open {
			a.helpKey(in)
			continue
		}
		if in == input.IntentHelp {
			a.keys.Text.Clear() // '?' is not part of a move
			a.openHelp()
			continue
		}
		if a.noticeKey(in) {
			continue
		}
		if a.boardKey(in) {
			continue
		}
		if a.mode == ModeEdit && in != input.IntentFlip && in != input.IntentHelp && in != input.IntentMute && in != input.IntentTheme && in != input.IntentNumbers {
			a.keys.Text.Clear() // nothing to play while setting up
			continue
		}
		if a.browsing() && a.viewKey(in) {
			continue
		}
		switch in {
		case input.IntentUndo:
			a.button(btnUndo)
		case input.IntentRedo:
			a.redo() // in the menu, not in the row of actions
		case input.IntentFlip:
			a.button(btnFlip)
		case input.IntentHint:
			a.button(btnHint)
		case input.IntentNewGame:
			a.openNewGame(a.mode == ModeTwoPlayers, sheetNone)
		case input.IntentMute, input.IntentNumbers, input.IntentTheme:
			a.settingKey(in) // the settings are in their menu, their keys work everywhere
		case input.IntentCancel:
			a.keys.Text.Clear()
			a.picker.Cancel()
			a.dirty = true
		case input.IntentEnter:
			text := a.keys.Text.Take()
			if a.anim != nil {
				continue
			}
			if !a.humanTurn() {
				if text != "" {
					a.say(a.tr("msg.notyourturn"), true)
				}
				continue
			}
			a.outcome(a.picker.Typed(text), 0, false)
		}
	}
}

// boardReady says whether a press on the board (by pointer or by the
// keyboard's focus square) may go to the picker now: a finished game's
// result card is shut first, nothing is picked while a move is shown, and a
// board that waits for the computer says so.
func (a *App) boardReady() bool {
	if a.anim != nil {
		return false
	}
	if !a.picker.Enabled() {
		a.explainWait()
		return false
	}
	return true
}
