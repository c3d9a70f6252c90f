package egdb // table.go: a solved slice (2 bits a position) and the database of slices.

import (
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/draughts/draughts/engine"
)

// Packed values: 2 bits a position, four positions a byte (the lowest bits
// hold the lowest index). Unused slots hold valDraw.
const (
	valDraw = 0
	valWin  = 1
	valLoss = 2
)

// Table is the solved slice of one material: the value of every position
// with White to move.
type Table struct {
	Mat  Material
	data []byte
}

func newTable(m Material) *Table {
	return &Table{Mat: m, data: make([]byte, (m.Size()+3)/4)}
}

func (t *Table) get(i uint64) int { return int(t.data[i>>2]>>(2*(i&3))) & 3 }

func (t *Table) set(i uint64, v int) {
	sh := 2 * (i & 3)
	t.data[i>>2] = t.data[i>>2]&^(3<<sh) | byte(v)<<sh
}

// Counts returns the number of wins, draws and losses (for the side to
// move) over the used slots.
func (t *Table) Counts() (win, draw, loss uint64) {
	n := t.Mat.Size()
	for i := uint64(0); i < n; i++ {
		if _, _, _, ok := t.Mat.decode(i); !ok {
			continue
		}
		switch t.get(i) {
		case valWin:
			win++
		case valLoss:
			loss++
		default:
			draw++
		}
	}
	return
}

// DB is a set of solved slices: every material up to Pieces() pieces.
// Slices are held in memory or, when attached from a directory (Attach),
// read from their file at their first probe. Probes may run from several
// goroutines at once; adding slices may not.
type DB struct {
	tables [MaxPieces + 1][MaxPieces + 1][MaxPieces + 1][MaxPieces + 1]*Table
	files  [MaxPieces + 1][MaxPieces + 1][MaxPieces + 1][MaxPieces + 1]*lazyTable
	pieces int // every slice with up to this many pieces is present
	most   int // the most pieces of any slice present
}

// lazyTable is a slice file read at the first use of its slice.
type lazyTable struct {
	path string
	mat  Material
	once sync.Once
	done atomic.Bool
	t    *Table
	err  error
}

func (l *lazyTable) get() (*Table, error) {
	l.once.Do(func() {
		l.t, l.err = readTableFile(l.path, l.mat)
		l.done.Store(true)
	})
	return l.t, l.err
}

func (l *lazyTable) loaded() bool { return l.done.Load() && l.t != nil }

// New returns an empty database.
func New() *DB { return &DB{} }

// table returns the slice of m, reading its file if it is attached and not
// read yet; nil when it is missing or its file is damaged.
func (d *DB) table(m Material) *Table {
	t, _ := d.tableErr(m)
	return t
}

// tableErr is table with the error of a damaged attached file.
func (d *DB) tableErr(m Material) (*Table, error) {
	if t := d.tables[m.WM][m.WK][m.BM][m.BK]; t != nil {
		return t, nil
	}
	if l := d.files[m.WM][m.WK][m.BM][m.BK]; l != nil {
		return l.get()
	}
	return nil, nil
}

// has tells whether the slice of m is present, without reading its file.
func (d *DB) has(m Material) bool {
	return d.tables[m.WM][m.WK][m.BM][m.BK] != nil || d.files[m.WM][m.WK][m.BM][m.BK] != nil
}

// Has tells whether the slice of m is present (in memory or attached).
func (d *DB) Has(m Material) bool { return m.valid() && d.has(m) }

// Loaded returns the number of slices in memory and of slices present.
func (d *DB) Loaded() (inMemory, present int) {
	for _, m := range Slices(MaxPieces) {
		if d.has(m) {
			present++
			if d.tables[m.WM][m.WK][m.BM][m.BK] != nil {
				inMemory++
			} else if l := d.files[m.WM][m.WK][m.BM][m.BK]; l != nil && l.loaded() {
				inMemory++
			}
		}
	}
	return
}

func (d *DB) add(t *Table) { d.tables[t.Mat.WM][t.Mat.WK][t.Mat.BM][t.Mat.BK] = t }

// Pieces is the largest piece count for which every slice is present.
func (d *DB) Pieces() int { return d.pieces }

// MaxPieces implements engine.EndgameTable: the most pieces of any slice
// present (Probe answers false for a missing slice).
func (d *DB) MaxPieces() int { return d.most }

// Tables returns the solved slices, in generation order (reading the
// attached files not read yet; a damaged one is left out).
func (d *DB) Tables() []*Table {
	var out []*Table
	for _, m := range Slices(MaxPieces) {
		if t := d.table(m); t != nil {
			out = append(out, t)
		}
	}
	return out
}

// updatePieces recomputes Pieces after slices were added.
func (d *DB) updatePieces() {
	d.most = 0
	for _, m := range Slices(MaxPieces) {
		if d.has(m) {
			d.most = max(d.most, m.Pieces())
		}
	}
	d.pieces = 0
	for n := 2; n <= MaxPieces; n++ {
		for _, m := range slicesOf(n) {
			if !d.has(m) {
				return
			}
		}
		d.pieces = n
	}
}

// lookup returns the value of a White-to-move position (raw bitboards);
// ok is false when its slice is missing.
func (d *DB) lookup(w, b, k uint64) (int, bool) {
	if w == 0 {
		return valLoss, true // no pieces: lost (7.2)
	}
	if b == 0 {
		return valWin, true
	}
	m := materialOf(w, b, k)
	if m.Pieces() > MaxPieces {
		return 0, false
	}
	t := d.table(m)
	if t == nil {
		return 0, false
	}
	i, ok := m.index(w, b, k)
	if !ok {
		return 0, false
	}
	return t.get(i), true
}

// Probe returns the value of p for the side to move (engine.EGWin,
// EGDraw, EGLoss); ok is false when p's slice is not in the database.
// It implements engine.EndgameTable.
func (d *DB) Probe(p engine.Position) (wdl int, ok bool) {
	w, b, k := p.Bitboards()
	if bits.OnesCount64(w|b) > d.most {
		return 0, false
	}
	if p.Side() == engine.Black {
		w, b, k = flip(w, b, k)
	}
	v, ok := d.lookup(w, b, k)
	if !ok {
		return 0, false
	}
	switch v {
	case valWin:
		return engine.EGWin, true
	case valLoss:
		return engine.EGLoss, true
	}
	return engine.EGDraw, true
}

// slicesOf lists the materials with exactly n pieces (both sides present),
// in generation order: fewer men first (a promotion leads to a slice with
// fewer men), then by White's material.
func slicesOf(n int) []Material {
	var out []Material
	for men := 0; men <= n; men++ {
		for wm := 0; wm <= men; wm++ {
			bm := men - wm
			for wk := 0; wk <= n-men; wk++ {
				m := Material{wm, wk, bm, n - men - wk}
				if m.valid() {
					out = append(out, m)
				}
			}
		}
	}
	return out
}

// Slices lists every material with 2..n pieces in generation order.
func Slices(n int) []Material {
	var out []Material
	for k := 2; k <= n; k++ {
		out = append(out, slicesOf(k)...)
	}
	return out
}
