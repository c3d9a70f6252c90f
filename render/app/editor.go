package app // editor.go: the position editor (mode=edit, or Set up from the panel): place pieces, choose the side to move, check, then play or analyse.

import (
	"errors"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/words"
)

// editor is the position being set up.
type editor struct {
	board [51]engine.Piece
	side  engine.Color
	tool  engine.Piece // what a click puts on a square; Empty erases
	// back is what Cancel returns to: the mode, side and board turn the
	// editor was opened from (the game itself is never touched by it).
	back struct {
		mode    Mode
		human   engine.Color
		flipped bool
	}
}

// editPanel is the editor's buttons, in panel order.
var editPanel = []int{btnToolWhiteMan, btnToolWhiteKing, btnToolBlackMan, btnToolBlackKing, btnToolErase,
	btnEditSide, btnEditClear, btnEditStart, btnFlip, btnEditPlay, btnEditTwo, btnEditAnalyse, btnEditCancel}

// editTools maps the tool buttons to what they place.
var editTools = map[int]engine.Piece{btnToolWhiteMan: engine.WhiteMan, btnToolWhiteKing: engine.WhiteKing,
	btnToolBlackMan: engine.BlackMan, btnToolBlackKing: engine.BlackKing, btnToolErase: engine.Empty}

var editToolKeys = map[int]i18n.Key{btnToolWhiteMan: "edit.tool.wm", btnToolWhiteKing: "edit.tool.wk",
	btnToolBlackMan: "edit.tool.bm", btnToolBlackKing: "edit.tool.bk", btnToolErase: "edit.tool.erase"}

// startEdit opens the editor on the position on the board.
func (a *App) startEdit() {
	p := a.game.Position()
	a.edit = editor{board: p.Board(), side: p.Side(), tool: engine.WhiteMan}
	a.edit.back.mode, a.edit.back.human, a.edit.back.flipped = a.mode, a.human, a.flipped
	a.mode = ModeEdit
	a.message = ""
	a.positionChanged()
	a.relayout()
	a.say(a.tr("edit.help"), false)
}

// editPosition is the position set up so far.
func (a *App) editPosition() engine.Position { return engine.NewPosition(a.edit.side, a.edit.board) }

// editClick puts the current tool's piece on square s, or takes the piece
// away when the same piece is already there.
func (a *App) editClick(s int) {
	if s < 1 || s > 50 {
		return
	}
	if a.edit.board[s] == a.edit.tool {
		a.edit.board[s] = engine.Empty
	} else {
		a.edit.board[s] = a.edit.tool
	}
	a.message, a.msgErr = "", false
	a.changed = true
}

// editProblem words why the position cannot be played ("" when it can).
func (a *App) editProblem() string {
	var se *engine.SetupError
	if err := engine.CheckSetup(a.editPosition()); errors.As(err, &se) {
		return words.SetupErr(a.lang, se)
	}
	return ""
}

// editPlay leaves the editor into mode m from the position set up (the
// human plays the side to move against the computer), or says why not.
func (a *App) editPlay(m Mode) {
	if why := a.editProblem(); why != "" {
		a.say(why, true)
		return
	}
	g := engine.NewGameFrom(a.editPosition())
	if a.setupFor && m != ModeAnalysis {
		// The new-game dialog's set-up position: its colour, level and clock.
		a.sh.ng.friend = m == ModeTwoPlayers
		a.beginGame(g)
		return
	}
	if m != ModeAnalysis {
		a.aside = nil // a new game: the one set aside stays in Games
	}
	a.mode = m
	if m == ModePlay {
		a.human = a.edit.side
	}
	a.newGame(g)
	a.relayout()
	a.say(a.tr("msg.mode", a.modeName(m)), false)
}

// editCancel leaves the editor without a change: back to the mode it was
// opened from, with the game on the board as it was.
func (a *App) editCancel() {
	a.setupFor = false
	if a.aside != nil { // the player's game, set aside for the editor: back as it was
		a.resume()
		a.say(a.tr("edit.cancelled", a.modeName(a.mode)), false)
		return
	}
	b := a.edit.back
	if b.mode == ModeEdit {
		b.mode = ModePlay
	}
	a.mode, a.human = b.mode, b.human
	a.message, a.msgErr = "", false
	a.positionChanged()
	a.flipped = b.flipped
	a.relayout()
	a.say(a.tr("edit.cancelled", a.modeName(a.mode)), false)
}

// editButton runs an editor button; it reports whether id is one.
func (a *App) editButton(id int) bool {
	if p, ok := editTools[id]; ok {
		a.edit.tool = p
		return true
	}
	if id >= btnEdit && id <= btnEditCancel {
		a.message, a.msgErr = "", false
	}
	switch id {
	case btnEditSide:
		a.edit.side = a.edit.side.Opponent()
	case btnEditClear:
		a.edit.board = [51]engine.Piece{}
	case btnEditStart:
		a.edit.board, a.edit.side = engine.Initial().Board(), engine.White
	case btnEditPlay:
		a.editPlay(ModePlay)
	case btnEditTwo:
		a.editPlay(ModeTwoPlayers)
	case btnEditAnalyse:
		a.editPlay(ModeAnalysis)
	case btnEditCancel:
		a.editCancel()
	case btnEdit:
		a.startEdit()
	default:
		return false
	}
	a.changed = true
	return true
}

// editLabel is the label of an editor button (ok false for others).
func (a *App) editLabel(id int) (string, bool) {
	if k, ok := editToolKeys[id]; ok {
		return a.tr(k), true
	}
	switch id {
	case btnEditSide:
		return a.tr("edit.tomove", a.sideName(a.edit.side)), true
	case btnEditClear:
		return a.tr("edit.clear"), true
	case btnEditStart:
		return a.tr("edit.start"), true
	case btnEditPlay:
		return a.tr("edit.play"), true
	case btnEditTwo:
		return a.tr("edit.two"), true
	case btnEditAnalyse:
		return a.tr("edit.analyse"), true
	case btnEditCancel:
		return a.tr("edit.cancel"), true
	case btnEdit:
		return a.tr("btn.edit"), true
	}
	return "", false
}

// toolSelected reports whether button id is the editor's current tool
// (drawn lit).
func (a *App) toolSelected(id int) bool {
	p, ok := editTools[id]
	return ok && a.mode == ModeEdit && p == a.edit.tool
}

// loadEditFEN puts a FEN's position into the editor (the "fen" command
// while editing).
func (a *App) loadEditFEN(fen string) {
	p, err := engine.ParseFEN(fen)
	if err != nil {
		a.say(a.tr("msg.badfen", a.errText(err)), true)
		return
	}
	a.edit.board, a.edit.side = p.Board(), p.Side()
	a.message, a.msgErr = "", false
	a.changed = true
}

// editInfo is the info area while editing: the FEN and what is wrong.
func (a *App) editInfo() []string {
	out := []string{a.tr("edit.fen", a.editPosition().FEN())}
	if why := a.editProblem(); why != "" {
		out = append(out, why)
	}
	return out
}

// EditState is the editor in state().
type EditState struct {
	FEN     string `json:"fen"`
	Tool    string `json:"tool"`    // "white-man", "white-king", "black-man", "black-king", "erase"
	Problem string `json:"problem"` // why it cannot be played, in the player's language ("" when it can)
}

var toolNames = map[engine.Piece]string{engine.WhiteMan: "white-man", engine.WhiteKing: "white-king",
	engine.BlackMan: "black-man", engine.BlackKing: "black-king", engine.Empty: "erase"}

func (a *App) editState() *EditState {
	if a.mode != ModeEdit {
		return nil
	}
	return &EditState{FEN: a.editPosition().FEN(), Tool: toolNames[a.edit.tool], Problem: a.editProblem()}
}
