package engine // notation.go: move notation: PDN (32-28, 19x28, full capture paths), Hub (captured squares), parsing.

import (
	"fmt"
	"math/bits"
	"sort"
	"strconv"
	"strings"
)

// MoveError reports a move text that is not a legal move in the position:
// Text is the move as given, Msg says why in English (it includes the text,
// for the command line and the Hub). Kind and the values after it let a
// user interface say the same in another language.
type MoveError struct {
	Text string
	Msg  string
	Kind MoveErrorKind
	// From and To are the start and end squares written (PathFitsNone), or
	// of the plain move meant (PlainWithSquares), else 0.
	From, To int
	// Moves lists, in PDN, the legal moves (Unreadable, NoSuchMove), the
	// candidates (PathFitsNone, Ambiguous) or the plain move (PlainWithSquares).
	Moves []string
}

// MoveErrorKind says what was wrong with a move.
type MoveErrorKind uint8

const (
	MoveUnreadable       MoveErrorKind = iota // the text is not a move at all
	MoveNoSuchMove                            // no legal move fits the text
	MovePlainWithSquares                      // squares in between were written for a plain move
	MovePathFitsNone                          // several captures fit, the squares in between fit none
	MoveAmbiguous                             // several captures fit the text
	MoveIllegal                               // a move value that is not legal here (Game.Play)
	MoveGameOver                              // the game has ended
)

func (e *MoveError) Error() string { return e.Msg }

// captureHop is one jump of a capture: the captured piece, the square the
// capturing piece lands on and the direction (bit indices, dir 0..3).
type captureHop struct {
	over, land, dir int
}

// captureHops finds one jump sequence that makes capture m in p, with
// landing squares as PDN writes them: where the capturing piece changes
// direction, or right behind the captured piece when it goes on straight.
// It returns nil when m is not a capture of p.
func (p Position) captureHops(m Move) []captureHop {
	found := p.capturePath(m, nil)
	for i := 0; i+1 < len(found); i++ {
		if found[i+1].dir == found[i].dir {
			found[i].land = found[i].over + dirStep[found[i].dir]
		}
	}
	return found
}

// capturePath searches a jump sequence that captures exactly m's pieces,
// from m's start square to its end square, whose landing squares before the
// last contain the squares mids in order (any sequence when mids is empty).
// Captured pieces stay on the board until the end (Turkish strike); the
// start square counts as empty. It returns nil when there is none. Failed
// search states are remembered, so long king captures with many landing
// choices stay cheap.
func (p Position) capturePath(m Move, mids []int) []captureHop {
	from := int(m.from)
	own, enemy := p.sides()
	if m.captured == 0 || own&bit(from) == 0 || enemy&m.captured != m.captured {
		return nil
	}
	empty := boardMask&^(p.white|p.black) | bit(from)
	king := p.kings&bit(from) != 0
	type state struct {
		sq       int
		captured Bitboard
		matched  int
	}
	failed := map[state]bool{}
	hops := make([]captureHop, 0, bits.OnesCount64(m.captured))
	var rec func(sq int, captured Bitboard, matched int) bool
	rec = func(sq int, captured Bitboard, matched int) bool {
		if captured == m.captured {
			return sq == int(m.to) && matched == len(mids)
		}
		st := state{sq, captured, matched}
		if failed[st] {
			return false
		}
		for d := 0; d < 4; d++ {
			step := dirStep[d]
			x := sq + step
			if king {
				for bit(x)&empty != 0 {
					x += step
				}
			}
			if bit(x)&m.captured&^captured == 0 {
				continue
			}
			last := captured|bit(x) == m.captured
			for l := x + step; bit(l)&empty != 0; l += step {
				next := matched
				if !last && next < len(mids) && int(bitSquare[l]) == mids[next] {
					next++
				}
				hops = append(hops, captureHop{over: x, land: l, dir: d})
				if rec(l, captured|bit(x), next) {
					return true
				}
				hops = hops[:len(hops)-1]
				if !king {
					break
				}
			}
		}
		failed[st] = true
		return false
	}
	if !rec(from, 0, 0) {
		return nil
	}
	return hops
}

// Path returns the squares a move visits: for a capture the start square,
// the landing square after each captured piece and the end square
// (captures+1 squares); for a quiet move the start and end squares. The
// user interface animates a capture hop by hop along it.
func (p Position) Path(m Move) []int {
	path := []int{m.From()}
	for _, h := range p.captureHops(m) {
		path = append(path, int(bitSquare[h.land]))
	}
	if len(path) == 1 {
		path = append(path, m.To())
	}
	return path
}

// MoveString writes m in PDN notation: "32-28" for a move, "19x28" for a
// capture, and the full path with every landing square ("47x38x24x13x36")
// only when another legal move has the same start and end squares.
func (p Position) MoveString(m Move) string {
	if !m.IsCapture() {
		return strconv.Itoa(m.From()) + "-" + strconv.Itoa(m.To())
	}
	var buf [64]Move
	for _, o := range p.AppendMoves(buf[:0]) {
		if o != m && o.from == m.from && o.to == m.to {
			return joinSquares(p.Path(m), "x")
		}
	}
	return strconv.Itoa(m.From()) + "x" + strconv.Itoa(m.To())
}

// fullPath writes a move with its whole path (for listing candidates).
func (p Position) fullPath(m Move) string {
	if !m.IsCapture() {
		return p.MoveString(m)
	}
	return joinSquares(p.Path(m), "x")
}

func joinSquares(sq []int, sep string) string {
	var sb strings.Builder
	for i, s := range sq {
		if i > 0 {
			sb.WriteString(sep)
		}
		sb.WriteString(strconv.Itoa(s))
	}
	return sb.String()
}

// HubMove writes m in Hub protocol notation: "32-28" for a move; for a
// capture the start, the end and then the captured squares in ascending
// order ("28x19x23").
func (p Position) HubMove(m Move) string {
	if !m.IsCapture() {
		return strconv.Itoa(m.From()) + "-" + strconv.Itoa(m.To())
	}
	return strconv.Itoa(m.From()) + "x" + strconv.Itoa(m.To()) + "x" + joinSquares(m.Captured(), "x")
}

// ParseHubMove reads a move in strict Hub notation ("32-28", "28x19x23":
// start, end, then every captured square in any order) and checks it
// against the legal moves of p.
func (p Position) ParseHubMove(s string) (Move, error) {
	bad := func(why string) (Move, error) {
		return Move{}, &MoveError{Text: s, Kind: MoveUnreadable, Moves: p.moveTexts(p.LegalMoves(), p.HubMove), Msg: fmt.Sprintf("not a Hub move: %q (%s)", clipText(s), why)}
	}
	capture := strings.Contains(s, "x")
	sep := "-"
	if capture {
		sep = "x"
	}
	parts := strings.Split(s, sep)
	if len(parts) < 2 || (!capture && len(parts) != 2) {
		return bad(`expected "from-to" or "fromxtox<captured>..."`)
	}
	sq := make([]int, len(parts))
	for i, t := range parts {
		n, err := strconv.Atoi(t)
		if err != nil || n < 1 || n > numSquares || t[0] < '1' || t[0] > '9' {
			return bad(fmt.Sprintf("%q is not a square 1-50", clipText(t)))
		}
		sq[i] = n
	}
	var captured Bitboard
	for _, c := range sq[2:] {
		if captured&bitOf(c) != 0 {
			return bad(fmt.Sprintf("square %d is captured twice", c))
		}
		captured |= bitOf(c)
	}
	want := Move{from: squareBit[sq[0]], to: squareBit[sq[1]], captured: captured}
	legal := p.LegalMoves()
	for _, m := range legal {
		if m == want {
			return m, nil
		}
	}
	return Move{}, &MoveError{Text: s, Kind: MoveNoSuchMove, Moves: p.moveTexts(legal, p.HubMove), Msg: fmt.Sprintf("no legal move %s; legal moves: %s", clipText(s), p.listMoves(legal, p.HubMove))}
}

// listMoves writes moves ordered by start and end square, separated by
// blanks ("none" for an empty list).
func (p Position) listMoves(moves []Move, format func(Move) string) string {
	if len(moves) == 0 {
		return "none"
	}
	return strings.Join(p.moveTexts(moves, format), " ")
}

// moveTexts writes moves ordered by start and end square.
func (p Position) moveTexts(moves []Move, format func(Move) string) []string {
	sorted := append([]Move(nil), moves...)
	sort.SliceStable(sorted, func(i, j int) bool {
		a, b := sorted[i], sorted[j]
		if a.From() != b.From() {
			return a.From() < b.From()
		}
		return a.To() < b.To()
	})
	out := make([]string, len(sorted))
	for i, m := range sorted {
		out[i] = format(m)
	}
	return out
}

// moveText is a move as written: its squares and whether the first
// separator was a capture sign.
type moveText struct {
	squares []int
	capture bool
}

// parseMoveText reads "32-28", "19x28", "47x38x24x13x36", "28:19", with
// blanks around separators, leading zeros and trailing !/? signs.
func parseMoveText(s string) (moveText, string) {
	var mt moveText
	t := strings.TrimSpace(s)
	t = strings.TrimRight(t, "!? \t")
	i := 0
	skip := func() {
		for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
			i++
		}
	}
	for {
		st := i
		for i < len(t) && t[i] >= '0' && t[i] <= '9' {
			i++
		}
		if i == st {
			if i < len(t) {
				return mt, fmt.Sprintf("expected a square number at %q", t[i:])
			}
			return mt, "expected a square number at the end"
		}
		n, err := strconv.Atoi(t[st:i])
		if err != nil || n < 1 || n > numSquares {
			return mt, fmt.Sprintf("square %s is not between 1 and 50", t[st:i])
		}
		mt.squares = append(mt.squares, n)
		skip()
		if i == len(t) {
			break
		}
		switch t[i] {
		case '-':
		case 'x', 'X', ':', '*':
			if len(mt.squares) == 1 {
				mt.capture = true
			}
		default:
			return mt, fmt.Sprintf("unexpected %q", t[i:])
		}
		i++
		skip()
	}
	if len(mt.squares) < 2 {
		return mt, "a move needs a start and an end square"
	}
	return mt, ""
}

// moveCandidates returns the legal moves of p that the text mt may mean.
// Two squares are the start and end. With more squares the text is read
// both ways: as a PDN path (start, landing squares, end) and as the Hub form
// (start, end, captured squares in any order). When no move fits the
// intermediate squares, every move with the written start and end is
// returned with exact=false.
func (p Position) moveCandidates(mt moveText, legal []Move) (cands []Move, exact bool) {
	sq := mt.squares
	n := len(sq)
	from, to := sq[0], sq[n-1]
	var fromTo []Move
	for _, m := range legal {
		if m.From() == from && m.To() == to {
			fromTo = append(fromTo, m)
		}
	}
	if n == 2 {
		return fromTo, true
	}
	mids := sq[1 : n-1]
	for _, m := range legal {
		if m.From() != from {
			continue
		}
		if (m.To() == sq[1] && hubMatch(m, sq[2:])) || (m.To() == to && p.pathMatch(m, mids)) {
			cands = append(cands, m)
		}
	}
	if len(cands) == 0 {
		return fromTo, false
	}
	return cands, true
}

// hubMatch reports whether mids are exactly the squares m captures.
func hubMatch(m Move, mids []int) bool {
	if len(mids) != m.CaptureCount() {
		return false
	}
	var seen Bitboard
	for _, s := range mids {
		b := bitOf(s)
		if m.captured&b == 0 || seen&b != 0 {
			return false
		}
		seen |= b
	}
	return true
}

// pathMatch reports whether mids appear, in order, among the landing
// squares of some jump sequence of m (writers differ on where a king that
// goes on straight "lands", so any free square it may stop on counts).
func (p Position) pathMatch(m Move, mids []int) bool {
	return len(mids) < m.CaptureCount() && p.capturePath(m, mids) != nil
}

// ParseMove reads a move in any usual notation and returns the legal move of
// p it stands for. It accepts "32-28", "19x28", full paths
// ("47x38x24x13x36"), ':' separators, blanks around separators, leading
// zeros, trailing !/? signs, either separator for either kind of move, and
// the Hub form with captured squares ("28x19x23"). Intermediate squares
// choose between captures with the same start and end; a text that still
// fits several moves is an error listing them.
func (p Position) ParseMove(s string) (Move, error) {
	mt, why := parseMoveText(s)
	if why != "" {
		return Move{}, &MoveError{Text: s, Kind: MoveUnreadable, Moves: p.moveTexts(p.LegalMoves(), p.MoveString), Msg: fmt.Sprintf("not a move: %q: %s; legal moves: %s", clipText(s), clipText(why), p.listMoves(p.LegalMoves(), p.MoveString))}
	}
	legal := p.LegalMoves()
	cands, exact := p.moveCandidates(mt, legal)
	text := clipText(strings.TrimSpace(s))
	if !exact && len(cands) == 1 && !cands[0].IsCapture() {
		// Squares in between may pick a capture path, never a plain move.
		return Move{}, &MoveError{Text: s, Kind: MovePlainWithSquares, From: cands[0].From(), To: cands[0].To(), Moves: []string{p.MoveString(cands[0])},
			Msg: fmt.Sprintf("no legal move %s: %s is a plain move, with no squares in between", text, p.MoveString(cands[0]))}
	}
	switch {
	case len(cands) == 0:
		return Move{}, &MoveError{Text: s, Kind: MoveNoSuchMove, Moves: p.moveTexts(legal, p.MoveString), Msg: fmt.Sprintf("no legal move %s; legal moves: %s", text, p.listMoves(legal, p.MoveString))}
	case !exact && len(cands) > 1:
		return Move{}, &MoveError{Text: s, Kind: MovePathFitsNone, From: mt.squares[0], To: mt.squares[len(mt.squares)-1], Moves: p.moveTexts(cands, p.fullPath),
			Msg: fmt.Sprintf("no legal move %s: the squares in between fit no capture from %d to %d; those are: %s",
				text, mt.squares[0], mt.squares[len(mt.squares)-1], p.listMoves(cands, p.fullPath))}
	case len(cands) > 1:
		return Move{}, &MoveError{Text: s, Kind: MoveAmbiguous, Moves: p.moveTexts(cands, p.fullPath), Msg: fmt.Sprintf("ambiguous move %s: it could be %s", text, p.listMoves(cands, p.fullPath))}
	}
	return cands[0], nil
}

// clipText shortens input echoed in an error message.
func clipText(s string) string {
	const max = 64
	if len(s) <= max {
		return s
	}
	return fmt.Sprintf("%s... (%d bytes)", strings.ToValidUTF8(s[:max], ""), len(s))
}
