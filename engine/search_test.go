package engine // search_test.go: search tests at fixed depths and node counts (never wall-clock).

import (
	"context"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"
	"time"
)

func srchFEN(t *testing.T, fen string) Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	return p
}

func srchLegal(p Position, m Move) bool {
	for _, l := range p.LegalMoves() {
		if l == m {
			return true
		}
	}
	return false
}

// srchRandomPositions plays seeded random games and returns the positions met.
func srchRandomPositions(seed uint64, games, maxPlies int) []Position {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []Position
	for g := 0; g < games; g++ {
		p := Initial()
		n := rng.IntN(maxPlies)
		for i := 0; i < n; i++ {
			ms := p.LegalMoves()
			if len(ms) == 0 {
				break
			}
			p = p.Play(ms[rng.IntN(len(ms))])
		}
		out = append(out, p)
	}
	return out
}

func TestSearchAlwaysLegal(t *testing.T) {
	s := NewSearcher(1 << 20)
	rng := rand.New(rand.NewPCG(3, 4))
	for i, p := range srchRandomPositions(11, 120, 120) {
		req := Request{Position: p, Clock: StartClock(p), Limits: Limits{Nodes: int64(1 + i*37%3000)}}
		if i%3 == 0 {
			req.Level, req.Rand = 1+i%LevelCount, rng
			req.Limits.Nodes = 2000
		}
		r := s.Search(context.Background(), req)
		legal := p.LegalMoves()
		if len(legal) == 0 {
			if !r.Move.IsZero() {
				t.Fatalf("%s: move %v with no legal moves", p.FEN(), r.Move)
			}
			continue
		}
		if !srchLegal(p, r.Move) {
			t.Fatalf("%s: illegal move %d-%d", p.FEN(), r.Move.From(), r.Move.To())
		}
		// The PV must be a legal line.
		q := p
		for _, m := range r.PV {
			if !srchLegal(q, m) {
				t.Fatalf("%s: illegal PV move %d-%d", p.FEN(), m.From(), m.To())
			}
			q = q.Play(m)
		}
	}
}

func TestSearchDepthLimit(t *testing.T) {
	s := NewSearcher(1 << 20)
	var last int
	r := s.Search(context.Background(), Request{Position: Initial(), Limits: Limits{Depth: 5},
		Progress: func(i Info) { last = i.Depth }})
	if r.Depth != 5 || last != 5 {
		t.Fatalf("depth limit 5: result depth %d, last progress depth %d", r.Depth, last)
	}
}

func TestSearchNodeLimit(t *testing.T) {
	s := NewSearcher(1 << 20)
	for _, n := range []int64{1, 100, 5000, 40000} {
		r := s.Search(context.Background(), Request{Position: Initial(), Limits: Limits{Nodes: n}})
		if r.Nodes > n+1 {
			t.Errorf("node limit %d: searched %d", n, r.Nodes)
		}
		if !srchLegal(Initial(), r.Move) {
			t.Errorf("node limit %d: illegal move", n)
		}
	}
}

func TestSearchCancelFromProgress(t *testing.T) {
	s := NewSearcher(1 << 20)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cancelled, late := false, 0
	var nodesAtCancel int64
	r := s.Search(ctx, Request{Position: Initial(), Limits: Limits{Infinite: true},
		Progress: func(i Info) {
			if cancelled {
				late++
			}
			if i.Depth >= 6 && !cancelled {
				cancelled = true
				nodesAtCancel = i.Nodes
				cancel()
			}
		}})
	if late != 0 {
		t.Errorf("%d progress calls after cancel", late)
	}
	if r.Nodes > nodesAtCancel+2*checkInterval {
		t.Errorf("cancelled search went on: %d nodes at cancel, %d at return", nodesAtCancel, r.Nodes)
	}
	if !srchLegal(Initial(), r.Move) {
		t.Errorf("cancelled search returned an illegal move")
	}
	// Already cancelled before it starts: still a legal move.
	r = s.Search(ctx, Request{Position: Initial(), Limits: Limits{Infinite: true}})
	if !srchLegal(Initial(), r.Move) {
		t.Errorf("pre-cancelled search returned an illegal move")
	}
}

func TestSearchDeterministic(t *testing.T) {
	run := func() (Move, int64) {
		s := NewSearcher(1 << 20)
		r := s.Search(context.Background(), Request{Position: Initial(), Limits: Limits{Depth: 7}})
		return r.Move, r.Nodes
	}
	m1, n1 := run()
	m2, n2 := run()
	if m1 != m2 || n1 != n2 {
		t.Fatalf("two identical searches differ: %v/%d vs %v/%d", m1, n1, m2, n2)
	}
}

func TestSearchNoMoves(t *testing.T) {
	// White to move with no pieces: lost.
	p := srchFEN(t, "W:W:B1,2")
	s := NewSearcher(1 << 20)
	r := s.Search(context.Background(), Request{Position: p, Limits: Limits{Depth: 3}})
	if !r.Move.IsZero() || r.Score > -winBound {
		t.Fatalf("no moves: got move %v score %d", r.Move, r.Score)
	}
}

func TestSearchFindsWin(t *testing.T) {
	// White king against a lone black man that cannot escape: a win.
	p := srchFEN(t, "W:WK28,K47:B6")
	s := NewSearcher(1 << 20)
	r := s.Search(context.Background(), Request{Position: p, Limits: Limits{Depth: 12}})
	if r.Score < 500 {
		t.Fatalf("two kings against a man: score %d, want clearly winning", r.Score)
	}
}

// A winning side must not walk into the 25-move rule; a losing side takes it.
func TestSearchDrawRules(t *testing.T) {
	s := NewSearcher(1 << 20)
	p := srchFEN(t, "W:WK47,K48,36,38,39:BK5,11,12")
	clock := DrawClock{KingPlies: 49}
	r := s.Search(context.Background(), Request{Position: p, Clock: clock, Limits: Limits{Depth: 6}})
	if p.kings&bit(int(r.Move.from)) != 0 {
		t.Errorf("winning side played king move %d-%d into the 25-move draw", r.Move.From(), r.Move.To())
	}
	p = srchFEN(t, "B:WK47,K48,36,38,39:BK5,11")
	r = s.Search(context.Background(), Request{Position: p, Clock: clock, Limits: Limits{Depth: 6}})
	if p.kings&bit(int(r.Move.from)) == 0 || r.Score != 0 {
		t.Errorf("losing side did not take the 25-move draw: %d-%d score %d", r.Move.From(), r.Move.To(), r.Score)
	}
}

// The search sees repetitions against the game history: a side that is
// behind repeats, given the chance.
func TestSearchRepetition(t *testing.T) {
	// Black king shuttles; the position after Black's king returns to 5 has
	// occurred before.
	start := srchFEN(t, "B:WK47,K48,36,38,39:BK5,11")
	m1 := srchMove(t, start, 5, 10)
	a := start.Play(m1)
	m2 := srchMove(t, a, 48, 42)
	b := a.Play(m2)
	m3 := srchMove(t, b, 10, 5)
	c := b.Play(m3)
	m4 := srchMove(t, c, 42, 48)
	d := c.Play(m4) // == start
	if d != start {
		t.Fatal("test setup: the cycle does not return to the start")
	}
	hist := []Position{start, a, b, c}
	// Now Black moves 5-10 again, reaching a (seen before): the search must
	// know that a itself is a repetition and the line 5-10 draws at once.
	s := NewSearcher(1 << 20)
	r := s.Search(context.Background(), Request{Position: d, History: hist, Clock: DrawClock{KingPlies: 4}, Limits: Limits{Depth: 6}})
	if r.Score != 0 {
		t.Errorf("losing side with a repetition available: score %d, move %d-%d", r.Score, r.Move.From(), r.Move.To())
	}
}

func srchMove(t *testing.T, p Position, from, to int) Move {
	t.Helper()
	for _, m := range p.LegalMoves() {
		if m.From() == from && m.To() == to {
			return m
		}
	}
	t.Fatalf("%s: no move %d-%d", p.FEN(), from, to)
	return Move{}
}

func TestFormatScore(t *testing.T) {
	for _, c := range []struct {
		score int
		want  string
	}{{125, "+1.25"}, {-5, "-0.05"}, {0, "+0.00"}, {WinScore - 13, "win in 7"}, {-(WinScore - 4), "loss in 2"}} {
		if got := FormatScore(c.score); got != c.want {
			t.Errorf("FormatScore(%d) = %q, want %q", c.score, got, c.want)
		}
	}
}

func TestHintLegal(t *testing.T) {
	s := NewSearcher(1 << 20)
	r := Hint(context.Background(), s, Request{Position: Initial(), Level: 1})
	if !srchLegal(Initial(), r.Move) || r.Nodes > hintNodes+1 {
		t.Fatalf("hint: move legal %v, nodes %d", srchLegal(Initial(), r.Move), r.Nodes)
	}
}

func TestAllocateTime(t *testing.T) {
	const s = time.Second
	for _, c := range []struct {
		lim        Limits
		soft, hard time.Duration
	}{
		{Limits{}, 0, 0},
		{Limits{MoveTime: 2 * s}, s, 2 * s},
		{Limits{Time: 60 * s}, 0, 0},               // checked below: a fraction of the clock
		{Limits{Time: 10 * s, MovesToGo: 1}, 0, 0}, // the last move before the control may use it all
	} {
		soft, hard := allocateTime(c.lim, 0)
		switch {
		case c.lim.MoveTime > 0 || c.lim.Time == 0:
			if soft != c.soft || hard != c.hard {
				t.Errorf("%+v: soft %v hard %v, want %v %v", c.lim, soft, hard, c.soft, c.hard)
			}
		case c.lim.MovesToGo == 1:
			if hard < 9*s || hard > c.lim.Time || soft > hard {
				t.Errorf("%+v: soft %v hard %v", c.lim, soft, hard)
			}
		default:
			if soft <= 0 || soft > hard || hard > c.lim.Time/2 || soft > c.lim.Time/20 {
				t.Errorf("%+v: soft %v hard %v", c.lim, soft, hard)
			}
		}
	}
	// The increment adds to the budget; a nearly empty clock never overdraws.
	s1, _ := allocateTime(Limits{Time: 60 * s}, 0)
	s2, _ := allocateTime(Limits{Time: 60 * s, Inc: 2 * s}, 0)
	if s2 <= s1 {
		t.Errorf("increment did not add time: %v vs %v", s1, s2)
	}
	if _, h := allocateTime(Limits{Time: 10 * time.Millisecond, Inc: 5 * s}, 100); h > 10*time.Millisecond {
		t.Errorf("10 ms on the clock: hard limit %v", h)
	}
	// A fixed move time: SoftTime is the share after which no iteration starts.
	for _, c := range []struct {
		pct        int
		soft, hard time.Duration
	}{{0, s, 2 * s}, {50, s, 2 * s}, {75, 1500 * time.Millisecond, 2 * s}, {100, 2 * s, 2 * s}, {150, 2 * s, 2 * s}} {
		if soft, hard := allocateTime(Limits{MoveTime: 2 * s}, c.pct); soft != c.soft || hard != c.hard {
			t.Errorf("move time 2 s, SoftTime %d: soft %v hard %v, want %v %v", c.pct, soft, hard, c.soft, c.hard)
		}
	}
}

// TestPrefetchSearchesTheSameTree: the prefetch lookahead (amd64) picks the
// next move early; the search must stay the very same as without it (the
// js/wasm and arm64 builds): nodes, move, score and line, here over the
// bench's kind of positions and random middlegames.
func TestPrefetchSearchesTheSameTree(t *testing.T) {
	if !havePrefetch {
		t.Skip("no prefetch on this architecture: only the plain search exists")
	}
	fens := append([]string{}, benchFENs...)
	for _, p := range randomPlayedPositions(60, 21)[20:] {
		fens = append(fens, p.FEN())
	}
	for _, f := range fens {
		p := srchFEN(t, f)
		var res [2]SearchResult
		for i, off := range []bool{false, true} {
			s := NewSearcher(1 << 20) // small: many replacements
			s.noPrefetch = off
			res[i] = s.Search(context.Background(), Request{Position: p, Limits: Limits{Depth: 7}})
		}
		a, b := res[0], res[1]
		if a.Nodes != b.Nodes || a.Move != b.Move || a.Score != b.Score || fmt.Sprint(a.PV) != fmt.Sprint(b.PV) {
			t.Fatalf("%s: with prefetch %d nodes %v %d %v, without %d nodes %v %d %v",
				f, a.Nodes, a.Move, a.Score, a.PV, b.Nodes, b.Move, b.Score, b.PV)
		}
	}
}

// TestScoreMovesAsSpecified: the ordering scores equal the plain rule (the
// table move first, then captures by kings taken and crowning, killers,
// crowning men, history), on random positions with random killers, table
// moves and history.
func TestScoreMovesAsSpecified(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	s := NewSearcher(1 << 16)
	ps := randomPlayedPositions(3000, 17)
	for n, pos := range ps {
		moves := pos.LegalMoves()
		if len(moves) < 2 {
			continue
		}
		ply := r.IntN(MaxPly)
		pick := func() Move {
			switch r.IntN(3) {
			case 0:
				return Move{}
			case 1:
				return moves[r.IntN(len(moves))]
			}
			q := ps[r.IntN(len(ps))].LegalMoves() // a move of another position
			if len(q) == 0 {
				return Move{}
			}
			return q[r.IntN(len(q))]
		}
		ttMove := pick()
		if r.IntN(2) == 0 {
			ttMove = moves[r.IntN(len(moves))]
		}
		for k := range s.killers[ply] {
			if m := pick(); !m.IsCapture() {
				s.killers[ply][k] = m
			}
		}
		for _, m := range moves {
			s.history[pos.side][m.from][m.to] = int32(r.IntN(1000) - 300)
		}
		found := false
		for _, m := range moves {
			found = found || m == ttMove
		}
		if !found {
			ttMove = Move{} // resolve gives a legal move or none
		}
		got := append([]int32(nil), s.scoreMoves(pos, moves, ttMove, ply)...)
		for i, m := range moves {
			var want int32
			promotes := pos.kings&bit(int(m.from)) == 0 && bit(int(m.to))&promotionRow[pos.side] != 0
			switch {
			case m == ttMove:
				want = orderTT
			case m.IsCapture():
				want = orderCapture + int32(bits.OnesCount64(m.captured&pos.kings))*1000
				if promotes {
					want += 500
				}
			case m == s.killers[ply][0]:
				want = orderKiller1
			case m == s.killers[ply][1]:
				want = orderKiller2
			case promotes:
				want = orderPromote
			default:
				want = s.history[pos.side][m.from][m.to]
			}
			if got[i] != want {
				t.Fatalf("position %d %s, move %s (table move %v, killers %v): score %d, want %d",
					n, pos.FEN(), pos.MoveString(m), ttMove, s.killers[ply], got[i], want)
			}
		}
	}
}
