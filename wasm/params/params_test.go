package params // params_test.go: table tests of every parameter and FuzzParams.

import (
	"net/url"
	"strings"
	"testing"

	"github.com/draughts/draughts/render/i18n"
)

func TestParseGood(t *testing.T) {
	pdn := "[Event \"a\"]\n1. 32-28 19-23 *\n\n[Event \"b\"]\n1. 33-29 *\n"
	q := url.Values{
		"fen": {"B:W28:B19"}, "pdn": {pdn}, "game": {"2"}, "color": {"Black"}, "mode": {"two-player"},
		"level": {"7"}, "theme": {"wood"}, "coords": {"off"}, "sound": {"yes"}, "save": {"puzzle-1"},
		"origin": {"https://Example.org:8443/"}, "unknown": {"whatever"},
	}.Encode()
	p, probs := Parse("?"+q, Options{Themes: []string{"classic", "wood"}})
	if len(probs) != 0 {
		t.Fatalf("problems: %v", probs)
	}
	if p.Position == nil || p.FEN != "B:W28:B19" {
		t.Errorf("fen: %+v", p)
	}
	if p.PDN == nil || p.PDN.Index != 1 || len(p.PDN.Game.Notation()) != 1 || p.PDN.Game.Notation()[0] != "33-29" {
		t.Errorf("pdn game 2: %+v", p.PDN)
	}
	if p.Color != "black" || p.Mode != "two-player" || p.Level != 7 || p.Theme != "wood" {
		t.Errorf("fields: %+v", p)
	}
	if p.Coords != (OptBool{true, false}) || p.Sound != (OptBool{true, true}) {
		t.Errorf("bools: %+v %+v", p.Coords, p.Sound)
	}
	if p.Save != "puzzle-1" || p.SaveOff || p.Origin != "https://example.org:8443" {
		t.Errorf("save/origin: %+v", p)
	}
	if p, _ := Parse("save=OFF", Options{}); !p.SaveOff {
		t.Errorf("save=OFF")
	}
	if p, _ := Parse("", Options{}); p != (Params{}) {
		t.Errorf("empty query: %+v", p)
	}
}

func TestParseBad(t *testing.T) {
	for _, tc := range []struct{ query, param, want string }{
		{"fen=X:W1", "fen", "expected the side to move (W or B), found 'X' (at character 1)"},
		{"fen=W:W51", "fen", "square 51 is not between 1 and 50"},
		{"pdn=" + url.QueryEscape("1. 32-26 *"), "pdn", "PDN game 1, line 1"},
		{"pdn=" + url.QueryEscape("1. 32-28 *") + "&game=3", "pdn", "game 3 asked for, the text has 1"},
		{"pdn=" + url.QueryEscape("1. 32-28 *") + "&game=zero", "game", "game number"},
		{"pdn=", "pdn", "no game"},
		{"color=green", "color", "white or black"},
		{"mode=blitz", "mode", "one of play"},
		{"level=11", "level", "1 to 10"},
		{"level=x", "level", "1 to 10"},
		{"theme=neon", "theme", "unknown theme"},
		{"coords=maybe", "coords", "on or off"},
		{"sound=2", "sound", "on or off"},
		{"save=a/b", "save", "off or a name"},
		{"save=" + strings.Repeat("x", 33), "save", "off or a name"},
		{"origin=https://a.org/path", "origin", "no path"},
		{"origin=javascript:alert(1)", "origin", "expected an origin"},
		{"level=%zz", "", "could not be read"},
		{"fen=W:W31,31", "fen", "square 31 is listed twice (at character 7)"},
		{"fen=" + url.QueryEscape("W:W31:Bq"), "fen", "found 'q' (at character 8)"},
		{"pdn=" + url.QueryEscape("1. 32-28 *\n\n1. 33-28 19-23 2. 28-22 *") + "&game=2", "pdn", "PDN game 2, line 3, column 19: move 2. 28-22: No legal move 28-22 (legal moves: 28x19)"},
		{"game=2", "game", "there is no pdn="},
		{"level=NaN", "level", "level=NaN: expected a level from 1 to 10"},
		{"level=-1", "level", "1 to 10"},
		{"fen=" + url.QueryEscape("W:W31:B1") + "&fen=" + url.QueryEscape("B:W32:B2"), "fen", "fen=W:W31:B1: given 2 times: only the last one is used"},
		{"level=3.5", "level", "1 to 10"},
		{"color=", "color", "white or black"},
		{"mode=" + strings.Repeat("m", 100), "mode", "mmm...: expected one of"},
		{"pdn=" + strings.Repeat("x", MaxValueLen+1), "pdn", "too long (65537 characters, at most 65536)"},
		// Positions the editor refuses are refused here too, with its reason.
		{"fen=" + url.QueryEscape("W:W6-26:B1-5"), "fen", "White has 21 pieces: at most 20"},
		{"fen=" + url.QueryEscape("B:W31-50:B"), "fen", "Black is to move but has no pieces"},
		{"fen=" + url.QueryEscape("W:W:B"), "fen", "White is to move but has no pieces"},
	} {
		p, probs := Parse(tc.query, Options{Themes: []string{"classic"}})
		found := false
		for _, pr := range probs {
			if pr.Param == tc.param && strings.Contains(pr.Error(), tc.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: problems %v, want %s: ...%s...", tc.query, probs, tc.param, tc.want)
		}
		if p.Level != 0 && tc.param == "level" {
			t.Errorf("%s: bad level kept", tc.query)
		}
	}
	// The engine's errors inside a problem are worded in the player's language.
	_, probs := Parse("pdn="+url.QueryEscape("1. 32-28 19-23 2. 28-22 *"), Options{})
	if len(probs) != 1 || !strings.Contains(probs[0].Text(i18n.ZH), "PDN 第 1 局，第 1 行第 19 列：第 2. 步 28-22：没有 28-22 这步合法着法") {
		t.Errorf("a PDN problem in Chinese: %v", probs)
	} else if zh := probs[0].Text(i18n.ZH); strings.Contains(zh, "legal") || strings.Contains(zh, "line") {
		t.Errorf("English left in the Chinese wording: %s", zh)
	}
	_, probs = Parse("fen="+url.QueryEscape("W:W6-26:B1-5"), Options{})
	if len(probs) != 1 || !strings.Contains(probs[0].Text(i18n.ZH), "白方有 21 个棋子：最多 20 个") {
		t.Errorf("an impossible position in Chinese: %v", probs)
	}
	// One bad value does not stop the others.
	p, probs := Parse("level=99&mode=view&color=white", Options{})
	if len(probs) != 1 || p.Mode != "view" || p.Color != "white" {
		t.Errorf("partial: %+v %v", p, probs)
	}
	// The engine's error names the exact place.
	_, probs = Parse("pdn="+url.QueryEscape("[Event \"x\"]\n1. 32-28 19-23\n2. 28x17 *"), Options{})
	if len(probs) != 1 || !strings.Contains(probs[0].Msg, "line 3") {
		t.Errorf("pdn error position: %v", probs)
	}
}

func FuzzParams(f *testing.F) {
	f.Add("fen=W:W31-50:B1-20&level=3&mode=play")
	f.Add("pdn=1.%2032-28%2019-23%20*&game=1&color=black&save=off")
	f.Add("origin=https://x.org&coords=on&sound=off&theme=wood")
	f.Add("level=%zz&fen=&pdn=%5BFEN")
	f.Fuzz(func(t *testing.T, q string) {
		p, probs := Parse(q, Options{})
		for _, pr := range probs {
			if pr.Msg == "" {
				t.Fatalf("problem without a message: %+v", pr)
			}
		}
		if p.Level < 0 || p.Level > 10 {
			t.Fatalf("level %d", p.Level)
		}
		if p.Mode != "" && !contains(Modes, p.Mode) {
			t.Fatalf("mode %q", p.Mode)
		}
	})
}

func TestLang(t *testing.T) {
	for in, want := range map[string]string{"lang=zh": "zh", "lang=en": "en", "lang=zh-CN": "zh", "lang=EN-gb": "en"} {
		if p, probs := Parse(in, Options{}); p.Lang != want || len(probs) != 0 {
			t.Errorf("%s: lang %q, problems %v", in, p.Lang, probs)
		}
	}
	if p, probs := Parse("lang=fr&level=3", Options{}); p.Lang != "" || len(probs) != 1 || probs[0].Param != "lang" || p.Level != 3 {
		t.Errorf("lang=fr: %+v %v", p, probs)
	}
}

// TestProblemText: a problem is worded in the player's language, and in
// English by Error.
func TestProblemText(t *testing.T) {
	_, probs := Parse("level=12&origin=https://a.org/x", Options{})
	if len(probs) != 2 {
		t.Fatalf("problems: %v", probs)
	}
	if got := probs[0].Error(); got != "level=12: expected a level from 1 to 10" {
		t.Errorf("English: %q", got)
	}
	if got := probs[1].Error(); got != "origin=https://a.org/x: an origin has no path, query or user: use https://a.org" {
		t.Errorf("English: %q", got)
	}
	if got := probs[0].Text(i18n.ZH); got != "level=12：应为 1 到 10 级" {
		t.Errorf("Chinese: %q", got)
	}
}

// fen= given twice: the last one is played, and the page says the first is
// not; when the last is wrong, neither is played (the first is not taken
// instead) and both are said.
func TestRepeatedFEN(t *testing.T) {
	p, probs := Parse("fen="+url.QueryEscape("W:W31:B1")+"&fen="+url.QueryEscape("B:W32:B2"), Options{})
	if p.FEN != "B:W32:B2" || len(probs) != 1 || probs[0].Value != "W:W31:B1" {
		t.Fatalf("two good FENs: %q %v", p.FEN, probs)
	}
	p, probs = Parse("fen="+url.QueryEscape("W:W31:B1")+"&fen=nonsense", Options{})
	if p.FEN != "" || p.Position != nil || len(probs) != 2 {
		t.Fatalf("a good FEN then a bad one: %q %v", p.FEN, probs)
	}
}
