package engine // tt.go: the transposition table, a fixed power-of-two array of entries (no Go maps: they are slow in wasm).

// Bound kinds stored with a score.
const (
	boundNone  = 0
	boundUpper = 1 // score <= stored (fail low)
	boundLower = 2 // score >= stored (fail high)
	boundExact = 3
)

// ttEntry is one slot: 24 bytes.
type ttEntry struct {
	key      uint64
	captured Bitboard
	from, to uint8
	score    int16
	depth    int8
	bound    uint8
	age      uint8
}

// ttable is a two-slot-bucket table: the index picks an even slot; of the
// pair, the entry with the same key, else the shallower or older one, is
// replaced.
type ttable struct {
	entries []ttEntry
	mask    uint64
	age     uint8
}

const ttEntrySize = 24

func newTTable(bytes int) ttable {
	n := 2
	for n*2*ttEntrySize <= bytes {
		n *= 2
	}
	return ttable{entries: make([]ttEntry, n), mask: uint64(n-1) &^ 1}
}

func (t *ttable) clear() {
	clear(t.entries)
	t.age = 0
}

// probe returns the entry for key, if present.
func (t *ttable) probe(key uint64) (ttEntry, bool) {
	i := key & t.mask
	if e := t.entries[i]; e.key == key && e.bound != boundNone {
		return e, true
	}
	if e := t.entries[i+1]; e.key == key && e.bound != boundNone {
		return e, true
	}
	return ttEntry{}, false
}

// store saves a search result for key.
func (t *ttable) store(key uint64, m Move, score, depth, bound int) {
	i := key & t.mask
	e := &t.entries[i]
	if e.key != key {
		o := &t.entries[i+1]
		if o.key == key || t.worth(o) < t.worth(e) {
			e = o
		}
	}
	if e.key == key && m.IsZero() {
		m = Move{from: e.from, to: e.to, captured: e.captured} // keep the old best move
	}
	if e.key == key && bound != boundExact && depth < int(e.depth)-2 && e.age == t.age {
		return // keep the deeper result of this search
	}
	*e = ttEntry{key: key, captured: m.captured, from: m.from, to: m.to,
		score: int16(score), depth: int8(max(min(depth, 127), -128)), bound: uint8(bound), age: t.age}
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

func (e ttEntry) move() Move { return Move{from: e.from, to: e.to, captured: e.captured} }
