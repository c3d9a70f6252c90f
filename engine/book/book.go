// Package book is the opening book: positions of the first plies with the
// moves the engine's own deep searches found within a small margin of the
// best, and their scores. `draughts book` builds it (Build); the file
// book.bin is embedded (Default) and used at levels 9-10 and by the Hub
// (parameter book). Among a position's moves the choice is random (the
// caller's generator: the same seed gives the same choice).
package book // book.go: the book, its file format and the move choice.

import (
	"bytes"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math/bits"
	"math/rand/v2"
	"sort"
	"sync"

	"github.com/draughts/draughts/engine"
)

// Entry is one book move of one position.
type Entry struct {
	Key   uint64 // Key(position)
	From  uint8  // squares 1..50
	To    uint8
	Cap   uint8 // capFold of the captured squares (tells apart captures with the same start and end)
	Score int16 // centi-men for the side to move, from the build's search
}

// Book is a sorted list of entries.
type Book struct {
	entries []Entry
}

// Len returns the number of entries (moves).
func (b *Book) Len() int { return len(b.entries) }

// Positions returns the number of distinct positions.
func (b *Book) Positions() int {
	n := 0
	for i := range b.entries {
		if i == 0 || b.entries[i].Key != b.entries[i-1].Key {
			n++
		}
	}
	return n
}

// Key is the book's own position key (pieces and side to move), so that
// the file does not depend on the engine's transposition-table hash.
func Key(p engine.Position) uint64 {
	w, b, k := p.Bitboards()
	x := w*0x9E3779B97F4A7C15 ^ bits.RotateLeft64(b*0xC2B2AE3D27D4EB4F, 29) ^ bits.RotateLeft64(k*0x165667B19E3779F9, 47)
	if p.Side() == engine.Black {
		x ^= 0x5851F42D4C957F2D
	}
	x ^= x >> 31
	x *= 0xBF58476D1CE4E5B9
	x ^= x >> 29
	return x
}

func capFold(m engine.Move) uint8 {
	var f uint8
	for _, s := range m.Captured() {
		f = f*31 + uint8(s)
	}
	return f
}

// moves returns the entries of p (a sub-slice of the book).
func (b *Book) moves(p engine.Position) []Entry {
	k := Key(p)
	i := sort.Search(len(b.entries), func(i int) bool { return b.entries[i].Key >= k })
	j := i
	for j < len(b.entries) && b.entries[j].Key == k {
		j++
	}
	return b.entries[i:j]
}

// legal returns the legal move of p an entry stands for.
func legal(p engine.Position, e Entry) (engine.Move, bool) {
	for _, m := range p.LegalMoves() {
		if m.From() == int(e.From) && m.To() == int(e.To) && capFold(m) == e.Cap {
			return m, true
		}
	}
	return engine.Move{}, false
}

// Moves returns the book moves of p with their scores, best first.
func (b *Book) Moves(p engine.Position) (moves []engine.Move, scores []int) {
	es := append([]Entry(nil), b.moves(p)...)
	sort.SliceStable(es, func(i, j int) bool { return es[i].Score > es[j].Score })
	for _, e := range es {
		if m, ok := legal(p, e); ok {
			moves = append(moves, m)
			scores = append(scores, int(e.Score))
		}
	}
	return moves, scores
}

// Pick chooses a book move of p: at random among the book's moves with r
// (each equally likely: they are all within the build's margin), the best
// one when r is nil. ok is false when p is not in the book.
func (b *Book) Pick(p engine.Position, r *rand.Rand) (m engine.Move, score int, ok bool) {
	moves, scores := b.Moves(p)
	if len(moves) == 0 {
		return engine.Move{}, 0, false
	}
	i := 0
	if r != nil {
		i = r.IntN(len(moves))
	}
	return moves[i], scores[i], true
}

// File format (little-endian): magic "DRGHBOOK", version u16 (1), entry
// count u32, CRC-32 (IEEE) of the entries u32, then the entries sorted by
// key, 13 bytes each: key u64, from u8, to u8, captured fold u8, score i16.
const (
	magic     = "DRGHBOOK"
	version   = 1
	entrySize = 13
)

// WriteTo writes the book in the file format.
func (b *Book) WriteTo(w io.Writer) (int64, error) {
	body := make([]byte, 0, len(b.entries)*entrySize)
	for _, e := range b.entries {
		body = binary.LittleEndian.AppendUint64(body, e.Key)
		body = append(body, e.From, e.To, e.Cap)
		body = binary.LittleEndian.AppendUint16(body, uint16(e.Score))
	}
	h := []byte(magic)
	h = binary.LittleEndian.AppendUint16(h, version)
	h = binary.LittleEndian.AppendUint32(h, uint32(len(b.entries)))
	h = binary.LittleEndian.AppendUint32(h, crc32.ChecksumIEEE(body))
	n, err := w.Write(append(h, body...))
	return int64(n), err
}

// Read reads a book in the file format, checking its size and checksum.
func Read(data []byte) (*Book, error) {
	if len(data) < 18 || string(data[:8]) != magic {
		return nil, errors.New("book: not a book file")
	}
	if v := binary.LittleEndian.Uint16(data[8:]); v != version {
		return nil, fmt.Errorf("book: version %d, want %d", v, version)
	}
	n := int(binary.LittleEndian.Uint32(data[10:]))
	body := data[18:]
	if len(body) != n*entrySize {
		return nil, fmt.Errorf("book: %d bytes of entries, want %d for %d entries", len(body), n*entrySize, n)
	}
	if crc32.ChecksumIEEE(body) != binary.LittleEndian.Uint32(data[14:]) {
		return nil, errors.New("book: checksum mismatch")
	}
	b := &Book{entries: make([]Entry, n)}
	for i := range b.entries {
		e := body[i*entrySize:]
		b.entries[i] = Entry{Key: binary.LittleEndian.Uint64(e), From: e[8], To: e[9], Cap: e[10], Score: int16(binary.LittleEndian.Uint16(e[11:]))}
		if i > 0 && b.entries[i].Key < b.entries[i-1].Key {
			return nil, errors.New("book: entries not sorted")
		}
	}
	return b, nil
}

//go:embed book.bin
var embedded []byte

var (
	defOnce sync.Once
	defBook *Book
	defErr  error
)

// Default returns the embedded book (built by `make book`).
func Default() (*Book, error) {
	defOnce.Do(func() { defBook, defErr = Read(embedded) })
	return defBook, defErr
}

// Bytes returns the book in the file format.
func (b *Book) Bytes() []byte {
	var buf bytes.Buffer
	b.WriteTo(&buf)
	return buf.Bytes()
}
