package app // analysis.go: the analysis board's engine view: winning chances, the evaluation bar, the best-move arrow, the top three lines.

import (
	"image/color"
	"math"
	"strings"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/job"
	"github.com/draughts/draughts/render"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// topLines is how many moves "Top 3" asks the engine for.
const topLines = 3

// WinChance is the winning-chance mapping of the engine job protocol
// (job.WinChance), the same in the analysis and in the review.
func WinChance(score int) float64 { return job.WinChance(score) }

// Analysis is the engine's view of the current position for state():
// scores from White's point of view.
type Analysis struct {
	Score     int        `json:"score"`     // centi-men, White's view
	ScoreText string     `json:"scoreText"` // "+0.25", "win in 5" (White's view)
	WinChance float64    `json:"winChance"` // White's expected result, 0..1
	Depth     int        `json:"depth"`
	PV        []string   `json:"pv"`
	Lines     []LineInfo `json:"lines,omitempty"` // the top three moves, when asked
}

// LineInfo is one of the best moves with its score (White's view) and line.
type LineInfo struct {
	Move      string   `json:"move"`
	Score     int      `json:"score"`
	ScoreText string   `json:"scoreText"`
	PV        []string `json:"pv"`
}

// whiteScore turns a score from the side to move's view into White's.
func (a *App) whiteScore(score int) int {
	if a.jobSide == engine.Black {
		return -score
	}
	return score
}

// analysisState is the current analysis for state(), or nil.
func (a *App) analysisState() *Analysis {
	if a.analysis.Depth == 0 || (a.mode != ModeAnalysis && a.mode != ModeWatch) {
		return nil
	}
	w := a.whiteScore(a.analysis.Score)
	out := &Analysis{Score: w, ScoreText: engine.FormatScore(w), WinChance: WinChance(w), Depth: a.analysis.Depth, PV: a.analysis.PV}
	for _, l := range a.analysis.Lines {
		s := a.whiteScore(l.Score)
		out.Lines = append(out.Lines, LineInfo{Move: l.Move, Score: s, ScoreText: engine.FormatScore(s), PV: l.PV})
	}
	return out
}

// scoreText words a score (side to move's view) for the screen.
func (a *App) scoreText(score int) string {
	switch {
	case engine.IsWin(score) && score > 0:
		return a.tr("score.win", (engine.WinScore-score+1)/2)
	case engine.IsWin(score):
		return a.tr("score.loss", (engine.WinScore+score+1)/2)
	}
	return engine.FormatScore(score)
}

// analysisLines are the info lines of the analysis: score, depth and
// White's chances, then the best line or the top three.
func (a *App) analysisLines() []string {
	r := a.analysis
	w := a.whiteScore(r.Score)
	out := []string{a.tr("info.analysis", a.scoreText(w), r.Depth, int(math.Round(100*WinChance(w))))}
	if len(r.Lines) > 1 {
		out = out[:0] // three lines fill the info area; the bar and the lines' scores say the rest
		for i, l := range r.Lines {
			pv := l.PV
			if len(pv) > 5 {
				pv = pv[:5]
			}
			out = append(out, a.tr("info.line", i+1, l.Move, a.scoreText(a.whiteScore(l.Score)), strings.Join(pv[1:], " ")))
		}
		return out
	}
	if len(r.PV) > 0 {
		out = append(out, a.tr("info.best", strings.Join(r.PV, " ")))
	}
	return out
}

// analysisJob is the analysis job's line count.
func (a *App) analysisJob(j *job.Job) {
	if a.top3 {
		j.Lines = topLines
	}
}

// drawEvalBar draws White's winning chance as a bar in the board's left
// frame: White's share from White's side of the board.
func (a *App) drawEvalBar(screen *ebiten.Image) {
	if a.mode != ModeAnalysis || a.analysis.Depth == 0 {
		return
	}
	l := a.layout
	x, w := float32(l.Board.X), float32(l.Inner.X-l.Board.X)
	if w < 3 {
		return
	}
	x, w = x+w*0.15, w*0.7
	y, h := float32(l.Inner.Y), float32(l.Inner.H)
	white := float32(WinChance(a.whiteScore(a.analysis.Score)))
	vector.FillRect(screen, x, y, w, h, color.RGBA{0x20, 0x20, 0x20, 0xff}, false)
	wh := h * white
	wy := y + h - wh // White at the bottom
	if a.flipped {
		wy = y
	}
	vector.FillRect(screen, x, wy, w, wh, color.RGBA{0xf4, 0xf1, 0xea, 0xff}, false)
	vector.FillRect(screen, x, y+h/2-1, w, 2, color.RGBA{0xd0, 0x40, 0x30, 0xff}, false)
}

// bestArrow returns the path of the engine's best move in the current
// position, for the arrow (nil when there is none).
func (a *App) bestArrow() []int {
	if a.mode != ModeAnalysis || len(a.analysis.PV) == 0 || a.anim != nil {
		return nil
	}
	p := a.game.Position()
	m, err := p.ParseMove(a.analysis.PV[0])
	if err != nil {
		return nil
	}
	return p.Path(m)
}

// drawBestArrow draws the best move as an arrow.
func (a *App) drawBestArrow(screen *ebiten.Image, t render.Theme) {
	if path := a.bestArrow(); len(path) >= 2 {
		c := t.Accent
		c = color.RGBA{uint8(int(c.R) * 170 / 255), uint8(int(c.G) * 170 / 255), uint8(int(c.B) * 170 / 255), 170}
		render.DrawPath(screen, a.layout, path, c, float32(a.layout.Cell*0.1), true)
	}
}
