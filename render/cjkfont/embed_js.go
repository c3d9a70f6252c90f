//go:build js

package cjkfont // embed_js.go: the browser build leaves the font out (the page fetches it).

// Data returns nil in the browser: the page fetches FileName when Chinese
// is shown (wasm/page).
func Data() []byte { return nil }
