package input // picker.go: the move-entry state machine that turns square picks into legal engine moves.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/draughts/draughts/engine"
)

// Kind says what a pick did.
type Kind int

const (
	None       Kind = iota // nothing changed
	Selected               // a piece was selected (or the selection changed)
	Deselected             // the selection was dropped
	Narrowed               // a square along a capture path was picked; more picks needed
	Played                 // Move holds the legal move the user entered
	Illegal                // the pick was not legal; Message says why
	Ambiguous              // several captures fit; Message asks for a square along the path
)

// Outcome is the result of one pick. Message says why in English (tests,
// logs); Why and the values after it let the game say it in any language.
type Outcome struct {
	Kind    Kind
	Move    engine.Move
	Message string
	Why     Why
	Square  int      // the square picked
	From    int      // the selected piece's square (WhyNotLegal)
	Count   int      // how many captures (WhyAmbiguous)
	Moves   []string // the moves meant (compulsory captures, candidates)
	Err     error    // the engine's error for a typed move (WhyTyped)
}

// Why says why a pick was refused or is not yet a move.
type Why int

const (
	WhyNone        Why = iota
	WhyGameOver        // no legal move: the game is over
	WhyEmpty           // the square is empty
	WhyNotYourTurn     // a piece of the side not to move
	WhyMustCapture     // capture is compulsory (Moves: the captures)
	WhyCannotMove      // the piece has no legal move
	WhyNotLegal        // From-Square is not a legal move
	WhyNotOnPath       // the square is on none of the candidate captures (Moves)
	WhyAmbiguous       // Count captures end on Square (Moves: their full paths)
	WhyTyped           // a typed move the engine refused (Err)
)

// Picker is the move-entry state machine. It knows the position and its
// legal moves and never draws; the caller feeds it pointer and keyboard
// events in square numbers and reads back selection, highlights and moves.
//
// Click-click: pick a piece, then its destination. Drag-and-drop: press on a
// piece, release on the destination. A multi-capture needs only its final
// square; when two captures share start and end the picker asks for one
// more square along the wanted path (a landing square or a captured piece).
// Clicking landing squares one by one also works: the move is played as
// soon as the picks fit exactly one capture.
type Picker struct {
	pos      engine.Position
	legal    []engine.Move
	selected int           // square of the selected piece, 0 for none
	cands    []engine.Move // moves still possible after waypoint picks
	picks    []int         // waypoint squares picked so far
	pressed  int           // square where the pointer went down, 0 if none
	wasSel   bool          // the pressed square was already selected before the press
	enabled  bool
}

// NewPicker returns a picker for position p.
func NewPicker(p engine.Position) *Picker {
	k := &Picker{}
	k.Reset(p, true)
	return k
}

// Reset sets a new position and drops any selection. enabled=false makes
// the picker ignore picks (the computer is to move, or a move animates).
func (k *Picker) Reset(p engine.Position, enabled bool) {
	k.pos, k.legal = p, p.LegalMoves()
	k.enabled = enabled
	k.clear()
}

// SetEnabled turns input on or off without changing the position.
func (k *Picker) SetEnabled(on bool) {
	if !on {
		k.clear()
	}
	k.enabled = on
}

// Enabled reports whether the picker accepts picks.
func (k *Picker) Enabled() bool { return k.enabled }

func (k *Picker) clear() {
	k.selected, k.cands, k.picks, k.pressed, k.wasSel = 0, nil, nil, 0, false
}

// Position returns the position the picker works on.
func (k *Picker) Position() engine.Position { return k.pos }

// Selected returns the selected square, or 0.
func (k *Picker) Selected() int { return k.selected }

// Dragging returns the square of the piece being dragged, or 0.
func (k *Picker) Dragging() int {
	if k.pressed != 0 && k.pressed == k.selected {
		return k.pressed
	}
	return 0
}

// Candidates returns the moves still possible for the selected piece:
// all its moves, or those that fit the waypoints picked so far.
func (k *Picker) Candidates() []engine.Move {
	if k.selected == 0 {
		return nil
	}
	if k.cands != nil {
		return k.cands
	}
	return k.movesFrom(k.selected)
}

// Destinations returns the end squares of the candidate moves.
func (k *Picker) Destinations() []int {
	var out []int
	for _, m := range k.Candidates() {
		if !slices.Contains(out, m.To()) {
			out = append(out, m.To())
		}
	}
	return out
}

// Waypoints returns the squares picked along a capture path so far.
func (k *Picker) Waypoints() []int { return k.picks }

// Movable returns the squares of the pieces that have a legal move.
func (k *Picker) Movable() []int {
	var out []int
	for _, m := range k.legal {
		if !slices.Contains(out, m.From()) {
			out = append(out, m.From())
		}
	}
	return out
}

// MustCapture returns the squares of the pieces that must capture (empty
// when there is no capture).
func (k *Picker) MustCapture() []int {
	if len(k.legal) == 0 || !k.legal[0].IsCapture() {
		return nil
	}
	return k.Movable()
}

func (k *Picker) movesFrom(s int) []engine.Move {
	var out []engine.Move
	for _, m := range k.legal {
		if m.From() == s {
			out = append(out, m)
		}
	}
	return out
}

func (k *Picker) own(s int) bool {
	pc := k.pos.PieceAt(s)
	return pc != engine.Empty && pc.Color() == k.pos.Side()
}

// Down handles the pointer going down on square s (0 = off the board).
func (k *Picker) Down(s int) Outcome {
	k.pressed = 0
	if !k.enabled {
		return Outcome{}
	}
	if s != 0 && len(k.movesFrom(s)) > 0 && (k.selected == 0 || !k.fitsTarget(s)) {
		k.pressed = s
		k.wasSel = k.selected == s && k.cands == nil
		if k.selected == s && k.cands == nil {
			return Outcome{}
		}
		k.selected, k.cands, k.picks = s, nil, nil
		return Outcome{Kind: Selected}
	}
	return k.target(s)
}

// Up handles the pointer going up on square s. A release on another square
// than the press completes a drag.
func (k *Picker) Up(s int) Outcome {
	pressed, wasSel := k.pressed, k.wasSel
	k.pressed, k.wasSel = 0, false
	if !k.enabled || pressed == 0 {
		return Outcome{}
	}
	if s == pressed {
		if wasSel {
			k.clear()
			return Outcome{Kind: Deselected}
		}
		return Outcome{}
	}
	if s == 0 {
		return Outcome{} // dropped off the board: keep the selection
	}
	return k.target(s)
}

// Click is a press and release on the same square.
func (k *Picker) Click(s int) Outcome {
	o := k.Down(s)
	if u := k.Up(s); u.Kind != None {
		return u
	}
	return o
}

// Cancel drops the selection (Escape, or a click on the panel).
func (k *Picker) Cancel() Outcome {
	if k.selected == 0 {
		return Outcome{}
	}
	k.clear()
	return Outcome{Kind: Deselected}
}

// fitsTarget reports whether s, picked while a piece is selected, is the
// end, a landing square or a captured piece of one of the candidate moves.
func (k *Picker) fitsTarget(s int) bool {
	for _, m := range k.Candidates() {
		if m.To() == s || m.Takes(s) || slices.Contains(k.pos.Path(m), s) && s != m.From() {
			return true
		}
	}
	return false
}

// target handles a pick that is not (re)selecting a movable piece.
func (k *Picker) target(s int) Outcome {
	if s == 0 {
		return Outcome{}
	}
	if k.selected == 0 {
		return k.whyNot(s)
	}
	cands := k.Candidates()
	// The final square of exactly one candidate, or one that also fits the
	// previous picks.
	var ends, via []engine.Move
	for _, m := range cands {
		path := k.pos.Path(m)
		switch {
		case m.To() == s:
			ends = append(ends, m)
		case m.Takes(s) || slices.Contains(path[1:], s):
			via = append(via, m)
		}
	}
	switch {
	case len(ends) == 1:
		m := ends[0]
		k.clear()
		return Outcome{Kind: Played, Move: m}
	case len(ends) > 1:
		k.cands, k.picks = ends, nil
		return Outcome{Kind: Ambiguous, Message: fmt.Sprintf("%d captures end on %d: click a square along the path you want, or a piece it takes (%s)",
			len(ends), s, k.list(ends, true)), Why: WhyAmbiguous, Square: s, Count: len(ends), Moves: k.texts(ends, true)}
	case len(via) == 1:
		m := via[0]
		k.clear()
		return Outcome{Kind: Played, Move: m}
	case len(via) > 1:
		k.cands = via
		k.picks = append(k.picks, s)
		return Outcome{Kind: Narrowed}
	}
	if k.own(s) {
		// Another own piece that cannot move: explain, keep the selection.
		return k.whyNot(s)
	}
	if k.cands != nil && len(k.picks) == 0 {
		return Outcome{Kind: Illegal, Message: fmt.Sprintf("%d is not on any of these captures: %s", s, k.list(cands, true)),
			Why: WhyNotOnPath, Square: s, Moves: k.texts(cands, true)}
	}
	sel := k.selected
	k.clear()
	k.selected = sel
	return k.notFrom(sel, s)
}

// whyNot explains why square s cannot be picked as a piece to move.
func (k *Picker) whyNot(s int) Outcome {
	side := strings.ToLower(k.pos.Side().String())
	pc := k.pos.PieceAt(s)
	o := Outcome{Kind: Illegal, Square: s}
	switch {
	case len(k.legal) == 0:
		o.Why, o.Message = WhyGameOver, "No legal moves: the game is over"
	case pc == engine.Empty:
		o.Why, o.Message = WhyEmpty, fmt.Sprintf("Square %d is empty: pick one of the %s pieces", s, side)
	case pc.Color() != k.pos.Side():
		o.Why, o.Message = WhyNotYourTurn, fmt.Sprintf("It is %s's turn", side)
	case k.legal[0].IsCapture():
		o.Why, o.Message, o.Moves = WhyMustCapture, "Capture is compulsory: "+k.list(k.legal, false), k.texts(k.legal, false)
	default:
		o.Why, o.Message = WhyCannotMove, fmt.Sprintf("The piece on %d cannot move", s)
	}
	return o
}

// notFrom explains why the selected piece cannot go to s.
func (k *Picker) notFrom(from, s int) Outcome {
	o := Outcome{Kind: Illegal, Square: s, From: from}
	if k.legal[0].IsCapture() {
		ms := k.legal
		if mine := k.movesFrom(from); len(mine) == len(k.legal) {
			ms = mine
		}
		o.Why, o.Message, o.Moves = WhyMustCapture, "Capture is compulsory: "+k.list(ms, false), k.texts(ms, false)
		return o
	}
	o.Why, o.Message = WhyNotLegal, fmt.Sprintf("%d-%d is not a legal move", from, s)
	return o
}

// texts writes moves in PDN (full paths for captures when full).
func (k *Picker) texts(ms []engine.Move, full bool) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		if full && m.IsCapture() {
			out[i] = joinPath(k.pos.Path(m))
		} else {
			out[i] = k.pos.MoveString(m)
		}
	}
	return out
}

// list writes up to six moves in PDN, "a, b or c".
func (k *Picker) list(ms []engine.Move, full bool) string {
	var parts []string
	for i, m := range ms {
		if i == 6 {
			parts = append(parts, "...")
			break
		}
		if full && m.IsCapture() {
			parts = append(parts, joinPath(k.pos.Path(m)))
		} else {
			parts = append(parts, k.pos.MoveString(m))
		}
	}
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

func joinPath(path []int) string {
	var b strings.Builder
	for i, s := range path {
		if i > 0 {
			b.WriteByte('x')
		}
		fmt.Fprint(&b, s)
	}
	return b.String()
}

// Typed handles a move typed in notation ("32-28", "19x28", a full path).
func (k *Picker) Typed(text string) Outcome {
	text = strings.TrimSpace(text)
	if text == "" || !k.enabled {
		return Outcome{}
	}
	m, err := k.pos.ParseMove(text)
	if err != nil {
		msg := err.Error()
		if len(msg) > 0 {
			msg = strings.ToUpper(msg[:1]) + msg[1:]
		}
		return Outcome{Kind: Illegal, Message: msg, Why: WhyTyped, Err: err}
	}
	k.clear()
	return Outcome{Kind: Played, Move: m}
}
