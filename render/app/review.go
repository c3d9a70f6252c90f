package app // review.go: the post-game review: run in the engine worker, marks on the moves, a per-side summary and an evaluation chart that jumps to a move.

import (
	"image/color"
	"math"
	"slices"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/job"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/geom"
	"github.com/draughts/draughts/render/i18n"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// reviewResult is a finished review of the game's main line.
type reviewResult struct {
	main  []string // the main line reviewed: the review holds while it is unchanged
	moves []job.ReviewMove
	evals []int // White's score in each position, the start included
}

// ReviewSummary counts one side's labelled moves.
type ReviewSummary struct {
	Inaccuracies int     `json:"inaccuracies"`
	Mistakes     int     `json:"mistakes"`
	Blunders     int     `json:"blunders"`
	AverageLoss  float64 `json:"averageLoss"` // winning chances lost per move, 0..1
	Moves        int     `json:"moves"`
}

// reviewValid reports whether the review is of the game as it stands.
func (a *App) reviewValid() bool {
	return a.review != nil && slices.Equal(a.review.main, a.game.MainLine())
}

// startReview asks the engine to review the main line.
func (a *App) startReview() {
	main := a.game.MainLine()
	if len(main) == 0 || a.jobKind == job.KindReview {
		return
	}
	if a.jobKind != "" {
		a.cfg.Engine.Cancel()
		a.jobKind = ""
	}
	a.gen++
	a.reviewGen, a.reviewFor = a.gen, main
	a.reviewDone, a.reviewTotal = 0, len(main)+1
	a.cfg.Engine.Start(job.Job{Gen: a.gen, Kind: job.KindReview, FEN: a.game.Start().FEN(), Moves: main})
	a.jobKind = job.KindReview
	a.changed = true
}

// cancelReview drops a running review (a new game).
func (a *App) cancelReview() {
	if a.jobKind == job.KindReview {
		a.cfg.Engine.Cancel()
		a.jobKind = ""
	}
	a.review = nil
}

// autoReview starts the review of a game that has just ended in play.
func (a *App) autoReview() {
	if (a.mode == ModePlay || a.mode == ModeTwoPlayers) && a.over() && a.jobKind == "" && !a.reviewValid() &&
		!slices.Equal(a.reviewFor, a.game.MainLine()) {
		a.startReview()
	}
}

// reviewReply takes the review job's progress and answer.
func (a *App) reviewReply(r job.Reply) {
	switch r.Kind {
	case job.ReplyInfo:
		a.reviewDone = r.Depth
	case job.ReplyDone:
		a.jobKind = ""
		a.review = &reviewResult{main: a.reviewFor, moves: r.Review, evals: r.Evals}
		a.say(a.tr("review.done"), false)
	case job.ReplyError:
		a.jobKind = ""
		a.say(a.tr("msg.engine", r.Error), true)
	}
	a.changed = true
}

// reviewAt returns the review of the ply-th move of the current line when
// that move is on the reviewed main line.
func (a *App) reviewAt(ply int) (job.ReviewMove, bool) {
	if !a.reviewValid() || ply < 1 || ply > len(a.review.moves) {
		return job.ReviewMove{}, false
	}
	line := a.game.Line()
	if ply > len(line) {
		return job.ReviewMove{}, false
	}
	for _, n := range line[:ply] {
		if n.Index() != 0 {
			return job.ReviewMove{}, false
		}
	}
	return a.review.moves[ply-1], true
}

// reviewMark is the PDN sign of a label: ?! inaccuracy, ? mistake, ?? blunder.
func reviewMark(label string) string {
	switch label {
	case job.LabelInaccuracy:
		return "?!"
	case job.LabelMistake:
		return "?"
	case job.LabelBlunder:
		return "??"
	}
	return ""
}

// onMainLine reports whether node n is on the main line.
func onMainLine(n *engine.Node) bool {
	for ; n.Parent() != nil; n = n.Parent() {
		if n.Index() != 0 {
			return false
		}
	}
	return true
}

// nodeMark is the review sign of a tree node ("" for none).
func (a *App) nodeMark(n *engine.Node) string {
	if !a.reviewValid() || !onMainLine(n) {
		return ""
	}
	d := n.Depth()
	if d < 1 || d > len(a.review.moves) {
		return ""
	}
	return reviewMark(a.review.moves[d-1].Label)
}

// summaries counts each side's labelled moves (White, Black).
func (a *App) summaries() [2]ReviewSummary {
	var out [2]ReviewSummary
	if !a.reviewValid() {
		return out
	}
	first := a.game.Start().Side()
	for _, m := range a.review.moves {
		side := (int(first) + m.Ply - 1) % 2
		s := &out[side]
		s.Moves++
		s.AverageLoss += m.Loss
		switch m.Label {
		case job.LabelInaccuracy:
			s.Inaccuracies++
		case job.LabelMistake:
			s.Mistakes++
		case job.LabelBlunder:
			s.Blunders++
		}
	}
	for i := range out {
		if out[i].Moves > 0 {
			out[i].AverageLoss = math.Round(out[i].AverageLoss/float64(out[i].Moves)*1000) / 1000
		}
	}
	return out
}

// reviewLines are the info lines of a review: the current move's verdict,
// then each side's summary.
func (a *App) reviewLines() []string {
	var out []string
	if m, ok := a.reviewAt(a.game.Ply()); ok && m.Label != "" {
		out = append(out, a.tr("review.move", m.Move, a.tr(i18n.Key("review."+m.Label)), int(math.Round(100*m.Loss)), m.Better))
	}
	for i, s := range a.summaries() {
		out = append(out, a.tr("review.summary", a.sideName(engine.Color(i)), s.Blunders, s.Mistakes, s.Inaccuracies, int(math.Round(100*s.AverageLoss))))
	}
	return out
}

// chartRect is where the evaluation chart goes: the top of the move list.
func (a *App) chartRect() geom.Rect {
	if !a.reviewValid() {
		return geom.Rect{}
	}
	r := a.layout.MoveList
	h := math.Min(r.H*0.4, 4*a.layout.LineH)
	if h < 2*a.layout.LineH {
		return geom.Rect{}
	}
	return geom.Rect{X: r.X, Y: r.Y, W: r.W, H: h - a.layout.LineH*0.3}
}

// listRect is the move list below the chart.
func (a *App) listRect() geom.Rect {
	r := a.layout.MoveList
	if a.trainUsed > 0 { // below a trainer's texts (traintext.go)
		bottom := r.Y + r.H
		r.Y = a.layout.Info.Y + a.trainUsed
		r.H = max(0, bottom-r.Y)
	}
	if c := a.chartRect(); c.H > 0 {
		cut := c.H + a.layout.LineH*0.3
		r.Y, r.H = r.Y+cut, r.H-cut
	}
	return r
}

// chartPly returns the ply under (x, y) on the chart, or -1.
func (a *App) chartPly(x, y float64) int {
	c := a.chartRect()
	if c.H == 0 || !c.Contains(x, y) {
		return -1
	}
	n := len(a.review.evals) - 1
	if n <= 0 {
		return 0
	}
	return int(math.Round((x - c.X) / c.W * float64(n)))
}

// chartClick goes to the move clicked on the chart (on the main line).
func (a *App) chartClick(x, y float64) bool {
	ply := a.chartPly(x, y)
	if ply < 0 {
		return false
	}
	n := a.game.Root()
	for i := 0; i < ply && len(n.Children()) > 0; i++ {
		n = n.Children()[0]
	}
	a.gotoNode(n)
	return true
}

// drawChart draws White's winning chances over the game, the labelled moves
// as dots and the current move as a line.
func (a *App) drawChart(screen *ebiten.Image, t render.Theme) {
	c := a.chartRect()
	if c.H == 0 {
		return
	}
	a.fillRound(screen, c, float32(c.H*0.06), color.RGBA{0x18, 0x18, 0x18, 0xff})
	evals := a.review.evals
	n := max(1, len(evals)-1)
	px := func(i int) float32 { return float32(c.X + c.W*float64(i)/float64(n)) }
	py := func(i int) float32 { return float32(c.Y + c.H*(1-WinChance(evals[i]))) }
	var p vector.Path
	p.MoveTo(px(0), float32(c.Y+c.H))
	for i := range evals {
		p.LineTo(px(i), py(i))
	}
	p.LineTo(px(len(evals)-1), float32(c.Y+c.H))
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(color.RGBA{0xee, 0xea, 0xe0, 0xff})
	vector.FillPath(screen, &p, nil, op)
	vector.FillRect(screen, float32(c.X), float32(c.Y+c.H/2)-0.5, float32(c.W), 1, color.RGBA{0x90, 0x90, 0x90, 0xff}, false)
	for _, m := range a.review.moves {
		var clr color.RGBA
		switch m.Label {
		case job.LabelBlunder:
			clr = color.RGBA{0xe0, 0x30, 0x20, 0xff}
		case job.LabelMistake:
			clr = color.RGBA{0xf0, 0x90, 0x20, 0xff}
		case job.LabelInaccuracy:
			clr = color.RGBA{0xe8, 0xd0, 0x40, 0xff}
		default:
			continue
		}
		vector.FillCircle(screen, px(m.Ply), py(m.Ply), float32(a.layout.Font*0.28), clr, true)
	}
	if ply := a.game.Ply(); ply < len(evals) && onMainLine(a.game.Current()) {
		vector.FillRect(screen, px(ply)-1, float32(c.Y), 2, float32(c.H), t.Accent, false)
	}
}
