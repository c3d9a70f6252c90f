package egdb // gen.go: the retrograde generator.

import (
	"fmt"
	"io"
	"math/bits"
	"runtime"
	"sync"
	"time"

	"github.com/draughts/draughts/engine"
)

// Generation states of a position (one byte each while a slice pair is
// being solved).
const (
	stUnknown = 0
	stWin     = 1
	stLoss    = 2
	stDraw    = 3
	stUnused  = 4
	stDrawOut = 0x80 // flag: a move leaves the pair for a drawn position
)

// Stats describes the generation of one slice.
type Stats struct {
	Mat             Material
	Slots           uint64
	Win, Draw, Loss uint64
	Elapsed         time.Duration
}

// solver holds one pair of slices (a material and its colour reverse)
// while they are solved together: a quiet move of one leads into the other.
type solver struct {
	db    *DB
	mats  [2]Material
	n     int // 1 when the material is its own reverse, else 2
	state [2][]uint8
	count [2][]uint8 // moves into the pair whose value is not known yet
}

func (s *solver) slot(m Material) int {
	if m == s.mats[0] {
		return 0
	}
	if s.n == 2 && m == s.mats[1] {
		return 1
	}
	return -1
}

// entry is a decided position waiting to tell its predecessors.
type entry struct {
	slot int
	idx  uint64
}

// solvePair solves material m and its reverse; every slice reachable by a
// capture or a promotion must already be in db.
func solvePair(db *DB, m Material) (*Table, *Table) {
	s := &solver{db: db, mats: [2]Material{m, m.Flip()}, n: 2}
	if m == m.Flip() {
		s.n = 1
	}
	var queue []entry
	for sl := 0; sl < s.n; sl++ {
		size := s.mats[sl].Size()
		s.state[sl] = make([]uint8, size)
		s.count[sl] = make([]uint8, size)
	}
	for sl := 0; sl < s.n; sl++ {
		queue = append(queue, s.initial(sl)...)
	}
	// Retrograde propagation: each decided win or loss tells the positions
	// that reach it by a quiet move.
	var preds []entry
	for len(queue) > 0 {
		e := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		v := s.state[e.slot][e.idx] &^ stDrawOut
		preds = s.predecessors(e, preds[:0])
		for _, p := range preds {
			st := &s.state[p.slot][p.idx]
			if *st&^stDrawOut != stUnknown {
				continue
			}
			if v == stLoss {
				*st = stWin
				queue = append(queue, p)
				continue
			}
			c := &s.count[p.slot][p.idx]
			*c--
			if *c == 0 {
				if *st&stDrawOut != 0 {
					*st = stDraw
				} else {
					*st = stLoss
					queue = append(queue, p)
				}
			}
		}
	}
	var out [2]*Table
	for sl := 0; sl < s.n; sl++ {
		t := newTable(s.mats[sl])
		for i, st := range s.state[sl] {
			switch st &^ stDrawOut {
			case stWin:
				t.set(uint64(i), valWin)
			case stLoss:
				t.set(uint64(i), valLoss)
			}
		}
		out[sl] = t
	}
	return out[0], out[1]
}

// initial runs the forward pass over slice sl on all cores: positions
// without a move are lost, a move to a lost position outside the pair wins,
// the others count their moves into the pair. It returns the decided wins
// and losses.
func (s *solver) initial(sl int) []entry {
	size := uint64(len(s.state[sl]))
	workers := runtime.GOMAXPROCS(0)
	chunk := (size + uint64(workers) - 1) / uint64(workers)
	found := make([][]entry, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		lo, hi := uint64(w)*chunk, min(uint64(w+1)*chunk, size)
		wg.Add(1)
		go func(w int, lo, hi uint64) {
			defer wg.Done()
			buf := make([]engine.Move, 0, 64)
			for i := lo; i < hi; i++ {
				st := s.forward(sl, i, &buf)
				s.state[sl][i] = st
				if st == stWin || st == stLoss {
					found[w] = append(found[w], entry{sl, i})
				}
			}
		}(w, lo, hi)
	}
	wg.Wait()
	var out []entry
	for _, f := range found {
		out = append(out, f...)
	}
	return out
}

// forward looks at every move of slot i of slice sl.
func (s *solver) forward(sl int, i uint64, buf *[]engine.Move) uint8 {
	m := s.mats[sl]
	w, b, k, ok := m.decode(i)
	if !ok {
		return stUnused
	}
	pos := engine.PositionFromBitboards(engine.White, w, b, k)
	moves := pos.AppendMoves((*buf)[:0])
	*buf = moves
	if len(moves) == 0 {
		return stLoss // 7.2: cannot move
	}
	var flag uint8
	n := 0
	for _, mv := range moves {
		cw, cb, ck := pos.Play(mv).Bitboards()
		rw, rb, rk := flip(cw, cb, ck) // the reply, as White to move
		if !mv.IsCapture() {
			if sl2 := s.slot(materialOf(rw, rb, rk)); sl2 >= 0 {
				n++
				continue
			}
		}
		v, ok := s.db.lookup(rw, rb, rk)
		if !ok {
			panic(fmt.Sprintf("egdb: %v: slice %v of a successor is not solved", m, materialOf(rw, rb, rk)))
		}
		switch v {
		case valLoss:
			return stWin
		case valDraw:
			flag = stDrawOut
		}
	}
	if n == 0 {
		if flag != 0 {
			return stDraw
		}
		return stLoss // every move loses
	}
	if n > 255 {
		panic("egdb: too many moves")
	}
	s.count[sl][i] = uint8(n)
	return stUnknown | flag
}

// predecessors appends the positions (White to move) from which White
// reaches the position of e, seen from Black's side, by a quiet move that
// stays in the pair: e is the reply position (White to move) after White's
// move, so its reverse is the position just after that move.
func (s *solver) predecessors(e entry, dst []entry) []entry {
	m := s.mats[e.slot]
	rw, rb, rk, _ := m.decode(e.idx)
	w, b, k := flip(rw, rb, rk) // White has just moved; Black is to move
	target := m.Flip()
	psl := s.slot(target)
	occ := w | b
	add := func(nw, nk uint64) {
		p := engine.PositionFromBitboards(engine.White, nw, b, nk)
		if p.HasCapture() {
			return // the quiet move was not legal: a capture was compulsory
		}
		idx, ok := target.index(nw, b, nk)
		if ok {
			dst = append(dst, entry{psl, idx})
		}
	}
	for set := w; set != 0; set &= set - 1 {
		to := bits.TrailingZeros64(set)
		tb := uint64(1) << to
		if k&tb != 0 {
			for d := 0; d < 4; d++ {
				for f := neighbour[to][d]; f >= 0 && occ&(1<<f) == 0; f = neighbour[f][d] {
					fb := uint64(1) << f
					add(w^tb^fb, k^tb^fb)
				}
			}
			continue
		}
		// A white man moves up: it came from one of the two squares below.
		for d := 2; d < 4; d++ {
			if f := neighbour[to][d]; f >= 0 && occ&(1<<f) == 0 {
				add(w^tb^(1<<f), k)
			}
		}
	}
	return dst
}

// Generate solves every slice of 2..pieces pieces that db lacks, in order,
// writing a line per slice to progress (nil for none). save, when not nil,
// is called with each new table (to write it to disk).
func Generate(db *DB, pieces int, progress io.Writer, save func(*Table) error) error {
	if pieces < 2 || pieces > MaxPieces {
		return fmt.Errorf("egdb: pieces must be 2..%d, got %d", MaxPieces, pieces)
	}
	for _, m := range Slices(pieces) {
		if db.has(m) {
			continue
		}
		start := time.Now()
		t1, t2 := solvePair(db, m)
		el := time.Since(start)
		for _, t := range []*Table{t1, t2} {
			if t == nil {
				continue
			}
			db.add(t)
			if save != nil {
				if err := save(t); err != nil {
					return err
				}
			}
			if progress != nil {
				wi, dr, lo := t.Counts()
				fmt.Fprintf(progress, "egdb: %-10s %10d positions  win %d draw %d loss %d  %v\n",
					t.Mat, wi+dr+lo, wi, dr, lo, el.Round(time.Millisecond))
			}
		}
	}
	db.updatePieces()
	return nil
}

// Solve solves material m (and its colour reverse) alone, into db. Every
// slice a capture or a promotion leads to must be present: all slices with
// fewer pieces, and those with as many pieces and fewer men.
func Solve(db *DB, m Material) (*Table, *Table, error) {
	if !m.valid() {
		return nil, nil, fmt.Errorf("egdb: bad material %v", m)
	}
	for _, d := range Slices(m.Pieces()) {
		if d.Pieces() < m.Pieces() || d.WM+d.BM < m.WM+m.BM {
			if !db.has(d) {
				return nil, nil, fmt.Errorf("egdb: %v needs slice %v first", m, d)
			}
		}
	}
	t1, t2 := solvePair(db, m)
	db.add(t1)
	if t2 != nil {
		db.add(t2)
	}
	db.updatePieces()
	return t1, t2, nil
}

// ParseMaterial reads a slice name as Material.String writes it ("0m3k-0m1k").
func ParseMaterial(s string) (Material, error) {
	var m Material
	if _, err := fmt.Sscanf(s, "%dm%dk-%dm%dk", &m.WM, &m.WK, &m.BM, &m.BK); err != nil || m.String() != s || !m.valid() {
		return m, fmt.Errorf("egdb: bad slice name %q (want e.g. 0m3k-0m1k: White's men and kings, then Black's, at most %d pieces)", s, MaxPieces)
	}
	return m, nil
}

// Build returns a database of every slice up to pieces, built in memory.
func Build(pieces int) (*DB, error) {
	db := New()
	if err := Generate(db, pieces, nil, nil); err != nil {
		return nil, err
	}
	return db, nil
}
