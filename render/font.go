package render // font.go: the embedded Go fonts, parsed on first use, and a cache of faces per size.

import (
	"image"
	"strings"
	"sync"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text" //nolint:staticcheck // text/v2 links a shaper the game does not need (0.1 MB brotli)
	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Fonts hands out faces of the Go fonts (regular and bold). The fonts are
// parsed on the first Face call, not at start-up. The desktop build embeds
// them; the browser build gets them from the page, which fetches them as
// separate files (web/fonts/) while draughts.wasm downloads, so that they
// are not part of the wasm. Text is drawn with Ebitengine's
// glyph-cache text package over golang.org/x/image/font faces: the game's
// texts need no complex shaping, and text/v2 would link a HarfBuzz port, SVG
// and image decoders (about 0.1 MB brotli in the browser build).
//
// A fallback font (for scripts the Go fonts lack, say Chinese, fetched as a
// separate file only when needed) is added with AddFallback; faces made
// after that take the glyphs the Go fonts lack from it.
type Fonts struct {
	ttf           [2][]byte // regular, bold
	once          sync.Once
	err           error
	regular, bold *opentype.Font
	fallback      []*opentype.Font
	cjk           bool // the Chinese font is among the fallbacks
	faces         map[faceKey]Face
}

type faceKey struct {
	size int
	bold bool
}

// NewFonts returns the font set of the given TrueType files (regular, bold);
// nil ones are the embedded Go fonts (none in the browser build). Parsing
// waits for the first face; a font that cannot be parsed leaves text in a
// small bitmap font rather than stopping the game.
func NewFonts(regular, bold []byte) *Fonts {
	if regular == nil || bold == nil {
		regular, bold = builtinTTF()
	}
	return &Fonts{ttf: [2][]byte{regular, bold}, faces: map[faceKey]Face{}}
}

func (f *Fonts) load() {
	f.once.Do(func() {
		if f.regular, f.err = opentype.Parse(f.ttf[0]); f.err != nil {
			return
		}
		f.bold, f.err = opentype.Parse(f.ttf[1])
	})
}

// AddFallback adds a TrueType/OpenType font (its file's bytes) whose glyphs
// are used where the Go fonts have none. Faces are rebuilt on next use.
func (f *Fonts) AddFallback(ttf []byte) error {
	fnt, err := opentype.Parse(ttf)
	if err != nil {
		return err
	}
	f.fallback = append(f.fallback, fnt)
	f.faces = map[faceKey]Face{}
	return nil
}

// AddCJK adds the Chinese fallback font (render/cjkfont: a subset holding
// only the catalogue's characters), fetched by the page when Chinese is shown.
func (f *Fonts) AddCJK(data []byte) error {
	if f.cjk {
		return nil
	}
	if err := f.AddFallback(data); err != nil {
		return err
	}
	f.cjk = true
	return nil
}

// HasCJK reports whether the Chinese fallback font is loaded.
func (f *Fonts) HasCJK() bool { return f.cjk }

// Face returns a face of the given pixel size (rounded, so that faces and
// their glyph caches are reused).
func (f *Fonts) Face(size float64, bold bool) Face {
	k := faceKey{max(1, int(size+0.5)), bold}
	if fc, ok := f.faces[k]; ok {
		return fc
	}
	f.load()
	src := f.regular
	if bold {
		src = f.bold
	}
	var fc Face
	if main := newFace(src, k.size); main != nil {
		fc = main
		if len(f.fallback) > 0 {
			chain := &chainFace{faces: []font.Face{main}}
			for _, fb := range f.fallback {
				if x := newFace(fb, k.size); x != nil {
					chain.faces = append(chain.faces, x)
				}
			}
			fc = chain
		}
	}
	if fc == nil {
		// The embedded fonts cannot fail to parse; should they, text is
		// drawn in a small bitmap font rather than crash the game.
		fc = basicfont.Face7x13
	}
	f.faces[k] = fc
	return fc
}

func newFace(src *opentype.Font, size int) font.Face {
	if src == nil {
		return nil
	}
	ff, err := opentype.NewFace(src, &opentype.FaceOptions{Size: float64(size), DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return nil
	}
	return ff
}

// chainFace draws each glyph from the first face that has it. It is used
// by pointer: Ebitengine's text package keys its glyph cache by the face,
// so a face must be comparable (a slice type panics there).
type chainFace struct{ faces []font.Face }

func (c *chainFace) pick(r rune) font.Face {
	for _, f := range c.faces {
		if _, ok := f.GlyphAdvance(r); ok {
			return f
		}
	}
	return c.faces[0]
}

func (c *chainFace) Close() error { return nil }

func (c *chainFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	return c.pick(r).Glyph(dot, r)
}

func (c *chainFace) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	return c.pick(r).GlyphBounds(r)
}

func (c *chainFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) { return c.pick(r).GlyphAdvance(r) }

func (c *chainFace) Kern(r0, r1 rune) fixed.Int26_6 {
	if f := c.pick(r0); f == c.pick(r1) {
		return f.Kern(r0, r1)
	}
	return 0
}

func (c *chainFace) Metrics() font.Metrics {
	m := c.faces[0].Metrics()
	for _, f := range c.faces[1:] {
		o := f.Metrics()
		m.Ascent, m.Descent, m.Height = max(m.Ascent, o.Ascent), max(m.Descent, o.Descent), max(m.Height, o.Height)
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
	s = Fit(oneLine(s), face, w)
	switch align {
	case AlignCenter:
		x += (w - Width(s, face)) / 2
	case AlignEnd:
		x += w - Width(s, face)
	}
	m := face.Metrics()
	asc, desc := fx(m.Ascent), fx(m.Descent)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale = clr
	op.GeoM.Translate(x, y+h/2+(asc-desc)/2)
	text.DrawWithOptions(dst, s, face, op)
}

func fx(v fixed.Int26_6) float64 { return float64(v) / 64 }

// Width returns the width of s drawn with face.
func Width(s string, face Face) float64 { return fx(font.MeasureString(face, s)) }

// Fit shortens s with an ellipsis until it fits width w.
func Fit(s string, face Face, w float64) string {
	if Width(s, face) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 {
		r = r[:len(r)-1]
		if t := string(r) + "…"; Width(t, face) <= w {
			return t
		}
	}
	return ""
}

// oneLine turns line breaks, tabs and other control characters (say, from
// a PDN text quoted in a message) into spaces: drawn as they are, a line
// break would put text over the line below.
func oneLine(s string) string {
	if strings.IndexFunc(s, unicode.IsControl) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
}

// Wrap splits s into lines no wider than w, at spaces, and between Chinese
// characters (which are written without spaces). A word wider than a line
// by itself (a long folder path) is broken, never left to be cut.
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
		if line != "" && Width(try, face) > w {
			lines = append(lines, line)
			line = word
		} else {
			line = try
		}
		for Width(line, face) > w { // a word too long for any line
			r := []rune(line)
			if len(r) < 2 {
				break // one glyph wider than the line: it stays whole
			}
			n := len(r) - 1
			for n > 1 && Width(string(r[:n]), face) > w {
				n--
			}
			lines = append(lines, string(r[:n]))
			line = string(r[n:])
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
		case unicode.IsSpace(c):
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

// Face is the text face type used throughout.
type Face = font.Face
