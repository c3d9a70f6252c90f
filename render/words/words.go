// Package words words the engine's facts and errors (sides, lists of moves,
// refused moves, bad FEN positions, unreadable PDN games, pasted texts with
// no game) in the player's language, through render/i18n: one place for the
// game's panel (render/app), the page's dialogs (wasm/keep) and the address
// parameters (wasm/params).
package words // words.go: the engine's errors and names in a language.

import (
	"errors"
	"strings"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render/i18n"
)

// Side names a side ("White", "白方").
func Side(l i18n.Lang, c engine.Color) string {
	if c == engine.Black {
		return l.T("side.black")
	}
	return l.T("side.white")
}

// List joins moves as "a, b or c" (at most six, then "...").
func List(l i18n.Lang, ms []string) string {
	if len(ms) == 0 {
		return l.T("move.none")
	}
	if len(ms) > 6 {
		ms = append(append([]string(nil), ms[:6]...), "...")
	}
	if len(ms) == 1 {
		return ms[0]
	}
	return l.T("list.or", strings.Join(ms[:len(ms)-1], l.T("list.sep")), ms[len(ms)-1])
}

// Err words an error of the engine (a refused move, a bad FEN, an
// unreadable PDN game, a text with no game, a game that is over) in l;
// other errors keep their own text.
func Err(l i18n.Lang, err error) string {
	var me *engine.MoveError
	var fe *engine.FENError
	var pe *engine.PDNError
	var ie *save.ImportError
	var se *engine.SetupError
	var te *engine.TimeControlError
	switch {
	case err == nil:
		return ""
	case errors.Is(err, engine.ErrGameOver):
		return l.T("move.gameover")
	case errors.Is(err, engine.ErrTimeForfeit):
		return l.T("reason.time")
	case errors.As(err, &te):
		return TimeControlErr(l, te)
	case errors.As(err, &pe): // before the errors it wraps
		return pdnErr(l, pe)
	case errors.As(err, &me):
		return moveErr(l, me)
	case errors.As(err, &fe):
		return fenErr(l, fe)
	case errors.As(err, &ie):
		return importErr(l, ie)
	case errors.As(err, &se):
		return SetupErr(l, se)
	}
	return err.Error()
}

// TimeControlErr words why a time control cannot be read.
func TimeControlErr(l i18n.Lang, e *engine.TimeControlError) string {
	switch e.Kind {
	case engine.TCBaseRange:
		return l.T("clock.baserange", e.Text)
	case engine.TCIncRange:
		return l.T("clock.incrange", e.Text)
	}
	return l.T("clock.notform", e.Text)
}

// SetupErr words why a position cannot be played, the same for the editor
// and for every door a position enters by (a link, the page's API, a PDN
// [FEN] tag, a host page).
func SetupErr(l i18n.Lang, e *engine.SetupError) string {
	switch e.Kind {
	case engine.SetupManOnFarRow:
		man := l.T("piece.white")
		if e.Color == engine.Black {
			man = l.T("piece.black")
		}
		return l.T("edit.manonfarrow", man, e.Square)
	case engine.SetupNoPieces:
		return l.T("edit.nopieces", Side(l, e.Color))
	}
	return l.T("edit.toomany", Side(l, e.Color), e.Count, engine.MaxPiecesPerSide)
}

func moveErr(l i18n.Lang, e *engine.MoveError) string {
	text := strings.TrimSpace(e.Text)
	if len(text) > 24 {
		text = text[:24] + "…"
	}
	switch e.Kind {
	case engine.MoveUnreadable:
		return l.T("move.unreadable", text, List(l, e.Moves))
	case engine.MoveNoSuchMove:
		return l.T("move.nosuch", text, List(l, e.Moves))
	case engine.MovePlainWithSquares:
		return l.T("move.plain", text, List(l, e.Moves))
	case engine.MovePathFitsNone:
		return l.T("move.pathfitsnone", text, e.From, e.To, List(l, e.Moves))
	case engine.MoveAmbiguous:
		return l.T("move.ambiguous", text, List(l, e.Moves))
	case engine.MoveGameOver:
		return l.T("move.gameover")
	}
	return l.T("move.illegal", text)
}

func fenErr(l i18n.Lang, e *engine.FENError) string {
	var what string
	switch e.Kind {
	case engine.FENEmpty:
		what = l.T("fen.empty")
	case engine.FENBadSide:
		what = l.T("fen.badside", e.Found)
	case engine.FENExpectedColon:
		what = l.T("fen.expectedcolon", e.Found)
	case engine.FENBadCounter:
		what = l.T("fen.badcounter", e.Found)
	case engine.FENBadListStart:
		what = l.T("fen.badliststart", e.Found)
	case engine.FENSecondList:
		what = l.T("fen.secondlist", Side(l, e.Color))
	case engine.FENUnclosedQuote:
		what = l.T("fen.unclosedquote")
	case engine.FENTrailing:
		what = l.T("fen.trailing", e.Found)
	case engine.FENNoLists:
		what = l.T("fen.nolists")
	case engine.FENExpectedSquare:
		what = l.T("fen.expectedsquare", e.Found)
	case engine.FENSquareRange:
		what = l.T("fen.squarerange", e.Found)
	case engine.FENBackwardRange:
		what = l.T("fen.backwardrange", e.A, e.B)
	case engine.FENListedTwice:
		what = l.T("fen.listedtwice", e.A)
	case engine.FENManOnCrowningRow:
		what = l.T("fen.manoncrowning", Side(l, e.Color), e.A)
	default:
		return e.Error()
	}
	return l.T("fen.at", what, e.Offset+1)
}

func pdnErr(l i18n.Lang, e *engine.PDNError) string {
	var what string
	switch e.Kind {
	case engine.PDNTagNoName:
		what = l.T("pdn.tagnoname")
	case engine.PDNTagNoValue:
		what = l.T("pdn.tagnovalue", e.Text)
	case engine.PDNTagNoQuote:
		what = l.T("pdn.tagnoquote", e.Text)
	case engine.PDNTagNoBracket:
		what = l.T("pdn.tagnobracket", e.Text)
	case engine.PDNVariationOpen:
		what = l.T("pdn.variationopen")
	case engine.PDNTooDeep:
		what = l.T("pdn.toodeep", engine.MaxPDNDepth)
	case engine.PDNTooLong:
		what = l.T("pdn.toolong", engine.MaxPDNGameBytes>>10, engine.MaxPDNGameTokens)
	case engine.PDNCommentOpen:
		what = l.T("pdn.commentopen")
	case engine.PDNUnexpected:
		what = l.T("pdn.unexpected", e.Text)
	case engine.PDNNotAMove:
		what = l.T("pdn.notamove", e.Text)
	case engine.PDNNoMoves:
		what = l.T("pdn.nomoves")
	case engine.PDNNoMovesAfterTags:
		what = l.T("pdn.nomovesaftertags")
	case engine.PDNBadFEN:
		what = l.T("pdn.badfen", e.Text, Err(l, e.Err))
	case engine.PDNBadMove:
		what = l.T("pdn.badmove", e.Move, e.Text)
	case engine.PDNIllegalMove:
		if e.Err == nil {
			what = l.T("pdn.illegalnone", e.Move, e.Text)
		} else {
			what = l.T("pdn.illegal", e.Move, e.Text, Err(l, e.Err))
		}
	default:
		what = e.Msg
	}
	return l.T("pdn.at", e.Game+1, e.Line, e.Col, what)
}

func importErr(l i18n.Lang, e *save.ImportError) string {
	switch e.Kind {
	case save.ImportTooLong:
		return l.T("import.toolong", e.N, e.Max)
	case save.ImportEmpty:
		return l.T("import.empty")
	case save.ImportNoSuchGame:
		return l.T("import.nosuchgame", e.N, e.Max)
	case save.ImportUnreadable:
		return l.T("import.unreadable", e.N)
	case save.ImportBusy:
		return l.T("import.busy")
	}
	return e.Error()
}

// Title is one line for a game of a pasted text, for a chooser:
// "2. Sijbrands - Baba, 2-0 (83 plies)".
func Title(l i18n.Lang, e save.Entry) string {
	switch {
	case e.Err != nil:
		return l.T("import.bad", e.Index+1, Err(l, e.Err))
	case e.FEN != "":
		return l.T("import.position", e.FEN)
	}
	var head string
	switch {
	case e.White != "" || e.Black != "":
		head = l.T("import.players", e.Index+1, save.Player(e.White), save.Player(e.Black))
	case e.Event != "":
		head = l.T("import.event", e.Index+1, e.Event)
	default:
		head = l.T("import.plain", e.Index+1)
	}
	switch {
	case e.Result != "" && e.Plies == 1:
		return l.T("import.ply", head, e.Result)
	case e.Result != "":
		return l.T("import.plies", head, e.Result, e.Plies)
	case e.Plies == 1:
		return l.T("import.plyonly", head)
	}
	return l.T("import.pliesonly", head, e.Plies)
}
