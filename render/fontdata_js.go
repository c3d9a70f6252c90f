//go:build js

package render // fontdata_js.go: the browser build embeds no font; the page fetches web/fonts/*.ttf.

func builtinTTF() (regular, bold []byte) { return nil, nil }
