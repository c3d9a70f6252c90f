package input // pointer.go: mouse and touch behind one pointer abstraction.

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// PointerKind says what a pointer did.
type PointerKind int

const (
	PointerDown PointerKind = iota + 1
	PointerMove
	PointerUp
)

// PointerEvent is one press, move or release at screen position X, Y
// (the game's layout pixels).
type PointerEvent struct {
	Kind PointerKind
	X, Y float64
}

// Pointer follows one pointer at a time: the left mouse button or the
// first finger down. Poll it once per Update.
type Pointer struct {
	down    bool
	touch   bool
	id      ebiten.TouchID
	x, y    float64
	hoverX  int
	hoverY  int
	touches []ebiten.TouchID
	qid     int // the queued pointer followed by Feed (queue.go)
}

// Pos returns the last known pointer position.
func (p *Pointer) Pos() (x, y float64) { return p.x, p.y }

// Down reports whether the pointer is pressed.
func (p *Pointer) Down() bool { return p.down }

// Poll appends this tick's pointer events to dst.
func (p *Pointer) Poll(dst []PointerEvent) []PointerEvent {
	if p.down {
		var x, y float64
		released := false
		if p.touch {
			if inpututil.IsTouchJustReleased(p.id) {
				xi, yi := inpututil.TouchPositionInPreviousTick(p.id)
				x, y, released = float64(xi), float64(yi), true
			} else {
				xi, yi := ebiten.TouchPosition(p.id)
				x, y = float64(xi), float64(yi)
			}
		} else {
			xi, yi := ebiten.CursorPosition()
			x, y = float64(xi), float64(yi)
			released = !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
		}
		if x != p.x || y != p.y {
			p.x, p.y = x, y
			dst = append(dst, PointerEvent{PointerMove, x, y})
		}
		if released {
			p.down = false
			dst = append(dst, PointerEvent{PointerUp, x, y})
		}
		return dst
	}
	p.touches = inpututil.AppendJustPressedTouchIDs(p.touches[:0])
	if len(p.touches) > 0 {
		p.down, p.touch, p.id = true, true, p.touches[0]
		xi, yi := ebiten.TouchPosition(p.id)
		p.x, p.y = float64(xi), float64(yi)
		return append(dst, PointerEvent{PointerDown, p.x, p.y})
	}
	xi, yi := ebiten.CursorPosition()
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		p.down, p.touch = true, false
		p.x, p.y = float64(xi), float64(yi)
		return append(dst, PointerEvent{PointerDown, p.x, p.y})
	}
	if xi != p.hoverX || yi != p.hoverY {
		p.hoverX, p.hoverY = xi, yi
		p.x, p.y = float64(xi), float64(yi)
		dst = append(dst, PointerEvent{PointerMove, p.x, p.y})
	}
	return dst
}
