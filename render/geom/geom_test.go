package geom // geom_test.go: pixel <-> square round trips for many sizes, both orientations and flips.

import (
	"math"
	"testing"

	"github.com/draughts/draughts/engine"
)

var sizes = []struct {
	w, h  int
	scale float64
}{
	{320, 480, 1}, {320, 240, 1}, {360, 640, 1}, {360, 640, 3}, {800, 600, 1},
	{1024, 768, 2}, {1920, 1080, 1}, {3840, 2160, 2}, {2160, 3840, 1}, {500, 500, 1.5},
}

func TestSquareRoundTrip(t *testing.T) {
	for _, sz := range sizes {
		for _, flipped := range []bool{false, true} {
			l := New(sz.w, sz.h, sz.scale, flipped, 14)
			for s := 1; s <= 50; s++ {
				x, y := l.Center(s)
				if got := l.SquareAt(x, y); got != s {
					t.Fatalf("%dx%d flipped=%v: center of %d maps back to %d", sz.w, sz.h, flipped, s, got)
				}
				r := l.SquareRect(s)
				// Corners just inside still hit the square.
				if got := l.SquareAt(r.X+0.5, r.Y+0.5); got != s {
					t.Fatalf("%dx%d: top-left corner of %d maps to %d", sz.w, sz.h, s, got)
				}
				if got := l.SquareAt(r.X+r.W-0.5, r.Y+r.H-0.5); got != s {
					t.Fatalf("%dx%d: bottom-right corner of %d maps to %d", sz.w, sz.h, s, got)
				}
			}
		}
	}
}

func TestOrientationAndCorners(t *testing.T) {
	l := New(800, 600, 1, false, 0)
	// White at the bottom: square 46 bottom-left, 5 top-right.
	if x, y := l.Center(46); !(x < l.Inner.X+l.Cell && y > l.Inner.Y+9*l.Cell) {
		t.Errorf("46 not bottom-left: %v,%v", x, y)
	}
	if x, y := l.Center(5); !(x > l.Inner.X+9*l.Cell && y < l.Inner.Y+l.Cell) {
		t.Errorf("5 not top-right: %v,%v", x, y)
	}
	f := New(800, 600, 1, true, 0)
	// Flipped: 46 top-right, 5 bottom-left.
	if x, y := f.Center(46); !(x > f.Inner.X+9*f.Cell && y < f.Inner.Y+f.Cell) {
		t.Errorf("flipped 46 not top-right: %v,%v", x, y)
	}
	if x, y := f.Center(5); !(x < f.Inner.X+f.Cell && y > f.Inner.Y+9*f.Cell) {
		t.Errorf("flipped 5 not bottom-left: %v,%v", x, y)
	}
}

func TestLightSquaresAndOutside(t *testing.T) {
	for _, flipped := range []bool{false, true} {
		l := New(1000, 700, 1, flipped, 10)
		light := 0
		for row := range 10 {
			for col := range 10 {
				x, y := l.CellRect(row, col).Center()
				s := l.SquareAt(x, y)
				if (row+col)%2 == 0 {
					light++
					if s != 0 {
						t.Fatalf("light cell %d,%d gave square %d", row, col, s)
					}
				} else if s != engine.SquareAt(row, col) {
					t.Fatalf("cell %d,%d gave %d", row, col, s)
				}
			}
		}
		if light != 50 {
			t.Fatalf("light cells %d", light)
		}
		for _, p := range [][2]float64{{-1, -1}, {l.Inner.X - 1, l.Inner.Y + 5}, {l.Inner.X + l.Inner.W, l.Inner.Y}, {l.W - 1, l.H - 1}} {
			if s := l.SquareAt(p[0], p[1]); s != 0 {
				t.Errorf("point %v off the cells gave square %d", p, s)
			}
		}
	}
}

func TestPanelPlacement(t *testing.T) {
	for _, sz := range sizes {
		l := New(sz.w, sz.h, sz.scale, false, 14)
		if l.Landscape != (sz.w >= sz.h) {
			t.Errorf("%dx%d landscape=%v", sz.w, sz.h, l.Landscape)
		}
		if l.Board.X < 0 || l.Board.Y < 0 || l.Board.X+l.Board.W > l.W+0.01 || l.Board.Y+l.Board.H > l.H+0.01 {
			t.Errorf("%dx%d board %v outside the screen", sz.w, sz.h, l.Board)
		}
		if l.Landscape && l.Panel.X < l.Board.X+l.Board.W-0.01 {
			t.Errorf("%dx%d panel overlaps board", sz.w, sz.h)
		}
		if !l.Landscape && l.Panel.Y < l.Board.Y+l.Board.H-0.01 {
			t.Errorf("%dx%d panel overlaps board", sz.w, sz.h)
		}
		if l.Cell != float64(int(l.Cell)) {
			t.Errorf("%dx%d cell %v not whole pixels", sz.w, sz.h, l.Cell)
		}
		for i, b := range l.Buttons {
			if got := l.ButtonAt(b.Center()); got != i {
				t.Errorf("%dx%d button %d hit-tests as %d", sz.w, sz.h, i, got)
			}
			if l.SquareAt(b.Center()) != 0 {
				t.Errorf("%dx%d button %d lies on the board", sz.w, sz.h, i)
			}
			if b.W <= 0 || b.H <= 0 {
				t.Errorf("%dx%d button %d empty", sz.w, sz.h, i)
			}
		}
	}
	// HiDPI: the same CSS size at scale 2 gives twice the cells.
	a, b := New(800, 600, 1, false, 14), New(1600, 1200, 2, false, 14)
	if d := b.Cell - 2*a.Cell; d < -2 || d > 2 {
		t.Errorf("scale 2 cell %v vs scale 1 cell %v", b.Cell, a.Cell)
	}
}

// Under a notice bar the board and panel keep to the rest of the screen,
// and drawing and hit-testing still agree.
func TestNewBelow(t *testing.T) {
	for _, sz := range sizes {
		top := float64(sz.h) / 5
		l := NewBelow(sz.w, sz.h, sz.scale, false, 18, top)
		if l.W != float64(sz.w) || l.H != float64(sz.h) || l.Bar != (Rect{0, 0, float64(sz.w), math.Round(top)}) {
			t.Fatalf("%dx%d: screen %vx%v bar %+v", sz.w, sz.h, l.W, l.H, l.Bar)
		}
		// The layout of the rest of the screen, moved down under the bar.
		rest := New(sz.w, sz.h-int(l.Bar.H), sz.scale, false, 18)
		down := func(r Rect) Rect { r.Y += l.Bar.H; return r }
		if l.Board != down(rest.Board) || l.Panel != down(rest.Panel) || l.Status != down(rest.Status) || l.MoveList != down(rest.MoveList) || l.Buttons[17] != down(rest.Buttons[17]) {
			t.Fatalf("%dx%d: not the rest's layout moved down: board %+v, rest %+v", sz.w, sz.h, l.Board, rest.Board)
		}
		if l.Board.Y < l.Bar.H || l.Panel.Y < l.Bar.H {
			t.Fatalf("%dx%d: board %+v or panel %+v overlaps the bar (%v)", sz.w, sz.h, l.Board, l.Panel, l.Bar.H)
		}
		for s := 1; s <= 50; s++ {
			if x, y := l.Center(s); l.SquareAt(x, y) != s {
				t.Fatalf("%dx%d: square %d does not map back", sz.w, sz.h, s)
			}
		}
		if b := l.Buttons[3]; l.ButtonAt(b.X+1, b.Y+1) != 3 {
			t.Fatalf("%dx%d: button 3 not found at its place", sz.w, sz.h)
		}
	}
	if l := NewBelow(800, 600, 1, false, 4, 0); l.Board != New(800, 600, 1, false, 4).Board || l.Bar != (Rect{}) {
		t.Fatal("no bar changes the layout")
	}
}

// On small screens and embeds (a short panel below the board, a low landscape
// window) every button stays on the screen, above the page's corner button,
// with the font no smaller than fitFont.
func TestButtonsFitSmallScreens(t *testing.T) {
	for _, sz := range []struct {
		w, h  int
		scale float64
	}{{320, 480, 1}, {640, 960, 2}, {360, 640, 1}, {750, 1334, 2}, {390, 844, 1}, {300, 420, 1}, {480, 320, 1}, {640, 360, 1}, {1136, 640, 2}, {1024, 768, 1}} {
		// The panels have 7 to 11 buttons (the settings and the rest are in menus).
		for _, n := range []int{7, 11, 14} {
			l := New(sz.w, sz.h, sz.scale, false, n)
			last := l.Buttons[n-1]
			reserve := cornerReserve
			if float64(sz.w) < narrowPanel*sz.scale {
				reserve = cornerReserveTouch
			}
			if limit := l.H - reserve*l.Scale; last.Y+last.H > limit+0.01 {
				t.Errorf("%dx%d@%v, %d buttons: the last ends at %v, past %v", sz.w, sz.h, sz.scale, n, last.Y+last.H, limit)
			}
			if l.Font < fitFont*l.Scale-0.5 {
				t.Errorf("%dx%d@%v, %d buttons: font %v below %v", sz.w, sz.h, sz.scale, n, l.Font, fitFont*l.Scale)
			}
			for i := 1; i < n; i++ {
				a, b := l.Buttons[i-1], l.Buttons[i]
				if a.Y == b.Y && a.X+a.W > b.X {
					t.Errorf("%dx%d: buttons %d and %d overlap", sz.w, sz.h, i-1, i)
				}
			}
		}
	}
	// Where they fit anyway nothing changes: a roomy window keeps its font.
	if l := New(1100, 760, 1, false, 18); l.Font < minFont {
		t.Errorf("1100x760: font %v shrank", l.Font)
	}
}

// With the players shown (the game's panel) the move list keeps room for
// several lines from 1024x640 up and on phones, and the buttons stay a
// finger's size (44 CSS px) on phones.
func TestGamePanelKeepsTheMoveList(t *testing.T) {
	for _, sz := range []struct {
		w, h  int
		scale float64
	}{{1024, 640, 1}, {1280, 800, 1}, {1920, 1080, 1}, {390, 844, 1}, {1170, 2532, 3}, {360, 640, 1}, {844, 390, 1}} {
		l := Make(Spec{W: sz.w, H: sz.h, Scale: sz.scale, Buttons: 7, Players: true, ButtonEm: 5})
		if l.MoveList.H < 3*l.LineH {
			t.Errorf("%dx%d@%v: move list %v high, under 3 lines of %v", sz.w, sz.h, sz.scale, l.MoveList.H, l.LineH)
		}
		if l.Top.H <= 0 || l.Bottom.H <= 0 || l.Top.Y >= l.MoveList.Y || l.Bottom.Y < l.MoveList.Y+l.MoveList.H {
			t.Errorf("%dx%d: players %v and %v around the move list %v", sz.w, sz.h, l.Top, l.Bottom, l.MoveList)
		}
		for i, b := range l.Buttons {
			if b.H < 44*sz.scale-0.01 {
				t.Errorf("%dx%d@%v: button %d is %v device px high, under 44 CSS px", sz.w, sz.h, sz.scale, i, b.H)
			}
			if b.Y < l.Bottom.Y+l.Bottom.H {
				t.Errorf("%dx%d: button %d above the bottom player", sz.w, sz.h, i)
			}
		}
	}
}
