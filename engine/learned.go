package engine // learned.go: the learned evaluation: pattern tables over 16 board windows, fitted to self-play.

import (
	_ "embed"
	"encoding/binary"
	"fmt"
	"math/bits"
	"sync"
)

// The learned evaluation scans the board through 16 overlapping windows of
// 4 rows by 4 columns (8 playable squares each, in the manner of Scan 2.0):
// window (R, C), R, C in 0..3, covers rows 2R..2R+3 and columns 2C..2C+3.
// On every row a window holds two neighbouring squares, so in the bit
// layout its squares sit at fixed offsets from one shift:
//
//	row 2R   : b+0  b+1        b = 11*R + C
//	row 2R+1 : b+5  b+6
//	row 2R+2 : b+11 b+12
//	row 2R+3 : b+16 b+17
//
// Each square is empty (0), a white man (1) or a black man (2); the base-3
// number of the 8 squares (digit i for the i-th square above) indexes the
// window's weight table, one for the middle game and one for the endgame,
// interpolated by the number of pieces, and one of each for either side to
// move. Kings are not in the windows (they count as empty there); they
// score through the material table and the dense terms. The material table
// is indexed by the material signature (men and kings of each side, clamped
// at MatMen-1 and MatKings-1) and the side to move: the value of material
// is not linear (a king against three men, the last men), and neither is
// the move (the tempo of closed positions).
//
// Colour symmetry by construction: the score for White is
// sum_w T[w][config_w(p)] - sum_w T[w][config_w(flip(p))] + dense terms
// computed the same way for both sides, where flip(p) turns the board
// round (square s -> 51-s), swaps the colours and the side to move (so
// flip(p) reads the other side to move's tables). Turning the board maps
// window w to window 15-w and the i-th square of a window to the (7-i)-th,
// so the second sum is folded into the first when the tables are loaded:
// U[s][w][c] = T[s][w][c] - T[1-s][15-w][flip(c)] (flip(c) reverses the
// digits and swaps 1 and 2), and evaluation is one lookup per window; the
// material table likewise: V[s][m] = M[s][m] - M[1-s][flip(m)], flip(m)
// exchanging the two sides' counts.

// Sizes of the learned weights.
const (
	NumWindows   = 16
	PatternSize  = 6561 // 3^8 configurations of a window
	NumDense     = 11   // dense terms, see the Dense* constants
	PhaseMax     = 40   // phase = number of pieces (men and kings), at most PhaseMax
	LearnedScale = 4    // weights are stored in 1/LearnedScale centi-men
	MatMen       = 21   // men counts 0..20 in the material signature (more count as 20)
	MatKings     = 5    // king counts 0..4 (more count as 4)
	MatSize      = MatMen * MatKings * MatMen * MatKings
	NetInputs    = 200 // the network's inputs: white men, black men, white kings, black kings on squares 1-50
	NetHidden    = 32  // the network's hidden units (a weights file may hold fewer: the rest are zero)
	NetQ         = 64  // a hidden unit's activation runs from 0 to NetQ (1.0); input weights are in 1/NetQ
	NetMaxWeight = 127 // input weights are clamped to ±NetMaxWeight, biases to ±NetMaxBias
	NetMaxBias   = 4096
)

// Dense terms of the learned evaluation: each is White's value minus
// Black's (Black's computed on the turned board), except DenseSide.
const (
	DenseMen      = iota // men
	DenseKings           // kings
	DenseHasKing         // 1 if the side has a king
	DenseTempo           // rows advanced, summed over the men
	DenseSide            // +1 White to move, -1 Black to move
	DenseRun1            // runaway men (free path to the crowning row) one row away
	DenseRun2            // ... two rows away
	DenseRun3            // ... three rows away
	DenseKingMob         // squares the kings can reach (up to 16 a king)
	DenseKingDiag        // kings on the main diagonal 5-46
	DenseBalance         // |men on the left half - men on the right half| (the wings)
)

// LearnedWeights are the trained parameters, as stored: raw tables T (not
// folded), in 1/LearnedScale centi-men; the first index of Pattern and
// Dense is the phase, 0 the middle game (PhaseMax pieces), 1 the endgame
// (no pieces); the side index is the side to move (0 White, 1 Black). The
// material table is not interpolated (the signature fixes the phase).
type LearnedWeights struct {
	Pattern  [2][2][NumWindows][PatternSize]int16 // [phase][side to move][window][configuration]
	Material [2][MatSize]int16                    // [side to move][MatSig]
	Dense    [2][NumDense]int16

	// The network: hidden unit j of a position is clamp(NetB[j] + sum of
	// NetW[i][j] over its active inputs i, 0, NetQ) (input NetInput(kind,
	// square)); it adds sum_j NetV[phase][j] * (unit j of p - unit j of
	// flip(p)) / NetQ, in 1/LearnedScale centi-men, to each phase.
	NetW [NetInputs][NetHidden]int16
	NetB [NetHidden]int16
	NetV [2][NetHidden]int16
}

// NetInput is the network's input for a piece of kind 0-3 (white man,
// black man, white king, black king) on square sq (1-50). The same piece
// in flip(p) is NetInput(kind^1, 51-sq).
func NetInput(kind, sq int) int { return kind*numSquares + sq - 1 }

// Features are the inputs of the learned evaluation for one position (the
// training program fits the weights on them).
type Features struct {
	Own     [NumWindows]uint16 // configuration of each window in p
	Flip    [NumWindows]uint16 // configuration of each window in flip(p)
	Mat     uint16             // MatSig of p
	MatFlip uint16             // MatSig of flip(p)
	Side    uint8              // side to move in p (0 White, 1 Black); flip(p) has the other
	Dense   [NumDense]int16
	Phase   int // 0..PhaseMax: the middle-game weight is Phase/PhaseMax
}

// Learned is a ready-to-use learned evaluation. It implements Evaluator.
type Learned struct {
	pat   [2][NumWindows][PatternSize][2]int16 // folded tables U by side to move, 1/LearnedScale centi-men (int16: half the cache)
	mat   [2][MatSize]int32                    // folded material table V by side to move
	dense [NumDense][2]int32

	// The network, four hidden units to a uint64 (16-bit lanes, see
	// netSums): the input rows of each piece kind and internal bit (the
	// words of p, then those of flip(p)), the biases (likewise), and the
	// output weights by phase.
	net    bool // some output weight is not zero
	netRow [4][numBits]netLanes
	netB   netLanes
	netV   [netWords][4]int64 // word k: its 4 units' output weights, the middle game's + the endgame's << 32
	netV0  int64              // 128 * the sum of netV (the lanes' offset, see netSums)
	netVmg [NetHidden]int16   // the output weights again, for netSumsSIMD
	netVeg [NetHidden]int16
}

// netLanes are the network's sums for a position (words 0..netWords-1) and
// its flip (the rest).
type netLanes [2 * netWords]uint64

// The network's sums run in 16-bit lanes of uint64 words. Each lane holds
// netLaneBase + bias + the sum of (weight + NetMaxWeight + 1) over the
// active inputs: with weights within ±NetMaxWeight every term is positive,
// so no lane borrows from or carries into the next (at most 41 terms: 40
// pieces and the bias, 4096 + 8192 + 40*255 < 65536).
const (
	netWords    = NetHidden / 4
	netLaneBase = 8192
	netTerm     = NetMaxWeight + 1
)

// MatSig is the index of a material signature in the material table.
func MatSig(whiteMen, whiteKings, blackMen, blackKings int) int {
	return ((min(whiteMen, MatMen-1)*MatKings+min(whiteKings, MatKings-1))*MatMen+
		min(blackMen, MatMen-1))*MatKings + min(blackKings, MatKings-1)
}

// flipMatSig exchanges the two sides' counts of a signature.
func flipMatSig(m int) int {
	bk, m := m%MatKings, m/MatKings
	bm, m := m%MatMen, m/MatMen
	wk, wm := m%MatKings, m/MatKings
	return MatSig(bm, bk, wm, wk)
}

// Window geometry and the base-3 lookup of 8-bit square sets.
var (
	windowShift [NumWindows]uint
	ternary     [256]uint16 // ternary[b] = sum of 3^i over the set bits i of b
	flipConfig  [PatternSize]uint16
	runRows     [4]Bitboard // squares 1, 2, 3 rows from White's crowning row (index 1..3)
)

func init() {
	for w := 0; w < NumWindows; w++ {
		windowShift[w] = uint(11*(w/4) + w%4)
	}
	for b := 0; b < 256; b++ {
		v, p := 0, 1
		for i := 0; i < 8; i++ {
			if b>>i&1 != 0 {
				v += p
			}
			p *= 3
		}
		ternary[b] = uint16(v)
	}
	for c := 0; c < PatternSize; c++ {
		// Digits reversed, colours swapped.
		x, f := c, 0
		for i := 0; i < 8; i++ {
			d := x % 3
			x /= 3
			if d != 0 {
				d = 3 - d
			}
			f = f*3 + d
		}
		flipConfig[c] = uint16(f)
	}
	for r := 1; r <= 3; r++ {
		runRows[r] = rowMask[r]
	}
}

// gather8 packs the 8 window bits of x (x already shifted by the window's
// offset) into one byte, in the window's square order.
func gather8(x Bitboard) uint {
	return uint(x&3 | x>>3&0xc | x>>7&0x30 | x>>10&0xc0)
}

// windowConfigs fills the configuration of every window for the men of
// white and black (internal bitboards).
func windowConfigs(wmen, bmen Bitboard, out *[NumWindows]uint16) {
	for w := 0; w < NumWindows; w++ {
		sh := windowShift[w]
		out[w] = ternary[gather8(wmen>>sh)] + 2*ternary[gather8(bmen>>sh)]
	}
}

// Flip returns p turned round with the colours swapped (square s holds the
// other colour's piece of square 51-s) and the other side to move. Every
// evaluation in this package scores Flip(p) as it scores p.
func (p Position) Flip() Position {
	return Position{white: mirror(p.black), black: mirror(p.white), kings: mirror(p.kings), side: p.side ^ 1}
}

// sideDense adds one side's dense terms (in White's orientation) with sign sg.
func sideDense(d *[NumDense]int16, men, kings, empty Bitboard, sg int16) {
	d[DenseMen] += sg * int16(bits.OnesCount64(men))
	nk := bits.OnesCount64(kings)
	d[DenseKings] += sg * int16(nk)
	if nk > 0 {
		d[DenseHasKing] += sg
	}
	tempo := bits.OnesCount64(men&tempoMask[0]) + 2*bits.OnesCount64(men&tempoMask[1]) +
		4*bits.OnesCount64(men&tempoMask[2]) + 8*bits.OnesCount64(men&tempoMask[3])
	d[DenseTempo] += sg * int16(tempo)
	d[DenseBalance] += sg * int16(abs(2*bits.OnesCount64(men&leftMask)-bits.OnesCount64(men)))
	all := boardMask &^ empty
	for m := men & (runRows[1] | runRows[2] | runRows[3]); m != 0; m &= m - 1 {
		b := bits.TrailingZeros64(m)
		if coneMask[b]&all == 0 {
			d[DenseRun1+bitRow[b]-1] += sg
		}
	}
	if kings != 0 {
		d[DenseKingDiag] += sg * int16(bits.OnesCount64(kings&mainDiag))
		for k := kings; k != 0; k &= k - 1 {
			sq := bits.TrailingZeros64(k)
			n := 0
			for dir := 0; dir < 4; dir++ {
				st := dirStep[dir]
				for x := sq + st; bit(x)&empty != 0; x += st {
					n++
				}
			}
			d[DenseKingMob] += sg * int16(min(n, 16))
		}
	}
}

// phaseOf is the number of pieces, at most PhaseMax.
func phaseOf(p Position) int { return min(bits.OnesCount64(p.white|p.black), PhaseMax) }

func denseOf(p Position) (d [NumDense]int16) {
	empty := boardMask &^ (p.white | p.black)
	sideDense(&d, p.white&^p.kings, p.white&p.kings, empty, 1)
	sideDense(&d, mirror(p.black&^p.kings), mirror(p.black&p.kings), mirror(empty), -1)
	d[DenseSide] = 1
	if p.side == Black {
		d[DenseSide] = -1
	}
	return d
}

// Black's view of the dense geometry, so that denseSums needs no mirroring.
var (
	tempoMaskB [4]Bitboard
	coneMaskB  [numBits]Bitboard
	runMaskW   Bitboard // squares 1-3 rows from White's crowning row
	runMaskB   Bitboard // the same for Black
)

func init() {
	for k := range tempoMask {
		tempoMaskB[k] = mirror(tempoMask[k])
	}
	for b := 0; b < numBits; b++ {
		coneMaskB[b] = mirror(coneMask[numBits-1-b])
	}
	runMaskW = runRows[1] | runRows[2] | runRows[3]
	runMaskB = mirror(runMaskW)
}

// denseSums returns the dense terms of p weighted by w, for the middle
// game and the endgame: the sum over i of denseOf(p)[i] * w[i] (a test
// checks), computed without mirroring the board, without the feature
// array, and without the king terms when there are no kings (they are 0).
func denseSums(p Position, w *[NumDense][2]int32) (mg, eg int32) {
	add := func(i int, x int32) {
		mg += x * w[i][0]
		eg += x * w[i][1]
	}
	wm, bm := p.white&^p.kings, p.black&^p.kings
	nw, nb := bits.OnesCount64(wm), bits.OnesCount64(bm)
	add(DenseMen, int32(nw-nb))
	add(DenseTempo, int32(bits.OnesCount64(wm&tempoMask[0])+2*bits.OnesCount64(wm&tempoMask[1])+
		4*bits.OnesCount64(wm&tempoMask[2])+8*bits.OnesCount64(wm&tempoMask[3])-
		bits.OnesCount64(bm&tempoMaskB[0])-2*bits.OnesCount64(bm&tempoMaskB[1])-
		4*bits.OnesCount64(bm&tempoMaskB[2])-8*bits.OnesCount64(bm&tempoMaskB[3])))
	add(DenseBalance, int32(abs(2*bits.OnesCount64(wm&leftMask)-nw)-abs(2*bits.OnesCount64(bm&leftMask)-nb)))
	all := p.white | p.black
	for m := wm & runMaskW; m != 0; m &= m - 1 {
		b := bits.TrailingZeros64(m)
		if coneMask[b]&all == 0 {
			add(DenseRun1+bitRow[b]-1, 1)
		}
	}
	for m := bm & runMaskB; m != 0; m &= m - 1 {
		b := bits.TrailingZeros64(m)
		if coneMaskB[b]&all == 0 {
			add(DenseRun1+8-bitRow[b], -1)
		}
	}
	if p.kings != 0 {
		wk, bk := p.white&p.kings, p.black&p.kings
		kw, kb := bits.OnesCount64(wk), bits.OnesCount64(bk)
		add(DenseKings, int32(kw-kb))
		add(DenseHasKing, int32(min(kw, 1)-min(kb, 1)))
		add(DenseKingDiag, int32(bits.OnesCount64(wk&mainDiag)-bits.OnesCount64(bk&mainDiag)))
		empty := boardMask &^ all
		mob := 0
		for k := p.kings; k != 0; k &= k - 1 {
			sq := bits.TrailingZeros64(k)
			n := 0
			for dir := 0; dir < 4; dir++ {
				st := dirStep[dir]
				for x := sq + st; bit(x)&empty != 0; x += st {
					n++
				}
			}
			if bit(sq)&p.white != 0 {
				mob += min(n, 16)
			} else {
				mob -= min(n, 16)
			}
		}
		add(DenseKingMob, int32(mob))
	}
	if p.side == White {
		add(DenseSide, 1)
	} else {
		add(DenseSide, -1)
	}
	return mg, eg
}

// LearnedFeatures returns the inputs of the learned evaluation for p.
func LearnedFeatures(p Position) Features {
	var f Features
	windowConfigs(p.white&^p.kings, p.black&^p.kings, &f.Own)
	q := p.Flip()
	windowConfigs(q.white&^q.kings, q.black&^q.kings, &f.Flip)
	f.Dense = denseOf(p)
	f.Phase = phaseOf(p)
	wm, wk, bm, bk := p.Material()
	f.Mat, f.MatFlip = uint16(MatSig(wm, wk, bm, bk)), uint16(MatSig(bm, bk, wm, wk))
	f.Side = uint8(p.side)
	return f
}

// Drawish reports the material balances where the learned evaluation keeps
// only 1/DrawishDivisor of its score: the side ahead has three pieces or
// fewer and the other side has a king (such endings are mostly drawn).
// whiteAhead says which side the score favours.
func Drawish(p Position, whiteAhead bool) bool {
	wm, wk, bm, bk := p.Material()
	if whiteAhead {
		return wm+wk <= 3 && bk > 0
	}
	return bm+bk <= 3 && wk > 0
}

// DrawishDivisor is the drawish-material scaling (see Drawish).
const DrawishDivisor = 8

// NewLearned folds stored weights into a ready evaluation.
func NewLearned(w *LearnedWeights) *Learned {
	l := &Learned{}
	for sd := 0; sd < 2; sd++ {
		for m := 0; m < MatSize; m++ {
			l.mat[sd][m] = int32(w.Material[sd][m]) - int32(w.Material[1-sd][flipMatSig(m)])
		}
	}
	for ph := 0; ph < 2; ph++ {
		for sd := 0; sd < 2; sd++ {
			for win := 0; win < NumWindows; win++ {
				for c := 0; c < PatternSize; c++ {
					u := int32(w.Pattern[ph][sd][win][c]) - int32(w.Pattern[ph][1-sd][NumWindows-1-win][flipConfig[c]])
					l.pat[sd][win][c][ph] = int16(max(-32767, min(32767, u))) // symmetric clamp keeps U antisymmetric
				}
			}
		}
		for d := 0; d < NumDense; d++ {
			l.dense[d][ph] = int32(w.Dense[ph][d])
		}
	}
	lane := func(words *netLanes, j int, v int) { words[j/4] |= uint64(v) << (16 * (j % 4)) }
	for j := 0; j < NetHidden; j++ {
		b := netLaneBase + max(-NetMaxBias, min(NetMaxBias, int(w.NetB[j])))
		lane(&l.netB, j, b)
		lane(&l.netB, NetHidden+j, b)
		l.netV[j/4][j%4] = int64(w.NetV[0][j]) + int64(w.NetV[1][j])<<32
		l.netV0 += 128 * l.netV[j/4][j%4]
		l.netVmg[j], l.netVeg[j] = w.NetV[0][j], w.NetV[1][j]
		l.net = l.net || w.NetV[0][j] != 0 || w.NetV[1][j] != 0
	}
	for kind := 0; kind < 4; kind++ {
		for b := 0; b < numBits; b++ {
			sq := int(bitSquare[b])
			if sq == 0 {
				continue // a ghost bit: never set
			}
			for j := 0; j < NetHidden; j++ {
				wt := func(i int) int { return netTerm + max(-NetMaxWeight, min(NetMaxWeight, int(w.NetW[i][j]))) }
				lane(&l.netRow[kind][b], j, wt(NetInput(kind, sq)))
				lane(&l.netRow[kind][b], NetHidden+j, wt(NetInput(kind^1, numSquares+1-sq)))
			}
		}
	}
	return l
}

// NetCache holds the network's sums of the last position a searcher
// evaluated, so that the next one (a sibling, a child: a few pieces apart)
// is computed from it by adding and removing the pieces that differ.
type NetCache struct {
	l     *Learned    // whose rows the lanes were summed from (nil: empty)
	sets  [4]Bitboard // white men, black men, white kings, black kings
	lanes netLanes
}

// pieceSets splits p into the network's four kinds of pieces.
func pieceSets(p Position) [4]Bitboard {
	return [4]Bitboard{p.white &^ p.kings, p.black &^ p.kings, p.white & p.kings, p.black & p.kings}
}

// netAcc returns the network's lanes for the pieces of sets, from the biases.
func (l *Learned) netAcc(sets *[4]Bitboard) netLanes {
	acc := l.netB
	for kind := range sets {
		acc.add(&l.netRow[kind], sets[kind])
	}
	return acc
}

// add adds the rows of the pieces in x.
func (acc *netLanes) add(rows *[numBits]netLanes, x Bitboard) {
	if netSIMD {
		acc.addSIMD(rows, x)
		return
	}
	for ; x != 0; x &= x - 1 {
		r := &rows[bits.TrailingZeros64(uint64(x))]
		for k := range acc {
			acc[k] += r[k]
		}
	}
}

// sub removes the rows of the pieces in x.
func (acc *netLanes) sub(rows *[numBits]netLanes, x Bitboard) {
	if netSIMD {
		acc.subSIMD(rows, x)
		return
	}
	for ; x != 0; x &= x - 1 {
		r := &rows[bits.TrailingZeros64(uint64(x))]
		for k := range acc {
			acc[k] -= r[k]
		}
	}
}

// netCacheMaxChanges: a position more pieces apart than this from the
// cached one is summed from the biases (as fast, and it resets the cache).
const netCacheMaxChanges = 12

// update brings the cache to p.
func (c *NetCache) update(l *Learned, p Position) {
	sets := pieceSets(p)
	if c.l == l {
		changes := 0
		for kind := range sets {
			changes += bits.OnesCount64(uint64(sets[kind] ^ c.sets[kind]))
		}
		if changes <= netCacheMaxChanges {
			for kind := range sets {
				c.lanes.add(&l.netRow[kind], sets[kind]&^c.sets[kind])
				c.lanes.sub(&l.netRow[kind], c.sets[kind]&^sets[kind])
			}
			c.sets = sets
			return
		}
	}
	c.lanes, c.sets, c.l = l.netAcc(&sets), sets, l
}

// netSums returns the network's contribution to the middle game and the
// endgame sums (1/LearnedScale centi-men) from the lanes of p and flip(p)
// (n pieces): sum_j V[ph][j] * (a_j(p) - a_j(flip p)) / NetQ, a_j the
// clamped hidden units.
//
// Both sums come from one multiply a unit: its weights are packed as
// V[mg] + V[eg]<<32, so sum_j (V[mg][j] + V[eg][j]<<32) * d_j holds the
// middle game's sum in its low 32 bits and the endgame's, less the low
// half's sign, in the high ones. Each sum is within NetHidden * NetQ * 32767
// < 2^31, so the low half read as an int32 is exact.
func (l *Learned) netSums(acc *netLanes, n int) (mg, eg int32) {
	if netSIMD {
		return l.netSumsSIMD(acc, n)
	}
	// All four lanes of a word at once: lane + c = 0x8000 + the unit's
	// input, which lies within ±(NetMaxBias + 40*NetMaxWeight) < 0x4000:
	// no lane borrows or carries.
	c := uint64(0x8000-netLaneBase-netTerm*n) * laneOnes
	t := -l.netV0
	for k := range l.netV {
		d := clampUnits(acc[k]+c) + 128*laneOnes - clampUnits(acc[netWords+k]+c) // 128 + a_j(p) - a_j(flip p)
		v := &l.netV[k]
		t += v[0]*int64(d&0xffff) + v[1]*int64(d>>16&0xffff) + v[2]*int64(d>>32&0xffff) + v[3]*int64(d>>48)
	}
	mg = int32(t)
	eg = int32((t - int64(mg)) >> 32)
	return mg / NetQ, eg / NetQ
}

const (
	laneOnes = 0x0001000100010001
	laneHigh = 0x8000800080008000
)

// clampUnits clamps four lanes, each 0x8000 + x, to x within 0..NetQ.
func clampUnits(t uint64) uint64 {
	pos := (t & laneHigh) >> 15 * 0xffff                               // lanes with x >= 0
	a := t & pos &^ laneHigh                                           // max(x, 0)
	over := ((a + (0x8000-NetQ-1)*laneOnes) & laneHigh) >> 15 * 0xffff // lanes above NetQ
	return a&^over | NetQ*laneOnes&over
}

// The evaluation reads the 16 window configurations through five "blocks"
// of two rows: block Q holds bits 11Q..11Q+9 (rows 2Q and 2Q+1, five
// squares each). Window (R, C) takes its squares b+0, b+1, b+5, b+6 (its
// digits 0-3) from block R and b+11, b+12, b+16, b+17 (digits 4-7) from
// block R+1, at the local bits C, C+1, C+5, C+6 of each. So with
//
//	quad(Q, C) = the base-3 number of those four squares of block Q (0..80)
//
// the window's configuration is quad(R, C) + 81*quad(R+1, C). blockQuads
// gives the four quads of a block at once, one 16-bit field per column C,
// for one colour's men (digits 0/1); a block's quads for both colours are
// then tern[white] + 2*tern[black], and those of the four windows of a
// window row are U(R) + 81*U(R+1), all fields computed side by side in one
// uint64 (no field exceeds 240 + 81*240 = 19,680, so none carries into the
// next). This costs 10 lookups in an 8 KB table instead of 32 bit-gathers
// and 32 lookups; TestBlockConfigs checks it against windowConfigs.
var blockQuads [1 << 10]uint64

func init() {
	for m := 0; m < 1<<10; m++ {
		var v uint64
		for c := 0; c < 4; c++ {
			q, p := 0, 1
			for _, off := range [4]int{0, 1, 5, 6} {
				if m>>(c+off)&1 != 0 {
					q += p
				}
				p *= 3
			}
			v |= uint64(q) << (16 * c)
		}
		blockQuads[m] = v
	}
}

// blockOf returns the quads of block q (see blockQuads) for the men of
// white and black.
func blockOf(wmen, bmen Bitboard, q uint) uint64 {
	return blockQuads[wmen>>(11*q)&0x3ff] + 2*blockQuads[bmen>>(11*q)&0x3ff]
}

// Evaluate returns the score of p in centi-men from the side to move's view.
func (l *Learned) Evaluate(p Position) int { return l.evaluate(p, nil) }

// EvaluateCached is Evaluate with the network's sums brought from those of
// the last position evaluated with the same cache (one cache per searching
// goroutine).
func (l *Learned) EvaluateCached(p Position, c *NetCache) int { return l.evaluate(p, c) }

func (l *Learned) evaluate(p Position, c *NetCache) int {
	wmen, bmen := p.white&^p.kings, p.black&^p.kings
	u0, u1, u2 := blockOf(wmen, bmen, 0), blockOf(wmen, bmen, 1), blockOf(wmen, bmen, 2)
	u3, u4 := blockOf(wmen, bmen, 3), blockOf(wmen, bmen, 4)
	var mg, eg int32
	add := func(e *[2]int16) {
		mg += int32(e[0])
		eg += int32(e[1])
	}
	// Window row R: its four configurations are the 16-bit fields of v
	// (written out: the compiler does not unroll a loop here).
	t := &l.pat[p.side]
	v := u0 + 81*u1
	add(&t[0][uint16(v)])
	add(&t[1][uint16(v>>16)])
	add(&t[2][uint16(v>>32)])
	add(&t[3][v>>48])
	v = u1 + 81*u2
	add(&t[4][uint16(v)])
	add(&t[5][uint16(v>>16)])
	add(&t[6][uint16(v>>32)])
	add(&t[7][v>>48])
	v = u2 + 81*u3
	add(&t[8][uint16(v)])
	add(&t[9][uint16(v>>16)])
	add(&t[10][uint16(v>>32)])
	add(&t[11][v>>48])
	v = u3 + 81*u4
	add(&t[12][uint16(v)])
	add(&t[13][uint16(v>>16)])
	add(&t[14][uint16(v>>32)])
	add(&t[15][v>>48])
	dm, de := denseSums(p, &l.dense)
	mg += dm
	eg += de
	if l.net {
		n := bits.OnesCount64(p.white | p.black)
		var nm, ne int32
		if c != nil {
			c.update(l, p)
			nm, ne = l.netSums(&c.lanes, n)
		} else {
			sets := pieceSets(p)
			acc := l.netAcc(&sets)
			nm, ne = l.netSums(&acc, n)
		}
		mg += nm
		eg += ne
	}
	nwm, nbm := bits.OnesCount64(wmen), bits.OnesCount64(bmen)
	nwk, nbk := 0, 0
	if p.kings != 0 {
		nwk, nbk = bits.OnesCount64(p.white&p.kings), bits.OnesCount64(p.black&p.kings)
	}
	mat := l.mat[p.side][MatSig(nwm, nwk, nbm, nbk)]
	ph := int32(min(nwm+nwk+nbm+nbk, PhaseMax))
	score := int((mg*ph + eg*(PhaseMax-ph) + mat*PhaseMax) / (PhaseMax * LearnedScale))
	if p.kings != 0 && Drawish(p, score > 0) {
		score /= DrawishDivisor
	}
	if p.side == Black {
		score = -score
	}
	return score
}

// Weights file format (little-endian): "DRLW", uint32 version 3, uint32
// NumWindows, uint32 PatternSize, uint32 NumDense, uint32 MatSize, uint32
// NetInputs, uint32 NetHidden, then the int16 arrays of LearnedWeights in
// order (Pattern[phase][side][window], Material[side], Dense[phase],
// NetW[input], NetB, NetV[phase]). Older files are still read and evaluate
// exactly as they did: version 2 (no network: its weights are zero) and
// version 1 (before the side to move and the material table: header
// without MatSize, Pattern[phase][window]; its tables serve both sides and
// the material table is zero).
const learnedMagic = "DRLW"

// learnedSize is the size of a weights file of version v (with hidden
// units, for version 3).
func learnedSize(v, hidden int) int {
	switch v {
	case 1:
		return 20 + 2*(2*NumWindows*PatternSize+2*NumDense)
	case 2:
		return 24 + 2*(4*NumWindows*PatternSize+2*MatSize+2*NumDense)
	}
	return 32 + 2*(4*NumWindows*PatternSize+2*MatSize+2*NumDense+NetInputs*hidden+3*hidden)
}

// MarshalBinary encodes the weights in the weights file format (version 3).
func (w *LearnedWeights) MarshalBinary() ([]byte, error) {
	out := make([]byte, 0, learnedSize(3, NetHidden))
	out = append(out, learnedMagic...)
	for _, v := range []uint32{3, NumWindows, PatternSize, NumDense, MatSize, NetInputs, NetHidden} {
		out = binary.LittleEndian.AppendUint32(out, v)
	}
	put := func(vs []int16) {
		for _, v := range vs {
			out = binary.LittleEndian.AppendUint16(out, uint16(v))
		}
	}
	for ph := range w.Pattern {
		for sd := range w.Pattern[ph] {
			for win := range w.Pattern[ph][sd] {
				put(w.Pattern[ph][sd][win][:])
			}
		}
	}
	for sd := range w.Material {
		put(w.Material[sd][:])
	}
	for ph := range w.Dense {
		put(w.Dense[ph][:])
	}
	for i := range w.NetW {
		put(w.NetW[i][:])
	}
	put(w.NetB[:])
	for ph := range w.NetV {
		put(w.NetV[ph][:])
	}
	return out, nil
}

// UnmarshalBinary decodes a weights file, saying what is wrong with it.
func (w *LearnedWeights) UnmarshalBinary(b []byte) error {
	if len(b) < 8 || string(b[:4]) != learnedMagic {
		return fmt.Errorf("learned weights: not a weights file (no %q header)", learnedMagic)
	}
	version := binary.LittleEndian.Uint32(b[4:])
	var hdr, want []uint32
	switch version {
	case 1:
		want = []uint32{1, NumWindows, PatternSize, NumDense}
	case 2:
		want = []uint32{2, NumWindows, PatternSize, NumDense, MatSize}
	case 3:
		want = []uint32{3, NumWindows, PatternSize, NumDense, MatSize, NetInputs, NetHidden}
		// A network with fewer hidden units reads as this one with the
		// others zero (they add nothing).
		if len(b) >= 32 {
			if h := binary.LittleEndian.Uint32(b[28:]); h >= 1 && h < NetHidden {
				want[6] = h
			}
		}
	default:
		return fmt.Errorf("learned weights: version %d, want 1, 2 or 3", version)
	}
	if len(b) < 4+4*len(want) {
		return fmt.Errorf("learned weights: %d bytes, want %d", len(b), learnedSize(int(version), NetHidden))
	}
	for i := range want {
		hdr = append(hdr, binary.LittleEndian.Uint32(b[4+4*i:]))
	}
	if fmt.Sprint(hdr) != fmt.Sprint(want) {
		return fmt.Errorf("learned weights: version/shape %v, want %v", hdr, want)
	}
	hidden := NetHidden
	if version == 3 {
		hidden = int(want[6])
	}
	if size := learnedSize(int(version), hidden); len(b) != size {
		return fmt.Errorf("learned weights: %d bytes, want %d", len(b), size)
	}
	b = b[4+4*len(want):]
	get := func(dst []int16) {
		for i := range dst {
			dst[i] = int16(binary.LittleEndian.Uint16(b))
			b = b[2:]
		}
	}
	*w = LearnedWeights{}
	for ph := range w.Pattern {
		if version == 1 {
			for win := range w.Pattern[ph][0] {
				get(w.Pattern[ph][0][win][:])
			}
			w.Pattern[ph][1] = w.Pattern[ph][0]
			continue
		}
		for sd := range w.Pattern[ph] {
			for win := range w.Pattern[ph][sd] {
				get(w.Pattern[ph][sd][win][:])
			}
		}
	}
	if version >= 2 {
		for sd := range w.Material {
			get(w.Material[sd][:])
		}
	}
	for ph := range w.Dense {
		get(w.Dense[ph][:])
	}
	if version >= 3 {
		for i := range w.NetW {
			get(w.NetW[i][:hidden])
		}
		get(w.NetB[:hidden])
		for ph := range w.NetV {
			get(w.NetV[ph][:hidden])
		}
	}
	return nil
}

// learnedFile holds the trained weights (`draughts train`, see the README).
//
//go:embed learned.bin
var learnedFile []byte

var (
	defaultLearnedOnce sync.Once
	defaultLearned     *Learned
	defaultLearnedErr  error
)

// DefaultLearned returns the learned evaluation with the embedded weights
// (shared, read-only; safe for concurrent use).
func DefaultLearned() (*Learned, error) {
	defaultLearnedOnce.Do(func() {
		var w LearnedWeights
		if defaultLearnedErr = w.UnmarshalBinary(learnedFile); defaultLearnedErr == nil {
			defaultLearned = NewLearned(&w)
		}
	})
	return defaultLearned, defaultLearnedErr
}
