package engine // rules_spot_test.go: hand-derived legal move sets on positions built for this test (not from the test data).

import (
	"sort"
	"strings"
	"testing"
)

// Board geometry used for the derivations below: square n is on row
// (n-1)/5+1 from the top; odd rows hold columns 2,4,..,10, even rows
// columns 1,3,..,9. So 46 is (10,1), 50 is (10,9), 28 is (6,5), 13 is (3,6).
func TestRulesSpotCheck(t *testing.T) {
	for _, tc := range []struct {
		name, fen string
		want      []string // Hub notation: from x to x captured squares ascending
		after     string   // FEN after the first listed move, when checked
	}{
		{
			// King 46 slides up the long diagonal 41-37-32-28-23-19-14-10-5 and
			// takes 37. Only from the landing square 28 can it go on (turning
			// up-left over 22 to 17, 11 or 6); landing on 32, 23, 19, 14, 10
			// or 5 ends a one-piece capture, which the majority rule forbids.
			name: "king must turn at 28", fen: "W:WK46:B22,37",
			want:  []string{"46x17x22x37", "46x11x22x37", "46x6x22x37"},
			after: "B:WK17:B",
		},
		{
			// Man 13 takes 8 landing on 2 (White's far row), then must go on
			// backwards over 7 to 11: it passed the far row without ending
			// there, so it stays a man (4.15). Stopping on 2 is one piece
			// fewer and not allowed.
			name: "man passes the far row", fen: "W:W13:B7,8",
			want:  []string{"13x11x7x8"},
			after: "B:W11:B",
		},
		{
			// Man 28 goes round 23, 13, 12, 22 (28-19-8-17-28) and ends on its
			// own start square, which counts as empty. The two directions
			// round the ring are one move.
			name: "capture ends on its start square", fen: "W:W28:B12,13,22,23",
			want:  []string{"28x28x12x13x22x23"},
			after: "B:W28:B",
		},
		{
			// King 28 round the same ring. Clockwise it takes 23 (landing 19
			// only), 13 (8 only), 12 (17 only) and 22, landing anywhere on
			// 28-33-39-44-50; anticlockwise 22 (17), 12 (8), 13 (19) and 23,
			// landing on 28-32-37-41-46. Both cross the start square, which
			// counts as empty; ending on 28 either way is one move.
			name: "king round a ring", fen: "W:WK28:B12,13,22,23",
			want: []string{"28x28x12x13x22x23", "28x32x12x13x22x23", "28x33x12x13x22x23", "28x37x12x13x22x23",
				"28x39x12x13x22x23", "28x41x12x13x22x23", "28x44x12x13x22x23", "28x46x12x13x22x23", "28x50x12x13x22x23"},
			after: "B:WK28:B",
		},
		{
			// King 46 takes 41 and can land only on 37 (own man on 32); man 32
			// takes 27 landing on 21. One piece each: both are legal (4.14).
			name: "king and man capture of equal size", fen: "W:WK46,32:B27,41",
			want:  []string{"32x21x27", "46x37x41"},
			after: "B:W21,K46:B41",
		},
		{
			// The same for Black, mirrored (square n becomes 51-n): man 38
			// passes 49 on Black's far row and ends on 40, still a man.
			name: "black man passes the far row", fen: "B:W43,44:B38",
			want:  []string{"38x40x43x44"},
			after: "W:W:B40",
		},
		{
			// King 50 takes 33 (landing 17), 12 (landing 8) and 19 (landing 24,
			// 30 or 35). From 24 the way down-left to 38 is blocked by 33,
			// captured but still on the board (Turkish strike, 4.11): were it
			// removed at once, 50x43 / 50x49 taking four would be forced.
			name: "Turkish strike blocks", fen: "W:WK50:B12,19,33,38",
			want:  []string{"50x24x12x19x33", "50x30x12x19x33", "50x35x12x19x33"},
			after: "B:WK24:B38",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, got := sortedHubMoves(t, tc.fen)
			want := append([]string(nil), tc.want...)
			sort.Strings(want)
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Fatalf("%s: legal moves %q, want %q", tc.fen, got, want)
			}
			m, err := p.ParseHubMove(tc.want[0])
			if err != nil {
				t.Fatal(err)
			}
			if after := p.Play(m).FEN(); after != tc.after {
				t.Errorf("after %s: %s, want %s", tc.want[0], after, tc.after)
			}
			// Every move reads back from its PDN notation.
			for _, m := range p.LegalMoves() {
				if back, err := p.ParseMove(p.MoveString(m)); err != nil || back != m {
					t.Errorf("%s does not read back: %v", p.MoveString(m), err)
				}
			}
		})
	}
}
