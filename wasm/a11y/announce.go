package a11y // announce.go: what changed between two states, as sentences for the live region.

import (
	"slices"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/words"
)

// Announce returns what a player who cannot see the board must hear about
// the change from prev to cur, in l: a new game, every move played (the
// computer's too) with its captures and a promotion, a move taken back, the
// result, a hint, and the game's messages (errors included). had is false
// for the first state, which announces only its messages.
func Announce(prev, cur app.State, had bool, l i18n.Lang) []string {
	var out []string
	if had {
		out = append(out, changes(prev, cur, l)...)
	}
	if cur.Message != "" && (!had || cur.Message != prev.Message) {
		out = append(out, cur.Message)
	}
	if cur.Hint != "" && (!had || cur.Hint != prev.Hint) {
		out = append(out, l.T("a11y.hint", cur.Hint))
	}
	if cur.Result != "*" && cur.Result != "" && (!had || cur.Result != prev.Result) && cur.ResultText != "" {
		out = append(out, cur.ResultText)
	}
	return out
}

func changes(prev, cur app.State, l i18n.Lang) []string {
	turn := func(s app.State) string {
		if p, err := engine.ParseFEN(s.FEN); err == nil {
			return words.Side(l, p.Side())
		}
		return ""
	}
	switch {
	case cur.GameSerial != prev.GameSerial || cur.StartFEN != prev.StartFEN:
		return []string{l.T("a11y.newgame", turn(cur))}
	case len(cur.Moves) > len(prev.Moves) && slices.Equal(cur.Moves[:len(prev.Moves)], prev.Moves):
		return played(cur, len(prev.Moves), l)
	case len(cur.Moves) < len(prev.Moves) && slices.Equal(prev.Moves[:len(cur.Moves)], cur.Moves):
		return []string{l.T("a11y.undone", turn(cur))}
	case !slices.Equal(cur.Moves, prev.Moves):
		// Another line of the move tree, or another point of the game.
		return []string{l.T("a11y.moved.to", len(cur.Moves), turn(cur))}
	}
	return nil
}

// played words the moves of cur from index from on: who played what, how
// many pieces it took and whether it crowned a king.
func played(cur app.State, from int, l i18n.Lang) []string {
	p, err := engine.ParseFEN(cur.StartFEN)
	if err != nil {
		return nil
	}
	var out []string
	for i, text := range cur.Moves {
		m, err := p.ParseMove(text)
		if err != nil {
			return out
		}
		if i >= from {
			side := p.Side()
			line := l.T("a11y.played", words.Side(l, side), text)
			if n := m.CaptureCount(); n == 1 {
				line += " " + l.T("a11y.took.one")
			} else if n > 1 {
				line += " " + l.T("a11y.took", n)
			}
			next := p.Play(m)
			if !p.PieceAt(m.From()).IsKing() && next.PieceAt(m.To()).IsKing() {
				line += " " + l.T("a11y.crowned")
			}
			out = append(out, line)
			p = next
			continue
		}
		p = p.Play(m)
	}
	return out
}
