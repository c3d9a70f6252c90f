package engine // search_knobs_test.go: the optional search knobs (ProbCut, singular extensions, history-scaled reductions, reverse futility pruning, futility pruning, internal iterative reduction, the aspiration window) change the search, keep it exact where it must be and find the shots.

import (
	"context"
	"testing"
)

// knobSettings are the optional knobs, each switched on alone over
// knobBase, with values low enough to act at the small depths of a test.
var knobSettings = []struct {
	name string
	set  func(*SearchParams)
}{
	{"probcut", func(p *SearchParams) { p.ProbCut, p.ProbCutDepth, p.ProbCutReduce = 40, 4, 3 }},
	{"singular", func(p *SearchParams) { p.Singular, p.SingularMargin = 4, 2 }},
	{"lmrhist", func(p *SearchParams) { p.LMRHist = 1 }},
	{"rfp", func(p *SearchParams) { p.RFPMargin, p.RFPDepth = 50, 3 }},
	{"futility", func(p *SearchParams) { p.FutMargin, p.FutDepth = 50, 2 }},
	{"iir", func(p *SearchParams) { p.IIR = 4 }},
	{"aspiration", func(p *SearchParams) { p.AspWindow = 15 }},
}

// knobBase is the default search with every knob of knobSettings off.
func knobBase(p *SearchParams) { p.ProbCut, p.Singular, p.LMRHist, p.RFPMargin = 0, 0, 0, 0 }

func knobSearcher(set func(*SearchParams)) *Searcher {
	s := NewSearcher(4 << 20)
	knobBase(&s.Params)
	set(&s.Params)
	return s
}

// Each knob must reach the search: at depth 7 over a set of middle-game
// positions it searches another number of nodes than without it, the
// same number twice (deterministic), and always returns a legal move.
func TestSearchKnobsActAndAreDeterministic(t *testing.T) {
	positions := srchRandomPositions(11, 8, 40)
	total := func(s *Searcher) (n int64) {
		for _, p := range positions {
			s.NewGame()
			r := s.Search(context.Background(), Request{Position: p, Clock: StartClock(p), Limits: Limits{Depth: 7}})
			if len(p.LegalMoves()) > 0 && !srchLegal(p, r.Move) {
				t.Fatalf("%s: illegal move %v", p.FEN(), r.Move)
			}
			n += r.Nodes
		}
		return n
	}
	base := total(knobSearcher(func(*SearchParams) {}))
	for _, k := range knobSettings {
		a, b := total(knobSearcher(k.set)), total(knobSearcher(k.set))
		if a != b {
			t.Errorf("%s: %d nodes, then %d: not deterministic", k.name, a, b)
		}
		if a == base {
			t.Errorf("%s: %d nodes, the same as without it: the knob does not act", k.name, a)
		}
		t.Logf("%s: %d nodes (without it %d)", k.name, a, base)
	}
}

// With each knob the search still finds every shot and breakthrough (or a
// move worth as much).
func TestSearchKnobsFindShots(t *testing.T) {
	for _, k := range knobSettings {
		s := knobSearcher(k.set)
		check := func(fen, move string, depth int) {
			p := srchFEN(t, fen)
			want, err := p.ParseMove(move)
			if err != nil {
				t.Fatalf("%s: %v", fen, err)
			}
			s.NewGame()
			r := s.Search(context.Background(), Request{Position: p, Clock: StartClock(p), Limits: Limits{Depth: depth}})
			if r.Move == want {
				return
			}
			if got, best, ok := worthAsMuch(s, p, r.Move, want, depth); !ok {
				t.Errorf("%s: %s: played %s (%d), want %s (%d)", k.name, fen, p.MoveString(r.Move), got, move, best)
			}
		}
		for _, c := range shotPositions {
			check(c.fen, c.move, 8)
		}
		for _, c := range breakthroughPositions {
			check(c.fen, c.move, 8)
		}
	}
}

// worthAsMuch tells whether played is right in p where want is the known
// answer: another move is right only if it is worth as much (within 15
// centi-men), each searched on by s for the rest of depth. Some shots have
// a twin: in one position 18-22 scored -359 against 9-14's -360.
func worthAsMuch(s *Searcher, p Position, played, want Move, depth int) (got, best int, ok bool) {
	after := func(m Move) int {
		q := p.Play(m)
		s.NewGame()
		return -s.Search(context.Background(), Request{Position: q, Clock: StartClock(q), Limits: Limits{Depth: depth - 1}}).Score
	}
	got, best = after(played), after(want)
	return got, best, played == want || got >= best-15
}

// A won position stays won with each knob (no pruning may hide it): two
// kings against a man, as in TestSearchFindsWin.
func TestSearchKnobsKeepWins(t *testing.T) {
	for _, k := range knobSettings {
		s := knobSearcher(k.set)
		p := srchFEN(t, "W:WK28,K47:B6")
		r := s.Search(context.Background(), Request{Position: p, Limits: Limits{Depth: 12}})
		if r.Score < 500 {
			t.Errorf("%s: two kings against a man: score %d, want clearly winning", k.name, r.Score)
		}
	}
}
