//go:build js && wasm

package keep // keep_js.go: the browser side: localStorage, URL parameters, postMessage, the notice bar and the game-record dialog.

import (
	"errors"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/geom"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/words"
	"github.com/draughts/draughts/wasm/door"
	"github.com/draughts/draughts/wasm/embed"
	"github.com/draughts/draughts/wasm/storage"
)

// browser is the page-side state of the keep layer.
type browser struct {
	dialogLang   i18n.Lang // the language the dialog was built in
	recordButton js.Value  // the PDN / FEN button
	h            *Host
	bridge       *embed.Bridge
	actions      chan func()
	key          string // localStorage key, "" when saving is off
	backup       string // key the unreadable save was moved to
	store        *storage.Local
	funcs        []js.Func
	notice       js.Value  // the notice bar, once shown
	dialog       js.Value  // the game-record dialog, once built
	laidOut      notePlace // the panel the notice was placed for
}

type notePlace struct {
	panel geom.Rect
	scale float64
}

// Setup wraps inner for the browser: it reads the URL parameters, opens the
// save in localStorage (namespace from save=, "default" otherwise), restores
// it into cfg, starts listening to the embedding page, and adds to
// window.draughts: storage(), pdn(), loadPDN(text, game), record().
// loadPDN answers "" or the error at once for a text of up to 64 KB, and a
// Promise of the same for a longer one (read in slices: the page keeps
// answering). With test=panic in the address it also adds the test-only
// hooks (testhooks_js.go).
func Setup(inner app.Host, cfg app.Config) (*Host, app.Config) {
	search := ""
	func() {
		defer func() { recover() }()
		search = js.Global().Get("location").Get("search").String()
	}()
	p, probs, readErr := readParams(search)
	b := &browser{actions: make(chan func(), 64)}
	var h *Host
	switch {
	case p.SaveOff:
		h = New(inner, nil, save.New())
	default:
		// A game given in the address (fen=, pdn=) is kept apart from the
		// player's own game unless save= names a namespace.
		ns := p.Save
		if ns == "" && (p.PDN != nil || p.Position != nil) {
			ns = "link"
		}
		// Reading never depends on writing: whatever can be read is
		// restored, and a store that takes no writes is said at once.
		store := storage.New(ns)
		opened := save.Open(store, time.Now())
		h = New(inner, opened.Keeper, opened.State)
		h.SetLang(cfg.Lang)
		h.openNotice(opened)
		b.key, b.backup, b.store = store.Key(), opened.Backup, store
		h.onSaved = func(s app.State) {
			_ = store.SavePreview(PreviewJSON(s, search))
		}
	}
	h.SetLang(cfg.Lang)
	h.export = b.exportFile
	b.h = h
	cfg = h.RestoreLearn(h.Restore(cfg))
	// A first visit, or a return with nothing in progress, opens on the
	// home screen; a link or an embed with parameters opens its game.
	cfg.Home = strings.TrimPrefix(search, "?") == "" && StartHome(cfg)
	cfg = h.ApplyParams(cfg, p, probs)
	if readErr != nil {
		h.notify(h.phr("params.panic", readErr.Text()))
	}
	b.bridge = embed.NewBridge(p.Origin)
	if b.bridge.Framed() {
		h.post = b.bridge.Post
	}
	h.poll = b.poll
	h.onStatus = b.showNotices
	h.onPublish = func(s app.State) {
		if k := (notePlace{s.Layout.Panel, s.Layout.Scale}); k != b.laidOut {
			b.laidOut = k
			b.placeNotice(s.Layout)
		}
	}
	if n := h.Notices(); len(n) > 0 {
		cfg.Message = strings.Join(n, " ")
		b.showNotices()
	}
	b.watchOtherTabs()
	b.installAPI()
	if testHooks(search) {
		b.installTestHooks()
	}
	b.addRecordButton()
	return h, cfg
}

// watchOtherTabs listens to the storage event: another tab of the site
// wrote our save key.
func (b *browser) watchOtherTabs() {
	if b.key == "" {
		return
	}
	defer func() { recover() }()
	b.on(js.Global(), "storage", func(ev js.Value) {
		if ev.Get("key").Type() != js.TypeString || ev.Get("key").String() != b.key {
			return
		}
		nv := ev.Get("newValue")
		if nv.Type() != js.TypeString {
			return
		}
		st, err := save.DecodeText(nv.String())
		if err != nil {
			return
		}
		b.do(func() { b.h.OtherWrote(st) })
	})
}

// poll runs queued page actions and embedding commands (from Update),
// each behind the door's recover.
func (b *browser) poll() {
	_ = door.Guard("the embedding page's messages", b.bridge.Drain)
	for {
		select {
		case f := <-b.actions:
			_ = b.h.guard("a queued page action", f)
			continue
		case c := <-b.bridge.Commands():
			var err error
			if perr := b.h.guard("the embedding page's "+c.Type, func() { err = b.h.Embedded(c) }); perr != nil {
				err = perr
			}
			if err != nil {
				b.bridge.Post(embed.Error(c.Type, err.Error()))
			}
			continue
		default:
		}
		return
	}
}

// do queues f to run in the game loop; JS callbacks never block. It
// reports whether f was queued (not when 64 wait already).
func (b *browser) do(f func()) bool {
	select {
	case b.actions <- f:
		return true
	default:
		return false
	}
}

// fn adds the API function name to obj, behind the door's recover: a panic
// inside it is shown to the player as an internal error (and logged), the
// caller gets the message as the function's value, and the game goes on.
func (b *browser) fn(obj js.Value, name string, f func(args []js.Value) any) {
	jf := js.FuncOf(func(this js.Value, args []js.Value) (out any) {
		if err := b.guard("draughts."+name, func() { out = f(args) }); err != nil {
			return err.Error()
		}
		return out
	})
	b.funcs = append(b.funcs, jf)
	obj.Set(name, jf)
}

// guard runs f, an entry from a JS callback, behind the door's recover; a
// panic is told to the player from the game loop and returned as the
// player's message.
func (b *browser) guard(name string, f func()) error {
	err := door.Guard(name, f)
	if p, ok := door.IsPanic(err); ok {
		msg := b.h.panicText(p)
		b.do(func() { b.h.Enqueue(app.Command{Name: "error", Arg: msg}) })
		return errors.New(msg)
	}
	return nil
}

// installAPI adds to window.draughts (created by wasm/page).
func (b *browser) installAPI() {
	api := js.Global().Get("draughts")
	if api.Type() != js.TypeObject {
		api = js.Global().Get("Object").New()
		js.Global().Set("draughts", api)
	}
	b.fn(api, "storage", func([]js.Value) any {
		o := js.Global().Get("Object").New()
		o.Set("saving", b.h.Saving())
		o.Set("key", b.key)
		if b.h.keeper != nil {
			o.Set("writer", b.h.keeper.Writer())
		}
		text, acts := b.h.Bar()
		o.Set("bar", text)
		actions := js.Global().Get("Array").New()
		for _, a := range acts {
			actions.Call("push", a)
		}
		o.Set("actions", actions)
		o.Set("asking", b.h.ask != nil)
		o.Set("backup", b.backup)
		o.Set("framed", b.bridge.Framed())
		ns := b.h.Notices()
		arr := js.Global().Get("Array").New()
		for _, n := range ns {
			arr.Call("push", n)
		}
		o.Set("notices", arr)
		return o
	})
	b.fn(api, "pdn", func([]js.Value) any {
		text, err := b.h.PDN()
		if err != nil {
			return ""
		}
		return text
	})
	b.fn(api, "loadPDN", func(args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeString {
			return "loadPDN(text, game): text must be a string"
		}
		game := 0
		if len(args) > 1 && args[1].Type() == js.TypeNumber {
			game = args[1].Int()
		}
		return b.load(args[0].String(), game)
	})
	b.fn(api, "storageAction", func(args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeString {
			return false
		}
		b.action(args[0].String())
		return true
	})
	b.fn(api, "record", func([]js.Value) any {
		b.openDialog()
		return nil
	})
}

// load reads text for loadPDN and starts its game in the game loop. A text
// of at most SyncImportBytes is read now and the caller gets the engine's
// error (or "") at once; a longer one is read in slices from the game loop
// (the page keeps answering) and the caller gets a Promise of the same.
func (b *browser) load(text string, game int) any {
	if len(text) <= SyncImportBytes || len(text) > save.MaxImportBytes {
		im, err := save.ImportText(text, game)
		if err != nil {
			return err.Error()
		}
		b.do(func() {
			b.h.nextTags = im.Tags
			b.h.Enqueue(app.Command{Name: "fen", Arg: im.Game.Start().FEN(), Moves: im.Game.Notation(), Game: im.Game})
		})
		return ""
	}
	promise, resolve := newPromise()
	if !b.do(func() {
		b.h.LoadTextThen(text, game, func(_ save.Import, err error) {
			if err != nil {
				resolve(err.Error())
			} else {
				resolve("")
			}
		})
	}) {
		resolve("the game is busy: try again in a moment")
	}
	return promise
}

// newPromise returns a JS Promise and the function that resolves it.
func newPromise() (js.Value, func(any)) {
	var resolve js.Value
	exec := js.FuncOf(func(this js.Value, args []js.Value) any {
		resolve = args[0]
		return nil
	})
	p := js.Global().Get("Promise").New(exec)
	exec.Release()
	return p, func(v any) { resolve.Invoke(v) }
}

// --- DOM helpers --------------------------------------------------------

func doc() js.Value { return js.Global().Get("document") }

func el(tag, css, text string) js.Value {
	e := doc().Call("createElement", tag)
	if css != "" {
		e.Get("style").Set("cssText", css)
	}
	if text != "" {
		e.Set("textContent", text)
	}
	return e
}

func (b *browser) on(e js.Value, event string, f func(ev js.Value)) {
	jf := js.FuncOf(func(this js.Value, args []js.Value) any {
		var ev js.Value
		if len(args) > 0 {
			ev = args[0]
		}
		_ = b.guard("the page's "+event+" event", func() { f(ev) })
		return nil
	})
	b.funcs = append(b.funcs, jf)
	e.Call("addEventListener", event, jf)
}

// showNotices shows (or refreshes) the notice bar at the top of the page:
// the notices in words, and the actions that help now (download or copy
// the game, free space, the Games list, the two-tab choice).
func (b *browser) showNotices() {
	defer func() { recover() }()
	text, acts := b.h.Bar()
	if text == "" {
		if !b.notice.IsUndefined() && !b.notice.IsNull() {
			b.notice.Get("style").Set("display", "none")
		}
		return
	}
	if b.notice.IsUndefined() || b.notice.IsNull() {
		bar := el("div", "position:fixed;top:0;left:0;right:0;z-index:20;display:flex;gap:8px;align-items:flex-start;flex-wrap:wrap;"+
			"padding:4px 8px;background:#fff3cd;color:#3d2e00;font:12px/1.3 system-ui,sans-serif;box-shadow:0 1px 4px #0006", "")
		bar.Set("id", "draughts-notice")
		bar.Call("setAttribute", "role", "status")
		msg := el("div", "flex:1 1 60%", "")
		msg.Set("className", "text")
		acts := el("div", "display:flex;gap:6px;flex-wrap:wrap", "")
		acts.Set("className", "actions")
		closeBtn := el("button", "border:0;background:none;font:16px system-ui;cursor:pointer;padding:0 4px", "×")
		closeBtn.Call("setAttribute", "aria-label", b.h.tr("store.action.dismiss"))
		b.on(closeBtn, "click", func(js.Value) { bar.Get("style").Set("display", "none") })
		bar.Call("appendChild", msg)
		bar.Call("appendChild", acts)
		bar.Call("appendChild", closeBtn)
		doc().Get("body").Call("appendChild", bar)
		b.notice = bar
	}
	b.notice.Call("querySelector", ".text").Set("textContent", text)
	box := b.notice.Call("querySelector", ".actions")
	box.Set("innerHTML", "")
	for _, act := range acts {
		act := act
		bt := el("button", "padding:2px 8px;font:12px system-ui,sans-serif;cursor:pointer", b.h.tr(i18n.Key("store.action."+act)))
		bt.Set("id", "draughts-act-"+act)
		b.on(bt, "click", func(js.Value) { b.action(act) })
		box.Call("appendChild", bt)
	}
	b.notice.Get("style").Set("display", "flex")
	b.placeNotice(b.h.last.Layout)
}

// placeNotice puts the notice bar over the top of the panel (beside or
// below the board; the panel's message lines say the same), scrolling when
// long, so that it never hides the top rows of a small board; across the
// top of the page only when there is no room beside or below the board.
func (b *browser) placeNotice(l geom.Layout) {
	if b.notice.IsUndefined() || b.notice.IsNull() || l.Scale <= 0 {
		return
	}
	st := b.notice.Get("style")
	p := l.Panel
	px := func(v float64) string { return strconv.FormatFloat(v/l.Scale, 'f', 1, 64) + "px" }
	if p.W/l.Scale < 80 || p.H/l.Scale < 40 {
		st.Set("left", "0")
		st.Set("top", "0")
		st.Set("width", "")
		st.Set("right", "0")
		st.Set("maxHeight", "")
		return
	}
	st.Set("left", px(p.X))
	st.Set("top", px(p.Y))
	st.Set("right", "auto")
	st.Set("width", px(p.W))
	st.Set("maxHeight", px(p.H*0.45))
	st.Set("overflow", "auto")
	st.Set("boxSizing", "border-box")
}

// action runs a notice action. Download and copy happen here, at once,
// inside the click (browsers allow downloads and clipboard writes from a
// user's click); the others run in the game loop.
func (b *browser) action(act string) {
	switch act {
	case ActDownload:
		if text, err := b.h.PDN(); err == nil {
			b.download(text, "")
		}
	case ActCopy:
		if text, err := b.h.PDN(); err == nil {
			b.copyTo(text, func(ok bool) {
				msg := b.h.tr("store.copied")
				if !ok {
					msg = b.h.tr("store.copy.failed")
				}
				b.do(func() { b.h.Enqueue(app.Command{Name: "say", Arg: msg}) })
			})
		}
	default:
		b.do(func() { b.h.Act(act) })
	}
}

// exportFile downloads text under name (the Games list's export).
func (b *browser) exportFile(name, text string) (string, error) {
	b.download(text, name)
	return name, nil
}

// addRecordButton puts a small "PDN" button in the page's corner, which
// opens the game-record dialog (copy, download, paste, open a file, FEN).
func (b *browser) addRecordButton() {
	defer func() { recover() }()
	btn := el("button", "position:fixed;right:6px;bottom:6px;z-index:10;padding:3px 8px;border-radius:4px;"+
		"border:1px solid #0004;background:#f4efe6cc;color:#2b2622;font:12px system-ui,sans-serif;cursor:pointer", "PDN / FEN")
	btn.Set("id", "draughts-record-button")
	btn.Call("setAttribute", "data-draughts-control", "")
	btn.Set("title", b.tr("record.button.title"))
	b.recordButton = btn
	b.on(btn, "click", func(js.Value) { b.openDialog() })
	doc().Get("body").Call("appendChild", btn)
}

// openDialog shows the game-record dialog filled with the current game.
func (b *browser) openDialog() {
	defer func() { recover() }()
	if !b.dialog.IsUndefined() && !b.dialog.IsNull() && b.dialogLang != b.lang() {
		b.dialog.Call("remove") // built in the other language
		b.dialog = js.Undefined()
	}
	if b.dialog.IsUndefined() || b.dialog.IsNull() {
		b.buildDialog()
		b.dialogLang = b.lang()
	}
	if b.recordButton.Truthy() {
		b.recordButton.Set("title", b.tr("record.button.title"))
	}
	d := b.dialog
	text, err := b.h.PDN()
	if err != nil {
		text = ""
	}
	d.Call("querySelector", "#draughts-pdn").Set("value", text)
	d.Call("querySelector", "#draughts-fen").Set("value", b.h.FEN())
	b.setError("")
	d.Call("querySelector", "#draughts-games").Get("style").Set("display", "none")
	d.Get("style").Set("display", "flex")
}

func (b *browser) setError(msg string) {
	e := b.dialog.Call("querySelector", "#draughts-record-error")
	e.Set("textContent", msg)
}

func (b *browser) closeDialog() { b.dialog.Get("style").Set("display", "none") }

// buildDialog creates the dialog once.
func (b *browser) buildDialog() {
	overlay := el("div", "position:fixed;inset:0;z-index:30;display:none;align-items:center;justify-content:center;background:#0008", "")
	overlay.Set("id", "draughts-record")
	box := el("div", "background:#f4efe6;color:#2b2622;font:13px system-ui,sans-serif;padding:12px;border-radius:6px;"+
		"width:min(560px,94vw);max-height:92vh;overflow:auto;display:flex;flex-direction:column;gap:6px;box-sizing:border-box", "")
	box.Call("setAttribute", "role", "dialog")
	box.Call("setAttribute", "aria-label", b.tr("record.title"))
	box.Call("appendChild", el("strong", "font-size:15px", b.tr("record.title")))
	box.Call("appendChild", el("label", "", b.tr("record.pdn")))
	area := el("textarea", "width:100%;box-sizing:border-box;height:10em;font:12px ui-monospace,monospace", "")
	area.Set("id", "draughts-pdn")
	area.Set("spellcheck", false)
	box.Call("appendChild", area)
	games := el("select", "width:100%;display:none", "")
	games.Set("id", "draughts-games")
	box.Call("appendChild", games)
	errLine := el("div", "color:#a01c00;white-space:pre-wrap;min-height:1.2em", "")
	errLine.Set("id", "draughts-record-error")
	errLine.Call("setAttribute", "role", "alert")
	box.Call("appendChild", errLine)
	row := el("div", "display:flex;flex-wrap:wrap;gap:6px", "")
	button := func(id, label string, f func()) {
		bt := el("button", "padding:4px 10px", label)
		bt.Set("id", id)
		bt.Call("setAttribute", "data-draughts-control", "")
		b.on(bt, "click", func(js.Value) { f() })
		row.Call("appendChild", bt)
	}
	file := el("input", "display:none", "")
	file.Set("type", "file")
	file.Set("accept", ".pdn,.txt,text/plain")
	file.Set("id", "draughts-file")
	box.Call("appendChild", file)
	button("draughts-load", b.tr("record.load"), func() { b.loadFromDialog(0, true) })
	// Copy and download take the game on the board (shown again in the box).
	current := func() string {
		text, err := b.h.PDN()
		if err != nil {
			b.setError(words.Err(b.lang(), err))
			return ""
		}
		area.Set("value", text)
		return text
	}
	button("draughts-copy", b.tr("record.copy"), func() {
		if text := current(); text != "" {
			b.copy(text, b.tr("record.pdncopied"))
		}
	})
	button("draughts-download", b.tr("record.download"), func() {
		if text := current(); text != "" {
			b.download(text, "")
		}
	})
	button("draughts-open", b.tr("record.open"), func() { file.Call("click") })
	button("draughts-close", b.tr("record.close"), b.closeDialog)
	box.Call("appendChild", row)
	box.Call("appendChild", el("label", "", b.tr("record.fen")))
	fen := el("input", "width:100%;box-sizing:border-box;font:12px ui-monospace,monospace", "")
	fen.Set("id", "draughts-fen")
	box.Call("appendChild", fen)
	row2 := el("div", "display:flex;flex-wrap:wrap;gap:6px", "")
	box.Call("appendChild", row2)
	for _, bt := range []struct {
		id, label string
		f         func()
	}{
		{"draughts-setfen", b.tr("record.setfen"), func() {
			if err := b.h.checkFEN(fen.Get("value").String()); err != nil {
				b.setError(words.Err(b.lang(), err))
				return
			}
			f := fen.Get("value").String()
			b.do(func() { b.h.SetPosition(f) })
			b.closeDialog()
		}},
		{"draughts-copyfen", b.tr("record.copyfen"), func() { b.copy(fen.Get("value").String(), b.tr("record.fencopied")) }},
	} {
		btn := el("button", "padding:4px 10px", bt.label)
		btn.Set("id", bt.id)
		btn.Call("setAttribute", "data-draughts-control", "")
		f := bt.f
		b.on(btn, "click", func(js.Value) { f() })
		row2.Call("appendChild", btn)
	}
	b.on(games, "change", func(js.Value) {
		b.loadFromDialog(games.Get("selectedIndex").Int()+1, false)
	})
	b.on(file, "change", func(js.Value) {
		files := file.Get("files")
		if files.Get("length").Int() == 0 {
			return
		}
		var then js.Func
		then = js.FuncOf(func(this js.Value, args []js.Value) any {
			then.Release()
			_ = b.guard("the opened file", func() {
				if len(args) > 0 && args[0].Type() == js.TypeString {
					area.Set("value", args[0].String())
					b.loadFromDialog(0, true)
				}
				file.Set("value", "")
			})
			return nil
		})
		files.Index(0).Call("text").Call("then", then)
	})
	b.on(overlay, "click", func(ev js.Value) {
		if ev.Get("target").Equal(overlay) {
			b.closeDialog()
		}
	})
	overlay.Call("appendChild", box)
	doc().Get("body").Call("appendChild", overlay)
	b.dialog = overlay
}

// loadFromDialog loads the text box's game; with several games in the text
// it offers a chooser (and keeps the dialog open).
func (b *browser) loadFromDialog(game int, fresh bool) {
	text := b.dialog.Call("querySelector", "#draughts-pdn").Get("value").String()
	if len(text) > SyncImportBytes && len(text) <= save.MaxImportBytes {
		// Read in slices from the game loop; the game is queued there.
		b.setError(b.tr("record.reading"))
		b.do(func() {
			b.h.LoadTextThen(text, game, func(im save.Import, err error) {
				_ = b.guard("the game-record dialog", func() { b.dialogLoaded(im, err, fresh, false) })
			})
		})
		return
	}
	im, err := save.ImportText(text, game)
	b.dialogLoaded(im, err, fresh, true)
}

// dialogLoaded shows how reading the dialog's text went (the chooser for a
// text of several games) and, when queue is set, starts its game.
func (b *browser) dialogLoaded(im save.Import, err error, fresh, queue bool) {
	sel := b.dialog.Call("querySelector", "#draughts-games")
	if fresh && len(im.Entries) > 1 {
		sel.Set("innerHTML", "")
		for _, e := range im.Entries {
			opt := el("option", "", words.Title(b.lang(), e))
			sel.Call("appendChild", opt)
		}
		sel.Get("style").Set("display", "block")
	}
	if len(im.Entries) > 1 && err == nil {
		sel.Set("selectedIndex", im.Index)
	}
	if err != nil {
		b.setError(words.Err(b.lang(), err))
		return
	}
	if queue {
		b.do(func() {
			b.h.nextTags = im.Tags
			b.h.Enqueue(app.Command{Name: "fen", Arg: im.Game.Start().FEN(), Moves: im.Game.Notation(), Game: im.Game})
		})
	}
	if len(im.Entries) > 1 {
		b.setError(b.tr("record.loaded", im.Index+1, len(im.Entries)))
		return
	}
	b.closeDialog()
}

// copy puts text on the clipboard (navigator.clipboard, else the old
// execCommand way) and says so in the dialog.
func (b *browser) copy(text, done string) {
	defer func() {
		if r := recover(); r != nil {
			b.setError(b.tr("record.copyfailed"))
		}
	}()
	clip := js.Global().Get("navigator").Get("clipboard")
	if clip.Type() == js.TypeObject {
		var ok, fail js.Func
		ok = js.FuncOf(func(js.Value, []js.Value) any { ok.Release(); fail.Release(); b.setError(done); return nil })
		fail = js.FuncOf(func(js.Value, []js.Value) any {
			ok.Release()
			fail.Release()
			b.copyFallback(text, done)
			return nil
		})
		clip.Call("writeText", text).Call("then", ok, fail)
		return
	}
	b.copyFallback(text, done)
}

// copyTo writes text to the clipboard and tells done whether it worked.
func (b *browser) copyTo(text string, done func(bool)) {
	defer func() {
		if r := recover(); r != nil {
			done(false)
		}
	}()
	fallback := func() {
		ta := el("textarea", "position:fixed;left:-9999px", "")
		ta.Set("value", text)
		doc().Get("body").Call("appendChild", ta)
		ta.Call("select")
		ok := doc().Call("execCommand", "copy").Truthy()
		ta.Call("remove")
		done(ok)
	}
	clip := js.Global().Get("navigator").Get("clipboard")
	if clip.Type() != js.TypeObject {
		fallback()
		return
	}
	var ok, fail js.Func
	ok = js.FuncOf(func(js.Value, []js.Value) any { ok.Release(); fail.Release(); done(true); return nil })
	fail = js.FuncOf(func(js.Value, []js.Value) any { ok.Release(); fail.Release(); fallback(); return nil })
	clip.Call("writeText", text).Call("then", ok, fail)
}

func (b *browser) copyFallback(text, done string) {
	ta := el("textarea", "position:fixed;left:-9999px", "")
	ta.Set("value", text)
	doc().Get("body").Call("appendChild", ta)
	ta.Call("select")
	okCopy := doc().Call("execCommand", "copy").Truthy()
	ta.Call("remove")
	if okCopy {
		b.setError(done)
	} else {
		b.setError(b.tr("record.copyblocked"))
	}
}

// download saves text as name (draughts-<date>.pdn when empty).
func (b *browser) download(text, name string) {
	if name == "" {
		name = "draughts-" + time.Now().Format("2006-01-02-1504") + ".pdn"
	}
	defer func() { recover() }()
	parts := js.Global().Get("Array").New()
	parts.Call("push", text)
	opts := js.Global().Get("Object").New()
	opts.Set("type", "application/x-draughts-pdn;charset=utf-8")
	blob := js.Global().Get("Blob").New(parts, opts)
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := el("a", "display:none", "")
	a.Set("href", url)
	a.Set("download", name)
	doc().Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		return nil
	}), 10000)
}

// lang is the language the game shows now (as last published).
func (b *browser) lang() i18n.Lang {
	if b.h != nil {
		if l, ok := i18n.Parse(b.h.last.Lang); ok {
			return l
		}
	}
	return i18n.EN
}

// tr looks a text of the dialog up in the game's language.
func (b *browser) tr(key i18n.Key, args ...any) string { return b.lang().T(key, args...) }

// Wrap puts saving, URL parameters and embedding around the page host in
// cfg (the browser has no command-line arguments; args is ignored).
func Wrap(cfg app.Config, args []string) (app.Config, error) {
	h, cfg := Setup(cfg.Host, cfg)
	cfg.Host = h
	return cfg, nil
}
