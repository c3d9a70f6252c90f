package egdb

import (
	"bytes"
	"os"
	"path/filepath"
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
func wdlName(v int) string { return WDLName(v) }

// TestConsistency checks every position of 2-3 pieces against its moves
// (DB.Verify with every position: a win has a move to a lost position for
// the opponent, a loss has only moves to won ones (or none), a draw has no
// move to a lost position and at least one to a drawn one).
func TestConsistency(t *testing.T) {
	db := testDB(t)
	for _, m := range Slices(3) {
		res, err := db.Verify(m, VerifyOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Checked < int(m.Size())/2 {
			t.Fatalf("%v: only %d of %d slots checked", m, res.Checked, m.Size())
		}
	}
}

// TestAgainstPlainSearch: on random positions of 2-3 pieces, a result the
// plain minimax (Prover) proves within 6 plies is the table's (a table
// draw is never proved to be decided).
func TestAgainstPlainSearch(t *testing.T) {
	db := testDB(t)
	depth := 6
	n := 200
	if testing.Short() {
		depth, n = 4, 100
	}
	decided := 0
	per := n/len(Slices(3)) + 1
	for _, m := range Slices(3) {
		res, err := db.Verify(m, VerifyOptions{Samples: 1, Searches: per, Depth: depth, Seed: 8})
		if err != nil {
			t.Fatal(err)
		}
		decided += res.Decided
	}
	t.Logf("%d of %d random positions decided by the minimax at depth %d, all agree", decided, per*len(Slices(3)), depth)
	if decided < n/10 {
		t.Errorf("only %d of %d random positions decided by the minimax: the check has no power", decided, n)
	}
}

// corrupt returns a copy of d where the first position of material m of
// value v has value nv, and that position.
func corrupt(t *testing.T, d *DB, m Material, v, nv int) (*DB, engine.Position) {
	t.Helper()
	out := New()
	for _, tb := range d.Tables() {
		c := &Table{Mat: tb.Mat, data: append([]byte(nil), tb.data...)}
		out.add(c)
	}
	out.updatePieces()
	tb := out.table(m)
	for i := uint64(0); i < m.Size(); i++ {
		w, b, k, ok := m.decode(i)
		if ok && tb.get(i) == v {
			tb.set(i, nv)
			return out, engine.PositionFromBitboards(engine.White, w, b, k)
		}
	}
	t.Fatalf("%v has no position of value %d", m, v)
	return nil, engine.Position{}
}

// TestVerifyFindsCorruption: one changed value is reported by the check
// against the moves (naming the position), and a table that calls every
// position of a slice a draw is caught by the plain minimax alone.
func TestVerifyFindsCorruption(t *testing.T) {
	db := testDB(t)
	m := Material{1, 1, 0, 1}
	bad, pos := corrupt(t, db, m, valWin, valDraw)
	_, err := bad.Verify(m, VerifyOptions{})
	if err == nil || !strings.Contains(err.Error(), pos.FEN()) || !strings.Contains(err.Error(), "the table says draw, its moves say win") {
		t.Fatalf("changed %s from win to draw: verify says %v", pos.FEN(), err)
	}
	// Every win and loss of 0m2k-0m1k turned into a draw.
	m = Material{0, 2, 0, 1}
	allDraw, _ := corrupt(t, db, m, valWin, valDraw)
	tb := allDraw.table(m)
	clear(tb.data)
	_, err = allDraw.Verify(m, VerifyOptions{Samples: -1, Searches: 50, Depth: 4, Seed: 1})
	if err == nil || !strings.Contains(err.Error(), "plain minimax proves a win") {
		t.Fatalf("an all-draw table: verify says %v", err)
	}
	// A missing slice below is named.
	partial := New()
	partial.add(db.table(m))
	partial.updatePieces()
	_, err = partial.Verify(m, VerifyOptions{Samples: 100})
	if err == nil || !strings.Contains(err.Error(), "slice missing") {
		t.Fatalf("successor slices missing: verify says %v", err)
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

// TestAttachLazy: attached slices are read at their first probe, by one of
// several goroutines probing at once; a file whose data is damaged answers
// "not found" and Err names it; a missing slice answers "not found".
func TestAttachLazy(t *testing.T) {
	db := testDB(t)
	dir := t.TempDir()
	for _, tb := range db.Tables() {
		if tb.Mat == (Material{1, 0, 1, 1}) {
			continue // a missing slice
		}
		if err := SaveTable(dir, tb); err != nil {
			t.Fatal(err)
		}
	}
	damaged := Material{0, 2, 0, 1}
	path := filepath.Join(dir, FileName(damaged))
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	raw[headerSize+(len(raw)-headerSize)/2] ^= 0x55
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	lazy, err := Open(dir, 3)
	if err != nil {
		t.Fatal(err)
	}
	if in, present := lazy.Loaded(); in != 0 || present != len(Slices(3))-1 {
		t.Fatalf("after Open: %d slices in memory, %d present; want 0, %d", in, present, len(Slices(3))-1)
	}
	if lazy.Pieces() != 2 || lazy.MaxPieces() != 3 {
		t.Fatalf("complete to %d pieces, most %d; want 2 and 3", lazy.Pieces(), lazy.MaxPieces())
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, fen := range []string{"W:W33,K28:BK1", "B:W33,K28:BK1", "W:WK28:BK1"} {
				p, _ := engine.ParseFEN(fen)
				want, _ := db.Probe(p)
				if got, ok := lazy.Probe(p); !ok || got != want {
					t.Errorf("%s: lazy probe %d %v, want %d", fen, got, ok, want)
				}
			}
		}()
	}
	wg.Wait()
	if in, _ := lazy.Loaded(); in != 3 {
		t.Errorf("%d slices in memory after probing 3 slices", in)
	}
	if lazy.Err() != nil {
		t.Errorf("Err before the damaged slice was used: %v", lazy.Err())
	}
	for _, fen := range []string{"W:WK46,K40:BK5", "W:W33:BK1,28"} { // the damaged slice, the missing one
		if v, ok := lazy.Probe(mustFEN(t, fen)); ok {
			t.Errorf("%s: probe answers %s, want not found", fen, wdlName(v))
		}
	}
	if err := lazy.Err(); err == nil || !strings.Contains(err.Error(), FileName(damaged)) {
		t.Errorf("Err after the damaged slice was used: %v", err)
	}
}
