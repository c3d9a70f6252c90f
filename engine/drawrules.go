package engine // drawrules.go: results, reasons and the 6.2-6.4 draw counters shared by Game and search.

// Result is the outcome of a game.
type Result uint8

const (
	Ongoing Result = iota
	WhiteWins
	BlackWins
	Draw
)

// String returns the PDN result token: "*", "2-0", "0-2" or "1-1".
func (r Result) String() string {
	switch r {
	case WhiteWins:
		return "2-0"
	case BlackWins:
		return "0-2"
	case Draw:
		return "1-1"
	}
	return "*"
}

// Reason says which rule ended a game.
type Reason uint8

const (
	NoReason    Reason = iota
	NoPieces           // 7.2: the side to move has no pieces left
	NoMoves            // 7.2: the side to move cannot move
	Repetition         // 6.1: the same position for the third time
	Rule25             // 6.2: 25 moves each with only kings moving
	Rule16             // 6.3: one king against three pieces with a king, 16 moves each
	Rule5              // 6.4: one king against at most two pieces with a king, 5 moves each
	Resignation        // 7.2
	Agreement          // 7.3: agreed draw
	TimeForfeit        // the flagged side loses: it ran out of time (Game.FlagFall)
)

// String names the rule in words a player reads after "Draw: " or after the
// winner ("White wins: Black cannot move" is built by Game.ResultText).
func (r Reason) String() string {
	switch r {
	case NoPieces:
		return "no pieces left"
	case NoMoves:
		return "cannot move"
	case Repetition:
		return "threefold repetition"
	case Rule25:
		return "25-move rule"
	case Rule16:
		return "16-move rule"
	case Rule5:
		return "5-move rule"
	case Resignation:
		return "resignation"
	case Agreement:
		return "agreement"
	case TimeForfeit:
		return "time forfeit"
	}
	return ""
}

// Draw-rule lengths in plies (both players' moves counted).
const (
	rule25Plies = 50 // 6.2: 25 moves of each player
	rule16Plies = 32 // 6.3: 16 moves of each player
	rule5Plies  = 10 // 6.4: 5 moves of each player
)

// DrawClock carries the counters of draw rules 6.2-6.4 from one position to
// the next. It is a small comparable value: Game keeps one per ply, the
// search one per node.
type DrawClock struct {
	KingPlies int16  // plies in a row with only king moves and no capture (6.2)
	Rule      Reason // Rule16 or Rule5 while that material balance holds, else NoReason
	RulePlies int16  // plies since the move that produced Rule's material balance
}

// endgameRule classifies a material balance under 6.3/6.4.
// Both rules need a king: without one (nearly every position the search
// meets before the endgame) the answer is inlined.
func endgameRule(p Position) Reason {
	if p.kings == 0 {
		return NoReason
	}
	return kingsRule(p)
}

// kingsRule is endgameRule when there are kings.
func kingsRule(p Position) Reason {
	if p.white&(p.white-1) != 0 && p.black&(p.black-1) != 0 {
		return NoReason // both rules need a lone king (a side with one piece)
	}
	wm, wk, bm, bk := p.Material()
	lone := func(men, kings int) bool { return men == 0 && kings == 1 }
	other := func(men, kings int) Reason {
		switch n := men + kings; {
		case kings == 0:
			return NoReason
		case n == 3:
			return Rule16
		case n <= 2:
			return Rule5
		}
		return NoReason
	}
	switch {
	case lone(wm, wk):
		return other(bm, bk)
	case lone(bm, bk):
		return other(wm, wk)
	}
	return NoReason
}

// StartClock returns the clock for a game that starts in p (a set-up
// position already in a 6.3/6.4 balance starts that count at zero).
func StartClock(p Position) DrawClock {
	return DrawClock{Rule: endgameRule(p)}
}

// Next returns the clock after move m took position before to after.
func (c DrawClock) Next(before Position, m Move, after Position) DrawClock {
	if m.captured != 0 || before.kings&sqBit(m.from) == 0 {
		c.KingPlies = 0
	} else {
		c.KingPlies++
	}
	r := endgameRule(after)
	switch {
	case r == NoReason:
		c.Rule, c.RulePlies = NoReason, 0
	case r != c.Rule:
		c.Rule, c.RulePlies = r, 0
	default:
		c.RulePlies++
	}
	return c
}

// Reason returns the draw rule (Rule25, Rule16, Rule5) that has run out, or
// NoReason.
func (c DrawClock) Reason() Reason {
	switch {
	case c.Rule == Rule5 && c.RulePlies >= rule5Plies:
		return Rule5
	case c.Rule == Rule16 && c.RulePlies >= rule16Plies:
		return Rule16
	case c.KingPlies >= rule25Plies:
		return Rule25
	}
	return NoReason
}

// PliesLeft returns how many plies remain before a draw rule ends the game
// (a large number when none is counting); the search uses it to see draws
// coming.
func (c DrawClock) PliesLeft() int {
	left := rule25Plies - int(c.KingPlies)
	switch c.Rule {
	case Rule5:
		left = min(left, rule5Plies-int(c.RulePlies))
	case Rule16:
		left = min(left, rule16Plies-int(c.RulePlies))
	}
	return left
}

// IsIrreversible reports whether move m (in position p) can never be undone
// by later moves: a man move or a capture. Repetitions can only span the
// reversible moves after the last such move.
func (p Position) IsIrreversible(m Move) bool {
	return m.captured != 0 || p.kings&sqBit(m.from) == 0
}
