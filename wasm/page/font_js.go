//go:build js && wasm

package page // font_js.go: the Chinese font is a file of its own, fetched only when Chinese is shown.

import (
	"syscall/js"

	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/cjkfont"
)

// fetchFont fetches the Chinese font once (beside index.html) and hands it
// to the game as the "font" command. English players never download it. A
// failed fetch (offline before it was ever cached) leaves the Go fonts; it
// is tried again on the next switch to Chinese.
func (h *Host) fetchFont() {
	if h.fontAsked {
		return
	}
	h.fontAsked = true
	var onBody, onBytes, onFail js.Func
	release := func() { onBody.Release(); onBytes.Release(); onFail.Release() }
	onFail = js.FuncOf(func(this js.Value, args []js.Value) any {
		h.fontAsked = false
		release()
		return nil
	})
	onBytes = js.FuncOf(func(this js.Value, args []js.Value) any {
		buf := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, buf.Get("length").Int())
		js.CopyBytesToGo(data, buf)
		h.send(app.Command{Name: "font", Data: data})
		release()
		return nil
	})
	onBody = js.FuncOf(func(this js.Value, args []js.Value) any {
		res := args[0]
		if !res.Get("ok").Bool() {
			h.fontAsked = false
			release()
			return nil
		}
		res.Call("arrayBuffer").Call("then", onBytes, onFail)
		return nil
	})
	js.Global().Call("fetch", cjkfont.FileName).Call("then", onBody, onFail)
}

// languages returns the browser's preferred languages, best first.
func languages() []string {
	nav := js.Global().Get("navigator")
	var out []string
	if ls := nav.Get("languages"); ls.Truthy() {
		for i := 0; i < ls.Length(); i++ {
			out = append(out, ls.Index(i).String())
		}
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		out = append(out, l.String())
	}
	return out
}
