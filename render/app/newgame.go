package app // newgame.go: the new-game dialog: colour, level, time control and start position, for a game against the computer or between two players on this device.

import (
	"strconv"
	"strings"
	"time"

	"github.com/draughts/draughts/engine"
)

// newGameChoice is what the dialog has chosen so far (kept between games:
// the next dialog starts with the last choices).
type newGameChoice struct {
	friend bool // two players on this device
	colour int  // 0 white, 1 random, 2 black
	level  int
	timeAt int // index in timePresets; customTime = the custom one
	custom engine.TimeControl
	setup  bool // the game starts from the editor's position
	asked  bool // the dialog has been opened once (the choices are set)
}

// timePresets are the dialog's time controls; the zero value is "no clock".
var timePresets = []engine.TimeControl{
	{},
	{Base: time.Minute},
	{Base: 3 * time.Minute, Inc: 2 * time.Second},
	{Base: 5 * time.Minute},
	{Base: 10 * time.Minute, Inc: 5 * time.Second},
	{Base: 15 * time.Minute, Inc: 10 * time.Second},
}

// customTime is the index of the custom time control.
var customTime = len(timePresets)

// Bounds of the custom time control.
const (
	customMaxMinutes = 180
	customMaxInc     = 60 // seconds
)

// openNewGame opens the dialog for a game against the computer or, with
// friend, between two players; back is where Cancel goes.
func (a *App) openNewGame(friend bool, back sheetID) {
	ng := &a.sh.ng
	if !ng.asked {
		ng.asked, ng.level, ng.colour = true, a.level, 0
		if a.human == engine.Black {
			ng.colour = 2
		}
		ng.custom = engine.TimeControl{Base: 10 * time.Minute}
		if tc := a.game.TimeControl(); !tc.IsZero() {
			ng.setTime(tc)
		}
	}
	ng.friend, ng.setup = friend, false
	a.openSheet(sheetNewGame, back)
}

// chosenTime is the dialog's time control.
func (ng newGameChoice) chosenTime() engine.TimeControl {
	if ng.timeAt == customTime {
		return ng.custom
	}
	if ng.timeAt >= 0 && ng.timeAt < len(timePresets) {
		return timePresets[ng.timeAt]
	}
	return engine.TimeControl{}
}

func (a *App) newGameRows() (string, []sheetRow) {
	ng := a.sh.ng
	title := a.tr("newgame.computer")
	if ng.friend {
		title = a.tr("newgame.friend")
	}
	var rows []sheetRow
	if !ng.friend {
		colours := []cell{
			{act: "colour.0", label: a.tr("newgame.white"), on: ng.colour == 0},
			{act: "colour.1", label: a.tr("newgame.random"), on: ng.colour == 1},
			{act: "colour.2", label: a.tr("newgame.black"), on: ng.colour == 2},
		}
		rows = append(rows, sheetRow{head: a.tr("newgame.colour"), cells: colours, minW: 90})
		var levels []cell
		for n := 1; n <= engine.LevelCount; n++ {
			levels = append(levels, cell{act: "level." + itoa(n), label: itoa(n), on: ng.level == n})
		}
		rows = append(rows, sheetRow{head: a.tr("newgame.level", ng.level, a.levelName(ng.level)), cells: levels, minW: sheetMinRow})
	}
	var times []cell
	for i, tc := range timePresets {
		label := a.tr("newgame.notime")
		if !tc.IsZero() {
			label = tc.String()
		}
		times = append(times, cell{act: "time." + itoa(i), label: label, on: ng.timeAt == i})
	}
	times = append(times, cell{act: "time." + itoa(customTime), label: a.tr("newgame.custom"), on: ng.timeAt == customTime})
	rows = append(rows, sheetRow{head: a.tr("newgame.time"), cells: times, minW: 72, note: a.timeNote(ng.chosenTime())})
	if ng.timeAt == customTime {
		min, inc := int(ng.custom.Base/time.Minute), int(ng.custom.Inc/time.Second)
		rows = append(rows, sheetRow{head: a.tr("newgame.custom.is", min, inc), minW: 72, cells: []cell{
			{act: "min.-1", label: a.tr("newgame.min.less"), off: min <= 1},
			{act: "min.1", label: a.tr("newgame.min.more"), off: min >= customMaxMinutes},
			{act: "inc.-1", label: a.tr("newgame.inc.less"), off: inc <= 0},
			{act: "inc.1", label: a.tr("newgame.inc.more"), off: inc >= customMaxInc},
		}})
	}
	rows = append(rows, sheetRow{head: a.tr("newgame.start"), minW: 120, cells: []cell{
		{act: "setup.0", label: a.tr("newgame.standard"), on: !ng.setup},
		{act: "setup.1", label: a.tr("newgame.setup"), on: ng.setup},
	}})
	rows = append(rows, sheetRow{minW: 120, cells: []cell{
		{act: "cancel", label: a.tr("common.cancel")},
		{act: "play", label: a.tr("newgame.play"), on: true},
	}})
	return title, rows
}

// timeNote explains a time control in words.
func (a *App) timeNote(tc engine.TimeControl) string {
	if tc.IsZero() {
		return a.tr("newgame.notime.note")
	}
	return a.tr("newgame.time.note", int(tc.Base/time.Minute), formatSeconds(tc.Base%time.Minute), int(tc.Inc/time.Second))
}

// formatSeconds writes the seconds beyond whole minutes ("" for none).
func formatSeconds(d time.Duration) string {
	if d <= 0 {
		return ""
	}
	return ":" + strconv.Itoa(int(d/time.Second) + 100)[1:]
}

func (a *App) newGameAct(act string) {
	ng := &a.sh.ng
	name, arg, _ := strings.Cut(act, ".")
	n, _ := strconv.Atoi(arg)
	switch name {
	case "colour":
		ng.colour = max(0, min(n, 2))
	case "level":
		ng.level = max(1, min(n, engine.LevelCount))
	case "time":
		ng.timeAt = max(0, min(n, customTime))
	case "min":
		m := max(1, min(int(ng.custom.Base/time.Minute)+n, customMaxMinutes))
		ng.custom.Base = time.Duration(m) * time.Minute
	case "inc":
		s := max(0, min(int(ng.custom.Inc/time.Second)+n, customMaxInc))
		ng.custom.Inc = time.Duration(s) * time.Second
	case "setup":
		ng.setup = n == 1
	case "cancel":
		a.closeSheet()
	case "play":
		a.askStart()
	}
}

// askStart starts the chosen game, asking first when a game in progress
// would be replaced (it is kept in Games either way).
func (a *App) askStart() {
	if a.inProgress() {
		a.confirm("newgame", sheetNewGame) // No: back to the dialog
		return
	}
	a.startChosen()
}

// inProgress says whether the player's game is unfinished with moves played.
func (a *App) inProgress() bool {
	g, m := a.game, a.mode
	if s := a.aside; s != nil {
		g, m = s.game, s.mode
	}
	if !playMode(m) || g.Ply() == 0 {
		return false
	}
	r, _ := g.Result()
	return r == engine.Ongoing
}

// startChosen starts the dialog's game (from the editor first when the
// dialog asked for a set-up position).
func (a *App) startChosen() {
	ng := a.sh.ng
	if ng.setup {
		a.aside = nil
		a.leaveBoardMode()
		a.openSheet(sheetNone, sheetNone)
		a.setupFor = true
		a.startEdit()
		a.say(a.tr("newgame.setup.say"), false)
		return
	}
	a.beginGame(engine.NewGame())
}

// beginGame starts game g with the dialog's choices.
func (a *App) beginGame(g *engine.Game) {
	ng := a.sh.ng
	a.aside = nil
	a.setupFor = false
	a.leaveBoardMode()
	a.openSheet(sheetNone, sheetNone)
	a.mode = ModePlay
	if ng.friend {
		a.mode = ModeTwoPlayers
	} else {
		a.level = ng.level
		switch ng.colour {
		case 0:
			a.human = engine.White
		case 2:
			a.human = engine.Black
		default:
			a.human = engine.Color(a.seed >> 7 & 1)
			a.seed = a.seed*6364136223846793005 + 1442695040888963407
		}
	}
	g.SetTimeControl(ng.chosenTime())
	a.publishPending()
	a.newGame(g)
	if a.mode == ModeTwoPlayers {
		a.setFlipped(a.autoFl && g.Position().Side() == engine.Black)
	}
	a.relayout()
	a.started = true
}

// setTime chooses tc in the dialog: its preset, else the custom one.
func (ng *newGameChoice) setTime(tc engine.TimeControl) {
	ng.timeAt = customTime
	for i, p := range timePresets {
		if p == tc {
			ng.timeAt = i
			return
		}
	}
	ng.custom = tc
}

// rematch starts the same game again from the same position with the same
// level and time control; against the computer the sides are swapped.
func (a *App) rematch() {
	ng := &a.sh.ng
	ng.asked, ng.setup = true, false
	ng.friend = a.mode == ModeTwoPlayers
	ng.level = a.level
	ng.setTime(a.game.TimeControl())
	if ng.custom.IsZero() {
		ng.custom = engine.TimeControl{Base: 10 * time.Minute}
	}
	ng.colour = 2
	if a.human == engine.Black {
		ng.colour = 0
	}
	a.beginGame(engine.NewGameFrom(a.game.Start()))
}
