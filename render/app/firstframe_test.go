package app // firstframe_test.go: the state is published after the first frame, not before it.

import (
	"fmt"
	"testing"
)

// callHost records the calls the game makes to its host, in order.
type callHost struct{ calls []string }

func (h *callHost) Publish(s State) { h.calls = append(h.calls, "publish "+s.FEN) }
func (h *callHost) Frame(ticks, draws int64) {
	h.calls = append(h.calls, fmt.Sprintf("frame %d %d", ticks, draws))
}
func (h *callHost) Command() (Command, bool) { return Command{}, false }

func TestStatePublishedAfterFirstFrame(t *testing.T) {
	h := &callHost{}
	a := newApp(t, Config{Mode: ModeTwoPlayers, Host: h})
	start := "publish W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20"
	want := func(step string, calls ...string) {
		t.Helper()
		if fmt.Sprint(h.calls) != fmt.Sprint(calls) {
			t.Fatalf("%s: calls %q, want %q", step, h.calls, calls)
		}
		h.calls = nil
	}
	// Before the first Draw: counted, not published, and the frame still to draw.
	a.Update()
	want("first Update", "frame 1 0")
	if !a.dirty {
		t.Fatal("nothing to draw after the first Update")
	}
	a.Update()
	want("second Update before a Draw", "frame 2 0")
	// Draw needs a running Ebitengine: its counting stands in for it here.
	a.dirty = false
	a.draws++
	// The Update after the first Draw tells the host of that frame, then publishes.
	a.Update()
	want("the Update after the first Draw", "frame 3 1", start)
	a.Update()
	want("nothing changed", "frame 4 1")
	// From then on a change is published before the frame is counted, as always.
	a.command(Command{Name: "move", Arg: "32-28"})
	for i := 0; i < 200 && a.anim != nil; i++ {
		a.Update()
	}
	if len(h.calls) < 2 || h.calls[len(h.calls)-2][:7] != "publish" {
		t.Fatalf("after a move: calls %q", h.calls)
	}
}
