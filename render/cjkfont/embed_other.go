//go:build !js

package cjkfont // embed_other.go: the desktop build embeds the font.

import _ "embed"

//go:embed zh.otf
var data []byte

// Data returns the font's bytes; nil in the browser, where the page
// fetches FileName instead.
func Data() []byte { return data }
