package engine // search.go: iterative-deepening PVS alpha-beta with quiescence, limits, draws and levels.

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"time"
)

// Score constants, in centi-men from the side to move's view.
const (
	MaxPly   = 128   // deepest ply the search reaches
	WinScore = 10000 // a win in n plies scores WinScore-n, a loss -(WinScore-n)
	winBound = WinScore - 2*MaxPly
	infScore = 32000

	// EGWinScore is the middle of the "won endgame" band: a position the
	// endgame table (Searcher.Endgame) says is won scores EGWinScore plus
	// a conversion term of at most ±egBand, lost ones the negative. The
	// band lies below every game-over score (WinScore-ply), so a real win
	// within the horizon is preferred, and above every evaluation, so the
	// search keeps a table win; inside the band the conversion term
	// (material, fewer moves for the loser) makes progress, as Scan's
	// ±89.xx / ±99.xx scores do.
	EGWinScore = 8000
	egBand     = 500
)

// Search constants.
const (
	aspirationWindow = 40   // half-width of the first aspiration window (centi-men)
	aspirationDepth  = 5    // aspiration windows from this depth on
	checkInterval    = 1024 // nodes between context and clock checks
	hintNodes        = 200_000
)

// SearchParams are the search's tuning knobs (the match tool can vary them).
type SearchParams struct {
	LMRMinDepth  int // no late-move reduction below this depth
	LMRFirstMove int // moves before this index are never reduced
	LMRDeepMove  int // from this move index on (and depth >= LMRDeepDepth) reduce by 2
	LMRDeepDepth int
	QThreat      int // capture-threat extensions per line in quiescence (0 = off)
	LMRLog       int // if > 0: reduce by ln(depth)*ln(move index)*LMRLog/100 instead
	HistMalus    int // if > 0: a quiet cutoff also lowers the history of the quiet moves tried before it (percent of the bonus)
	// Reverse futility pruning: at a non-PV node of depth <= RFPDepth with
	// no capture for either side, a static score that beats beta by
	// RFPMargin per ply of depth is returned at once (0 = off).
	RFPMargin int
	RFPDepth  int
	// Late move pruning: at a non-PV node of depth <= 2 without a capture,
	// quiet moves from index LMP*depth on that give nothing to take are
	// skipped (0 = off).
	LMP int
	// Futility pruning: at a non-PV node of depth <= FutDepth (2 if 0)
	// with no capture for the side to move, whose static score is at
	// least FutMargin per ply of depth below alpha, the quiet moves after
	// the first that neither offer a capture nor threaten one are not
	// searched (0 = off).
	FutMargin int
	FutDepth  int
	// ProbCut: at a non-PV node of depth >= ProbCutDepth (5 if 0) where
	// the side to move has no capture, a null-window search ProbCutReduce
	// plies shallower (4 if 0) at beta+ProbCut that fails high returns
	// its score at once (0 = off).
	ProbCut       int
	ProbCutDepth  int
	ProbCutReduce int
	// Singular extension: at a node of depth >= Singular (0 = off) whose
	// table entry (a lower bound or exact, at most 3 plies shallower)
	// names a move, the other moves are searched to half the depth
	// against the entry's score minus SingularMargin per ply (2 if 0);
	// when none reaches it, the table move is searched one ply deeper.
	// When one of them beats beta there too, the node is cut (multi-cut).
	Singular       int
	SingularMargin int
	// LMRHist: if > 0, a reduced move whose history score is below zero
	// (it failed where others cut) is reduced one ply more.
	LMRHist int
	// IIR (internal iterative reduction): a node of depth >= IIR (0 = off)
	// without a capture and without a table move is searched one ply
	// shallower: its move order is a guess, and its next visit will have
	// the table move this search leaves.
	IIR int
	// AspWindow: the half-width of the first aspiration window in
	// centi-men (aspirationWindow if 0).
	AspWindow int
	// SoftTime: with a fixed move time, no new iteration starts after this
	// percentage of it (0 = half); the search stops at the full
	// move time in any case (a partial iteration still gives its best move).
	SoftTime int
}

// DefaultSearchParams are the values measured best by self-play; the match
// that adopted each one is in engine/README.md, Search.
var DefaultSearchParams = SearchParams{
	LMRMinDepth:  3,
	LMRFirstMove: 3,
	LMRDeepMove:  8,
	LMRDeepDepth: 6,
	QThreat:      1,
	// A quiet cutoff lowers the history of the quiet moves tried before it
	// by the bonus of the cutoff move.
	HistMalus: 100,
	// A fixed move time is used to the end (a partial last iteration still
	// gives its best move).
	SoftTime: 100,
	// Singular extension of the table move from depth 6 (with multi-cut).
	Singular: 6,
	// ProbCut at 1 man: a null-window search 4 plies shallower that beats
	// beta+100 at a quiet non-PV node of depth >= 5 returns at once.
	ProbCut: 100,
	// Reverse futility pruning at 0.5 men a ply up to depth 5.
	RFPMargin: 50,
	RFPDepth:  5,
}

// Limits bound one search. Zero values mean "no limit of that kind"; with no
// limit at all the search runs to MaxPly or until the context is cancelled.
type Limits struct {
	Depth     int           // nominal depth in plies
	Nodes     int64         // node budget (checked every node)
	MoveTime  time.Duration // time for this move
	Time, Inc time.Duration // the mover's clock and increment (game clock mode)
	MovesToGo int           // moves until the next time control, 0 = sudden death
	Infinite  bool          // analysis: search until cancelled (other limits ignored)
}

// Info is a progress report: sent after each completed iteration, and when
// a new best move appears during an iteration (from depth 6 on).
type Info struct {
	Depth   int
	Score   int  // centi-men from the side to move's view; see FormatScore
	Mate    bool // Score is a forced win or loss (|Score| > winBound)
	PV      []Move
	Nodes   int64
	Elapsed time.Duration
	NPS     int64
}

// Request is one search job. Position, History and Clock come from
// Game.SearchRoot().
type Request struct {
	Position Position
	History  []Position // positions before Position since the last irreversible move, oldest first
	Clock    DrawClock
	Limits   Limits
	Level    int        // 0 = full strength with Limits; 1..LevelCount = a difficulty level
	Rand     *rand.Rand // nil = deterministic
	Progress func(Info) // called after each iteration, never concurrently
	// NoBook skips the opening book: an analysis or a review wants a searched
	// score and line for every position, which a book move does not have.
	NoBook bool
}

// SearchResult is the outcome of a search (the name Result is the game's
// result). Move is the zero Move only when the side to move has no legal move.
type SearchResult struct {
	Move    Move
	Ponder  Move // the expected reply (zero if unknown)
	Score   int
	PV      []Move
	Depth   int
	Nodes   int64
	Elapsed time.Duration
}

// lmrTable[d][i] is 100*ln(d)*ln(i), the base of logarithmic reductions.
var lmrTable = func() (t [64][64]int) {
	for d := 1; d < 64; d++ {
		for i := 1; i < 64; i++ {
			t[d][i] = int(100 * math.Log(float64(d)) * math.Log(float64(i)))
		}
	}
	return t
}()

// Searcher holds the transposition table and the ordering tables between
// searches. One Searcher runs one search at a time.
type Searcher struct {
	Weights Weights      // the hand-written evaluation; DefaultWeights unless changed
	Eval    Evaluator    // the evaluation: DefaultLearned() from NewSearcher; nil = the hand-written Weights
	Params  SearchParams // search knobs; DefaultSearchParams unless changed
	// Endgame, when set, gives exact win/draw/loss values of positions
	// with few pieces (package egdb). Used at full strength (level 0) and
	// levels 9-10.
	Endgame EndgameTable
	// Book, when set, answers positions of the opening at once (level 0
	// and levels 9-10, not in analysis).
	Book OpeningBook
	// Threads is the number of threads a search uses (0 or 1 = one, the
	// calling goroutine): lazy SMP, Threads-1 helper goroutines search the
	// same root sharing the table (smp.go). Levels whose LevelSpec says so
	// (all but full strength) search with one thread whatever this says.
	Threads int

	tt      ttable
	killers [MaxPly + 1][2]Move
	history [2][64][64]int32 // [side][from][to] bit indices (64: indexed with &63, no bounds checks)
	moves   [MaxPly + 1][]Move
	scores  [MaxPly + 1][]int32
	pv      [MaxPly + 1][MaxPly + 1]Move
	pvLen   [MaxPly + 1]int
	stack   []uint64 // hashes: game history, then the search path
	base    int      // index of the root in stack

	// per search
	ctx       context.Context
	start     time.Time
	nodes     int64
	nodeLimit int64
	hardTime  time.Duration
	nextCheck int64
	stopped   bool
	noise     int
	noiseSeed uint64
	rootMoves []rootMove
	progress  func(Info)
	egPieces  int  // positions with at most this many pieces are probed (0 = none)
	rootEG    bool // the root itself is in the endgame table
	rootCount int  // pieces at the root
	rootDepth int  // depth of the current iteration
	egBuf     []Move
	netCache  NetCache // the learned evaluation's network sums of the last position evaluated
	// noPrefetch (tests only) searches without the prefetch lookahead, as
	// where havePrefetch is false: the two must search the same tree.
	noPrefetch bool

	// threads (smp.go)
	helpers   []*Searcher  // helper threads' searchers, kept between searches
	smp       *smpState    // shared by the threads of a search with helpers, else nil
	published int64        // nodes already added to smp.nodes
	result    helperResult // a helper's last completed iteration
}

type rootMove struct {
	move  Move
	score int
	bonus int // the level's opening variety (centi-men), added to the move's score
}

// NewSearcher returns a searcher with a transposition table of about
// ttBytes bytes (rounded down to a power of two of entries; at least a few).
func NewSearcher(ttBytes int) *Searcher {
	s := &Searcher{Weights: DefaultWeights, Params: DefaultSearchParams, tt: newTTable(ttBytes)}
	if l, err := DefaultLearned(); err == nil {
		s.Eval = l // the learned evaluation plays unless told otherwise
	}
	for i := range s.moves {
		s.moves[i] = make([]Move, 0, 64)
		s.scores[i] = make([]int32, 0, 64)
	}
	return s
}

// NewGame forgets everything learned: the table and the ordering history.
func (s *Searcher) NewGame() {
	s.tt.clear()
	s.killers = [MaxPly + 1][2]Move{}
	s.history = [2][64][64]int32{}
	for _, h := range s.helpers {
		h.killers = [MaxPly + 1][2]Move{}
		h.history = [2][64][64]int32{}
	}
}

// threadsFor is the number of threads that search req.
func (s *Searcher) threadsFor(req Request) int {
	if req.Level > 0 && !LevelInfo(req.Level).Threads {
		return 1
	}
	return max(1, s.Threads)
}

// rootLine returns the root's principal variation in dst's storage when it
// starts with move, else the line of move alone.
func (s *Searcher) rootLine(dst []Move, move Move) []Move {
	if s.pvLen[0] == 0 || s.pv[0][0] != move {
		return []Move{move}
	}
	return append(dst[:0], s.pv[0][:s.pvLen[0]]...)
}

// IsWin reports whether a score is a forced win or loss.
func IsWin(score int) bool { return score > winBound || score < -winBound }

// FormatScore writes a score for people: "+1.25" (men), "win in 7" /
// "loss in 7" (moves of the side to move, rounded up).
func FormatScore(score int) string {
	switch {
	case score > winBound:
		return fmt.Sprintf("win in %d", (WinScore-score+1)/2)
	case score < -winBound:
		return fmt.Sprintf("loss in %d", (WinScore+score+1)/2)
	}
	sign := "+"
	if score < 0 {
		sign, score = "-", -score
	}
	return fmt.Sprintf("%s%d.%02d", sign, score/100, score%100)
}

// Hint searches req with the small budget of a hint (full strength, no
// noise) and returns the suggested move.
func Hint(ctx context.Context, s *Searcher, req Request) SearchResult {
	req.Level = 0
	req.Limits = Limits{Nodes: hintNodes}
	req.Rand = nil
	return s.Search(ctx, req)
}

// Search finds a move for req.Position within the limits. It never prints;
// it returns a legal move whenever one exists, also when ctx is cancelled
// (the best move found so far, or the first legal move).
func (s *Searcher) Search(ctx context.Context, req Request) SearchResult {
	s.start = time.Now()
	s.ctx = ctx
	s.nodes, s.nextCheck, s.stopped = 0, checkInterval, false
	s.tt.age++
	pos := req.Position

	lim := req.Limits
	spec := LevelSpec{}
	if req.Level > 0 {
		spec = LevelInfo(req.Level)
	}
	maxDepth := MaxPly - 8
	if lim.Depth > 0 && !lim.Infinite {
		maxDepth = min(maxDepth, lim.Depth)
	}
	if spec.Depth > 0 {
		maxDepth = min(maxDepth, spec.Depth)
	}
	s.nodeLimit = 0
	if !lim.Infinite {
		s.nodeLimit = lim.Nodes
	}
	if spec.Nodes > 0 && (s.nodeLimit == 0 || spec.Nodes < s.nodeLimit) {
		s.nodeLimit = spec.Nodes
	}
	soft, hard := time.Duration(0), time.Duration(0)
	if !lim.Infinite {
		soft, hard = allocateTime(lim, s.Params.SoftTime)
	}
	s.hardTime = hard
	s.progress = req.Progress
	s.noise = spec.Noise
	s.noiseSeed = 0
	s.egPieces = 0
	if s.Endgame != nil && (req.Level == 0 || req.Level >= 9) {
		s.egPieces = s.Endgame.MaxPieces()
	}
	s.rootCount = pos.PieceCount()
	s.rootEG = s.rootCount <= s.egPieces
	if s.noise > 0 && req.Rand != nil {
		s.noiseSeed = req.Rand.Uint64()
	}

	// Repetition stack: the game history, then one slot per ply.
	s.stack = s.stack[:0]
	for _, h := range req.History {
		s.stack = append(s.stack, h.Hash())
	}
	s.base = len(s.stack)
	for i := 0; i <= MaxPly+1; i++ {
		s.stack = append(s.stack, 0)
	}
	s.stack[s.base] = pos.Hash()

	res := SearchResult{}
	s.moves[0] = pos.AppendMoves(s.moves[0][:0])
	if len(s.moves[0]) == 0 {
		res.Score = -WinScore
		res.Elapsed = time.Since(s.start)
		return res
	}
	if s.Book != nil && !req.NoBook && !lim.Infinite && (req.Level == 0 || req.Level >= 9) {
		if m, sc, ok := s.Book.Pick(pos, req.Rand); ok {
			res.Move, res.Score, res.PV = m, sc, []Move{m}
			res.Elapsed = time.Since(s.start)
			return res
		}
	}
	s.rootMoves = s.rootMoves[:0]
	for _, m := range s.moves[0] {
		s.rootMoves = append(s.rootMoves, rootMove{move: m})
	}
	if spec.Variety > 0 && req.Rand != nil {
		if ply, ok := openingPly(pos); ok && ply < spec.VarietyPlies {
			for i := range s.rootMoves {
				s.rootMoves[i].bonus = req.Rand.IntN(spec.Variety + 1)
			}
		}
	}
	s.orderRoot(pos)
	res.Move = s.rootMoves[0].move
	// A game clock (not a fixed move time) lets the time manager stretch or
	// shorten the soft budget between iterations (clockBudget).
	clocked := !lim.Infinite && lim.MoveTime <= 0 && lim.Time > 0
	if len(s.rootMoves) == 1 && !lim.Infinite {
		// A forced move: look just far enough for a score and a ponder move;
		// on a clock, play it at once.
		maxDepth = min(maxDepth, 6)
		if clocked {
			maxDepth = 1
		}
	}

	nodeLimit := s.nodeLimit
	threads := s.threadsFor(req)
	if threads > 1 {
		// The node budget counts the nodes of all threads (smpState.publish).
		s.smp = &smpState{nodeLimit: s.nodeLimit}
		s.nodeLimit, s.published = 0, 0
		s.tt.shared = true
		s.startHelpers(threads, maxDepth, pos, req.Clock)
	}

	prev := 0
	stable := 0 // completed iterations in a row with the same best move
	for depth := 1; depth <= maxDepth; depth++ {
		score := s.aspiration(pos, req.Clock, depth, prev)
		if s.stopped {
			// A partial iteration: rootSearch moves a move to the front only
			// when it beat the previous best, so the front move is usable.
			if s.rootMoves[0].move != res.Move || depth == 1 {
				res.Move = s.rootMoves[0].move
				// Its line: the root's PV is that move's when it was set
				// by the move's finished subtree beating the previous best.
				res.PV = s.rootLine(res.PV, res.Move)
				if depth == 1 {
					res.Score = s.rootMoves[0].score
				}
			}
			break
		}
		drop := prev - score // how far the score fell since the last iteration
		changed := depth > 1 && s.rootMoves[0].move != res.Move
		if changed {
			stable = 0
		} else {
			stable++
		}
		prev = score
		res.Move = s.rootMoves[0].move
		res.Score = score
		res.Depth = depth
		res.PV = s.rootLine(res.PV, res.Move)
		if req.Progress != nil {
			el := time.Since(s.start)
			n := s.totalNodes()
			req.Progress(Info{Depth: depth, Score: score, Mate: IsWin(score),
				PV: append([]Move(nil), res.PV...), Nodes: n, Elapsed: el, NPS: nps(n, el)})
		}
		if s.stopped {
			break
		}
		if !lim.Infinite {
			budget := soft
			if clocked && depth > 1 {
				budget = clockBudget(soft, hard, drop, changed, stable)
			}
			if soft > 0 && time.Since(s.start) >= budget {
				break
			}
			if IsWin(score) && depth > WinScore-abs(score)+2 {
				break // the forced result is proven
			}
			if nodeLimit > 0 && s.totalNodes() >= nodeLimit {
				break
			}
		}
	}
	if threads > 1 {
		// A helper that completed a deeper iteration than the main thread
		// (it ran ahead, see helperSkips) gives the move, unless the main
		// thread proved a forced result and the helper's deeper iteration
		// did not: the main thread stops once a win is proven, and a
		// helper's later iteration, searched through the shared table at
		// other depths, can miss it.
		if h := s.stopHelpers(threads); h.depth > res.Depth && (!IsWin(res.Score) || IsWin(h.score)) {
			res.Move, res.Score, res.Depth = h.move, h.score, h.depth
			res.PV = append(res.PV[:0], h.pv...)
		}
	}
	if len(res.PV) > 1 {
		res.Ponder = res.PV[1]
	}
	if spec.Blunder > 0 && len(s.rootMoves) > 1 {
		if r := s.randFloat(req.Rand); r < spec.Blunder {
			i := 1 + s.randIntN(req.Rand, len(s.rootMoves)-1)
			res.Move = s.rootMoves[i].move
			res.PV = []Move{res.Move}
			res.Ponder = Move{}
		}
	}
	res.Nodes = s.nodes
	res.Elapsed = time.Since(s.start)
	return res
}

func (s *Searcher) randFloat(r *rand.Rand) float64 {
	if r == nil {
		// Deterministic: a fixed function of the position searched.
		return float64(mix64(s.stack[s.base])>>11) / (1 << 53)
	}
	return r.Float64()
}

func (s *Searcher) randIntN(r *rand.Rand, n int) int {
	if r == nil {
		return int(mix64(s.stack[s.base]^0x5bd1e995) % uint64(n))
	}
	return r.IntN(n)
}

func nps(nodes int64, el time.Duration) int64 {
	if el <= 0 {
		return 0
	}
	return int64(float64(nodes) / el.Seconds())
}

// allocateTime turns the limits into a soft budget (no new iteration after
// it) and a hard one (stop at once). softPct is SearchParams.SoftTime.
func allocateTime(lim Limits, softPct int) (soft, hard time.Duration) {
	if lim.MoveTime > 0 {
		if softPct <= 0 {
			softPct = 50
		}
		return min(lim.MoveTime, lim.MoveTime*time.Duration(softPct)/100), lim.MoveTime
	}
	if lim.Time <= 0 {
		return 0, 0
	}
	mtg := lim.MovesToGo
	if mtg <= 0 || mtg > 40 {
		mtg = 40
	}
	safety := min(lim.Time/20, 100*time.Millisecond)
	avail := lim.Time - safety
	if avail < time.Millisecond {
		avail = time.Millisecond
	}
	// The increment pays for 3/4 of the move; on a low clock (under ten
	// increments and a second) for half, and no move takes over a third of
	// it, so that the clock builds up again instead of sinking to where a
	// delay outside the search (the machine busy, the message's way) flags it.
	low := avail < 10*lim.Inc+time.Second
	incShare := lim.Inc * 3 / 4
	if low {
		incShare = lim.Inc / 2
	}
	base := avail/time.Duration(mtg) + incShare
	soft = base * 6 / 10
	hard = min(base*3, avail/2)
	if low {
		hard = min(hard, avail/3)
	}
	if mtg == 1 {
		hard = avail
	}
	if hard < soft {
		soft = hard
	}
	return soft, hard
}

// clockBudget is the soft budget of a search on a game clock after an
// iteration: more when the score fell (drop centi-men since the iteration
// before) or the best move just changed, less when the same move has stood
// out for several iterations; never more than the hard budget.
func clockBudget(soft, hard time.Duration, drop int, changed bool, stable int) time.Duration {
	f := 1.0
	switch {
	case drop >= 50:
		f = 2.2
	case drop >= 20:
		f = 1.5
	}
	if changed {
		f *= 1.4
	} else if stable >= 5 && drop < 20 {
		f *= 0.6
	}
	return min(time.Duration(float64(soft)*f), hard)
}

// openingPly returns the number of plies played from the start position
// while no piece has been captured and no man crowned: every such ply moves
// one man one row forward, so it is the men's advance (tempo) of both sides.
func openingPly(p Position) (int, bool) {
	if p.kings != 0 || bits.OnesCount64(p.white) != 20 || bits.OnesCount64(p.black) != 20 {
		return 0, false
	}
	t := 0
	for k := range tempoMask {
		t += (bits.OnesCount64(p.white&tempoMask[k]) + bits.OnesCount64(mirror(p.black)&tempoMask[k])) << k
	}
	return t - 60, true
}

// orderRoot sorts the root moves by a 1-ply look (captures, then the TT move).
func (s *Searcher) orderRoot(pos Position) {
	var ttm Move
	if e, ok := s.tt.probe(pos.Hash()); ok {
		ttm = e.move.resolve(s.moves[0])
	}
	for i := range s.rootMoves {
		m := s.rootMoves[i].move
		sc := -s.static(pos.Play(m))
		if m == ttm {
			sc += 100000
		}
		s.rootMoves[i].score = sc
	}
	sortRoot(s.rootMoves)
}

func sortRoot(r []rootMove) {
	for i := 1; i < len(r); i++ {
		for j := i; j > 0 && r[j].score > r[j-1].score; j-- {
			r[j], r[j-1] = r[j-1], r[j]
		}
	}
}

// aspiration runs one iteration with a window around the previous score.
func (s *Searcher) aspiration(pos Position, clock DrawClock, depth, prev int) int {
	if depth < aspirationDepth || IsWin(prev) {
		return s.rootSearch(pos, clock, -infScore, infScore, depth)
	}
	delta := cmp.Or(s.Params.AspWindow, aspirationWindow)
	alpha, beta := prev-delta, prev+delta
	for {
		score := s.rootSearch(pos, clock, alpha, beta, depth)
		if s.stopped {
			return score
		}
		switch {
		case score <= alpha:
			alpha = max(score-delta, -infScore)
		case score >= beta:
			beta = min(score+delta, infScore)
		default:
			return score
		}
		delta *= 3
		if delta > 600 {
			alpha, beta = -infScore, infScore
		}
	}
}

// rootSearch searches every root move; the best one ends up first in
// rootMoves (moves searched to the end keep their scores for ordering).
func (s *Searcher) rootSearch(pos Position, clock DrawClock, alpha, beta, depth int) int {
	s.nodes++
	s.rootDepth = depth
	s.pvLen[0] = 0
	best := -infScore
	bestIdx := -1
	origAlpha := alpha
	for i := range s.rootMoves {
		m := s.rootMoves[i].move
		child := pos.Play(m)
		cc := clock.Next(pos, m, child)
		nd := depth - 1
		// The variety bonus b is added to the move's score: search the
		// child with the window shifted by b.
		b := s.rootMoves[i].bonus
		var score int
		if i == 0 {
			score = -s.search(child, cc, -(beta-b), -(alpha-b), nd, 1, s.Params.QThreat) + b
		} else {
			score = -s.search(child, cc, -(alpha-b)-1, -(alpha-b), nd, 1, s.Params.QThreat) + b
			if score > alpha && score < beta && !s.stopped {
				score = -s.search(child, cc, -(beta-b), -(alpha-b), nd, 1, s.Params.QThreat) + b
			}
		}
		if !s.stopped && s.ctx.Err() != nil {
			s.stopped = true // checked per root move too: no progress report after a cancel
		}
		if s.stopped {
			break
		}
		if score > best {
			best = score
			bestIdx = i
			if score > alpha {
				alpha = score
				s.pv[0][0] = m
				copy(s.pv[0][1:], s.pv[1][1:s.pvLen[1]])
				s.pvLen[0] = max(s.pvLen[1], 1)
				if score >= beta {
					break
				}
				if i > 0 && depth >= 6 && s.progress != nil {
					// A new best move in mid-iteration: show it at once.
					el, n := time.Since(s.start), s.totalNodes()
					s.progress(Info{Depth: depth, Score: score, Mate: IsWin(score),
						PV: append([]Move(nil), s.pv[0][:s.pvLen[0]]...), Nodes: n, Elapsed: el, NPS: nps(n, el)})
				}
			}
		}
		s.rootMoves[i].score = score
	}
	if bestIdx > 0 && best > origAlpha {
		// A move beat the window (and so the previous best): it goes first.
		bm := s.rootMoves[bestIdx]
		bm.score = best
		copy(s.rootMoves[1:bestIdx+1], s.rootMoves[:bestIdx])
		s.rootMoves[0] = bm
	} else if bestIdx == 0 {
		s.rootMoves[0].score = best
	}
	if !s.stopped {
		bound := boundExact
		if best <= origAlpha {
			bound = boundUpper
		} else if best >= beta {
			bound = boundLower
		}
		s.tt.store(pos.Hash(), s.rootMoves[0].move, best, depth, bound)
	}
	return best
}

// poll checks the node budget, the context and the clock. Its first test,
// false at almost every node, is small enough to be inlined.
func (s *Searcher) poll() {
	if s.nodes < s.nextCheck && (s.nodeLimit <= 0 || s.nodes < s.nodeLimit) {
		return
	}
	s.pollAll()
}

// pollAll is poll after its first test.
func (s *Searcher) pollAll() {
	if s.nodeLimit > 0 && s.nodes >= s.nodeLimit {
		s.stopped = true
		return
	}
	if s.nodes < s.nextCheck {
		return
	}
	s.nextCheck = s.nodes + checkInterval
	if s.smp != nil && s.smp.publish(s) {
		s.stopped = true
		return
	}
	select {
	case <-s.ctx.Done():
		s.stopped = true
	default:
		if s.hardTime > 0 && time.Since(s.start) >= s.hardTime {
			s.stopped = true
		}
	}
	if s.stopped && s.smp != nil {
		s.smp.stop.Store(true) // the other threads too
	}
}

// ttKey mixes the draw counters into the hash when they are close enough to
// matter, so that scores of positions near a rule draw are not shared with
// the same position far from it.
func ttKey(pos Position, clock DrawClock) uint64 { return ttKeyOf(pos.Hash(), clock) }

// ttKeyOf is ttKey for a position whose hash k is already known.
func ttKeyOf(k uint64, clock DrawClock) uint64 {
	if clock.Rule != NoReason || clock.KingPlies >= 20 {
		k ^= mix64(uint64(clock.PliesLeft()+1) * 0x9E3779B97F4A7C15)
	}
	return k
}

// isDraw reports a draw by rule or by repetition of a position on the
// path or in the game history (one repetition is enough inside the search).
func (s *Searcher) isDraw(clock DrawClock, ply int) bool {
	if clock.Rule == NoReason && clock.KingPlies < 4 {
		return false // no rule counts, and no repetition within 3 plies (inlined)
	}
	return s.isDrawCounted(clock, ply)
}

// isDrawCounted is isDraw when a draw counter runs.
func (s *Searcher) isDrawCounted(clock DrawClock, ply int) bool {
	if clock.Reason() != NoReason {
		return true
	}
	h := s.stack[s.base+ply]
	idx := s.base + ply
	for i := 4; i <= int(clock.KingPlies) && idx-i >= 0; i += 2 {
		if s.stack[idx-i] == h {
			return true
		}
	}
	return false
}

// evaluate is the static score with the level's noise and the draw-rule
// damping (a win that the 16/5/25-move rule is about to cut off is worth less).
func (s *Searcher) evaluate(pos Position, clock DrawClock) int {
	var sc int
	if v, ok := s.endgameValue(pos); ok {
		sc = s.endgameScore(pos, v)
	} else {
		sc = s.static(pos)
	}
	if s.noise > 0 {
		n := int(mix64(pos.Hash()^s.noiseSeed) % uint64(2*s.noise+1))
		sc += n - s.noise
	}
	if clock.Rule != NoReason || clock.KingPlies >= 20 {
		left := clock.PliesLeft()
		sc = sc * left / (left + 10)
	}
	return sc
}

// endgameValue probes the endgame table when pos has few enough pieces.
func (s *Searcher) endgameValue(pos Position) (int, bool) {
	if !s.inTable(pos) {
		return 0, false
	}
	return s.probeTable(pos)
}

// inTable reports whether pos has few enough pieces for the endgame table
// (never without a table: egPieces is 0). It is inlined at every node, where
// a call to find out would cost much more in js/wasm than natively.
func (s *Searcher) inTable(pos Position) bool {
	return bits.OnesCount64(pos.white|pos.black) <= s.egPieces
}

// probeTable is endgameValue when pos has few enough pieces for the table.
func (s *Searcher) probeTable(pos Position) (int, bool) {
	if own, _ := pos.sides(); own == 0 {
		return 0, false // the game is over: the search scores the loss by its distance
	}
	return s.Endgame.Probe(pos)
}

// probeEndgame returns the table score of pos and whether it is exact
// enough to end the search there. A table draw always is (the draw rules
// only turn wins into draws). A table win or loss is when the pieces have
// changed since the root (a capture: progress was made) or the root was
// not in the table, and no 16/5-move count runs (the table ignores those
// rules, so the search plays them out); otherwise the search goes on and
// the table's band score is used at the horizon (evaluate).
func (s *Searcher) probeEndgame(pos Position, clock DrawClock) (int, bool) {
	v, ok := s.endgameValue(pos)
	if !ok {
		return 0, false
	}
	if v == EGDraw {
		return 0, true
	}
	if s.rootEG && bits.OnesCount64(pos.white|pos.black) >= s.rootCount {
		return 0, false
	}
	if clock.Rule != NoReason || clock.KingPlies >= 20 {
		return 0, false
	}
	return s.endgameScore(pos, v), true
}

// endgameScore places a table result in the won-endgame band. The
// conversion term, from the winner's view: the evaluation (material,
// kings, advanced men), clipped, minus the loser's number of moves (a
// cornered king has few), so that the search captures, crowns and hems in
// instead of shuffling.
func (s *Searcher) endgameScore(pos Position, v int) int {
	if v == EGDraw {
		return 0
	}
	ev := s.Weights.Evaluate(pos)
	loser := pos
	if v == EGLoss {
		ev = -ev
	} else {
		loser.side ^= 1
	}
	if s.egBuf == nil {
		s.egBuf = make([]Move, 0, 64)
	}
	conv := max(-egBand+100, min(egBand-100, ev/2)) - min(100, 4*loser.CountMoves(s.egBuf))
	if v == EGWin {
		return EGWinScore + conv
	}
	return -(EGWinScore + conv)
}

// static is the plain evaluation: Eval if set, else the hand-written Weights.
// The learned network's case is small enough to be inlined.
func (s *Searcher) static(pos Position) int {
	if l, ok := s.Eval.(*Learned); ok && l.net {
		return l.evaluate(pos, &s.netCache)
	}
	return s.staticOther(pos)
}

// staticOther is static without the learned network.
func (s *Searcher) staticOther(pos Position) int {
	if s.Eval != nil {
		return s.Eval.Evaluate(pos)
	}
	return s.Weights.Evaluate(pos)
}

// search is the PVS alpha-beta node. qext is the number of capture-threat
// extensions the quiescence below may still use.
func (s *Searcher) search(pos Position, clock DrawClock, alpha, beta, depth, ply, qext int) int {
	s.pvLen[ply] = ply
	hash := pos.Hash()
	s.stack[s.base+ply] = hash
	if s.isDraw(clock, ply) {
		return 0
	}
	if s.inTable(pos) {
		if sc, exact := s.probeEndgame(pos, clock); exact {
			return sc
		}
	}
	if depth <= 0 {
		return s.quiesce(pos, clock, alpha, beta, ply, qext)
	}
	s.nodes++
	s.poll()
	if s.stopped {
		return 0
	}
	if ply >= MaxPly-1 {
		return s.evaluate(pos, clock)
	}
	// Mate distance pruning.
	alpha = max(alpha, -(WinScore - ply))
	beta = min(beta, WinScore-ply-1)
	if alpha >= beta {
		return alpha
	}
	pvNode := beta-alpha > 1
	key := ttKeyOf(hash, clock)
	var ttPacked ttMove
	ttE, ttHit := s.tt.probe(key)
	if e, ok := ttE, ttHit; ok {
		ttPacked = e.move
		if !pvNode && int(e.depth) >= depth {
			sc := scoreFromTT(int(e.score), ply)
			switch {
			case e.bound == boundExact,
				e.bound == boundLower && sc >= beta,
				e.bound == boundUpper && sc <= alpha:
				return sc
			}
		}
	}

	moves := pos.AppendMoves(s.moves[ply][:0])
	s.moves[ply] = moves
	if len(moves) == 0 {
		return -(WinScore - ply)
	}
	capture := moves[0].IsCapture()
	ttMove := ttPacked.resolve(moves)
	if s.Params.IIR > 0 && depth >= s.Params.IIR && ttMove.IsZero() && !capture && len(moves) > 1 {
		depth--
	}
	nodeEval, haveEval := 0, false // the static score, once evaluated here
	if s.Params.RFPMargin > 0 && !pvNode && !capture && depth <= s.Params.RFPDepth && len(moves) > 1 &&
		beta < EGWinScore-egBand && beta > -(EGWinScore-egBand) {
		// Quiet for both sides (no shot pending): a static score far above
		// beta stands.
		opp := pos
		opp.side ^= 1
		if !opp.HasCapture() {
			nodeEval, haveEval = s.evaluate(pos, clock), true
			if nodeEval-s.Params.RFPMargin*depth >= beta {
				return nodeEval
			}
		}
	}
	if s.Params.ProbCut > 0 && !pvNode && !capture && len(moves) > 1 &&
		depth >= cmp.Or(s.Params.ProbCutDepth, 5) &&
		beta < EGWinScore-egBand-s.Params.ProbCut && beta > -(EGWinScore-egBand) {
		// A shallow search that beats beta by a margin predicts that the
		// full one beats beta. The node's move list is regenerated after
		// it (the shallow search reuses this ply's buffers).
		rbeta := beta + s.Params.ProbCut
		if !ttHit || int(ttE.depth) < depth-cmp.Or(s.Params.ProbCutReduce, 4) || ttE.bound == boundLower ||
			scoreFromTT(int(ttE.score), ply) >= rbeta {
			sc := s.search(pos, clock, rbeta-1, rbeta, depth-cmp.Or(s.Params.ProbCutReduce, 4), ply, qext)
			if s.stopped {
				return 0
			}
			if sc >= rbeta {
				return sc
			}
			s.pvLen[ply] = ply
			s.stack[s.base+ply] = hash
			moves = pos.AppendMoves(s.moves[ply][:0])
			s.moves[ply] = moves
		}
	}
	newDepth := depth - 1
	if len(moves) == 1 {
		newDepth = depth // a forced move costs no depth
	}
	ext := 0 // extra depth for the table move (singular extension)
	if s.Params.Singular > 0 && depth >= s.Params.Singular && len(moves) > 1 && ttMove != (Move{}) &&
		ttE.bound != boundUpper && int(ttE.depth) >= depth-3 && ply < 2*s.rootDepth {
		ttScore := scoreFromTT(int(ttE.score), ply)
		if ttScore > -(EGWinScore-egBand) && ttScore < EGWinScore-egBand {
			sbeta := ttScore - cmp.Or(s.Params.SingularMargin, 2)*depth
			sd := (depth - 1) / 2
			singular := true
			for _, m := range moves {
				if m == ttMove {
					continue
				}
				child := pos.Play(m)
				sc := -s.search(child, clock.Next(pos, m, child), -sbeta, -sbeta+1, sd, ply+1, qext)
				if s.stopped {
					return 0
				}
				if sc >= sbeta {
					singular = false
					if sbeta >= beta && !pvNode {
						return sbeta // multi-cut: two moves beat beta
					}
					break
				}
			}
			if singular {
				ext = 1
			}
		}
	}
	if havePrefetch && !s.noPrefetch && newDepth > 0 && !ttMove.IsZero() {
		// The table move is searched first: start loading its child's
		// table entry before the moves are scored.
		c := pos.Play(ttMove)
		s.tt.prefetch(ttKey(c, clock.Next(pos, ttMove, c)))
	}
	var scores []int32
	if len(moves) > 1 { // a forced move needs no ordering
		scores = s.scoreMoves(pos, moves, ttMove, ply)
	}
	best, bestMove := -infScore, Move{}
	origAlpha := alpha
	picked := 0 // moves[:picked] are in search order
	// futile: the static score is so far below alpha that only a move
	// that changes the material balance soon can reach it.
	futile := false
	if s.Params.FutMargin > 0 && !pvNode && !capture && depth <= cmp.Or(s.Params.FutDepth, 2) &&
		alpha < EGWinScore-egBand && alpha > -(EGWinScore-egBand) {
		if !haveEval {
			nodeEval = s.evaluate(pos, clock)
		}
		futile = nodeEval+s.Params.FutMargin*depth <= alpha
	}
	for i := range moves {
		if i >= picked && scores != nil {
			pickMove(moves, scores, i)
		}
		m := moves[i]
		child := pos.Play(m)
		cc := clock.Next(pos, m, child)
		if havePrefetch && !s.noPrefetch && newDepth > 0 {
			// Start loading the child's table entry now; from the second
			// move on (the first did not cut off: likely every move will
			// be searched) the next move's too, which has a whole subtree
			// of time to arrive. The scores are fixed, so picking the next
			// move early changes nothing in the order.
			if i >= picked && (i > 0 || ttMove.IsZero()) { // else prefetched already
				s.tt.prefetch(ttKey(child, cc))
			}
			if i > 0 && i+1 < len(moves) && scores != nil {
				pickMove(moves, scores, i+1)
				n := moves[i+1]
				nc := pos.Play(n)
				s.tt.prefetch(ttKey(nc, clock.Next(pos, n, nc)))
				picked = i + 2
			}
		}
		var score int
		if i == 0 {
			d := newDepth
			if ext > 0 && m == ttMove {
				d += ext
			}
			score = -s.search(child, cc, -beta, -alpha, d, ply+1, qext)
		} else {
			if s.Params.LMP > 0 && !pvNode && !capture && depth <= 2 && i >= s.Params.LMP*depth && best > -winBound &&
				m != s.killers[ply][0] && m != s.killers[ply][1] && !child.HasCapture() {
				// Late quiet moves near the horizon that offer nothing to take
				// (no sacrifice, so no shot) are not searched.
				continue
			}
			if futile && best > -winBound && m != s.killers[ply][0] && m != s.killers[ply][1] &&
				child.IsQuiet() { // offers no capture and threatens none
				continue
			}
			r := 0
			if depth >= s.Params.LMRMinDepth && i >= s.Params.LMRFirstMove && !capture &&
				m != s.killers[ply][0] && m != s.killers[ply][1] && !child.HasCapture() {
				r = 1
				if s.Params.LMRLog > 0 {
					r = max(1, min(newDepth-1, lmrTable[min(depth, 63)][min(i, 63)]*s.Params.LMRLog/10000))
				} else if i >= s.Params.LMRDeepMove && depth >= s.Params.LMRDeepDepth {
					r = 2
				}
				if s.Params.LMRHist > 0 && s.history[pos.side][m.from][m.to] < 0 {
					r = min(r+1, max(1, newDepth-1))
				}
			}
			score = -s.search(child, cc, -alpha-1, -alpha, newDepth-r, ply+1, qext)
			if score > alpha && r > 0 && !s.stopped {
				score = -s.search(child, cc, -alpha-1, -alpha, newDepth, ply+1, qext)
			}
			if score > alpha && score < beta && !s.stopped {
				score = -s.search(child, cc, -beta, -alpha, newDepth, ply+1, qext)
			}
		}
		if s.stopped {
			return 0
		}
		if score > best {
			best, bestMove = score, m
			if score > alpha {
				alpha = score
				s.pv[ply][ply] = m
				copy(s.pv[ply][ply+1:], s.pv[ply+1][ply+1:s.pvLen[ply+1]])
				s.pvLen[ply] = max(s.pvLen[ply+1], ply+1)
				if score >= beta {
					if !m.IsCapture() {
						if s.killers[ply][0] != m {
							s.killers[ply][1] = s.killers[ply][0]
							s.killers[ply][0] = m
						}
						h := &s.history[pos.side][m.from][m.to]
						*h += int32(depth * depth)
						if *h > 1<<24 {
							s.ageHistory()
						}
						if s.Params.HistMalus > 0 {
							pen := int32(depth * depth * s.Params.HistMalus / 100)
							for _, q := range moves[:i] {
								h := &s.history[pos.side][q.from][q.to]
								if *h -= pen; *h < -1<<24 {
									s.ageHistory()
								}
							}
						}
					}
					break
				}
			}
		}
	}
	bound := boundExact
	if best <= origAlpha {
		bound = boundUpper
	} else if best >= beta {
		bound = boundLower
	}
	s.tt.store(key, bestMove, scoreToTT(best, ply), depth, bound)
	return best
}

func (s *Searcher) ageHistory() {
	for c := range s.history {
		for f := range s.history[c] {
			for t := range s.history[c][f] {
				s.history[c][f][t] /= 2
			}
		}
	}
}

// quiesce resolves captures: a position with a capture pending is never
// scored statically. When the opponent threatens a capture and qext allows,
// the quiet moves get one more ply instead of trusting the static score.
func (s *Searcher) quiesce(pos Position, clock DrawClock, alpha, beta, ply, qext int) int {
	s.nodes++
	s.poll()
	s.pvLen[ply] = ply
	if s.stopped {
		return 0
	}
	if ply >= MaxPly-1 {
		return s.evaluate(pos, clock)
	}
	if s.inTable(pos) {
		if sc, exact := s.probeEndgame(pos, clock); exact {
			return sc
		}
	}
	// Only captures are searched here: generate them directly (an empty
	// list, found as fast as HasCapture would, means a quiet position).
	moves := pos.appendCaptures(s.moves[ply][:0])
	s.moves[ply] = moves
	if len(moves) == 0 {
		if qext > 0 {
			opp := pos
			opp.side ^= 1
			if opp.HasCapture() {
				return s.search(pos, clock, alpha, beta, 1, ply, qext-1)
			}
		}
		return s.evaluate(pos, clock)
	}
	best := -infScore
	for _, m := range moves {
		child := pos.Play(m)
		cc := clock.Next(pos, m, child)
		s.stack[s.base+ply+1] = child.Hash()
		var score int
		if cc.Reason() != NoReason {
			score = 0
			s.pvLen[ply+1] = ply + 1
		} else {
			score = -s.quiesce(child, cc, -beta, -alpha, ply+1, qext)
		}
		if s.stopped {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				s.pv[ply][ply] = m
				copy(s.pv[ply][ply+1:], s.pv[ply+1][ply+1:s.pvLen[ply+1]])
				s.pvLen[ply] = max(s.pvLen[ply+1], ply+1)
				if score >= beta {
					break
				}
			}
		}
	}
	return best
}

func scoreToTT(score, ply int) int {
	switch {
	case score > winBound:
		return score + ply
	case score < -winBound:
		return score - ply
	}
	return score
}

func scoreFromTT(score, ply int) int {
	switch {
	case score > winBound:
		return score - ply
	case score < -winBound:
		return score + ply
	}
	return score
}

// Move ordering scores.
const (
	orderTT      = 1 << 30
	orderCapture = 1 << 26
	orderKiller1 = 1 << 25
	orderKiller2 = 1 << 24
	orderPromote = 1 << 23
)

// scoreMoves fills the ordering scores of moves for ply.
func (s *Searcher) scoreMoves(pos Position, moves []Move, ttMove Move, ply int) []int32 {
	sc := s.scores[ply][:0]
	if moves[0].IsCapture() {
		// Captures are compulsory: all moves are captures.
		for _, m := range moves {
			var v int32
			if m == ttMove {
				v = orderTT
			} else {
				v = orderCapture + int32(bits.OnesCount64(m.captured&pos.kings))*1000
				if pos.kings&sqBit(m.from) == 0 && sqBit(m.to)&promotionRow[pos.side] != 0 {
					v += 500
				}
			}
			sc = append(sc, v)
		}
		s.scores[ply] = sc
		return sc
	}
	// Quiet moves: the table move and the killers are quiet moves (or the
	// zero Move, whose start and end are equal: it matches none), so start
	// and end tell them apart.
	ttF, ttT := ttMove.from, ttMove.to
	k0, k1 := s.killers[ply][0], s.killers[ply][1]
	men := pos.own(pos.side) &^ pos.kings
	promo := promotionRow[pos.side]
	hist := &s.history[pos.side]
	for _, m := range moves {
		f, t := m.from, m.to
		var v int32
		switch {
		case f == ttF && t == ttT:
			v = orderTT
		case f == k0.from && t == k0.to:
			v = orderKiller1
		case f == k1.from && t == k1.to:
			v = orderKiller2
		case men&sqBit(f) != 0 && sqBit(t)&promo != 0:
			v = orderPromote
		default:
			v = hist[f&63][t&63]
		}
		sc = append(sc, v)
	}
	s.scores[ply] = sc
	return sc
}

// pickMove moves the best-scored remaining move to index i (the first of
// equal scores: the order is part of the search's result).
func pickMove(moves []Move, scores []int32, i int) {
	b := i + firstBest(scores[i:len(moves)])
	moves[i], moves[b] = moves[b], moves[i]
	scores[i], scores[b] = scores[b], scores[i]
}

// firstBest returns the index of the first highest of scores (not empty).
// Kept out of line: inlined into search, its loop ran short of registers.
//
//go:noinline
func firstBest(scores []int32) int {
	b, best := 0, scores[0]
	for j, v := range scores {
		if v > best {
			b, best = j, v
		}
	}
	return b
}
