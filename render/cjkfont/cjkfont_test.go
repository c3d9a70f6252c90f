package cjkfont // cjkfont_test.go: the subset holds every character the Chinese texts need.

import (
	"os"
	"testing"
)

func TestSubsetCoversTheCatalogue(t *testing.T) {
	need := Needed()
	if len(need) < 100 {
		t.Fatalf("only %d Chinese characters needed: is the catalogue empty?", len(need))
	}
	font, err := os.ReadFile(FileName)
	if err != nil {
		t.Fatal(err)
	}
	if len(Data()) != len(font) {
		t.Fatalf("embedded font %d bytes, file %d", len(Data()), len(font))
	}
	miss, err := missing(font, need)
	if err != nil {
		t.Fatalf("%s does not parse: %v", FileName, err)
	}
	if len(miss) > 0 {
		t.Fatalf("%s lacks %d characters the Chinese texts use: %q; run `make font-zh`", FileName, len(miss), string(miss))
	}
	t.Logf("%d characters, %d bytes", len(need), len(font))
}

func TestMissingSeesAbsentCharacters(t *testing.T) {
	miss, err := missing(Data(), []rune("王龘"))
	if err != nil {
		t.Fatal(err)
	}
	if string(miss) != "龘" {
		t.Fatalf("missing = %q, want the one character the catalogue does not use", string(miss))
	}
}
