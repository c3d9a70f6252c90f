package render // contrast_test.go: the High contrast theme measured with the WCAG 2 contrast ratio.

import (
	"fmt"
	"image/color"
	"math"
	"testing"
)

// luminance is the WCAG 2 relative luminance of an opaque colour.
func luminance(c color.RGBA) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// contrast is the WCAG 2 contrast ratio of two opaque colours (1 to 21).
func contrast(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	return (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
}

// over paints the premultiplied colour c over the opaque colour bg.
func over(c, bg color.RGBA) color.RGBA {
	k := 1 - float64(c.A)/255
	mix := func(f, b uint8) uint8 { return uint8(math.Round(float64(f) + float64(b)*k)) }
	return color.RGBA{mix(c.R, bg.R), mix(c.G, bg.G), mix(c.B, bg.B), 255}
}

func hex(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// TestHighContrastRatios: in the High contrast theme the light and dark
// squares, and every piece against the squares pieces stand on (the dark
// squares, plain or marked as the last move's), are at least 7:1 apart
// (WCAG's enhanced level). A piece is a face inside a rim: one of the two
// must stand 7:1 off the square, and the rim 7:1 off the face, so the
// piece's edge shows whichever it is; the two sides' faces are 7:1 apart.
// The crown is drawn in its colour with a darker outline: the colour 7:1
// off a black face, the outline at least 3:1 (WCAG's level for graphics)
// off a white one, and a king is also told by its shape (two discs).
func TestHighContrastRatios(t *testing.T) {
	th := Themes[HighContrast]
	if th.Name != "High contrast" {
		t.Fatalf("Themes[HighContrast] is %q", th.Name)
	}
	check := func(what string, a, b color.RGBA, min float64) {
		r := contrast(a, b)
		t.Logf("%-34s %s vs %s  %5.2f:1", what, hex(a), hex(b), r)
		if r < min {
			t.Errorf("%s: %s vs %s is %.2f:1, below %.1f:1", what, hex(a), hex(b), r, min)
		}
	}
	check("light vs dark squares", th.Light, th.Dark, 7)
	squares := map[string]color.RGBA{"dark square": th.Dark, "last-move square": over(th.LastMove, th.Dark)}
	for _, sq := range []string{"dark square", "last-move square"} {
		bg := squares[sq]
		for _, p := range []struct {
			name      string
			face, rim color.RGBA
		}{{"white man", th.WhiteMan, th.WhiteRim}, {"black man", th.BlackMan, th.BlackRim}} {
			edge := p.face
			if contrast(p.rim, bg) > contrast(p.face, bg) {
				edge = p.rim
			}
			check(p.name+" edge vs "+sq, edge, bg, 7)
		}
	}
	check("white man face vs rim", th.WhiteMan, th.WhiteRim, 7)
	check("black man face vs rim", th.BlackMan, th.BlackRim, 7)
	check("white vs black faces", th.WhiteMan, th.BlackMan, 7)
	check("crown vs black face", th.Crown, th.BlackMan, 7)
	check("crown outline vs white face", shade(th.Crown, 0.6), th.WhiteMan, 3)
	check("focus frame (outer) vs light", FocusOuter, th.Light, 7)
	check("focus frame (inner) vs dark", FocusInner, th.Dark, 7)
	check("last-move corner marks vs dark", th.Light, th.Dark, 7)
	check("panel text vs background", th.PanelText, th.Background, 7)
	check("button text vs button", th.ButtonText, th.Button, 7)
}

// TestFocusFrameInEveryTheme: the focus square's double frame has, on
// either kind of square of every theme, one frame at least 3:1 off the
// square (WCAG 2.4.11/1.4.11 for focus indicators), and its two frames are
// 21:1 apart.
func TestFocusFrameInEveryTheme(t *testing.T) {
	for _, th := range Themes {
		for _, sq := range []color.RGBA{th.Light, th.Dark} {
			if r := math.Max(contrast(FocusOuter, sq), contrast(FocusInner, sq)); r < 3 {
				t.Errorf("%s: the focus frame on %s is %.2f:1", th.Name, hex(sq), r)
			}
		}
	}
	if r := contrast(FocusOuter, FocusInner); r < 21 {
		t.Errorf("the focus frames are %.2f:1 apart", r)
	}
}
