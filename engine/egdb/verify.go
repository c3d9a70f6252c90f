package egdb // verify.go: checking a database against its own moves and against a plain search.

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/draughts/draughts/engine"
)

// WDLName names a value (engine.EGWin, EGDraw, EGLoss) for messages.
func WDLName(v int) string {
	switch v {
	case engine.EGWin:
		return "win"
	case engine.EGLoss:
		return "loss"
	case engine.EGDraw:
		return "draw"
	}
	return fmt.Sprintf("value %d", v)
}

func hasPieces(p engine.Position, c engine.Color) bool {
	men, kings := p.Count(c)
	return men+kings > 0
}

// CheckPosition checks the stored value of pos against the values of its
// successors, probed from d (lower slices included): a win has a move to
// a position lost for the opponent, a loss has only moves to won ones (or
// none), a draw has no move to a lost position and one to a drawn one.
// buf is scratch space for the moves. The error names the position, its
// slice and what disagrees.
func (d *DB) CheckPosition(pos engine.Position, buf *[]engine.Move) error {
	w, b, k := pos.Bitboards()
	if pos.Side() == engine.Black {
		w, b, k = flip(w, b, k)
	}
	m := materialOf(w, b, k)
	v, ok := d.Probe(pos)
	if !ok {
		return fmt.Errorf("%v: %s: not in the database", m, pos.FEN())
	}
	*buf = pos.AppendMoves((*buf)[:0])
	var lossMove, drawMove engine.Move
	toLoss, toDraw := false, false
	for _, mv := range *buf {
		c := pos.Play(mv)
		cv := engine.EGLoss // no pieces left: lost (7.2)
		if hasPieces(c, c.Side()) {
			if cv, ok = d.Probe(c); !ok {
				cw, cb, ck := c.Bitboards()
				if c.Side() == engine.Black {
					cw, cb, ck = flip(cw, cb, ck)
				}
				cm := materialOf(cw, cb, ck)
				_, err := d.tableErr(cm)
				if err == nil {
					err = fmt.Errorf("slice missing")
				}
				return fmt.Errorf("%v: %s: successor %s after %s (slice %v) not available: %v", m, pos.FEN(), c.FEN(), pos.MoveString(mv), cm, err)
			}
		}
		if cv == engine.EGLoss && !toLoss {
			toLoss, lossMove = true, mv
		}
		if cv == engine.EGDraw && !toDraw {
			toDraw, drawMove = true, mv
		}
	}
	want, why := engine.EGLoss, "every move reaches a position won for the opponent"
	switch {
	case len(*buf) == 0:
		why = "no move"
	case toLoss:
		want, why = engine.EGWin, pos.MoveString(lossMove)+" reaches a position lost for the opponent"
	case toDraw:
		want, why = engine.EGDraw, pos.MoveString(drawMove)+" reaches a drawn position and no move a lost one"
	}
	if v != want {
		return fmt.Errorf("%v: %s: the table says %s, its moves say %s (%s)", m, pos.FEN(), WDLName(v), WDLName(want), why)
	}
	return nil
}

// Prover is a plain depth-limited minimax over the move generator, with no
// table: it proves a win or a loss forced within a number of plies (the
// game ends by 7.2: no pieces or no move). It remembers the positions it
// has seen until Reset.
type Prover struct {
	memo map[proverKey]int8
}

type proverKey struct {
	p     engine.Position
	depth int
}

// NewProver returns a Prover with an empty memory.
func NewProver() *Prover { return &Prover{memo: map[proverKey]int8{}} }

// Reset forgets the positions seen (to bound the memory between positions).
func (pr *Prover) Reset() { clear(pr.memo) }

// Prove returns engine.EGWin or EGLoss for the side to move when the
// result is forced within depth plies, and ok=false when it is not decided
// that soon (a draw is never proved).
func (pr *Prover) Prove(p engine.Position, depth int) (wdl int, ok bool) {
	if !hasPieces(p, p.Side()) {
		return engine.EGLoss, true
	}
	moves := p.LegalMoves()
	if len(moves) == 0 {
		return engine.EGLoss, true
	}
	if depth == 0 {
		return 0, false
	}
	key := proverKey{p, depth}
	if v, ok := pr.memo[key]; ok {
		return int(v), v != 0
	}
	allWin := true
	result, decided := 0, false
	for _, m := range moves {
		v, ok := pr.Prove(p.Play(m), depth-1)
		if ok && v == engine.EGLoss {
			result, decided = engine.EGWin, true
			break
		}
		if !ok || v != engine.EGWin {
			allWin = false
		}
	}
	if !decided && allWin {
		result, decided = engine.EGLoss, true
	}
	pr.memo[key] = int8(result) // 0 = undecided at this depth
	return result, decided
}

// RandomPosition places the pieces of m at random, with White or Black to
// move (the men stay off both crowning rows: legal either way).
func RandomPosition(r *rand.Rand, m Material) engine.Position {
	for {
		w, b, k, ok := m.decode(r.Uint64N(m.Size()))
		if !ok {
			continue
		}
		side := engine.White
		if r.IntN(2) == 1 {
			side = engine.Black
		}
		return engine.PositionFromBitboards(side, w, b, k)
	}
}

// VerifyOptions sets how much of a slice Verify checks.
type VerifyOptions struct {
	Samples  int    // random positions checked against their moves; 0 = every position of the slice, negative = none
	Searches int    // random positions checked against the plain minimax
	Depth    int    // plies of the minimax
	Seed     uint64 // of the random positions
}

// VerifyResult summarises the check of one slice.
type VerifyResult struct {
	Mat      Material
	Checked  int // positions checked against their moves
	Searched int // positions given to the minimax
	Decided  int // of those, proved won or lost by it (all agreeing with the table)
	Elapsed  time.Duration
}

// Verify checks slice m of d: Samples positions (White to move, as
// stored) against their successors (CheckPosition), then Searches random
// positions (either side to move) against a Prover of Depth plies: a win
// or loss it proves must be the table's. The first disagreement is the
// error.
func (d *DB) Verify(m Material, opt VerifyOptions) (VerifyResult, error) {
	res := VerifyResult{Mat: m}
	start := time.Now()
	if !m.valid() {
		return res, fmt.Errorf("bad material %v", m)
	}
	if t, err := d.tableErr(m); t == nil {
		if err == nil {
			err = fmt.Errorf("%v: slice missing", m)
		}
		return res, err
	}
	buf := make([]engine.Move, 0, 64)
	r := rand.New(rand.NewPCG(opt.Seed, uint64(m.WM<<12|m.WK<<8|m.BM<<4|m.BK)))
	check := func(i uint64) error {
		w, b, k, ok := m.decode(i)
		if !ok {
			return nil
		}
		res.Checked++
		return d.CheckPosition(engine.PositionFromBitboards(engine.White, w, b, k), &buf)
	}
	if opt.Samples == 0 || opt.Samples > 0 && uint64(opt.Samples) >= m.Size() {
		for i := uint64(0); i < m.Size(); i++ {
			if err := check(i); err != nil {
				res.Elapsed = time.Since(start)
				return res, err
			}
		}
	} else if opt.Samples > 0 {
		for res.Checked < opt.Samples {
			if err := check(r.Uint64N(m.Size())); err != nil {
				res.Elapsed = time.Since(start)
				return res, err
			}
		}
	}
	pr := NewProver()
	for j := 0; j < opt.Searches; j++ {
		p := RandomPosition(r, m)
		pr.Reset()
		v, ok := pr.Prove(p, opt.Depth)
		res.Searched++
		if !ok {
			continue
		}
		res.Decided++
		tv, tok := d.Probe(p)
		if !tok {
			res.Elapsed = time.Since(start)
			return res, fmt.Errorf("%v: %s: not in the database", m, p.FEN())
		}
		if tv != v {
			res.Elapsed = time.Since(start)
			return res, fmt.Errorf("%v: %s: the plain minimax proves a %s within %d plies, the table says %s", m, p.FEN(), WDLName(v), opt.Depth, WDLName(tv))
		}
	}
	res.Elapsed = time.Since(start)
	return res, nil
}
