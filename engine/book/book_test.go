package book

import (
	"bytes"
	"context"
	"math/rand/v2"
	"testing"

	"github.com/draughts/draughts/engine"
)

// walk visits every book position reachable from the start through book
// moves and returns how many entries it resolved to legal moves.
func walk(t *testing.T, b *Book) (entries, positions int) {
	t.Helper()
	seen := map[uint64]bool{}
	queue := []engine.Position{engine.Initial()}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if seen[Key(p)] {
			continue
		}
		seen[Key(p)] = true
		es := b.moves(p)
		if len(es) == 0 {
			continue
		}
		positions++
		for _, e := range es {
			m, ok := legal(p, e)
			if !ok {
				t.Fatalf("%s: book move %d-%d is not legal", p.FEN(), e.From, e.To)
			}
			entries++
			queue = append(queue, p.Play(m))
		}
	}
	return entries, positions
}

// TestDefaultBook: the embedded book has the start position, every entry
// is a legal move of a position reached from the start through the book,
// and picking is deterministic for a seed and varied across seeds.
func TestDefaultBook(t *testing.T) {
	b, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if b.Len() < 20 {
		t.Fatalf("book has %d moves", b.Len())
	}
	entries, positions := walk(t, b)
	if entries != b.Len() || positions != b.Positions() {
		t.Errorf("reached %d entries in %d positions from the start, the book has %d in %d", entries, positions, b.Len(), b.Positions())
	}
	start := engine.Initial()
	pick := func(seed uint64) []engine.Move {
		r := rand.New(rand.NewPCG(seed, 1))
		var out []engine.Move
		for i := 0; i < 20; i++ {
			m, _, ok := b.Pick(start, r)
			if !ok {
				t.Fatal("start position not in the book")
			}
			out = append(out, m)
		}
		return out
	}
	a, a2, c := pick(1), pick(1), pick(2)
	distinct := map[engine.Move]bool{}
	for i := range a {
		if a[i] != a2[i] {
			t.Fatalf("same seed, different choice at %d", i)
		}
		distinct[a[i]] = true
		distinct[c[i]] = true
	}
	if len(distinct) < 2 {
		t.Errorf("20 picks from two seeds all chose %v: no variety", a[0])
	}
	best, _, _ := b.Pick(start, nil)
	moves, scores := b.Moves(start)
	if best != moves[0] || scores[0] < scores[len(scores)-1] {
		t.Errorf("nil generator should pick the best move %v, got %v", moves[0], best)
	}
}

// TestBuildDeterministic builds a tiny book twice (same bytes), reads it
// back, and rejects a damaged copy.
func TestBuildDeterministic(t *testing.T) {
	opt := Options{Plies: 2, Depth: 3, Margin: 15, MaxPer: 2}
	b1, err := Build(context.Background(), opt, nil)
	if err != nil {
		t.Fatal(err)
	}
	b2, _ := Build(context.Background(), opt, nil)
	d1, d2 := b1.Bytes(), b2.Bytes()
	if !bytes.Equal(d1, d2) {
		t.Fatal("two builds with the same options differ")
	}
	if e, _ := walk(t, b1); e != b1.Len() || b1.Len() < 3 {
		t.Fatalf("%d entries reached of %d", e, b1.Len())
	}
	r, err := Read(d1)
	if err != nil || !bytes.Equal(r.Bytes(), d1) {
		t.Fatalf("round trip: %v", err)
	}
	bad := append([]byte(nil), d1...)
	bad[len(bad)-1] ^= 1
	if _, err := Read(bad); err == nil {
		t.Error("damaged book read without error")
	}
	if _, err := Read(d1[:len(d1)-3]); err == nil {
		t.Error("short book read without error")
	}
	if _, err := Build(context.Background(), Options{}, nil); err == nil {
		t.Error("bad options accepted")
	}
}

// TestSearchUsesBook: a searcher with the book answers the start position
// from it at full strength and at levels 9-10, searches at lower levels
// and in analysis (infinite), and stays deterministic without a generator.
func TestSearchUsesBook(t *testing.T) {
	b, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	s := engine.NewSearcher(1 << 20)
	s.Book = b
	start := engine.Initial()
	bookMoves, _ := b.Moves(start)
	inBook := func(m engine.Move) bool {
		for _, bm := range bookMoves {
			if bm == m {
				return true
			}
		}
		return false
	}
	for _, level := range []int{0, 9, 10} {
		r := s.Search(context.Background(), engine.Request{Position: start, Level: level, Limits: engine.Limits{Nodes: 5000},
			Rand: rand.New(rand.NewPCG(3, uint64(level)))})
		if !inBook(r.Move) || r.Nodes != 0 {
			t.Errorf("level %d: move %v after %d nodes, want a book move at once", level, r.Move, r.Nodes)
		}
	}
	if r := s.Search(context.Background(), engine.Request{Position: start, Level: 5}); r.Nodes == 0 {
		t.Error("level 5 used the book")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r := s.Search(ctx, engine.Request{Position: start, Limits: engine.Limits{Infinite: true}}); r.Nodes == 0 {
		t.Error("analysis used the book")
	}
	a := s.Search(context.Background(), engine.Request{Position: start})
	a2 := s.Search(context.Background(), engine.Request{Position: start})
	if a.Move != a2.Move || a.Move != bookMoves[0] {
		t.Errorf("without a generator: %v then %v, want the best book move %v", a.Move, a2.Move, bookMoves[0])
	}
}
