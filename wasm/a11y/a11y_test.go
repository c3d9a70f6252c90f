package a11y // a11y_test.go: the position, moves and announcements worded from real game states, in both languages.

import (
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/i18n"
)

// stateOf is the state the game publishes for g (the fields the words use).
func stateOf(g *engine.Game, mode string) app.State {
	r, _ := g.Result()
	p := g.Position()
	return app.State{FEN: p.FEN(), StartFEN: g.Start().FEN(), Moves: g.Notation(), Ply: g.Ply(),
		Turn: strings.ToLower(p.Side().String()), Mode: mode, Level: 5, Human: "white",
		Result: r.String(), ResultText: g.ResultText()}
}

func TestDescribeStart(t *testing.T) {
	g := engine.NewGame()
	s := stateOf(g, "play")
	s.Buttons = []app.Button{{Label: "New game", X: 10, Y: 20, Enabled: true}, {Label: ""}}
	v := Describe(s, i18n.EN)
	want := []string{
		"You play White against the computer, level 5.",
		"White to move.",
		"White: men on 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50 (20).",
		"Black: men on 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 (20).",
	}
	if strings.Join(v.Position, "\n") != strings.Join(want, "\n") {
		t.Errorf("position:\n%s", strings.Join(v.Position, "\n"))
	}
	if strings.Join(v.Moves, " ") != "31-26 31-27 32-27 32-28 33-28 33-29 34-29 34-30 35-30" || v.NoMoves != "" {
		t.Errorf("moves %v (%q)", v.Moves, v.NoMoves)
	}
	if len(v.Controls) != 1 || v.Controls[0].Label != "New game" || !v.Controls[0].Enabled {
		t.Errorf("controls %+v", v.Controls)
	}
	zh := Describe(s, i18n.ZH)
	if zh.Lang != "zh" || zh.Position[1] != "轮到白方走。" || !strings.HasPrefix(zh.Position[3], "黑方：兵在 1, 2,") {
		t.Errorf("Chinese %q", zh.Position)
	}
}

func TestMovesOnlyWhenThePlayerCanMove(t *testing.T) {
	g := engine.NewGame()
	g.PlayString("32-28")
	s := stateOf(g, "play") // Black (the computer) to move
	if v := Describe(s, i18n.EN); len(v.Moves) != 0 || v.NoMoves != "The computer is to move." {
		t.Errorf("computer's turn: %v %q", v.Moves, v.NoMoves)
	}
	s.Mode = "two-player"
	if v := Describe(s, i18n.EN); len(v.Moves) != 9 {
		t.Errorf("two players: %v", v.Moves)
	}
	s.Mode = "view"
	if v := Describe(s, i18n.ZH); len(v.Moves) != 0 || v.NoMoves != "此模式下不能走棋。" {
		t.Errorf("view: %v %q", v.Moves, v.NoMoves)
	}
	// A capture is compulsory: only the captures are offered.
	g2, _ := engine.NewGameFromFEN("W:W28,45:B23,5")
	if v := Describe(stateOf(g2, "play"), i18n.EN); strings.Join(v.Moves, " ") != "28x19" {
		t.Errorf("compulsory capture: %v", v.Moves)
	}
}

func TestRecordByMoveNumber(t *testing.T) {
	g := engine.NewGame()
	for _, m := range []string{"32-28", "19-23", "28x19", "14x23", "37-32"} {
		if _, err := g.PlayString(m); err != nil {
			t.Fatal(err)
		}
	}
	v := Describe(stateOf(g, "two-player"), i18n.EN)
	if strings.Join(v.Record, " | ") != "1. 32-28 19-23 | 2. 28x19 14x23 | 3. 37-32" {
		t.Errorf("record %q", v.Record)
	}
	b, _ := engine.NewGameFromFEN("B:W28:B19,5")
	b.PlayString("19-23")
	if v := Describe(stateOf(b, "two-player"), i18n.EN); strings.Join(v.Record, "|") != "1... 19-23" {
		t.Errorf("Black first: %q", v.Record)
	}
}

func TestAnnounce(t *testing.T) {
	g := engine.NewGame()
	s0 := stateOf(g, "play")
	if a := Announce(app.State{}, s0, false, i18n.EN); len(a) != 0 {
		t.Errorf("first state: %q", a)
	}
	g.PlayString("32-28")
	g.PlayString("19-23")
	s1 := stateOf(g, "play")
	if a := Announce(s0, s1, true, i18n.EN); strings.Join(a, " ") != "White played 32-28. Black played 19-23." {
		t.Errorf("two moves: %q", a)
	}
	g.PlayString("28x19")
	s2 := stateOf(g, "play")
	if a := Announce(s1, s2, true, i18n.ZH); strings.Join(a, " ") != "白方走了 28x19。 吃掉 1 个棋子。" {
		t.Errorf("capture in Chinese: %q", a)
	}
	g.Undo()
	if a := Announce(s2, stateOf(g, "play"), true, i18n.EN); strings.Join(a, " ") != "Move taken back. White to move." {
		t.Errorf("undo: %q", a)
	}
	// A promotion, a multi-capture, a result.
	k, _ := engine.NewGameFromFEN("W:W7,44:B15")
	k0 := stateOf(k, "two-player")
	k.PlayString("7-2")
	if a := Announce(k0, stateOf(k, "two-player"), true, i18n.EN); strings.Join(a, " ") != "White played 7-2. It is crowned king." {
		t.Errorf("promotion: %q", a)
	}
	m, _ := engine.NewGameFromFEN("W:W33:B28,18,9")
	m0 := stateOf(m, "two-player")
	m.PlayString("33x4")
	m1 := stateOf(m, "two-player")
	if a := Announce(m0, m1, true, i18n.EN); strings.Join(a, " ") != "White played 33x4. 3 pieces taken. It is crowned king. "+m1.ResultText {
		t.Errorf("multi-capture to the end: %q", a)
	}
	// Hints and messages.
	h := s1
	h.Hint, h.Message = "33-29", "Not your turn."
	if a := Announce(s1, h, true, i18n.EN); strings.Join(a, "|") != "Not your turn.|Hint: 33-29." {
		t.Errorf("hint and message: %q", a)
	}
	// A new game.
	n := stateOf(engine.NewGame(), "play")
	n.GameSerial = 1
	if a := Announce(s1, n, true, i18n.EN); strings.Join(a, "|") != "New game. White to move." {
		t.Errorf("new game: %q", a)
	}
}
