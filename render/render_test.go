package render // render_test.go: animation timing and text fitting, without a window.

import (
	"github.com/draughts/draughts/render/cjkfont"
	"strings"
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
)

// ticking makes a run on a clock that advances by step at each reading.
func ticking(a *Anim, step time.Duration) {
	now := a.began
	a.clock = func() time.Time { now = now.Add(step); return now }
}

func TestAnimTicks(t *testing.T) {
	p, err := engine.ParseFEN("W:W32:B27,17")
	if err != nil {
		t.Fatal(err)
	}
	m := p.LegalMoves()[0] // 32x12 over 27 and 17: two hops
	a := NewAnim(p, m)
	ticking(a, tickDur)
	n := 0
	for !a.Step() {
		n++
	}
	if want := 2*HopTicks + VanishTicks - 1; n != want {
		t.Fatalf("capture animation took %d ticks, want %d", n+1, want+1)
	}
	q := engine.Initial()
	a = NewAnim(q, q.LegalMoves()[0])
	ticking(a, tickDur)
	n = 1
	for !a.Step() {
		n++
	}
	if n < minMoveTicks || n > 2*HopTicks {
		t.Fatalf("quiet move animation %d ticks", n)
	}
}

// TestAnimWallTime: frames that come late show the move further on, and it
// takes as long as at 60 frames a second.
func TestAnimWallTime(t *testing.T) {
	p, err := engine.ParseFEN("W:W32:B27,17")
	if err != nil {
		t.Fatal(err)
	}
	a := NewAnim(p, p.LegalMoves()[0])
	ticking(a, 5*tickDur) // 12 frames a second
	steps := 0
	for !a.Step() {
		steps++
		if a.tick != 5*steps {
			t.Fatalf("after %d late frames the animation is at tick %d, want %d", steps, a.tick, 5*steps)
		}
	}
	total := 2*HopTicks + VanishTicks
	if want := (total + 4) / 5; steps+1 != want {
		t.Fatalf("the animation took %d frames of 5 ticks, want %d", steps+1, want)
	}
	// A clock that goes back (a system clock set back) never moves it backwards,
	// and a clock that stands still (ticks faster than wall time) leaves it to its ticks.
	b := NewAnim(p, p.LegalMoves()[0])
	ticking(b, 3*tickDur)
	b.Step()
	b.clock = func() time.Time { return b.began }
	if b.Step(); b.tick != 3 {
		t.Fatalf("tick %d after the clock went back, want 3", b.tick)
	}
	for range 3 {
		b.Step()
	}
	if b.tick != 5 {
		t.Fatalf("tick %d after 5 steps with the clock at 3, want 5", b.tick)
	}
}

func TestWrapAndFit(t *testing.T) {
	face := NewFonts(nil, nil).Face(14, false)
	msg := "Capture is compulsory: 27x18, 28x17, 31x22 or 36x27 and a few more words to wrap"
	lines := Wrap(msg, face, 150)
	if len(lines) < 2 || strings.Join(lines, " ") != msg {
		t.Fatalf("wrap: %q", lines)
	}
	for _, l := range lines {
		if Width(l, face) > 150 && strings.Contains(l, " ") {
			t.Errorf("line too wide: %q", l)
		}
	}
	if s := Fit(msg, face, 80); Width(s, face) > 80 || !strings.HasSuffix(s, "…") {
		t.Fatalf("fit: %q", s)
	}
	if ThemeAt(-1).Name != Themes[len(Themes)-1].Name || ThemeAt(len(Themes)).Name != Themes[0].Name {
		t.Fatal("ThemeAt does not wrap")
	}
}

// A word too long for any line (a folder path in a notice) is broken into
// lines that fit, not left to be cut; a glyph wider than the line stays whole.
func TestWrapBreaksLongWords(t *testing.T) {
	face := NewFonts(nil, nil).Face(14, false)
	path := "/home/player/.local/share/draughts/saves/draughts-2026-12-01-150405.pdn"
	msg := "Saved to " + path + " now"
	lines := Wrap(msg, face, 120)
	if strings.ReplaceAll(strings.Join(lines, ""), " ", "") != strings.ReplaceAll(msg, " ", "") {
		t.Fatalf("text lost: %q", lines)
	}
	if len(lines) < 4 {
		t.Fatalf("path not broken: %q", lines)
	}
	for _, l := range lines {
		if Width(l, face) > 120 {
			t.Errorf("line too wide: %q", l)
		}
	}
	if got := Wrap("W", face, 1); len(got) != 1 || got[0] != "W" {
		t.Fatalf("a glyph wider than the line: %q", got)
	}
}

// A font file that cannot be parsed (a broken download) leaves the game
// with a small bitmap font, not a crash.
func TestBadFontFallsBack(t *testing.T) {
	f := NewFonts([]byte("not a font"), []byte{})
	face := f.Face(14, true)
	if w := Width("Your move", face); w <= 0 {
		t.Fatalf("width %v with the fallback face", w)
	}
	if f.err == nil {
		t.Fatal("no parse error recorded")
	}
}

// A message quoting a PDN text keeps its line breaks out of the drawing:
// wrapped at them like at spaces, never drawn as a break over the next line.
func TestTextHasNoLineBreaks(t *testing.T) {
	face := NewFonts(nil, nil).Face(14, false)
	lines := Wrap("Ignored: pdn=[Event \"x\"]\n1. 32-28\r\n2. 99-98", face, 120)
	for _, l := range lines {
		if strings.ContainsAny(l, "\n\r") {
			t.Fatalf("line %q has a break", l)
		}
	}
	if got := oneLine("a\nb\tc"); got != "a b c" {
		t.Fatalf("oneLine: %q", got)
	}
}

func TestChineseFontAndWrap(t *testing.T) {
	f := NewFonts(nil, nil)
	msg := "必须吃子（有吃必吃）：27x18、28x17、31x22 或 36x27，请选白方的棋子"
	plain := Width(msg, f.Face(14, false))
	if err := f.AddCJK(cjkfont.Data()); err != nil {
		t.Fatal(err)
	}
	face := f.Face(14, false)
	if w := Width(msg, face); w <= plain {
		t.Fatalf("with the Chinese font the text is %.0f px wide, without %.0f: no glyphs came from it", w, plain)
	}
	// Ebitengine's text package keys its glyph cache by the face: a face
	// with the fallback must be hashable (a slice-typed face panicked there).
	_ = map[Face]bool{face: true}
	lines := Wrap(msg, face, 120)
	if len(lines) < 3 || strings.Join(lines, "") != strings.ReplaceAll(msg, " ", "") && strings.Join(lines, "") != msg {
		t.Fatalf("wrap: %q", lines)
	}
	for _, l := range lines {
		if Width(l, face) > 120 {
			t.Errorf("line too wide: %q", l)
		}
		if r := []rune(l); len(r) > 0 && isCJKPunct(r[0]) {
			t.Errorf("a line starts with punctuation: %q", l)
		}
	}
}
