package save // transfer_test.go: importing FEN and multi-game PDN text, and exporting PDN.

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
)

const twoGames = `[Event "One"]
[White "A"]
[Black "B"]
1. 32-28 19-23 2. 28x19 14x23 *

[Event "Two"]
1. 33-29 99-98 *

[Event "Three"]
1. 34-30 *
`

func TestImportText(t *testing.T) {
	im, err := ImportText(twoGames, 0)
	if err != nil || im.Index != 0 || im.Game.Ply() != 4 || len(im.Entries) != 3 {
		t.Fatalf("first game: %+v %v", im, err)
	}
	if e := im.Entries; e[0].White != "A" || e[0].Black != "B" || e[0].Err != nil || e[1].Err == nil {
		t.Errorf("entries %+v", im.Entries)
	}
	im, err = ImportText(twoGames, 3)
	if err != nil || im.Game.Notation()[0] != "34-30" {
		t.Fatalf("game 3: %v", err)
	}
	_, err = ImportText(twoGames, 2)
	var pe *engine.PDNError
	if !errors.As(err, &pe) || pe.Line != 7 {
		t.Fatalf("game 2 error %v", err)
	}
	if _, err = ImportText(twoGames, 4); err == nil {
		t.Fatal("game 4 of 3")
	}
	im, err = ImportText("  W:W31,32:B1  ", 0)
	if err != nil || !im.FromFEN {
		t.Fatalf("fen: %v", err)
	}
	var fe *engine.FENError
	if _, err = ImportText("W:W31,51", 0); !errors.As(err, &fe) {
		t.Fatalf("bad fen: %v", err)
	}
	if _, err = ImportText("   ", 0); err == nil {
		t.Fatal("empty text")
	}
}

func TestExportReimport(t *testing.T) {
	im, _ := ImportText(twoGames, 1)
	text := ExportPDN(im.Game, im.Tags, time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC))
	if !strings.Contains(text, `[Date "2026.11.30"]`) || !strings.Contains(text, `[White "A"]`) {
		t.Fatalf("export:\n%s", text)
	}
	back, err := ImportText(text, 0)
	if err != nil || strings.Join(back.Game.Notation(), " ") != strings.Join(im.Game.Notation(), " ") {
		t.Fatalf("reimport: %v", err)
	}
	m := TagsMap(im.Tags)
	if l := TagList(m); len(l) != len(m) || l[0].Name > l[len(l)-1].Name {
		t.Fatalf("tags %v", l)
	}
}

// The Importer read a game at a time gives what ImportText gives, for
// every game asked for, and reads a long text in many steps.
func TestImporterInSlices(t *testing.T) {
	text := strings.Repeat("[Event \"a\"]\n1. 32-28 19-23 *\n\n[Event \"b\"]\n1. 33-29 xx *\n\n", 50) + "[Event \"c\"]\n1. 34-30 *\n"
	for _, game := range []int{0, 1, 2, 101, 102} {
		want, wantErr := ImportText(text, game)
		im := NewImporter(text, game)
		steps := 1
		for !im.Step(0) {
			steps++
		}
		got, err := im.Result()
		if fmt.Sprint(err) != fmt.Sprint(wantErr) || len(got.Entries) != len(want.Entries) || got.Index != want.Index || (got.Game == nil) != (want.Game == nil) {
			t.Fatalf("game %d: %v %d entries, want %v %d", game, err, len(got.Entries), wantErr, len(want.Entries))
		}
		if steps < 100 {
			t.Errorf("game %d: read in %d steps", game, steps)
		}
	}
	if _, err := ImportText(text, 102); err == nil || !strings.Contains(err.Error(), "the text has 101") {
		t.Errorf("past the end: %v", err)
	}
	im := NewImporter(strings.Repeat("x", MaxImportBytes+1), 0)
	if !im.Step(0) {
		t.Fatal("a text past the cap is not decided at once")
	}
	if _, err := im.Result(); err == nil || !strings.Contains(err.Error(), "too long") {
		t.Errorf("past the cap: %v", err)
	}
}
