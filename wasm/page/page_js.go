//go:build js && wasm

package page // page_js.go: window.draughts, the page's automation API, and URL parameters.

import (
	"encoding/json"
	"math"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/draughts/draughts/engine/version"
	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/wasm/a11y"
	"github.com/draughts/draughts/wasm/door"
)

// Host is the browser host.
type Host struct {
	state      app.State
	json       string
	ticks      int64
	draws      int64
	firstMs    float64
	commands   chan app.Command
	funcs      []js.Func
	input      js.Value // window.draughtsInput, the DOM event queue of index.html
	canvasLang string   // the language of the canvas's label (labelCanvas)
	pageLang   string   // the language of the page's own texts (pageTexts)
	// fontAsked is set while the Chinese font is being (or has been) fetched.
	fontAsked bool
	// mirror is the game in words for screen readers and the keyboard.
	mirror *a11y.Mirror
	// mirrorBuilt is set once the region for screen readers is built, which
	// waits a few frames (WarmUp) with the last state published meanwhile in
	// mirrorState.
	mirrorBuilt bool
	mirrorState *app.State
	// spinFn is index.html's window.draughtsSpinner (js.Null: none; spinner_js.go).
	spinFn js.Value
}

// New installs window.draughts and returns the host.
func New() *Host {
	h := &Host{commands: make(chan app.Command, 64), json: "{}", firstMs: -1}
	loadTime("main") // the Go program's main has started (package initialisation done)
	api := js.Global().Get("Object").New()
	h.fn(api, "state", func(args []js.Value) any {
		obj := js.Global().Get("JSON").Call("parse", h.json)
		obj.Set("frames", h.ticks)
		obj.Set("draws", h.draws)
		addPageControls(obj)
		if h.firstMs >= 0 {
			obj.Set("firstFrameMs", h.firstMs)
		}
		return obj
	})
	h.fn(api, "squareCenter", func(args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeNumber {
			return js.Null()
		}
		n := args[0].Int()
		if n < 1 || n > 50 || h.state.Layout.Scale == 0 {
			return js.Null()
		}
		c := squareCenters(&h.state)[n]
		x, y := h.toPage(c[0], c[1])
		o := js.Global().Get("Object").New()
		o.Set("x", x)
		o.Set("y", y)
		return o
	})
	h.fn(api, "buttonCenter", func(args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeString {
			return js.Null()
		}
		want := strings.ToLower(args[0].String())
		for _, b := range h.state.Buttons {
			if strings.HasPrefix(strings.ToLower(b.Label), want) {
				x, y := h.toPage(b.X, b.Y)
				o := js.Global().Get("Object").New()
				o.Set("x", x)
				o.Set("y", y)
				o.Set("enabled", b.Enabled)
				o.Set("label", b.Label)
				return o
			}
		}
		return js.Null()
	})
	h.fn(api, "setFEN", func(args []js.Value) any {
		if len(args) > 0 && args[0].Type() == js.TypeString {
			h.send(app.Command{Name: "fen", Arg: args[0].String()})
		}
		return nil
	})
	h.fn(api, "newGame", func(args []js.Value) any {
		h.send(app.Command{Name: "new"})
		return nil
	})
	h.fn(api, "command", func(args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeString {
			return false
		}
		c := app.Command{Name: args[0].String()}
		if len(args) > 1 {
			switch args[1].Type() {
			case js.TypeString:
				c.Arg = args[1].String()
			case js.TypeNumber:
				c.Arg = strconv.Itoa(args[1].Int())
			}
		}
		return h.send(c)
	})
	js.Global().Set("draughts", api)
	h.mirror = a11y.NewMirror(h.send, h.toPage)
	// For the crash page's report (index.html), which cannot ask a stopped program.
	js.Global().Set("draughtsVersion", version.String())
	return h
}

// fn adds the API function name to obj, behind the door's recover: a panic
// inside it is shown to the player as an internal error (and logged), the
// caller gets the message as the function's value, and the game goes on.
func (h *Host) fn(obj js.Value, name string, f func(args []js.Value) any) {
	jf := js.FuncOf(func(this js.Value, args []js.Value) (out any) {
		err := door.Guard("draughts."+name, func() { out = f(args) })
		if p, ok := door.IsPanic(err); ok {
			msg := h.lang().T("host.panic", p.Text())
			h.send(app.Command{Name: "error", Arg: msg})
			return msg
		}
		return out
	})
	h.funcs = append(h.funcs, jf)
	obj.Set(name, jf)
}

// lang is the language the game shows (as last published).
func (h *Host) lang() i18n.Lang {
	if l, ok := i18n.Parse(h.state.Lang); ok {
		return l
	}
	return i18n.EN
}

// addPageControls adds the page's own controls that are shown now (the
// PDN / FEN button and its dialog's: elements marked data-draughts-control)
// to state().buttons, like the canvas's: label, centre in CSS pixels
// relative to the canvas, size, and dom: true.
func addPageControls(obj js.Value) {
	defer func() { recover() }() // a page without them, or a DOM that throws
	doc := js.Global().Get("document")
	list := obj.Get("buttons")
	cv := doc.Call("querySelector", "canvas")
	if !list.Truthy() || !cv.Truthy() {
		return
	}
	c := cv.Call("getBoundingClientRect")
	els := doc.Call("querySelectorAll", "[data-draughts-control]")
	for i := range els.Length() {
		e := els.Index(i)
		if e.Call("getClientRects").Length() == 0 {
			continue // not shown
		}
		r := e.Call("getBoundingClientRect")
		o := js.Global().Get("Object").New()
		o.Set("label", strings.TrimSpace(e.Get("textContent").String()))
		o.Set("x", r.Get("left").Float()+r.Get("width").Float()/2-c.Get("left").Float())
		o.Set("y", r.Get("top").Float()+r.Get("height").Float()/2-c.Get("top").Float())
		o.Set("w", r.Get("width").Float())
		o.Set("h", r.Get("height").Float())
		o.Set("enabled", !e.Get("disabled").Truthy())
		o.Set("dom", true)
		list.Call("push", o)
	}
}

// toPage turns canvas CSS pixels into page CSS pixels.
func (h *Host) toPage(x, y float64) (float64, float64) {
	if cv := js.Global().Get("document").Call("querySelector", "canvas"); cv.Truthy() {
		r := cv.Call("getBoundingClientRect")
		x += r.Get("left").Float()
		y += r.Get("top").Float()
	}
	return x, y
}

// send queues a command without blocking the JS caller.
func (h *Host) send(c app.Command) bool {
	select {
	case h.commands <- c:
		return true
	default:
		return false
	}
}

// Config applies the URL parameters this package understands to c:
// fen (a start position), and the browser's language. Unknown parameters
// are ignored. It also takes the fonts that index.html fetched beside
// draughts.wasm.
func (h *Host) Config(c app.Config) app.Config {
	c.Lang = i18n.Detect(languages()...)
	// fen= and the other parameters are read by wasm/params (wasm/keep).
	c.Fonts = pageFonts()
	// The system's wishes, followed where the player has not chosen (app.Config).
	c.PreferContrast = mediaMatches("(prefers-contrast: more)") || mediaMatches("(forced-colors: active)")
	c.PreferReducedMotion = mediaMatches("(prefers-reduced-motion: reduce)")
	if q := js.Global().Get("draughtsInput"); q.Type() == js.TypeObject && q.Get("splice").Type() == js.TypeFunction {
		h.input = q
		c.Input = h
	}
	return c
}

// mediaMatches reports whether the page matches a CSS media query (false
// where matchMedia is missing).
func mediaMatches(query string) bool {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	return js.Global().Call("matchMedia", query).Get("matches").Truthy()
}

// Drain hands over the input events that index.html queued from DOM
// pointer and key events since the last tick, oldest first, with positions
// turned from the page's CSS pixels into the game's device pixels.
func (h *Host) Drain(dst []input.Event) []input.Event {
	if h.input.Get("length").Int() == 0 {
		return dst
	}
	batch := h.input.Call("splice", 0)
	left, top := 0.0, 0.0
	if cv := js.Global().Get("document").Call("querySelector", "canvas"); cv.Truthy() {
		r := cv.Call("getBoundingClientRect")
		left, top = r.Get("left").Float(), r.Get("top").Float()
	}
	dpr := js.Global().Get("devicePixelRatio").Float()
	if dpr <= 0 {
		dpr = 1
	}
	for i, n := 0, batch.Length(); i < n; i++ {
		v := batch.Index(i)
		e := input.Event{Pointer: v.Get("id").Int()}
		switch v.Get("k").String() {
		case "down":
			e.Kind = input.EventPointerDown
		case "move":
			e.Kind = input.EventPointerMove
		case "up":
			e.Kind = input.EventPointerUp
		case "cancel":
			e.Kind = input.EventPointerCancel
		case "key":
			e.Kind, e.Key, e.Ctrl = input.EventKey, v.Get("key").String(), v.Get("ctrl").Truthy()
		default:
			continue
		}
		if e.Kind != input.EventKey {
			e.X, e.Y = (v.Get("x").Float()-left)*dpr, (v.Get("y").Float()-top)*dpr
		}
		dst = append(dst, e)
	}
	return dst
}

// pageFonts waits for window.draughtsFonts, the promise of the two font
// files (regular, bold) that index.html starts fetching before the wasm:
// they have almost always arrived by the time the wasm runs. Nil when the
// page has none or a fetch failed (the game then draws a bitmap font).
func pageFonts() (fonts [2][]byte) {
	p := js.Global().Get("draughtsFonts")
	if p.Type() != js.TypeObject || p.Get("then").Type() != js.TypeFunction {
		return fonts
	}
	got := make(chan js.Value, 1)
	ok := js.FuncOf(func(this js.Value, args []js.Value) any {
		got <- args[0]
		return nil
	})
	fail := js.FuncOf(func(this js.Value, args []js.Value) any {
		got <- js.Null()
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	p.Call("then", ok, fail)
	v := <-got // the Go program yields to the page's event loop while it waits
	if v.Type() != js.TypeObject || v.Length() != 2 {
		return fonts
	}
	for i := range fonts {
		buf := js.Global().Get("Uint8Array").New(v.Index(i))
		fonts[i] = make([]byte, buf.Length())
		js.CopyBytesToGo(fonts[i], buf)
	}
	return fonts
}

// Publish stores the state for state() and squareCenter().
func (h *Host) Publish(s app.State) {
	h.state = s
	if s.Lang == "zh" {
		h.fetchFont()
	}
	h.labelCanvas(s.Lang)
	h.pageTexts(s.Lang)
	if b, err := json.Marshal(s); err == nil {
		h.json = string(b)
	}
	// The words for screen readers must never stop the game: a panic is logged.
	if !h.mirrorBuilt {
		// The region is built a few frames after the first frame (WarmUp).
		h.mirrorState = &s
		return
	}
	_ = door.Guard("a11y mirror", func() { h.mirror.Update(s) })
}

// WarmUp does the page's part of what the first frame did not need, one
// step per frame after it (render/app's warmUp), so that the Update after
// the first frame (which publishes the first state) is no long task.
func (h *Host) WarmUp(step int) {
	switch step {
	case 3:
		// The words for screen readers (a DOM region: its first build is the
		// costly one); later states update it at once (Publish).
		h.mirrorBuilt = true
		if s := h.mirrorState; s != nil {
			h.mirrorState = nil
			_ = door.Guard("a11y mirror", func() { h.mirror.Update(*s) })
		}
	case 4:
		// index.html starts the program with GOGC=off and a memory limit
		// (no collections during start-up): the default collector from now on.
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(math.MaxInt64)
	}
}

// labelCanvas makes the game's canvas reachable with Tab in the page's
// order (Ebitengine gives it tabindex 1, which would put it before every
// other control) and names it for assistive technology, in the game's
// language: an application that takes the keys.
func (h *Host) labelCanvas(lang string) {
	if lang == h.canvasLang {
		return
	}
	cv := js.Global().Get("document").Call("querySelector", "canvas")
	if !cv.Truthy() {
		return
	}
	l, _ := i18n.Parse(lang)
	cv.Call("setAttribute", "tabindex", "0")
	cv.Call("setAttribute", "role", "application")
	cv.Call("setAttribute", "aria-label", l.T("a11y.canvas"))
	h.canvasLang = lang
}

// pageTexts puts the page's own texts in the game's language when it
// changes: the tab's title and the game-record button that wasm/keep adds
// in the corner (tried again at the next state until it is there). The
// page's lang attribute follows the game's language in wasm/a11y.
func (h *Host) pageTexts(lang string) {
	if lang == h.pageLang {
		return
	}
	l, ok := i18n.Parse(lang)
	if !ok {
		return
	}
	doc := js.Global().Get("document")
	doc.Set("title", l.T("app.title"))
	btn := doc.Call("getElementById", "draughts-record-button")
	if !btn.Truthy() {
		return
	}
	btn.Set("textContent", l.T("page.record.button"))
	btn.Set("title", l.T("record.button.title"))
	h.pageLang = lang
}

// Frame counts ticks and draws and notes when the first frame was drawn.
func (h *Host) Frame(ticks, draws int64) {
	if h.ticks == 0 && ticks > 0 {
		loadTime("tick1") // the first Update: the first Draw comes next
	}
	h.ticks, h.draws = ticks, draws
	if h.firstMs < 0 && draws > 0 {
		// Milliseconds since the navigation started.
		h.firstMs = js.Global().Get("performance").Call("now").Float()
		// The canvas holds the first frame: index.html removes its HTML board.
		if f := js.Global().Get("draughtsFirstFrame"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
}

// FirstDrawn notes the end of the first Draw call (before Ebitengine
// flushes its commands to WebGL and presents the frame).
func (h *Host) FirstDrawn() { loadTime("draw1") }

// loadTime notes a loading milestone (ms since navigation) in
// window.draughtsLoadTimes, which index.html keeps for make bench-load.
func loadTime(name string) {
	if t := js.Global().Get("draughtsLoadTimes"); t.Type() == js.TypeObject {
		t.Set(name, js.Global().Get("performance").Call("now"))
	}
}

// Command returns the next queued command.
func (h *Host) Command() (app.Command, bool) {
	select {
	case c := <-h.commands:
		return c, true
	default:
		return app.Command{}, false
	}
}
