package engine // search_tactics_test.go: the search finds shots (sacrifices that win material back with interest).

import (
	"context"
	"testing"
)

// shotPositions were found by a brute-force material search (see
// materialMinimax) over positions of seeded random games: in each, one quiet
// move offers material and wins at least gain men back within five plies
// (captures resolved), while every other move wins nothing.
var shotPositions = []struct {
	fen  string
	move string
	gain int
}{
	{"B:W26,27,28,33,35,36,37,38,39,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,6,7,8,9,11,12,13,14,15,16,17,18", "17-21", 2},
	{"B:W10,23,27,29,34,36,37,38,39,40,41,44,45,46,47,48,49,50:B1,2,3,4,6,7,8,9,11,12,15,18", "9-14", 2},
	{"B:W16,30,34,35,36,37,38,39,44,45,46,47,48,49:B1,3,5,6,7,8,9,10,14,15,17,18,19,20,22", "17-21", 2},
	{"B:WK23,28,29,30,36,40,41,42,44,45,46,47,49,50:B4,5,10,14,20", "10-15", 2},
	{"W:W26,29,34,35,36,39,40,42,43,45,46,47,48,49,50:B1,2,4,5,6,7,8,9,10,14,15,18,20,22", "29-24", 4},
	{"B:W30,35,36,38,39,40,41,42,44,45,46,47,48,49,50:B1,2,3,4,5,7,8,9,10,12,14,15,20,21,29", "29-34", 2},
	{"W:W31,32,34,35,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,9,10,12,13,14,15,16,18,20,22,24", "34-29", 2},
	{"W:W26,31,37,38,40,43,44,45,47,48,49:B1,2,4,6,7,8,9,13,14,16,17,29", "26-21", 2},
	{"B:W16,31,34,35,37,38,41,43,44,45,46,47,48,50:B1,4,5,6,7,9,10,11,13,15,19,20,24,25", "24-30", 4},
	{"W:W27,32,33,36,37,38,39,40,41,42,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,13,15,16,17,19,20,21,24,29", "27-22", 2},
	{"W:W16,26,40,41,44,46,47,50:B1,2,4,5,6,7,9,10,11,13,14,15,29,32,36,K48", "41-37", 2},
	{"B:WK3,29,34,36,39,40,41,42,43,44,46,47,48,49:B4,5,7,10,11,13,15,19,26", "11-17", 2},
}

// materialMinimax is an independent check built on the move generator
// alone: a full-width search counting men 1 and kings 3, resolving captures
// at the horizon.
func materialMinimax(p Position, depth int) int { return materialMinimaxK(p, depth, 3) }

// materialMinimaxK is materialMinimax with a king worth kingValue men.
func materialMinimaxK(p Position, depth, kingValue int) int {
	moves := p.LegalMoves()
	if len(moves) == 0 {
		return -100
	}
	if depth <= 0 && !moves[0].IsCapture() {
		wm, wk, bm, bk := p.Material()
		v := wm + kingValue*wk - bm - kingValue*bk
		if p.side == Black {
			v = -v
		}
		return v
	}
	best := -1000
	for _, m := range moves {
		best = max(best, -materialMinimaxK(p.Play(m), depth-1, kingValue))
	}
	return best
}

func TestSearchFindsShots(t *testing.T) {
	s := NewSearcher(4 << 20)
	for _, c := range shotPositions {
		p := srchFEN(t, c.fen)
		want, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if !p.Play(want).HasCapture() {
			t.Errorf("%s: %s is not a sacrifice", c.fen, c.move)
		}
		wm, wk, bm, bk := p.Material()
		base := wm + 3*wk - bm - 3*bk
		if p.side == Black {
			base = -base
		}
		if got := -materialMinimax(p.Play(want), 4) - base; got < c.gain {
			t.Errorf("%s: %s wins %d, table says %d", c.fen, c.move, got, c.gain)
		}
		s.NewGame()
		r := s.Search(context.Background(), Request{Position: p, Clock: StartClock(p), Limits: Limits{Depth: 6}})
		if r.Move != want {
			t.Errorf("%s: search played %s (score %d), want the shot %s", c.fen, p.MoveString(r.Move), r.Score, c.move)
		}
	}
}

// breakthroughPositions: a sacrifice opens the way to a king. Counting a
// king as 3 men the move wins at least 2 men within six plies; counting it
// as one man it wins nothing, so the gain is the crowning.
var breakthroughPositions = []struct{ fen, move string }{
	{"B:W8,29,45:B5,6,7,15,16,18,42", "7-12"},
	{"B:W6,26,31,35,41,46:B5,7,8,29,42", "7-11"},
}

func TestSearchFindsBreakthrough(t *testing.T) {
	s := NewSearcher(4 << 20)
	for _, c := range breakthroughPositions {
		p := srchFEN(t, c.fen)
		want, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		after := p.Play(want)
		if !after.HasCapture() {
			t.Errorf("%s: %s is not a sacrifice", c.fen, c.move)
		}
		base := func(kv int) int {
			wm, wk, bm, bk := p.Material()
			v := wm + kv*wk - bm - kv*bk
			if p.side == Black {
				v = -v
			}
			return v
		}
		if g := -materialMinimaxK(after, 5, 3) - base(3); g < 2 {
			t.Errorf("%s: %s gains %d with kings worth 3", c.fen, c.move, g)
		}
		if g := -materialMinimaxK(after, 5, 1) - base(1); g > 0 {
			t.Errorf("%s: %s gains %d even with kings worth 1: not a breakthrough", c.fen, c.move, g)
		}
		s.NewGame()
		r := s.Search(context.Background(), Request{Position: p, Clock: StartClock(p), Limits: Limits{Depth: 8}})
		if r.Move != want {
			t.Errorf("%s: search played %s (score %d), want the breakthrough %s", c.fen, p.MoveString(r.Move), r.Score, c.move)
		}
	}
}
