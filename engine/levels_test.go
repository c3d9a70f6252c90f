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

func TestOpeningPly(t *testing.T) {
	g := Initial()
	for ply := 0; ply < 6; ply++ {
		if n, ok := openingPly(g); !ok || n != ply {
			t.Fatalf("ply %d: openingPly = %d, %v", ply, n, ok)
		}
		for _, m := range g.LegalMoves() { // a quiet line: no capture on the next ply
			if !g.Play(m).HasCapture() {
				g = g.Play(m)
				break
			}
		}
	}
	for _, f := range []string{"W:W31-50:B1-19", "B:WK31,32-50:B1-20"} { // a capture, a king
		p, err := ParseFEN(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := openingPly(p); ok {
			t.Errorf("%s: counted as an opening position", f)
		}
	}
}

// TestTopLevelVariety: the top level (no noise) plays different openings
// with different seeds, and the same game with the same seed.
func TestTopLevelVariety(t *testing.T) {
	first := func(seed uint64) string {
		s := NewSearcher(1 << 20)
		rng := rand.New(rand.NewPCG(seed, 3))
		pos, line := Initial(), ""
		for ply := 0; ply < 4; ply++ {
			r := s.Search(context.Background(), Request{Position: pos, Level: LevelCount, Limits: Limits{Nodes: 3000}, Rand: rng})
			line += pos.MoveString(r.Move) + " "
			pos = pos.Play(r.Move)
		}
		return line
	}
	seen := map[string]bool{}
	for seed := uint64(0); seed < 8; seed++ {
		seen[first(seed)] = true
	}
	if len(seen) < 3 {
		t.Errorf("level %d: %d different openings in 8 games, want at least 3: %v", LevelCount, len(seen), seen)
	}
	if first(5) != first(5) {
		t.Error("the same seed gave two openings")
	}
}
