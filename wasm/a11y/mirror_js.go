//go:build js && wasm

package a11y // mirror_js.go: the DOM copy of the game for screen readers and the keyboard, kept in step with each published state.

import (
	"strconv"
	"strings"
	"syscall/js"

	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/wasm/door"
)

// logMax bounds the announcements kept in the log.
const logMax = 40

// Mirror is the page's DOM copy of the game: a region after the canvas,
// visually hidden until something in it has the keyboard focus (then it is
// shown as a panel), read by screen readers: the position, the legal moves
// as buttons, the moves played, the canvas's controls as buttons, and a
// log (role=log, polite) of every move, result, hint and message.
type Mirror struct {
	send   func(app.Command) bool
	toPage func(x, y float64) (float64, float64)

	root, heads, pos, moves, record, controls, log js.Value
	click                                          js.Func
	keys                                           [5]string // what each part shows, to touch the DOM only on change
	prev                                           app.State
	had                                            bool
}

// NewMirror returns a mirror that plays a move button's move through send
// and presses a control at its centre, turned into page pixels by toPage.
// The DOM is made at the first Update.
func NewMirror(send func(app.Command) bool, toPage func(x, y float64) (float64, float64)) *Mirror {
	return &Mirror{send: send, toPage: toPage}
}

const css = `#draughts-a11y{position:fixed;left:0;top:0;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
#draughts-a11y:focus-within{width:auto;height:auto;max-width:min(34em,100vw);max-height:70vh;overflow:auto;clip-path:none;white-space:normal;box-sizing:border-box;background:#fff;color:#000;padding:8px 12px;border:3px solid #000;z-index:2147483000;font:15px/1.4 system-ui,sans-serif}
#draughts-a11y h2{font-size:15px;margin:8px 0 4px}
#draughts-a11y p{margin:2px 0}
#draughts-a11y ul,#draughts-a11y ol{margin:2px 0;padding-left:1.6em}
#draughts-a11y ul.moves,#draughts-a11y div.controls{display:flex;flex-wrap:wrap;gap:4px;list-style:none;padding:0}
#draughts-a11y button{min-width:44px;min-height:44px;font:inherit;color:#000;background:#f2f2f2;border:2px solid #000;border-radius:4px}
#draughts-a11y button[aria-disabled=true]{color:#444;border-style:dashed}
#draughts-a11y :focus{outline:3px solid #0040b0;outline-offset:2px}`

func (m *Mirror) build() {
	doc := js.Global().Get("document")
	if !doc.Truthy() || !doc.Get("body").Truthy() {
		return
	}
	style := doc.Call("createElement", "style")
	style.Set("textContent", css)
	doc.Get("head").Call("appendChild", style)
	m.root = doc.Call("createElement", "section")
	m.root.Set("id", "draughts-a11y")
	add := func(tag, id string) js.Value {
		e := doc.Call("createElement", tag)
		if id != "" {
			e.Set("id", id)
		}
		m.root.Call("appendChild", e)
		return e
	}
	h := func(id string) js.Value {
		e := add("h2", id)
		e.Set("tabIndex", -1) // focus lands here when the button that had it goes
		return e
	}
	m.heads = js.Global().Get("Array").New(h("draughts-a11y-pos-h"), h("draughts-a11y-moves-h"), h("draughts-a11y-record-h"), h("draughts-a11y-controls-h"), h("draughts-a11y-log-h"))
	m.pos = add("div", "draughts-a11y-pos")
	m.root.Call("insertBefore", m.pos, m.heads.Index(1))
	m.moves = add("div", "draughts-a11y-moves")
	m.root.Call("insertBefore", m.moves, m.heads.Index(2))
	m.record = add("div", "draughts-a11y-record")
	m.root.Call("insertBefore", m.record, m.heads.Index(3))
	m.controls = add("div", "draughts-a11y-controls")
	m.controls.Set("className", "controls")
	m.root.Call("insertBefore", m.controls, m.heads.Index(4))
	m.log = add("div", "draughts-a11y-log")
	m.log.Call("setAttribute", "role", "log")
	m.log.Call("setAttribute", "aria-live", "polite")
	m.log.Call("setAttribute", "aria-labelledby", "draughts-a11y-log-h")
	m.click = js.FuncOf(func(this js.Value, args []js.Value) any {
		// A door into the program: a panic is logged and the page goes on.
		_ = door.Guard("a11y click", func() { m.onClick(args[0]) })
		return nil
	})
	m.root.Call("addEventListener", "click", m.click)
	doc.Get("body").Call("appendChild", m.root)
	// Ebitengine gives its canvas tabindex 1, which puts it before
	// everything else in the Tab order: 0 keeps the page's order (the canvas,
	// then this region).
	if cv := doc.Call("querySelector", "canvas"); cv.Truthy() && cv.Get("tabIndex").Int() > 0 {
		cv.Set("tabIndex", 0)
	}
}

// onClick plays a move button's move or presses a control's canvas button.
func (m *Mirror) onClick(ev js.Value) {
	t := ev.Get("target")
	if t.Get("closest").Type() != js.TypeFunction {
		return
	}
	b := t.Call("closest", "button")
	if !b.Truthy() {
		return
	}
	if mv := b.Get("dataset").Get("move"); mv.Type() == js.TypeString {
		m.send(app.Command{Name: "move", Arg: mv.String()})
		return
	}
	if b.Call("getAttribute", "aria-disabled").String() == "true" {
		return
	}
	x, errX := strconv.ParseFloat(b.Get("dataset").Get("x").String(), 64)
	y, errY := strconv.ParseFloat(b.Get("dataset").Get("y").String(), 64)
	q := js.Global().Get("draughtsInput")
	if errX != nil || errY != nil || q.Type() != js.TypeObject {
		return
	}
	px, py := m.toPage(x, y)
	for _, k := range []string{"down", "up"} {
		e := js.Global().Get("Object").New()
		e.Set("k", k)
		e.Set("x", px)
		e.Set("y", py)
		e.Set("id", 1)
		q.Call("push", e)
	}
}

// Update brings the mirror in step with s.
func (m *Mirror) Update(s app.State) {
	if !m.root.Truthy() {
		m.build()
		if !m.root.Truthy() {
			return
		}
	}
	l, ok := i18n.Parse(s.Lang)
	if !ok {
		l = i18n.EN
	}
	v := Describe(s, l)
	doc := js.Global().Get("document")
	html := doc.Get("documentElement")
	if lang := map[string]string{"zh": "zh-Hans"}[v.Lang]; lang != "" {
		html.Set("lang", lang)
	} else {
		html.Set("lang", "en")
	}
	m.root.Call("setAttribute", "aria-label", v.Title)
	for i, key := range []i18n.Key{"a11y.position", "a11y.moves", "a11y.record", "a11y.controls", "a11y.log"} {
		if h := m.heads.Index(i); h.Get("textContent").String() != l.T(key) {
			h.Set("textContent", l.T(key))
		}
	}
	m.part(0, m.pos, strings.Join(v.Position, "\n"), func() {
		for _, line := range v.Position {
			m.pos.Call("appendChild", elem(doc, "p", line))
		}
	})
	m.part(1, m.moves, v.NoMoves+"|"+strings.Join(v.Moves, " "), func() {
		if len(v.Moves) == 0 {
			m.moves.Call("appendChild", elem(doc, "p", v.NoMoves))
			return
		}
		ul := elem(doc, "ul", "")
		ul.Set("className", "moves")
		for _, mv := range v.Moves {
			b := elem(doc, "button", mv)
			b.Set("type", "button")
			b.Get("dataset").Set("move", mv)
			li := elem(doc, "li", "")
			li.Call("appendChild", b)
			ul.Call("appendChild", li)
		}
		m.moves.Call("appendChild", ul)
	})
	m.part(2, m.record, strings.Join(v.Record, "|")+l.String(), func() {
		if len(v.Record) == 0 {
			m.record.Call("appendChild", elem(doc, "p", l.T("a11y.record.none")))
			return
		}
		ol := elem(doc, "ol", "")
		for _, r := range v.Record {
			ol.Call("appendChild", elem(doc, "li", r))
		}
		m.record.Call("appendChild", ol)
	})
	var ck strings.Builder
	for _, c := range v.Controls {
		ck.WriteString(c.Label + "|" + strconv.FormatFloat(c.X, 'f', 1, 64) + "|" + strconv.FormatFloat(c.Y, 'f', 1, 64) + "|" + strconv.FormatBool(c.Enabled) + ";")
	}
	m.part(3, m.controls, ck.String(), func() {
		for _, c := range v.Controls {
			b := elem(doc, "button", c.Label)
			b.Set("type", "button")
			b.Get("dataset").Set("x", strconv.FormatFloat(c.X, 'f', 2, 64))
			b.Get("dataset").Set("y", strconv.FormatFloat(c.Y, 'f', 2, 64))
			if !c.Enabled {
				b.Call("setAttribute", "aria-disabled", "true")
			}
			m.controls.Call("appendChild", b)
		}
	})
	for _, line := range Announce(m.prev, s, m.had, l) {
		m.log.Call("appendChild", elem(doc, "p", line))
	}
	for m.log.Get("childElementCount").Int() > logMax {
		m.log.Call("removeChild", m.log.Get("firstElementChild"))
	}
	m.prev, m.had = s, true
}

// part rebuilds one part of the mirror when what it shows changed. When it
// held the keyboard focus, the focus goes to the button of the same text
// if there is one again, else to the part's heading, never to the page.
func (m *Mirror) part(i int, box js.Value, key string, fill func()) {
	if m.keys[i] == key {
		return
	}
	m.keys[i] = key
	active := js.Global().Get("document").Get("activeElement")
	had := active.Truthy() && box.Call("contains", active).Bool()
	text := ""
	if had {
		text = active.Get("textContent").String()
	}
	box.Set("textContent", "")
	fill()
	if !had {
		return
	}
	buttons := box.Call("querySelectorAll", "button")
	for k := 0; k < buttons.Length(); k++ {
		if b := buttons.Index(k); b.Get("textContent").String() == text {
			b.Call("focus")
			return
		}
	}
	m.heads.Index(i).Call("focus")
}

func elem(doc js.Value, tag, text string) js.Value {
	e := doc.Call("createElement", tag)
	if text != "" {
		e.Set("textContent", text)
	}
	return e
}
