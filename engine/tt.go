package engine // tt.go: the transposition table, a fixed power-of-two array of entries (no Go maps: they are slow in wasm).

// Bound kinds stored with a score.
const (
	boundNone  = 0
	boundUpper = 1 // score <= stored (fail low)
	boundLower = 2 // score >= stored (fail high)
	boundExact = 3
)

// ttEntry is one slot: 16 bytes. The move is packed (see packMove).
type ttEntry struct {
	key   uint64
	move  ttMove
	score int16
	depth int8
	bound uint8
	age   uint8
	_     uint8
}

// ttMove is a move packed in 16 bits: from (6 bits), to (6 bits), 3 bits
// of a hash of the captured set (two captures with the same start and end
// but other pieces taken are told apart in all but rare cases; the move is
// looked up among the legal moves, so a clash only costs ordering), and a
// presence bit.
type ttMove uint16

const ttMoveValid = 1 << 15

func packMove(m Move) ttMove {
	if m.IsZero() {
		return 0
	}
	fold := (m.captured * 0x9E3779B97F4A7C15) >> 61
	return ttMove(uint16(m.from) | uint16(m.to)<<6 | uint16(fold)<<12 | ttMoveValid)
}

// resolve returns the legal move of moves that tm packs (zero if none).
func (tm ttMove) resolve(moves []Move) Move {
	if tm == 0 {
		return Move{}
	}
	for _, m := range moves {
		if packMove(m) == tm {
			return m
		}
	}
	return Move{}
}

// ttable is a table of four-slot buckets (64 bytes, one cache line): the
// index picks a bucket; of its four entries the one with the same key,
// else the shallowest or oldest, is replaced.
type ttable struct {
	entries []ttEntry
	mask    uint64
	age     uint8
}

const (
	ttEntrySize = 16
	ttBucket    = 4
)

func newTTable(bytes int) ttable {
	n := ttBucket
	for n*2*ttEntrySize <= bytes {
		n *= 2
	}
	return ttable{entries: allocEntries(n), mask: uint64(n-1) &^ (ttBucket - 1)}
}

func (t *ttable) clear() {
	clear(t.entries)
	t.age = 0
}

// probe returns the entry for key, if present.
func (t *ttable) probe(key uint64) (ttEntry, bool) {
	b := t.entries[key&t.mask:][:ttBucket]
	for i := range b {
		if b[i].key == key && b[i].bound != boundNone {
			return b[i], true
		}
	}
	return ttEntry{}, false
}

// prefetch starts loading the bucket of key into the cache, so that a
// probe a little later finds it there.
func (t *ttable) prefetch(key uint64) { prefetch(&t.entries[key&t.mask]) }

// store saves a search result for key.
func (t *ttable) store(key uint64, m Move, score, depth, bound int) {
	b := t.entries[key&t.mask:][:ttBucket]
	e := &b[0]
	for i := range b {
		if b[i].key == key {
			e = &b[i]
			break
		}
		if t.worth(&b[i]) < t.worth(e) {
			e = &b[i]
		}
	}
	pm := packMove(m)
	if e.key == key && pm == 0 {
		pm = e.move // keep the old best move
	}
	if e.key == key && bound != boundExact && depth < int(e.depth)-2 && e.age == t.age {
		return // keep the deeper result of this search
	}
	*e = ttEntry{key: key, move: pm, score: int16(score), depth: int8(max(min(depth, 127), -128)), bound: uint8(bound), age: t.age}
}

// worth ranks an entry for replacement: entries from older searches and
// shallow ones go first.
func (t *ttable) worth(e *ttEntry) int {
	if e.bound == boundNone {
		return -1000
	}
	w := int(e.depth)
	if e.age != t.age {
		w -= 256
	}
	return w
}
