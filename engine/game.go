package engine // game.go: a game record: start position, a move tree with side lines, undo/redo, result and the rule that ended it.

import (
	"errors"
	"fmt"
	"slices"
	"time"
)

// Game is a game in progress or finished: the start position and a tree of
// moves (the main line, and side lines branching from any point, never
// lost when another move is played), a current line through that tree with
// a current point on it that Undo and Redo move back and forth, and the
// draw-rule clocks. Every move that enters a game is checked against the
// legal moves.
//
// The current line runs from the start through the current point and on
// along the moves Redo would replay: those of the line last played or
// gone to (see Goto), else the main continuation.
//
// Resign, FlagFall and AgreeDraw end the game at the current point. They drop the redo
// moves, like a move does; Undo then first takes back the resignation or the
// agreement (the moves stay), and a further Undo takes back moves.
type Game struct {
	root  *Node
	line  []*Node // line[0] = root; line[i] = the node after i moves of the current line
	ply   int     // current point: line[1..ply] are played
	ended Reason  // Resignation, TimeForfeit or Agreement at the current point, else NoReason
	loser Color   // the side that resigned or lost on time
	tc    TimeControl
}

// Node is one point of a game's move tree: the move that led to it (none
// at the root), the position and draw clock after it, a comment, and the
// moves that may follow, the first being the main continuation and the
// others side lines.
type Node struct {
	move     Move
	pos      Position
	clock    DrawClock
	parent   *Node
	children []*Node
	comment  string
	annot    string        // move signs and NAGs as written after the move ("!?", "$2")
	left     time.Duration // the mover's remaining time after the move (clock.go)
	timed    bool          // left is set: the move was played on the clock
}

// Move returns the move that led to the node (the zero Move at the root).
func (n *Node) Move() Move { return n.move }

// Position returns the position after the node's move.
func (n *Node) Position() Position { return n.pos }

// Parent returns the node before this one (nil at the root).
func (n *Node) Parent() *Node { return n.parent }

// Children returns the moves that may follow: the main continuation first.
func (n *Node) Children() []*Node { return append([]*Node(nil), n.children...) }

// Comment returns the comment after the node's move ("" for none).
func (n *Node) Comment() string { return n.comment }

// Annotation returns the move signs or NAGs written after the move ("!?").
func (n *Node) Annotation() string { return n.annot }

// Notation returns the node's move in PDN, written in the position before it.
func (n *Node) Notation() string {
	if n.parent == nil {
		return ""
	}
	return n.parent.pos.MoveString(n.move)
}

// Index returns the node's place among its parent's children (0 = main).
func (n *Node) Index() int {
	if n.parent == nil {
		return 0
	}
	for i, c := range n.parent.children {
		if c == n {
			return i
		}
	}
	return -1
}

// Depth returns the number of moves from the start to the node.
func (n *Node) Depth() int {
	d := 0
	for ; n.parent != nil; n = n.parent {
		d++
	}
	return d
}

// child returns the child that plays m, or nil.
func (n *Node) child(m Move) *Node {
	for _, c := range n.children {
		if c.move == m {
			return c
		}
	}
	return nil
}

// add appends a legal move m as a new child (a side line when there is a
// main continuation already) and returns it.
func (n *Node) add(m Move) *Node {
	next := n.pos.Play(m)
	c := &Node{move: m, pos: next, clock: n.clock.Next(n.pos, m, next), parent: n}
	n.children = append(n.children, c)
	return c
}

// NewGame returns a game from the initial position.
func NewGame() *Game { return NewGameFrom(Initial()) }

// NewGameFrom returns a game that starts in p.
func NewGameFrom(p Position) *Game {
	root := &Node{pos: p, clock: StartClock(p)}
	return &Game{root: root, line: []*Node{root}}
}

// NewGameFromFEN returns a game that starts in the position of a FEN string.
func NewGameFromFEN(fen string) (*Game, error) {
	p, err := ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	return NewGameFrom(p), nil
}

// Clone returns an independent copy of g, its move tree included.
func (g *Game) Clone() *Game {
	c := *g
	copies := map[*Node]*Node{}
	// Node by node with a stack of the copies whose children are still to
	// copy: a game's tree may be deeper than a recursion should go.
	dup := func(n, parent *Node) *Node {
		m := *n
		m.parent = parent
		m.children = make([]*Node, len(n.children))
		copies[n] = &m
		return &m
	}
	c.root = dup(g.root, nil)
	for todo := []*Node{g.root}; len(todo) > 0; {
		n := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		m := copies[n]
		for i, ch := range n.children {
			m.children[i] = dup(ch, m)
			todo = append(todo, ch)
		}
	}
	c.line = make([]*Node, len(g.line))
	for i, n := range g.line {
		c.line[i] = copies[n]
	}
	return &c
}

// Root returns the start of the move tree.
func (g *Game) Root() *Node { return g.root }

// Current returns the node at the current point.
func (g *Game) Current() *Node { return g.line[g.ply] }

// Line returns the nodes of the current line after the start: the moves
// played up to the current point, then those Redo would replay.
func (g *Game) Line() []*Node { return append([]*Node(nil), g.line[1:]...) }

// Start returns the start position.
func (g *Game) Start() Position { return g.root.pos }

// Position returns the position at the current point.
func (g *Game) Position() Position { return g.line[g.ply].pos }

// Ply returns the number of moves played up to the current point.
func (g *Game) Ply() int { return g.ply }

// Moves returns the moves up to the current point (a copy).
func (g *Game) Moves() []Move {
	out := make([]Move, g.ply)
	for i := range out {
		out[i] = g.line[i+1].move
	}
	return out
}

// PositionAt returns the position after ply moves (0 = the start). Plies
// past the current point reach into the moves that Redo would replay; it
// panics outside 0..Ply()+redo moves, like a slice index.
func (g *Game) PositionAt(ply int) Position {
	if ply < 0 || ply >= len(g.line) {
		panic(fmt.Sprintf("engine: PositionAt(%d) outside 0..%d", ply, len(g.line)-1))
	}
	return g.line[ply].pos
}

// Notation returns the moves up to the current point in PDN notation, each
// written in the position where it was played.
func (g *Game) Notation() []string {
	out := make([]string, g.ply)
	for i := range out {
		out[i] = g.line[i].pos.MoveString(g.line[i+1].move)
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

// Play plays m at the current point after checking that it is legal. When
// the current point already has that move, the game goes into it (and on
// along its line); else the move starts a new side line there (the main
// continuation when there was none). No move is ever dropped from the
// tree; the redo moves become those of the line played.
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

// push plays a legal move at the current point (see Play).
func (g *Game) push(m Move) {
	cur := g.line[g.ply]
	if g.ply+1 < len(g.line) && g.line[g.ply+1].move == m {
		g.ply++ // the redo move itself: the line stays
		g.ended = NoReason
		return
	}
	next := cur.child(m)
	if next == nil {
		next = cur.add(m)
	}
	g.line = append(g.line[:g.ply+1:g.ply+1], next)
	g.ply++
	g.extend()
	g.ended = NoReason
}

// extend continues the current line past its end along main continuations.
func (g *Game) extend() {
	for n := g.line[len(g.line)-1]; len(n.children) > 0; {
		n = n.children[0]
		g.line = append(g.line, n)
	}
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
func (g *Game) CanRedo() bool { return g.ended == NoReason && g.ply+1 < len(g.line) }

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

// Goto makes n (a node of this game's tree) the current point; the current
// line runs through it and on along its main continuation. It reports
// whether n belongs to the game. A resignation or agreement is dropped.
func (g *Game) Goto(n *Node) bool {
	var path []*Node
	for x := n; x != nil; x = x.parent {
		path = append(path, x)
	}
	if len(path) == 0 || path[len(path)-1] != g.root {
		return false
	}
	slices.Reverse(path)
	g.line, g.ply, g.ended = path, len(path)-1, NoReason
	g.extend()
	return true
}

// Path returns the current point as the child indexes taken from the start
// (0 = main continuation): [0, 0, 1] is the third move of the side line
// that branches off at the second move.
func (g *Game) Path() []int {
	out := make([]int, g.ply)
	for i := range out {
		out[i] = g.line[i+1].Index()
	}
	return out
}

// GotoPath goes to the node a Path names; false when there is none.
func (g *Game) GotoPath(path []int) bool {
	n := g.root
	for _, i := range path {
		if i < 0 || i >= len(n.children) {
			return false
		}
		n = n.children[i]
	}
	return g.Goto(n)
}

// InSideLine reports whether the current point is off the main line.
func (g *Game) InSideLine() bool {
	for _, n := range g.line[1 : g.ply+1] {
		if n.Index() != 0 {
			return true
		}
	}
	return false
}

// branch returns the node of the current line, at or before the current
// point, that is not its parent's main continuation (nil on the main line).
func (g *Game) branch() *Node {
	for i := g.ply; i >= 1; i-- {
		if g.line[i].Index() != 0 {
			return g.line[i]
		}
	}
	return nil
}

// Promote moves the side line holding the current point one step up: it
// changes places with the line it branches from (the main continuation
// there). It reports whether there was a side line to promote.
func (g *Game) Promote() bool {
	b := g.branch()
	if b == nil {
		return false
	}
	sib := b.parent.children
	i := b.Index()
	sib[0], sib[i] = sib[i], sib[0]
	return true
}

// PromoteToMain promotes the side line holding the current point until it
// is part of the main line.
func (g *Game) PromoteToMain() bool {
	any := false
	for g.Promote() {
		any = true
	}
	return any
}

// DeleteLine deletes the side line holding the current point, from where
// it branches off, and goes to the point before it. On the main line it
// deletes the moves after the current point instead. It reports whether
// anything was deleted.
func (g *Game) DeleteLine() bool {
	b := g.branch()
	if b == nil {
		cur := g.line[g.ply]
		if len(cur.children) == 0 {
			return false
		}
		cur.children = nil
		g.line = g.line[:g.ply+1]
		return true
	}
	p := b.parent
	p.children = slices.DeleteFunc(p.children, func(c *Node) bool { return c == b })
	g.Goto(p)
	return true
}

// SetComment sets the comment after the current move (before the first
// move at the start).
func (g *Game) SetComment(text string) { g.line[g.ply].comment = text }

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

// truncate ends the game at the current point: the moves after it go (a
// resignation or an agreement ends the game there; side lines before the
// current point stay).
func (g *Game) truncate() {
	g.line[g.ply].children = nil
	g.line = g.line[:g.ply+1]
}

// Clock returns the draw-rule clock at the current point.
func (g *Game) Clock() DrawClock { return g.line[g.ply].clock }

// Result returns the result at the current point and the rule that decided
// it. In order: 7.2 (the side to move has no pieces or no legal move), 6.1
// (threefold repetition), 6.2-6.4 (the draw clocks), then resignation, loss
// on time or agreement.
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
	if why := g.line[g.ply].clock.Reason(); why != NoReason {
		return Draw, why
	}
	switch g.ended {
	case Resignation, TimeForfeit:
		if g.loser == White {
			return BlackWins, g.ended
		}
		return WhiteWins, g.ended
	case Agreement:
		return Draw, Agreement
	}
	return Ongoing, NoReason
}

// repetitions counts how often the current position has occurred (itself
// included) since the last irreversible move.
func (g *Game) repetitions() int {
	cur := g.line[g.ply].pos
	n := 1
	for i := g.ply - 1; i >= 0; i-- {
		if g.line[i].pos.IsIrreversible(g.line[i+1].move) {
			break
		}
		if g.line[i].pos == cur {
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
	case TimeForfeit:
		return fmt.Sprintf("%s wins on time: %s ran out of time", winner, other)
	}
	return winner.String() + " wins"
}

// SearchRoot returns what a search needs to start at the current point: the
// position, the positions before it since the last irreversible move
// (oldest first, for repetition detection) and the draw clock.
func (g *Game) SearchRoot() (pos Position, history []Position, clock DrawClock) {
	first := g.ply
	for first > 0 && !g.line[first-1].pos.IsIrreversible(g.line[first].move) {
		first--
	}
	hist := make([]Position, 0, g.ply-first)
	for _, n := range g.line[first:g.ply] {
		hist = append(hist, n.pos)
	}
	return g.line[g.ply].pos, hist, g.line[g.ply].clock
}

// SideLine is one side line of a game's tree, for saving: the path of the
// node it branches from (child indexes from the start, see Path) and its
// moves in PDN notation, the first being an alternative to that node's
// main continuation.
type SideLine struct {
	From  []int    `json:"from"`
	Moves []string `json:"moves"`
}

// MainLine returns the main line's moves in PDN notation.
func (g *Game) MainLine() []string {
	var out []string
	for n := g.root; len(n.children) > 0; n = n.children[0] {
		out = append(out, n.pos.MoveString(n.children[0].move))
	}
	return out
}

// SideLines returns every side line, in an order in which AddSideLines
// rebuilds the same tree after the main line: a line comes after the line
// it branches from and after its elder siblings.
func (g *Game) SideLines() []SideLine {
	var out []SideLine
	g.walk(func(n *Node, path []int) {
		for _, c := range n.children[min(1, len(n.children)):] {
			sl := SideLine{From: append([]int(nil), path...)}
			for x := c; ; x = x.children[0] {
				sl.Moves = append(sl.Moves, x.parent.pos.MoveString(x.move))
				if len(x.children) == 0 {
					break
				}
			}
			out = append(out, sl)
		}
	})
	return out
}

// walk visits every node of the tree, parents before children and elder
// siblings first, with the node's path (child indexes from the start; the
// slice is reused: copy it to keep it).
func (g *Game) walk(visit func(n *Node, path []int)) {
	var path []int
	var rec func(n *Node)
	rec = func(n *Node) {
		visit(n, path)
		for i, c := range n.children {
			path = append(path, i)
			rec(c)
			path = path[:len(path)-1]
		}
	}
	rec(g.root)
}

// AddSideLines adds side lines as SideLines lists them, checking every
// move; the current point does not move. The error names the line and move.
func (g *Game) AddSideLines(lines []SideLine) error {
	for i, sl := range lines {
		n := g.root
		for _, k := range sl.From {
			if k < 0 || k >= len(n.children) {
				return fmt.Errorf("side line %d: no move %d at its branch point", i+1, k)
			}
			n = n.children[k]
		}
		if len(sl.Moves) == 0 {
			return fmt.Errorf("side line %d: no moves", i+1)
		}
		for j, text := range sl.Moves {
			m, err := n.pos.ParseMove(text)
			if err != nil {
				return fmt.Errorf("side line %d, move %d: %w", i+1, j+1, err)
			}
			next := n.child(m)
			if next == nil {
				next = n.add(m)
			}
			n = next
		}
	}
	return nil
}

// Note is a node's comment and move signs, by the node's Path from the
// start (the empty path: the comment before the first move).
type Note struct {
	Path    []int
	Comment string
	Annot   string
}

// Notes returns every comment and annotation of the tree, in tree order.
func (g *Game) Notes() []Note {
	var out []Note
	g.walk(func(n *Node, path []int) {
		if n.comment != "" || n.annot != "" {
			out = append(out, Note{Path: append([]int(nil), path...), Comment: n.comment, Annot: n.annot})
		}
	})
	return out
}

// SetNotes puts comments and annotations back on the nodes their paths
// name; a path that names no node is an error (and nothing after it is set).
func (g *Game) SetNotes(notes []Note) error {
	for i, nt := range notes {
		n := g.root
		for _, k := range nt.Path {
			if k < 0 || k >= len(n.children) {
				return fmt.Errorf("note %d: no move at %v", i+1, nt.Path)
			}
			n = n.children[k]
		}
		if n == g.root && nt.Annot != "" {
			return fmt.Errorf("note %d: move signs before the first move", i+1)
		}
		n.comment, n.annot = nt.Comment, nt.Annot
	}
	return nil
}
