// Package cjkfont holds the Chinese font: zh.otf, a subset of Noto Sans CJK
// SC Regular (SIL Open Font License 1.1, see LICENSE-OFL.txt) with only the
// characters the Chinese texts of render/i18n use that the Go fonts lack.
// `make font-zh` regenerates it from the Debian package fonts-noto-cjk
// after the catalogue changes (a test fails when a character is missing).
//
// On the desktop the font is embedded (Data); in the browser it is a
// separate file (web/zh.otf, copied by `make wasm`) that the page fetches
// only when Chinese is shown, so English players never download it.
//
// It offers Data, FileName and Needed.
package cjkfont // cjkfont.go: which characters the subset must hold.

import (
	"bytes"
	"sort"

	"github.com/draughts/draughts/render/i18n"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// FileName is the font's file name beside index.html in the browser.
const FileName = "zh.otf"

// Needed returns the characters of the Chinese catalogue that the Go
// regular font has no glyph for, sorted.
func Needed() []rune {
	f, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		panic("cjkfont: the Go font does not parse: " + err.Error())
	}
	var buf sfnt.Buffer
	var out []rune
	for _, c := range i18n.Runes(i18n.ZH) {
		if g, err := f.GlyphIndex(&buf, c); err == nil && g != 0 {
			continue
		}
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// missing returns the runes of want that font has no glyph for.
func missing(font []byte, want []rune) ([]rune, error) {
	f, err := sfnt.Parse(bytes.Clone(font))
	if err != nil {
		return nil, err
	}
	var buf sfnt.Buffer
	var out []rune
	for _, c := range want {
		if g, err := f.GlyphIndex(&buf, c); err != nil || g == 0 {
			out = append(out, c)
		}
	}
	return out, nil
}
