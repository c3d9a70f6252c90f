//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // match.go: `draughts match`, self-play between two engine configurations from varied openings.

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/book"
)

func init() {
	commands["match"] = command{
		summary: "self-play match between two engine configurations (-a level=3 -b level=4)",
		run:     runMatch,
	}
}

// player is one side's configuration: a level and/or limits, or an external
// Hub engine.
type player struct {
	name    string
	level   int
	limits  engine.Limits
	ttMB    int
	threads int // search threads (0 = this engine: one; a Hub engine: its own default)
	params  engine.SearchParams
	weights engine.Weights
	egdb    engine.EndgameTable // nil = none
	book    engine.OpeningBook  // nil = none (book=on: the embedded book, as the browser's worker and the Hub use it)
	eval    string              // "" (the engine's default), hand, learned or a weights file
	hub     string              // path of an external Hub engine ("" = this engine in-process)
	hubArgs []string            // its arguments (default: hub)
	// hubParams are the set-param commands that book=, tt= and egdb= send a
	// Hub engine; ownOnly names the settings given that only this engine
	// in-process takes (a Hub engine refuses them).
	hubParams []string
	ownOnly   []string
	// clockBase is the match's clock (-clock): a Hub engine may think that long.
	clockBase time.Duration
}

// parsePlayer reads "level=3", "nodes=20000", "depth=8,level=2", "movetime=100ms",
// "eval=learned", "hub=/path/to/engine,movetime=100ms" (args=a:b sets its arguments).
func parsePlayer(s string) (player, error) { return parsePlayerOn(s, false) }

// parsePlayerOn is parsePlayer for a match on a clock (-clock), where the
// clock is the player's limit when it has no other.
func parsePlayerOn(s string, clocked bool) (player, error) {
	p := player{name: s, ttMB: 8, params: engine.DefaultSearchParams, weights: engine.DefaultWeights, hubArgs: []string{"hub"}}
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
			if p.eval == "" {
				p.eval = "hand" // the weights are those of the hand-written evaluation
			}
			p.ownOnly = append(p.ownOnly, k)
			continue
		}
		// Plain integer knobs: the transposition table size and the search parameters.
		intKnobs := map[string]*int{
			"tt": &p.ttMB, "threads": &p.threads, "lmrdepth": &p.params.LMRMinDepth, "lmrmove": &p.params.LMRFirstMove,
			"lmrdeepmove": &p.params.LMRDeepMove, "lmrdeepdepth": &p.params.LMRDeepDepth,
			"lmrlog": &p.params.LMRLog, "histmalus": &p.params.HistMalus, "qthreat": &p.params.QThreat,
			"rfp": &p.params.RFPMargin, "rfpdepth": &p.params.RFPDepth, "lmp": &p.params.LMP,
			"fut": &p.params.FutMargin, "futdepth": &p.params.FutDepth,
			"softtime": &p.params.SoftTime,
			"probcut":  &p.params.ProbCut, "pcdepth": &p.params.ProbCutDepth, "pcr": &p.params.ProbCutReduce,
			"se": &p.params.Singular, "semargin": &p.params.SingularMargin, "lmrhist": &p.params.LMRHist,
			"iir": &p.params.IIR, "asp": &p.params.AspWindow,
		}
		if dst, ok := intKnobs[k]; ok {
			if *dst, err = strconv.Atoi(v); err != nil {
				return p, fmt.Errorf("player setting %q: %v", kv, err)
			}
			switch k {
			case "tt":
				p.hubParams = append(p.hubParams, "set-param name=hash value="+v)
			case "threads": // sent to a Hub engine on its own
			default:
				p.ownOnly = append(p.ownOnly, k)
			}
			continue
		}
		switch k {
		case "egdb":
			p.egdb, err = openEGDB(v)
			p.hubParams = append(p.hubParams, "set-param name=egdb value="+v)
		case "book":
			switch v {
			case "on":
				var b *book.Book
				if b, err = book.Default(); err == nil {
					p.book = b
				}
				p.hubParams = append(p.hubParams, "set-param name=book value=true")
			case "off":
				p.book = nil
				p.hubParams = append(p.hubParams, "set-param name=book value=false")
			default:
				err = fmt.Errorf("want on or off")
			}
		case "hub":
			p.hub = v
		case "args":
			p.hubArgs = strings.FieldsFunc(v, func(r rune) bool { return r == ':' })
		case "eval":
			p.eval = v
			_, err = evaluatorByName(v)
			p.ownOnly = append(p.ownOnly, k)
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
	if p.level == 0 && p.limits.Depth == 0 && p.limits.Nodes == 0 && p.limits.MoveTime == 0 && !clocked {
		return p, fmt.Errorf("player %q has no limit: give level=, nodes=, depth= or movetime=", s)
	}
	if p.threads < 0 || p.threads > 256 {
		return p, fmt.Errorf("player %q: threads must be 1..256", s)
	}
	if p.hub != "" && p.level != 0 {
		return p, fmt.Errorf("player %q: a Hub engine takes nodes=, depth= or movetime=, not level=", s)
	}
	if p.hub != "" && len(p.ownOnly) > 0 {
		return p, fmt.Errorf("player %q: a Hub engine takes threads=, tt=, egdb= and book=, not %s=", s, strings.Join(p.ownOnly, "=, "))
	}
	return p, nil
}

// hubLevel is the Hub level command for the player's limits.
func (p player) hubLevel() string {
	switch {
	case p.limits.MoveTime > 0:
		return fmt.Sprintf("level move-time=%g", p.limits.MoveTime.Seconds())
	case p.limits.Nodes > 0:
		return fmt.Sprintf("level nodes=%d", p.limits.Nodes)
	}
	return fmt.Sprintf("level depth=%d", p.limits.Depth)
}

// mover plays one side of games: this engine in-process or a Hub engine.
type mover struct {
	p   player
	s   *engine.Searcher
	hub *hubEngine
}

func newMover(p player) (*mover, error) {
	m := &mover{p: p}
	if p.hub == "" {
		m.s = engine.NewSearcher(p.ttMB << 20)
		m.s.Params, m.s.Weights, m.s.Endgame, m.s.Book = p.params, p.weights, p.egdb, p.book
		m.s.Threads = p.threads
		newEval, err := evaluatorByName(p.eval)
		if err != nil {
			return nil, err
		}
		if newEval != nil {
			m.s.Eval = newEval()
		}
	}
	return m, nil
}

// newGame prepares for a game (starting the Hub engine if needed).
func (m *mover) newGame() error {
	if m.s != nil {
		m.s.NewGame()
		return nil
	}
	if m.hub == nil {
		wait := 30*time.Second + 20*m.p.limits.MoveTime + m.p.clockBase
		var params []string
		if m.p.threads > 0 {
			params = append(params, fmt.Sprintf("set-param name=threads value=%d", m.p.threads))
		}
		params = append(params, m.p.hubParams...)
		h, err := startHubEngine(m.p.hub, m.p.hubArgs, params, m.p.hubLevel(), wait)
		if err != nil {
			return err
		}
		m.hub = h
	}
	return m.hub.newGame()
}

// move chooses a move; an error (a Hub engine that fails) loses the game.
// On a clock (left > 0) the player's clock and the increment go with the
// request (the Hub's level time= inc=).
func (m *mover) move(g *gameState, rng *rand.Rand, left, inc time.Duration) (engine.Move, error) {
	if m.s != nil {
		lim := m.p.limits
		if left > 0 {
			lim.Time, lim.Inc = left, inc
		}
		res := m.s.Search(context.Background(), engine.Request{
			Position: g.pos, History: g.hist, Clock: g.clock,
			Limits: lim, Level: m.p.level, Rand: rng,
		})
		return res.Move, nil
	}
	level := m.p.hubLevel()
	if left > 0 {
		level = fmt.Sprintf("level time=%.3f inc=%.3f", left.Seconds(), inc.Seconds())
	}
	mv, err := m.hub.move(g.start, g.moves, g.pos, level)
	if err == nil {
		legal := false
		for _, l := range g.pos.LegalMoves() {
			legal = legal || l == mv
		}
		if !legal {
			err = fmt.Errorf("hub engine %s played an illegal move", m.p.hub)
		}
	}
	if err != nil {
		m.hub.close() // restarted for the next game
		m.hub = nil
	}
	return mv, err
}

func (m *mover) close() {
	if m.hub != nil {
		m.hub.close()
		m.hub = nil
	}
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
	final  string // the last position (FEN), for the log
	moves  []engine.Move
	// minLeft is the least time either player had left after a move (a
	// game on a clock).
	minLeft time.Duration
	note    string // a loss on time: how it came
}

// matchResult is one game from A's view, as logged.
type matchResult struct {
	idx    int
	aWhite bool
	score  int // +1 A won, 0 draw, -1 A lost
	reason string
	plies  int
	final  string        // FEN of the last position ("" in older logs)
	moves  []engine.Move // the game's moves (nil when read from a log)
	// minLeft is the least time left on a clock after a move (this run's
	// games on a clock only).
	minLeft time.Duration
	note    string
}

// tally counts A's results.
type tally struct{ win, draw, loss int }

func (t *tally) add(score int) {
	switch score {
	case 1:
		t.win++
	case 0:
		t.draw++
	default:
		t.loss++
	}
}

// summary is the result line: W/D/L, score, Elo and its margin.
func (t tally) summary() string {
	n := t.win + t.draw + t.loss
	pts := float64(2*t.win+t.draw) / 2
	elo, margin := eloMargin(t.win, t.draw, t.loss)
	return fmt.Sprintf("games %d  A wins %d  draws %d  B wins %d  score A %.1f/%d (%.1f%%)  Elo A-B %+.0f ± %.0f (95%%)",
		n, t.win, t.draw, t.loss, pts, n, 100*pts/float64(max(n, 1)), elo, margin)
}

// writeMatchPDN appends game r to a PDN file: the players' settings as the
// names, the game number as the round, how it ended in a Termination tag.
func writeMatchPDN(w io.Writer, r matchResult, a, b string) error {
	g := engine.NewGame()
	for _, m := range r.moves {
		if err := g.Play(m); err != nil {
			return fmt.Errorf("game %d: %v", r.idx+1, err)
		}
	}
	white, black, score := a, b, r.score
	if !r.aWhite {
		white, black, score = b, a, -score
	}
	return engine.WritePDN(w, g, engine.Tag{Name: "Event", Value: "draughts match"},
		engine.Tag{Name: "Round", Value: strconv.Itoa(r.idx + 1)},
		engine.Tag{Name: "White", Value: white}, engine.Tag{Name: "Black", Value: black},
		engine.Tag{Name: "Result", Value: map[int]string{1: "2-0", 0: "1-1", -1: "0-2"}[score]},
		engine.Tag{Name: "Termination", Value: r.reason})
}

// readMatchLog returns the games already in a match log ("game <idx> A
// <white|black> <+1|+0|-1> <reason> <plies> [final FEN]"; other lines are
// ignored).
func readMatchLog(path string) (map[int]matchResult, error) {
	done := map[int]matchResult{}
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return done, nil
	}
	if err != nil {
		return nil, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) < 7 || len(f) > 8 || f[0] != "game" || f[2] != "A" {
			continue
		}
		idx, err1 := strconv.Atoi(f[1])
		sc, err2 := strconv.Atoi(f[4])
		plies, err3 := strconv.Atoi(f[6])
		if err1 != nil || err2 != nil || err3 != nil || sc < -1 || sc > 1 {
			continue // a line cut short by a stop: the game is played again
		}
		r := matchResult{idx: idx - 1, aWhite: f[3] == "white", score: sc, reason: f[5], plies: plies}
		if len(f) == 8 {
			r.final = f[7]
		}
		done[idx-1] = r
	}
	return done, nil
}

func runMatch(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(stderr)
	aFlag := fs.String("a", "level=5", "first player: level=N, nodes=N, depth=N, movetime=D, tt=MB, threads=N (default 1; a Hub engine: set-param threads), egdb=small|off|DIR, book=on|off, eval=hand|learned|FILE,\n"+
		"search knobs lmrdepth=, lmrmove=, lmrdeepmove=, lmrdeepdepth=, qthreat=, histmalus=,\n"+
		"    \tlmrlog=, lmrhist=, rfp=, rfpdepth=, lmp=, fut=, futdepth=, softtime=, probcut=, pcdepth=, pcr=, se=, semargin=, iir=, asp=,\n"+
		"evaluation weights w.Name=N or w.Name[i]=N (see engine.Weights) (comma-separated);\n"+
		"or an external Hub engine: hub=PATH[,args=a:b] (default args: hub) with movetime=, nodes= or depth=,\n"+
		"    \tand threads=, tt=, egdb= and book= sent to it as set-param threads, hash, egdb and book (its own defaults otherwise)")
	bFlag := fs.String("b", "level=6", "second player")
	games := fs.Int("games", 20, "number of games (rounded up to even: every opening is played with both colours)")
	seed := fs.Uint64("seed", 1, "seed for openings and level noise")
	openPlies := fs.Int("open", 4, "random opening plies (among moves within -openmargin of the best)")
	openMargin := fs.Int("openmargin", 30, "opening moves must score within this many centi-men of the best (depth-6 search)")
	maxPlies := fs.Int("maxplies", 300, "adjudicate a draw after this many plies")
	jobs := fs.Int("j", 1, "games played in parallel")
	verbose := fs.Bool("v", false, "print every game")
	logPath := fs.String("log", "", "log every game to this file; a rerun with the same flags and log resumes the match")
	pdnPath := fs.String("pdn", "", "append every game played to this PDN file")
	every := fs.Int("progress", 0, "print the standings every this many games (0 = only at the end)")
	clockFlag := fs.String("clock", "", "play on a clock: seconds+increment seconds for each side, such as 60+0.5 (a Hub engine gets level time= inc=); reports losses on time")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	tc, err := engine.ParsePDNTimeControl(*clockFlag)
	if err != nil {
		fmt.Fprintln(stderr, "match: -clock:", err)
		return 2
	}
	pa, err := parsePlayerOn(*aFlag, !tc.IsZero())
	if err != nil {
		fmt.Fprintln(stderr, "match:", err)
		return 2
	}
	pb, err := parsePlayerOn(*bFlag, !tc.IsZero())
	if err != nil {
		fmt.Fprintln(stderr, "match:", err)
		return 2
	}
	pa.clockBase, pb.clockBase = tc.Base, tc.Base
	pairs := (*games + 1) / 2
	done := map[int]matchResult{}
	var logf *os.File
	if *logPath != "" {
		if done, err = readMatchLog(*logPath); err != nil {
			fmt.Fprintln(stderr, "match:", err)
			return 1
		}
		if logf, err = os.OpenFile(*logPath, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644); err != nil {
			fmt.Fprintln(stderr, "match:", err)
			return 1
		}
		defer logf.Close()
		fmt.Fprintf(logf, "\n# %s A: %s  B: %s  games %d seed %d open %d (%d games already logged)\n",
			time.Now().UTC().Format(time.RFC3339), pa.name, pb.name, 2*pairs, *seed, *openPlies, len(done))
	}
	var pdnf *os.File
	if *pdnPath != "" {
		if pdnf, err = os.OpenFile(*pdnPath, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644); err != nil {
			fmt.Fprintln(stderr, "match:", err)
			return 1
		}
		defer pdnf.Close()
	}
	openings := makeOpenings(pairs, *openPlies, *openMargin, *seed)

	jobsCh := make(chan int)
	doneCh := make(chan matchResult)
	var wg sync.WaitGroup
	var setupErr error
	var errOnce sync.Once
	for w := 0; w < max(1, *jobs); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ma, err := newMover(pa)
			if err == nil {
				var mb *mover
				if mb, err = newMover(pb); err == nil {
					defer ma.close()
					defer mb.close()
					for idx := range jobsCh {
						aWhite := idx%2 == 0
						rng := rand.New(rand.NewPCG(*seed, uint64(idx)))
						var o gameOutcome
						if aWhite {
							o = playGame(openings[idx/2], ma, mb, rng, *maxPlies, tc)
						} else {
							o = playGame(openings[idx/2], mb, ma, rng, *maxPlies, tc)
						}
						sc := o.score
						if !aWhite {
							sc = -sc
						}
						doneCh <- matchResult{idx, aWhite, sc, o.reason, o.plies, o.final, o.moves, o.minLeft, o.note}
					}
					return
				}
			}
			errOnce.Do(func() { setupErr = err })
			for range jobsCh {
			}
		}()
	}
	go func() {
		for i := 0; i < 2*pairs; i++ {
			if _, ok := done[i]; !ok && i/2 < len(openings) {
				jobsCh <- i
			}
		}
		close(jobsCh)
		wg.Wait()
		close(doneCh)
	}()
	var t tally
	onTime := [2]int{} // games lost on time by A and by B
	minLeft := tc.Base // the closest call of this run's games
	countTime := func(r matchResult) {
		if strings.ReplaceAll(r.reason, "-", " ") == engine.TimeForfeit.String() {
			if r.score < 0 {
				onTime[0]++ // A lost
			} else {
				onTime[1]++
			}
		}
	}
	for _, r := range done {
		if r.idx < 2*pairs {
			t.add(r.score)
			countTime(r)
		}
	}
	start := time.Now()
	played := 0
	for r := range doneCh {
		t.add(r.score)
		countTime(r)
		if !tc.IsZero() {
			minLeft = min(minLeft, r.minLeft)
		}
		played++
		col := "white"
		if !r.aWhite {
			col = "black"
		}
		line := fmt.Sprintf("game %d A %s %+d %s %d", r.idx+1, col, r.score, strings.ReplaceAll(r.reason, " ", "-"), r.plies)
		if r.final != "" {
			line += " " + r.final
		}
		if logf != nil {
			fmt.Fprintln(logf, line)
			if r.note != "" {
				fmt.Fprintf(logf, "# game %d: %s\n", r.idx+1, r.note)
			}
		}
		if pdnf != nil {
			if err := writeMatchPDN(pdnf, r, pa.name, pb.name); err != nil {
				fmt.Fprintln(stderr, "match: pdn:", err)
			}
		}
		if *verbose {
			fmt.Fprintln(stdout, line)
		}
		if *every > 0 && played%*every == 0 {
			fmt.Fprintf(stdout, "after %v: %s\n", time.Since(start).Round(time.Second), t.summary())
			if logf != nil {
				fmt.Fprintf(logf, "# %s\n", t.summary())
			}
		}
	}
	if setupErr != nil {
		fmt.Fprintln(stderr, "match:", setupErr)
		return 1
	}
	fmt.Fprintf(stdout, "A: %s\nB: %s\n", pa.name, pb.name)
	fmt.Fprintf(stdout, "%s  time %v\n", t.summary(), time.Since(start).Round(time.Second))
	if !tc.IsZero() {
		line := fmt.Sprintf("clock %s: losses on time %d (A %d, B %d); least time left after a move in this run's %d games: %v",
			tc.PDN(), onTime[0]+onTime[1], onTime[0], onTime[1], played, minLeft.Round(time.Millisecond))
		fmt.Fprintln(stdout, line)
		if logf != nil {
			fmt.Fprintf(logf, "# %s\n", line)
		}
	}
	if logf != nil {
		fmt.Fprintf(logf, "# final: %s\n", t.summary())
	}
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

// gameState is a game in progress, as the players see it.
type gameState struct {
	start  engine.Position
	moves  []engine.Move
	pos    engine.Position
	clock  engine.DrawClock
	hist   []engine.Position // since the last irreversible move
	counts map[engine.Position]int
}

func (g *gameState) play(m engine.Move) {
	next := g.pos.Play(m)
	g.clock = g.clock.Next(g.pos, m, next)
	if g.pos.IsIrreversible(m) {
		g.hist = g.hist[:0]
		clear(g.counts)
	} else {
		g.hist = append(g.hist, g.pos)
	}
	g.moves = append(g.moves, m)
	g.pos = next
	g.counts[g.pos]++
}

// playGame plays one game from the opening line; w plays White. A player
// that fails (a Hub engine that crashes, hangs or plays an illegal move)
// loses the game.
// On a clock (tc not zero) each move's wall time is charged to the mover,
// increment added after the move; a player whose time runs out loses on
// time.
func playGame(opening []engine.Move, w, b *mover, rng *rand.Rand, maxPlies int, tc engine.TimeControl) (out gameOutcome) {
	left := [2]time.Duration{tc.Base, tc.Base}
	out.minLeft = tc.Base
	g := &gameState{start: engine.Initial(), pos: engine.Initial(), clock: engine.StartClock(engine.Initial())}
	defer func() { out.final, out.moves = g.pos.FEN(), g.moves }()
	g.counts = map[engine.Position]int{g.pos: 1}
	for i, m := range []*mover{w, b} {
		if err := m.newGame(); err != nil {
			return gameOutcome{score: []int{-1, 1}[i], reason: "failed: " + err.Error()}
		}
	}
	for _, m := range opening {
		g.play(m)
	}
	for ply := len(opening); ; ply++ {
		if len(g.pos.LegalMoves()) == 0 {
			if g.pos.Side() == engine.White {
				return gameOutcome{score: -1, reason: "white cannot move", plies: ply, minLeft: out.minLeft}
			}
			return gameOutcome{score: 1, reason: "black cannot move", plies: ply, minLeft: out.minLeft}
		}
		if r := g.clock.Reason(); r != engine.NoReason {
			return gameOutcome{score: 0, reason: r.String(), plies: ply, minLeft: out.minLeft}
		}
		if g.counts[g.pos] >= 3 {
			return gameOutcome{score: 0, reason: "repetition", plies: ply, minLeft: out.minLeft}
		}
		if ply >= maxPlies {
			return gameOutcome{score: 0, reason: "adjudicated", plies: ply, minLeft: out.minLeft}
		}
		p, sc := w, -1
		if g.pos.Side() == engine.Black {
			p, sc = b, 1
		}
		side := g.pos.Side()
		began := time.Now()
		m, err := p.move(g, rng, left[side], tc.Inc)
		if err != nil {
			return gameOutcome{score: sc, reason: "failed: " + err.Error(), plies: ply, minLeft: out.minLeft}
		}
		if !tc.IsZero() {
			left[side] -= time.Since(began)
			out.minLeft = min(out.minLeft, left[side])
			if left[side] < 0 {
				note := fmt.Sprintf("%s lost on time at ply %d: the move took %v with %v left", side, ply+1,
					time.Since(began).Round(time.Millisecond), (left[side] + time.Since(began)).Round(time.Millisecond))
				return gameOutcome{score: sc, reason: engine.TimeForfeit.String(), plies: ply, minLeft: out.minLeft, note: note}
			}
			left[side] += tc.Inc
		}
		g.play(m)
	}
}
