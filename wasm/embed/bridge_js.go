//go:build js && wasm

package embed // bridge_js.go: posting events to window.parent and receiving its commands (syscall/js).

import (
	"fmt"
	"syscall/js"
)

// Bridge connects the game to the page that embeds it. All methods are safe
// when the page is not in a frame (they do nothing).
type Bridge struct {
	framed   bool
	parent   js.Value
	policy   OriginPolicy
	commands chan Command
	handler  js.Func
}

// NewBridge starts listening for commands. originParam is the origin= URL
// parameter ("" when absent).
func NewBridge(originParam string) *Bridge {
	b := &Bridge{commands: make(chan Command, 16)}
	func() {
		defer func() { recover() }() // a cross-origin parent may refuse property reads
		win := js.Global()
		b.parent = win.Get("parent")
		b.framed = !b.parent.IsUndefined() && !b.parent.IsNull() && !b.parent.Equal(win)
	}()
	if !b.framed {
		return b
	}
	b.policy = OriginPolicy{Param: originParam, Embedder: embedderOrigin()}
	b.handler = js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 1 {
			b.receive(args[0])
		}
		return nil
	})
	js.Global().Call("addEventListener", "message", b.handler)
	return b
}

// Framed reports whether the game runs inside a frame.
func (b *Bridge) Framed() bool { return b != nil && b.framed }

// Policy returns the origin policy in force.
func (b *Bridge) Policy() OriginPolicy { return b.policy }

// Commands delivers accepted commands; poll it from Update.
func (b *Bridge) Commands() <-chan Command { return b.commands }

// Post sends an event to the embedding page.
func (b *Bridge) Post(ev Event) {
	if !b.Framed() {
		return
	}
	defer func() { recover() }()
	b.parent.Call("postMessage", js.ValueOf(map[string]any(ev)), b.policy.Target())
}

// receive checks a message event and queues its command (never blocking:
// this runs in a JS callback).
func (b *Bridge) receive(ev js.Value) {
	defer func() { recover() }()
	if !ev.Get("source").Equal(b.parent) {
		return // not from our embedder (maybe our own worker, or another frame)
	}
	data := ev.Get("data")
	if data.Type() != js.TypeObject || data.IsNull() {
		return
	}
	get := func(field string) (string, bool) {
		v := data.Get(field)
		switch v.Type() {
		case js.TypeString:
			return v.String(), true
		case js.TypeNumber:
			return fmt.Sprint(v.Float()), true
		}
		return "", false
	}
	origin := ev.Get("origin").String()
	typ, _ := get("type")
	switch typ {
	case EventReady, EventMove, EventGameOver, EventError:
		return // one of our own events echoed back: never answer it
	}
	if !b.policy.Accepts(origin) {
		// Tell the sender nothing: its origin is not trusted.
		return
	}
	cmd, err := ParseCommand(get)
	if err != nil {
		b.Post(Error(typ, err.Error()))
		return
	}
	select {
	case b.commands <- cmd:
	default:
		b.Post(Error(typ, "too many commands at once; try again"))
	}
}

// embedderOrigin is the embedding page's origin as the browser reports it:
// location.ancestorOrigins[0] (Chromium, Safari), else the referrer's origin.
func embedderOrigin() (origin string) {
	defer func() { recover() }()
	loc := js.Global().Get("location")
	if ao := loc.Get("ancestorOrigins"); ao.Type() == js.TypeObject && ao.Get("length").Int() > 0 {
		if s := ao.Index(0).String(); s != "" && s != "null" {
			return s
		}
	}
	return OriginOf(js.Global().Get("document").Get("referrer").String())
}
