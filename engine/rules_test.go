package engine // rules_test.go: the FMJD rule positions of testdata/rule-positions.json, one test per article.

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
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

var refPositions = flag.Int("refpositions", 20000, "random positions checked against the reference move generator")

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
			_, got := sortedHubMoves(t, tc.fen)
			want := append([]string(nil), tc.want...)
			sort.Strings(want)
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("%s: legal moves %v, want %v", tc.fen, got, want)
			}
		})
	}
}

// sortedHubMoves parses fen and returns its legal moves in Hub notation
// (from, to, captured squares), sorted, for comparing exact move sets.
func sortedHubMoves(t *testing.T, fen string) (Position, []string) {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range p.LegalMoves() {
		got = append(got, p.HubMove(m))
	}
	sort.Strings(got)
	return p, got
}

// refBoard is a plain 10x10 array board for the reference move generator:
// 0 empty, +1 white man, +2 white king, -1 black man, -2 black king.
type refBoard [10][10]int8

// refMoves is a slow, separate implementation of the capture rules on row
// and column coordinates, to check the bitboard generator against: it
// returns every legal move as moveKey -> FEN after the move.
func refMoves(p Position) map[string]string {
	var b refBoard
	for s := 1; s <= 50; s++ {
		v := map[Piece]int8{WhiteMan: 1, WhiteKing: 2, BlackMan: -1, BlackKing: -2}[p.PieceAt(s)]
		b[Row(s)][Col(s)] = v
	}
	sign := int8(1)
	if p.Side() == Black {
		sign = -1
	}
	on := func(r, c int) bool { return r >= 0 && r < 10 && c >= 0 && c < 10 }
	dirs := [4][2]int{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}}
	type capture struct {
		fr, fc, tr, tc int
		taken          [][2]int
	}
	var caps []capture
	for r := 0; r < 10; r++ {
		for c := 0; c < 10; c++ {
			if b[r][c]*sign <= 0 {
				continue
			}
			king := b[r][c]*sign == 2
			piece := b[r][c]
			b[r][c] = 0 // the start square is empty during the capture
			var taken [][2]int
			isTaken := func(r, c int) bool {
				for _, x := range taken {
					if x == [2]int{r, c} {
						return true
					}
				}
				return false
			}
			var dfs func(r0, c0 int)
			dfs = func(r0, c0 int) {
				extended := false
				for _, d := range dirs {
					r1, c1 := r0+d[0], c0+d[1]
					if king {
						for on(r1, c1) && b[r1][c1] == 0 {
							r1, c1 = r1+d[0], c1+d[1]
						}
					}
					if !on(r1, c1) || b[r1][c1]*sign >= 0 || isTaken(r1, c1) {
						continue
					}
					for r2, c2 := r1+d[0], c1+d[1]; on(r2, c2) && b[r2][c2] == 0; r2, c2 = r2+d[0], c2+d[1] {
						extended = true
						taken = append(taken, [2]int{r1, c1})
						dfs(r2, c2)
						taken = taken[:len(taken)-1]
						if !king {
							break
						}
					}
				}
				if !extended && len(taken) > 0 {
					caps = append(caps, capture{r, c, r0, c0, append([][2]int(nil), taken...)})
				}
			}
			dfs(r, c)
			b[r][c] = piece
		}
	}
	best := 0
	for _, c := range caps {
		best = max(best, len(c.taken))
	}
	out := map[string]string{}
	after := func(fr, fc, tr, tc int, taken [][2]int) string {
		a := b
		piece := a[fr][fc]
		a[fr][fc] = 0
		for _, x := range taken {
			a[x[0]][x[1]] = 0
		}
		if piece == 1 && tr == 0 || piece == -1 && tr == 9 {
			piece *= 2
		}
		a[tr][tc] = piece
		var sb strings.Builder
		sb.WriteString(map[bool]string{true: "B", false: "W"}[sign == 1])
		for _, side := range []int8{1, -1} {
			sb.WriteString(map[int8]string{1: ":W", -1: ":B"}[side])
			first := true
			for s := 1; s <= 50; s++ {
				v := a[Row(s)][Col(s)]
				if v*side <= 0 {
					continue
				}
				if !first {
					sb.WriteByte(',')
				}
				first = false
				if v*side == 2 {
					sb.WriteByte('K')
				}
				sb.WriteString(fmt.Sprint(s))
			}
		}
		return sb.String()
	}
	if best > 0 {
		for _, c := range caps {
			if len(c.taken) == best {
				var sq []int
				for _, x := range c.taken {
					sq = append(sq, SquareAt(x[0], x[1]))
				}
				out[moveKey(SquareAt(c.fr, c.fc), SquareAt(c.tr, c.tc), sq)] = after(c.fr, c.fc, c.tr, c.tc, c.taken)
			}
		}
		return out
	}
	for r := 0; r < 10; r++ {
		for c := 0; c < 10; c++ {
			v := b[r][c] * sign
			if v <= 0 {
				continue
			}
			for _, d := range dirs {
				if v == 1 && d[0] != -int(sign) {
					continue // men move forward only
				}
				for r1, c1 := r+d[0], c+d[1]; on(r1, c1) && b[r1][c1] == 0; r1, c1 = r1+d[0], c1+d[1] {
					out[moveKey(SquareAt(r, c), SquareAt(r1, c1), nil)] = after(r, c, r1, c1, nil)
					if v == 1 {
						break
					}
				}
			}
		}
	}
	return out
}

// randomPosition places a few men and kings of each colour at random (men
// never on their own promotion row).
func randomPosition(rng *rand.Rand) Position {
	var board [51]Piece
	maxMen, maxKings := 7, 3
	if rng.IntN(3) == 0 { // a crowded board with more kings now and then
		maxMen, maxKings = 16, 6
	}
	for _, pc := range []Piece{WhiteMan, BlackMan, WhiteKing, BlackKing} {
		n := rng.IntN(maxMen)
		if pc.IsKing() {
			n = rng.IntN(maxKings)
		}
		for i := 0; i < n; i++ {
			s := 1 + rng.IntN(50)
			if board[s] != Empty || pc == WhiteMan && s <= 5 || pc == BlackMan && s >= 46 {
				continue
			}
			board[s] = pc
		}
	}
	return NewPosition(Color(rng.IntN(2)), board)
}

// checkAgainstReference compares the legal moves of p and the positions
// after them with the reference generator.
func checkAgainstReference(t *testing.T, p Position) {
	t.Helper()
	want := refMoves(p)
	got := map[string]string{}
	for _, m := range p.LegalMoves() {
		k := moveKey(m.From(), m.To(), m.Captured())
		if _, dup := got[k]; dup {
			t.Fatalf("%s: move %s listed twice", p.FEN(), k)
		}
		got[k] = p.Play(m).FEN()
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: moves differ from the reference\n got %v\nwant %v", p.FEN(), got, want)
	}
}

// TestRandomPositionsAgainstReference: thousands of random positions with
// kings, checked move by move against the slow reference generator.
func TestRandomPositionsAgainstReference(t *testing.T) {
	for _, rp := range loadRulePositions(t) { // the reference agrees with the data file too
		checkAgainstReference(t, mustFEN(t, rp.FEN))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	n := *refPositions
	if testing.Short() {
		n /= 10
	}
	for i := 0; i < n; i++ {
		checkAgainstReference(t, randomPosition(rng))
	}
}

// TestRandomPlayouts plays random games with a seeded generator and checks
// invariants at every ply: piece counts, majority rule, captured pieces
// belong to the enemy, notation and FEN round trips, CountMoves/HasCapture
// agree with the move list, and every tenth position against the reference.
func TestRandomPlayouts(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	games := 1000
	if testing.Short() {
		games = 100
	}
	buf := make([]Move, 0, 128)
	for gi := 0; gi < games; gi++ {
		p := Initial()
		if gi%4 == 3 {
			p = randomPosition(rng)
		}
		for ply := 0; ply < 200; ply++ {
			moves := p.AppendMoves(buf[:0])
			if q, err := ParseFEN(p.FEN()); err != nil || q != p {
				t.Fatalf("FEN round trip of %s: %v", p.FEN(), err)
			}
			if p.CountMoves(make([]Move, 0, 128)) != len(moves) {
				t.Fatalf("%s: CountMoves %d, %d moves", p.FEN(), p.CountMoves(nil), len(moves))
			}
			if len(moves) == 0 {
				break
			}
			if p.HasCapture() != moves[0].IsCapture() {
				t.Fatalf("%s: HasCapture disagrees with the move list", p.FEN())
			}
			own, enemy := p.sides()
			for _, m := range moves {
				if m.CaptureCount() != moves[0].CaptureCount() {
					t.Fatalf("%s: captures of different sizes listed (majority rule)", p.FEN())
				}
				if m.captured&enemy != m.captured || own&bit(int(m.from)) == 0 {
					t.Fatalf("%s: move %s takes own pieces or starts off own piece", p.FEN(), p.HubMove(m))
				}
				s := p.MoveString(m)
				if back, err := p.ParseMove(s); err != nil || back != m {
					t.Fatalf("%s: %q does not read back: %v", p.FEN(), s, err)
				}
				if back, err := p.ParseHubMove(p.HubMove(m)); err != nil || back != m {
					t.Fatalf("%s: Hub %q does not read back: %v", p.FEN(), p.HubMove(m), err)
				}
			}
			if ply%10 == 0 {
				checkAgainstReference(t, p)
			}
			m := moves[rng.IntN(len(moves))]
			next := p.Play(m)
			wm, wk, bm, bk := p.Material()
			nwm, nwk, nbm, nbk := next.Material()
			moverBefore, moverAfter, enemyBefore, enemyAfter := wm+wk, nwm+nwk, bm+bk, nbm+nbk
			if p.Side() == Black {
				moverBefore, moverAfter, enemyBefore, enemyAfter = bm+bk, nbm+nbk, wm+wk, nwm+nwk
			}
			if moverAfter != moverBefore || enemyAfter != enemyBefore-m.CaptureCount() || next.Side() == p.Side() {
				t.Fatalf("%s: %s changes the material wrongly", p.FEN(), p.HubMove(m))
			}
			p = next
		}
	}
}
