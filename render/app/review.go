package app // review.go: the post-game review: run in the engine worker, marks on the moves, a per-side summary and an evaluation chart that jumps to a move.

import (
	"image/color"
	"math"
	"slices"
	"strings"

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
		a.cancelJob()
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
		a.cancelJob()
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
		a.say(a.reviewDoneText(), false)
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
	for i := range 2 {
		out = append(out, a.summaryWords(engine.Color(i)))
	}
	return out
}

// accuracy is a side's accuracy in percent: 100 less the winning chances
// it lost per move on average.
func accuracy(s ReviewSummary) int { return int(math.Round(100 * (1 - s.AverageLoss))) }

// countKeys are the words for n labelled moves of a kind: one, and more.
var countKeys = map[string][2]i18n.Key{
	job.LabelBlunder:    {"review.count.blunder.one", "review.count.blunder"},
	job.LabelMistake:    {"review.count.mistake.one", "review.count.mistake"},
	job.LabelInaccuracy: {"review.count.inaccuracy.one", "review.count.inaccuracy"},
}

// countWords words n labelled moves of a kind ("1 mistake", "2 blunders").
func (a *App) countWords(n int, kind string) string {
	if n == 1 {
		return a.tr(countKeys[kind][0], n)
	}
	return a.tr(countKeys[kind][1], n)
}

// maxListed is how many mistakes and blunders a summary names by their move.
const maxListed = 4

// summaryWords is a side's review in plain words: "White: 2 mistakes, 1
// blunder (23. 27-31, 31. 40-35) · accuracy 87%".
func (a *App) summaryWords(side engine.Color) string {
	s := a.summaries()[side]
	var counts []string
	for _, k := range []struct {
		n    int
		kind string
	}{{s.Blunders, job.LabelBlunder}, {s.Mistakes, job.LabelMistake}, {s.Inaccuracies, job.LabelInaccuracy}} {
		if k.n > 0 {
			counts = append(counts, a.countWords(k.n, k.kind))
		}
	}
	text := a.tr("review.clean")
	if len(counts) > 0 {
		text = strings.Join(counts, a.tr("review.and"))
	}
	var moves []string
	first := a.game.Start().Side()
	for _, m := range a.review.moves {
		if (int(first)+m.Ply-1)%2 != int(side) || m.Label != job.LabelBlunder && m.Label != job.LabelMistake {
			continue
		}
		if len(moves) == maxListed {
			moves = append(moves, "…")
			break
		}
		n, dots := moveNo(first, m.Ply-1)
		moves = append(moves, itoa(n)+dots+" "+m.Move)
	}
	if len(moves) > 0 {
		text = a.tr("review.moves", text, strings.Join(moves, a.tr("review.and")))
	}
	return a.tr("review.summary", a.sideName(side), text, accuracy(s))
}

// reviewDoneText is what the player is told when the review is ready: the
// chart is mentioned only where it is drawn.
func (a *App) reviewDoneText() string {
	if a.chartRect().H > 0 {
		return a.tr("review.done")
	}
	return a.tr("review.done.nochart")
}

// chartRect is where the evaluation chart's plot goes: the top of the move
// list, above a row of move numbers; none when there is no room for it
// with its labels.
func (a *App) chartRect() geom.Rect {
	if !a.reviewValid() {
		return geom.Rect{}
	}
	r := a.layout.MoveList
	lh := a.layout.LineH
	h := math.Min(r.H*0.4, 4.5*lh)
	if h < 2.4*lh {
		return geom.Rect{}
	}
	return geom.Rect{X: r.X, Y: r.Y, W: r.W, H: h - chartAxis*lh - lh*0.3}
}

// chartAxis is the height of the move numbers under the chart, in lines.
const chartAxis = 0.8

// listRect is the move list below the chart.
func (a *App) listRect() geom.Rect {
	r := a.layout.MoveList
	if a.trainUsed > 0 { // below a trainer's texts (traintext.go)
		bottom := r.Y + r.H
		r.Y = a.layout.Info.Y + a.trainUsed
		r.H = max(0, bottom-r.Y)
	}
	if c := a.chartRect(); c.H > 0 {
		cut := c.H + (chartAxis+0.3)*a.layout.LineH
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
	a.drawChartLabels(screen, t, c, n)
}

// drawChartLabels names the chart's ends (who is better: White at the
// top, Black at the bottom) and numbers the moves under it.
func (a *App) drawChartLabels(screen *ebiten.Image, t render.Theme, c geom.Rect, plies int) {
	f := a.layout.Font * 0.72
	face := a.fonts.Face(f, false)
	pad := f * 0.3
	for i, key := range []i18n.Key{"review.chart.white", "review.chart.black"} {
		label := a.tr(key)
		w, h := render.Width(label, face)+2*pad, f*1.3
		y := c.Y + pad*0.5
		if i == 1 {
			y = c.Y + c.H - h - pad*0.5
		}
		box := geom.Rect{X: c.X + pad, Y: y, W: w, H: h}
		a.fillRound(screen, box, float32(h/3), color.RGBA{0x18, 0x18, 0x18, 0xc0})
		render.DrawText(screen, label, face, box.X+pad, box.Y, w-2*pad, h, render.AlignStart, render.Scale(color.RGBA{0xee, 0xea, 0xe0, 0xff}))
	}
	// Move numbers: the first, a round number or two between, the last.
	first := a.game.Start().Side()
	last, _ := moveNo(first, max(0, plies-1))
	axis := geom.Rect{X: c.X, Y: c.Y + c.H, W: c.W, H: chartAxis * a.layout.LineH}
	clr := render.Scale(t.PanelText)
	clr.ScaleAlpha(0.8)
	step := 10
	for last/step > 4 {
		step *= 2
	}
	marks := []int{1}
	for n := step; n < last-step/3; n += step {
		marks = append(marks, n)
	}
	if last > 1 {
		marks = append(marks, last)
	}
	for _, n := range marks {
		ply := 2 * (n - 1) // White's move n (the ply before it when Black began)
		if first == engine.Black && n > 1 {
			ply--
		}
		x := c.X + c.W*float64(min(ply, plies))/float64(max(plies, 1))
		label := a.tr("review.chart.move", n)
		w := render.Width(label, face) + pad
		align, bx := render.AlignCenter, x-w/2
		switch {
		case bx < axis.X:
			align, bx = render.AlignStart, axis.X
		case bx+w > axis.X+axis.W:
			align, bx = render.AlignEnd, axis.X+axis.W-w
		}
		render.DrawText(screen, label, face, bx, axis.Y, w, axis.H, align, clr)
	}
}
