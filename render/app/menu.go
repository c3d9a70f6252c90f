package app // menu.go: the game's menu (everything not in the short row of actions) and the confirmations asked before anything is destroyed.

// openMenu opens the menu of the board's mode.
func (a *App) openMenu() { a.openSheet(sheetMenu, sheetNone) }

func (a *App) menuRows() (string, []sheetRow) {
	var cells []cell
	add := func(act, label string, on bool) {
		cells = append(cells, cell{act: act, label: label, off: !on})
	}
	if a.aside != nil {
		add("continue", a.tr("home.continue"), true)
	}
	add("home", a.tr("btn.home"), true)
	switch {
	case playMode(a.mode):
		add("new", a.tr("menu.new"), true)
		if a.mode == ModePlay {
			add("side", a.tr("menu.side", a.sideName(a.human.Opponent())), !a.over())
		}
		add("redo", a.tr("btn.redo"), a.game.CanRedo())
		add("analyse", a.tr("menu.analyse"), true)
	case a.mode == ModeAnalysis || a.mode == ModeView:
		add("new", a.tr("menu.new"), true)
		add("edit", a.tr("btn.edit"), true)
	default:
		add("new", a.tr("menu.new"), true)
	}
	if playMode(a.mode) {
		add("edit", a.tr("btn.edit"), true)
	}
	if a.keeper() != nil {
		add("games", a.tr("store.action.games"), true)
	}
	add("settings", a.tr("home.settings"), true)
	add("help", a.tr("menu.help"), true)
	if desktop() {
		label, _ := a.windowButtonLabel(btnFullscreen)
		add("fullscreen", label, true)
	}
	add("close", a.tr("common.close"), true)
	return a.tr("menu.title"), []sheetRow{{cells: cells, minW: 200}}
}

func (a *App) menuAct(act string) {
	switch act { // the ones that open another sheet
	case "home":
		a.openSheet(sheetHome, sheetNone)
		return
	case "new":
		a.openNewGame(a.mode == ModeTwoPlayers, sheetMenu)
		return
	case "settings":
		a.openSettings(sheetMenu)
		return
	}
	a.openSheet(sheetNone, sheetNone) // the rest act with the menu shut ("close" only shuts it)
	switch act {
	case "continue":
		a.resume()
	case "side":
		a.askSide()
	case "redo":
		a.redo()
	case "analyse":
		a.goAnalysis(a.game.Clone())
	case "edit":
		a.goEdit()
	case "games":
		a.openGames()
	case "help":
		a.openHelp()
	case "fullscreen":
		a.toggleFullscreen()
	}
}

// confirm asks before action runs ("resign", "newgame", "side",
// "draw"); back is where No goes.
func (a *App) confirm(action string, back sheetID) {
	a.sh.confirm = action
	a.openSheet(sheetConfirm, back)
}

func (a *App) confirmRows() (string, []sheetRow) {
	var title, note, yes string
	danger := false
	switch a.sh.confirm {
	case "resign":
		title, note, yes, danger = a.tr("confirm.resign"), a.tr("confirm.resign.note"), a.tr("btn.resign"), true
	case "newgame":
		title, note, yes = a.tr("confirm.new"), a.tr("confirm.new.note"), a.tr("newgame.play")
	case "side":
		title, note, yes = a.tr("confirm.side", a.sideName(a.human.Opponent())), a.tr("confirm.side.note"), a.tr("confirm.side.yes")
	case "draw": // two players: the other side is asked
		side := a.game.Position().Side()
		title, note, yes = a.tr("confirm.draw", a.sideName(side)), a.tr("confirm.draw.note", a.sideName(side.Opponent())), a.tr("confirm.draw.yes")
	}
	no := a.tr("common.cancel")
	if a.sh.confirm == "draw" {
		no = a.tr("confirm.draw.no")
	}
	return title, []sheetRow{{note: note}, {minW: 130, cells: []cell{{act: "no", label: no}, {act: "yes", label: yes, danger: danger}}}}
}

func (a *App) confirmAct(act string) {
	what := a.sh.confirm
	if act != "yes" {
		if what == "draw" {
			a.openSheet(sheetNone, sheetNone)
			a.say(a.tr("msg.draw.declined"), false)
			return
		}
		a.closeSheet()
		return
	}
	a.sh.confirm = ""
	a.openSheet(sheetNone, sheetNone)
	switch what {
	case "resign":
		a.resign()
	case "newgame":
		a.startChosen()
	case "side":
		a.setHuman(a.human.Opponent())
	case "draw":
		a.stopEngine()
		a.game.AgreeDraw()
		a.picker.Reset(a.game.Position(), false)
	}
}

// askResign, askSide: the panel's Resign and the menu's side switch ask
// first in a game in progress.
func (a *App) askResign() {
	if a.over() {
		return
	}
	a.confirm("resign", sheetNone)
}

func (a *App) askSide() {
	if a.inProgress() && !a.over() {
		a.confirm("side", sheetNone)
		return
	}
	a.setHuman(a.human.Opponent())
}

// Draw offers: the computer takes a draw when its last search found the
// game level and the position is one where a draw is the likely end.
const (
	drawLevelScore = 15 // centi-men: no more than this either way
	drawPieces     = 14 // pieces on the board at most, else...
	drawPly        = 60 // ...a game at least this long with kings on both sides
)

// offerDraw offers a draw to the other side: the computer answers at once,
// a friend on the same device is asked.
func (a *App) offerDraw() {
	if a.over() || !a.humanTurn() {
		return
	}
	if a.mode == ModeTwoPlayers {
		a.confirm("draw", sheetNone)
		return
	}
	if a.computerTakesDraw() {
		a.stopEngine()
		a.game.AgreeDraw()
		a.picker.Reset(a.game.Position(), false)
		a.say(a.tr("msg.draw.accepted"), false)
		return
	}
	a.say(a.tr("msg.draw.refused"), false)
}

// computerTakesDraw says whether the computer accepts a draw now.
func (a *App) computerTakesDraw() bool {
	if a.analysis.Depth == 0 {
		return false
	}
	if a.analysis.Score > drawLevelScore || a.analysis.Score < -drawLevelScore {
		return false
	}
	m := material(a.game.Position())
	pieces := m.White.Men + m.White.Kings + m.Black.Men + m.Black.Kings
	return pieces <= drawPieces || a.game.Ply() >= drawPly && m.White.Kings > 0 && m.Black.Kings > 0
}
