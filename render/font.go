package render // font.go: the embedded Go fonts and a cache of faces per size.

import (
	"bytes"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Fonts holds the regular and bold sources; faces are cheap values.
type Fonts struct {
	regular, bold *text.GoTextFaceSource
}

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
func (f *Fonts) Face(size float64, bold bool) *text.GoTextFace {
	src := f.regular
	if bold {
		src = f.bold
	}
	return &text.GoTextFace{Source: src, Size: float64(int(size + 0.5))}
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
func DrawText(dst *ebiten.Image, s string, face *text.GoTextFace, x, y, w, h float64, align Align, clr ebiten.ColorScale) {
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
func Width(s string, face *text.GoTextFace) float64 { return text.Advance(s, face) }

// Fit shortens s with an ellipsis until it fits width w.
func Fit(s string, face *text.GoTextFace, w float64) string {
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

// Wrap splits s into lines no wider than w, at spaces.
func Wrap(s string, face *text.GoTextFace, w float64) []string {
	var lines []string
	line := ""
	for _, word := range splitWords(s) {
		try := word
		if line != "" {
			try = line + " " + word
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

func splitWords(s string) []string {
	var out []string
	start := -1
	for i, c := range s {
		if c == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
			}
			start = -1
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// Scale turns a colour into a ColorScale for text and image drawing.
func Scale(c interface{ RGBA() (r, g, b, a uint32) }) ebiten.ColorScale {
	var cs ebiten.ColorScale
	cs.ScaleWithColor(c)
	return cs
}

// Face is the text face type used throughout.
type Face = *text.GoTextFace
