package render // font.go: the embedded Go fonts, an optional Chinese fallback font, and faces per size.

import (
	"bytes"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Fonts holds the regular and bold sources; faces are cheap values. A
// Chinese font (render/cjkfont, a subset holding only the catalogue's
// characters) is added with AddCJK when Chinese is shown; glyphs the Go
// fonts lack then come from it.
type Fonts struct {
	regular, bold *text.GoTextFaceSource
	cjk           *text.GoTextFaceSource
}

// AddCJK adds the Chinese fallback font (TrueType or OpenType bytes).
func (f *Fonts) AddCJK(data []byte) error {
	src, err := text.NewGoTextFaceSource(bytes.NewReader(data))
	if err != nil {
		return err
	}
	f.cjk = src
	return nil
}

// HasCJK reports whether the Chinese fallback font is loaded.
func (f *Fonts) HasCJK() bool { return f.cjk != nil }

// NewFonts loads the embedded Go fonts.
func NewFonts() (*Fonts, error) {
	r, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		return nil, err
	}
	b, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	if err != nil {
		return nil, err
	}
	return &Fonts{regular: r, bold: b}, nil
}

// Face returns a face of the given pixel size (rounded, so that the glyph
// cache is reused).
func (f *Fonts) Face(size float64, bold bool) Face {
	src := f.regular
	if bold {
		src = f.bold
	}
	size = float64(int(size + 0.5))
	latin := &text.GoTextFace{Source: src, Size: size}
	if f.cjk == nil {
		return latin
	}
	m, err := text.NewMultiFace(latin, &text.GoTextFace{Source: f.cjk, Size: size})
	if err != nil {
		return latin
	}
	return m
}

// Align says where text sits in its box.
type Align int

const (
	AlignStart Align = iota
	AlignCenter
	AlignEnd
)

// DrawText draws s in the box x, y, w, h, vertically centred, aligned
// horizontally as asked, clipped to width w with an ellipsis.
func DrawText(dst *ebiten.Image, s string, face Face, x, y, w, h float64, align Align, clr ebiten.ColorScale) {
	s = Fit(s, face, w)
	op := &text.DrawOptions{}
	op.ColorScale = clr
	op.SecondaryAlign = text.AlignCenter
	switch align {
	case AlignCenter:
		op.PrimaryAlign = text.AlignCenter
		x += w / 2
	case AlignEnd:
		op.PrimaryAlign = text.AlignEnd
		x += w
	}
	op.GeoM.Translate(x, y+h/2)
	text.Draw(dst, s, face, op)
}

// Width returns the width of s drawn with face.
func Width(s string, face Face) float64 { return text.Advance(s, face) }

// Fit shortens s with an ellipsis until it fits width w.
func Fit(s string, face Face, w float64) string {
	if text.Advance(s, face) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		if t := string(r) + "…"; text.Advance(t, face) <= w {
			return t
		}
	}
	return ""
}

// Wrap splits s into lines no wider than w, at spaces, and between Chinese
// characters (which are written without spaces).
func Wrap(s string, face Face, w float64) []string {
	var lines []string
	line := ""
	for _, word := range splitWords(s) {
		try := word
		if line != "" && !joinsTight(line, word) {
			try = line + " " + word
		} else if line != "" {
			try = line + word
		}
		if line != "" && text.Advance(try, face) > w {
			lines = append(lines, line)
			line = word
		} else {
			line = try
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// splitWords splits at spaces; each Chinese character (with the
// punctuation right after it) is a word of its own, so that lines may
// break between them. A word that follows a Chinese one with no space in
// between is marked by joinsTight.
func splitWords(s string) []string {
	var out []string
	start := -1
	for i, c := range s {
		switch {
		case c == ' ':
			if start >= 0 {
				out = append(out, s[start:i])
			}
			start = -1
		case isCJK(c) && !isCJKPunct(c):
			if start >= 0 {
				out = append(out, s[start:i])
			}
			start = i
		case start < 0:
			start = i
		default:
			// Latin text right after a Chinese character starts a new word.
			if prev := lastRune(s[start:i]); isCJK(prev) && !isCJK(c) {
				out = append(out, s[start:i])
				start = i
			}
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// joinsTight reports whether word follows line with no space: one of them
// touches a Chinese character.
func joinsTight(line, word string) bool {
	return isCJK(lastRune(line)) || isCJK(firstRune(word))
}

func lastRune(s string) rune {
	r := []rune(s)
	if len(r) == 0 {
		return 0
	}
	return r[len(r)-1]
}

func firstRune(s string) rune {
	for _, c := range s {
		return c
	}
	return 0
}

// isCJK reports whether c is a Chinese character or full-width punctuation.
func isCJK(c rune) bool {
	return c >= 0x2E80 && c <= 0x9FFF || c >= 0xF900 && c <= 0xFAFF || c >= 0xFF00 && c <= 0xFFEF || c >= 0x3000 && c <= 0x303F
}

// isCJKPunct is full-width punctuation, which never starts a line.
func isCJKPunct(c rune) bool {
	return c >= 0x3000 && c <= 0x303F || c >= 0xFF00 && c <= 0xFFEF
}

// Scale turns a colour into a ColorScale for text and image drawing.
func Scale(c interface{ RGBA() (r, g, b, a uint32) }) ebiten.ColorScale {
	var cs ebiten.ColorScale
	cs.ScaleWithColor(c)
	return cs
}

// Face is the text face type used throughout: a Go font face, or a
// multi-face with the Chinese fallback.
type Face = text.Face
