package app // input_test.go: a queue of input events handed over at one tick plays a quick click-click move.

import (
	"testing"

	"github.com/draughts/draughts/input"
)

// fifo is an input queue filled by the test.
type fifo struct{ events []input.Event }

func (q *fifo) Drain(dst []input.Event) []input.Event {
	dst = append(dst, q.events...)
	q.events = q.events[:0]
	return dst
}

func TestQueuedQuickClicksPlayTheMove(t *testing.T) {
	q := &fifo{}
	a := newApp(t, Config{Mode: ModeTwoPlayers, Input: q})
	click := func(sq, id int) {
		x, y := a.layout.Center(sq)
		q.events = append(q.events,
			input.Event{Kind: input.EventPointerDown, X: x, Y: y, Pointer: id},
			input.Event{Kind: input.EventPointerUp, X: x, Y: y, Pointer: id})
	}
	// Two press-release pairs and a typed move, all inside one tick.
	click(32, 1)
	click(28, 1)
	if err := a.Update(); err != nil {
		t.Fatal(err)
	}
	if s := a.State(); len(s.Moves) != 1 || s.Moves[0] != "32-28" {
		t.Fatalf("after the clicks: moves %v, message %q", s.Moves, s.Message)
	}
	tick(t, a, "the animation", func(s State) bool { return !s.Animating })
	for _, k := range []string{"1", "9", "-", "2", "3", "Enter"} {
		q.events = append(q.events, input.Event{Kind: input.EventKey, Key: k})
	}
	if err := a.Update(); err != nil {
		t.Fatal(err)
	}
	if s := a.State(); len(s.Moves) != 2 || s.Moves[1] != "19-23" {
		t.Fatalf("after typing: moves %v, message %q", s.Moves, s.Message)
	}
}
