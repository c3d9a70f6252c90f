//go:build !js

package render // fontdata.go: the desktop build embeds the Go fonts.

import (
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

func builtinTTF() (regular, bold []byte) { return goregular.TTF, gobold.TTF }
