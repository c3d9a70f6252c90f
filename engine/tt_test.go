package engine

import (
	"testing"
	"unsafe"
)

// TestTTEntry: entries are 16 bytes (four to a 64-byte line), and a packed
// move resolves to itself among the legal moves of real positions,
// captures included.
func TestTTEntry(t *testing.T) {
	if n := unsafe.Sizeof(ttSlot{}); n != 16 || ttEntrySize != 16 {
		t.Fatalf("ttSlot is %d bytes, want 16", n)
	}
	resolved, clashes := 0, 0
	for _, fen := range []string{
		"W:W31-50:B1-20",
		"W:WK47:B7,8,9,12,13,18,19,22,23,29,30,32,33,38,39", // many captures of one king
		"B:WK3,K46,28:BK10,25,26",
		"W:W27,28,32,33,37,38:B17,18,19,22,23,24",
	} {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		moves := p.LegalMoves()
		for _, m := range moves {
			got := packMove(m).resolve(moves)
			if got == m {
				resolved++
			} else if got.from == m.from && got.to == m.to {
				clashes++ // same start and end, another capture: only ordering suffers
			} else {
				t.Errorf("%s: %s resolves to %s", fen, p.MoveString(m), p.MoveString(got))
			}
		}
	}
	if resolved == 0 || clashes > resolved/10 {
		t.Errorf("%d resolved, %d clashes", resolved, clashes)
	}
	var zero Move
	if packMove(zero) != 0 || ttMove(0).resolve([]Move{{from: 1, to: 2}}) != zero {
		t.Error("the zero move must pack to 0 and resolve to nothing")
	}
	tt := newTTable(1 << 16)
	if len(tt.entries)*ttEntrySize > 1<<16 || len(tt.entries)%ttBucket != 0 {
		t.Errorf("%d entries for 64 KB", len(tt.entries))
	}
	// Five keys in one bucket: the deepest four stay, the shallowest goes.
	for d := 1; d <= 5; d++ {
		tt.store(uint64(d)<<32, Move{}, d, d, boundExact)
	}
	if _, ok := tt.probe(1 << 32); ok {
		t.Error("the shallowest entry was kept")
	}
	for d := 2; d <= 5; d++ {
		if e, ok := tt.probe(uint64(d) << 32); !ok || int(e.depth) != d {
			t.Errorf("depth-%d entry lost", d)
		}
	}
}
