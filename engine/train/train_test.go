package train // train_test.go: on a tiny self-play data set the fit lowers the loss, reproducibly.

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/selfplay"
)

func TestTrainReducesLoss(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "sp.bin")
	cfg := selfplay.DefaultConfig
	cfg.Games, cfg.Nodes, cfg.TTMB, cfg.MaxPlies = 16, 300, 1, 160
	if _, err := selfplay.Run(context.Background(), cfg, data, data+".log", nil); err != nil {
		t.Fatal(err)
	}
	tr, va, err := Load([]string{data}, 0, 16) // held out: every 20th block of 16 records
	if err != nil {
		t.Fatal(err)
	}
	if len(tr) < 500 || len(va) == 0 {
		t.Fatalf("%d training and %d held-out positions from 16 games", len(tr), len(va))
	}
	tc := Config{Epochs: 4, Batch: 256, LR: 2, NetLR: 0.02, L2: 1e-4, Lambda: 0.25, Seed: 3, Jobs: 2}
	w, rep := Train(tr, va, tc, nil)
	if !(rep.TrainLoss < rep.TrainLoss0-0.01) {
		t.Errorf("training loss %.5f -> %.5f: not reduced", rep.TrainLoss0, rep.TrainLoss)
	}
	if rep.K < 10 || rep.K > 2000 {
		t.Errorf("K %.1f", rep.K)
	}
	// The engine's evaluation with the written weights is what was fitted:
	// it equals the model's score up to integer rounding.
	b, _ := w.MarshalBinary()
	var back engine.LearnedWeights
	if err := back.UnmarshalBinary(b); err != nil {
		t.Fatal(err)
	}
	l := engine.NewLearned(&back)
	q := &model{w: dequantize(w)}
	h := NewHidden(engine.NetHidden)
	for i := range tr {
		got := l.Evaluate(tr[i].Pos)
		if tr[i].Pos.Side() == engine.Black {
			got = -got
		}
		if d := float64(got) - q.score(&tr[i], h); d > 1.5 || d < -1.5 {
			t.Fatalf("%s: engine %d, model %.2f", tr[i].Pos.FEN(), got, q.score(&tr[i], h))
		}
	}
	// Same data, configuration and seed: the same weights.
	w2, _ := Train(tr, va, tc, nil)
	if *w2 != *w {
		t.Error("two fits with the same seed differ")
	}

	// Started from those weights, the fit begins where they left off (not
	// from material), and with no epochs it gives them back unchanged.
	warm := tc
	warm.Init, warm.Epochs = w, 0
	w3, rep3 := Train(tr, va, warm, nil)
	if *w3 != *w {
		t.Error("zero epochs from -init weights changed them")
	}
	if d := rep3.TrainLoss0 - rep.TrainLoss; d > 1e-9 || d < -1e-9 {
		t.Errorf("warm start's first loss %.6f, the weights' loss %.6f", rep3.TrainLoss0, rep.TrainLoss)
	}
	warm.Epochs, warm.LR = 2, tc.LR/4 // Adam starts afresh: a smaller step continues the fit
	if _, rep4 := Train(tr, va, warm, nil); !(rep4.TrainLoss < rep.TrainLoss) {
		t.Errorf("two more epochs from the weights: loss %.5f -> %.5f, not lower", rep.TrainLoss, rep4.TrainLoss)
	}

	// Started from a network with fewer units (the others all zero, as a
	// smaller network's file reads), the missing units start afresh: random
	// input weights, no output; the others are kept.
	small := *w
	const kept = engine.NetHidden / 2
	for j := kept; j < engine.NetHidden; j++ {
		for i := range small.NetW {
			small.NetW[i][j] = 0
		}
		small.NetB[j], small.NetV[0][j], small.NetV[1][j] = 0, 0, 0
	}
	grown := tc
	grown.Init, grown.Epochs = &small, 0
	w5, _ := Train(tr, va, grown, nil)
	for j := 0; j < engine.NetHidden; j++ {
		nonzero := 0
		for i := range w5.NetW {
			if w5.NetW[i][j] != 0 {
				nonzero++
			}
			if j < kept && w5.NetW[i][j] != small.NetW[i][j] {
				t.Fatalf("unit %d, input %d: kept unit changed", j, i)
			}
		}
		if j >= kept && (nonzero < engine.NetInputs/2 || w5.NetV[0][j] != 0 || w5.NetV[1][j] != 0) {
			t.Errorf("fresh unit %d: %d non-zero input weights, output %d %d", j, nonzero, w5.NetV[0][j], w5.NetV[1][j])
		}
	}
	if w5.Pattern != small.Pattern || w5.Dense != small.Dense {
		t.Error("growing the network changed the other weights")
	}
}

// TestNetGradient: the network's part of addGrad is the derivative of score
// (central differences on random weights, away from the units' kinks).
func TestNetGradient(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	m := &model{w: make([]float64, numParams)}
	// Small input weights and biases of one half keep the units inside
	// (0, 1), where the gradient is not zero.
	for k := netW; k < netB; k++ {
		m.w[k] = (r.Float64()*2 - 1) * 0.03
	}
	for k := netB; k < netV; k++ {
		m.w[k] = 0.5
	}
	for k := netV; k < numParams; k++ {
		m.w[k] = (r.Float64()*2 - 1) * 30
	}
	p := engine.Initial()
	for ply := 0; ply < 30; ply++ {
		moves := p.LegalMoves()
		p = p.Play(moves[r.IntN(len(moves))])
	}
	s := Sample{Pos: p, F: engine.LearnedFeatures(p)}
	s.In, s.InFlip = NetInputs(p)
	h := NewHidden(engine.NetHidden)
	grad := make([]float64, numParams)
	m.score(&s, h)
	m.addGrad(grad, &s, h, 1)
	for _, k := range []int{netW + int(s.In[0])*engine.NetHidden, netW + int(s.InFlip[3])*engine.NetHidden + 5, netW + int(s.In[5])*engine.NetHidden + 3, netB + 2, netB + 7, netV + 1, netV + engine.NetHidden + 4} {
		const eps = 1e-6
		w := m.w[k]
		m.w[k] = w + eps
		up := m.score(&s, h)
		m.w[k] = w - eps
		down := m.score(&s, h)
		m.w[k] = w
		if d := (up-down)/(2*eps) - grad[k]; d > 1e-4 || d < -1e-4 {
			t.Errorf("parameter %d: numeric %.6f, addGrad %.6f", k, (up-down)/(2*eps), grad[k])
		}
	}
	// The bias of a unit inside (0, 1) for both p and flip(p) has no
	// gradient (it adds to both sides of the difference), nor has an
	// input active in both; the outputs and the inputs of p alone have.
	if grad[netV+1] == 0 || grad[netV+engine.NetHidden+4] == 0 {
		t.Error("the output weights have no gradient")
	}
}
