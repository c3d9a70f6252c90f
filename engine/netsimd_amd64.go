//go:build goexperiment.simd

package engine // netsimd_amd64.go: the network's lanes with AVX2, when built with GOEXPERIMENT=simd.

import (
	"math/bits"
	"simd/archsimd"
	"unsafe"
)

// netSIMD: the network's sums are added and read with AVX2, sixteen units
// to a vector. The lanes and their results are the same as the scalar
// code's: a 16-bit lane of a uint64 word is a 16-bit lane of a vector
// (no lane carries into the next, see netLanes), and the output is an
// exact integer sum either way (TestNetSIMDMatchesScalar).
var netSIMD = archsimd.X86.AVX2()

// netVecs is the number of 16-lane vectors in a position's half of netLanes.
const netVecs = NetHidden / 16

// vec is the k-th 16-lane vector of lanes (k < netVecs: p's, then flip's).
func (acc *netLanes) vec(k int) *[16]int16 {
	return (*[16]int16)(unsafe.Pointer(&acc[4*k]))
}

// addSIMD adds the rows of the pieces in x; subSIMD removes them.
func (acc *netLanes) addSIMD(rows *[numBits]netLanes, x Bitboard) {
	for ; x != 0; x &= x - 1 {
		r := &rows[bits.TrailingZeros64(uint64(x))]
		for k := 0; k < 2*netVecs; k++ {
			a := acc.vec(k)
			archsimd.LoadInt16x16(a).Add(archsimd.LoadInt16x16(r.vec(k))).Store(a)
		}
	}
}

func (acc *netLanes) subSIMD(rows *[numBits]netLanes, x Bitboard) {
	for ; x != 0; x &= x - 1 {
		r := &rows[bits.TrailingZeros64(uint64(x))]
		for k := 0; k < 2*netVecs; k++ {
			a := acc.vec(k)
			archsimd.LoadInt16x16(a).Sub(archsimd.LoadInt16x16(r.vec(k))).Store(a)
		}
	}
}

// netSumsSIMD is netSums with AVX2: each unit's input is its lane less
// netLaneBase + netTerm*n (no lane of netLanes exceeds 32767), clamped to
// 0..NetQ; the output weights multiply the differences p - flip(p) in
// pairs (vpmaddwd) into 32-bit sums.
func (l *Learned) netSumsSIMD(acc *netLanes, n int) (mg, eg int32) {
	off := archsimd.BroadcastInt16x16(int16(netLaneBase + netTerm*n))
	zero := archsimd.BroadcastInt16x16(0)
	q := archsimd.BroadcastInt16x16(NetQ)
	var sm, se archsimd.Int32x8
	for k := 0; k < netVecs; k++ {
		a := archsimd.LoadInt16x16(acc.vec(k)).Sub(off).Max(zero).Min(q)
		b := archsimd.LoadInt16x16(acc.vec(netVecs + k)).Sub(off).Max(zero).Min(q)
		d := a.Sub(b)
		sm = sm.Add(d.DotProductPairs(archsimd.LoadInt16x16((*[16]int16)(l.netVmg[16*k:]))))
		se = se.Add(d.DotProductPairs(archsimd.LoadInt16x16((*[16]int16)(l.netVeg[16*k:]))))
	}
	// [m0+m1, m2+m3, e0+e1, e2+e3 | the same for lanes 4-7], then again,
	// then the two halves: [mg, eg, mg, eg].
	s := sm.AddPairsGrouped(se)
	s = s.AddPairsGrouped(s)
	t := s.GetLo().Add(s.GetHi())
	return t.GetElem(0) / NetQ, t.GetElem(1) / NetQ
}
