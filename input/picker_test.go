package input // picker_test.go: the move-entry state machine without a window.

import (
	"slices"
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
)

func picker(t *testing.T, fen string) *Picker {
	t.Helper()
	p, err := engine.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return NewPicker(p)
}

func played(t *testing.T, k *Picker, o Outcome, want string) {
	t.Helper()
	if o.Kind != Played {
		t.Fatalf("want %s played, got kind %d (%q)", want, o.Kind, o.Message)
	}
	if got := k.Position().MoveString(o.Move); got != want {
		t.Fatalf("played %s, want %s", got, want)
	}
}

func TestSelectAndDestinations(t *testing.T) {
	k := NewPicker(engine.Initial())
	if o := k.Click(32); o.Kind != Selected || k.Selected() != 32 {
		t.Fatalf("click 32: %+v sel %d", o, k.Selected())
	}
	d := k.Destinations()
	slices.Sort(d)
	if !slices.Equal(d, []int{27, 28}) {
		t.Fatalf("destinations of 32: %v", d)
	}
	// Clicking the selected piece again drops it.
	if o := k.Click(32); o.Kind != Deselected || k.Selected() != 0 {
		t.Fatalf("second click: %+v", o)
	}
	// Another piece switches the selection.
	k.Click(32)
	if o := k.Click(33); o.Kind != Selected || k.Selected() != 33 {
		t.Fatalf("switch: %+v sel %d", o, k.Selected())
	}
	if got := len(k.Movable()); got != 5 {
		t.Fatalf("movable pieces at the start: %d", got)
	}
	if k.MustCapture() != nil {
		t.Fatal("no capture at the start")
	}
}

func TestClickClick(t *testing.T) {
	k := NewPicker(engine.Initial())
	k.Click(32)
	played(t, k, k.Click(28), "32-28")
	if k.Selected() != 0 {
		t.Fatal("selection kept after the move")
	}
}

func TestDragAndDrop(t *testing.T) {
	k := NewPicker(engine.Initial())
	if o := k.Down(34); o.Kind != Selected || k.Dragging() != 34 {
		t.Fatalf("down: %+v dragging %d", o, k.Dragging())
	}
	played(t, k, k.Up(29), "34-29")
	// Dropped off the board: the selection stays, nothing is played.
	k = NewPicker(engine.Initial())
	k.Down(34)
	if o := k.Up(0); o.Kind != None || k.Selected() != 34 || k.Dragging() != 0 {
		t.Fatalf("drop off board: %+v sel %d", o, k.Selected())
	}
	// Drag onto an illegal square: message, no move.
	k = NewPicker(engine.Initial())
	k.Down(34)
	if o := k.Up(25); o.Kind != Illegal || !strings.Contains(o.Message, "34-25") {
		t.Fatalf("illegal drop: %+v", o)
	}
}

func TestIllegalClicks(t *testing.T) {
	k := NewPicker(engine.Initial())
	if o := k.Click(19); o.Kind != Illegal || !strings.Contains(o.Message, "white's turn") {
		t.Fatalf("enemy piece: %+v", o)
	}
	if o := k.Click(27); o.Kind != Illegal || !strings.Contains(o.Message, "empty") {
		t.Fatalf("empty square: %+v", o)
	}
	if o := k.Click(42); o.Kind != Illegal || !strings.Contains(o.Message, "cannot move") {
		t.Fatalf("blocked piece: %+v", o)
	}
	k.SetEnabled(false)
	if o := k.Click(32); o.Kind != None || k.Selected() != 0 {
		t.Fatalf("disabled picker reacted: %+v", o)
	}
}

func TestCompulsoryCapture(t *testing.T) {
	k := picker(t, "W:W32,38:B27,17")
	must := k.MustCapture()
	if !slices.Equal(must, []int{32}) {
		t.Fatalf("must capture: %v", must)
	}
	o := k.Click(38)
	if o.Kind != Illegal || o.Message != "Capture is compulsory: 32x12" {
		t.Fatalf("click on a piece that must not move: %+v", o)
	}
	// Selected capturer, click on a quiet destination: still the rule.
	k.Click(32)
	if o := k.Click(28); o.Kind != Illegal || !strings.HasPrefix(o.Message, "Capture is compulsory: 32x12") {
		t.Fatalf("quiet move while a capture exists: %+v", o)
	}
	if k.Selected() != 32 {
		t.Fatal("selection lost after an illegal pick")
	}
}

func TestMultiCaptureFinalSquare(t *testing.T) {
	k := picker(t, "W:W32:B27,17")
	k.Click(32)
	if d := k.Destinations(); !slices.Equal(d, []int{12}) {
		t.Fatalf("destinations %v", d)
	}
	o := k.Click(12)
	played(t, k, o, "32x12")
	if c := o.Move.Captured(); !slices.Equal(c, []int{17, 27}) {
		t.Fatalf("captured %v", c)
	}
}

func TestMultiCaptureHopByHop(t *testing.T) {
	k := picker(t, "W:W32:B27,17")
	k.Click(32)
	// The first landing square fits exactly one capture: it is played.
	played(t, k, k.Click(21), "32x12")
}

func TestAmbiguousCapture(t *testing.T) {
	const fen = "W:WK47:B14,19,29,31,42"
	for _, tc := range []struct {
		pick     int
		wantPath string
	}{
		{13, "47x38x24x13x36"}, {24, "47x38x24x13x36"}, {9, "47x38x20x9x36"}, {20, "47x38x20x9x36"},
		{19, ""}, {14, ""}, // captured pieces: check below that they choose
	} {
		k := picker(t, fen)
		k.Click(47)
		o := k.Click(36)
		if o.Kind != Ambiguous || !strings.Contains(o.Message, "47x38x24x13x36") || !strings.Contains(o.Message, "47x38x20x9x36") {
			t.Fatalf("final square of two captures: %+v", o)
		}
		if len(k.Candidates()) != 2 {
			t.Fatalf("candidates %d", len(k.Candidates()))
		}
		o = k.Click(tc.pick)
		if o.Kind != Played {
			t.Fatalf("pick %d: %+v", tc.pick, o)
		}
		if tc.wantPath != "" {
			played(t, k, o, tc.wantPath)
		} else if !o.Move.Takes(tc.pick) {
			t.Fatalf("pick of captured piece %d chose a move not taking it: %v", tc.pick, o.Move.Captured())
		}
	}
	// A square on neither path: told so, still waiting.
	k := picker(t, fen)
	k.Click(47)
	k.Click(36)
	if o := k.Click(50); o.Kind != Illegal || len(k.Candidates()) != 2 {
		t.Fatalf("pick off both paths: %+v", o)
	}
}

func TestTyped(t *testing.T) {
	k := NewPicker(engine.Initial())
	played(t, k, k.Typed(" 32-28 "), "32-28")
	k = picker(t, "W:W32:B27,17")
	played(t, k, k.Typed("32x12"), "32x12")
	if o := k.Typed("32-28"); o.Kind != Illegal || o.Message == "" {
		t.Fatalf("typed illegal: %+v", o)
	}
	if o := k.Typed("hello"); o.Kind != Illegal {
		t.Fatalf("typed garbage: %+v", o)
	}
	k = picker(t, "W:WK47:B14,19,29,31,42")
	if o := k.Typed("47x36"); o.Kind != Illegal || !strings.Contains(o.Message, "mbiguous") {
		t.Fatalf("typed ambiguous: %+v", o)
	}
	played(t, k, k.Typed("47x38x20x9x36"), "47x38x20x9x36")
}

func TestTextBuffer(t *testing.T) {
	var b TextBuffer
	for _, r := range "32-2a8" {
		b.Add(r)
	}
	if b.String() != "32-28" {
		t.Fatalf("buffer %q: only digits and separators are kept", b.String())
	}
	b.Backspace()
	if b.String() != "32-2" {
		t.Fatalf("backspace: %q", b.String())
	}
	if s := b.Take(); s != "32-2" || b.String() != "" {
		t.Fatalf("take %q left %q", s, b.String())
	}
}
