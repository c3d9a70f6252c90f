// Package a11y is the game told in words for screen readers and keyboard
// players: the position as text, the legal moves, the moves played, the
// on-screen controls, and what to announce when the game changes. It is
// worded from the same state the canvas draws (app.State), in the player's
// language (render/i18n). mirror_js.go keeps a DOM copy of it in the page
// (visually hidden until it has the focus) with an aria-live log; see
// wasm/README.md.
package a11y // describe.go: the state worded: position, legal moves, record, controls.

import (
	"slices"
	"strconv"
	"strings"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/words"
)

// View is the game in words.
type View struct {
	Lang     string   // "en" or "zh": the page's lang attribute
	Title    string   // the region's name
	Position []string // whose move, each side's men and kings by square
	Moves    []string // the legal moves the player can play now, in PDN
	NoMoves  string   // why there are no move buttons ("" when there are)
	Record   []string // the moves played, one entry per move number
	Controls []Control
}

// Control is an on-screen control of the canvas, pressed through the page
// at its centre.
type Control struct {
	Label   string
	X, Y    float64 // centre, CSS pixels relative to the canvas
	Enabled bool
}

// Describe words s in l.
func Describe(s app.State, l i18n.Lang) View {
	v := View{Lang: l.String(), Title: l.T("a11y.region")}
	pos, err := engine.ParseFEN(s.FEN)
	if err != nil {
		v.Position = []string{l.T("a11y.noposition")}
		v.NoMoves = l.T("a11y.moves.none")
		return v
	}
	v.Position = positionText(pos, s, l)
	v.Moves, v.NoMoves = legalMoves(pos, s, l)
	v.Record = record(s)
	for _, b := range s.Buttons {
		if strings.TrimSpace(b.Label) == "" {
			continue
		}
		v.Controls = append(v.Controls, Control{Label: b.Label, X: b.X, Y: b.Y, Enabled: b.Enabled})
	}
	return v
}

func positionText(p engine.Position, s app.State, l i18n.Lang) []string {
	var out []string
	if s.Mode == "play" {
		human := engine.White
		if s.Human == "black" {
			human = engine.Black
		}
		out = append(out, l.T("a11y.youplay", words.Side(l, human), s.Level))
	}
	if s.Result != "" && s.Result != "*" {
		out = append(out, s.ResultText)
	} else {
		out = append(out, l.T("a11y.tomove", words.Side(l, p.Side())))
	}
	for _, c := range []engine.Color{engine.White, engine.Black} {
		out = append(out, sideText(p, c, l))
	}
	return out
}

// sideText is "White: men on 31, 32; kings on 5." for one side.
func sideText(p engine.Position, c engine.Color, l i18n.Lang) string {
	var men, kings []string
	for sq := 1; sq <= 50; sq++ {
		pc := p.PieceAt(sq)
		if pc == engine.Empty || pc.Color() != c {
			continue
		}
		if pc.IsKing() {
			kings = append(kings, strconv.Itoa(sq))
		} else {
			men = append(men, strconv.Itoa(sq))
		}
	}
	var parts []string
	if len(men) > 0 {
		parts = append(parts, l.T("a11y.men", strings.Join(men, ", "), len(men)))
	}
	if len(kings) > 0 {
		parts = append(parts, l.T("a11y.kings", strings.Join(kings, ", "), len(kings)))
	}
	if len(parts) == 0 {
		parts = append(parts, l.T("a11y.nopieces"))
	}
	return l.T("a11y.side", words.Side(l, c), strings.Join(parts, l.T("a11y.sep")))
}

// legalMoves lists the moves the player may play now, or says why none.
func legalMoves(p engine.Position, s app.State, l i18n.Lang) ([]string, string) {
	switch {
	case s.Result != "" && s.Result != "*":
		return nil, l.T("a11y.moves.over")
	case s.Mode == "view" || s.Mode == "edit" || s.Mode == "watch":
		return nil, l.T("a11y.moves.viewonly")
	case s.Thinking || (s.Mode == "play" && s.Turn != s.Human):
		return nil, l.T("a11y.moves.wait")
	case s.Animating:
		return nil, l.T("a11y.moves.wait.anim")
	}
	var buf [64]engine.Move
	moves := p.AppendMoves(buf[:0])
	// In board order, as a player reads them: by the piece's square, then
	// the square it goes to.
	slices.SortStableFunc(moves, func(a, b engine.Move) int {
		if a.From() != b.From() {
			return a.From() - b.From()
		}
		return a.To() - b.To()
	})
	var out []string
	for _, m := range moves {
		out = append(out, p.MoveString(m))
	}
	if len(out) == 0 {
		return nil, l.T("a11y.moves.none")
	}
	return out, ""
}

// record groups the moves played by move number: "1. 32-28 19-23".
func record(s app.State) []string {
	start, err := engine.ParseFEN(s.StartFEN)
	if err != nil {
		start = engine.Initial()
	}
	var out []string
	for i, m := range s.Moves {
		num := engine.MoveNumber(start.Side(), i)
		if i > 0 && strings.HasSuffix(num, "...") {
			out[len(out)-1] += " " + m // Black's reply joins White's move
			continue
		}
		out = append(out, num+" "+m)
	}
	return out
}
