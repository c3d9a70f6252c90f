//go:build js

package app // window_icon_js.go: a page has no window icon (index.html links the page's icons).

func setWindowIcon() {}
