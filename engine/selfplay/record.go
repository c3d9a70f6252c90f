// Package selfplay plays fast engine-against-engine games and stores their
// quiet positions with the game result and the search score, as training
// data for the learned evaluation. It offers:
//
//   - Record, RecordSize, Encode/Decode: the 24-byte record of the data file;
//   - ReadFile / Reader: read a data file (any number of files concatenated);
//   - Config and Run: the resumable, parallel game generator behind
//     `draughts selfplay`.
//
// Standard library only, like the engine.
package selfplay // record.go: the compact record of one training position.

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/draughts/draughts/engine"
)

// RecordSize is the size of one record in bytes:
//
//	0..6   white pieces, a square set (bit s-1 = square s), 7 bytes little-endian
//	7..13  black pieces
//	14..20 kings
//	21     bit 0: side to move (0 White, 1 Black); bits 1-2: result for White
//	       (0 loss, 1 draw, 2 win)
//	22..23 search score in centi-men from White's view, int16 little-endian
//	       (clamped to ±ScoreClamp; forced wins are stored as ±ScoreClamp)
const RecordSize = 24

// ScoreClamp bounds stored scores.
const ScoreClamp = 3000

// Record is one quiet position of a self-play game.
type Record struct {
	Pos    engine.Position
	Result int // +1 White won, 0 draw, -1 Black won
	Score  int // search score in centi-men from White's view
}

// Encode writes r into b (len(b) >= RecordSize).
func (r Record) Encode(b []byte) {
	w, bl, k := r.Pos.SquareSets()
	put7(b[0:], uint64(w))
	put7(b[7:], uint64(bl))
	put7(b[14:], uint64(k))
	b[21] = byte(r.Pos.Side()) | byte(r.Result+1)<<1
	sc := max(-ScoreClamp, min(ScoreClamp, r.Score))
	binary.LittleEndian.PutUint16(b[22:], uint16(int16(sc)))
}

// Decode reads a record from b, checking that it is a valid position.
func Decode(b []byte) (Record, error) {
	if len(b) < RecordSize {
		return Record{}, fmt.Errorf("record of %d bytes, want %d", len(b), RecordSize)
	}
	res := int(b[21]>>1) - 1
	if b[21]>>3 != 0 || res > 1 {
		return Record{}, fmt.Errorf("bad flags byte %#x", b[21])
	}
	pos, err := engine.PositionFromSquareSets(engine.Color(b[21]&1),
		engine.SquareSet(get7(b[0:])), engine.SquareSet(get7(b[7:])), engine.SquareSet(get7(b[14:])))
	if err != nil {
		return Record{}, err
	}
	return Record{Pos: pos, Result: res, Score: int(int16(binary.LittleEndian.Uint16(b[22:])))}, nil
}

func put7(b []byte, v uint64) {
	for i := 0; i < 7; i++ {
		b[i] = byte(v >> (8 * i))
	}
}

func get7(b []byte) uint64 {
	var v uint64
	for i := 0; i < 7; i++ {
		v |= uint64(b[i]) << (8 * i)
	}
	return v
}

// Reader reads records one by one.
type Reader struct {
	r   *bufio.Reader
	buf [RecordSize]byte
	n   int64 // records read
}

// NewReader reads records from r.
func NewReader(r io.Reader) *Reader { return &Reader{r: bufio.NewReaderSize(r, 1<<16)} }

// Next returns the next record, io.EOF at the end, or an error naming the
// record's index (a truncated last record is an error too).
func (rd *Reader) Next() (Record, error) {
	n, err := io.ReadFull(rd.r, rd.buf[:])
	if err == io.EOF {
		return Record{}, io.EOF
	}
	if err != nil {
		return Record{}, fmt.Errorf("record %d: truncated (%d of %d bytes)", rd.n, n, RecordSize)
	}
	rec, err := Decode(rd.buf[:])
	if err != nil {
		return Record{}, fmt.Errorf("record %d: %v", rd.n, err)
	}
	rd.n++
	return rec, nil
}

// ReadFile reads every record of a data file.
func ReadFile(path string) ([]Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Record
	rd := NewReader(f)
	for {
		rec, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return out, fmt.Errorf("%s: %v", path, err)
		}
		out = append(out, rec)
	}
}
