// Command shapes measures pattern shapes for the learned evaluation: it fits
// several window sets and extra tables (side to move, material signature,
// tempo) to the same data as draughts train does (sparse Adam) and prints the
// held-out loss of each. It chose the side-to-move and material tables of the
// embedded evaluation (v14) and the size of its network (-net H: a hidden
// layer of H units over the pieces on squares, added to the score, as the
// engine's); the measurements are in the README.
//
//	go run ./engine/train/shapes -data rl9v7.bin -shape s0+stm+matstm -net 32
package main

import (
	"flag"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/train"
)

func sq(r, c int) int {
	if r < 0 || r > 9 || c < 0 || c > 9 || (r+c)%2 == 0 {
		return 0
	}
	return 5*r + c/2 + 1
}

func rect(r0, rows, c0, cols int) []int {
	var out []int
	for r := r0; r < r0+rows; r++ {
		for c := c0; c < c0+cols; c++ {
			if s := sq(r, c); s != 0 {
				out = append(out, s)
			}
		}
	}
	return out
}

// rects: windows of rows x cols at row offsets 0,rstep,... and column offsets 0,cstep,...
func rects(rows, cols, rstep, cstep int) [][]int {
	var w [][]int
	for r := 0; r+rows <= 10; r += rstep {
		for c := 0; c+cols <= 10; c += cstep {
			w = append(w, rect(r, rows, c, cols))
		}
	}
	return w
}

type extra struct {
	n  int
	fn func(p engine.Position) (int, int)
}

type shape struct {
	extras  []extra
	wins    [][]int
	size    []int // 3^len
	off     []int // parameter offset per window (within a phase)
	npat    int
	npatWin int
	stm     bool
}

func newShape(wins [][]int, stm bool) *shape {
	s := &shape{wins: wins, stm: stm}
	for _, w := range wins {
		n := 1
		for range w {
			n *= 3
		}
		if stm {
			n *= 2
		}
		s.off = append(s.off, s.npat)
		s.size = append(s.size, n)
		s.npat += n
	}
	return s
}

type sample struct {
	own, flip []uint32 // absolute indices within a phase
	in, inf   []uint8  // the network's active inputs for p and flip(p) (with -net)
	dense     [engine.NumDense]float32
	t         float32
	y         float32
}

func (s *shape) feats(p engine.Position) (own, flip []uint32) {
	w, b, k := p.SquareSets()
	wm, bm := uint64(w&^k), uint64(b&^k)
	side := 0
	if p.Side() == engine.Black {
		side = 1
	}
	for i, win := range s.wins {
		c, cf := 0, 0
		for j := len(win) - 1; j >= 0; j-- {
			q := win[j]
			d, df := 0, 0
			if wm>>(q-1)&1 != 0 {
				d = 1
			} else if bm>>(q-1)&1 != 0 {
				d = 2
			}
			// flip: square q of flip(p) holds the other colour's piece of 51-q
			r := 51 - q
			if bm>>(r-1)&1 != 0 {
				df = 1
			} else if wm>>(r-1)&1 != 0 {
				df = 2
			}
			c = c*3 + d
			cf = cf*3 + df
		}
		if s.stm {
			c = c*2 + side
			cf = cf*2 + 1 - side
		}
		own = append(own, uint32(s.off[i]+c))
		flip = append(flip, uint32(s.off[i]+cf))
	}
	o := s.npatWin
	for _, e := range s.extras {
		c, cf := e.fn(p)
		own = append(own, uint32(o+c))
		flip = append(flip, uint32(o+cf))
		o += e.n
	}
	return
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }
func ce(p, y float64) float64 {
	p = math.Min(math.Max(p, 1e-12), 1-1e-12)
	return -(y*math.Log(p) + (1-y)*math.Log(1-p))
}

type model struct {
	w     []float64
	npat  int
	dbase int
	h     int // hidden units of the network (0 = none)
	nbase int // the network's parameters: input weights [engine.NetInputs][h], biases [h], output [2][h]
}

func (m *model) score(s *sample, h *train.Hidden) float64 {
	if m.h == 0 {
		return m.linear(s)
	}
	return m.linear(s) + train.NetScore(m.w[m.nbase:], s.in, s.inf, float64(s.t), h)
}

func (m *model) linear(s *sample) float64 {
	var S [2]float64
	for ph := 0; ph < 2; ph++ {
		b := m.w[ph*m.npat:]
		for i := range s.own {
			S[ph] += b[s.own[i]] - b[s.flip[i]]
		}
		d := m.w[m.dbase+ph*engine.NumDense:]
		for i, v := range s.dense {
			S[ph] += float64(v) * d[i]
		}
	}
	t := float64(s.t)
	return t*S[0] + (1-t)*S[1]
}

func main() {
	data := flag.String("data", "", "data files (draughts selfplay or relabel output), comma-separated (required)")
	shapeName := flag.String("shape", "s0", "shape: parts joined by +, windows s0 r1 s64 s46 s54 s45 row2, extras stm mat matstm tempo")
	epochs := flag.Int("epochs", 10, "passes over the data")
	lr0 := flag.Float64("lr", 0.5, "Adam step size")
	l2 := flag.Float64("l2", 1e-4, "L2 regularisation")
	maxN := flag.Int("max", 0, "at most this many positions (0 = all)")
	netH := flag.Int("net", 0, "hidden units of a small network over the pieces on squares, added to the score (0 = none)")
	netLR := flag.Float64("netlr", 0.005, "Adam step size of the network's input weights and biases")
	flag.Parse()
	if *data == "" {
		fmt.Fprintln(os.Stderr, "shapes: -data is required (files written by draughts selfplay or draughts relabel)")
		os.Exit(2)
	}
	var wins [][]int
	stm := false
	for _, part := range strings.Split(*shapeName, "+") {
		switch part {
		case "s0": // Scan 2: 4x4 at even offsets
			wins = append(wins, rects(4, 4, 2, 2)...)
		case "r1": // 4x4 at every row offset
			wins = append(wins, rects(4, 4, 1, 2)...)
		case "s64": // 6 rows x 4 cols
			wins = append(wins, rects(6, 4, 2, 2)...)
		case "s46": // 4 rows x 6 cols
			wins = append(wins, rects(4, 6, 2, 2)...)
		case "s54": // 5 rows x 4 cols at every other row: 10 squares
			wins = append(wins, rects(5, 4, 1, 2)...)
		case "s45":
			wins = append(wins, rects(4, 5, 2, 1)...)
		case "row2": // two full rows: 10 squares
			wins = append(wins, rects(2, 10, 1, 1)...)
		case "stm":
			stm = true
		case "mat", "matstm", "tempo":
		default:
			fmt.Fprintf(os.Stderr, "shapes: unknown shape part %q in -shape %q\n", part, *shapeName)
			os.Exit(2)
		}
	}
	sh := newShape(wins, stm)
	sh.npatWin = sh.npat
	for _, part := range strings.Split(*shapeName, "+") {
		switch part {
		case "mat": // material signature
			sh.extras = append(sh.extras, extra{engine.MatSize, func(p engine.Position) (int, int) {
				wm, wk, bm, bk := p.Material()
				return engine.MatSig(wm, wk, bm, bk), engine.MatSig(bm, bk, wm, wk)
			}})
		case "tempo":
			sh.extras = append(sh.extras, extra{61 * 11 * 2, func(p engine.Position) (int, int) {
				w, b, k := p.SquareSets()
				tw, tb := 0, 0
				for x := uint64(w &^ k); x != 0; x &= x - 1 {
					tw += 9 - bitsTZ(x)/5
				}
				for x := uint64(b &^ k); x != 0; x &= x - 1 {
					tb += bitsTZ(x) / 5
				}
				d := max(-30, min(30, tw-tb))
				n := min(p.PieceCount()/4, 10)
				sd := 0
				if p.Side() == engine.Black {
					sd = 1
				}
				return ((d+30)*11+n)*2 + sd, ((-d+30)*11+n)*2 + 1 - sd
			}})
		case "matstm":
			sh.extras = append(sh.extras, extra{engine.MatSize * 2, func(p engine.Position) (int, int) {
				wm, wk, bm, bk := p.Material()
				sd := 0
				if p.Side() == engine.Black {
					sd = 1
				}
				return engine.MatSig(wm, wk, bm, bk)*2 + sd, engine.MatSig(bm, bk, wm, wk)*2 + 1 - sd
			}})
		}
	}
	for _, e := range sh.extras {
		sh.npat += e.n
	}
	fmt.Printf("shape %s: %d windows, %d patterns per phase\n", *shapeName, len(wins), sh.npat)
	for i, w := range wins {
		if i < 3 || i == len(wins)-1 {
			fmt.Println("  window", i, w)
		}
	}
	start := time.Now()
	tr, va, err := train.Load(strings.Split(*data, ","), *maxN, 0)
	if err != nil {
		panic(err)
	}
	K := train.FitK(tr)
	conv := func(in []train.Sample) []sample {
		out := make([]sample, len(in))
		for i := range in {
			s := &in[i]
			o, f := sh.feats(s.Pos)
			out[i] = sample{own: o, flip: f, t: float32(s.F.Phase) / engine.PhaseMax, y: float32(sigmoid(float64(s.Score) / K))}
			if *netH > 0 {
				out[i].in, out[i].inf = s.In, s.InFlip
			}
			for j, v := range s.F.Dense {
				out[i].dense[j] = float32(v)
			}
		}
		return out
	}
	T, V := conv(tr), conv(va)
	tr, va = nil, nil
	fmt.Printf("loaded %d + %d, K %.1f (%v)\n", len(T), len(V), K, time.Since(start).Round(time.Second))
	m := &model{npat: sh.npat, dbase: 2 * sh.npat, h: *netH, nbase: 2*sh.npat + 2*engine.NumDense}
	np := m.nbase + (engine.NetInputs+3)**netH
	m.w = make([]float64, np)
	{
		r := rand.New(rand.NewPCG(7, 0x1e7))
		for k := 0; k < engine.NetInputs**netH; k++ {
			m.w[m.nbase+k] = (r.Float64()*2 - 1) * 0.15
		}
		for j := 0; j < *netH; j++ {
			m.w[m.nbase+engine.NetInputs**netH+j] = 0.5
		}
	}
	for ph := 0; ph < 2; ph++ {
		m.w[m.dbase+ph*engine.NumDense+engine.DenseMen] = 100
		m.w[m.dbase+ph*engine.NumDense+engine.DenseKings] = 300
	}
	loss := func(set []sample) float64 {
		const J = 2
		var out [J]float64
		var wg sync.WaitGroup
		for j := 0; j < J; j++ {
			wg.Add(1)
			go func(j int) {
				defer wg.Done()
				h := train.NewHidden(m.h)
				for i := len(set) * j / J; i < len(set)*(j+1)/J; i++ {
					out[j] += ce(sigmoid(m.score(&set[i], h)/K), float64(set[i].y))
				}
			}(j)
		}
		wg.Wait()
		return (out[0] + out[1]) / float64(len(set))
	}
	ent := 0.0
	for i := range V {
		ent += ce(float64(V[i].y), float64(V[i].y))
	}
	fmt.Printf("start: held out %.5f (target entropy %.5f)\n", loss(V), ent/float64(len(V)))
	mom, vel := make([]float64, np), make([]float64, np)
	const J = 2
	grads := [J][]float64{make([]float64, np), make([]float64, np)}
	stamp := make([]int32, np)
	var touched [J][]uint32
	rng := rand.New(rand.NewPCG(1, 0x7a11))
	order := make([]int, len(T))
	for i := range order {
		order[i] = i
	}
	const beta1, beta2, eps = 0.9, 0.999, 1e-8
	step := 0
	batch := 2048
	var uniq []uint32
	for ep := 1; ep <= *epochs; ep++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		lr := *lr0 * (1 - 0.9*float64(ep-1)/float64(max1(1, *epochs-1)))
		for b := 0; b < len(order); b += batch {
			bt := order[b:min(b+batch, len(order))]
			var wg sync.WaitGroup
			for j := 0; j < J; j++ {
				wg.Add(1)
				go func(j int) {
					defer wg.Done()
					g := grads[j]
					tl := touched[j][:0]
					h := train.NewHidden(m.h)
					for _, i := range bt[len(bt)*j/J : len(bt)*(j+1)/J] {
						s := &T[i]
						e := (sigmoid(m.score(s, h)/K) - float64(s.y)) / K
						t := float64(s.t)
						if m.h > 0 {
							train.NetGrad(m.w[m.nbase:], g[m.nbase:], s.in, s.inf, t, e, h)
						}
						for ph := 0; ph < 2; ph++ {
							gp := e * t
							if ph == 1 {
								gp = e * (1 - t)
							}
							o := uint32(ph * m.npat)
							for k := range s.own {
								g[o+s.own[k]] += gp
								g[o+s.flip[k]] -= gp
								tl = append(tl, o+s.own[k], o+s.flip[k])
							}
							d := m.dbase + ph*engine.NumDense
							for k, v := range s.dense {
								g[d+k] += float64(v) * gp
							}
						}
					}
					touched[j] = tl
				}(j)
			}
			wg.Wait()
			step++
			c1, c2 := 1-math.Pow(beta1, float64(step)), 1-math.Pow(beta2, float64(step))
			inv := 1 / float64(len(bt))
			uniq = uniq[:0]
			for j := 0; j < J; j++ {
				for _, k := range touched[j] {
					if stamp[k] != int32(step) {
						stamp[k] = int32(step)
						uniq = append(uniq, k)
					}
				}
			}
			for k := m.dbase; k < np; k++ {
				uniq = append(uniq, uint32(k))
			}
			for _, k := range uniq {
				g := (grads[0][k] + grads[1][k]) * inv
				grads[0][k], grads[1][k] = 0, 0
				mom[k] = beta1*mom[k] + (1-beta1)*g
				vel[k] = beta2*vel[k] + (1-beta2)*g*g
				lk := lr
				if int(k) >= m.nbase && int(k) < m.nbase+(engine.NetInputs+1)*m.h {
					lk = lr * *netLR / *lr0
				}
				m.w[k] -= lk*(mom[k]/c1)/(math.Sqrt(vel[k]/c2)+eps) + *l2*m.w[k]
			}
		}
		nz := 0
		for k := 0; k < 2*m.npat; k++ {
			if m.w[k] != 0 {
				nz++
			}
		}
		fmt.Printf("epoch %d: train %.5f held out %.5f nonzero %d (%v)\n", ep, loss(T), loss(V), nz, time.Since(start).Round(time.Second))
	}
	_ = os.Stdout
}

func bitsTZ(x uint64) int { return bits.TrailingZeros64(x) }

func max1(a, b int) int {
	if a > b {
		return a
	}
	return b
}
