package input // queue_test.go: queued events become pointer events and intents in order, none lost.

import (
	"slices"
	"testing"
)

func TestPointerFeedKeepsAQuickClick(t *testing.T) {
	var p Pointer
	var got []PointerEvent
	// Press and release inside one tick, a second finger ignored, then a drag.
	for _, e := range []Event{
		{Kind: EventPointerDown, X: 10, Y: 20, Pointer: 1},
		{Kind: EventPointerDown, X: 99, Y: 99, Pointer: 2},
		{Kind: EventPointerUp, X: 99, Y: 99, Pointer: 2},
		{Kind: EventPointerUp, X: 10, Y: 20, Pointer: 1},
		{Kind: EventPointerDown, X: 5, Y: 5, Pointer: 3},
		{Kind: EventPointerMove, X: 6, Y: 7, Pointer: 3},
		{Kind: EventPointerCancel, X: 0, Y: 0, Pointer: 3},
	} {
		got = p.Feed(e, got)
	}
	want := []PointerEvent{
		{PointerDown, 10, 20}, {PointerUp, 10, 20},
		{PointerDown, 5, 5}, {PointerMove, 6, 7}, {PointerUp, 6, 7},
	}
	if !slices.Equal(got, want) {
		t.Fatalf("got %v\nwant %v", got, want)
	}
	if p.Down() {
		t.Fatal("still down")
	}
}

func TestKeysFeed(t *testing.T) {
	var k Keys
	var in []Intent
	for _, e := range []Event{
		{Kind: EventKey, Key: "3"}, {Kind: EventKey, Key: "2"}, {Kind: EventKey, Key: "-"},
		{Kind: EventKey, Key: "2"}, {Kind: EventKey, Key: "9"}, {Kind: EventKey, Key: "Backspace"},
		{Kind: EventKey, Key: "8"}, {Kind: EventKey, Key: "Enter"},
		{Kind: EventKey, Key: "z", Ctrl: true}, {Kind: EventKey, Key: "F"}, {Kind: EventKey, Key: "ArrowLeft"},
		{Kind: EventKey, Key: "Shift"}, {Kind: EventKey, Key: "ArrowUp"}, {Kind: EventKey, Key: " "}, {Kind: EventKey, Key: "?"},
	} {
		in = k.Feed(e, in)
	}
	if got := k.Text.String(); got != "32-28" {
		t.Fatalf("text %q", got)
	}
	if want := []Intent{IntentEnter, IntentUndo, IntentFlip, IntentLeft, IntentUp, IntentPress, IntentHelp}; !slices.Equal(in, want) {
		t.Fatalf("intents %v, want %v", in, want)
	}
}
