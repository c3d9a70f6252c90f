package app // keyboard_test.go: the focus square, playing with the keys alone, reduced motion, the system's wishes and the help overlay.

import (
	"slices"
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/i18n"
)

// keys queues DOM key presses and runs one Update.
func keys(t *testing.T, a *App, q *fifo, names ...string) State {
	t.Helper()
	for _, k := range names {
		q.events = append(q.events, input.Event{Kind: input.EventKey, Key: k})
	}
	if err := a.Update(); err != nil {
		t.Fatal(err)
	}
	return a.State()
}

// focusTo moves a shown focus square to square sq with the arrow keys,
// reading where it is on the screen from State.
func focusTo(t *testing.T, a *App, q *fifo, sq int) State {
	t.Helper()
	row, col := a.screenCell(engine.Row(sq), engine.Col(sq))
	s := a.State()
	for range 20 {
		f := s.Focus
		switch {
		case f.Row > row:
			s = keys(t, a, q, "ArrowUp")
		case f.Row < row:
			s = keys(t, a, q, "ArrowDown")
		case f.Col > col:
			s = keys(t, a, q, "ArrowLeft")
		case f.Col < col:
			s = keys(t, a, q, "ArrowRight")
		default:
			if f.Square != sq {
				t.Fatalf("focus at row %d col %d is square %d, not %d", f.Row, f.Col, f.Square, sq)
			}
			return s
		}
	}
	t.Fatalf("the focus did not reach %d: %+v", sq, s.Focus)
	return s
}

func TestKeyboardPlaysAMove(t *testing.T) {
	q := &fifo{}
	a := newApp(t, Config{Mode: ModeTwoPlayers, Input: q})
	if s := a.State(); s.Focus.Shown {
		t.Fatalf("focus shown before any key: %+v", s.Focus)
	}
	// The first arrow shows the focus where it starts (square 28), the next ones move it.
	s := keys(t, a, q, "ArrowDown")
	if !s.Focus.Shown || s.Focus.Square != 28 || s.Focus.Row != focusStartRow || s.Focus.Col != focusStartCol {
		t.Fatalf("first arrow: %+v", s.Focus)
	}
	s = keys(t, a, q, "ArrowDown", "ArrowLeft")
	if s.Focus.Square != 32 {
		t.Fatalf("down, left from 28: %+v", s.Focus)
	}
	s = keys(t, a, q, "Enter")
	if s.Selected != 32 {
		t.Fatalf("Enter on 32: selected %d, message %q", s.Selected, s.Message)
	}
	s = keys(t, a, q, "ArrowUp", "ArrowRight")
	if s.Focus.Square != 28 {
		t.Fatalf("up, right from 32: %+v", s.Focus)
	}
	s = keys(t, a, q, " ") // Space drops as Enter does
	if !slices.Equal(s.Moves, []string{"32-28"}) {
		t.Fatalf("moves %v, message %q", s.Moves, s.Message)
	}
	tick(t, a, "the animation", func(s State) bool { return !s.Animating })
	// Esc drops a piece picked up; typed moves still work beside the focus.
	focusTo(t, a, q, 19)
	if s = keys(t, a, q, "Enter"); s.Selected != 19 {
		t.Fatalf("Enter on 19: selected %d", s.Selected)
	}
	if s = keys(t, a, q, "Escape"); s.Selected != 0 {
		t.Fatalf("Escape: selected %d", s.Selected)
	}
	s = keys(t, a, q, "1", "9", "-", "2", "3", "Enter")
	if !slices.Equal(s.Moves, []string{"32-28", "19-23"}) {
		t.Fatalf("typed: moves %v, message %q", s.Moves, s.Message)
	}
	// The edges stop the focus.
	for range 12 {
		s = keys(t, a, q, "ArrowUp", "ArrowLeft")
	}
	if s.Focus.Row != 0 || s.Focus.Col != 0 || s.Focus.Square != 0 {
		t.Fatalf("top left corner: %+v", s.Focus)
	}
}

// TestFocusOnAFlippedBoard: with Black at the bottom, up is still up on
// the screen (towards White's side of the board) and the focus square is
// drawn where State says.
func TestFocusOnAFlippedBoard(t *testing.T) {
	q := &fifo{}
	a := newApp(t, Config{Mode: ModeTwoPlayers, Input: q, Flipped: true})
	s := keys(t, a, q, "ArrowUp")
	if s.Focus.Square != 23 {
		t.Fatalf("start on a flipped board: %+v", s.Focus)
	}
	_, y0 := a.layout.Center(23)
	s = keys(t, a, q, "ArrowUp", "ArrowLeft")
	if s.Focus.Square != 29 {
		t.Fatalf("up, left from 23 (flipped): %+v", s.Focus)
	}
	if _, y1 := a.layout.Center(29); y1 >= y0 {
		t.Fatalf("up moved the focus down the screen: %v -> %v", y0, y1)
	}
	// A flip keeps the square in focus; it moves on the screen.
	s = keys(t, a, q, "f")
	if s.Focus.Square != 29 || s.Focus.Row != engine.Row(29) || s.Focus.Col != engine.Col(29) {
		t.Fatalf("after the flip: %+v", s.Focus)
	}
}

// TestKeysPickAsClicksDo: the keys go through the same picker as clicks:
// an ambiguous capture asks the same question, a refusal says the same.
func TestKeysPickAsClicksDo(t *testing.T) {
	const fen = "W:WK47:B14,19,29,31,42"
	picks := []int{47, 36, 50, 13}
	var byKeys, byClicks []string
	{
		q := &fifo{}
		a := newApp(t, Config{Mode: ModeTwoPlayers, Input: q, FEN: fen})
		keys(t, a, q, "ArrowUp")
		for _, sq := range picks {
			focusTo(t, a, q, sq)
			s := keys(t, a, q, "Enter")
			byKeys = append(byKeys, s.Message+" | "+strings.Join(s.Moves, " "))
		}
	}
	{
		q := &fifo{}
		a := newApp(t, Config{Mode: ModeTwoPlayers, Input: q, FEN: fen})
		for _, sq := range picks {
			x, y := a.layout.Center(sq)
			q.events = append(q.events, input.Event{Kind: input.EventPointerDown, X: x, Y: y, Pointer: 1}, input.Event{Kind: input.EventPointerUp, X: x, Y: y, Pointer: 1})
			if err := a.Update(); err != nil {
				t.Fatal(err)
			}
			s := a.State()
			byClicks = append(byClicks, s.Message+" | "+strings.Join(s.Moves, " "))
		}
	}
	if !slices.Equal(byKeys, byClicks) {
		t.Fatalf("keys and clicks differ:\nkeys   %q\nclicks %q", byKeys, byClicks)
	}
	if !strings.Contains(byKeys[1], "47x38x24x13x36") || !strings.HasSuffix(byKeys[3], "| 47x38x24x13x36") {
		t.Fatalf("the ambiguous capture: %q", byKeys)
	}
	// Black's piece at White's turn: the same refusal as a click.
	q := &fifo{}
	a := newApp(t, Config{Mode: ModeTwoPlayers, Input: q})
	keys(t, a, q, "ArrowUp")
	focusTo(t, a, q, 19)
	s := keys(t, a, q, "Enter")
	b := newApp(t, Config{Mode: ModeTwoPlayers})
	x, y := b.layout.Center(19)
	b.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: x, Y: y}, {Kind: input.PointerUp, X: x, Y: y}})
	if s.Message == "" || s.Message != b.State().Message {
		t.Fatalf("refusal by key %q, by click %q", s.Message, b.State().Message)
	}
}

// TestReducedMotion: moves appear at once (no animation frames), the
// captured pieces leave at once, the spinner does not turn, and the
// setting follows the system until the player chooses.
func TestReducedMotion(t *testing.T) {
	a := newApp(t, Config{Mode: ModeTwoPlayers, Motion: "off"})
	animated := 0
	for _, m := range []string{"32-28", "19-23", "28x19"} {
		a.command(Command{Name: "move", Arg: m})
		for range 30 {
			if a.State().Animating {
				animated++
			}
			if err := a.Update(); err != nil {
				t.Fatal(err)
			}
		}
	}
	s := a.State()
	if animated != 0 || s.Motion != "off" || !s.MotionChosen {
		t.Fatalf("reduced motion: %d animation frames, motion %q chosen %v", animated, s.Motion, s.MotionChosen)
	}
	if p := a.game.Position().PieceAt(23); p != engine.Empty || len(s.Moves) != 3 {
		t.Fatalf("the captured man on 23 is still there (%v) or moves %v", p, s.Moves)
	}
	// The computer thinking: no redraw for the spinner.
	a = newApp(t, Config{Motion: "off", Level: 10})
	a.command(Command{Name: "move", Arg: "32-28"})
	tick(t, a, "thinking", func(s State) bool { return s.Thinking })
	for range 12 {
		a.dirty = false
		if err := a.Update(); err != nil {
			t.Fatal(err)
		}
		if a.dirty && a.State().Thinking {
			t.Fatalf("a redraw while thinking under reduced motion (tick %d)", a.ticks)
		}
	}
	a.stopEngine()

	// Not chosen: the system's wish; chosen: the player's.
	for _, tc := range []struct {
		motion string
		prefer bool
		want   string
	}{{"", true, "off"}, {"", false, "on"}, {"on", true, "on"}, {"off", false, "off"}} {
		a := newApp(t, Config{Motion: tc.motion, PreferReducedMotion: tc.prefer})
		if s := a.State(); s.Motion != tc.want || s.MotionChosen != (tc.motion != "") {
			t.Errorf("motion %q, system reduce %v: %q chosen %v", tc.motion, tc.prefer, s.Motion, s.MotionChosen)
		}
	}
	// The Motion button turns it on and off and counts as a choice.
	a = newApp(t, Config{PreferReducedMotion: true})
	clickAll(t, a, "Menu", "Settings")
	if b := choice(t, a.State(), "Animations", "Off"); !b.On {
		t.Fatalf("settings: animations not off under the system's reduced motion: %+v", b)
	}
	click(a, choice(t, a.State(), "Animations", "Normal"))
	if s := a.State(); s.Motion != "on" || !s.MotionChosen || !choice(t, s, "Animations", "Normal").On {
		t.Fatalf("after Animations: Normal: %q chosen %v", s.Motion, s.MotionChosen)
	}
	clickAll(t, a, "Back")
	if s := a.State(); s.Sheet != "menu" || s.Screen != "game" {
		t.Fatalf("Back from the settings opened from the menu: screen %q sheet %q", s.Screen, s.Sheet)
	}
	clickAll(t, a, "Close")
	if s := a.State(); s.Sheet != "" || s.Screen != "game" {
		t.Fatalf("Close: screen %q sheet %q", s.Screen, s.Sheet)
	}
	a.command(Command{Name: "move", Arg: "32-28"})
	if !a.State().Animating {
		t.Fatal("motion on: the move does not animate")
	}
}

// TestSystemContrast: a system asking for more contrast starts in High
// contrast unless the player chose a theme.
func TestSystemContrast(t *testing.T) {
	for _, tc := range []struct {
		theme  int
		chosen bool
		prefer bool
		want   string
	}{{0, false, true, "High contrast"}, {0, true, true, "Wood"}, {2, true, true, "Ocean"}, {0, false, false, "Wood"}} {
		a := newApp(t, Config{Theme: tc.theme, ThemeChosen: tc.chosen, PreferContrast: tc.prefer})
		if s := a.State(); s.Theme != tc.want || s.ThemeChosen != tc.chosen {
			t.Errorf("theme %d chosen %v, system %v: %q chosen %v", tc.theme, tc.chosen, tc.prefer, s.Theme, s.ThemeChosen)
		}
	}
	a := newApp(t, Config{PreferContrast: true})
	clickAll(t, a, "Menu", "Settings")
	if !choice(t, a.State(), "Board", "High contrast").On {
		t.Fatal("settings: High contrast not the board chosen")
	}
	click(a, choice(t, a.State(), "Board", "Ocean"))
	if s := a.State(); s.Theme != "Ocean" || !s.ThemeChosen {
		t.Fatalf("the board setting: %q chosen %v", s.Theme, s.ThemeChosen)
	}
	_ = render.HighContrast
}

// TestHelpOverlay: ? opens the list of every shortcut in the player's
// language, its Close control replaces the buttons, Esc, ? and a click close it.
func TestHelpOverlay(t *testing.T) {
	q := &fifo{}
	a := newApp(t, Config{Mode: ModeTwoPlayers, Input: q})
	clickAll(t, a, "Menu")
	if !slices.ContainsFunc(a.State().Buttons, func(b Button) bool { return b.Label == "Keys and help" && b.Enabled }) {
		t.Fatalf("no help in the menu: %+v", a.State().Buttons)
	}
	clickAll(t, a, "Close")
	want := map[i18n.Lang][]string{
		i18n.EN: {"Keyboard shortcuts", "Ctrl+Z", "Ctrl+Y", "↑ ↓ ← →", "Enter, Space", "Esc", "Tab, Shift+Tab", "flip the board", "new game", "hint", "sound on or off", "square numbers", "next theme", "this help", "type a move"},
		i18n.ZH: {"键盘快捷键", "Ctrl+Z", "Ctrl+Y", "↑ ↓ ← →", "回车，空格", "Esc", "Tab，Shift+Tab", "翻转棋盘", "新对局", "提示", "开关声音", "格号", "切换主题", "本帮助", "输入着法"},
	}
	for _, lang := range []i18n.Lang{i18n.EN, i18n.ZH} {
		a.setLang(lang)
		s := keys(t, a, q, "?")
		if s.Help == nil {
			t.Fatalf("%v: ? did not open the help", lang)
		}
		var all strings.Builder
		all.WriteString(s.Help.Title + "\n" + s.Help.Footer + "\n")
		for _, r := range s.Help.Rows {
			if r.Keys == "" || r.Action == "" || strings.Contains(r.Keys+r.Action, "[") {
				t.Errorf("%v: row %+v", lang, r)
			}
			all.WriteString(r.Keys + " = " + r.Action + "\n")
		}
		for _, w := range want[lang] {
			if !strings.Contains(all.String(), w) {
				t.Errorf("%v: the help lacks %q:\n%s", lang, w, all.String())
			}
		}
		if desktop() != strings.Contains(all.String(), "F11") {
			t.Errorf("%v: F11 listed %v on the desktop %v", lang, strings.Contains(all.String(), "F11"), desktop())
		}
		if len(s.Buttons) != 1 || s.Buttons[0].Label != a.tr("help.close") {
			t.Fatalf("%v: buttons while open %+v", lang, s.Buttons)
		}
		// Keys do nothing else while it is open.
		if s = keys(t, a, q, "n", "ArrowUp"); s.Help == nil || s.Focus.Shown || s.GameSerial != 0 {
			t.Fatalf("%v: keys went through the help: %+v", lang, s)
		}
		closeKey := "Escape"
		if lang == i18n.ZH {
			closeKey = "?"
		}
		if s = keys(t, a, q, closeKey); s.Help != nil {
			t.Fatalf("%v: %s did not close the help", lang, closeKey)
		}
	}
	// The Help button (at the end of the status line) opens it, a click anywhere closes it.
	a.setLang(i18n.EN)
	clickAll(t, a, "Menu", "Keys and help")
	if a.State().Help == nil {
		t.Fatal("the menu's Keys and help did not open the help")
	}
	x, y := a.layout.Center(32)
	a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: x, Y: y}, {Kind: input.PointerUp, X: x, Y: y}})
	if s := a.State(); s.Help != nil || s.Selected != 0 {
		t.Fatalf("a click did not just close the help: help %v, selected %d", s.Help != nil, s.Selected)
	}
}
