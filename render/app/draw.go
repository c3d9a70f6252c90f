package app // draw.go: presenting the board, the pieces, the panel and the game-over card.

import (
	"image/color"
	"math"
	"strings"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/job"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/geom"
	"github.com/draughts/draughts/render/i18n"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

func (a *App) draw(screen *ebiten.Image) {
	t := render.ThemeAt(a.theme)
	l := a.layout
	screen.Fill(t.Background)
	a.board.Numbers = a.numbers
	a.board.Draw(screen, l, t)

	h := render.Highlights{LastPath: a.lastPath, Invalid: a.invalid}
	if a.invalid != 0 {
		h.InvalidAlpha = 1 - float64(a.ticks-a.invalidAt)/invalidFlashTick
		if a.reduced {
			h.InvalidAlpha = 1 // shown, then gone, without fading
		}
	}
	if a.anim == nil {
		h.Selected = a.picker.Selected()
		if a.picker.Enabled() {
			h.Destinations = a.picker.Destinations()
			h.Waypoints = a.picker.Waypoints()
			h.Must = a.picker.MustCapture()
			if cs := a.picker.Candidates(); len(a.picker.Waypoints()) > 0 || (len(cs) > 1 && sameEnd(cs)) {
				for _, m := range cs {
					if m.IsCapture() && len(cs) <= 4 {
						h.Candidates = append(h.Candidates, a.game.Position().Path(m))
					}
				}
			}
		}
		h.Hint = a.hint
	}
	render.DrawHighlights(screen, l, t, h)
	dragging := 0
	if a.anim != nil {
		a.anim.Draw(screen, &a.sprites, l, t)
	} else {
		if a.dragMoved {
			dragging = a.picker.Dragging()
		}
		board := a.game.Position().Board()
		if a.mode == ModeEdit {
			board = a.edit.board
		}
		render.DrawPieces(screen, &a.sprites, l, t, board, dragging)
	}
	render.DrawMarks(screen, &a.sprites, l, t, h)
	a.drawFocus(screen)
	a.drawBestArrow(screen, t)
	a.drawEvalBar(screen)
	if dragging != 0 {
		p := a.game.Position().PieceAt(dragging)
		render.PieceAt(screen, &a.sprites, l, t, p, a.dragX, a.dragY-l.Cell*0.1, 0.95)
	}
	a.drawPanel(screen, t)
	a.drawPlayers(screen, t)
	a.drawNotice(screen, t)
	if a.games.open {
		a.drawGames(screen, t)
	}
	if a.lessonsOpen() {
		a.drawLessons(screen, t)
	}
	if a.help.open {
		a.drawHelp(screen, t)
	}
	if a.sheetOpen() {
		a.drawSheet(screen, t)
	}
}

func sameEnd(ms []engine.Move) bool {
	for _, m := range ms {
		if m.To() != ms[0].To() || m.From() != ms[0].From() {
			return false
		}
	}
	return true
}

func (a *App) drawPanel(screen *ebiten.Image, t render.Theme) {
	l := a.layout
	text := render.Scale(t.PanelText)
	bold := a.fonts.Face(l.Font*1.05, true)
	regular := a.fonts.Face(l.Font, false)
	small := a.fonts.Face(l.Font*0.9, false)

	// Status line, with a spinner while the engine works.
	status := a.statusText()
	x := l.Status.X
	if a.jobKind != "" {
		r := float32(l.LineH * 0.3)
		cx, cy := float32(x)+r, float32(l.Status.Y+l.Status.H/2)
		dots := 8
		if a.hostSpins() { // the host turns it (redraw.go)
			dots = 0
			a.spinAt(float64(cx), float64(cy), float64(r), t.Accent)
		}
		for i := range dots {
			ang := float64(i) * math.Pi / 4
			if !a.reduced { // reduced motion: the same dots, standing still
				ang += float64(a.ticks/spinnerEvery) * math.Pi / 4
			}
			fade := uint8(40 + 215*i/7)
			c := color.RGBA{t.Accent.R, t.Accent.G, t.Accent.B, 255}
			c = color.RGBA{uint8(int(c.R) * int(fade) / 255), uint8(int(c.G) * int(fade) / 255), uint8(int(c.B) * int(fade) / 255), fade}
			vector.FillCircle(screen, cx+r*float32(math.Cos(ang)), cy+r*float32(math.Sin(ang)), r*0.28, c, true)
		}
		x += float64(r)*2 + l.Font*0.5
	}
	message := a.message
	if a.noticeShown() && strings.Contains(a.bar.text, message) {
		message = "" // the notice bar says it in full
	}
	if a.over() && render.Width(status, bold) > l.Status.X+l.Status.W-x {
		// A long result: a short status, the words in the message lines.
		r, _ := a.game.Result()
		status = a.tr("status.gameover", r.String())
		if message == "" {
			message = a.gameResultText()
		}
	}
	_, trainer := a.trainInfoLines()
	a.trainUsed = 0
	if trainer {
		// The lessons' and puzzles' texts must be read whole: wrapped, never cut.
		clr := text
		if a.msgErr {
			clr = render.Scale(t.Error)
		}
		a.drawTrainText(screen, status, message, text, clr)
	} else {
		render.DrawText(screen, status, bold, x, l.Status.Y, l.Status.X+l.Status.W-x, l.Status.H, render.AlignStart, text)
	}

	// Message: one or two lines.
	if message != "" && !trainer {
		clr := text
		if a.msgErr {
			clr = render.Scale(t.Error)
		}
		lines := render.Wrap(message, small, l.Message.W)
		lh := l.Message.H / 2
		if len(lines) == 1 {
			lh = l.Message.H / 1.8
		}
		for i, line := range lines {
			if i == 2 {
				break
			}
			if i == 1 && len(lines) > 2 {
				line = render.Fit(line+" "+strings.Join(lines[2:], " "), small, l.Message.W)
			}
			render.DrawText(screen, line, small, l.Message.X, l.Message.Y+float64(i)*lh, l.Message.W, lh, render.AlignStart, clr)
		}
	}

	// Buttons.
	for i, r := range l.Buttons {
		a.drawButton(screen, t, r, a.buttonLabel(a.buttonID(i)), a.buttonEnabled(a.buttonID(i)), a.pressButton == i || a.toolSelected(a.buttonID(i)), regular)
	}

	// Info: typed move, engine line, level.
	var info []string
	for _, line := range a.infoLines() {
		if trainer {
			break // drawn with the trainer's texts
		}
		info = append(info, render.Wrap(line, small, l.Info.W)...)
	}
	for i, line := range info {
		y := l.Info.Y + float64(i)*l.LineH
		if y+l.LineH > l.Info.Y+l.Info.H+0.5 {
			break
		}
		render.DrawText(screen, line, small, l.Info.X, y, l.Info.W, l.LineH, render.AlignStart, text)
	}

	a.drawMoveList(screen, t, small)
}

func (a *App) statusText() string {
	if a.mode == ModeEdit {
		return a.tr("edit.status", a.sideName(a.edit.side))
	}
	if a.over() && playMode(a.mode) {
		return a.gameResultText() // the end of a game is said first; the review's progress is on its button
	}
	if a.jobKind == job.KindReview {
		return a.tr("review.running", a.reviewDone, a.reviewTotal)
	}
	if a.over() {
		return a.gameResultText()
	}
	if a.mode == ModeView {
		return a.viewStatus()
	}
	if s, ok := a.trainStatus(); ok {
		return s
	}
	side := a.sideName(a.game.Position().Side())
	switch {
	case a.jobKind == "move":
		return a.tr("status.thinking", side)
	case a.mode == ModePlay && a.game.Position().Side() == a.human:
		return a.tr("status.yours", side)
	case a.mode == ModeAnalysis && a.analysis.Depth > 0:
		return a.tr("status.analysis", side, a.analysis.Depth)
	}
	return a.tr("status.tomove", side)
}

func (a *App) infoLines() []string {
	if a.over() && playMode(a.mode) {
		return a.endLines() // the end of a game is said in the panel, never over the board
	}
	if a.reviewValid() && a.mode != ModeAnalysis {
		return a.reviewLines()
	}
	if a.mode == ModeView {
		return []string{a.tr("info.viewhelp")}
	}
	if a.mode == ModeEdit {
		return a.editInfo()
	}
	if lines, ok := a.trainInfoLines(); ok {
		return lines
	}
	var out []string
	if s := a.keys.Text.String(); s != "" {
		out = append(out, a.tr("info.typed", s))
	}
	if a.analysis.Depth > 0 && a.mode == ModeAnalysis {
		if m, ok := a.reviewAt(a.game.Ply()); ok && m.Label != "" {
			out = append(out, a.reviewLines()[0])
		}
		return append(out, a.analysisLines()...)
	}
	if a.analysis.Depth > 0 && a.mode == ModeWatch {
		out = append(out, a.tr("info.engine", a.scoreText(a.analysis.Score), a.sideName(a.jobSide), a.analysis.Depth))
		if len(a.analysis.PV) > 0 {
			key := i18n.Key("info.best")
			if a.jobKind == "" && a.mode == ModeWatch {
				key = "info.expecting"
			}
			out = append(out, a.tr(key, strings.Join(a.analysis.PV, " ")))
		}
	}
	return out
}

func (a *App) drawButton(screen *ebiten.Image, t render.Theme, r geom.Rect, label string, enabled, pressed bool, f render.Face) {
	bg := t.Button
	if pressed {
		bg = t.Accent
	}
	radius := float32(math.Min(r.H*0.25, 8*a.scale))
	a.fillRound(screen, r, radius, bg)
	alpha := float32(1)
	if !enabled {
		alpha = 0.4
	}
	cs := render.Scale(t.ButtonText)
	cs.ScaleAlpha(alpha)
	render.DrawText(screen, label, f, r.X+4, r.Y, r.W-8, r.H, render.AlignCenter, cs)
}

// fillRound fills a rounded rectangle (render.Rounds: a mask drawn on the
// CPU, no vector-path shaders in the first frame).
func (a *App) fillRound(dst *ebiten.Image, r geom.Rect, rad float32, c color.RGBA) {
	a.rounds.Fill(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), rad, c)
}

// drawMoveList writes the moves in PDN, one move number per line, in as
// many columns as fit, showing the end of the game when it is long (the
// view mode marks the current move and dims the moves still to come).
func (a *App) drawMoveList(screen *ebiten.Image, t render.Theme, face render.Face) {
	l := a.layout
	r := l.MoveList
	if r.H < l.LineH {
		return
	}
	if a.mode == ModeEdit {
		return
	}
	a.drawChart(screen, t)
	if hasSideLines(a.game.Root()) {
		a.drawTreeList(screen, t, face)
		return
	}
	if a.browsing() {
		a.drawViewMoveList(screen, t, face)
		return
	}
	cs := render.Scale(t.PanelText)
	cs.ScaleAlpha(0.9)
	inset := l.Font * 0.25
	for _, c := range a.moveListCells(a.game.Notation()) {
		render.DrawText(screen, c.text, face, c.r.X, c.r.Y, c.r.W-inset, c.r.H, render.AlignStart, cs)
	}
}

// moveListShown lists the texts the move list draws (the plain list of
// the moves played or of the record; the tree list draws its own).
func (a *App) moveListShown() []ListItem {
	out := []ListItem{}
	if a.mode == ModeEdit || a.layout.MoveList.H < a.layout.LineH || hasSideLines(a.game.Root()) {
		return out
	}
	notes := a.game.Notation()
	if a.browsing() {
		notes = record(a.game)
	}
	k := a.layout.Scale
	for _, c := range a.moveListCells(notes) {
		x, y := c.r.Center()
		out = append(out, ListItem{Text: c.text, X: x / k, Y: y / k})
	}
	return out
}

// fitFace returns the largest face from size down to min in which s fits width w.
func (a *App) fitFace(s string, size, min, w float64, bold bool) render.Face {
	f := a.fonts.Face(size, bold)
	for size > min && render.Width(s, f) > w {
		size *= 0.92
		f = a.fonts.Face(size, bold)
	}
	return f
}
