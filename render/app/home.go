package app // home.go: the home screen: continue the game, play the computer or a friend, learn, puzzles, analyse, games and settings, each one click away.

import (
	"github.com/draughts/draughts/engine"
)

// The home screen's actions.
const (
	homeContinue = "continue"
	homeComputer = "computer"
	homeFriend   = "friend"
	homeLearn    = "learn"
	homePuzzles  = "puzzles"
	homeAnalyse  = "analyse"
	homeEdit     = "edit"
	homeGames    = "games"
	homeSettings = "settings"
)

// openHome shows the home screen over whatever is on the board; Back
// returns to it unchanged.
func (a *App) openHome() { a.openSheet(sheetHome, sheetNone) }

func (a *App) homeRows() (string, []sheetRow) {
	var cells []cell
	if a.hasGame() {
		cells = append(cells, cell{act: homeContinue, label: a.tr("home.continue"), sub: a.continueText()})
	}
	cells = append(cells,
		cell{act: homeComputer, label: a.tr("home.computer"), sub: a.tr("home.computer.sub")},
		cell{act: homeFriend, label: a.tr("home.friend"), sub: a.tr("home.friend.sub")},
		cell{act: homeLearn, label: a.tr("home.learn"), sub: a.courseLine()},
		cell{act: homePuzzles, label: a.tr("home.puzzles"), sub: a.puzzleLine()},
		cell{act: homeAnalyse, label: a.tr("home.analyse"), sub: a.tr("home.analyse.sub")},
		cell{act: homeEdit, label: a.tr("home.edit"), sub: a.tr("home.edit.sub")},
	)
	if a.keeper() != nil {
		cells = append(cells, cell{act: homeGames, label: a.tr("home.games"), sub: a.tr("home.games.sub")})
	}
	cells = append(cells, cell{act: homeSettings, label: a.tr("home.settings"), sub: a.tr("home.settings.sub")})
	return a.tr("app.title"), []sheetRow{{cells: cells, minW: 300, tall: true}}
}

// continueText says which game Continue brings back.
func (a *App) continueText() string {
	mode, level, g := a.mode, a.level, a.game
	if s := a.aside; s != nil {
		mode, level, g = s.mode, s.level, s.game
	}
	who := a.tr("home.vs.friend")
	if mode == ModePlay {
		who = a.tr("home.vs.computer", level, a.levelName(level))
	}
	if r, _ := g.Result(); r != engine.Ongoing {
		return a.tr("home.continue.over", who, r.String())
	}
	return a.tr("home.continue.sub", who, (g.Ply()+int(g.Start().Side()))/2+1)
}

func (a *App) homeAct(act string) {
	switch act {
	case homeContinue:
		a.resume()
	case homeComputer:
		a.openNewGame(false, sheetHome)
	case homeFriend:
		a.openNewGame(true, sheetHome)
	case homeLearn:
		a.goMode(ModeLearn)
		a.openLessons() // the course with its progress, the current lesson behind it
	case homePuzzles:
		a.goMode(ModePuzzle)
	case homeAnalyse:
		g := engine.NewGame()
		if s := a.aside; s != nil {
			g = s.game.Clone()
		} else if playMode(a.mode) && a.game.Ply() > 0 {
			g = a.game.Clone()
		}
		a.goAnalysis(g)
	case homeEdit:
		a.goEdit()
	case homeGames:
		a.openSheet(sheetNone, sheetNone)
		a.openGames()
	case homeSettings:
		a.openSheet(sheetSettings, sheetHome)
	}
	a.started = true
}
