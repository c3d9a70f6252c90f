package puzzle // mine.go: the miner: find shots in the positions of real games and check them with the engine.

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/draughts/draughts/engine"
)

// Config holds the miner's knobs (see DefaultConfig).
type Config struct {
	Depth    int // fixed depth of the engine's verdict on every first move
	PreDepth int // depth of the quick filter every position goes through
	Margin   int // centi-men by which the second-best first move (and every later solver alternative) must be worse
	MinJump  int // centi-men the quick filter's score must exceed the static evaluation by
	MinGain  int // material (men; a king counts 3) the line must win
	MaxPlies int // longest solution in plies
	FromPly  int // skip the opening: first ply of a game examined
	TTBytes  int // transposition table of each worker
	// AfterCaptures examines the positions right after the opponent's
	// capture instead of the others (a second pass): the material won is
	// then counted from before that capture, so a plain recapture is no shot.
	AfterCaptures bool
}

// DefaultConfig is what `make puzzles` uses.
var DefaultConfig = Config{
	Depth:    8,
	PreDepth: 5,
	Margin:   120,
	MinJump:  70,
	MinGain:  1,
	MaxPlies: 15,
	FromPly:  8,
	TTBytes:  32 << 20,
}

// material is the solver's material lead (men; a king counts 3).
func material(p engine.Position, c engine.Color) int {
	wm, wk, bm, bk := p.Material()
	d := (wm + 3*wk) - (bm + 3*bk)
	if c == engine.Black {
		d = -d
	}
	return d
}

// searchAt runs a deterministic fixed-depth search.
func searchAt(s *engine.Searcher, pos engine.Position, depth int, progress func(engine.Info)) engine.SearchResult {
	return s.Search(context.Background(), engine.Request{Position: pos, Limits: engine.Limits{Depth: depth}, Progress: progress})
}

// rankMoves scores every legal move of pos by a search of depth-1 after it
// (from the mover's view) and returns the best move, its score and the
// second-best score (-infinity when there is one move only).
func rankMoves(s *engine.Searcher, pos engine.Position, depth int) (best engine.Move, bestScore, second int) {
	bestScore, second = -1<<30, -1<<30
	for _, m := range pos.LegalMoves() {
		sc := -searchAt(s, pos.Play(m), depth-1, nil).Score
		switch {
		case sc > bestScore:
			best, second, bestScore = m, bestScore, sc
		case sc > second:
			second = sc
		}
	}
	return best, bestScore, second
}

// Unique reports whether the best move of pos at this depth is clearly
// (margin centi-men) better than every other one; it returns the move.
func Unique(s *engine.Searcher, pos engine.Position, depth, margin int) (engine.Move, bool) {
	best, bs, second := rankMoves(s, pos, depth)
	if engine.IsWin(second) && second > 0 {
		return best, false // two moves win outright
	}
	return best, bs-second >= margin
}

// Verify checks p with a fresh table at a fixed depth: the first move of
// the solution is the engine's choice and every other first move scores at
// least margin centi-men worse. The miner keeps only puzzles that pass
// (at depth DefaultConfig.Depth, margin DefaultConfig.Margin/2), and the
// tests check them the same way.
func Verify(s *engine.Searcher, p Puzzle, depth, margin int) error {
	pos, err := engine.ParseFEN(p.FEN)
	if err != nil {
		return err
	}
	first, err := pos.ParseMove(p.Solution[0])
	if err != nil {
		return err
	}
	s.NewGame()
	best, bs, second := rankMoves(s, pos, depth)
	if best != first {
		return fmt.Errorf("puzzle %s: the engine at depth %d prefers %s to %s", p.ID, depth, pos.MoveString(best), p.Solution[0])
	}
	if bs-second < margin {
		return fmt.Errorf("puzzle %s: at depth %d the second-best first move is only %d centi-men worse", p.ID, depth, bs-second)
	}
	return nil
}

// Examine decides whether pos (its side to move the solver) holds a shot
// and returns the puzzle. s is the worker's searcher.
func Examine(s *engine.Searcher, pos engine.Position, cfg Config) (Puzzle, bool) {
	return ExamineFrom(s, pos, material(pos, pos.Side()), cfg)
}

// ExamineFrom is Examine with the solver's material lead to beat given
// (the lead before the opponent's last capture, in the second pass).
func ExamineFrom(s *engine.Searcher, pos engine.Position, m0 int, cfg Config) (Puzzle, bool) {
	legal := pos.LegalMoves()
	if len(legal) < 2 {
		return Puzzle{}, false
	}
	static := engine.Evaluate(pos)
	quick := searchAt(s, pos, cfg.PreDepth, nil)
	if quick.Score-static < cfg.MinJump {
		return Puzzle{}, false
	}
	best, bs, second := rankMoves(s, pos, cfg.Depth)
	if bs-second < cfg.Margin || (engine.IsWin(second) && second > 0) || bs-static < cfg.MinJump {
		return Puzzle{}, false
	}
	// The first depth from which the engine's own root search keeps the shot.
	found := 0
	searchAt(s, pos, cfg.Depth, func(in engine.Info) {
		if len(in.PV) > 0 && in.PV[0] == best && in.Score-static >= cfg.MinJump {
			if found == 0 {
				found = in.Depth
			}
		} else {
			found = 0
		}
	})
	if found == 0 {
		return Puzzle{}, false
	}

	solver := pos.Side()
	cur := pos
	var line []string
	sacs, solverMoves, done := 0, 0, false
	for ply := 0; ply < cfg.MaxPlies && !done; ply++ {
		moves := cur.LegalMoves()
		if len(moves) == 0 {
			break // the defender is out of moves: handled after the solver's move
		}
		var m engine.Move
		switch {
		case ply == 0:
			m = best
		case len(moves) == 1:
			m = moves[0]
		case ply%2 == 1: // the defender's best reply
			m = searchAt(s, cur, max(cfg.Depth-ply, 4), nil).Move
		default: // the solver's later moves must be unique too
			var ok bool
			if m, ok = Unique(s, cur, max(cfg.Depth-ply, 4), cfg.Margin); !ok {
				return Puzzle{}, false
			}
		}
		line = append(line, cur.MoveString(m))
		next := cur.Play(m)
		if ply%2 == 0 {
			solverMoves++
			if !m.IsCapture() && next.HasCapture() {
				sacs++
			}
			if len(next.LegalMoves()) == 0 {
				done = true // the defender cannot move: the game is won
			} else if material(next, solver)-m0 >= cfg.MinGain && !next.HasCapture() {
				done = true
			}
		}
		cur = next
	}
	if !done {
		return Puzzle{}, false
	}
	gain := material(cur, solver) - m0
	p := Puzzle{FEN: pos.FEN(), Solution: line, Depth: found, Gain: gain, Sacs: sacs}
	p.ID = IDOf(p.FEN)
	p.Rating = ratingOf(solverMoves, sacs, found, !best.IsCapture(), gain)
	p.Grade = GradeOf(p.Rating)
	return p, true
}

// Job is one game of one PDN file.
type Job struct {
	File  string // path as given
	Name  string // the name recorded in the puzzle's source
	Index int
	Game  *engine.Game
}

func (j Job) key(afterCaptures bool) string {
	if afterCaptures {
		return fmt.Sprintf("%s#%d/after-captures", j.Name, j.Index)
	}
	return fmt.Sprintf("%s#%d", j.Name, j.Index)
}

// LoadJobs reads every *.pdn file under the roots (files or directories);
// names are relative to the root's parent directory. Games that do not
// replay keep their legal prefix (the reader's errors are reported to warn).
func LoadJobs(roots []string, warn io.Writer) ([]Job, error) {
	var jobs []Job
	for _, root := range roots {
		base := filepath.Dir(filepath.Clean(root))
		err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.EqualFold(filepath.Ext(path), ".pdn") {
				return nil
			}
			f, err := os.Open(path)
			if err != nil {
				return err
			}
			defer f.Close()
			games, errs := engine.ReadPDN(f)
			for _, e := range errs {
				fmt.Fprintf(warn, "puzzles: %s: %v (skipped)\n", path, e)
			}
			name, _ := filepath.Rel(base, path)
			for _, g := range games {
				if g.Game != nil {
					jobs = append(jobs, Job{File: path, Name: filepath.ToSlash(name), Index: g.Index, Game: g.Game})
				}
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	return jobs, nil
}

// Miner runs jobs on several workers, appending what it finds to a state
// directory so that a stopped run resumes where it was.
type Miner struct {
	Cfg     Config
	Workers int
	State   string    // directory: done.txt (finished games), found.txt (puzzle lines)
	Log     io.Writer // progress lines

	mu    sync.Mutex
	seen  map[string]bool // FENs examined (the same position in several games is examined once)
	found int
}

// Run mines every job not yet recorded as done.
func (mn *Miner) Run(ctx context.Context, jobs []Job) error {
	if err := os.MkdirAll(mn.State, 0o755); err != nil {
		return err
	}
	done := map[string]bool{}
	if b, err := os.ReadFile(filepath.Join(mn.State, "done.txt")); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			done[strings.TrimSpace(l)] = true
		}
	}
	prev, _ := readFound(filepath.Join(mn.State, "found.txt"))
	mn.found = len(prev)
	mn.seen = map[string]bool{}
	for _, p := range prev {
		mn.seen[p.FEN] = true
	}
	doneF, err := os.OpenFile(filepath.Join(mn.State, "done.txt"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer doneF.Close()
	foundF, err := os.OpenFile(filepath.Join(mn.State, "found.txt"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer foundF.Close()

	var todo []Job
	for _, j := range jobs {
		if !done[j.key(mn.Cfg.AfterCaptures)] {
			todo = append(todo, j)
		}
	}
	fmt.Fprintf(mn.Log, "puzzles: %d games, %d done before, %d to mine, %d puzzles so far\n", len(jobs), len(jobs)-len(todo), len(todo), mn.found)
	ch := make(chan Job)
	var wg sync.WaitGroup
	finished := 0
	for w := 0; w < max(1, mn.Workers); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := engine.NewSearcher(mn.Cfg.TTBytes)
			for j := range ch {
				var lines []string
				moves := j.Game.Moves()
				for ply := mn.Cfg.FromPly; ply < len(moves); ply++ {
					if ctx.Err() != nil {
						return
					}
					// Right after a capture the material is not settled: the
					// second pass counts from before that capture.
					afterCapture := ply > 0 && moves[ply-1].IsCapture()
					if afterCapture != mn.Cfg.AfterCaptures {
						continue
					}
					pos := j.Game.PositionAt(ply)
					m0 := material(pos, pos.Side())
					if afterCapture {
						m0 = material(j.Game.PositionAt(ply-1), pos.Side())
					}
					fen := pos.FEN()
					mn.mu.Lock()
					skip := mn.seen[fen]
					mn.seen[fen] = true
					mn.mu.Unlock()
					if skip {
						continue
					}
					if p, ok := ExamineFrom(s, pos, m0, mn.Cfg); ok {
						p.Source = fmt.Sprintf("%s game %d move %d", j.Name, j.Index+1, ply/2+1)
						lines = append(lines, Format(p))
					}
				}
				mn.mu.Lock()
				for _, l := range lines {
					fmt.Fprintln(foundF, l)
				}
				fmt.Fprintln(doneF, j.key(mn.Cfg.AfterCaptures))
				mn.found += len(lines)
				finished++
				fmt.Fprintf(mn.Log, "puzzles: %d/%d games, %d puzzles (%s: %d)\n", finished, len(todo), mn.found, j.key(mn.Cfg.AfterCaptures), len(lines))
				mn.mu.Unlock()
			}
		}()
	}
	for _, j := range todo {
		if ctx.Err() != nil {
			break
		}
		ch <- j
	}
	close(ch)
	wg.Wait()
	return ctx.Err()
}

func readFound(path string) ([]Puzzle, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Puzzle
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if p, err := Parse(sc.Text()); err == nil {
			out = append(out, p)
		}
	}
	return out, sc.Err()
}

// WriteSet writes the state directory's puzzles as the data file: one per
// position, easiest first (ties by id), after a header saying how to rebuild it.
func WriteSet(state string, w io.Writer, header string, log io.Writer) (int, error) {
	ps, err := readFound(filepath.Join(state, "found.txt"))
	if err != nil {
		return 0, err
	}
	byID := map[string]Puzzle{}
	for _, p := range ps {
		if q, dup := byID[p.ID]; dup && q.FEN != p.FEN {
			return 0, fmt.Errorf("two positions share id %s: %s and %s", p.ID, q.FEN, p.FEN)
		}
		byID[p.ID] = p
	}
	ps = ps[:0]
	s := engine.NewSearcher(DefaultConfig.TTBytes)
	for _, p := range byID {
		if err := Verify(s, p, DefaultConfig.Depth, DefaultConfig.Margin/2); err != nil {
			fmt.Fprintf(log, "puzzles: dropped: %v\n", err)
			continue
		}
		// Grade again: the formula may have been tuned since the mining.
		p.Rating = ratingOf(len(p.Solution)/2+1, p.Sacs, p.Depth, !strings.Contains(p.Solution[0], "x"), p.Gain)
		p.Grade = GradeOf(p.Rating)
		ps = append(ps, p)
	}
	sort.Slice(ps, func(i, j int) bool {
		if ps[i].Rating != ps[j].Rating {
			return ps[i].Rating < ps[j].Rating
		}
		return ps[i].ID < ps[j].ID
	})
	bw := bufio.NewWriter(w)
	for _, l := range strings.Split(strings.TrimRight(header, "\n"), "\n") {
		fmt.Fprintln(bw, "# "+l)
	}
	for _, p := range ps {
		fmt.Fprintln(bw, Format(p))
	}
	return len(ps), bw.Flush()
}
