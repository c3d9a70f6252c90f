package render // anim.go: a move played hop by hop; captured pieces leave at the end.

import (
	"math"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/render/geom"
	"github.com/hajimehoshi/ebiten/v2"
)

// Animation speed, in ticks of 1/60 s of wall time.
const (
	HopTicks     = 9 // one step or one capture hop
	VanishTicks  = 8 // captured pieces fading out after the last hop
	minMoveTicks = 7 // a quiet move is never quicker than this
)

// Anim plays one move. The engine state has already changed; the view
// shows the position before it with the moving piece travelling along the
// path. Captured pieces stay until the piece has landed (Turkish strike),
// then fade out. It never runs slower than wall time from its creation, so
// a late frame shows the move further on instead of stretching it.
type Anim struct {
	before   [51]engine.Piece
	piece    engine.Piece // the moving piece as it ends (crowned if promoted)
	start    engine.Piece
	path     []int
	captured []int
	tick     int // as of the last Step: its Steps, or the ticks of wall time since it began when more
	steps    int
	hop      int
	began    time.Time
	clock    func() time.Time // time.Now; a test's clock
}

// tickDur is one tick of the animation speeds above.
const tickDur = time.Second / 60

// NewAnim prepares the animation of m from position before.
func NewAnim(before engine.Position, m engine.Move) *Anim {
	after := before.Play(m)
	a := &Anim{
		before: before.Board(), start: before.PieceAt(m.From()), piece: after.PieceAt(m.To()),
		path: before.Path(m), captured: m.Captured(), hop: HopTicks,
		began: time.Now(), clock: time.Now,
	}
	if !m.IsCapture() {
		a.hop = max(minMoveTicks, HopTicks+2)
	}
	return a
}

func (a *Anim) total() int {
	n := (len(a.path) - 1) * a.hop
	if len(a.captured) > 0 {
		n += VanishTicks
	}
	return n
}

// Step advances one game tick, or to the present when frames came late
// (the game's ticks follow wall time only as far as Ebitengine catches up),
// and reports whether the animation is over.
func (a *Anim) Step() bool {
	a.steps++
	a.tick = max(a.tick, a.steps, int(a.clock().Sub(a.began)/tickDur))
	return a.tick >= a.total()
}

// Done reports whether the animation is over.
func (a *Anim) Done() bool { return a.tick >= a.total() }

// Draw draws the pieces as they are at this tick.
func (a *Anim) Draw(dst *ebiten.Image, s *Sprites, l geom.Layout, t Theme) {
	from := a.path[0]
	moving := (len(a.path) - 1) * a.hop
	DrawPieces(dst, s, l, t, a.before, append([]int{from}, a.captured...)...)
	fade := float32(1)
	if a.tick > moving {
		fade = 1 - float32(a.tick-moving)/float32(VanishTicks)
	}
	for _, c := range a.captured {
		x, y := l.Center(c)
		PieceAt(dst, s, l, t, a.before[c], x, y, max(0, fade))
	}
	var x, y float64
	piece := a.start
	if a.tick >= moving {
		x, y = l.Center(a.path[len(a.path)-1])
		piece = a.piece
	} else {
		i := a.tick / a.hop
		f := ease(float64(a.tick%a.hop) / float64(a.hop))
		x0, y0 := l.Center(a.path[i])
		x1, y1 := l.Center(a.path[i+1])
		x, y = x0+(x1-x0)*f, y0+(y1-y0)*f
	}
	PieceAt(dst, s, l, t, piece, x, y, 1)
}

// ease is a smooth start and stop.
func ease(f float64) float64 { return 0.5 - 0.5*math.Cos(math.Pi*f) }
