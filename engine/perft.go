package engine // perft.go: leaf counting for move-generator verification and speed measurement.

// Perft returns the number of leaf positions at the given depth below p.
// The last ply is counted without being played (bulk counting).
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 128)
	}
	return perft(p, depth, bufs)
}

func perft(p Position, depth int, bufs [][]Move) uint64 {
	if depth == 1 {
		return uint64(p.CountMoves(bufs[0]))
	}
	moves := p.AppendMoves(bufs[depth-1][:0])
	bufs[depth-1] = moves
	var n uint64
	for _, m := range moves {
		n += perft(p.Play(m), depth-1, bufs)
	}
	return n
}

// PerftNoBulk counts leaves playing every last-ply move (for comparison in
// benchmarks: it measures generation plus Play at every leaf).
func PerftNoBulk(p Position, depth int) uint64 {
	bufs := make([][]Move, depth+1)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 128)
	}
	return perftFull(p, depth, bufs)
}

func perftFull(p Position, depth int, bufs [][]Move) uint64 {
	if depth == 0 {
		return 1
	}
	moves := p.AppendMoves(bufs[depth][:0])
	bufs[depth] = moves
	var n uint64
	for _, m := range moves {
		n += perftFull(p.Play(m), depth-1, bufs)
	}
	return n
}

// DivideEntry is one root move of a divided perft and its leaf count.
type DivideEntry struct {
	Move   Move
	Leaves uint64
}

// PerftDivide returns the leaf count below every root move at depth-1.
func PerftDivide(p Position, depth int) []DivideEntry {
	var out []DivideEntry
	for _, m := range p.LegalMoves() {
		out = append(out, DivideEntry{Move: m, Leaves: Perft(p.Play(m), depth-1)})
	}
	return out
}
