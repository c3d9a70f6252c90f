package input // queue.go: pointer and key events taken from a platform queue (the browser's DOM events), in order.

import (
	"strings"
	"unicode/utf8"
)

// EventKind says what a queued event is.
type EventKind int

const (
	EventPointerDown EventKind = iota + 1
	EventPointerMove
	EventPointerUp
	EventPointerCancel
	EventKey // a key press: Key holds the DOM key name ("a", "Enter", "ArrowLeft")
)

// Event is one input event as the platform saw it. Polling Ebitengine once
// per tick keeps only the last state of a button, so two presses inside
// one tick, or events during a slow frame, are merged; a queue of events
// handed over in order at the next tick loses none.
type Event struct {
	Kind    EventKind
	X, Y    float64 // pointer position in layout (device) pixels
	Pointer int     // the pointer's id (mouse, each finger, pen)
	Key     string  // EventKey: the DOM key name
	Ctrl    bool    // EventKey: Control or Meta held
}

// Feed turns one queued pointer event into pointer events appended to dst,
// following one pointer at a time as Poll does: the first pointer down, its
// moves and its release (a cancelled pointer is released where it was).
func (p *Pointer) Feed(e Event, dst []PointerEvent) []PointerEvent {
	switch e.Kind {
	case EventPointerDown:
		if p.down {
			return dst // a second finger while one is down
		}
		p.down, p.qid, p.x, p.y = true, e.Pointer, e.X, e.Y
		return append(dst, PointerEvent{PointerDown, e.X, e.Y})
	case EventPointerMove:
		if p.down && e.Pointer != p.qid {
			return dst
		}
		if e.X == p.x && e.Y == p.y {
			return dst
		}
		p.x, p.y = e.X, e.Y
		return append(dst, PointerEvent{PointerMove, e.X, e.Y})
	case EventPointerUp, EventPointerCancel:
		if !p.down || e.Pointer != p.qid {
			return dst
		}
		p.down = false
		x, y := e.X, e.Y
		if e.Kind == EventPointerCancel {
			x, y = p.x, p.y
		} else if x != p.x || y != p.y {
			dst = append(dst, PointerEvent{PointerMove, x, y})
		}
		p.x, p.y = x, y
		return append(dst, PointerEvent{PointerUp, x, y})
	}
	return dst
}

// domKeyIntents maps DOM key names to intents (letters in lower case).
var domKeyIntents = map[string]Intent{
	"u": IntentUndo, "r": IntentRedo, "ArrowUp": IntentUp, "ArrowDown": IntentDown, "ArrowLeft": IntentLeft, "ArrowRight": IntentRight,
	" ": IntentPress, "?": IntentHelp, "F1": IntentHelp,
	"f": IntentFlip, "h": IntentHint, "n": IntentNewGame, "Escape": IntentCancel, "Enter": IntentEnter,
	"m": IntentMute, "c": IntentNumbers, "t": IntentTheme, "Home": IntentStart, "End": IntentEnd,
}

// Feed turns one queued key press into intents appended to dst and typed
// move characters, as Poll does: Ctrl+Z and Ctrl+Y are undo and redo.
func (k *Keys) Feed(e Event, dst []Intent) []Intent {
	if e.Kind != EventKey {
		return dst
	}
	name := e.Key
	if utf8.RuneCountInString(name) == 1 {
		name = strings.ToLower(name)
	}
	if e.Ctrl {
		switch name {
		case "z":
			dst = append(dst, IntentUndo)
		case "y":
			dst = append(dst, IntentRedo)
		}
		return dst
	}
	if in, ok := domKeyIntents[name]; ok {
		dst = append(dst, in)
	}
	if name == "Backspace" {
		k.Text.Backspace()
	} else if r, n := utf8.DecodeRuneInString(e.Key); n == len(e.Key) && n > 0 {
		k.Text.Add(r)
	}
	return dst
}
