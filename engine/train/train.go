// Package train fits the learned evaluation (engine.Learned) to self-play
// data (engine/selfplay records): logistic regression of the game result,
// optionally blended with the search score, over the pattern and dense
// features of engine.LearnedFeatures, by mini-batch Adam with L2 decay.
// It is reproducible: the same data, configuration, seed and number of jobs
// give the same weights (the jobs' partial gradients are summed in order). It offers:
//
//   - Load: read data files into samples (drawish material excluded,
//     every ValidEvery-th block of records held out);
//   - FitK: the logistic scale that best fits the hand-written evaluation to
//     the results (so learned scores come out in the same centi-men);
//   - Train: the fit, returning weights ready for engine.NewLearned and the
//     loss before and after.
//
// `draughts train` runs it; the README gives the command and its figures.
package train // train.go: data, loss and the Adam fit.

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"sync"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/selfplay"
)

// Sample is one training position.
type Sample struct {
	Pos    engine.Position
	F      engine.Features
	Result float32 // game result for White: 1, 0.5, 0
	Score  float32 // search score, centi-men, White's view
	Hand   float32 // the hand-written evaluation, centi-men, White's view (for FitK and the baseline)
	In     []uint8 // the network's active inputs in Pos (engine.NetInput)
	InFlip []uint8 // and in Pos.Flip()
}

// NetInputs lists the network's active inputs of p and of p.Flip() (the
// piece of kind k on square q is the piece of kind k^1 on square 51-q there).
func NetInputs(p engine.Position) (in, inf []uint8) {
	w, b, k := p.SquareSets()
	for kind, set := range [4]engine.SquareSet{w &^ k, b &^ k, w & k, b & k} {
		for q := 1; q <= 50; q++ {
			if set>>(q-1)&1 != 0 {
				in = append(in, uint8(engine.NetInput(kind, q)))
				inf = append(inf, uint8(engine.NetInput(kind^1, 51-q)))
			}
		}
	}
	return in, inf
}

// Held-out set: every ValidEvery-th block of ValidBlock records. A game's
// records are contiguous in the data file, so blocks keep most games whole
// (positions of one game are too alike to test each other).
const (
	ValidEvery = 20
	ValidBlock = 1024
)

// Load reads data files; at most max samples in all (0 = all). block is
// the held-out block size (0 = ValidBlock).
func Load(paths []string, max, block int) (train, valid []Sample, err error) {
	if block <= 0 {
		block = ValidBlock
	}
	n := 0
	for _, path := range paths {
		f, err := os.Open(path)
		if err != nil {
			return train, valid, err
		}
		rd := selfplay.NewReader(f)
		for max == 0 || len(train)+len(valid) < max {
			rec, err := rd.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				f.Close()
				return train, valid, fmt.Errorf("%s: %v", path, err)
			}
			p := rec.Pos
			n++
			if engine.Drawish(p, true) || engine.Drawish(p, false) {
				continue // scored by the drawish scaling, not by the fit
			}
			hand := engine.Evaluate(p) - engine.DefaultWeights.StmBonus
			if p.Side() == engine.Black {
				hand = -hand
			}
			s := Sample{Pos: p, F: engine.LearnedFeatures(p), Result: float32(rec.Result+1) / 2, Score: float32(rec.Score), Hand: float32(hand)}
			s.In, s.InFlip = NetInputs(p)
			if (n-1)/block%ValidEvery == ValidEvery-1 {
				valid = append(valid, s)
			} else {
				train = append(train, s)
			}
		}
		f.Close()
	}
	return train, valid, nil
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// crossEntropy of prediction p against target y, guarded at 0 and 1.
func crossEntropy(p, y float64) float64 {
	p = math.Min(math.Max(p, 1e-12), 1-1e-12)
	return -(y*math.Log(p) + (1-y)*math.Log(1-p))
}

// FitK returns the scale K (centi-men) minimising the cross-entropy of
// sigmoid(hand/K) against the results.
func FitK(samples []Sample) float64 {
	loss := func(k float64) float64 {
		s := 0.0
		for i := range samples {
			s += crossEntropy(sigmoid(float64(samples[i].Hand)/k), float64(samples[i].Result))
		}
		return s
	}
	lo, hi := 10.0, 2000.0
	for it := 0; it < 60; it++ { // golden-section search
		m1, m2 := lo+(hi-lo)*0.382, lo+(hi-lo)*0.618
		if loss(m1) < loss(m2) {
			hi = m2
		} else {
			lo = m1
		}
	}
	return (lo + hi) / 2
}

// Config of a fit.
type Config struct {
	Epochs int
	Batch  int
	LR     float64 // Adam step size, centi-men
	NetLR  float64 // Adam step size of the network's input weights and biases (units of a hidden unit's range)
	L2     float64 // weight decay per step (fraction of the weight)
	Lambda float64 // target = (1-Lambda)*result + Lambda*sigmoid(score/K)
	K      float64 // logistic scale in centi-men (0: FitK on the training set)
	Seed   uint64
	Jobs   int
	// Init, when set, is where the fit starts (the weights of an earlier
	// iteration, fitted further on new data); else it starts from material.
	Init *engine.LearnedWeights
}

// DefaultConfig is the configuration used for the embedded weights.
var DefaultConfig = Config{Epochs: 10, Batch: 2048, LR: 0.5, NetLR: 0.005, L2: 1e-4, Lambda: 1, Seed: 1, Jobs: 2}

// Report gives the losses of a fit (mean cross-entropy against the targets).
type Report struct {
	K                       float64
	TrainLoss0, TrainLoss   float64 // before (material only) and after
	ValidLoss0, ValidLoss   float64
	ValidHand               float64 // the hand-written evaluation on the held-out set
	ValidResult, HandResult float64 // held-out loss against the game results alone: learned, hand-written
	Train, Valid            int
	Elapsed                 time.Duration
}

// parameter layout: pattern weights of phase ph, side to move sd, window w,
// config c at ph*numPat + sd*numSide + w*PatternSize + c; the material
// table of side sd, signature m at matBase + sd*MatSize + m; dense ones
// after them; then the network: input weights (input i, unit j at
// netW + i*NetHidden + j), biases, output weights by phase (in units of a
// hidden unit's range 0..1: the engine's values over NetQ).
const (
	numSide   = engine.NumWindows * engine.PatternSize
	numPat    = 2 * numSide
	matBase   = 2 * numPat
	denseBase = matBase + 2*engine.MatSize
	netW      = denseBase + 2*engine.NumDense
	netB      = netW + engine.NetInputs*engine.NetHidden
	netV      = netB + engine.NetHidden
	numParams = netV + 2*engine.NetHidden
)

type model struct{ w []float64 }

// Hidden is the network's layer for one position: the units'
// pre-activations for the position (P) and for its flip (F), and room for
// their gradients.
type Hidden struct{ P, F, dP, dF []float64 }

// NewHidden returns a layer of n units.
func NewHidden(n int) *Hidden {
	return &Hidden{P: make([]float64, n), F: make([]float64, n), dP: make([]float64, n), dF: make([]float64, n)}
}

func clamp01(x float64) float64 { return math.Min(math.Max(x, 0), 1) }

// A network's parameters in floats, n units: the input weights (input i,
// unit j at i*n + j), the biases, the output weights of the middle game,
// then those of the endgame; a unit's range is 0..1 (the engine's 0..NetQ).

// NetScore returns the network's White-view score in centi-men of a
// position with the active inputs in (those of its flip: inf), t the
// middle-game share; h (len(h.P) units) receives the layer for NetGrad.
func NetScore(net []float64, in, inf []uint8, t float64, h *Hidden) float64 {
	n := len(h.P)
	b, v := net[engine.NetInputs*n:], net[(engine.NetInputs+1)*n:]
	copy(h.P, b[:n])
	copy(h.F, b[:n])
	for _, i := range in {
		for j, x := range net[int(i)*n : int(i)*n+n] {
			h.P[j] += x
		}
	}
	for _, i := range inf {
		for j, x := range net[int(i)*n : int(i)*n+n] {
			h.F[j] += x
		}
	}
	out := 0.0
	for j := 0; j < n; j++ {
		out += (t*v[j] + (1-t)*v[n+j]) * (clamp01(h.P[j]) - clamp01(h.F[j]))
	}
	return out
}

// NetGrad adds g times the gradient of NetScore (from the layer it left in
// h) to grad, laid out as net.
func NetGrad(net, grad []float64, in, inf []uint8, t, g float64, h *Hidden) {
	n := len(h.P)
	v := net[(engine.NetInputs+1)*n:]
	gb, gv := grad[engine.NetInputs*n:], grad[(engine.NetInputs+1)*n:]
	dp, df := h.dP, h.dF
	for j := 0; j < n; j++ {
		ap, af := clamp01(h.P[j]), clamp01(h.F[j])
		gv[j] += g * t * (ap - af)
		gv[n+j] += g * (1 - t) * (ap - af)
		d := g * (t*v[j] + (1-t)*v[n+j])
		dp[j], df[j] = 0, 0
		if h.P[j] > 0 && h.P[j] < 1 {
			dp[j] = d
		}
		if h.F[j] > 0 && h.F[j] < 1 {
			df[j] = -d
		}
		gb[j] += dp[j] + df[j]
	}
	for _, i := range in {
		row := grad[int(i)*n : int(i)*n+n]
		for j := range row {
			row[j] += dp[j]
		}
	}
	for _, i := range inf {
		row := grad[int(i)*n : int(i)*n+n]
		for j := range row {
			row[j] += df[j]
		}
	}
}

// score is the model's White-view score in centi-men (h: scratch space).
func (m *model) score(s *Sample, h *Hidden) float64 {
	f := &s.F
	var sc [2]float64
	own, flip := int(f.Side)*numSide, int(1-f.Side)*numSide
	for ph := 0; ph < 2; ph++ {
		base := m.w[ph*numPat:]
		for w := 0; w < engine.NumWindows; w++ {
			o := w * engine.PatternSize
			sc[ph] += base[own+o+int(f.Own[w])] - base[flip+o+int(f.Flip[w])]
		}
		d := m.w[denseBase+ph*engine.NumDense:]
		for i, v := range f.Dense {
			sc[ph] += float64(v) * d[i]
		}
	}
	t := float64(f.Phase) / engine.PhaseMax
	return t*sc[0] + (1-t)*sc[1] + NetScore(m.w[netW:], s.In, s.InFlip, t, h) + m.w[matBase+int(f.Side)*engine.MatSize+int(f.Mat)] - m.w[matBase+int(1-f.Side)*engine.MatSize+int(f.MatFlip)]
}

// addGrad adds g * dScore/dw to grad (h: the sample's layer from score).
func (m *model) addGrad(grad []float64, s *Sample, h *Hidden, g float64) {
	f := &s.F
	t := float64(f.Phase) / engine.PhaseMax
	NetGrad(m.w[netW:], grad[netW:], s.In, s.InFlip, t, g, h)
	own, flip := int(f.Side)*numSide, int(1-f.Side)*numSide
	grad[matBase+int(f.Side)*engine.MatSize+int(f.Mat)] += g
	grad[matBase+int(1-f.Side)*engine.MatSize+int(f.MatFlip)] -= g
	for ph := 0; ph < 2; ph++ {
		gp := g * t
		if ph == 1 {
			gp = g * (1 - t)
		}
		base := grad[ph*numPat:]
		for w := 0; w < engine.NumWindows; w++ {
			o := w * engine.PatternSize
			base[own+o+int(f.Own[w])] += gp
			base[flip+o+int(f.Flip[w])] -= gp
		}
		d := grad[denseBase+ph*engine.NumDense:]
		for i, v := range f.Dense {
			d[i] += float64(v) * gp
		}
	}
}

func target(s *Sample, cfg *Config) float64 {
	return (1-cfg.Lambda)*float64(s.Result) + cfg.Lambda*sigmoid(float64(s.Score)/cfg.K)
}

// handLoss is the hand-written evaluation's mean loss on samples.
func handLoss(samples []Sample, cfg *Config) float64 {
	if len(samples) == 0 {
		return 0
	}
	return parallel(len(samples), cfg.Jobs, func(lo, hi int) float64 {
		s := 0.0
		for i := lo; i < hi; i++ {
			s += crossEntropy(sigmoid(float64(samples[i].Hand)/cfg.K), target(&samples[i], cfg))
		}
		return s
	}) / float64(len(samples))
}

// resultOnly is cfg with the target reduced to the game result.
func resultOnly(cfg Config) *Config {
	cfg.Lambda = 0
	return &cfg
}

// meanLoss over samples, in parallel chunks (summed in a fixed order).
func (m *model) meanLoss(samples []Sample, cfg *Config) float64 {
	if len(samples) == 0 {
		return 0
	}
	sums := parallel(len(samples), cfg.Jobs, func(lo, hi int) float64 {
		s := 0.0
		h := NewHidden(engine.NetHidden)
		for i := lo; i < hi; i++ {
			s += crossEntropy(sigmoid(m.score(&samples[i], h)/cfg.K), target(&samples[i], cfg))
		}
		return s
	})
	return sums / float64(len(samples))
}

// parallel splits [0,n) into jobs chunks and sums fn over them in order.
func parallel(n, jobs int, fn func(lo, hi int) float64) float64 {
	jobs = max(1, min(jobs, n))
	out := make([]float64, jobs)
	var wg sync.WaitGroup
	for j := 0; j < jobs; j++ {
		wg.Add(1)
		go func(j int) {
			defer wg.Done()
			out[j] = fn(n*j/jobs, n*(j+1)/jobs)
		}(j)
	}
	wg.Wait()
	s := 0.0
	for _, v := range out {
		s += v
	}
	return s
}

// Train fits the weights; progress lines go to log (may be nil).
func Train(trainSet, validSet []Sample, cfg Config, log io.Writer) (*engine.LearnedWeights, Report) {
	if log == nil {
		log = io.Discard
	}
	start := time.Now()
	if cfg.K <= 0 {
		cfg.K = FitK(trainSet)
	}
	cfg.Jobs = max(1, cfg.Jobs)
	rep := Report{K: cfg.K, Train: len(trainSet), Valid: len(validSet)}
	m := &model{w: make([]float64, numParams)}
	if cfg.Init != nil {
		m.w = dequantize(cfg.Init)
	}
	// A hidden unit without weights (all of them without a starting point,
	// or those that the starting point's smaller network lacks) starts from
	// small random input weights, half on, and no output (so it starts by
	// adding nothing).
	var fresh [engine.NetHidden]bool
	for j := range fresh {
		fresh[j] = cfg.Init == nil || !unitUsed(cfg.Init, j)
	}
	r := rand.New(rand.NewPCG(cfg.Seed, 0x7e7))
	for i := 0; i < engine.NetInputs; i++ {
		for j := range fresh {
			if fresh[j] {
				m.w[netW+i*engine.NetHidden+j] = (r.Float64()*2 - 1) * 0.15
			}
		}
	}
	for j := range fresh {
		if fresh[j] {
			m.w[netB+j] = 0.5
		}
	}
	if cfg.Init == nil {
		for ph := 0; ph < 2; ph++ { // start from material: a man 100, a king 300
			m.w[denseBase+ph*engine.NumDense+engine.DenseMen] = 100
			m.w[denseBase+ph*engine.NumDense+engine.DenseKings] = 300
		}
	}
	rep.TrainLoss0, rep.ValidLoss0 = m.meanLoss(trainSet, &cfg), m.meanLoss(validSet, &cfg)
	rep.ValidHand, rep.HandResult = handLoss(validSet, &cfg), handLoss(validSet, resultOnly(cfg))
	fmt.Fprintf(log, "train: %d samples, %d held out, K %.1f; loss %.5f (held out %.5f, hand-written eval %.5f)\n",
		len(trainSet), len(validSet), cfg.K, rep.TrainLoss0, rep.ValidLoss0, rep.ValidHand)

	order := make([]int, len(trainSet))
	for i := range order {
		order[i] = i
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x7a11))
	mom, vel := make([]float64, numParams), make([]float64, numParams)
	grads := make([][]float64, cfg.Jobs)
	for j := range grads {
		grads[j] = make([]float64, numParams)
	}
	const beta1, beta2, eps = 0.9, 0.999, 1e-8
	step := 0
	for epoch := 1; epoch <= cfg.Epochs; epoch++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		decay := 1 - 0.9*float64(epoch-1)/float64(max(1, cfg.Epochs-1)) // linear decay to 10%
		lr, netLR := cfg.LR*decay, cfg.NetLR*decay
		for b := 0; b < len(order); b += cfg.Batch {
			batch := order[b:min(b+cfg.Batch, len(order))]
			var wg sync.WaitGroup
			for j := 0; j < cfg.Jobs; j++ {
				wg.Add(1)
				go func(j int) {
					defer wg.Done()
					g := grads[j]
					clear(g)
					lo, hi := len(batch)*j/cfg.Jobs, len(batch)*(j+1)/cfg.Jobs
					h := NewHidden(engine.NetHidden)
					for _, i := range batch[lo:hi] {
						s := &trainSet[i]
						p := sigmoid(m.score(s, h) / cfg.K)
						m.addGrad(g, s, h, (p-target(s, &cfg))/cfg.K)
					}
				}(j)
			}
			wg.Wait()
			step++
			c1, c2 := 1-math.Pow(beta1, float64(step)), 1-math.Pow(beta2, float64(step))
			inv := 1 / float64(len(batch))
			for k := range m.w {
				g := 0.0
				for j := range grads {
					g += grads[j][k]
				}
				if g == 0 && mom[k] == 0 {
					continue // a configuration not seen yet
				}
				g *= inv
				mom[k] = beta1*mom[k] + (1-beta1)*g
				vel[k] = beta2*vel[k] + (1-beta2)*g*g
				step := lr
				if k >= netW && k < netV {
					step = netLR
				}
				m.w[k] -= step*(mom[k]/c1)/(math.Sqrt(vel[k]/c2)+eps) + cfg.L2*m.w[k]
			}
		}
		fmt.Fprintf(log, "epoch %d: loss %.5f held out %.5f, against results %.5f (%v)\n", epoch, m.meanLoss(trainSet, &cfg),
			m.meanLoss(validSet, &cfg), m.meanLoss(validSet, resultOnly(cfg)), time.Since(start).Round(time.Second))
	}
	w := quantize(m)
	q := &model{w: dequantize(w)}
	rep.TrainLoss, rep.ValidLoss = q.meanLoss(trainSet, &cfg), q.meanLoss(validSet, &cfg)
	rep.ValidResult = q.meanLoss(validSet, resultOnly(cfg))
	rep.Elapsed = time.Since(start)
	fmt.Fprintf(log, "train: done in %v; quantized weights: loss %.5f held out %.5f; held out against results %.5f (hand-written %.5f)\n",
		rep.Elapsed.Round(time.Second), rep.TrainLoss, rep.ValidLoss, rep.ValidResult, rep.HandResult)
	return w, rep
}

// unitUsed reports whether hidden unit j of w has a weight.
func unitUsed(w *engine.LearnedWeights, j int) bool {
	if w.NetB[j] != 0 || w.NetV[0][j] != 0 || w.NetV[1][j] != 0 {
		return true
	}
	for i := range w.NetW {
		if w.NetW[i][j] != 0 {
			return true
		}
	}
	return false
}

func quantize(m *model) *engine.LearnedWeights {
	w := &engine.LearnedWeights{}
	q := func(x float64) int16 {
		return int16(math.Max(-32767, math.Min(32767, math.Round(x*engine.LearnedScale))))
	}
	for sd := 0; sd < 2; sd++ {
		for i := 0; i < engine.MatSize; i++ {
			w.Material[sd][i] = q(m.w[matBase+sd*engine.MatSize+i])
		}
	}
	for ph := 0; ph < 2; ph++ {
		for sd := 0; sd < 2; sd++ {
			for win := 0; win < engine.NumWindows; win++ {
				for c := 0; c < engine.PatternSize; c++ {
					w.Pattern[ph][sd][win][c] = q(m.w[ph*numPat+sd*numSide+win*engine.PatternSize+c])
				}
			}
		}
		for d := 0; d < engine.NumDense; d++ {
			w.Dense[ph][d] = q(m.w[denseBase+ph*engine.NumDense+d])
		}
		for j := 0; j < engine.NetHidden; j++ {
			w.NetV[ph][j] = q(m.w[netV+ph*engine.NetHidden+j])
		}
	}
	qn := func(x float64, lim int) int16 { // a hidden unit's range 0..1 is 0..NetQ
		return int16(math.Max(float64(-lim), math.Min(float64(lim), math.Round(x*engine.NetQ))))
	}
	for i := 0; i < engine.NetInputs; i++ {
		for j := 0; j < engine.NetHidden; j++ {
			w.NetW[i][j] = qn(m.w[netW+i*engine.NetHidden+j], engine.NetMaxWeight)
		}
	}
	for j := 0; j < engine.NetHidden; j++ {
		w.NetB[j] = qn(m.w[netB+j], engine.NetMaxBias)
	}
	return w
}

func dequantize(w *engine.LearnedWeights) []float64 {
	out := make([]float64, numParams)
	for sd := 0; sd < 2; sd++ {
		for i := 0; i < engine.MatSize; i++ {
			out[matBase+sd*engine.MatSize+i] = float64(w.Material[sd][i]) / engine.LearnedScale
		}
	}
	for ph := 0; ph < 2; ph++ {
		for sd := 0; sd < 2; sd++ {
			for win := 0; win < engine.NumWindows; win++ {
				for c := 0; c < engine.PatternSize; c++ {
					out[ph*numPat+sd*numSide+win*engine.PatternSize+c] = float64(w.Pattern[ph][sd][win][c]) / engine.LearnedScale
				}
			}
		}
		for d := 0; d < engine.NumDense; d++ {
			out[denseBase+ph*engine.NumDense+d] = float64(w.Dense[ph][d]) / engine.LearnedScale
		}
		for j := 0; j < engine.NetHidden; j++ {
			out[netV+ph*engine.NetHidden+j] = float64(w.NetV[ph][j]) / engine.LearnedScale
		}
	}
	for i := 0; i < engine.NetInputs; i++ {
		for j := 0; j < engine.NetHidden; j++ {
			out[netW+i*engine.NetHidden+j] = float64(w.NetW[i][j]) / engine.NetQ
		}
	}
	for j := 0; j < engine.NetHidden; j++ {
		out[netB+j] = float64(w.NetB[j]) / engine.NetQ
	}
	return out
}
