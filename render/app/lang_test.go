package app // lang_test.go: every text the app shows comes from render/i18n, in English and in Chinese.

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render/i18n"
)

// internalLiteral is what a string literal of render/app may be without going
// through the catalogue: identifiers and keys ("two-player", "info.best"),
// or text without letters ("%d (%d)", " ").
var internalLiteral = regexp.MustCompile(`^([a-z0-9][a-z0-9.\-]*|[^A-Za-z]*)$`)

// formatVerb is a fmt verb, which is not text.
var formatVerb = regexp.MustCompile(`%[-+# 0-9.\[\]]*[a-zA-Z%]`)

// TestNoRawTextInApp fails on any string literal in render/app that looks
// like words for the player: such text must be a catalogue key.
func TestNoRawTextInApp(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		skip := map[*ast.BasicLit]bool{}
		for _, imp := range f.Imports {
			skip[imp.Path] = true
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if fl, ok := n.(*ast.Field); ok && fl.Tag != nil {
				skip[fl.Tag] = true
			}
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING || skip[lit] {
				return true
			}
			checked++
			v := formatVerb.ReplaceAllString(strings.Trim(lit.Value, "`\""), "")
			if !internalLiteral.MatchString(v) {
				t.Errorf("%s: %s reaches the screen without render/i18n (add a key in render/i18n/catalogue_*.go)", fset.Position(lit.Pos()), lit.Value)
			}
			return true
		})
	}
	if checked < 20 {
		t.Fatalf("only %d literals checked: the scan is broken", checked)
	}
}

// shownTexts collects what the app shows now: buttons, status, message,
// info lines and the result.
func shownTexts(a *App) []string {
	var out []string
	for _, id := range a.panel {
		out = append(out, a.buttonLabel(id))
	}
	out = append(out, a.statusText(), a.message, a.gameResultText())
	out = append(out, a.infoLines()...)
	return out
}

// englishWord finds an English word in a text shown in Chinese (square
// numbers, move notation, FEN letters and key names may stay).
var englishWord = regexp.MustCompile(`[A-Za-z]{3,}`)

var keyNames = map[string]bool{"Home": true, "End": true, "FEN": true, "English": true}

func TestChineseScreensHaveNoEnglish(t *testing.T) {
	a := newApp(t, Config{Mode: ModeTwoPlayers, Lang: i18n.ZH, FEN: "W:W32,K45:B27,17,3,8"})
	var texts []string
	collect := func() { texts = append(texts, shownTexts(a)...) }
	collect()
	// Refused picks and moves, each kind.
	for _, sq := range []int{1, 27, 45, 22} {
		a.outcome(a.picker.Click(sq), sq, false)
		collect()
		a.picker.Cancel()
	}
	for _, mv := range []string{"32-28", "7-", "32x21x12", "45-50"} {
		a.command(Command{Name: "move", Arg: mv})
		collect()
	}
	for _, fen := range []string{"", "X", "W:W31:B31", "W:W3", "W:W60", "W:W5-1", "W:W1:W2", "W;W1", "W:W1:Q"} {
		a.command(Command{Name: "fen", Arg: fen})
		collect()
	}
	for m := ModePlay; m < numModes; m++ {
		a.command(Command{Name: "mode", Arg: m.String()})
		a.relayout()
		collect()
	}
	for lv := 1; lv <= engine.LevelCount; lv++ {
		a.command(Command{Name: "level", Arg: itoa(lv)})
		collect()
	}
	a.command(Command{Name: "mode", Arg: "two-player"})
	a.command(Command{Name: "new"})
	a.command(Command{Name: "resign"})
	collect()
	for r := engine.WhiteWins; r <= engine.Draw; r++ {
		for why := engine.NoPieces; why <= engine.Agreement; why++ {
			texts = append(texts, a.resultText(r, why))
		}
	}
	for _, text := range texts {
		for _, w := range englishWord.FindAllString(text, -1) {
			if !keyNames[w] {
				t.Errorf("English %q in a Chinese text: %q", w, text)
			}
		}
	}
	if len(texts) < 60 {
		t.Fatalf("only %d texts collected", len(texts))
	}
}

func TestPickAndMoveErrorsInBothLanguages(t *testing.T) {
	for _, l := range i18n.Langs() {
		a := newApp(t, Config{Mode: ModeTwoPlayers, Lang: l, FEN: "W:W32:B27,17,3"})
		a.outcome(a.picker.Click(32), 32, false)
		a.outcome(a.picker.Click(28), 28, false)
		if !a.msgErr || !strings.Contains(a.message, "32x12") {
			t.Errorf("%s: empty square with a capture due: %q", l, a.message)
		}
		a.outcome(input.Outcome{Kind: input.Illegal, Why: input.WhyNotLegal, From: 32, Square: 28}, 28, false)
		if !strings.Contains(a.message, "32-28") {
			t.Errorf("%s: not legal: %q", l, a.message)
		}
		a.command(Command{Name: "fen", Arg: "W:W3:B20"})
		want := map[i18n.Lang]string{i18n.EN: "crowning row", i18n.ZH: "升王线"}[l]
		if !strings.Contains(a.message, want) || !strings.Contains(a.message, "3") {
			t.Errorf("%s: man on its crowning row: %q", l, a.message)
		}
		if s := a.State(); s.Lang != l.String() {
			t.Errorf("state lang %q, want %q", s.Lang, l)
		}
	}
}

func TestLanguageButtonSwitches(t *testing.T) {
	a := newApp(t, Config{Mode: ModeTwoPlayers})
	if a.buttonLabel(btnNew) != "New game" {
		t.Fatalf("English label %q", a.buttonLabel(btnNew))
	}
	clickAll(t, a, "Menu", "Settings")
	click(a, choice(t, a.State(), "Language", "中文"))
	if s := a.State(); s.Lang != "zh" || a.buttonLabel(btnNew) != "新对局" || !a.fonts.HasCJK() {
		t.Fatalf("after the language button: lang %q, label %q, CJK font %v", s.Lang, a.buttonLabel(btnNew), a.fonts.HasCJK())
	}
	a.command(Command{Name: "lang", Arg: "en"})
	if a.State().Lang != "en" {
		t.Fatal("lang command")
	}
}
