package egdb

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/draughts/draughts/engine"
)

var (
	db3Once sync.Once
	db3     *DB
)

// testDB returns the 2-3 piece database, built once per test binary.
func testDB(t *testing.T) *DB {
	t.Helper()
	db3Once.Do(func() {
		var err error
		db3, err = Build(3)
		if err != nil {
			panic(err)
		}
	})
	return db3
}

func mustFEN(t *testing.T, fen string) engine.Position {
	t.Helper()
	p, err := engine.ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

// TestIndexRoundTrip: decode and index are inverse on every used slot of
// a few slices, and unused slots are exactly the shared-square ones.
func TestIndexRoundTrip(t *testing.T) {
	for _, m := range []Material{{0, 1, 0, 1}, {1, 0, 1, 0}, {1, 1, 0, 1}, {2, 0, 1, 0}, {0, 2, 1, 0}} {
		used := uint64(0)
		for i := uint64(0); i < m.Size(); i++ {
			w, b, k, ok := m.decode(i)
			if !ok {
				continue
			}
			used++
			if got := materialOf(w, b, k); got != m {
				t.Fatalf("%v slot %d decodes to material %v", m, i, got)
			}
			j, ok := m.index(w, b, k)
			if !ok || j != i {
				t.Fatalf("%v slot %d: index of its position is %d (%v)", m, i, j, ok)
			}
		}
		// Used slots = placements of the men on distinct squares times the kings.
		want := uint64(0)
		if m.WM+m.BM <= 1 {
			want = m.Size()
		}
		if want != 0 && used != want {
			t.Errorf("%v: %d used slots, want %d", m, used, want)
		}
		if used == 0 {
			t.Errorf("%v: no used slot", m)
		}
	}
}

// wdlName is for messages.
func wdlName(v int) string {
	return map[int]string{engine.EGWin: "win", engine.EGDraw: "draw", engine.EGLoss: "loss"}[v]
}

// TestConsistency checks every position of 2-3 pieces against its moves:
// a win has a move to a lost position for the opponent, a loss has only
// moves to won ones (or none), a draw has no move to a lost position and
// at least one to a drawn one.
func TestConsistency(t *testing.T) {
	db := testDB(t)
	buf := make([]engine.Move, 0, 64)
	for _, tb := range db.Tables() {
		m := tb.Mat
		for i := uint64(0); i < m.Size(); i++ {
			w, b, k, ok := m.decode(i)
			if !ok {
				continue
			}
			pos := engine.PositionFromBitboards(engine.White, w, b, k)
			v, ok := db.Probe(pos)
			if !ok {
				t.Fatalf("%v: %s not found", m, pos.FEN())
			}
			buf = pos.AppendMoves(buf[:0])
			toLoss, toDraw := false, false
			for _, mv := range buf {
				c := pos.Play(mv)
				var cv int
				if c.PieceCount() == 0 || !hasPieces(c, c.Side()) {
					cv = engine.EGLoss
				} else if cv, ok = db.Probe(c); !ok {
					t.Fatalf("%s: successor %s not found", pos.FEN(), c.FEN())
				}
				toLoss = toLoss || cv == engine.EGLoss
				toDraw = toDraw || cv == engine.EGDraw
			}
			want := engine.EGLoss
			switch {
			case toLoss:
				want = engine.EGWin
			case toDraw:
				want = engine.EGDraw
			}
			if v != want && !(v == engine.EGDraw && want == engine.EGWin) {
				t.Fatalf("%s: table says %s, its moves say %s", pos.FEN(), wdlName(v), wdlName(want))
			}
			if v == engine.EGDraw && toLoss {
				t.Fatalf("%s: table says draw but a move reaches a lost position", pos.FEN())
			}
		}
	}
}

func hasPieces(p engine.Position, c engine.Color) bool {
	men, kings := p.Count(c)
	return men+kings > 0
}

// solve is a plain depth-limited minimax over the move generator, with no
// table: it returns EGWin or EGLoss when the result is forced within depth
// plies (the game ends by 7.2: no pieces or no move), and ok=false when it
// is not decided that soon.
func solve(p engine.Position, depth int, memo map[memoKey]int8) (int, bool) {
	if !hasPieces(p, p.Side()) {
		return engine.EGLoss, true
	}
	moves := p.LegalMoves()
	if len(moves) == 0 {
		return engine.EGLoss, true
	}
	if depth == 0 {
		return 0, false
	}
	key := memoKey{p, depth}
	if v, ok := memo[key]; ok {
		return int(v), v != 0 || false
	}
	allWin := true
	result, decided := 0, false
	for _, m := range moves {
		v, ok := solve(p.Play(m), depth-1, memo)
		if ok && v == engine.EGLoss {
			result, decided = engine.EGWin, true
			break
		}
		if !ok || v != engine.EGWin {
			allWin = false
		}
	}
	if !decided && allWin {
		result, decided = engine.EGLoss, true
	}
	memo[key] = int8(result) // 0 = undecided at this depth
	return result, decided
}

type memoKey struct {
	p     engine.Position
	depth int
}

// randomPosition places the pieces of m at random (White to move or Black).
func randomPosition(r *rand.Rand, m Material) engine.Position {
	for {
		i := r.Uint64N(m.Size())
		w, b, k, ok := m.decode(i)
		if !ok {
			continue
		}
		side := engine.White
		if r.IntN(2) == 1 {
			side = engine.Black // men stay off both crowning rows: legal either way
		}
		return engine.PositionFromBitboards(side, w, b, k)
	}
}

// TestAgainstPlainSearch: on random positions of 2-3 pieces, a result the
// plain minimax proves within 6 plies is the table's, and every table
// win/loss whose proof is short is found by the minimax (a table draw is
// never proved to be decided).
func TestAgainstPlainSearch(t *testing.T) {
	db := testDB(t)
	r := rand.New(rand.NewPCG(8, 2))
	depth := 6
	n := 200
	if testing.Short() {
		depth, n = 4, 100
	}
	decided := 0
	for _, m := range Slices(3) {
		for j := 0; j < n/len(Slices(3))+1; j++ {
			p := randomPosition(r, m)
			memo := map[memoKey]int8{}
			v, ok := solve(p, depth, memo)
			tv, tok := db.Probe(p)
			if !tok {
				t.Fatalf("%s: not in the table", p.FEN())
			}
			if ok {
				decided++
				if v != tv {
					t.Fatalf("%s: minimax proves %s in %d plies, the table says %s", p.FEN(), wdlName(v), depth, wdlName(tv))
				}
			}
		}
	}
	t.Logf("%d of %d random positions decided by the minimax at depth %d, all agree", decided, n, depth)
	if decided < n/10 {
		t.Errorf("only %d of %d random positions decided by the minimax: the check has no power", decided, n)
	}
}

// TestKingAgainstKing: one king against one king is a draw unless the side
// to move can capture at once, with one more win the generator found and
// the test states: the opponent's king sits in a corner of the main
// diagonal (5 or 46) and the side to move's king stands on that diagonal:
// it goes to the other corner, where it cannot be taken (no square behind
// it), and the cornered king must step onto the diagonal into the capture.
// The two positions with the kings already in the two corners are the
// only losses for the side to move.
func TestKingAgainstKing(t *testing.T) {
	db := testDB(t)
	m := Material{0, 1, 0, 1}
	var losses []string
	wins := 0
	for i := uint64(0); i < m.Size(); i++ {
		w, b, k, _ := m.decode(i)
		p := engine.PositionFromBitboards(engine.White, w, b, k)
		v, _ := db.Probe(p)
		_, wk := p.Squares(engine.White)
		_, bk := p.Squares(engine.Black)
		cornerTrap := (bk[0] == 5 || bk[0] == 46) && onMainDiagonal(p, engine.White) && wk[0] != 5 && wk[0] != 46
		if (v == engine.EGWin) != (p.HasCapture() || cornerTrap) {
			t.Fatalf("%s: %s, capture available: %v, corner trap: %v", p.FEN(), wdlName(v), p.HasCapture(), cornerTrap)
		}
		if v == engine.EGWin {
			wins++
		}
		if v == engine.EGLoss {
			losses = append(losses, p.FEN())
		}
	}
	if got := strings.Join(losses, " "); got != "W:WK5:BK46 W:WK46:BK5" && got != "W:WK46:BK5 W:WK5:BK46" {
		t.Errorf("king against king lost for the side to move in %q, want the two corner positions", got)
	}
	if wins < 100 {
		t.Errorf("only %d wins (captures)", wins)
	}
}

// mainDiagonal are squares 5-46 (the "long line").
var mainDiagonal = []int{5, 10, 14, 19, 23, 28, 32, 37, 41, 46}

func onMainDiagonal(p engine.Position, c engine.Color) bool {
	for _, s := range mainDiagonal {
		if pc := p.PieceAt(s); pc != engine.Empty && pc.Color() == c {
			return true
		}
	}
	return false
}

// TestTwoKingsAgainstKing: two kings against one king is a draw whenever
// the lone king holds the main diagonal and no capture is available at
// once (a textbook fact: two kings cannot catch a king that holds the long
// diagonal; see the README's sources).
func TestTwoKingsAgainstKing(t *testing.T) {
	db := testDB(t)
	m := Material{0, 2, 0, 1}
	checked := 0
	for i := uint64(0); i < m.Size(); i++ {
		w, b, k, _ := m.decode(i)
		p := engine.PositionFromBitboards(engine.White, w, b, k)
		if p.HasCapture() || !onMainDiagonal(p, engine.Black) || onMainDiagonal(p, engine.White) {
			continue
		}
		checked++
		if v, _ := db.Probe(p); v != engine.EGDraw {
			t.Fatalf("%s: %s, want a draw (lone king on the main diagonal)", p.FEN(), wdlName(v))
		}
	}
	if checked < 1000 {
		t.Errorf("only %d positions checked", checked)
	}
}

// TestKnownPositions: single positions with a known result.
func TestKnownPositions(t *testing.T) {
	db := testDB(t)
	for _, c := range []struct {
		fen, want, why string
	}{
		// A man against nothing: the game is over, the side with pieces won.
		{"B:W33:B", "loss", "no pieces left (7.2)"},
		// A lone king against a man far from promotion: the king catches it.
		{"W:WK46:B5", "win", "king against a man on its back row"},
		// Two men against one, runaway: White promotes first and wins.
		{"W:W6,7:B45", "win", "two men a move from crowning against a far man"},
		// A man one step from crowning against a king that cannot stop it is
		// still lost when the king can capture the new king: K on 46 sees 5.
		{"W:WK46:BK5", "loss", "corner kings on the main diagonal"},
		{"W:WK28:BK1", "draw", "king against king"},
	} {
		p := mustFEN(t, c.fen)
		v, ok := db.Probe(p)
		if !ok {
			t.Errorf("%s: not in the table", c.fen)
			continue
		}
		if wdlName(v) != c.want {
			t.Errorf("%s (%s): %s, want %s", c.fen, c.why, wdlName(v), c.want)
		}
	}
}

// TestFileRoundTrip writes a table and reads it back; a flipped bit in the
// header or the data is reported.
func TestFileRoundTrip(t *testing.T) {
	db := testDB(t)
	tb := db.table(Material{1, 1, 0, 1})
	var buf bytes.Buffer
	if _, err := tb.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if buf.Len() >= len(tb.data) {
		t.Errorf("compressed %d bytes, packed %d: no gain", buf.Len(), len(tb.data))
	}
	got, err := ReadTable(bytes.NewReader(buf.Bytes()), "x")
	if err != nil {
		t.Fatal(err)
	}
	if got.Mat != tb.Mat || !bytes.Equal(got.data, tb.data) {
		t.Fatal("round trip changed the table")
	}
	for _, off := range []int{3, 12, 20, headerSize + 10} {
		bad := append([]byte(nil), buf.Bytes()...)
		bad[off] ^= 0x10
		if _, err := ReadTable(bytes.NewReader(bad), "bad"); err == nil {
			t.Errorf("flipped byte %d not detected", off)
		}
	}
	if _, err := ReadTable(bytes.NewReader(buf.Bytes()[:30]), "short"); err == nil {
		t.Error("short file not detected")
	}
}

// TestSaveLoad: the files of a directory load back into the same database.
func TestSaveLoad(t *testing.T) {
	dir := t.TempDir()
	db := New()
	if err := Generate(db, 2, nil, func(tb *Table) error { return SaveTable(dir, tb) }); err != nil {
		t.Fatal(err)
	}
	got, err := Open(dir, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got.Pieces() != 2 || len(got.Tables()) != len(db.Tables()) {
		t.Fatalf("loaded %d pieces, %d tables", got.Pieces(), len(got.Tables()))
	}
	for _, tb := range db.Tables() {
		if !bytes.Equal(got.table(tb.Mat).data, tb.data) {
			t.Errorf("%v differs after load", tb.Mat)
		}
	}
	if _, err := Open(t.TempDir(), 4); err == nil {
		t.Error("empty directory opened")
	}
}

// TestEmbeddedSmallSet: the embedded 2-3 piece files equal a fresh build
// (regenerate them with `make egdb-small` when the generator changes).
func TestEmbeddedSmallSet(t *testing.T) {
	small, err := Small()
	if err != nil {
		t.Fatal(err)
	}
	if small.Pieces() != 3 {
		t.Fatalf("embedded set complete up to %d pieces, want 3", small.Pieces())
	}
	fresh := testDB(t)
	for _, tb := range fresh.Tables() {
		got := small.table(tb.Mat)
		if got == nil || !bytes.Equal(got.data, tb.data) {
			t.Errorf("%v: embedded table differs from a fresh build", tb.Mat)
		}
	}
}
