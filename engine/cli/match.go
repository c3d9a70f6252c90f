//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // match.go: `draughts match`, self-play between two engine configurations from varied openings.

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/draughts/draughts/engine"
)

func init() {
	commands["match"] = command{
		summary: "self-play match between two engine configurations (-a level=3 -b level=4)",
		run:     runMatch,
	}
}

// player is one side's configuration: a level and/or limits.
type player struct {
	name    string
	level   int
	limits  engine.Limits
	ttMB    int
	params  engine.SearchParams
	weights engine.Weights
	egdb    engine.EndgameTable // nil = none
}

// parsePlayer reads "level=3", "nodes=20000", "depth=8,level=2", "movetime=100ms".
func parsePlayer(s string) (player, error) {
	p := player{name: s, ttMB: 8, params: engine.DefaultSearchParams, weights: engine.DefaultWeights}
	for _, kv := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return p, fmt.Errorf("bad player setting %q (want key=value)", kv)
		}
		var err error
		if name, ok := strings.CutPrefix(k, "w."); ok {
			if err := setWeight(&p.weights, name, v); err != nil {
				return p, fmt.Errorf("player setting %q: %v", kv, err)
			}
			continue
		}
		// Plain integer knobs: the transposition table size and the search parameters.
		intKnobs := map[string]*int{
			"tt": &p.ttMB, "lmrdepth": &p.params.LMRMinDepth, "lmrmove": &p.params.LMRFirstMove,
			"lmrdeepmove": &p.params.LMRDeepMove, "lmrdeepdepth": &p.params.LMRDeepDepth,
			"lmrlog": &p.params.LMRLog, "histmalus": &p.params.HistMalus, "qthreat": &p.params.QThreat,
			"rfp": &p.params.RFPMargin, "rfpdepth": &p.params.RFPDepth, "lmp": &p.params.LMP,
		}
		if dst, ok := intKnobs[k]; ok {
			if *dst, err = strconv.Atoi(v); err != nil {
				return p, fmt.Errorf("player setting %q: %v", kv, err)
			}
			continue
		}
		switch k {
		case "egdb":
			p.egdb, err = openEGDB(v)
		case "level":
			p.level, err = strconv.Atoi(v)
			if err == nil && (p.level < 0 || p.level > engine.LevelCount) {
				err = fmt.Errorf("level must be 0..%d", engine.LevelCount)
			}
		case "nodes":
			p.limits.Nodes, err = strconv.ParseInt(v, 10, 64)
		case "depth":
			p.limits.Depth, err = strconv.Atoi(v)
		case "movetime":
			p.limits.MoveTime, err = time.ParseDuration(v)
		default:
			err = fmt.Errorf("unknown key")
		}
		if err != nil {
			return p, fmt.Errorf("player setting %q: %v", kv, err)
		}
	}
	if p.level == 0 && p.limits.Depth == 0 && p.limits.Nodes == 0 && p.limits.MoveTime == 0 {
		return p, fmt.Errorf("player %q has no limit: give level=, nodes=, depth= or movetime=", s)
	}
	return p, nil
}

// setWeight sets the evaluation weight called name ("King", "Runaway[2]").
func setWeight(w *engine.Weights, name, value string) error {
	n, err := strconv.Atoi(value)
	if err != nil {
		return err
	}
	field, idx, isElem := strings.Cut(name, "[")
	f := reflect.ValueOf(w).Elem().FieldByName(field)
	if !f.IsValid() {
		return fmt.Errorf("no weight %q", field)
	}
	if isElem {
		i, err := strconv.Atoi(strings.TrimSuffix(idx, "]"))
		if err != nil || f.Kind() != reflect.Array || i < 0 || i >= f.Len() {
			return fmt.Errorf("bad index in %q", name)
		}
		f = f.Index(i)
	}
	if f.Kind() != reflect.Int {
		return fmt.Errorf("%q is not a number", name)
	}
	f.SetInt(int64(n))
	return nil
}

// gameOutcome is a finished game from White's view: +1, 0 or -1.
type gameOutcome struct {
	score  int
	reason string
	plies  int
}

func runMatch(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(stderr)
	aFlag := fs.String("a", "level=5", "first player: level=N, nodes=N, depth=N, movetime=D, tt=MB,\n"+
		"search knobs lmrdepth=, lmrmove=, lmrdeepmove=, lmrdeepdepth=, qthreat=, histmalus=,\n"+
		"evaluation weights w.Name=N or w.Name[i]=N (see engine.Weights) (comma-separated)")
	bFlag := fs.String("b", "level=6", "second player")
	games := fs.Int("games", 20, "number of games (rounded up to even: every opening is played with both colours)")
	seed := fs.Uint64("seed", 1, "seed for openings and level noise")
	openPlies := fs.Int("open", 4, "random opening plies (among moves within -openmargin of the best)")
	openMargin := fs.Int("openmargin", 30, "opening moves must score within this many centi-men of the best (depth-6 search)")
	maxPlies := fs.Int("maxplies", 300, "adjudicate a draw after this many plies")
	jobs := fs.Int("j", 1, "games played in parallel")
	verbose := fs.Bool("v", false, "print every game")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	pa, err := parsePlayer(*aFlag)
	if err != nil {
		fmt.Fprintln(stderr, "match:", err)
		return 2
	}
	pb, err := parsePlayer(*bFlag)
	if err != nil {
		fmt.Fprintln(stderr, "match:", err)
		return 2
	}
	pairs := (*games + 1) / 2
	openings := makeOpenings(pairs, *openPlies, *openMargin, *seed)

	type job struct{ idx int }
	type done struct {
		idx     int
		aWhite  bool
		outcome gameOutcome
	}
	jobsCh := make(chan job)
	doneCh := make(chan done)
	var wg sync.WaitGroup
	for w := 0; w < max(1, *jobs); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sa := engine.NewSearcher(pa.ttMB << 20)
			sa.Params, sa.Weights, sa.Endgame = pa.params, pa.weights, pa.egdb
			sb := engine.NewSearcher(pb.ttMB << 20)
			sb.Params, sb.Weights, sb.Endgame = pb.params, pb.weights, pb.egdb
			for j := range jobsCh {
				aWhite := j.idx%2 == 0
				rng := rand.New(rand.NewPCG(*seed, uint64(j.idx)))
				var o gameOutcome
				if aWhite {
					o = playGame(openings[j.idx/2], pa, pb, sa, sb, rng, *maxPlies)
				} else {
					o = playGame(openings[j.idx/2], pb, pa, sb, sa, rng, *maxPlies)
				}
				doneCh <- done{j.idx, aWhite, o}
			}
		}()
	}
	go func() {
		for i := 0; i < 2*pairs; i++ {
			jobsCh <- job{i}
		}
		close(jobsCh)
		wg.Wait()
		close(doneCh)
	}()
	win, draw, loss := 0, 0, 0
	start := time.Now()
	for d := range doneCh {
		s := d.outcome.score
		if !d.aWhite {
			s = -s
		}
		switch s {
		case 1:
			win++
		case 0:
			draw++
		default:
			loss++
		}
		if *verbose {
			col := "white"
			if !d.aWhite {
				col = "black"
			}
			fmt.Fprintf(stdout, "game %3d  A %s  %+d  %s after %d plies\n", d.idx+1, col, s, d.outcome.reason, d.outcome.plies)
		}
	}
	n := win + draw + loss
	pts := float64(2*win+draw) / 2
	fmt.Fprintf(stdout, "A: %s\nB: %s\n", pa.name, pb.name)
	fmt.Fprintf(stdout, "games %d  A wins %d  draws %d  B wins %d  score A %.1f/%d (%.1f%%)  time %v\n",
		n, win, draw, loss, pts, n, 100*pts/float64(max(n, 1)), time.Since(start).Round(time.Second))
	elo, margin := eloMargin(win, draw, loss)
	fmt.Fprintf(stdout, "elo A-B %+.1f +- %.1f (95%%)\n", elo, margin)
	return 0
}

// makeOpenings builds n distinct short opening lines: random plies among
// moves that a depth-6 search scores within margin of the best.
func makeOpenings(n, plies, margin int, seed uint64) [][]engine.Move {
	rng := rand.New(rand.NewPCG(seed, 0x0be11))
	s := engine.NewSearcher(4 << 20)
	seen := map[engine.Position]bool{}
	var out [][]engine.Move
	for tries := 0; len(out) < n && tries < 50*n; tries++ {
		pos := engine.Initial()
		var line []engine.Move
		for i := 0; i < plies; i++ {
			moves := pos.LegalMoves()
			if len(moves) == 0 {
				break
			}
			best := -1 << 30
			scores := make([]int, len(moves))
			for k, m := range moves {
				r := s.Search(context.Background(), engine.Request{Position: pos.Play(m), Limits: engine.Limits{Depth: 6}})
				scores[k] = -r.Score
				best = max(best, scores[k])
			}
			var ok []engine.Move
			for k, m := range moves {
				if scores[k] >= best-margin {
					ok = append(ok, m)
				}
			}
			m := ok[rng.IntN(len(ok))]
			line = append(line, m)
			pos = pos.Play(m)
		}
		if !seen[pos] || tries >= 20*n {
			seen[pos] = true
			out = append(out, line)
		}
	}
	return out
}

// playGame plays one game from the opening line; w plays White.
func playGame(opening []engine.Move, w, b player, sw, sb *engine.Searcher, rng *rand.Rand, maxPlies int) gameOutcome {
	sw.NewGame()
	sb.NewGame()
	pos := engine.Initial()
	clock := engine.StartClock(pos)
	var hist []engine.Position // since the last irreversible move
	counts := map[engine.Position]int{pos: 1}
	play := func(m engine.Move) {
		next := pos.Play(m)
		clock = clock.Next(pos, m, next)
		if pos.IsIrreversible(m) {
			hist = hist[:0]
			clear(counts)
		} else {
			hist = append(hist, pos)
		}
		pos = next
		counts[pos]++
	}
	for _, m := range opening {
		play(m)
	}
	for ply := len(opening); ; ply++ {
		if len(pos.LegalMoves()) == 0 {
			if pos.Side() == engine.White {
				return gameOutcome{-1, "white cannot move", ply}
			}
			return gameOutcome{1, "black cannot move", ply}
		}
		if r := clock.Reason(); r != engine.NoReason {
			return gameOutcome{0, r.String(), ply}
		}
		if counts[pos] >= 3 {
			return gameOutcome{0, "repetition", ply}
		}
		if ply >= maxPlies {
			return gameOutcome{0, "adjudicated", ply}
		}
		p, s := w, sw
		if pos.Side() == engine.Black {
			p, s = b, sb
		}
		res := s.Search(context.Background(), engine.Request{
			Position: pos, History: hist, Clock: clock,
			Limits: p.limits, Level: p.level, Rand: rng,
		})
		play(res.Move)
	}
}
