package selfplay // play.go: the resumable, parallel self-play generator.

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/draughts/draughts/engine"
)

// Config is one self-play run. The games are numbered 0, 1, 2, ...; game i
// depends only on the configuration and i (its opening comes from a random
// source seeded with Seed and i, its searcher starts empty), so a run can
// stop and resume in any order and with any number of jobs.
type Config struct {
	Games      int   // stop after this many games in the log (0 = until the context ends)
	Nodes      int64 // node budget per move
	OpenMin    int   // random opening plies: between OpenMin ...
	OpenMax    int   // ... and OpenMax
	OpenMargin int   // an opening move must score within this many centi-men of the best (depth-4 search)
	MaxPlies   int   // a game still running after this many plies is a draw
	Seed       uint64
	Jobs       int // games played in parallel
	TTMB       int // transposition table per job, in MB
	// NewEval returns the evaluation for one job's searcher (nil: the
	// hand-written default). Called once per job.
	NewEval func() engine.Evaluator
}

// DefaultConfig is a fast configuration that still plays sound games.
var DefaultConfig = Config{Nodes: 4000, OpenMin: 4, OpenMax: 12, OpenMargin: 60, MaxPlies: 300, Seed: 1, Jobs: 2, TTMB: 4}

// Stats summarise a run.
type Stats struct {
	Games, Positions            int   // in the files, including earlier runs
	NewGames                    int   // played by this run
	Bytes                       int64 // data file size
	WhiteWins, Draws, BlackWins int   // of this run's games
}

// logState is what a log file says about earlier runs.
type logState struct {
	done      map[int]bool
	end       int64 // data file size after the last logged game
	positions int
}

// readLog parses a progress log: one "game <i> ... end <offset>" line per
// finished game, other lines ("#" status lines) ignored. A missing log is
// an empty state.
func readLog(path string) (logState, error) {
	st := logState{done: map[int]bool{}}
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return st, nil
	}
	if err != nil {
		return st, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || fields[0] != "game" {
			continue
		}
		kv := map[string]string{}
		for i := 2; i+1 < len(fields); i += 2 {
			kv[fields[i]] = fields[i+1]
		}
		var idx, npos int
		var end int64
		err := fmt.Errorf("too short")
		if len(fields) >= 2 {
			if idx, err = strconv.Atoi(fields[1]); err == nil {
				if end, err = strconv.ParseInt(kv["end"], 10, 64); err == nil {
					npos, err = strconv.Atoi(kv["positions"])
				}
			}
		}
		if err != nil {
			// A line cut short by a stop: its game was not committed (the
			// data file is truncated to the last full line) and is played again.
			continue
		}
		st.done[idx] = true
		st.end = max(st.end, end)
		st.positions += npos
	}
	return st, sc.Err()
}

// endLine starts a new line in the log if a stop cut its last line short.
func endLine(path string, logf *os.File) error {
	b, err := os.ReadFile(path)
	if err != nil || len(b) == 0 || b[len(b)-1] == '\n' {
		return err
	}
	_, err = logf.WriteString("\n")
	return err
}

// game is one finished game, ready to be written.
type game struct {
	idx    int
	result int
	plies  int
	reason string
	recs   []Record
}

// Run plays games and appends them to dataPath, logging each to logPath;
// status lines go to status (may be nil). It resumes: games already in the
// log are skipped and a data file longer than the log says (a write cut by
// a stop) is truncated to the last logged game. It returns when cfg.Games
// games are logged or ctx ends (games in progress are then dropped).
func Run(ctx context.Context, cfg Config, dataPath, logPath string, status io.Writer) (Stats, error) {
	if status == nil {
		status = io.Discard
	}
	if cfg.Nodes <= 0 || cfg.OpenMin < 0 || cfg.OpenMax < cfg.OpenMin || cfg.MaxPlies <= 0 {
		return Stats{}, fmt.Errorf("selfplay: bad configuration %+v", cfg)
	}
	st, err := readLog(logPath)
	if err != nil {
		return Stats{}, err
	}
	data, err := os.OpenFile(dataPath, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return Stats{}, err
	}
	defer data.Close()
	fi, err := data.Stat()
	if err != nil {
		return Stats{}, err
	}
	if fi.Size() < st.end {
		return Stats{}, fmt.Errorf("selfplay: %s has %d bytes but %s logs %d: the files do not belong together", dataPath, fi.Size(), logPath, st.end)
	}
	if fi.Size() > st.end {
		if err := data.Truncate(st.end); err != nil {
			return Stats{}, err
		}
	}
	if _, err := data.Seek(st.end, io.SeekStart); err != nil {
		return Stats{}, err
	}
	logf, err := os.OpenFile(logPath, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return Stats{}, err
	}
	defer logf.Close()
	if err := endLine(logPath, logf); err != nil {
		return Stats{}, err
	}

	stats := Stats{Games: len(st.done), Positions: st.positions, Bytes: st.end}
	fmt.Fprintf(logf, "# %s start: %d games, %d positions logged; nodes %d open %d-%d margin %d jobs %d seed %d\n",
		time.Now().UTC().Format(time.RFC3339), stats.Games, stats.Positions, cfg.Nodes, cfg.OpenMin, cfg.OpenMax, cfg.OpenMargin, cfg.Jobs, cfg.Seed)

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	todo := make(chan int)
	results := make(chan game)
	var wg sync.WaitGroup
	for w := 0; w < max(1, cfg.Jobs); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := engine.NewSearcher(max(1, cfg.TTMB) << 20)
			if cfg.NewEval != nil {
				s.Eval = cfg.NewEval()
			}
			for idx := range todo {
				g, ok := playGame(ctx, s, cfg, idx)
				if !ok {
					return
				}
				select {
				case results <- g:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		defer close(todo)
		remaining := cfg.Games - len(st.done)
		for idx := 0; cfg.Games == 0 || remaining > 0; idx++ {
			if st.done[idx] {
				continue
			}
			select {
			case todo <- idx:
				remaining--
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()

	start := time.Now()
	buf := make([]byte, 0, 1<<14)
	for g := range results {
		buf = buf[:0]
		for _, r := range g.recs {
			var b [RecordSize]byte
			r.Encode(b[:])
			buf = append(buf, b[:]...)
		}
		if _, err := data.Write(buf); err != nil {
			cancel()
			return stats, err
		}
		stats.Bytes += int64(len(buf))
		stats.Games++
		stats.NewGames++
		stats.Positions += len(g.recs)
		switch g.result {
		case 1:
			stats.WhiteWins++
		case 0:
			stats.Draws++
		default:
			stats.BlackWins++
		}
		if _, err := fmt.Fprintf(logf, "game %d result %+d plies %d reason %s positions %d end %d\n",
			g.idx, g.result, g.plies, strings.ReplaceAll(g.reason, " ", "-"), len(g.recs), stats.Bytes); err != nil {
			cancel()
			return stats, err
		}
		if stats.NewGames%100 == 0 {
			el := time.Since(start)
			line := fmt.Sprintf("# %s games %d positions %d (%.0f games/h, %.0f positions/h this run; W/D/B %d/%d/%d)",
				time.Now().UTC().Format(time.RFC3339), stats.Games, stats.Positions,
				float64(stats.NewGames)/el.Hours(), float64(stats.Positions-st.positions)/el.Hours(),
				stats.WhiteWins, stats.Draws, stats.BlackWins)
			fmt.Fprintln(logf, line)
			fmt.Fprintln(status, line)
		}
	}
	return stats, nil
}

// playGame plays game idx; ok is false when ctx ended first.
func playGame(ctx context.Context, s *engine.Searcher, cfg Config, idx int) (g game, ok bool) {
	rng := rand.New(rand.NewPCG(cfg.Seed, uint64(idx)))
	s.NewGame()
	g.idx = idx
	pos := engine.Initial()
	clock := engine.StartClock(pos)
	var hist []engine.Position
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
	openPlies := cfg.OpenMin + rng.IntN(cfg.OpenMax-cfg.OpenMin+1)
	type scored struct {
		pos   engine.Position
		score int // White's view
	}
	var seen []scored
	for ply := 0; ; ply++ {
		if ctx.Err() != nil {
			return g, false
		}
		moves := pos.LegalMoves()
		switch {
		case len(moves) == 0:
			g.result, g.reason = 1, "black cannot move"
			if pos.Side() == engine.White {
				g.result, g.reason = -1, "white cannot move"
			}
		case clock.Reason() != engine.NoReason:
			g.reason = clock.Reason().String()
		case counts[pos] >= 3:
			g.reason = "repetition"
		case ply >= cfg.MaxPlies:
			g.reason = "adjudicated"
		}
		if g.reason != "" {
			g.plies = ply
			break
		}
		if ply < openPlies {
			play(openingMove(ctx, s, pos, moves, cfg.OpenMargin, rng))
			continue
		}
		res := s.Search(ctx, engine.Request{Position: pos, History: hist, Clock: clock, Limits: engine.Limits{Nodes: cfg.Nodes}})
		if pos.IsQuiet() {
			seen = append(seen, scored{pos, whiteScore(pos, res.Score)})
		}
		play(res.Move)
	}
	g.recs = make([]Record, len(seen))
	for i, p := range seen {
		g.recs[i] = Record{Pos: p.pos, Result: g.result, Score: p.score}
	}
	return g, true
}

// openingMove picks a random move among those a depth-4 search scores
// within margin of the best.
func openingMove(ctx context.Context, s *engine.Searcher, pos engine.Position, moves []engine.Move, margin int, rng *rand.Rand) engine.Move {
	if len(moves) == 1 {
		return moves[0]
	}
	scores := make([]int, len(moves))
	best := -1 << 30
	for i, m := range moves {
		r := s.Search(ctx, engine.Request{Position: pos.Play(m), Limits: engine.Limits{Depth: 4}})
		scores[i] = -r.Score
		best = max(best, scores[i])
	}
	var ok []engine.Move
	for i, m := range moves {
		if scores[i] >= best-margin {
			ok = append(ok, m)
		}
	}
	return ok[rng.IntN(len(ok))]
}

func sign(x int) int {
	if x < 0 {
		return -1
	}
	return 1
}
