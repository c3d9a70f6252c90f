package words

import (
	"regexp"
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render/i18n"
)

// Every way a pasted text can fail is worded in Chinese without English
// words left over (square numbers, tag names and moves stay as written).
func TestPastedTextErrorsInChinese(t *testing.T) {
	texts := []string{
		"[ \"x\"]\n1. 32-28 *", "[Event x]\n1. 32-28 *", "[Event \"x]\n1. 32-28 *", "[Event \"x\" y\n1. 32-28 *",
		"1. 32-28 (1. 33-29 *", "1. 32-28 {no end", "1. 32-28 hello *", "1. 32-28 19a *", "[Event \"x\"]\n",
		"[FEN \"W:W99\"]\n1. 32-28 *", "1. 32-28 19-23 2. 28-22 *", "1. 32-28 19-60 *", "   ", "W:W31,31",
		strings.Repeat("x", save.MaxImportBytes+1),
	}
	english := regexp.MustCompile(`\b(the|no|not|move|tag|line|column|game|expected|legal|unexpected|cannot|text|square)\b`)
	seen := map[string]bool{}
	for _, text := range texts {
		_, err := save.ImportText(text, 0)
		if err == nil {
			t.Errorf("%.30q: no error", text)
			continue
		}
		zh, en := Err(i18n.ZH, err), Err(i18n.EN, err)
		if zh == err.Error() || zh == en {
			t.Errorf("%.30q: not worded: %s", text, zh)
		}
		if w := english.FindString(strings.ToLower(zh)); w != "" {
			t.Errorf("%.30q: English %q left in %s", text, w, zh)
		}
		if seen[zh] {
			t.Errorf("%.30q: the same words as another error: %s", text, zh)
		}
		seen[zh] = true
	}
}

func TestTitle(t *testing.T) {
	im, err := save.ImportText("[White \"Sijbrands\"]\n[Black \"Baba\"]\n1. 32-28 19-23 2-0\n\n1. 32-28 hello *\n\n[Event \"Club\"]\n1. 33-29 *", 0)
	if err != nil {
		t.Fatal(err)
	}
	want := map[i18n.Lang][]string{
		i18n.EN: {"1. Sijbrands - Baba, 2-0 (2 plies)", "2. unreadable: PDN game 2, line 5, column 10: unexpected hello in the moves", "3. Club, * (1 ply)"},
		i18n.ZH: {"1. Sijbrands - Baba，2-0（2 步）", "2. 无法读取：PDN 第 2 局，第 5 行第 10 列：着法中出现了意外的 hello", "3. Club，*（1 步）"},
	}
	for l, titles := range want {
		if len(im.Entries) != len(titles) {
			t.Fatalf("%d entries", len(im.Entries))
		}
		for i, e := range im.Entries {
			if got := Title(l, e); got != titles[i] {
				t.Errorf("%s: %q, want %q", l, got, titles[i])
			}
		}
	}
}

// The reader's limits are worded in both languages, with the place.
func TestPDNLimitsWorded(t *testing.T) {
	deep := "1. 32-28 " + strings.Repeat("(", engine.MaxPDNDepth+1) + strings.Repeat(")", engine.MaxPDNDepth+1) + " *"
	_, errs := engine.ParsePDN(deep)
	if len(errs) != 1 {
		t.Fatalf("errors %v", errs)
	}
	if en := Err(i18n.EN, errs[0]); !strings.Contains(en, "variations nested more than 64 deep") || !strings.Contains(en, "line 1") {
		t.Errorf("English: %s", en)
	}
	if zh := Err(i18n.ZH, errs[0]); !strings.Contains(zh, "变着嵌套超过 64 层") {
		t.Errorf("Chinese: %s", zh)
	}
	long := "1. 32-28 " + strings.Repeat("$1 ", engine.MaxPDNGameTokens) + "*"
	_, errs = engine.ParsePDN(long)
	if len(errs) != 1 || !strings.Contains(Err(i18n.ZH, errs[0]), "对局过长（每局最多 1024 KB") || !strings.Contains(Err(i18n.EN, errs[0]), "the game is too long") {
		t.Errorf("too long: %v / %s", errs, Err(i18n.ZH, errs[0]))
	}
}
