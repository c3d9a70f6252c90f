package engine // eval.go: the hand-written static evaluation and its tunable weights.

import "math/bits"

// Evaluator is a static evaluation: the score of a position in centi-men
// from the side to move's point of view. *Weights (hand-written) and
// *Learned (pattern tables fitted to self-play) implement it.
type Evaluator interface {
	Evaluate(p Position) int
}

// Weights are the evaluation's tuning constants, all in centi-men
// (100 = one man). Every term is computed for White in White's orientation
// and for Black on the mirrored board (square s <-> 51-s), and the two are
// subtracted, so the evaluation is colour-symmetric by construction.
//
// How they were set: material and runaway values from draughts practice,
// the positional terms by hand, then the changes proposed by `go run
// ./engine/tune` that won a self-play match (engine/README.md, Evaluation).
type Weights struct {
	Man        int     // a man
	King       int     // the first king of a side
	KingExtra  int     // every further king (kings are worth less when there are many)
	TempoOpen  int     // per row a man has advanced, weighted by the opening phase
	TempoEnd   int     // per row a man has advanced, weighted by the endgame phase
	Centre     int     // a man on 22-24 / 27-29
	Edge       int     // a man on the left or right edge (usually negative)
	Balance    int     // per man of difference between the two wings (usually negative)
	Outpost    int     // a man on the outpost square (White 24 and 27, Black 27 and 24)
	Support    int     // each own piece directly behind an outpost man
	BackRank   int     // a man on the back-rank guard squares (47, 48, 49), weighted by phase
	Mobility   int     // per free square in front of a man
	Locked     int     // a man that cannot move forward at all (both squares blocked)
	KingDiag   int     // a king on the main diagonal 5-46
	KingMob    int     // per square a king can reach (up to 16)
	Runaway    [10]int // a man with a free path to promotion, by rows still to go
	RunawayVsK int     // percentage of the runaway bonus kept when the opponent has a king
	DrawScale  int     // percentage of the score kept in the drawish lone-king endings
	StmBonus   int     // for the side to move
}

// DefaultWeights are the weights the engine plays with.
var DefaultWeights = Weights{
	Man:        100,
	King:       320,
	KingExtra:  250,
	TempoOpen:  -3,
	TempoEnd:   4,
	Centre:     8,
	Edge:       -5,
	Balance:    -4,
	Outpost:    6,
	Support:    4,
	BackRank:   0,
	Mobility:   5,
	Locked:     -3,
	KingDiag:   20,
	KingMob:    2,
	Runaway:    [10]int{0, 200, 130, 80, 45, 25, 10, 0, 0, 0},
	RunawayVsK: 30,
	DrawScale:  6,
	StmBonus:   3,
}

// Evaluation geometry, in White's orientation (row 0 is White's promotion row).
var (
	bitRow     [numBits]int      // row 0..9 of every bit (garbage on ghosts)
	bitCol     [numBits]int      // column 0..9
	coneMask   [numBits]Bitboard // squares ahead of a white man within reach of it
	centreMask Bitboard
	edgeMask   Bitboard
	leftMask   Bitboard
	backMask   Bitboard
	mainDiag   Bitboard
	outpostA   = bitOf(24)
	outpostB   = bitOf(27)
	rowMask    [10]Bitboard // the squares of each row
	tempoMask  [4]Bitboard  // bit k of (9-row): tempo = sum of 2^k * popcount(men & tempoMask[k])
)

func init() {
	for s := 1; s <= numSquares; s++ {
		b := squareBit[s]
		bitRow[b], bitCol[b] = Row(s), Col(s)
		rowMask[Row(s)] |= bitOf(s)
		for k := range tempoMask {
			if (9-Row(s))>>k&1 != 0 {
				tempoMask[k] |= bitOf(s)
			}
		}
	}
	for s := 1; s <= numSquares; s++ {
		b := squareBit[s]
		r, c := Row(s), Col(s)
		for t := 1; t <= numSquares; t++ {
			rt, ct := Row(t), Col(t)
			if rt < r && abs(ct-c) <= r-rt {
				coneMask[b] |= bitOf(t)
			}
		}
		if c == 0 || c == 9 {
			edgeMask |= bitOf(s)
		}
		if c <= 4 {
			leftMask |= bitOf(s)
		}
	}
	for _, s := range []int{22, 23, 24, 27, 28, 29} {
		centreMask |= bitOf(s)
	}
	for _, s := range []int{47, 48, 49} {
		backMask |= bitOf(s)
	}
	for _, s := range []int{5, 10, 14, 19, 23, 28, 32, 37, 41, 46} {
		mainDiag |= bitOf(s)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// mirror maps every square s of b to 51-s (bit i to bit 53-i).
func mirror(b Bitboard) Bitboard { return bits.Reverse64(b) >> (64 - numBits) }

// Evaluate returns the static score of p in centi-men from the side to
// move's point of view, with the default weights.
func Evaluate(p Position) int { return DefaultWeights.Evaluate(p) }

// Evaluate returns the static score of p in centi-men from the side to
// move's point of view.
func (w *Weights) Evaluate(p Position) int {
	wm, wk, bm, bk := p.Material()
	phase := min(wm+bm, 30) // 30 (opening) .. 0 (endgame)
	empty := boardMask &^ (p.white | p.black)
	var run Bitboard // rows where a runaway man scores
	for r, v := range w.Runaway {
		if v != 0 {
			run |= rowMask[r]
		}
	}
	ws := w.side(p.white&^p.kings, p.white&p.kings, empty, run, bk > 0, phase)
	bs := w.side(mirror(p.black&^p.kings), mirror(p.black&p.kings), mirror(empty), run, wk > 0, phase)
	score := ws - bs
	// One lone king holds most endings against up to three pieces with a king.
	if (wm == 0 && wk == 1 && bk > 0 && bm+bk <= 3) || (bm == 0 && bk == 1 && wk > 0 && wm+wk <= 3) {
		score = score * w.DrawScale / 100
	}
	if p.side == Black {
		score = -score
	}
	return score + w.StmBonus
}

// side scores one side's pieces in White's orientation.
// run holds the rows where Runaway is not zero.
func (w *Weights) side(men, kings, empty, run Bitboard, enemyKings bool, phase int) int {
	nm, nk := bits.OnesCount64(men), bits.OnesCount64(kings)
	s := nm * w.Man
	if nk > 0 {
		s += w.King + (nk-1)*w.KingExtra
	}
	tempo := bits.OnesCount64(men&tempoMask[0]) + 2*bits.OnesCount64(men&tempoMask[1]) +
		4*bits.OnesCount64(men&tempoMask[2]) + 8*bits.OnesCount64(men&tempoMask[3])
	all := boardMask &^ empty
	for m := men & run; m != 0; m &= m - 1 {
		b := bits.TrailingZeros64(m)
		r := bitRow[b]
		if coneMask[b]&all == 0 {
			bonus := w.Runaway[r]
			if enemyKings {
				bonus = bonus * w.RunawayVsK / 100
			}
			s += bonus
		}
	}
	s += tempo * (w.TempoOpen*phase + w.TempoEnd*(30-phase)) / 30
	s += w.Centre * bits.OnesCount64(men&centreMask)
	s += w.Edge * bits.OnesCount64(men&edgeMask)
	left := bits.OnesCount64(men & leftMask)
	s += w.Balance * abs(2*left-nm)
	own := men | kings
	if men&outpostA != 0 {
		s += w.Outpost + w.Support*bits.OnesCount64((shift(outpostA, 5)|shift(outpostA, 6))&own)
	}
	if men&outpostB != 0 {
		s += w.Outpost + w.Support*bits.OnesCount64((shift(outpostB, 5)|shift(outpostB, 6))&own)
	}
	s += w.BackRank * bits.OnesCount64(men&backMask) * phase / 30
	fl, fr := shift(men, -6)&empty, shift(men, -5)&empty
	s += w.Mobility * (bits.OnesCount64(fl) + bits.OnesCount64(fr))
	movable := shift(fl, 6) | shift(fr, 5)
	s += w.Locked * bits.OnesCount64(men&^movable&^promotionRow[White])
	if kings != 0 {
		s += w.KingDiag * bits.OnesCount64(kings&mainDiag)
		for k := kings; k != 0; k &= k - 1 {
			sq := bits.TrailingZeros64(k)
			n := 0
			for d := 0; d < 4; d++ {
				st := dirStep[d]
				for x := sq + st; bit(x)&empty != 0; x += st {
					n++
				}
			}
			s += w.KingMob * min(n, 16)
		}
	}
	return s
}
