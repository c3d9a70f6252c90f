package render // firstpaint_test.go: the HTML first paint (web/index.html) uses the colours of the themes.

import (
	"fmt"
	"image/color"
	"os"
	"regexp"
	"testing"
)

// TestFirstPaintThemes checks that each theme's colours in web/index.html
// (the board drawn before the game has loaded) are those of Themes, so that
// the canvas replaces it without a change of colour.
func TestFirstPaintThemes(t *testing.T) {
	b, err := os.ReadFile("../web/index.html")
	if err != nil {
		t.Fatal(err)
	}
	page := string(b)
	hex := func(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
	for _, th := range Themes {
		m := regexp.MustCompile(`\{ name: '` + regexp.QuoteMeta(th.Name) + `',([^}]*)\}`).FindStringSubmatch(page)
		if m == nil {
			t.Errorf("theme %s missing from index.html", th.Name)
			continue
		}
		for field, c := range map[string]color.RGBA{
			"light": th.Light, "dark": th.Dark, "frame": th.Frame, "edge": th.FrameEdge, "wMan": th.WhiteMan,
			"wRim": th.WhiteRim, "bMan": th.BlackMan, "bRim": th.BlackRim, "crown": th.Crown, "bg": th.Background, "text": th.PanelText,
		} {
			if want := field + ": '" + hex(c) + "'"; !regexp.MustCompile(regexp.QuoteMeta(want)).MatchString(m[1]) {
				t.Errorf("theme %s: index.html lacks %s", th.Name, want)
			}
		}
		// Translucent colours are premultiplied in Themes: index.html has them straight, as rgba().
		for field, c := range map[string]color.RGBA{"number": th.Number, "last": th.LastMove} {
			r := regexp.MustCompile(field + `: 'rgba\((\d+),(\d+),(\d+),([\d.]+)\)'`).FindStringSubmatch(m[1])
			if r == nil {
				t.Errorf("theme %s: no %s colour in index.html", th.Name, field)
				continue
			}
			var R, G, B int
			var A float64
			fmt.Sscan(r[1]+" "+r[2]+" "+r[3]+" "+r[4], &R, &G, &B, &A)
			a := float64(c.A) / 255
			if d := A - a; d > 0.01 || d < -0.01 || absDiff(float64(R)*a, float64(c.R)) > 2 || absDiff(float64(G)*a, float64(c.G)) > 2 || absDiff(float64(B)*a, float64(c.B)) > 2 {
				t.Errorf("theme %s: %s is %v in index.html, %v here", th.Name, field, r[0], c)
			}
		}
	}
}

func absDiff(a, b float64) float64 {
	if a > b {
		return a - b
	}
	return b - a
}
