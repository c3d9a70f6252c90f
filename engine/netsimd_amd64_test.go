//go:build goexperiment.simd

package engine // netsimd_amd64_test.go: the AVX2 network gives the scalar network's sums and scores.

import (
	"math/bits"
	"math/rand/v2"
	"simd/archsimd"
	"testing"
)

// TestNetSIMDMatchesScalar: with random weights, with every weight at an
// end of its range (the lanes at their highest and lowest) and with the
// embedded ones, the AVX2 lanes and sums equal the scalar code's, plain
// and through a cache, on positions of random games.
func TestNetSIMDMatchesScalar(t *testing.T) {
	if !archsimd.X86.AVX2() {
		t.Skip("this processor has no AVX2: the scalar code runs (and TestLearnedMatchesFeatures checks it)")
	}
	defer func(on bool) { netSIMD = on }(netSIMD)
	r := rand.New(rand.NewPCG(21, 21))
	extreme := randomLearnedWeights(21)
	for i := range extreme.NetW {
		for j := range extreme.NetW[i] {
			extreme.NetW[i][j] = [2]int16{-NetMaxWeight, NetMaxWeight}[r.IntN(2)]
		}
	}
	for j := range extreme.NetB {
		extreme.NetB[j] = [2]int16{-NetMaxBias, NetMaxBias}[r.IntN(2)]
		for ph := range extreme.NetV {
			extreme.NetV[ph][j] = [2]int16{-32768, 32767}[r.IntN(2)]
		}
	}
	embedded, err := DefaultLearned()
	if err != nil {
		t.Fatal(err)
	}
	ps := randomPlayedPositions(4000, 21)
	for wi, l := range []*Learned{NewLearned(randomLearnedWeights(22)), NewLearned(extreme), embedded} {
		var cs, cv NetCache
		for i, p := range ps {
			if i%7 == 0 {
				p = ps[r.IntN(len(ps))] // far from the cached position
			}
			sets := pieceSets(p)
			netSIMD = false
			scalar := l.netAcc(&sets)
			sm, se := l.netSums(&scalar, bits.OnesCount64(uint64(p.white|p.black)))
			plain, cached := l.Evaluate(p), l.EvaluateCached(p, &cs)
			netSIMD = true
			vector := l.netAcc(&sets)
			vm, ve := l.netSums(&vector, bits.OnesCount64(uint64(p.white|p.black)))
			if vector != scalar || vm != sm || ve != se {
				t.Fatalf("weights %d, %s: AVX2 sums %d/%d, scalar %d/%d (lanes equal: %v)", wi, p.FEN(), vm, ve, sm, se, vector == scalar)
			}
			if a, b := l.Evaluate(p), l.EvaluateCached(p, &cv); a != plain || b != cached || cv.lanes != cs.lanes {
				t.Fatalf("weights %d, %s: AVX2 scores %d (cached %d), scalar %d (%d)", wi, p.FEN(), a, b, plain, cached)
			}
		}
	}
}
