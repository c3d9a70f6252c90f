// Package i18n is the one place that holds every text the player sees, in
// each language the game ships (English and Simplified Chinese).
//
// Texts are registered per area of the game, one file each (catalogue_*.go),
// as a table of Key -> {English, Chinese}. A text is looked up with
// Lang.T(key, args...), which formats like fmt.Sprintf. A missing key gives
// the key itself in brackets (and the test in i18n_test.go fails on any key
// that lacks either language or whose languages disagree on their verbs).
//
// It offers Lang, EN, ZH, Langs, Parse, Detect, Key, Lang.T, Has, Keys and
// Runes (every character the catalogue uses, for the font subset).
package i18n // i18n.go: languages, the catalogue and lookups.

import (
	"fmt"
	"sort"
	"strings"
)

// Lang is a language the game ships.
type Lang int

const (
	EN Lang = iota // English (the default)
	ZH             // Simplified Chinese
	numLangs
)

var langCodes = [numLangs]string{"en", "zh"}

// String returns the language's code as used in lang= and state().
func (l Lang) String() string {
	if l < 0 || l >= numLangs {
		return "en"
	}
	return langCodes[l]
}

// Parse reads a language code: "en" or "zh" (case and region ignored:
// "zh-CN", "ZH_hans", "en-GB" are accepted).
func Parse(s string) (Lang, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if i := strings.IndexAny(s, "-_"); i >= 0 {
		s = s[:i]
	}
	for i, c := range langCodes {
		if s == c {
			return Lang(i), true
		}
	}
	return EN, false
}

// Detect picks the first language of a preference list (a browser's
// navigator.languages or the system's LANG) that the game ships, else English.
func Detect(prefs ...string) Lang {
	for _, p := range prefs {
		if l, ok := Parse(p); ok {
			return l
		}
	}
	return EN
}

// Langs lists the languages the game ships, in order (EN first).
func Langs() []Lang {
	out := make([]Lang, numLangs)
	for i := range out {
		out[i] = Lang(i)
	}
	return out
}

// Key names one text of the catalogue.
type Key string

// texts is the catalogue: filled once at package initialisation by the
// catalogue_*.go files through register, read-only afterwards.
var texts = map[Key][numLangs]string{}

// register adds one area's texts; a key registered twice is a programming
// error caught at start-up (and by the tests).
func register(area map[Key][numLangs]string) {
	for k, v := range area {
		if _, dup := texts[k]; dup {
			panic("i18n: key registered twice: " + string(k))
		}
		texts[k] = v
	}
}

// T returns the text for key in language l, formatted with args like
// fmt.Sprintf. An unknown key gives "[key]" so that it shows and a test
// catches it; a text missing in l falls back to English.
func (l Lang) T(key Key, args ...any) string {
	v, ok := texts[key]
	if !ok {
		return "[" + string(key) + "]"
	}
	s := v[EN]
	if l > EN && l < numLangs && v[l] != "" {
		s = v[l]
	}
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
}

// Has reports whether key is in the catalogue.
func Has(key Key) bool {
	_, ok := texts[key]
	return ok
}

// Keys lists every key of the catalogue, sorted.
func Keys() []Key {
	ks := make([]Key, 0, len(texts))
	for k := range texts {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool { return ks[i] < ks[j] })
	return ks
}

// Runes returns every character used by the texts of language l, sorted
// (the Chinese font is subset to those of ZH: see render/cjkfont).
func Runes(l Lang) []rune {
	seen := map[rune]bool{}
	for _, v := range texts {
		for _, c := range v[l] {
			seen[c] = true
		}
	}
	out := make([]rune, 0, len(seen))
	for c := range seen {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
