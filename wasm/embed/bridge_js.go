//go:build js && wasm

package embed // bridge_js.go: posting events to window.parent and receiving its commands (syscall/js).

import (
	"fmt"
	"syscall/js"

	"github.com/draughts/draughts/wasm/door"
)

// Bridge connects the game to the page that embeds it. All methods are safe
// when the page is not in a frame (they do nothing).
type Bridge struct {
	framed   bool
	parent   js.Value
	policy   OriginPolicy
	commands chan Command
	handler  js.Func
	queue    js.Value // window.draughtsMessages (index.html), or undefined
}

// perTick bounds the messages read from the page's queue in one Update.
const perTick = 16

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
	// index.html queues the parent's messages in plain JS (a message costs
	// the page no call into Go, and past its cap one is only counted), and
	// Drain reads them once per Update. A page without that queue gets
	// a listener of the Go program's own.
	if q := js.Global().Get("draughtsMessages"); q.Type() == js.TypeObject && q.Get("splice").Type() == js.TypeFunction {
		b.queue = q
		return b
	}
	b.handler = js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 1 && args[0].Get("source").Equal(b.parent) {
			b.receive(args[0].Get("origin").String(), args[0].Get("data"))
		}
		return nil
	})
	js.Global().Call("addEventListener", "message", b.handler)
	return b
}

// Drain reads the messages the page queued since the last Update (at most
// perTick, and no more than the commands channel has room for; the rest
// wait for the next Update) and answers those the page refused for its
// cap with one error event.
func (b *Bridge) Drain() {
	if !b.Framed() || b.queue.IsUndefined() {
		return
	}
	n := min(perTick, cap(b.commands)-len(b.commands), b.queue.Length())
	if n > 0 {
		batch := b.queue.Call("splice", 0, n)
		for i := range n {
			m := batch.Index(i)
			b.receive(m.Get("origin").String(), m.Get("data"))
		}
	}
	if d := b.queue.Get("dropped"); d.Type() == js.TypeNumber && d.Int() > 0 {
		b.queue.Set("dropped", 0)
		b.Post(Error("", fmt.Sprintf("%d messages refused: too many at once (at most %d wait); send them again", d.Int(), b.queue.Get("cap").Int())))
	}
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

// receive checks a message from the parent (its origin and data) and
// queues its command (never blocking). It is a door: a panic inside is
// answered with an error event and logged (wasm/door).
func (b *Bridge) receive(origin string, data js.Value) {
	typ := ""
	if err := door.Guard("the embedding page's message", func() { typ = b.accept(origin, data) }); err != nil {
		b.Post(Error(typ, err.Error()))
	}
}

// accept is receive's work; it returns the command's type as far as read.
func (b *Bridge) accept(origin string, data js.Value) (typ string) {
	if data.Type() != js.TypeObject || data.IsNull() {
		return ""
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
	typ, _ = get("type")
	switch typ {
	case EventReady, EventMove, EventGameOver, EventError:
		return typ // one of our own events echoed back: never answer it
	}
	if !b.policy.Accepts(origin) {
		// Tell the sender nothing: its origin is not trusted.
		return typ
	}
	cmd, err := ParseCommand(get)
	if err != nil {
		b.Post(Error(typ, err.Error()))
		return typ
	}
	select {
	case b.commands <- cmd:
	default:
		b.Post(Error(typ, "too many commands at once; try again"))
	}
	return typ
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
