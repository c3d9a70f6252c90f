package engine // bench_test.go: speed of move generation (perft leaves per second) and of the notation code.

import "testing"

// benchPerft runs count on the initial position at depth and reports leaves/s.
func benchPerft(b *testing.B, depth int, count func(Position, int) uint64) {
	p := Initial()
	var leaves uint64
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		leaves += count(p, depth)
	}
	if s := b.Elapsed().Seconds(); s > 0 {
		b.ReportMetric(float64(leaves)/s, "leaves/s")
	}
}

// BenchmarkPerftBulk: perft 7 of the initial position, last ply counted in bulk.
func BenchmarkPerftBulk(b *testing.B) { benchPerft(b, 7, Perft) }

// BenchmarkPerftFull: perft 6 of the initial position, every leaf played.
func BenchmarkPerftFull(b *testing.B) { benchPerft(b, 6, PerftNoBulk) }

// BenchmarkPerftKings: perft 6 of the all-kings position (king move and
// capture generation).
func BenchmarkPerftKings(b *testing.B) {
	p, _ := ParseFEN("W:WK31-50:BK1-20")
	benchPerft(b, 6, func(Position, int) uint64 { return Perft(p, 6) })
}

// BenchmarkAppendMoves generates the moves of a middle-game position with
// captures into a reused buffer: it must not allocate.
func BenchmarkAppendMoves(b *testing.B) {
	p, _ := ParseFEN("B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46")
	buf := make([]Move, 0, 128)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		buf = p.AppendMoves(buf[:0])
	}
}

// BenchmarkMoveString writes every legal move of a capture position in PDN.
func BenchmarkMoveString(b *testing.B) {
	p, _ := ParseFEN("W:WK47:B14,19,29,31,42")
	moves := p.LegalMoves()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		for _, m := range moves {
			_ = p.MoveString(m)
		}
	}
}

// TestMoveGenerationAllocatesNothing checks in the ordinary test run that
// generating, counting and playing moves allocates nothing per node.
func TestMoveGenerationAllocatesNothing(t *testing.T) {
	p, _ := ParseFEN("B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46")
	buf := make([]Move, 0, 128)
	allocs := testing.AllocsPerRun(100, func() {
		buf = p.AppendMoves(buf[:0])
		for _, m := range buf {
			q := p.Play(m)
			_ = q.CountMoves(buf[len(buf):cap(buf)])
		}
	})
	if allocs != 0 {
		t.Errorf("move generation allocates %.1f times per position, want 0", allocs)
	}
}
