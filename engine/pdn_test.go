package engine // pdn_test.go: PDN reading on real files (testdata/pdn), writing, and round trips.

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

const pdnDir = "testdata/pdn"

// expectedGame is one entry of testdata/pdn/expected.json.
type expectedGame struct {
	File     string  `json:"file"`
	Index    int     `json:"index"`
	Line     int     `json:"line"`
	White    *string `json:"white"`
	Event    *string `json:"event"`
	StartFEN *string `json:"start_fen"`
	Moves    int     `json:"moves"`
	FinalFEN *string `json:"final_fen"`
	Status   string  `json:"status"`
	Kind     string  `json:"kind"`
}

func TestPDNSourcesUnchanged(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(pdnDir, "SOURCES.json"))
	if err != nil {
		t.Fatal(err)
	}
	var sources []struct {
		Path   string `json:"copied_to"`
		SHA256 string `json:"sha256"`
	}
	if err := json.Unmarshal(data, &sources); err != nil {
		t.Fatal(err)
	}
	for _, s := range sources {
		b, err := os.ReadFile(filepath.Join(pdnDir, s.Path))
		if err != nil {
			t.Error(err)
			continue
		}
		if sum := sha256.Sum256(b); hex.EncodeToString(sum[:]) != s.SHA256 {
			t.Errorf("%s differs from its source (sha256 %x)", s.Path, sum)
		}
	}
}

// TestPDNRealGames replays every game of the test files and compares the
// final position with the reference; the two broken records must be
// reported as errors while the other games of their files load.
func TestPDNRealGames(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(pdnDir, "expected.json"))
	if err != nil {
		t.Fatal(err)
	}
	var expected []expectedGame
	if err := json.Unmarshal(data, &expected); err != nil {
		t.Fatal(err)
	}
	byFile := map[string][]expectedGame{}
	var files []string
	for _, e := range expected {
		if byFile[e.File] == nil {
			files = append(files, e.File)
		}
		byFile[e.File] = append(byFile[e.File], e)
	}
	replayed := 0
	for _, file := range files {
		text, err := os.ReadFile(filepath.Join(pdnDir, file))
		if err != nil {
			t.Fatal(err)
		}
		games, errs := ParsePDN(string(text))
		got := map[int]*PDNGame{}
		for _, g := range games {
			got[g.Index] = g
		}
		failed := map[int]*PDNError{}
		for _, err := range errs {
			var pe *PDNError
			if !errors.As(err, &pe) {
				t.Fatalf("%s: error %v is not a *PDNError", file, err)
			}
			if pe.Line <= 0 || pe.Col <= 0 || pe.Msg == "" {
				t.Errorf("%s: error without a place or reason: %v", file, pe)
			}
			failed[pe.Game] = pe
		}
		if n := len(games) + len(errs); n != len(byFile[file]) {
			t.Errorf("%s: %d games read, want %d", file, n, len(byFile[file]))
		}
		for _, e := range byFile[file] {
			g := got[e.Index]
			switch {
			case e.Status == "ok":
				if g == nil {
					t.Errorf("%s game %d (line %d): %v", file, e.Index, e.Line, failed[e.Index])
					continue
				}
				if e.Kind != "grammar-sample" {
					replayed++
				}
				if g.Line != e.Line {
					t.Errorf("%s game %d: starts on line %d, want %d", file, e.Index, g.Line, e.Line)
				}
				if g.Game.Ply() != e.Moves || g.Game.Position().FEN() != *e.FinalFEN {
					t.Errorf("%s game %d: %d moves to %s, want %d moves to %s", file, e.Index,
						g.Game.Ply(), g.Game.Position().FEN(), e.Moves, *e.FinalFEN)
				}
				if e.StartFEN != nil {
					if want, _ := ParseFEN(*e.StartFEN); g.Game.Start() != want {
						t.Errorf("%s game %d: start %s, want %s", file, e.Index, g.Game.Start().FEN(), *e.StartFEN)
					}
				}
				for _, tc := range []struct {
					tag  string
					want *string
				}{{"White", e.White}, {"Event", e.Event}} {
					v, ok := g.Tag(tc.tag)
					if tc.want == nil && ok || tc.want != nil && utf8.ValidString(v) && !strings.Contains(*tc.want, `\`) && v != *tc.want {
						t.Errorf("%s game %d: tag %s = %q, want %v", file, e.Index, tc.tag, v, tc.want)
					}
				}
			case e.Kind == "grammar-sample":
				// Samples of the grammar without moves: "no moves" is not an
				// error when the game has a result token; a bad FEN is.
			default:
				if failed[e.Index] == nil {
					t.Errorf("%s game %d (line %d) should be reported as an error", file, e.Index, e.Line)
				}
			}
		}
	}
	if replayed != 905 {
		t.Errorf("%d games replayed, want 905", replayed)
	}
}

// TestPDNKnownErrors pins the reports of the two broken records.
func TestPDNKnownErrors(t *testing.T) {
	tests := []struct {
		file       string
		game, line int
		msg        string
	}{
		{"wiegerw-pdn/games/fail/Cat.C1.pdn", 44, 611, "36x27"},
		{"wiegerw-pdn/games/succeed/nk2003-amsterdam.pdn", 32, 819, "no moves"},
		{"wiegerw-pdn/games/succeed/fen.pdn", 0, 1, "bad FEN"},
	}
	for _, tc := range tests {
		text, err := os.ReadFile(filepath.Join(pdnDir, tc.file))
		if err != nil {
			t.Fatal(err)
		}
		_, errs := ParsePDN(string(text))
		if len(errs) != 1 {
			t.Errorf("%s: %d errors, want 1: %v", tc.file, len(errs), errs)
			continue
		}
		pe := errs[0].(*PDNError)
		if pe.Game != tc.game || pe.Line != tc.line || !strings.Contains(pe.Msg, tc.msg) {
			t.Errorf("%s: %v; want game %d, line %d, %q", tc.file, pe, tc.game+1, tc.line, tc.msg)
		}
	}
}

// TestPDNRoundTrip writes every replayed game and reads it back.
func TestPDNRoundTrip(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(pdnDir, "*", "*", "*", "*.pdn"))
	more, _ := filepath.Glob(filepath.Join(pdnDir, "*", "*", "*.pdn"))
	files = append(files, more...)
	if len(files) < 30 {
		t.Fatalf("only %d PDN files found", len(files))
	}
	n := 0
	for _, f := range files {
		text, _ := os.ReadFile(f)
		games, _ := ParsePDN(string(text))
		for _, pg := range games {
			out := pg.Game.PDN(pg.Tags...)
			back, errs := ParsePDN(out)
			if len(errs) > 0 || len(back) != 1 {
				t.Fatalf("%s game %d: written PDN does not read back: %v\n%s", f, pg.Index, errs, out)
			}
			b := back[0].Game
			if b.Start() != pg.Game.Start() || !equalMoves(b.Moves(), pg.Game.Moves()) {
				t.Fatalf("%s game %d: round trip changed the game\n%s", f, pg.Index, out)
			}
			for _, line := range strings.Split(out, "\n") {
				if len(line) > 80 && !strings.HasPrefix(line, "[") {
					t.Fatalf("%s game %d: movetext line longer than 80 columns: %q", f, pg.Index, line)
				}
			}
			n++
		}
	}
	if n < 900 {
		t.Errorf("only %d games round-tripped", n)
	}
}

func equalMoves(a, b []Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestPDNReaderFeatures: the liberal reader on small hand-written files.
func TestPDNReaderFeatures(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		moves  string // Notation of the main line
		result string
		tags   int
	}{
		{"plain", "[Event \"x\"]\n[Result \"2-0\"]\n1. 32-28 19-23 2. 28x19 14x23 2-0\n", "32-28 19-23 28x19 14x23", "2-0", 2},
		{"BOM and CRLF", "\uFEFF[Event \"x\"]\r\n\r\n1. 32-28 19-23\r\n*\r\n", "32-28 19-23", "*", 1},
		{"escape line and no tags", "% a comment line\n1.32-28 19-23 1/2-1/2", "32-28 19-23", "1-1", 0},
		{"comments NAGs and signs", "1. 32-28! {good} $1 19-23?? ; rest of line\n2. 28x19!? 14x23 (2... 13x24 3. 34-29 (3. 40-34)) *",
			"32-28 19-23 28x19 14x23", "*", 0},
		{"black to move with 1...", "[FEN \"B:W28:B19,23\"]\n1... 23x32 0-2", "23x32", "0-2", 1},
		{"numbers with spaces and dots", "1. 32-28 1... 19-23 2.28x19", "32-28 19-23 28x19", "", 0},
		{"leading zeros, blanks and colons", "01. 32-28 19- 23 02. 28:19 14x 23 1-0", "32-28 19-23 28x19 14x23", "1-0", 0},
		{"separator of the wrong kind", "1. 32x28 19-23 2. 28-19 14-23 *", "32-28 19-23 28x19 14x23", "*", 0},
		{"nested comment leaves a stray brace", "1. 33-29 19-23 2. 35-30 { nested { comment } }", "33-29 19-23 35-30", "", 0},
		{"match score as the last token", "[Result \"4-6\"]\n1. 32-28 19-23 4-6", "32-28 19-23", "4-6", 1},
		{"drgnode comments", "1. 32-28 {[%drgnode 1 2]} 19-23 {[%drgnode 3 4]} *", "32-28 19-23", "*", 0},
		{"set-up with trailing dot", "[SetUp \"1\"]\n[FEN \"W:W28:B23.\"]\n1. 28x19 *", "28x19", "*", 2},
		{"hub-style capture squares", "[FEN \"W:WK47:B14,19,29,31,42\"]\n1. 47x36x14x29x31x42 *", "47x38x20x9x36", "*", 1},
		{"full path", "[FEN \"W:WK47:B14,19,29,31,42\"]\n1. 47x38x24x13x36 *", "47x38x24x13x36", "*", 1},
		{"ambiguous capture resolved by the next move", "[FEN \"W:WK47:B14,19,29,31,42\"]\n1. 47x36 14-20 *", "47x38x24x13x36 14-20", "*", 1},
		{"ambiguous capture resolved the other way", "[FEN \"W:WK47:B14,19,29,31,42\"]\n1. 47x36 19-24 *", "47x38x20x9x36 19-24", "*", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			games, errs := ParsePDN(tc.text)
			if len(errs) > 0 || len(games) != 1 {
				t.Fatalf("%d games, errors %v", len(games), errs)
			}
			g := games[0]
			if got := strings.Join(g.Game.Notation(), " "); got != tc.moves {
				t.Errorf("moves %q, want %q", got, tc.moves)
			}
			if g.Result != tc.result || len(g.Tags) != tc.tags {
				t.Errorf("result %q with %d tags, want %q with %d", g.Result, len(g.Tags), tc.result, tc.tags)
			}
		})
	}
	games, errs := ParsePDN("1. 32-28 19-23 2-0\n1. 33-29 *\n1. 34-30 1-1 1. 31-26 *")
	if len(games) != 4 || len(errs) != 0 || games[3].Game.Notation()[0] != "31-26" || games[2].Result != "1-1" {
		t.Errorf("tagless games separated by results: %d games, %v", len(games), errs)
	}
	games, _ = ParsePDN("1. 32-28 {after the first} 19-23 {after the second} *")
	if c := games[0].Comments; c[1] != "after the first" || c[2] != "after the second" {
		t.Errorf("comments by ply: %v", c)
	}
}

// TestPDNErrors: bad games are reported with line, column and reason, and
// the other games of the file still load.
func TestPDNErrors(t *testing.T) {
	tests := []struct {
		name      string
		bad       string
		line, col int
		msg       string
	}{
		{"illegal move", "[Event \"bad\"]\n1. 32-28 19-23\n2. 28-22 *", 3, 4, "no legal move 28-22"},
		{"bad FEN tag", "[Event \"bad\"]\n[FEN \"W:W51:B1\"]\n1. 32-28 *", 2, 1, "bad FEN"},
		{"unreadable move", "[Event \"bad\"]\n1. 32-28 19-2a *", 2, 10, "not a move"},
		{"unclosed tag", "[Event \"bad\n1. 32-28 *", 1, 1, "no closing quote"},
		{"unclosed variation", "[Event \"bad\"]\n1. 32-28 (1. 33-29 *\n", 2, 10, "variation not closed"},
		{"ambiguous capture at the end", "[FEN \"W:WK47:B14,19,29,31,42\"]\n1. 47x36 20-24 *", 2, 10, "no legal move 20-24"},
		{"unclosed comment", "[Event \"bad\"]\n1. 32-28 {oops 19-23 *", 2, 10, "comment not closed"},
		{"unclosed comment in a variation", "[Event \"bad\"]\n1. 32-28 (19-23 {oops\n", 2, 10, "variation not closed"},
		{"junk word", "[Event \"bad\"]\n1. 32-28 hello *", 2, 10, "unexpected"},
	}
	good := "[Event \"good\"]\n1. 32-28 19-23 *\n\n"
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text := good + tc.bad + "\n\n" + good
			games, errs := ParsePDN(text)
			if len(games) != 2 || len(errs) != 1 {
				t.Fatalf("%d games and %d errors (%v), want 2 and 1", len(games), len(errs), errs)
			}
			pe, ok := errs[0].(*PDNError)
			if !ok {
				t.Fatalf("error %T, want *PDNError", errs[0])
			}
			if pe.Game != 1 || pe.Line != tc.line+3 || pe.Col != tc.col || !strings.Contains(pe.Msg, tc.msg) {
				t.Errorf("got %v; want game 2, line %d, column %d, %q", pe, tc.line+3, tc.col, tc.msg)
			}
			if games[0].Index != 0 || games[1].Index != 2 {
				t.Errorf("good games have indexes %d and %d, want 0 and 2", games[0].Index, games[1].Index)
			}
		})
	}
}

// TestPDNWriter checks the exact output of the writer.
func TestPDNWriter(t *testing.T) {
	g := NewGame()
	playAll(t, g, "32-28", "19-23", "28x19", "14x23")
	got := g.PDN(Tag{"White", "Anna \"A\""}, Tag{"Black", "Bob"}, Tag{"Date", "2026.11.30"}, Tag{"Annotator", "me"})
	want := `[Event "?"]
[Site "?"]
[Date "2026.11.30"]
[Round "?"]
[White "Anna \"A\""]
[Black "Bob"]
[Result "*"]
[GameType "20"]
[Annotator "me"]

1. 32-28 19-23 2. 28x19 14x23 *

`
	if got != want {
		t.Errorf("PDN output:\n%s\nwant:\n%s", got, want)
	}

	s, _ := NewGameFromFEN("B:W28:B23")
	playAll(t, s, "23x32")
	out := s.PDN(Tag{"Result", "1-0"})
	for _, part := range []string{`[Result "0-2"]`, `[SetUp "1"]`, `[FEN "B:W28:B23"]`, "1... 23x32 0-2\n"} {
		if !strings.Contains(out, part) {
			t.Errorf("set-up game output lacks %q:\n%s", part, out)
		}
	}
	long := NewGame()
	for i := 0; i < 60 && len(long.LegalMoves()) > 0; i++ {
		if err := long.Play(long.LegalMoves()[i%len(long.LegalMoves())]); err != nil {
			t.Fatal(err)
		}
	}
	for _, line := range strings.Split(long.PDN(Tag{"Result", "1/2-1/2"}), "\n") {
		if len(line) > 80 {
			t.Errorf("line longer than 80 columns: %q", line)
		}
	}
}

// Every way a PDN game fails has its kind and offending text, so that the
// game can word it in the player's language (the English Msg stays as it was).
func TestPDNErrorKinds(t *testing.T) {
	cases := []struct {
		text       string
		kind       PDNErrorKind
		what, move string
		line, col  int
	}{
		{"[ \"x\"]\n1. 32-28 *", PDNTagNoName, "", "", 1, 1},
		{"[Event x]\n1. 32-28 *", PDNTagNoValue, "Event", "", 1, 1},
		{"[Event \"x]\n1. 32-28 *", PDNTagNoQuote, "Event", "", 1, 1},
		{"[Event \"x\" y\n1. 32-28 *", PDNTagNoBracket, "Event", "", 1, 1},
		{"1. 32-28 (1. 33-29 *", PDNVariationOpen, "", "", 1, 10},
		{"1. 32-28 {no end", PDNCommentOpen, "", "", 1, 10},
		{"1. 32-28 hello *", PDNUnexpected, "hello", "", 1, 10},
		{"1. 32-28 19a *", PDNNotAMove, "19a", "", 1, 10},
		{"[Event \"x\"]\n", PDNNoMovesAfterTags, "", "", 1, 1},
		{"[FEN \"W:W99\"]\n1. 32-28 *", PDNBadFEN, "W:W99", "", 1, 1},
		{"1. 32-28 19-23 2. 28-22 *", PDNIllegalMove, "28-22", "2.", 1, 19},
		{"1. 32-28 19-60 *", PDNBadMove, "19-60", "1...", 1, 10},
	}
	for _, c := range cases {
		_, errs := ParsePDN(c.text)
		if len(errs) != 1 {
			t.Errorf("%q: %d errors %v", c.text, len(errs), errs)
			continue
		}
		var e *PDNError
		if !errors.As(errs[0], &e) {
			t.Errorf("%q: %T %v", c.text, errs[0], errs[0])
			continue
		}
		if e.Kind != c.kind || e.Text != c.what || e.Move != c.move || e.Msg == "" {
			t.Errorf("%q: kind %d text %q move %q (%s); want kind %d text %q move %q", c.text, e.Kind, e.Text, e.Move, e.Msg, c.kind, c.what, c.move)
		}
		if c.line > 0 && (e.Line != c.line || e.Col != c.col) && c.kind != PDNNoMoves && c.kind != PDNNoMovesAfterTags {
			t.Errorf("%q: at %d:%d, want %d:%d", c.text, e.Line, e.Col, c.line, c.col)
		}
	}
	_, errs := ParsePDN("[FEN \"W:W99\"]\n1. 32-28 *")
	var fe *FENError
	if len(errs) != 1 || !errors.As(errs[0], &fe) {
		t.Errorf("the FEN tag's own error is wrapped: %v", errs)
	}
}
