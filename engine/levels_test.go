package engine // levels_test.go: the level table is ordered, and a strong level beats a weak one.

import (
	"context"
	"math/rand/v2"
	"testing"
)

func TestLevelTable(t *testing.T) {
	if LevelInfo(0) != LevelInfo(1) || LevelInfo(99) != LevelInfo(LevelCount) {
		t.Fatal("LevelInfo does not clamp")
	}
	for n := 2; n <= LevelCount; n++ {
		a, b := LevelInfo(n-1), LevelInfo(n)
		if b.Nodes <= a.Nodes || b.Noise > a.Noise || b.Blunder > a.Blunder || b.Name == "" {
			t.Errorf("level %d is not above level %d: %+v vs %+v", n, n-1, b, a)
		}
	}
	if top := LevelInfo(LevelCount); top.Noise != 0 || top.Blunder != 0 {
		t.Errorf("top level has noise or blunders: %+v", top)
	}
}

// playLevels plays one game between two levels (white, black) and returns
// +1, 0 or -1 from White's view.
func playLevels(white, black int, seed uint64) int {
	rng := rand.New(rand.NewPCG(seed, 2))
	sw, sb := NewSearcher(1<<20), NewSearcher(1<<20)
	pos := Initial()
	clock := StartClock(pos)
	var hist []Position
	for ply := 0; ply < 200; ply++ {
		if len(pos.LegalMoves()) == 0 {
			if pos.side == White {
				return -1
			}
			return 1
		}
		if clock.Reason() != NoReason {
			return 0
		}
		s, lvl := sw, white
		if pos.side == Black {
			s, lvl = sb, black
		}
		r := s.Search(context.Background(), Request{Position: pos, History: hist, Clock: clock, Level: lvl, Rand: rng})
		next := pos.Play(r.Move)
		clock = clock.Next(pos, r.Move, next)
		if pos.IsIrreversible(r.Move) {
			hist = hist[:0]
		} else {
			hist = append(hist, pos)
		}
		pos = next
	}
	return 0
}

// TestLevelStrength plays games; the js/wasm run in Node leaves it out with
// -skip (it runs natively).
func TestLevelStrength(t *testing.T) {
	score := 0
	for g := 0; g < 4; g++ {
		if g%2 == 0 {
			score += playLevels(5, 1, uint64(g))
		} else {
			score -= playLevels(1, 5, uint64(g))
		}
	}
	if score < 3 {
		t.Fatalf("level 5 against level 1: %+d in 4 games, want at least +3", score)
	}
}

func TestLevelBudget(t *testing.T) {
	s := NewSearcher(1 << 20)
	for n := 1; n <= 6; n++ {
		r := s.Search(context.Background(), Request{Position: Initial(), Level: n, Rand: rand.New(rand.NewPCG(1, 1))})
		if r.Nodes > LevelInfo(n).Nodes+1 || !srchLegal(Initial(), r.Move) {
			t.Errorf("level %d: %d nodes (budget %d)", n, r.Nodes, LevelInfo(n).Nodes)
		}
		// The caller's limits still cap a level.
		r = s.Search(context.Background(), Request{Position: Initial(), Level: n, Limits: Limits{Nodes: 20}})
		if r.Nodes > 21 {
			t.Errorf("level %d with a 20-node limit: %d nodes", n, r.Nodes)
		}
	}
}
