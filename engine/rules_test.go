package engine // rules_test.go: the FMJD rule positions of testdata/rule-positions.json, one test per article.

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// rulePosition is one entry of testdata/rule-positions.json.
type rulePosition struct {
	Name  string `json:"name"`
	FEN   string `json:"fen"`
	Moves []struct {
		From     int    `json:"from"`
		To       int    `json:"to"`
		Captured []int  `json:"captured"`
		After    string `json:"after"`
	} `json:"moves"`
}

func loadRulePositions(t *testing.T) []rulePosition {
	t.Helper()
	data, err := os.ReadFile("testdata/rule-positions.json")
	if err != nil {
		t.Fatal(err)
	}
	var rps []rulePosition
	if err := json.Unmarshal(data, &rps); err != nil {
		t.Fatal(err)
	}
	return rps
}

var articleRE = regexp.MustCompile(`Art\.(\d+\.\d+)`)

// article returns the FMJD article a position illustrates, "count" for the
// move-count positions and "" for the named special cases.
func article(name string) string {
	if name == "count" {
		return "count"
	}
	if m := articleRE.FindStringSubmatch(name); m != nil {
		return m[1]
	}
	return ""
}

// moveKey writes a move as from-to:captured for set comparison.
func moveKey(from, to int, captured []int) string {
	c := append([]int(nil), captured...)
	sort.Ints(c)
	return fmt.Sprintf("%d-%d:%v", from, to, c)
}

// checkRulePositions checks, for every position of the given group, the
// exact set of legal moves and the position after each one.
func checkRulePositions(t *testing.T, group string) {
	t.Helper()
	n := 0
	for _, rp := range loadRulePositions(t) {
		if article(rp.Name) != group {
			continue
		}
		n++
		t.Run(rp.Name+" "+rp.FEN, func(t *testing.T) {
			p, err := ParseFEN(rp.FEN)
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]string{}
			for _, m := range rp.Moves {
				want[moveKey(m.From, m.To, m.Captured)] = m.After
			}
			got := map[string]string{}
			for _, m := range p.LegalMoves() {
				k := moveKey(m.From(), m.To(), m.Captured())
				if _, dup := got[k]; dup {
					t.Errorf("move %s listed twice", k)
				}
				got[k] = p.Play(m).FEN()
			}
			for k, after := range want {
				if g, ok := got[k]; !ok {
					t.Errorf("missing legal move %s", k)
				} else if wp, err := ParseFEN(after); err != nil {
					t.Errorf("bad FEN in the data: %v", err)
				} else if g != wp.FEN() {
					t.Errorf("after %s: got %s, want %s", k, g, wp.FEN())
				}
			}
			for k := range got {
				if _, ok := want[k]; !ok {
					t.Errorf("extra move %s (not legal)", k)
				}
			}
			if p.CountMoves(make([]Move, 0, 64)) != len(want) {
				t.Errorf("CountMoves = %d, want %d", p.CountMoves(make([]Move, 0, 64)), len(want))
			}
		})
	}
	if n == 0 {
		t.Fatalf("no rule positions for %q", group)
	}
}

func TestArticle3_4ManMoves(t *testing.T)              { checkRulePositions(t, "3.4") }
func TestArticle3_5Promotion(t *testing.T)             { checkRulePositions(t, "3.5") }
func TestArticle3_9KingMoves(t *testing.T)             { checkRulePositions(t, "3.9") }
func TestArticle4_2ManCaptures(t *testing.T)           { checkRulePositions(t, "4.2") }
func TestArticle4_3KingCaptures(t *testing.T)          { checkRulePositions(t, "4.3") }
func TestArticle4_5ManMultiCapture(t *testing.T)       { checkRulePositions(t, "4.5") }
func TestArticle4_6KingMultiCapture(t *testing.T)      { checkRulePositions(t, "4.6") }
func TestArticle4_8TurkishStrike(t *testing.T)         { checkRulePositions(t, "4.8") }
func TestArticle4_13Majority(t *testing.T)             { checkRulePositions(t, "4.13") }
func TestArticle4_14KingsCountAsMen(t *testing.T)      { checkRulePositions(t, "4.14") }
func TestArticle4_15NoPromotionInPassing(t *testing.T) { checkRulePositions(t, "4.15") }
func TestRuleCounts(t *testing.T)                      { checkRulePositions(t, "count") }
func TestRuleSpecialCases(t *testing.T)                { checkRulePositions(t, "") }

// TestRulePositionsCovered makes sure no position of the file is skipped by
// the per-article tests above.
func TestRulePositionsCovered(t *testing.T) {
	known := map[string]bool{"3.4": true, "3.5": true, "3.9": true, "4.2": true, "4.3": true, "4.5": true,
		"4.6": true, "4.8": true, "4.13": true, "4.14": true, "4.15": true, "count": true, "": true}
	for _, rp := range loadRulePositions(t) {
		if !known[article(rp.Name)] {
			t.Errorf("position %q (article %s) has no test", rp.Name, article(rp.Name))
		}
	}
}

// TestRulesHandPicked checks rules the data file does not isolate, on
// positions built for each: a man must end on the far row to promote, the
// start square counts as empty, captured pieces block, kings fly.
func TestRulesHandPicked(t *testing.T) {
	tests := []struct {
		name, fen string
		want      []string // legal moves in Hub notation, any order
	}{
		{"man captures backward (4.1)", "W:W28:B33", []string{"28x39x33"}},
		{"man promotes when it ends on the far row", "W:W11:B7", []string{"11x2x7"}},
		{"capture compulsory over a quiet move", "W:W32,45:B28", []string{"32x23x28"}},
		{"king may land anywhere behind (4.3)", "W:WK46:B28", []string{"46x23x28", "46x19x28", "46x14x28", "46x10x28", "46x5x28"}},
		{"king stops at a blocker behind", "W:WK46,14:B28", []string{"46x23x28", "46x19x28"}},
		{"two pieces in a row cannot be jumped", "W:WK46:B28,23", []string{"46-41", "46-37", "46-32"}},
		{"start square counts as empty: king ends on its own start",
			"W:WK38:B18,19,32,33", []string{"38x38x18x19x32x33", "38x42x18x19x32x33", "38x47x18x19x32x33", "38x43x18x19x32x33", "38x49x18x19x32x33"}},
		{"black man promotes on 46-50", "B:B41:W50", []string{"41-46", "41-47"}},
		{"black man captures backward", "B:B23:W18", []string{"23x12x18"}},
		{"majority: a king's double capture beats a man's single one", "W:W37,K50:B32,21,44", []string{"50x26x21x44"}},
		{"equal captures: free choice of man or king (4.14)", "W:W37,K50:B32,44",
			[]string{"37x28x32", "50x39x44", "50x33x44", "50x28x44", "50x22x44", "50x17x44", "50x11x44", "50x6x44"}},
		{"no jumping own pieces (4.7)", "W:WK46,37:B28", []string{"46-41", "37-31", "37-32"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, m := range p.LegalMoves() {
				got = append(got, p.HubMove(m))
			}
			sort.Strings(got)
			want := append([]string(nil), tc.want...)
			sort.Strings(want)
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("%s: legal moves %v, want %v", tc.fen, got, want)
			}
		})
	}
}
