package job // review.go: the post-game review: every position of a game searched, each move's loss in winning chances labelled.

import (
	"context"
	"math"
	"time"

	"github.com/draughts/draughts/engine"
)

// KindReview asks for a review of the game in the job (all its moves).
const KindReview = "review"

// winScale maps the engine's score (centi-men) to an expected result: the
// logistic curve 1/(1+exp(-winScale*score/100)) that engine/tune fitted to
// the results of the 13 273 positions of the PDN games in engine/testdata
// (`go run ./engine/tune -passes 0` prints K=0.750): a man up is worth
// about 68 %.
const winScale = 0.75

// WinChance returns the expected result (0 = lost, 0.5 = even, 1 = won,
// draws counting half) for the side whose score it is (centi-men). Forced
// wins and losses are 1 and 0.
func WinChance(score int) float64 {
	switch {
	case engine.IsWin(score) && score > 0:
		return 1
	case engine.IsWin(score):
		return 0
	}
	return 1 / (1 + math.Exp(-winScale*float64(score)/100))
}

// Review labels: a move that loses at least this much of the mover's
// winning chances (0..1, draws half) against the engine's best move. A man
// lost outright from an even position costs 0.18 on the logistic scale (a
// man up is about 68 %), so that is a blunder; under half a man is an
// inaccuracy.
const (
	InaccuracyLoss = 0.08
	MistakeLoss    = 0.14
	BlunderLoss    = 0.17
)

// Labels.
const (
	LabelInaccuracy = "inaccuracy"
	LabelMistake    = "mistake"
	LabelBlunder    = "blunder"
)

// ReviewNodes is the search budget per position of a review.
const ReviewNodes = 40_000

// ReviewMove is the review of one move of the game.
type ReviewMove struct {
	Ply    int     `json:"ply"`              // 1-based: the ply-th move of the game
	Move   string  `json:"move"`             // PDN
	Label  string  `json:"label,omitempty"`  // "", inaccuracy, mistake, blunder
	Better string  `json:"better,omitempty"` // the engine's move, when it differs from the one played
	Loss   float64 `json:"loss"`             // winning chances lost by the mover, 0..1
}

// ReviewLabel labels a loss of winning chances.
func ReviewLabel(loss float64) string {
	switch {
	case loss >= BlunderLoss:
		return LabelBlunder
	case loss >= MistakeLoss:
		return LabelMistake
	case loss >= InaccuracyLoss:
		return LabelInaccuracy
	}
	return ""
}

// runReview searches every position of the job's game (ReviewNodes each, with
// the game's history so that repetitions and draw rules count) and rates each
// move by the mover's winning chances after it against those after the best
// move. Progress replies carry Depth = positions done and Nodes = positions
// in all; the answer holds Review (every move) and Evals (White's score in
// each position, the start included, for the chart).
func runReview(ctx context.Context, s *engine.Searcher, job Job, g *engine.Game, progress func(Reply)) Reply {
	start := time.Now()
	moves := g.Moves()
	for g.Undo() {
	}
	n := len(moves)
	scores := make([]int, n+1) // side to move's view
	bests := make([]string, n+1)
	var nodes int64
	for i := 0; i <= n; i++ {
		if ctx.Err() != nil {
			return Reply{Gen: job.Gen, Kind: ReplyError, Job: job.Kind, Error: "review cancelled"}
		}
		pos, hist, clock := g.SearchRoot()
		if r, _ := g.Result(); r != engine.Ongoing {
			// The game ended here: a win for the side that just moved, else a draw.
			if r == engine.Draw {
				scores[i] = 0
			} else {
				scores[i] = -engine.WinScore
			}
		} else {
			res := s.Search(ctx, engine.Request{Position: pos, History: hist, Clock: clock, Limits: engine.Limits{Nodes: ReviewNodes}, NoBook: true})
			scores[i], nodes = res.Score, nodes+res.Nodes
			if !res.Move.IsZero() {
				bests[i] = pos.MoveString(res.Move)
			}
		}
		if i < n {
			if err := g.Play(moves[i]); err != nil {
				return Reply{Gen: job.Gen, Kind: ReplyError, Job: job.Kind, Error: err.Error()}
			}
		}
		if progress != nil {
			progress(Reply{Gen: job.Gen, Kind: ReplyInfo, Job: job.Kind, Depth: i + 1, Nodes: int64(n + 1)})
		}
	}
	r := Reply{Gen: job.Gen, Kind: ReplyDone, Job: job.Kind, Nodes: nodes, Millis: time.Since(start).Milliseconds(), Evals: make([]int, n+1)}
	for i := 0; i <= n; i++ {
		white := scores[i]
		if g.PositionAt(i).Side() == engine.Black {
			white = -white
		}
		r.Evals[i] = white
	}
	for i := 0; i < n; i++ {
		played := g.PositionAt(i).MoveString(moves[i])
		best := WinChance(scores[i])
		after := WinChance(-scores[i+1])
		loss := math.Max(0, best-after)
		rm := ReviewMove{Ply: i + 1, Move: played, Loss: math.Round(loss*1000) / 1000}
		if bests[i] != "" && bests[i] != played {
			rm.Better = bests[i]
			rm.Label = ReviewLabel(loss)
		} else {
			rm.Loss = 0 // the engine's own choice loses nothing against itself
		}
		r.Review = append(r.Review, rm)
	}
	return r
}
