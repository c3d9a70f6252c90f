// Package egdb holds endgame databases for international draughts: the
// win/draw/loss value of every position with few pieces (2-4, 5 when
// generated), computed here by retrograde analysis over the engine's own
// move generator (captures compulsory with the majority rule, promotion
// only at the end of a move), stored at 2 bits a position, compressed, in
// files with a header and checksums.
//
// Positions are split into material slices (men and kings per colour).
// Only positions with White to move are stored: a position with Black to
// move is looked up as its colour-reversed mirror (square s <-> 51-s).
// The index of a slice is near-perfect: the men of each colour are a
// combination of the 45 squares they may stand on (White 6-50, Black 1-45),
// the kings a combination of the squares the men leave free; the only
// unused slots are those where a white and a black man would share a
// square.
//
// The tables ignore the draw rules 6.2-6.4: a table win is a win with
// best play but may take longer than the 16- or 5-move rule allows; the
// search (package engine) keeps counting those rules.
package egdb // index.go: material slices and the position index.

import (
	"fmt"
	"math/bits"

	"github.com/draughts/draughts/engine"
)

// MaxPieces is the largest piece count the index supports.
const MaxPieces = 5

// Material is a slice of the database: the men and kings of each colour.
type Material struct{ WM, WK, BM, BK int }

// Pieces returns the number of pieces.
func (m Material) Pieces() int { return m.WM + m.WK + m.BM + m.BK }

// Flip returns the material with the colours exchanged.
func (m Material) Flip() Material { return Material{m.BM, m.BK, m.WM, m.WK} }

// String names the slice, e.g. "1m2k-0m1k" (White's men and kings, then Black's).
func (m Material) String() string {
	return fmt.Sprintf("%dm%dk-%dm%dk", m.WM, m.WK, m.BM, m.BK)
}

func (m Material) valid() bool {
	return m.WM >= 0 && m.WK >= 0 && m.BM >= 0 && m.BK >= 0 && m.WM+m.WK >= 1 && m.BM+m.BK >= 1 && m.Pieces() <= MaxPieces
}

// binom[n][k] = n choose k, for n <= 50 and k <= MaxPieces.
var binom [51][MaxPieces + 1]uint64

// Bit layout helpers, built from the engine's exported geometry.
var (
	sqOfBit   [64]int8    // square-1 (0..49) of an engine bit, -1 for none
	bitOfSq   [51]uint64  // engine bit of square s
	belowMask [64]uint64  // engine bits strictly below bit b
	neighbour [64][4]int8 // engine bit of the diagonal neighbour (up-left, up-right, down-left, down-right), -1 off the board
	boardBits uint64
)

func init() {
	for n := 0; n <= 50; n++ {
		binom[n][0] = 1
		for k := 1; k <= MaxPieces && k <= n; k++ {
			binom[n][k] = binom[n-1][k-1]
			if k <= n-1 {
				binom[n][k] += binom[n-1][k]
			}
		}
	}
	for i := range sqOfBit {
		sqOfBit[i] = -1
	}
	for s := 1; s <= 50; s++ {
		b := engine.SquareBit(s)
		sqOfBit[b] = int8(s - 1)
		bitOfSq[s] = 1 << b
		boardBits |= 1 << b
	}
	for b := 0; b < 64; b++ {
		belowMask[b] = 1<<b - 1
		for d := range neighbour[b] {
			neighbour[b][d] = -1
		}
	}
	dr := [4]int{-1, -1, 1, 1}
	dc := [4]int{-1, 1, -1, 1}
	for s := 1; s <= 50; s++ {
		b := engine.SquareBit(s)
		for d := 0; d < 4; d++ {
			if t := engine.SquareAt(engine.Row(s)+dr[d], engine.Col(s)+dc[d]); t != 0 {
				neighbour[b][d] = int8(engine.SquareBit(t))
			}
		}
	}
}

// Men of each colour stand on 45 squares: White 6-50, Black 1-45.
const menSquares = 45

// Size returns the number of index slots of the slice.
func (m Material) Size() uint64 {
	free := 50 - m.WM - m.BM
	return binom[menSquares][m.WM] * binom[menSquares][m.BM] * binom[free][m.WK] * binom[free-m.WK][m.BK]
}

// materialOf returns the material of raw engine bitboards.
func materialOf(w, b, k uint64) Material {
	return Material{bits.OnesCount64(w &^ k), bits.OnesCount64(w & k), bits.OnesCount64(b &^ k), bits.OnesCount64(b & k)}
}

// flip mirrors raw bitboards (square s <-> 51-s is bit b <-> 53-b in the
// engine layout) and exchanges the colours.
func flip(w, b, k uint64) (nw, nb, nk uint64) {
	return bits.Reverse64(b) >> 10, bits.Reverse64(w) >> 10, bits.Reverse64(k) >> 10
}

// rankMen is the colex rank of a set of men; off is the first legal
// square's index (White: 5 for square 6, Black: 0). ok is false when a man
// stands outside its 45 squares.
func rankMen(set uint64, off int) (r uint64, ok bool) {
	i := 1
	for ; set != 0; set &= set - 1 {
		p := int(sqOfBit[bits.TrailingZeros64(set)]) - off
		if p < 0 || p >= menSquares {
			return 0, false
		}
		r += binom[p][i]
		i++
	}
	return r, true
}

// rankKings is the colex rank of a set of kings among the squares that occ
// leaves free.
func rankKings(set, occ uint64) (r uint64) {
	i := 1
	for ; set != 0; set &= set - 1 {
		b := bits.TrailingZeros64(set)
		p := int(sqOfBit[b]) - bits.OnesCount64(occ&belowMask[b])
		r += binom[p][i]
		i++
	}
	return r
}

// index returns the slot of a White-to-move position given as raw
// bitboards of material m; ok is false for a man outside its squares.
func (m Material) index(w, b, k uint64) (uint64, bool) {
	wm, bm := w&^k, b&^k
	rw, ok1 := rankMen(wm, 5)
	rb, ok2 := rankMen(bm, 0)
	if !ok1 || !ok2 {
		return 0, false
	}
	free := 50 - m.WM - m.BM
	men := wm | bm
	wk := w & k
	idx := rw*binom[menSquares][m.BM] + rb
	idx = idx*binom[free][m.WK] + rankKings(wk, men)
	idx = idx*binom[free-m.WK][m.BK] + rankKings(b&k, men|wk)
	return idx, true
}

// unrank writes the k positions of colex rank r into dst (ascending).
func unrank(r uint64, k, n int, dst []int) {
	a := n - 1
	for i := k; i >= 1; i-- {
		for binom[a][i] > r {
			a--
		}
		dst[i-1] = a
		r -= binom[a][i]
		a--
	}
}

// placeKings returns the engine bits of the kings at compressed positions
// pos among the squares occ leaves free.
func placeKings(pos []int, occ uint64) (set uint64) {
	j, free := 0, 0
	for s := 1; s <= 50 && j < len(pos); s++ {
		if occ&bitOfSq[s] != 0 {
			continue
		}
		if free == pos[j] {
			set |= bitOfSq[s]
			j++
		}
		free++
	}
	return set
}

// decode returns the raw bitboards of slot idx (White to move); ok is
// false for an unused slot (a white and a black man on one square).
func (m Material) decode(idx uint64) (w, b, k uint64, ok bool) {
	free := 50 - m.WM - m.BM
	nbk := binom[free-m.WK][m.BK]
	nwk := binom[free][m.WK]
	nbm := binom[menSquares][m.BM]
	rbk := idx % nbk
	idx /= nbk
	rwk := idx % nwk
	idx /= nwk
	rbm := idx % nbm
	rwm := idx / nbm
	var buf [MaxPieces]int
	var wm, bm uint64
	unrank(rwm, m.WM, menSquares, buf[:m.WM])
	for _, p := range buf[:m.WM] {
		wm |= bitOfSq[p+6]
	}
	unrank(rbm, m.BM, menSquares, buf[:m.BM])
	for _, p := range buf[:m.BM] {
		bm |= bitOfSq[p+1]
	}
	if wm&bm != 0 {
		return 0, 0, 0, false
	}
	unrank(rwk, m.WK, free, buf[:m.WK])
	wk := placeKings(buf[:m.WK], wm|bm)
	unrank(rbk, m.BK, free-m.WK, buf[:m.BK])
	bk := placeKings(buf[:m.BK], wm|bm|wk)
	return wm | wk, bm | bk, wk | bk, true
}
