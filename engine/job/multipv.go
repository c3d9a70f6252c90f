package job // multipv.go: analysis of several best moves (multi-PV) by searching every root move in turn.

import (
	"context"
	"sort"
	"time"

	"github.com/draughts/draughts/engine"
)

// PVLine is one of the best moves of an analysis with its score (centi-men,
// the side to move's view) and the line that follows it.
type PVLine struct {
	Move      string   `json:"move"`
	Score     int      `json:"score"`
	ScoreText string   `json:"scoreText"`
	PV        []string `json:"pv"`
}

// maxLinesDepth bounds the iterative deepening of a multi-line analysis.
const maxLinesDepth = 40

// runLines analyses every root move to increasing depths (the searcher's
// transposition table carries each iteration to the next) and reports the
// job.Lines best after each depth. The search has no multi-PV of its own:
// a root move's score is minus the score of a search of the position after
// it, with the history and draw clock that lead there, so repetitions and
// the draw rules count as in the game.
func runLines(ctx context.Context, s *engine.Searcher, job Job, pos engine.Position, hist []engine.Position, clock engine.DrawClock, progress func(Reply)) Reply {
	start := time.Now()
	ctx, cancel := context.WithTimeout(ctx, AnalyzeTime)
	defer cancel()
	moves := pos.LegalMoves()
	done := Reply{Gen: job.Gen, Kind: ReplyDone, Job: job.Kind}
	if len(moves) == 0 {
		done.Score, done.ScoreText = -engine.WinScore, engine.FormatScore(-engine.WinScore)
		return done
	}
	var nodes int64
	for depth := 1; depth <= maxLinesDepth; depth++ {
		lines := make([]PVLine, 0, len(moves))
		for _, m := range moves {
			child := pos.Play(m)
			childHist := append(append([]engine.Position(nil), hist...), pos)
			if pos.IsIrreversible(m) {
				childHist = nil
			}
			res := s.Search(ctx, engine.Request{Position: child, History: childHist, Clock: clock.Next(pos, m, child),
				Limits: engine.Limits{Depth: depth}, NoBook: true})
			if ctx.Err() != nil {
				return done // the last complete depth stands
			}
			nodes += res.Nodes
			score := -res.Score
			if res.Move.IsZero() && len(child.LegalMoves()) == 0 {
				score = engine.WinScore - 1 // the opponent cannot move: won at once
			}
			pv := append([]string{pos.MoveString(m)}, Line(child, res.PV)...)
			lines = append(lines, PVLine{Move: pv[0], Score: score, ScoreText: engine.FormatScore(score), PV: pv})
		}
		sort.SliceStable(lines, func(i, j int) bool { return lines[i].Score > lines[j].Score })
		lines = lines[:min(len(lines), job.Lines)]
		best := lines[0]
		done = Reply{Gen: job.Gen, Kind: ReplyDone, Job: job.Kind, Move: best.Move, Score: best.Score, ScoreText: best.ScoreText,
			Depth: depth + 1, PV: best.PV, Nodes: nodes, Millis: time.Since(start).Milliseconds(), Lines: lines}
		if progress != nil {
			info := done
			info.Kind = ReplyInfo
			progress(info)
		}
		if len(moves) == 1 || engine.IsWin(best.Score) {
			break
		}
	}
	return done
}
