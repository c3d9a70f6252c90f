package app // screen.go: which screen is shown, and the player's game kept aside, untouched, while lessons, puzzles, the analysis board or the editor use the board.

import (
	"time"

	"github.com/draughts/draughts/engine"
)

// session is the player's game with how it is played: what "Continue game"
// brings back exactly as it was left.
type session struct {
	game     *engine.Game
	mode     Mode
	human    engine.Color
	level    int
	flipped  bool
	timeUsed [2]time.Duration
	serial   int
	clock    gameClock
}

// playMode says whether mode m plays the player's game (the modes whose
// game is saved and continued).
func playMode(m Mode) bool { return m == ModePlay || m == ModeTwoPlayers || m == ModeWatch }

// screenName is state().screen: the sheet shown, else what the board is for.
func (a *App) screenName() string {
	if a.sh.id != sheetNone && a.sh.id != sheetConfirm && a.sh.id != sheetMenu {
		return sheetScreens[a.sh.id]
	}
	if a.games.open {
		return "games"
	}
	switch a.mode {
	case ModeLearn:
		return "learn"
	case ModePuzzle:
		return "puzzle"
	case ModeAnalysis:
		return "analysis"
	case ModeEdit:
		return "edit"
	}
	return "game"
}

// setAside keeps the player's game aside before another screen takes the
// board; nothing is kept from the other screens' boards.
func (a *App) setAside() {
	if a.aside != nil || !playMode(a.mode) {
		return
	}
	a.pauseClock()
	a.aside = &session{game: a.game, mode: a.mode, human: a.human, level: a.level, flipped: a.flipped,
		timeUsed: a.timeUsed, serial: a.serial, clock: a.clock}
}

// hasGame says whether there is a game of the player's to continue: kept
// aside, or on the board with at least one move.
func (a *App) hasGame() bool {
	if a.aside != nil {
		return true
	}
	return playMode(a.mode) && a.game.Ply() > 0
}

// leaveBoardMode ends what the current mode holds on the board (a lesson,
// a puzzle, the editor) before another mode takes it.
func (a *App) leaveBoardMode() {
	if a.games.open {
		a.closeGames()
	}
	if trainMode(a.mode) {
		a.trn.loaded = false
		a.trn.prog.Active = ""
		a.trn.stash = nil
	}
}

// resume brings the player's game back as it was left.
func (a *App) resume() {
	s := a.aside
	if s == nil {
		a.openSheet(sheetNone, sheetNone)
		return
	}
	a.leaveBoardMode()
	a.aside = nil
	a.cancelReview()
	a.mode, a.human, a.level, a.game, a.timeUsed, a.serial = s.mode, s.human, s.level, s.game, s.timeUsed, s.serial
	a.message = ""
	a.positionChanged()
	a.clock = s.clock // paused when set aside (setAside)
	a.flipped = s.flipped
	a.relayout()
	a.openSheet(sheetNone, sheetNone)
}

// goMode puts the player's game aside and gives the board to mode m
// (lessons, puzzles): the trainer sets its own position up.
func (a *App) goMode(m Mode) {
	a.setAside()
	a.leaveBoardMode()
	prev := a.mode
	a.openSheet(sheetNone, sheetNone)
	if prev == m {
		return
	}
	a.setMode(m)
}

// goAnalysis puts the player's game aside and opens the analysis board on g.
func (a *App) goAnalysis(g *engine.Game) {
	a.setAside()
	a.leaveBoardMode()
	a.openSheet(sheetNone, sheetNone)
	a.mode = ModeAnalysis
	a.newGame(g)
	a.relayout()
	a.say(a.tr("msg.mode", a.modeName(ModeAnalysis)), false)
}

// goEdit puts the player's game aside and opens the editor on its position.
func (a *App) goEdit() {
	a.setAside()
	a.leaveBoardMode()
	a.openSheet(sheetNone, sheetNone)
	a.startEdit()
}

// homeCanLeave says whether the home screen has something behind it: a
// game, lesson or puzzle on the board (not a blank board at the start).
func (a *App) homeCanLeave() bool {
	return a.started
}
