package i18n // i18n_test.go: every text exists in each language, with the same format verbs.

import (
	"regexp"
	"slices"
	"testing"
)

var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[vTtbcdoOqxXUeEfFgGsp%]`)

func TestEveryKeyHasEveryLanguage(t *testing.T) {
	if len(Keys()) == 0 {
		t.Fatal("empty catalogue")
	}
	for _, k := range Keys() {
		v := texts[k]
		for l := EN; l < numLangs; l++ {
			if v[l] == "" {
				t.Errorf("%s: no %s text", k, l)
			}
		}
		en := verb.FindAllString(v[EN], -1)
		for l := EN + 1; l < numLangs; l++ {
			other := verb.FindAllString(v[l], -1)
			a, b := slices.Clone(en), slices.Clone(other)
			slices.Sort(a)
			slices.Sort(b)
			if !slices.Equal(a, b) {
				t.Errorf("%s: %s has verbs %v, %s has %v", k, EN, en, l, other)
			}
		}
	}
}

func TestLookup(t *testing.T) {
	if got := ZH.T("common.language", ZH.T("common.lang.zh")); got != "语言：中文" {
		t.Errorf("ZH language line = %q", got)
	}
	if got := EN.T("common.language", "English"); got != "Language: English" {
		t.Errorf("EN language line = %q", got)
	}
	if got := EN.T("no.such.key"); got != "[no.such.key]" {
		t.Errorf("unknown key = %q", got)
	}
}

func TestParseAndDetect(t *testing.T) {
	for in, want := range map[string]Lang{"en": EN, "zh": ZH, "zh-CN": ZH, "ZH_hans": ZH, " en-GB ": EN} {
		if got, ok := Parse(in); !ok || got != want {
			t.Errorf("Parse(%q) = %v, %v", in, got, ok)
		}
	}
	if _, ok := Parse("fr"); ok {
		t.Error("fr accepted")
	}
	if Detect("fr-FR", "zh-TW", "en") != ZH || Detect("de") != EN || Detect() != EN {
		t.Error("Detect picks the first shipped language of the list")
	}
}
