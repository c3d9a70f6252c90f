package app // notice_test.go: the notice bar: shown under a host that asks, laid out without cutting words at every window size and in both languages, clicked and keyed.

import (
	"strings"
	"testing"

	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/i18n"
)

// askingHost asks through a notice bar and records the actions taken.
type askingHost struct {
	keeperHost
	text  string
	acts  []string
	taken []string
}

func (h *askingHost) Notice() (string, []string) { return h.text, h.acts }
func (h *askingHost) NoticeAction(act string) {
	h.taken = append(h.taken, act)
	h.acts = nil
	h.pending = append(h.pending, Command{Name: "say", Arg: "did " + act})
}

const longNotice = "This move was not saved: /home/player/a/very/long/folder/name/that/does/not/fit/on/one/line/of/a/small/window/save.msgp is a file, not a folder. Ctrl+S writes a .pdn; saving resumes by itself (the last save is untouched)."

func TestNoticeBarFitsAndActs(t *testing.T) {
	fw, fh := FitWindow(1024, 768)
	for _, lang := range []i18n.Lang{i18n.EN, i18n.ZH} {
		for _, sz := range [][2]int{{fw, fh}, {640, 480}, {320, 240}, {360, 640}} {
			host := &askingHost{text: longNotice, acts: []string{"download", "copy", "free", "games", "keep", "switch"}}
			a := newApp(t, Config{Mode: ModeTwoPlayers, Host: host, Lang: lang})
			a.w, a.h = sz[0], sz[1]
			a.relayout()
			if a.State().Notice != nil {
				t.Fatal("a bar before the host was asked")
			}
			if err := a.Update(); err != nil {
				t.Fatal(err)
			}
			s := a.State()
			n := s.Notice
			if n == nil || len(n.Buttons) != 6 || n.Text != longNotice || n.Focus != -1 {
				t.Fatalf("%v %v: notice %+v", lang, sz, n)
			}
			nl := a.bar.lay
			l := a.layout
			least := nl.font <= 9*a.scale // the smallest windows: the words come first
			if nl.box.H > float64(sz[1])*noticeMaxShare+1 && !least || l.Board.Y < nl.box.H || l.Panel.Y < nl.box.H {
				t.Fatalf("%v %v: bar %+v, board %+v, panel %+v", lang, sz, nl.box, l.Board, l.Panel)
			}
			// Every word is shown: the lines hold the whole text, none wider than the bar.
			small := a.fonts.Face(nl.font*0.95, false)
			pad := nl.font * 0.6
			if got := strings.ReplaceAll(strings.Join(nl.lines, ""), " ", ""); got != strings.ReplaceAll(longNotice, " ", "") {
				t.Fatalf("%v %v: lines lose words: %q", lang, sz, nl.lines)
			}
			for _, line := range nl.lines {
				if w := render.Width(line, small); w > nl.box.W-2*pad+0.5 {
					t.Fatalf("%v %v: line %q is %v wide, bar %v", lang, sz, line, w, nl.box.W)
				}
			}
			face := a.fonts.Face(nl.font, false)
			for i, r := range nl.buttons {
				label := a.noticeLabel(host.acts[i])
				if r.X < 0 || r.X+r.W > nl.box.W || r.Y+r.H > nl.box.H || render.Width(label, face) > r.W-8 {
					t.Fatalf("%v %v: button %q at %+v (label %v wide) in bar %+v", lang, sz, label, r, render.Width(label, face), nl.box)
				}
				for j := range i {
					if o := nl.buttons[j]; r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H {
						t.Fatalf("%v %v: buttons %d and %d overlap", lang, sz, i, j)
					}
				}
				if lang == i18n.EN && n.Buttons[i].Label != [...]string{"Download PDN", "Copy PDN", "Free space", "Games", "Continue this game", "Switch to the other game"}[i] {
					t.Fatalf("label %d: %q", i, n.Buttons[i].Label)
				}
			}
			// A click on a button runs it; the bar goes and the board takes the whole height again.
			click(a, n.Buttons[5])
			if strings.Join(host.taken, ",") != "switch" || a.State().Notice != nil || a.layout.Bar.H != 0 {
				t.Fatalf("%v %v: after the click: taken %v notice %+v", lang, sz, host.taken, a.State().Notice)
			}
			s = tick(t, a, "the host's words", func(s State) bool { return s.Message == "did switch" })
		}
	}
}

func TestNoticeBarKeys(t *testing.T) {
	host := &askingHost{text: "Another window is playing a different game.", acts: []string{"keep", "switch", "games"}}
	a := newApp(t, Config{Mode: ModeTwoPlayers, Host: host})
	a.Update()
	// Typed moves still work while the bar is shown and nothing has focus.
	a.keyIntents([]input.Intent{input.IntentNext, input.IntentNext, input.IntentPrev, input.IntentPrev, input.IntentPrev})
	if f := a.State().Notice.Focus; f != 1 {
		t.Fatalf("focus after Tab Tab Shift+Tab x3: %d", f)
	}
	a.keyIntents([]input.Intent{input.IntentCancel})
	if f := a.State().Notice.Focus; f != -1 {
		t.Fatalf("Escape keeps focus %d", f)
	}
	a.keys.Text.Add('3')
	a.keys.Text.Add('2')
	a.keys.Text.Add('-')
	a.keys.Text.Add('2')
	a.keys.Text.Add('8')
	a.keyIntents([]input.Intent{input.IntentEnter})
	s := tick(t, a, "the typed move", func(s State) bool { return len(s.Moves) == 1 })
	if len(host.taken) != 0 || s.Notice == nil {
		t.Fatalf("Enter without focus ran %v", host.taken)
	}
	a.say(host.text, false) // the host said the question in the panel too
	a.keyIntents([]input.Intent{input.IntentNext, input.IntentPress})
	if s := a.State(); strings.Join(host.taken, ",") != "keep" || s.Notice != nil || s.Message != "" {
		t.Fatalf("Tab Space ran %v; the answered question stays in the panel: %q", host.taken, s.Message)
	}
}

// A press on the bar's words (not a button) does nothing, and a press that
// leaves the button before the release runs nothing.
func TestNoticeBarMissedClicks(t *testing.T) {
	host := &askingHost{text: "Another window is playing a different game.", acts: []string{"keep", "switch", "games"}}
	a := newApp(t, Config{Mode: ModeTwoPlayers, Host: host})
	a.Update()
	nl := a.bar.lay
	a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: nl.box.W - 2, Y: 2}, {Kind: input.PointerUp, X: nl.box.W - 2, Y: 2}})
	b := nl.buttons[1]
	a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: b.X + 2, Y: b.Y + 2}, {Kind: input.PointerUp, X: b.X + b.W + 40, Y: b.Y + 2}})
	if len(host.taken) != 0 || a.State().Notice == nil {
		t.Fatalf("missed clicks ran %v", host.taken)
	}
}
