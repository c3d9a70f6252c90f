package learn // win.go: the Win task: a won king ending played out against the best defence, every winning move accepted.

import (
	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/render/i18n"
)

// How far the Win task's searches look (plies), and their node budget.
// proofPlies covers a shot: the sacrifice's capture, another sacrifice and
// its capture, the last capture. The budget keeps one check within a few
// milliseconds natively, tens in the browser (measured in win_test.go); it
// is counted, never timed, so that every answer is the same on every machine.
const (
	proofPlies  = 5
	replyPlies  = 3
	proofBudget = 20_000
	hintPlies   = 9
	hintFree    = 1     // quiet moves of the player's after the hinted one, before the shot
	replyBudget = 4_000 // the defender's choice among all its moves
	hintBudget  = 25_000
)

// Refusal says why a move is not accepted: a catalogue key and its
// arguments (the move first).
type Refusal struct {
	Key  i18n.Key
	Args []any
}

// winVerdict classifies the player's move m at pos (the player to move,
// clock the draw rules' count before it).
//
// The defender has a lone king against four or more kings: a theorem of the
// endgame (four kings always beat one; FMJD endgame theory, the reason the
// 16-move rule of article 6.3 counts from three pieces down) makes every
// move after which the king has nothing to take a winning one, as long as
// the 25-move count of 6.2 has not run out. (Checked with the engine's own
// search for the lesson's first moves: every quiet move the step's search
// cannot prove quickly, e.g. 2-7, 23-12, 36-22, 44-17, is a forced win at
// depth 13-15, Black lost in 5-6 moves; 4-19 M nodes, minutes each, so not
// a test.) A move that lets it capture
// wins only when the engine's search proves the capture a forced loss for
// it (a shot: it lands where it is taken) within proofPlies.
func winVerdict(pos engine.Position, clock engine.DrawClock, m engine.Move) (bool, Refusal) {
	after := pos.Play(m)
	ac := clock.Next(pos, m, after)
	if len(after.LegalMoves()) == 0 {
		return true, Refusal{} // taken or blocked: won
	}
	if r := ac.Reason(); r != engine.NoReason {
		return false, Refusal{Key: "learn.win.drawn", Args: []any{pos.MoveString(m)}}
	}
	if !after.HasCapture() && fourAgainstOne(after) {
		return true, Refusal{}
	}
	if provenWin(after, ac) {
		return true, Refusal{}
	}
	if after.HasCapture() {
		return false, Refusal{Key: "learn.win.gives", Args: []any{pos.MoveString(m)}}
	}
	return false, Refusal{Key: "learn.win.lost", Args: []any{pos.MoveString(m)}}
}

// fourAgainstOne: the side to move has one king and nothing else, the other
// side at least four pieces, all kings.
func fourAgainstOne(p engine.Position) bool {
	dm, dk := p.Count(p.Side())
	am, ak := p.Count(1 - p.Side())
	return dm == 0 && dk == 1 && am == 0 && ak >= 4
}

// provenWin reports whether the search proves that the side to move at pos
// loses: within proofPlies whatever the other side plays, or within
// hintPlies-1 by a quiet move and a shot (a line of sacrifices: every reply
// forced). One budget for both.
func provenWin(pos engine.Position, clock engine.DrawClock) bool {
	pr := newProver(proofBudget)
	return pr.loses(pos, clock, proofPlies, proofPlies) || pr.loses(pos, clock, hintPlies-1, hintFree)
}

// prover is one bounded search: the positions looked at are counted and
// the search gives up (proving nothing more) past budget; what it has
// settled is remembered for the search's life.
type prover struct {
	nodes, budget int
	memo          map[uint64]bool
}

func newProver(budget int) *prover { return &prover{budget: budget, memo: map[uint64]bool{}} }

// defenderLoses reports whether the side to move at pos loses by force
// within plies (it cannot move, or has no pieces), the draw rules counted.
func defenderLoses(pos engine.Position, clock engine.DrawClock, plies int, nodes *int) bool {
	pr := newProver(proofBudget)
	ok := pr.loses(pos, clock, plies, plies)
	*nodes += pr.nodes
	return ok
}

// attackerWins reports whether the side to move at pos wins by force within
// plies.
func attackerWins(pos engine.Position, clock engine.DrawClock, plies int, nodes *int) bool {
	pr := newProver(proofBudget - *nodes)
	ok := pr.wins(pos, clock, plies, plies)
	*nodes += pr.nodes
	return ok
}

func memoKey(pos engine.Position, clock engine.DrawClock, plies, free int) uint64 {
	return pos.Hash() ^ uint64(plies)*0x9E3779B97F4A7C15 ^ uint64(free+1)*0xC2B2AE3D27D4EB4F ^ uint64(min(clock.PliesLeft(), 64))*0x165667B19E3779F9
}

// loses: the side to move at pos loses within plies; the other side's
// first free moves may be quiet, after them only the moves that give a
// capture are tried before its last move (a shot: every reply is forced),
// which reaches deeper for the hints. What it proves is proven.
func (pr *prover) loses(pos engine.Position, clock engine.DrawClock, plies, free int) bool {
	pr.nodes++
	moves := pos.LegalMoves()
	if len(moves) == 0 {
		return true
	}
	if plies < 2 || clock.Reason() != engine.NoReason || pr.nodes > pr.budget {
		return false
	}
	key := memoKey(pos, clock, plies, free)
	if v, ok := pr.memo[key]; ok {
		return v
	}
	v := true
	for _, d := range moves {
		p := pos.Play(d)
		c := clock.Next(pos, d, p)
		if c.Reason() != engine.NoReason || !pr.wins(p, c, plies-1, free) {
			v = false
			break
		}
	}
	pr.memo[key] = v
	return v
}

// wins: the side to move at pos wins within plies (see loses).
func (pr *prover) wins(pos engine.Position, clock engine.DrawClock, plies, free int) bool {
	pr.nodes++
	if plies < 1 || clock.Reason() != engine.NoReason || pr.nodes > pr.budget {
		return false
	}
	moves := pos.LegalMoves()
	capture := pos.HasCapture()
	if plies < 3 {
		// Only a move that leaves the other side nothing can win now: a
		// capture, or a piece that ends beside a piece of the other side
		// (the only way to block it).
		for _, a := range moves {
			if !capture && !besideOther(pos, a.To()) {
				continue
			}
			pr.nodes++
			if p := pos.Play(a); len(p.LegalMoves()) == 0 {
				return true
			}
		}
		return false
	}
	after := make([]engine.Position, len(moves))
	gives := make([]bool, len(moves))
	for i, a := range moves {
		after[i] = pos.Play(a)
		gives[i] = after[i].HasCapture()
	}
	// The moves that give the other side a capture first: a shot starts so.
	for pass := 0; pass < 2; pass++ {
		if pass == 1 && free <= 0 && !capture {
			break
		}
		for i, a := range moves {
			if gives[i] != (pass == 0) {
				continue
			}
			if pr.loses(after[i], clock.Next(pos, a, after[i]), plies-1, free-1) {
				return true
			}
		}
	}
	return false
}

// winIn returns the fewest plies (up to max) in which the side to move at
// pos wins by force, or 0 (also when nodes passes proofBudget).
func winIn(pos engine.Position, clock engine.DrawClock, max int, nodes *int) int {
	for k := 1; k <= max; k += 2 {
		if attackerWins(pos, clock, k, nodes) {
			return k
		}
	}
	return 0
}

// bestDefence is the defender's reply at pos: a move after which the
// attacker has no forced win within replyPlies if there is one (else the
// one that loses slowest); among equals the king's move to the long
// diagonal, then to the square with the most room; ties in the legal order.
// Every step is counted, never timed: the same reply every time.
func bestDefence(pos engine.Position, clock engine.DrawClock) (engine.Move, bool) {
	moves := pos.LegalMoves()
	if len(moves) == 0 {
		return engine.Move{}, false
	}
	best, bestKey := moves[0], -1
	nodes := proofBudget - replyBudget // one budget for the whole choice
	for _, d := range moves {
		p := pos.Play(d)
		c := clock.Next(pos, d, p)
		loss := winIn(p, c, replyPlies, &nodes)
		key := 0
		if loss == 0 {
			key = 1000
		} else {
			key = 100 * loss
		}
		if onLongDiagonal(d.To()) {
			key += 50
		}
		key += room(p, d.To())
		if key > bestKey {
			best, bestKey = d, key
		}
	}
	return best, true
}

// besideOther: a square diagonally next to a piece of the side not to move.
func besideOther(p engine.Position, sq int) bool {
	r, c := engine.Row(sq), engine.Col(sq)
	for _, d := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
		if pc := p.PieceAt(engine.SquareAt(r+d[0], c+d[1])); pc != engine.Empty && pc.Color() != p.Side() {
			return true
		}
	}
	return false
}

func onLongDiagonal(sq int) bool {
	for _, s := range longDiagonal {
		if s == sq {
			return true
		}
	}
	return false
}

// room counts the empty squares a king on sq sees along its diagonals (at
// most 17 on this board).
func room(p engine.Position, sq int) int {
	n := 0
	r, c := engine.Row(sq), engine.Col(sq)
	for _, d := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
		for i := 1; ; i++ {
			s := engine.SquareAt(r+d[0]*i, c+d[1]*i)
			if s == 0 || p.PieceAt(s) != engine.Empty {
				break
			}
			n++
		}
	}
	return n
}

// winHint is the attacker's move at pos off the step's line: the fastest
// forced win the search finds, else an accepted move to a position not seen
// before (seen: the game's earlier positions) that leaves the king the
// least room (progress: the king is hemmed in, no going round in circles).
func winHint(pos engine.Position, clock engine.DrawClock, seen []engine.Position) (engine.Move, bool) {
	moves := pos.LegalMoves()
	pr := newProver(hintBudget)
	for k := 1; k <= hintPlies; k += 2 {
		for pass := 0; pass < 2; pass++ { // the moves that give a capture first
			for _, m := range moves {
				p := pos.Play(m)
				if p.HasCapture() != (pass == 0) {
					continue
				}
				// Any first move, then a shot; the check accepts it too.
				if c := clock.Next(pos, m, p); pr.loses(p, c, k-1, hintFree) && (len(p.LegalMoves()) == 0 || provenWin(p, c)) {
					return m, true
				}
			}
		}
	}
	var best engine.Move
	bestRoom, found := 1<<30, false
	for _, m := range moves {
		p := pos.Play(m)
		if p.HasCapture() {
			continue // a shot would have been found above
		}
		if ok, _ := winVerdict(pos, clock, m); !ok {
			continue
		}
		r := 0
		if _, kings := p.Squares(p.Side()); len(kings) == 1 {
			r = room(p, kings[0])
		}
		for _, q := range seen {
			if q == p {
				r += 100
			}
		}
		if r < bestRoom {
			best, bestRoom, found = m, r, true
		}
	}
	return best, found
}
