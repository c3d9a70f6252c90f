package egdb

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/draughts/draughts/engine"
)

// playOut plays g to its end (or maxPlies) with the same searcher for both
// sides at nodes per move, and returns the result.
func playOut(t *testing.T, g *engine.Game, tb engine.EndgameTable, nodes int64, maxPlies int) (engine.Result, engine.Reason) {
	t.Helper()
	s := engine.NewSearcher(4 << 20)
	s.Endgame = tb
	for i := 0; i < maxPlies; i++ {
		if r, why := g.Result(); r != engine.Ongoing {
			return r, why
		}
		pos, hist, clock := g.SearchRoot()
		res := s.Search(context.Background(), engine.Request{Position: pos, History: hist, Clock: clock, Limits: engine.Limits{Nodes: nodes}})
		if err := g.Play(res.Move); err != nil {
			t.Fatalf("%s: engine move: %v", pos.FEN(), err)
		}
	}
	r, why := g.Result()
	return r, why
}

// wonPositions picks n table wins of material m (White to move) where
// White has no capture at once: the conversion must be played.
func wonPositions(db *DB, m Material, n int, seed uint64) []engine.Position {
	r := rand.New(rand.NewPCG(seed, 3))
	var out []engine.Position
	for tries := 0; len(out) < n && tries < 100000; tries++ {
		w, b, k, ok := m.decode(r.Uint64N(m.Size()))
		if !ok {
			continue
		}
		p := engine.PositionFromBitboards(engine.White, w, b, k)
		if v, _ := db.Probe(p); v == engine.EGWin && !p.HasCapture() {
			out = append(out, p)
		}
	}
	return out
}

// TestConvertsWonEndings: from won 3-piece table positions the engine,
// playing both sides with the table, reaches the real win within the draw
// rules (the won-endgame band makes it capture and crown rather than
// shuffle; the loser defends with the same table).
func TestConvertsWonEndings(t *testing.T) {
	db, err := Small()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		m Material
		n int
	}{
		{Material{0, 2, 1, 0}, 3}, // two kings against a man
		{Material{1, 1, 1, 0}, 3}, // king and man against a man
		{Material{2, 0, 1, 0}, 3}, // two men against one
		{Material{1, 1, 0, 1}, 3}, // king and man against a king (won only by a tactic)
		{Material{0, 1, 1, 0}, 2}, // a king against a man
	}
	for _, c := range cases {
		for _, p := range wonPositions(db, c.m, c.n, uint64(c.m.Pieces()*100+c.m.WK)) {
			g := engine.NewGameFrom(p)
			r, why := playOut(t, g, db, 3000, 300)
			if r != engine.WhiteWins {
				t.Errorf("%v %s: the table says White wins, the game ended %v (%v) after %d plies: %v",
					c.m, p.FEN(), r, why, g.Ply(), g.Notation())
			}
		}
	}
}

// TestConvertsThreeKingsAgainstKing: three kings against a king (lone king
// off the main diagonal, no win found by a 3-ply minimax) is a table win
// that must be played out within the 16-move rule (6.3); the engine with
// the table converts, playing both sides.
func TestConvertsThreeKingsAgainstKing(t *testing.T) {
	db := threeKingsDB(t)
	n := 4
	if testing.Short() {
		n = 2
	}
	hard := hardWins(db, Material{0, 3, 0, 1}, n, 7, 3)
	if len(hard) < n {
		t.Fatalf("found %d hard wins, want %d", len(hard), n)
	}
	for _, p := range hard {
		g := engine.NewGameFrom(p)
		r, why := playOut(t, g, db, 20000, 200)
		if r != engine.WhiteWins {
			t.Errorf("%s: the table says White wins, the game ended %v (%v) after %d plies: %v", p.FEN(), r, why, g.Ply(), g.Notation())
		} else {
			t.Logf("%s: won in %d plies", p.FEN(), g.Ply())
		}
	}
}

// hardWins picks n table wins of m (White to move) that a depth-ply
// minimax does not prove: the win must be worked for.
func hardWins(db *DB, m Material, n int, seed uint64, depth int) []engine.Position {
	var out []engine.Position
	for _, p := range wonPositions(db, m, 300*n, seed) {
		if _, ok := NewProver().Prove(p, depth); !ok {
			out = append(out, p)
			if len(out) == n {
				break
			}
		}
	}
	return out
}

var (
	db3k1kOnce sync.Once
	db3k1k     *DB
	db3k1kErr  error
)

// threeKingsDB is the embedded 2-3 piece set plus the 4-piece slices three
// kings against a king (both sides to move), solved once per test binary.
func threeKingsDB(t *testing.T) *DB {
	t.Helper()
	db3k1kOnce.Do(func() {
		small, err := Small()
		if err != nil {
			db3k1kErr = err
			return
		}
		db := New()
		for _, tb := range small.Tables() {
			db.add(tb)
		}
		_, _, db3k1kErr = Solve(db, Material{0, 3, 0, 1})
		db3k1k = db
	})
	if db3k1kErr != nil {
		t.Fatal(db3k1kErr)
	}
	return db3k1k
}

// TestThreeKingsAgainstKing checks the textbook result: three kings cannot
// catch a king that holds the main diagonal 5-46 (N. Smeitink's endgame
// course, made with Stef Keetman's 6-piece databases in Truus, calls three
// kings against one "usually a draw", the lone king taking the long
// diagonal). With the lone king on the diagonal, no king of the three on it
// and no capture at once, every table win begins with a sacrifice (the
// winning move gives the lone king a compulsory capture that pulls it off
// the diagonal); and far more of those positions are drawn than won.
func TestThreeKingsAgainstKing(t *testing.T) {
	db := threeKingsDB(t)
	m := Material{0, 3, 0, 1}
	wins, draws := 0, 0
	for i := uint64(0); i < m.Size(); i++ {
		w, b, k, _ := m.decode(i)
		p := engine.PositionFromBitboards(engine.White, w, b, k)
		if p.HasCapture() || !onMainDiagonal(p, engine.Black) || onMainDiagonal(p, engine.White) {
			continue
		}
		v, _ := db.Probe(p)
		if v == engine.EGLoss {
			t.Fatalf("%s: three kings to move lose", p.FEN())
		}
		if v == engine.EGDraw {
			draws++
			continue
		}
		wins++
		for _, mv := range p.LegalMoves() {
			c := p.Play(mv)
			if cv, _ := db.Probe(c); cv == engine.EGLoss && !c.HasCapture() {
				t.Fatalf("%s: won by the quiet move %s, without a sacrifice", p.FEN(), p.MoveString(mv))
			}
		}
	}
	t.Logf("lone king on the main diagonal: %d draws, %d wins (all by a sacrifice)", draws, wins)
	if draws < 10*wins || wins == 0 {
		t.Errorf("%d draws, %d wins: want draws to dominate, and some sacrifice wins", draws, wins)
	}
}

// TestRealWinBeatsBand: in a table win with a forced capture of the last
// piece a few plies ahead, the search reports the game-over score (win in
// 2 moves), not the won-endgame band, and a table win without one scores
// in the band.
func TestRealWinBeatsBand(t *testing.T) {
	db, err := Small()
	if err != nil {
		t.Fatal(err)
	}
	s := engine.NewSearcher(1 << 20)
	s.Endgame = db
	p := mustFEN(t, "W:WK28,K46:BK5") // 28-37! 5x41 (forced) 46x: the lone king is gone
	r := s.Search(context.Background(), engine.Request{Position: p, Clock: engine.StartClock(p), Limits: engine.Limits{Depth: 6}})
	if !engine.IsWin(r.Score) || r.Score < 0 {
		t.Errorf("%s: score %s, want a win in 2", p.FEN(), engine.FormatScore(r.Score))
	}
	p = mustFEN(t, "W:WK46,K50:B13") // two kings against a man: won, not at once
	r = s.Search(context.Background(), engine.Request{Position: p, Clock: engine.StartClock(p), Limits: engine.Limits{Depth: 2}})
	if engine.IsWin(r.Score) || r.Score < engine.EGWinScore-500 || r.Score > engine.EGWinScore+500 {
		t.Errorf("%s: score %d, want the won-endgame band %d+-500", p.FEN(), r.Score, engine.EGWinScore)
	}
}
