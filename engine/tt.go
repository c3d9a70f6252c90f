package engine // tt.go: the transposition table, a fixed power-of-two array of entries (no Go maps: they are slow in wasm).

import "sync/atomic"

// Bound kinds stored with a score.
const (
	boundNone  = 0
	boundUpper = 1 // score <= stored (fail low)
	boundLower = 2 // score >= stored (fail high)
	boundExact = 3
)

// ttEntry is the content of a slot, as probe returns it. The move is
// packed (see packMove).
type ttEntry struct {
	move  ttMove
	score int16
	depth int8
	bound uint8
	age   uint8
}

// ttSlot is one slot of the table: 16 bytes, two 64-bit words. data packs
// a ttEntry (move bits 0-15, score 16-31, depth 32-39, bound 40-47, age
// 48-55) and check is the key XOR data. Threads searching together
// (Searcher.Threads) read and write the words atomically; a slot written by
// two threads at once may end up with the data of one and the check of the
// other, whose XOR then matches neither key, so a torn slot is a miss,
// never a wrong entry.
type ttSlot struct {
	check uint64
	data  uint64
}

func (e ttEntry) pack() uint64 {
	return uint64(e.move) | uint64(uint16(e.score))<<16 | uint64(uint8(e.depth))<<32 | uint64(e.bound)<<40 | uint64(e.age)<<48
}

func unpackEntry(d uint64) ttEntry {
	return ttEntry{move: ttMove(d), score: int16(d >> 16), depth: int8(d >> 32), bound: uint8(d >> 40), age: uint8(d >> 48)}
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
// else the shallowest or oldest, is replaced. Reads are atomic loads
// (loadSlot: plain load instructions on amd64; plain loads on wasm, which
// runs one thread); writes are atomic stores while shared is set
// (a search with helper threads), plain ones otherwise.
type ttable struct {
	entries []ttSlot
	mask    uint64
	age     uint8
	shared  bool
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

// slotKey returns the key and the data of slot e.
func slotKey(e *ttSlot) (key, data uint64) {
	data = loadSlot(&e.data)
	return loadSlot(&e.check) ^ data, data
}

// probe returns the entry for key, if present.
func (t *ttable) probe(key uint64) (ttEntry, bool) {
	b := t.entries[key&t.mask:][:ttBucket]
	for i := range b {
		d := loadSlot(&b[i].data)
		if loadSlot(&b[i].check)^d == key && d&(0xff<<40) != 0 { // bound != boundNone
			return unpackEntry(d), true
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
	eKey, eData := slotKey(e)
	for i := range b {
		k, d := slotKey(&b[i])
		if k == key {
			e, eKey, eData = &b[i], k, d
			break
		}
		if t.worth(d) < t.worth(eData) {
			e, eKey, eData = &b[i], k, d
		}
	}
	old := unpackEntry(eData)
	pm := packMove(m)
	if eKey == key && pm == 0 {
		pm = old.move // keep the old best move
	}
	if eKey == key && bound != boundExact && depth < int(old.depth)-2 && old.age == t.age {
		return // keep the deeper result of this search
	}
	d := ttEntry{move: pm, score: int16(score), depth: int8(max(min(depth, 127), -128)), bound: uint8(bound), age: t.age}.pack()
	if t.shared {
		atomic.StoreUint64(&e.data, d)
		atomic.StoreUint64(&e.check, key^d)
		return
	}
	e.data, e.check = d, key^d
}

// worth ranks an entry (its packed data) for replacement: entries from
// older searches and shallow ones go first.
func (t *ttable) worth(d uint64) int {
	if uint8(d>>40) == boundNone {
		return -1000
	}
	w := int(int8(d >> 32))
	if uint8(d>>48) != t.age {
		w -= 256
	}
	return w
}
