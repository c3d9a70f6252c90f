// Package job is the engine job protocol shared by the game, the desktop
// search goroutine and the Web Worker: a Job (what to search, tagged with a
// generation number), a Reply (progress or the answer) and Run, which
// performs a job with an engine.Searcher. Jobs and replies are plain
// JSON-friendly values so that they can cross postMessage; moves travel in
// PDN notation and are checked against the legal list on arrival.
//
// Standard library and engine only: it runs inside the engine worker.
package job // job.go: engine jobs and replies, and running a job with a searcher.

import (
	"context"
	"math/rand/v2"
	"time"

	"github.com/draughts/draughts/engine"
)

// Job kinds.
const (
	KindMove    = "move"    // the computer's move at a level
	KindHint    = "hint"    // a suggested move for the human (small full-strength search)
	KindAnalyze = "analyze" // analysis: progress reports with score and best line
)

// Reply kinds.
const (
	ReplyInfo  = "info"  // progress of a running job
	ReplyDone  = "done"  // the job's answer
	ReplyError = "error" // the job could not run
	ReplyReady = "ready" // the worker is up
)

// AnalyzeTime bounds an analysis so that an idle analysis tab does not burn
// a core forever.
const AnalyzeTime = 60 * time.Second

// Job asks for one search. The game is sent as its start FEN and its moves
// in PDN notation so that the engine sees repetitions and draw clocks.
type Job struct {
	Gen   int      `json:"gen"`
	Kind  string   `json:"kind"`
	FEN   string   `json:"fen"`
	Moves []string `json:"moves,omitempty"`
	Level int      `json:"level,omitempty"`
	Seed  uint64   `json:"seed,omitempty"`
	// Lines, for an analysis, asks for that many best moves, each with its
	// score and line (multipv.go); 0 or 1 = the usual single line.
	Lines int `json:"lines,omitempty"`
	// ClockMs and IncMs, for a move job in a game with a clock, are the
	// mover's remaining time and the increment in milliseconds: the search
	// then also plays to the clock (ClockLimits). 0 = no clock.
	ClockMs int64 `json:"clockMs,omitempty"`
	IncMs   int64 `json:"incMs,omitempty"`
}

// SetClock fills ClockMs and IncMs from the game at its current point: the
// side to move's remaining time less spent (the time already gone on this
// move), at least 1 ms. A game without a clock leaves them 0.
func (j *Job) SetClock(g *engine.Game, spent time.Duration) {
	tc := g.TimeControl()
	if tc.IsZero() {
		j.ClockMs, j.IncMs = 0, 0
		return
	}
	w, b := g.Clocks()
	left := w
	if g.Position().Side() == engine.Black {
		left = b
	}
	j.ClockMs = max(1, (left - spent).Milliseconds())
	j.IncMs = tc.Inc.Milliseconds()
}

// Clock margins: the time a move takes to travel between the page and the
// worker and to be shown, kept off the clock before the search divides it.
const (
	ClockMargin    = 200 * time.Millisecond
	ClockMarginPct = 5
)

// ClockLimits are the search limits of a move job on a clock: the mover's
// time less the margin (ClockMargin + ClockMarginPct % of the clock) and
// the increment, for the search's time manager; a clock within the margin
// moves at once. The level's node budget still applies (Search stops at
// whichever comes first).
func ClockLimits(clockMs, incMs int64) engine.Limits {
	clock := time.Duration(clockMs) * time.Millisecond
	left := clock - ClockMargin - clock*ClockMarginPct/100
	if left <= 0 {
		return engine.Limits{MoveTime: time.Millisecond}
	}
	return engine.Limits{Time: left, Inc: time.Duration(max(incMs, 0)) * time.Millisecond}
}

// Reply is progress or the answer for the job with the same Gen.
type Reply struct {
	Gen       int      `json:"gen"`
	Kind      string   `json:"kind"`
	Job       string   `json:"job,omitempty"`  // the job's kind
	Move      string   `json:"move,omitempty"` // PDN notation in the job's final position
	Score     int      `json:"score"`          // centi-men, side to move's view
	ScoreText string   `json:"scoreText,omitempty"`
	Depth     int      `json:"depth,omitempty"`
	PV        []string `json:"pv,omitempty"`
	Nodes     int64    `json:"nodes,omitempty"`
	Millis    int64    `json:"ms,omitempty"`
	Error     string   `json:"error,omitempty"`
	// Lines are the best moves, best first, when the job asked for several.
	Lines []PVLine `json:"lines,omitempty"`
	// Review and Evals answer a review job (review.go).
	Review []ReviewMove `json:"review,omitempty"`
	Evals  []int        `json:"evals,omitempty"`
}

// Replay rebuilds the job's game.
func (j Job) Replay() (*engine.Game, error) {
	g, err := engine.NewGameFromFEN(j.FEN)
	if err != nil {
		return nil, err
	}
	for _, m := range j.Moves {
		if _, err := g.PlayString(m); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// Run performs job with s, reporting progress through progress (may be
// nil), and returns the final reply. It stops early when ctx is cancelled.
func Run(ctx context.Context, s *engine.Searcher, job Job, progress func(Reply)) Reply {
	g, err := job.Replay()
	if err != nil {
		return Reply{Gen: job.Gen, Kind: ReplyError, Job: job.Kind, Error: err.Error()}
	}
	if job.Kind == KindReview {
		return runReview(ctx, s, job, g, progress)
	}
	pos, hist, clock := g.SearchRoot()
	if job.Kind == KindAnalyze && job.Lines > 1 {
		return runLines(ctx, s, job, pos, hist, clock, progress)
	}
	req := engine.Request{Position: pos, History: hist, Clock: clock}
	if progress != nil {
		req.Progress = func(in engine.Info) {
			progress(Reply{Gen: job.Gen, Kind: ReplyInfo, Job: job.Kind, Score: in.Score, ScoreText: engine.FormatScore(in.Score),
				Depth: in.Depth, PV: Line(pos, in.PV), Nodes: in.Nodes, Millis: in.Elapsed.Milliseconds()})
		}
	}
	var res engine.SearchResult
	switch job.Kind {
	case KindHint:
		res = engine.Hint(ctx, s, req)
	case KindAnalyze:
		req.Limits, req.NoBook = engine.Limits{MoveTime: AnalyzeTime}, true
		res = s.Search(ctx, req)
	default:
		req.Level = max(1, min(job.Level, engine.LevelCount))
		req.Rand = rand.New(rand.NewPCG(job.Seed, uint64(job.Gen)))
		if job.ClockMs > 0 {
			req.Limits = ClockLimits(job.ClockMs, job.IncMs)
		}
		res = s.Search(ctx, req)
	}
	r := Reply{Gen: job.Gen, Kind: ReplyDone, Job: job.Kind, Score: res.Score, ScoreText: engine.FormatScore(res.Score),
		Depth: res.Depth, PV: Line(pos, res.PV), Nodes: res.Nodes, Millis: res.Elapsed.Milliseconds()}
	if !res.Move.IsZero() {
		r.Move = pos.MoveString(res.Move)
	}
	return r
}

// Line writes a principal variation in PDN notation, stopping at the first
// move that is not legal where it stands.
func Line(p engine.Position, pv []engine.Move) []string {
	out := make([]string, 0, len(pv))
	for _, m := range pv {
		legal := false
		for _, l := range p.LegalMoves() {
			if l == m {
				legal = true
				break
			}
		}
		if !legal {
			break
		}
		out = append(out, p.MoveString(m))
		p = p.Play(m)
	}
	return out
}
