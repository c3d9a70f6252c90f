package app // words.go: every text the game shows, worded in the player's language through render/i18n.

import (
	"strings"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render/cjkfont"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/words"
)

// tr looks a text up in the player's language.
func (a *App) tr(key i18n.Key, args ...any) string { return a.lang.T(key, args...) }

// sideName names a side ("White", "白方").
func (a *App) sideName(c engine.Color) string { return words.Side(a.lang, c) }

// modeName is the mode's label.
func (a *App) modeName(m Mode) string { return a.tr(i18n.Key("mode." + m.String())) }

// levelName is the name of level n.
func (a *App) levelName(n int) string { return a.tr(i18n.Key("level." + itoa(n))) }

// themeName is the name of the theme at index i.
func (a *App) themeName(name string) string {
	return a.tr(i18n.Key("theme." + strings.ReplaceAll(strings.ToLower(name), " ", "-")))
}

// onOff is "on" or "off" in the player's language.
func (a *App) onOff(b bool) string {
	if b {
		return a.tr("common.on")
	}
	return a.tr("common.off")
}

// list joins moves as "a, b or c" (at most six, then "...").
func (a *App) list(ms []string) string { return words.List(a.lang, ms) }

// reasonName names the rule that ended a game.
func (a *App) reasonName(why engine.Reason) string {
	switch why {
	case engine.NoPieces:
		return a.tr("reason.nopieces")
	case engine.NoMoves:
		return a.tr("reason.nomoves")
	case engine.Repetition:
		return a.tr("reason.repetition")
	case engine.Rule25:
		return a.tr("reason.rule25")
	case engine.Rule16:
		return a.tr("reason.rule16")
	case engine.Rule5:
		return a.tr("reason.rule5")
	case engine.Resignation:
		return a.tr("reason.resignation")
	case engine.Agreement:
		return a.tr("reason.agreement")
	case engine.TimeForfeit:
		return a.tr("reason.time")
	}
	return ""
}

// resultText words a result and its reason ("White wins: Black cannot
// move", "和棋：同一局面三次重复"); "" while the game goes on.
func (a *App) resultText(r engine.Result, why engine.Reason) string {
	switch r {
	case engine.Ongoing:
		return ""
	case engine.Draw:
		return a.tr("result.draw", a.reasonName(why))
	}
	winner, loser := engine.White, engine.Black
	if r == engine.BlackWins {
		winner, loser = engine.Black, engine.White
	}
	w, l := a.sideName(winner), a.sideName(loser)
	switch why {
	case engine.NoPieces:
		return a.tr("result.nopieces", w, l)
	case engine.NoMoves:
		return a.tr("result.nomoves", w, l)
	case engine.Resignation:
		return a.tr("result.resigned", w, l)
	case engine.TimeForfeit:
		return a.tr("result.time", w, l)
	}
	return a.tr("result.wins", w)
}

// gameResultText words the game's result at the current point.
func (a *App) gameResultText() string { return a.resultText(a.game.Result()) }

// errText words an error from the engine (a refused move, a bad FEN, an
// unreadable PDN game, a game that is over) in the player's language.
func (a *App) errText(err error) string { return words.Err(a.lang, err) }

// pickText words why the picker refused a pick or needs another.
func (a *App) pickText(o input.Outcome) string {
	side := a.tr("piece.white")
	if a.game.Position().Side() == engine.Black {
		side = a.tr("piece.black")
	}
	switch o.Why {
	case input.WhyGameOver:
		return a.tr("pick.gameover")
	case input.WhyEmpty:
		return a.tr("pick.empty", o.Square, side)
	case input.WhyNotYourTurn:
		return a.tr("pick.notyourturn", side)
	case input.WhyMustCapture:
		return a.tr("pick.mustcapture", a.list(o.Moves))
	case input.WhyCannotMove:
		return a.tr("pick.cannotmove", o.Square)
	case input.WhyNotLegal:
		return a.tr("pick.notlegal", o.From, o.Square)
	case input.WhyNotOnPath:
		return a.tr("pick.notonpath", o.Square, a.list(o.Moves))
	case input.WhyAmbiguous:
		return a.tr("pick.ambiguous", o.Count, o.Square, a.list(o.Moves))
	case input.WhyTyped:
		return a.errText(o.Err)
	}
	return o.Message
}

// useLang sets the language of every text; Chinese needs the Chinese font,
// embedded on the desktop and fetched by the page in the browser (the
// "font" command brings it).
func (a *App) useLang(l i18n.Lang) {
	a.lang = l
	if l == i18n.ZH && !a.fonts.HasCJK() {
		if data := cjkfont.Data(); data != nil {
			_ = a.fonts.AddCJK(data) // the embedded font is tested to parse
		}
	}
}

// setLang switches the language (the panel's button, the "lang" command).
func (a *App) setLang(l i18n.Lang) {
	if l == a.lang {
		return
	}
	a.useLang(l)
	a.relayout()
	a.say(a.tr("common.language", a.tr(i18n.Key("common.lang."+l.String()))), false)
}
