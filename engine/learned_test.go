package engine // learned_test.go: the learned evaluation is colour-symmetric and matches its features.

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"
)

func randomLearnedWeights(seed uint64) *LearnedWeights {
	r := rand.New(rand.NewPCG(seed, 7))
	w := &LearnedWeights{}
	for sd := range w.Material {
		for m := range w.Material[sd] {
			w.Material[sd][m] = int16(r.IntN(2001) - 1000)
		}
	}
	for ph := 0; ph < 2; ph++ {
		for sd := range w.Pattern[ph] {
			for win := range w.Pattern[ph][sd] {
				for c := range w.Pattern[ph][sd][win] {
					w.Pattern[ph][sd][win][c] = int16(r.IntN(801) - 400)
				}
			}
		}
		for d := range w.Dense[ph] {
			w.Dense[ph][d] = int16(r.IntN(2001) - 1000)
		}
		for j := range w.NetV[ph] {
			w.NetV[ph][j] = int16(r.IntN(1601) - 800)
		}
	}
	for i := range w.NetW {
		for j := range w.NetW[i] {
			w.NetW[i][j] = int16(r.IntN(2*NetMaxWeight+1) - NetMaxWeight)
		}
	}
	for j := range w.NetB {
		w.NetB[j] = int16(r.IntN(2*NetMaxBias+1) - NetMaxBias)
	}
	return w
}

// netHidden is the network's hidden layer for p, from the raw weights and
// the documented inputs (not the lanes Evaluate uses).
func netHidden(w *LearnedWeights, p Position) (h [NetHidden]int) {
	white, black, kings := p.SquareSets()
	for j := range h {
		h[j] = int(w.NetB[j])
	}
	for kind, set := range [4]SquareSet{white &^ kings, black &^ kings, white & kings, black & kings} {
		for sq := 1; sq <= 50; sq++ {
			if set>>(sq-1)&1 != 0 {
				for j := range h {
					h[j] += int(w.NetW[NetInput(kind, sq)][j])
				}
			}
		}
	}
	for j := range h {
		h[j] = max(0, min(NetQ, h[j]))
	}
	return h
}

// randomPlayedPositions plays random games and keeps every position.
func randomPlayedPositions(n int, seed uint64) []Position {
	r := rand.New(rand.NewPCG(seed, 3))
	var out []Position
	for len(out) < n {
		p := Initial()
		for ply := 0; ply < 200 && len(out) < n; ply++ {
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			p = p.Play(moves[r.IntN(len(moves))])
			out = append(out, p)
		}
	}
	return out
}

// TestLearnedColourSymmetric: with arbitrary (random) weights, a position
// and its flip (board turned, colours and side to move swapped) get the
// same score from the side to move's view: symmetry does not depend on
// the training.
func TestLearnedColourSymmetric(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		l := NewLearned(randomLearnedWeights(seed))
		for i, p := range randomPlayedPositions(3000, seed) {
			if a, b := l.Evaluate(p), l.Evaluate(p.Flip()); a != b {
				t.Fatalf("seed %d position %d %s: %d, flipped %s: %d", seed, i, p.FEN(), a, p.Flip().FEN(), b)
			}
		}
	}
	// The embedded weights too.
	l, err := DefaultLearned()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range randomPlayedPositions(3000, 9) {
		if a, b := l.Evaluate(p), l.Evaluate(p.Flip()); a != b {
			t.Fatalf("embedded weights: %s: %d, flipped: %d", p.FEN(), a, b)
		}
	}
}

// TestLearnedMatchesFeatures: the folded fast evaluation equals the plain
// formula over LearnedFeatures and the raw weights (what training fits),
// also with the network's output weights at the ends of their range (the
// packed sums of netSums).
func TestLearnedMatchesFeatures(t *testing.T) {
	extreme := randomLearnedWeights(6)
	r := rand.New(rand.NewPCG(6, 6))
	for ph := range extreme.NetV {
		for j := range extreme.NetV[ph] {
			extreme.NetV[ph][j] = [2]int16{-32768, 32767}[r.IntN(2)]
		}
	}
	for _, w := range []*LearnedWeights{randomLearnedWeights(5), extreme} {
		learnedMatchesFeatures(t, w)
	}
}

func learnedMatchesFeatures(t *testing.T, w *LearnedWeights) {
	l := NewLearned(w)
	for _, p := range randomPlayedPositions(3000, 11) {
		f := LearnedFeatures(p)
		var s [2]int
		sd := int(f.Side)
		for ph := 0; ph < 2; ph++ {
			for win := 0; win < NumWindows; win++ {
				s[ph] += int(w.Pattern[ph][sd][win][f.Own[win]]) - int(w.Pattern[ph][1-sd][win][f.Flip[win]])
			}
			for d := 0; d < NumDense; d++ {
				s[ph] += int(f.Dense[d]) * int(w.Dense[ph][d])
			}
		}
		hp, hf := netHidden(w, p), netHidden(w, p.Flip())
		for ph := 0; ph < 2; ph++ {
			n := 0
			for j := range hp {
				n += int(w.NetV[ph][j]) * (hp[j] - hf[j])
			}
			s[ph] += n / NetQ
		}
		mat := int(w.Material[sd][f.Mat]) - int(w.Material[1-sd][f.MatFlip])
		want := (s[0]*f.Phase + s[1]*(PhaseMax-f.Phase) + mat*PhaseMax) / (PhaseMax * LearnedScale)
		if Drawish(p, want > 0) {
			want /= DrawishDivisor
		}
		if p.Side() == Black {
			want = -want
		}
		if got := l.Evaluate(p); got != want {
			t.Fatalf("%s: Evaluate %d, from features %d", p.FEN(), got, want)
		}
	}
}

// TestDenseSumsEqualsDense: each dense term of denseSums (read out with a
// weight of 1 on it alone, and another on the endgame side) equals
// denseOf's, the features training uses.
func TestDenseSumsEqualsDense(t *testing.T) {
	for _, p := range randomPlayedPositions(5000, 4) {
		slow := denseOf(p)
		for i := range slow {
			var w [NumDense][2]int32
			w[i] = [2]int32{1, -3}
			if mg, eg := denseSums(p, &w); mg != int32(slow[i]) || eg != -3*int32(slow[i]) {
				t.Fatalf("%s: dense term %d: %d/%d, want %d", p.FEN(), i, mg, eg, slow[i])
			}
		}
	}
}

func TestLearnedWindowConfigs(t *testing.T) {
	// The start position: window (0,0) covers squares 1,2,6,7,11,12,16,17,
	// all black men: configuration 2*(3^8-1)/2 = 6560.
	f := LearnedFeatures(Initial())
	if f.Own[0] != 6560 || f.Own[15] != 3280 {
		t.Errorf("start windows 0 and 15: %d %d, want 6560 (all black) and 3280 (all white)", f.Own[0], f.Own[15])
	}
	// A single white man on square 28 (row 5, column 4): windows with rows
	// 2-5 or 4-7 and columns 2-5 or 4-7.
	p, _ := ParseFEN("W:W28:B3")
	f = LearnedFeatures(p)
	var hit []int
	for w, c := range f.Own {
		for c > 0 && c%3 == 0 {
			c /= 3
		}
		if c == 1 {
			hit = append(hit, w)
		}
	}
	want := []int{5, 6, 9, 10}
	if len(hit) != len(want) {
		t.Fatalf("square 28 in windows %v, want %v", hit, want)
	}
	for i := range want {
		if hit[i] != want[i] {
			t.Fatalf("square 28 in windows %v, want %v", hit, want)
		}
	}
	if f.Dense[DenseMen] != 0 || f.Dense[DenseSide] != 1 || f.Phase != 2 {
		t.Errorf("dense %v phase %d", f.Dense, f.Phase)
	}
}

func TestLearnedWeightsFile(t *testing.T) {
	w := randomLearnedWeights(2)
	b, err := w.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var got LearnedWeights
	if err := got.UnmarshalBinary(b); err != nil || got != *w {
		t.Fatalf("round trip: %v", err)
	}
	bad := map[string][]byte{
		"empty":     nil,
		"magic":     append([]byte("XXXX"), b[4:]...),
		"truncated": b[:len(b)-1],
		"shape":     append(append(append([]byte{}, b[:8]...), 17, 0, 0, 0), b[12:]...),
	}
	for name, data := range bad {
		if err := got.UnmarshalBinary(data); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	// A version 2 file (no network) reads with the network's weights zero.
	v2 := []byte("DRLW")
	for _, v := range []uint32{2, NumWindows, PatternSize, NumDense, MatSize} {
		v2 = binary.LittleEndian.AppendUint32(v2, v)
	}
	v2 = append(v2, b[32:len(b)-2*(NetInputs*NetHidden+3*NetHidden)]...)
	want := *w
	want.NetW, want.NetB, want.NetV = [NetInputs][NetHidden]int16{}, [NetHidden]int16{}, [2][NetHidden]int16{}
	if err := got.UnmarshalBinary(v2); err != nil || got != want {
		t.Fatalf("version 2: %v", err)
	}
	if NewLearned(&got).net {
		t.Fatal("version 2: a network without output weights is evaluated")
	}
	// A version 3 file with fewer hidden units (v19's 16) reads with the
	// other units zero, and then evaluates as its own units alone.
	const small = NetHidden / 2
	v3 := append([]byte{}, b[:28]...)
	v3 = binary.LittleEndian.AppendUint32(v3, small)
	v3 = append(v3, b[32:len(b)-2*(NetInputs*NetHidden+3*NetHidden)]...)
	put := func(vs []int16) {
		for _, v := range vs {
			v3 = binary.LittleEndian.AppendUint16(v3, uint16(v))
		}
	}
	for i := range w.NetW {
		put(w.NetW[i][:small])
	}
	put(w.NetB[:small])
	put(w.NetV[0][:small])
	put(w.NetV[1][:small])
	want = *w
	for j := small; j < NetHidden; j++ {
		for i := range want.NetW {
			want.NetW[i][j] = 0
		}
		want.NetB[j], want.NetV[0][j], want.NetV[1][j] = 0, 0, 0
	}
	if err := got.UnmarshalBinary(v3); err != nil || got != want {
		t.Fatalf("version 3 with %d hidden units: %v", small, err)
	}
	if err := got.UnmarshalBinary(v3[:len(v3)-1]); err == nil {
		t.Fatal("version 3 with fewer units, truncated: no error")
	}
	// A version 1 file (one table set for both sides to move, no material
	// table) evaluates as it did: its tables serve both sides.
	v1 := []byte("DRLW")
	for _, v := range []uint32{1, NumWindows, PatternSize, NumDense} {
		v1 = binary.LittleEndian.AppendUint32(v1, v)
	}
	for ph := 0; ph < 2; ph++ {
		for win := range w.Pattern[ph][0] {
			for _, v := range w.Pattern[ph][0][win] {
				v1 = binary.LittleEndian.AppendUint16(v1, uint16(v))
			}
		}
	}
	for ph := 0; ph < 2; ph++ {
		for _, v := range w.Dense[ph] {
			v1 = binary.LittleEndian.AppendUint16(v1, uint16(v))
		}
	}
	if err := got.UnmarshalBinary(v1); err != nil {
		t.Fatalf("version 1: %v", err)
	}
	for ph := 0; ph < 2; ph++ {
		if got.Pattern[ph][0] != w.Pattern[ph][0] || got.Pattern[ph][1] != w.Pattern[ph][0] || got.Dense[ph] != w.Dense[ph] {
			t.Fatalf("version 1, phase %d: tables not read back for both sides", ph)
		}
	}
	if got.Material != ([2][MatSize]int16{}) {
		t.Fatal("version 1: material table not zero")
	}
	if err := got.UnmarshalBinary(v1[:len(v1)-1]); err == nil {
		t.Error("version 1 truncated: no error")
	}
}

func BenchmarkLearnedEvaluate(b *testing.B) {
	l, _ := DefaultLearned()
	ps := randomPlayedPositions(1024, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l.Evaluate(ps[i&1023])
	}
}

func BenchmarkHandEvaluate(b *testing.B) {
	ps := randomPlayedPositions(1024, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Evaluate(ps[i&1023])
	}
}

// TestBlockConfigs: the window configurations that Evaluate reads through
// blockQuads equal windowConfigs' (the features training uses), on random
// sets of men.
func TestBlockConfigs(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	for n := 0; n < 20000; n++ {
		occ := r.Uint64() & boardMask
		split := r.Uint64()
		wmen, bmen := occ&split, occ&^split
		var want [NumWindows]uint16
		windowConfigs(wmen, bmen, &want)
		u := [5]uint64{}
		for q := range u {
			u[q] = blockOf(wmen, bmen, uint(q))
		}
		for w := 0; w < NumWindows; w++ {
			R, C := w/4, w%4
			if got := uint16((u[R] + 81*u[R+1]) >> (16 * C)); got != want[w] {
				t.Fatalf("white %#x black %#x window %d: %d, want %d", wmen, bmen, w, got, want[w])
			}
		}
	}
}

// BenchmarkLearnedEvaluateNet: the evaluation with a network (random weights).
func BenchmarkLearnedEvaluateNet(b *testing.B) {
	l := NewLearned(randomLearnedWeights(1))
	ps := randomPlayedPositions(1024, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l.Evaluate(ps[i&1023])
	}
}

// TestLearnedNetCache: evaluating through a cache, in any order (each
// position a move, a few moves or a whole game from the cached one), gives
// Evaluate's score, also after another evaluation used the same cache.
func TestLearnedNetCache(t *testing.T) {
	l, other := NewLearned(randomLearnedWeights(3)), NewLearned(randomLearnedWeights(4))
	ps := randomPlayedPositions(4000, 12)
	r := rand.New(rand.NewPCG(8, 8))
	var c NetCache
	for i := range ps {
		p := ps[i]
		switch r.IntN(10) {
		case 0:
			p = ps[r.IntN(len(ps))] // far away
		case 1:
			if got, want := other.EvaluateCached(p, &c), other.Evaluate(p); got != want {
				t.Fatalf("other weights, %s: cached %d, plain %d", p.FEN(), got, want)
			}
		}
		if got, want := l.EvaluateCached(p, &c), l.Evaluate(p); got != want {
			t.Fatalf("position %d %s: cached %d, plain %d", i, p.FEN(), got, want)
		}
	}
}

// BenchmarkLearnedEvaluateNetCached: consecutive positions of games through the cache.
func BenchmarkLearnedEvaluateNetCached(b *testing.B) {
	l := NewLearned(randomLearnedWeights(1))
	ps := randomPlayedPositions(1024, 1)
	var c NetCache
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l.EvaluateCached(ps[i&1023], &c)
	}
}

func BenchmarkLearnedEvaluateRandomNoNet(b *testing.B) {
	l := NewLearned(randomLearnedWeights(1))
	l.net = false
	ps := randomPlayedPositions(1024, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l.Evaluate(ps[i&1023])
	}
}
