// Command tune fits the evaluation weights to game results (Texel-style):
// it takes the quiet positions of PDN games with a result, and minimises
// the mean squared error between the game result (1, 0.5, 0 for White) and
// sigmoid(K*eval/100) by coordinate descent over every integer weight of
// engine.Weights (the man value stays fixed at 100 as the scale).
//
//	go run ./engine/tune -pdn engine/testdata/pdn            # print tuned weights as Go
//	go run ./engine/tune -pdn dir -passes 3 -skip 10
package main // main.go: the Texel tuner.

import (
	"context"
	"flag"
	"fmt"
	"io/fs"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"

	"github.com/draughts/draughts/engine"
)

type sample struct {
	pos    engine.Position
	result float64 // 1 White won, 0.5 draw, 0 Black won
}

func main() {
	dir := flag.String("pdn", "engine/testdata/pdn", "folder of PDN files (searched recursively)")
	skip := flag.Int("skip", 10, "skip the first plies of each game (opening theory)")
	passes := flag.Int("passes", 4, "coordinate-descent passes")
	fixed := flag.String("fix", "Man,Runaway,RunawayVsK,DrawScale", "weights left alone (comma-separated; rare features overfit)")
	selfplay := flag.Int("selfplay", 0, "also play this many self-play games and fit to their results")
	nodes := flag.Int64("nodes", 3000, "nodes per move in self-play games")
	human := flag.Bool("human", true, "use the PDN games")
	flag.Parse()
	var samples []sample
	if *human {
		samples = load(*dir, *skip)
	}
	if *selfplay > 0 {
		sp := selfPlay(*selfplay, *nodes)
		fmt.Fprintf(os.Stderr, "self-play: %d positions\n", len(sp))
		samples = append(samples, sp...)
	}
	if len(samples) == 0 {
		fmt.Fprintln(os.Stderr, "tune: no positions")
		os.Exit(1)
	}
	w := engine.DefaultWeights
	k := fitK(samples, &w)
	fmt.Fprintf(os.Stderr, "%d positions, K=%.3f, error %.6f\n", len(samples), k, meanError(samples, &w, k))
	params := intFields(&w)
	for pass := 0; pass < *passes; pass++ {
		improved := false
		for _, p := range params {
			if isFixed(p.name, *fixed) {
				continue
			}
			best := meanError(samples, &w, k)
			for _, step := range []int{4, 1} {
				for _, dir := range []int{+1, -1} {
					for {
						*p.ptr += dir * step
						e := meanError(samples, &w, k)
						if e < best-1e-7 {
							best, improved = e, true
							continue
						}
						*p.ptr -= dir * step
						break
					}
				}
			}
		}
		fmt.Fprintf(os.Stderr, "pass %d: error %.6f\n", pass+1, meanError(samples, &w, k))
		if !improved {
			break
		}
	}
	fmt.Printf("%#v\n", w)
}

func isFixed(name, list string) bool {
	base, _, _ := strings.Cut(name, "[")
	for _, f := range strings.Split(list, ",") {
		if strings.TrimSpace(f) == base {
			return true
		}
	}
	return false
}

type field struct {
	name string
	ptr  *int
}

// intFields lists every int weight (array elements included).
func intFields(w *engine.Weights) []field {
	var out []field
	v := reflect.ValueOf(w).Elem()
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		name := v.Type().Field(i).Name
		switch f.Kind() {
		case reflect.Int:
			out = append(out, field{name, f.Addr().Interface().(*int)})
		case reflect.Array:
			for j := 0; j < f.Len(); j++ {
				out = append(out, field{fmt.Sprintf("%s[%d]", name, j), f.Index(j).Addr().Interface().(*int)})
			}
		}
	}
	return out
}

// load reads the quiet positions (no capture pending for either side) of
// every decided or drawn game.
func load(dir string, skip int) []sample {
	var out []sample
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.EqualFold(filepath.Ext(path), ".pdn") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return nil
		}
		games, _ := engine.ParsePDN(string(data))
		for _, g := range games {
			var res float64
			switch strings.TrimSpace(g.Result) {
			case "2-0", "1-0":
				res = 1
			case "0-2", "0-1":
				res = 0
			case "1-1", "1/2-1/2":
				res = 0.5
			default:
				continue
			}
			for ply := skip; ply <= g.Game.Ply(); ply++ {
				p := g.Game.PositionAt(ply)
				if p.HasCapture() {
					continue
				}
				q := engine.NewPosition(p.Side().Opponent(), p.Board())
				if q.HasCapture() {
					continue
				}
				out = append(out, sample{p, res})
			}
		}
		return nil
	})
	return out
}

// selfPlay plays games from random openings (six random plies) at a fixed
// node budget and returns their quiet positions labelled with the result.
func selfPlay(games int, nodes int64) []sample {
	rng := rand.New(rand.NewPCG(12345, 1))
	s := engine.NewSearcher(8 << 20)
	var out []sample
	for g := 0; g < games; g++ {
		s.NewGame()
		pos := engine.Initial()
		clock := engine.StartClock(pos)
		var hist, seen []engine.Position
		result := 0.5
		for ply := 0; ply < 250; ply++ {
			moves := pos.LegalMoves()
			if len(moves) == 0 {
				result = 1
				if pos.Side() == engine.White {
					result = 0
				}
				break
			}
			if clock.Reason() != engine.NoReason || repeated(hist, pos) {
				break
			}
			var m engine.Move
			if ply < 6 {
				m = moves[rng.IntN(len(moves))]
			} else {
				m = s.Search(context.Background(), engine.Request{Position: pos, History: hist, Clock: clock,
					Limits: engine.Limits{Nodes: nodes}}).Move
				if !pos.HasCapture() && !engine.NewPosition(pos.Side().Opponent(), pos.Board()).HasCapture() {
					seen = append(seen, pos)
				}
			}
			next := pos.Play(m)
			clock = clock.Next(pos, m, next)
			if pos.IsIrreversible(m) {
				hist = hist[:0]
			} else {
				hist = append(hist, pos)
			}
			pos = next
		}
		for _, p := range seen {
			out = append(out, sample{p, result})
		}
	}
	return out
}

// repeated reports a third occurrence of pos.
func repeated(hist []engine.Position, pos engine.Position) bool {
	n := 0
	for _, h := range hist {
		if h == pos {
			n++
		}
	}
	return n >= 2
}

func whiteEval(w *engine.Weights, p engine.Position) float64 {
	v := w.Evaluate(p)
	if p.Side() == engine.Black {
		v = -v
	}
	return float64(v)
}

func meanError(s []sample, w *engine.Weights, k float64) float64 {
	sum := 0.0
	for _, x := range s {
		d := x.result - 1/(1+math.Exp(-k*whiteEval(w, x.pos)/100))
		sum += d * d
	}
	return sum / float64(len(s))
}

// fitK finds the scale that best maps the starting weights to results.
func fitK(s []sample, w *engine.Weights) float64 {
	best, bestK := math.Inf(1), 1.0
	for k := 0.1; k <= 3; k += 0.05 {
		if e := meanError(s, w, k); e < best {
			best, bestK = e, k
		}
	}
	return bestK
}
