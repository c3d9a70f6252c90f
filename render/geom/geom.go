package geom // geom.go: the one layout object used both to draw and to hit-test the board and the panel.

// Package geom computes where everything sits on the screen: the board, its
// 100 cells, the side panel (beside the board in landscape, below it in
// portrait) and the panel's buttons, status lines and move list. The same
// Layout value serves drawing (SquareRect, Center) and hit-testing (SquareAt,
// ButtonAt), so the two can never disagree. Everything is in device pixels;
// it needs no window and is unit-tested on its own.
//
// It offers Rect, Layout, New, and the Layout methods SquareAt, SquareRect,
// Center, CellAt and ButtonAt.

import (
	"math"

	"github.com/draughts/draughts/engine"
)

// Rect is an axis-aligned rectangle in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point (x, y) lies inside r (right and bottom
// edges excluded, so neighbouring rectangles never both claim a point).
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Center returns the middle of r.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Inset returns r shrunk by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Tuning of the layout, in CSS pixels (multiplied by the device scale).
const (
	minFont        = 11.0 // smallest panel font size
	fitFont        = 7.0  // smallest panel font size when the buttons would not fit otherwise
	cornerReserve  = 30.0 // CSS pixels kept free under the buttons (the page's PDN / FEN button sits in the corner)
	maxFont        = 22.0 // largest panel font size
	frameFraction  = 0.03 // board frame thickness as a fraction of the board side
	landscapeRatio = 1.0  // width/height above which the panel goes beside the board
	panelShare     = 0.30 // minimum share of the long side given to the panel
	buttonEm       = 6.2  // minimum button width in font sizes
	buttonHeightEm = 2.1  // button height in font sizes
	gapEm          = 0.35 // gap between buttons in font sizes
	lineEm         = 1.45 // text line height in font sizes
	minTouch       = 44.0 // smallest button height in CSS pixels while there is room (a finger's target)
	// On a screen at most narrowPanel CSS pixels wide the page's corner
	// button is minTouch high: cornerReserveTouch keeps it clear.
	narrowPanel        = 600.0
	cornerReserveTouch = 50.0
)

// Layout is the screen geometry for one window size, device scale and
// orientation.
type Layout struct {
	W, H      float64 // the whole screen in device pixels
	Scale     float64 // device pixels per CSS pixel
	Flipped   bool    // Black at the bottom
	Landscape bool    // panel beside the board (else below)

	Board Rect    // the board including its frame
	Inner Rect    // the 10x10 cells
	Cell  float64 // side of one cell, a whole number of pixels

	Panel    Rect    // the area for controls and text
	Font     float64 // panel font size in device pixels
	Top      Rect    // the player at the board's top: name, clock, material (Spec.Players)
	Status   Rect    // a text line: side to move, thinking, result
	Message  Rect    // two text lines: messages to the user
	Info     Rect    // engine score and best line (analysis), statistics
	MoveList Rect    // the PDN move list
	Bottom   Rect    // the player at the board's bottom (Spec.Players)
	Buttons  []Rect  // the buttons, in the order the caller asked for, at the panel's foot
	LineH    float64 // height of a text line
	Bar      Rect    // the strip above the board and panel (NewBelow); empty when none
}

// Spec is what a layout is for: the screen in device pixels, its scale,
// the board's orientation, the number of buttons, whether the panel shows
// the two players, and a strip of Top device pixels kept across the top
// (the desktop's notice bar).
type Spec struct {
	W, H    int
	Scale   float64
	Flipped bool
	Buttons int
	Players bool
	Top     float64
	// ButtonEm is the narrowest a button may be, in font sizes (its
	// widest label's width and some air); 0 = the default.
	ButtonEm float64
	// InfoLines is the room for info lines (0: 1 with the players, else 3).
	InfoLines int
}

// New lays out a screen of w x h device pixels at the given device scale
// with room for the given number of buttons.
func New(w, h int, scale float64, flipped bool, buttons int) Layout {
	return Make(Spec{W: w, H: h, Scale: scale, Flipped: flipped, Buttons: buttons})
}

// Make lays out the screen s describes.
func Make(s Spec) Layout {
	if s.Top > 0 {
		top := math.Max(0, math.Min(math.Round(s.Top), float64(s.H-1)))
		inner := s
		inner.Top, inner.H = 0, s.H-int(top)
		l := Make(inner)
		if top == 0 {
			return l
		}
		for _, r := range []*Rect{&l.Board, &l.Inner, &l.Panel, &l.Top, &l.Status, &l.Message, &l.Info, &l.MoveList, &l.Bottom} {
			r.Y += top
		}
		for i := range l.Buttons {
			l.Buttons[i].Y += top
		}
		l.H = float64(max(s.H, 1))
		l.Bar = Rect{0, 0, l.W, top}
		return l
	}
	scale := s.Scale
	if scale <= 0 {
		scale = 1
	}
	l := Layout{W: float64(max(s.W, 1)), H: float64(max(s.H, 1)), Scale: scale, Flipped: s.Flipped}
	l.Landscape = l.W >= l.H*landscapeRatio
	var side float64
	if l.Landscape {
		side = math.Min(l.H, l.W*(1-panelShare))
	} else {
		side = math.Min(l.W, l.H*(1-panelShare))
	}
	frame := math.Max(1, math.Round(side*frameFraction))
	l.Cell = math.Max(1, math.Floor((side-2*frame)/10))
	side = 10*l.Cell + 2*frame
	if l.Landscape {
		l.Board = Rect{0, math.Floor((l.H - side) / 2), side, side}
		l.Panel = Rect{side, 0, l.W - side, l.H}
	} else {
		l.Board = Rect{math.Floor((l.W - side) / 2), 0, side, side}
		l.Panel = Rect{0, side, l.W, l.H - side}
	}
	l.Inner = Rect{l.Board.X + frame, l.Board.Y + frame, 10 * l.Cell, 10 * l.Cell}
	em := s.ButtonEm
	if em <= 0 {
		em = buttonEm
	}
	l.layoutPanel(s.Buttons, s.Players, em, s.InfoLines)
	return l
}

// layoutPanel places the text lines, the players, the move list and the
// buttons. When they would not fit (a short panel: a small portrait screen
// or embed), the font and with it the buttons shrink, down to fitFont, and
// last the buttons go below the touch minimum, so that every button stays
// on the screen and the move list keeps a few lines.
func (l *Layout) layoutPanel(n int, players bool, em float64, info int) {
	p := l.Panel
	f := clamp(math.Min(p.W/18, math.Max(p.H, l.Board.W)/30), minFont*l.Scale, maxFont*l.Scale)
	if !l.Landscape {
		// A short panel below the board: shrink the font to fit the buttons.
		f = clamp(math.Min(f, p.H/16), minFont*l.Scale*0.8, maxFont*l.Scale)
	}
	for _, pass := range [][2]bool{{true, true}, {false, true}, {false, false}} {
		for g := f; ; g = math.Max(fitFont*l.Scale, g*0.92) {
			if l.placePanel(n, players, em, info, g, pass[0], pass[1]) {
				return
			}
			if g <= fitFont*l.Scale {
				break
			}
		}
	}
}

// placePanel lays the panel out at font size f and reports whether the
// buttons end above the panel's bottom, clear of the page's corner button,
// with room for the move list. With touch the buttons are at least
// minTouch CSS pixels high; with corner they keep clear of the page's
// corner button. On a screen too small for any of it the buttons follow the
// message lines and may run off the bottom, never onto the board.
func (l *Layout) placePanel(n int, players bool, em float64, info int, f float64, touch, corner bool) bool {
	p := l.Panel
	l.Font = math.Round(f)
	pad := math.Round(f * 0.6)
	l.LineH = math.Round(f * lineEm)
	x, y, w := p.X+pad, p.Y+pad*0.6, p.W-2*pad
	playerH := 0.0
	if players {
		playerH = math.Round(l.LineH * 1.3)
	}
	l.Top = Rect{x, y, w, playerH}
	if players {
		y += playerH + pad*0.3
	}
	l.Status = Rect{x, y, w, l.LineH}
	y += l.LineH
	l.Message = Rect{x, y, w, 2 * l.LineH * 0.9}
	y += l.Message.H + pad*0.3

	gap := math.Round(f * gapEm)
	cols := max(1, int((w+gap)/(f*em+gap)))
	if n > 0 {
		cols = min(cols, n)
		// Even rows look better than a lone button on the last row.
		rows := (n + cols - 1) / cols
		cols = (n + rows - 1) / rows
	}
	bw := math.Floor((w - gap*float64(cols-1)) / float64(cols))
	bh := math.Round(f * buttonHeightEm)
	if touch {
		bh = math.Max(bh, math.Ceil(minTouch*l.Scale))
	}
	rows := 0
	if n > 0 {
		rows = (n + cols - 1) / cols
	}
	bottom := p.Y + p.H - pad*0.6
	if corner {
		reserve := cornerReserve
		if l.W < narrowPanel*l.Scale {
			reserve = cornerReserveTouch // the page's corner button is a finger's size there (web/index.html)
		}
		bottom = p.Y + p.H - reserve*l.Scale
	}
	by := bottom - float64(rows)*(bh+gap) + gap
	fits := by >= y
	by = math.Max(by, y)
	l.Buttons = make([]Rect, n)
	for i := range n {
		r, c := i/cols, i%cols
		l.Buttons[i] = Rect{x + float64(c)*(bw+gap), by + float64(r)*(bh+gap), bw, bh}
	}
	end := by - pad*0.4
	if n == 0 {
		end = p.Y + p.H - pad*0.6
	}
	l.Bottom = Rect{x, end - playerH, w, playerH}
	if players {
		end -= playerH + pad*0.3
	}
	infoLines := 3.0
	if players {
		infoLines = 1
	}
	if info > 0 {
		infoLines = float64(info)
	}
	infoH := math.Min(infoLines*l.LineH, math.Max(0, end-y))
	l.Info = Rect{x, y, w, infoH}
	y += infoH
	l.MoveList = Rect{x, y, w, math.Max(0, end-y)}
	minList := 0.0
	if players {
		minList = 3 * l.LineH
	}
	return fits && l.MoveList.H >= minList
}

// CellAt returns the board row and column (0..9, as White sees the board)
// under the point, and false when the point is off the cells.
func (l Layout) CellAt(x, y float64) (row, col int, ok bool) {
	if !l.Inner.Contains(x, y) {
		return 0, 0, false
	}
	col = int((x - l.Inner.X) / l.Cell)
	row = int((y - l.Inner.Y) / l.Cell)
	col, row = min(col, 9), min(row, 9)
	if l.Flipped {
		row, col = 9-row, 9-col
	}
	return row, col, true
}

// SquareAt returns the playing square (1..50) under the point, or 0 for a
// light square or a point off the board.
func (l Layout) SquareAt(x, y float64) int {
	row, col, ok := l.CellAt(x, y)
	if !ok {
		return 0
	}
	return engine.SquareAt(row, col)
}

// CellRect returns the screen rectangle of the cell at row, col (as White
// sees the board).
func (l Layout) CellRect(row, col int) Rect {
	if l.Flipped {
		row, col = 9-row, 9-col
	}
	return Rect{l.Inner.X + float64(col)*l.Cell, l.Inner.Y + float64(row)*l.Cell, l.Cell, l.Cell}
}

// SquareRect returns the screen rectangle of playing square s (1..50).
func (l Layout) SquareRect(s int) Rect { return l.CellRect(engine.Row(s), engine.Col(s)) }

// Center returns the screen centre of playing square s.
func (l Layout) Center(s int) (x, y float64) { return l.SquareRect(s).Center() }

// ButtonAt returns the index of the button under the point, or -1.
func (l Layout) ButtonAt(x, y float64) int {
	for i, b := range l.Buttons {
		if b.Contains(x, y) {
			return i
		}
	}
	return -1
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

// NewBelow lays out the board and the panel under a strip top device pixels
// high across the top of the screen (the desktop's notice bar, Bar): they
// share what is left, W and H stay the whole screen.
func NewBelow(w, h int, scale float64, flipped bool, buttons int, top float64) Layout {
	return Make(Spec{W: w, H: h, Scale: scale, Flipped: flipped, Buttons: buttons, Top: top})
}
