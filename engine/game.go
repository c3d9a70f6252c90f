package engine // game.go: a game record: start position, moves, undo/redo, result and the rule that ended it.

import (
	"errors"
	"fmt"
)

// Game is a game in progress or finished: the start position, the moves
// played, a current point that Undo and Redo move back and forth, and the
// draw-rule clocks. Every move that enters a game is checked against the
// legal moves.
//
// Resign and AgreeDraw end the game at the current point. They drop the redo
// moves, like a move does; Undo then first takes back the resignation or the
// agreement (the moves stay), and a further Undo takes back moves.
type Game struct {
	start     Position
	moves     []Move      // every move, including those undone (redo list)
	positions []Position  // positions[i] is the position after i moves; len = len(moves)+1
	clocks    []DrawClock // clocks[i] is the draw clock after i moves
	ply       int         // current point: moves[:ply] are played
	ended     Reason      // Resignation or Agreement at the current point, else NoReason
	loser     Color       // the side that resigned
}

// NewGame returns a game from the initial position.
func NewGame() *Game { return NewGameFrom(Initial()) }

// NewGameFrom returns a game that starts in p.
func NewGameFrom(p Position) *Game {
	return &Game{start: p, positions: []Position{p}, clocks: []DrawClock{StartClock(p)}}
}

// NewGameFromFEN returns a game that starts in the position of a FEN string.
func NewGameFromFEN(fen string) (*Game, error) {
	p, err := ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	return NewGameFrom(p), nil
}

// Clone returns an independent copy of g.
func (g *Game) Clone() *Game {
	c := *g
	c.moves = append([]Move(nil), g.moves...)
	c.positions = append([]Position(nil), g.positions...)
	c.clocks = append([]DrawClock(nil), g.clocks...)
	return &c
}

// Start returns the start position.
func (g *Game) Start() Position { return g.start }

// Position returns the position at the current point.
func (g *Game) Position() Position { return g.positions[g.ply] }

// Ply returns the number of moves played up to the current point.
func (g *Game) Ply() int { return g.ply }

// Moves returns the moves up to the current point (a copy).
func (g *Game) Moves() []Move { return append([]Move(nil), g.moves[:g.ply]...) }

// PositionAt returns the position after ply moves (0 = the start). Plies
// past the current point reach into the moves that Redo would replay; it
// panics outside 0..Ply()+redo moves, like a slice index.
func (g *Game) PositionAt(ply int) Position {
	if ply < 0 || ply >= len(g.positions) {
		panic(fmt.Sprintf("engine: PositionAt(%d) outside 0..%d", ply, len(g.positions)-1))
	}
	return g.positions[ply]
}

// Notation returns the moves up to the current point in PDN notation, each
// written in the position where it was played.
func (g *Game) Notation() []string {
	out := make([]string, g.ply)
	for i := range out {
		out[i] = g.positions[i].MoveString(g.moves[i])
	}
	return out
}

// LegalMoves returns the legal moves at the current point, or nil once the
// game is over.
func (g *Game) LegalMoves() []Move {
	if r, _ := g.Result(); r != Ongoing {
		return nil
	}
	return g.Position().LegalMoves()
}

// ErrGameOver is returned by Play when the game has already ended.
var ErrGameOver = errors.New("the game is over")

// Play plays m at the current point after checking that it is legal, and
// drops the moves that could have been redone.
func (g *Game) Play(m Move) error {
	if r, why := g.Result(); r != Ongoing {
		return fmt.Errorf("%w (%s)", ErrGameOver, resultText(r, why))
	}
	p := g.Position()
	legal := false
	var buf [64]Move
	for _, o := range p.AppendMoves(buf[:0]) {
		if o == m {
			legal = true
			break
		}
	}
	if !legal {
		return &MoveError{Text: p.HubMove(m), Kind: MoveIllegal, From: m.From(), To: m.To(), Msg: fmt.Sprintf("illegal move %s in %s", p.HubMove(m), p.FEN())}
	}
	g.push(m)
	return nil
}

// push appends a legal move at the current point.
func (g *Game) push(m Move) {
	p := g.Position()
	next := p.Play(m)
	clock := g.clocks[g.ply].Next(p, m, next)
	g.moves = append(g.moves[:g.ply], m)
	g.positions = append(g.positions[:g.ply+1], next)
	g.clocks = append(g.clocks[:g.ply+1], clock)
	g.ply++
	g.ended = NoReason
}

// PlayString reads a move in any notation ParseMove accepts and plays it.
func (g *Game) PlayString(s string) (Move, error) {
	if r, why := g.Result(); r != Ongoing {
		return Move{}, fmt.Errorf("%w (%s)", ErrGameOver, resultText(r, why))
	}
	m, err := g.Position().ParseMove(s)
	if err != nil {
		return Move{}, err
	}
	return m, g.Play(m)
}

// CanUndo reports whether Undo would do something.
func (g *Game) CanUndo() bool { return g.ended != NoReason || g.ply > 0 }

// CanRedo reports whether Redo would do something.
func (g *Game) CanRedo() bool { return g.ended == NoReason && g.ply < len(g.moves) }

// Undo takes back the resignation or draw agreement if there is one, else
// the last move. It reports whether anything was taken back.
func (g *Game) Undo() bool {
	if g.ended != NoReason {
		g.ended = NoReason
		return true
	}
	if g.ply == 0 {
		return false
	}
	g.ply--
	return true
}

// Redo plays again the last move taken back. It reports whether there was one.
func (g *Game) Redo() bool {
	if !g.CanRedo() {
		return false
	}
	g.ply++
	return true
}

// Resign ends the game at the current point: loser resigns. It does nothing
// when the game is already over.
func (g *Game) Resign(loser Color) {
	if r, _ := g.Result(); r != Ongoing {
		return
	}
	g.truncate()
	g.ended, g.loser = Resignation, loser
}

// AgreeDraw ends the game in a draw by agreement at the current point. It
// does nothing when the game is already over.
func (g *Game) AgreeDraw() {
	if r, _ := g.Result(); r != Ongoing {
		return
	}
	g.truncate()
	g.ended = Agreement
}

func (g *Game) truncate() {
	g.moves = g.moves[:g.ply]
	g.positions = g.positions[:g.ply+1]
	g.clocks = g.clocks[:g.ply+1]
}

// Clock returns the draw-rule clock at the current point.
func (g *Game) Clock() DrawClock { return g.clocks[g.ply] }

// Result returns the result at the current point and the rule that decided
// it. In order: 7.2 (the side to move has no pieces or no legal move), 6.1
// (threefold repetition), 6.2-6.4 (the draw clocks), then resignation or
// agreement.
func (g *Game) Result() (Result, Reason) {
	p := g.Position()
	loses := func() Result {
		if p.side == White {
			return BlackWins
		}
		return WhiteWins
	}
	if own, _ := p.sides(); own == 0 {
		return loses(), NoPieces
	}
	var buf [64]Move
	if len(p.AppendMoves(buf[:0])) == 0 {
		return loses(), NoMoves
	}
	if g.repetitions() >= 3 {
		return Draw, Repetition
	}
	if why := g.clocks[g.ply].Reason(); why != NoReason {
		return Draw, why
	}
	switch g.ended {
	case Resignation:
		if g.loser == White {
			return BlackWins, Resignation
		}
		return WhiteWins, Resignation
	case Agreement:
		return Draw, Agreement
	}
	return Ongoing, NoReason
}

// repetitions counts how often the current position has occurred (itself
// included) since the last irreversible move.
func (g *Game) repetitions() int {
	cur := g.positions[g.ply]
	n := 1
	for i := g.ply - 1; i >= 0; i-- {
		if g.positions[i].IsIrreversible(g.moves[i]) {
			break
		}
		if g.positions[i] == cur {
			n++
		}
	}
	return n
}

// ResultText describes the result for a player ("White wins: Black cannot
// move", "Draw: threefold repetition"); "" while the game goes on.
func (g *Game) ResultText() string {
	r, why := g.Result()
	return resultText(r, why)
}

func resultText(r Result, why Reason) string {
	if r == Ongoing {
		return ""
	}
	if r == Draw {
		return "Draw: " + why.String()
	}
	winner, other := White, Black
	if r == BlackWins {
		winner, other = Black, White
	}
	switch why {
	case NoPieces:
		return fmt.Sprintf("%s wins: %s has no pieces left", winner, other)
	case NoMoves:
		return fmt.Sprintf("%s wins: %s cannot move", winner, other)
	case Resignation:
		return fmt.Sprintf("%s wins: %s resigned", winner, other)
	}
	return winner.String() + " wins"
}

// SearchRoot returns what a search needs to start at the current point: the
// position, the positions before it since the last irreversible move
// (oldest first, for repetition detection) and the draw clock.
func (g *Game) SearchRoot() (pos Position, history []Position, clock DrawClock) {
	first := g.ply
	for first > 0 && !g.positions[first-1].IsIrreversible(g.moves[first-1]) {
		first--
	}
	return g.positions[g.ply], append([]Position(nil), g.positions[first:g.ply]...), g.clocks[g.ply]
}
