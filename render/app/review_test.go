package app // review_test.go: a finished game is reviewed by the engine: the planted blunders labelled, the summary, the chart jumps to a move.

import (
	"strings"
	"testing"

	"github.com/draughts/draughts/engine/job"
	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render/i18n"
)

func TestFinishedGameIsReviewed(t *testing.T) {
	a := newApp(t, Config{Mode: ModeTwoPlayers})
	// 2. 37-32?? allows 23-29! and 2... 12-18?? misses it (see aiproto's review test).
	playMoves(t, a, "32-28", "18-23", "37-32", "12-18")
	a.command(Command{Name: "resign"})
	s := tick(t, a, "the review", func(s State) bool { return s.Review != nil && !s.Reviewing })
	labels := map[int]job.ReviewMove{}
	for _, m := range s.Review {
		labels[m.Ply] = m
	}
	if m := labels[3]; m.Move != "37-32" || m.Label != job.LabelBlunder || m.Better == "" {
		t.Fatalf("White's blunder: %+v", s.Review)
	}
	if m := labels[4]; m.Move != "12-18" || m.Label != job.LabelBlunder || m.Better != "23-29" {
		t.Fatalf("Black's blunder: %+v", s.Review)
	}
	if sum := s.ReviewSummary; sum == nil || sum[0].Blunders != 1 || sum[1].Blunders != 1 || sum[0].AverageLoss <= 0 {
		t.Fatalf("summary %+v", s.ReviewSummary)
	}
	// The chart jumps to a move; the verdict of a labelled move shows.
	c := a.chartRect()
	if c.H == 0 {
		t.Fatal("no chart")
	}
	x, y := c.X+c.W*3/4, c.Y+c.H/2
	a.pointerEvents([]input.PointerEvent{{Kind: input.PointerDown, X: x, Y: y}, {Kind: input.PointerUp, X: x, Y: y}})
	if s = a.State(); s.Ply != 3 {
		t.Fatalf("chart click at 3/4 of 4 moves: ply %d", s.Ply)
	}
	// The better move is the review's own: with both cores searching, moves
	// of nearly equal score (38-32, 33-29) can swap from run to run.
	if lines := a.infoLines(); len(lines) != 3 || !strings.HasPrefix(lines[0], "37-32 is a blunder") || !strings.Contains(lines[0], "better "+labels[3].Better) {
		t.Fatalf("verdict: %q", lines)
	}
	// The move list marks the blunders.
	found := false
	for _, cell := range a.moveListCells(record(a.game)) {
		if cell.text == "37-32??" {
			found = true
		}
	}
	if !found {
		t.Fatal("the move list does not mark 37-32??")
	}
	// A new game drops the review.
	a.command(Command{Name: "new"})
	if s = a.State(); s.Review != nil || s.Reviewing {
		t.Fatal("the review outlived its game")
	}
}

// TestReviewSummaryInPlainWords: each side's review in words, with the
// weak moves named by number.
func TestReviewSummaryInPlainWords(t *testing.T) {
	a := newApp(t, Config{Mode: ModeTwoPlayers})
	playMoves(t, a, "32-28", "19-23", "28x19", "14x23", "37-32", "10-14")
	a.review = &reviewResult{main: a.game.MainLine(), evals: []int{0, 0, 0, -300, 200, 0, 0}, moves: []job.ReviewMove{
		{Ply: 1, Move: "32-28", Loss: 0}, {Ply: 2, Move: "19-23", Label: job.LabelInaccuracy, Loss: 0.06},
		{Ply: 3, Move: "28x19", Label: job.LabelBlunder, Loss: 0.3}, {Ply: 4, Move: "14x23", Label: job.LabelMistake, Loss: 0.15},
		{Ply: 5, Move: "37-32", Label: job.LabelMistake, Loss: 0.12}, {Ply: 6, Move: "10-14", Loss: 0},
	}}
	lines := a.reviewLines()
	want := []string{
		"White: 1 blunder, 1 mistake (2. 28x19, 3. 37-32) · accuracy 86%",
		"Black: 1 mistake, 1 inaccuracy (2... 14x23) · accuracy 93%",
	}
	if len(lines) < 2 || strings.Join(lines[len(lines)-2:], "\n") != strings.Join(want, "\n") {
		t.Fatalf("summary:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
	// The end of the game in short lines carries the same words.
	end := strings.Join(a.endLines(), "\n")
	for _, w := range append(want, "White: moves 3 · captures 1 (pieces 1) · kings 0 · time ") {
		if !strings.Contains(end, w) {
			t.Errorf("end lines without %q:\n%s", w, end)
		}
	}

	b := newApp(t, Config{Mode: ModeTwoPlayers})
	playMoves(t, b, "32-28", "19-23")
	b.review = &reviewResult{main: b.game.MainLine(), evals: []int{0, 0, 0}, moves: []job.ReviewMove{{Ply: 1, Move: "32-28"}, {Ply: 2, Move: "19-23", Label: job.LabelBlunder, Loss: 0.4}}}
	if got := b.summaryWords(0); got != "White: no mistakes · accuracy 100%" {
		t.Errorf("clean side: %q", got)
	}
	b.useLang(i18n.ZH)
	if got := b.summaryWords(1); got != "黑方：1 个败着（1... 19-23） · 准确率 60%" {
		t.Errorf("in Chinese: %q", got)
	}
}

// TestReviewMentionsTheChartOnlyWhereDrawn: the chart is drawn with room
// for its labels, and the words say "click the chart" only then.
func TestReviewMentionsTheChartOnlyWhereDrawn(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 800, 1}, {1024, 640, 1}, {390, 844, 3}, {800, 600, 1}} {
		a := newApp(t, Config{Mode: ModeTwoPlayers})
		a.w, a.h, a.scale = int(sz[0]*sz[2]), int(sz[1]*sz[2]), sz[2]
		a.relayout()
		playMoves(t, a, "32-28", "18-23")
		a.review = &reviewResult{main: a.game.MainLine(), evals: []int{0, 10, 0}, moves: []job.ReviewMove{{Ply: 1, Move: "32-28"}, {Ply: 2, Move: "18-23"}}}
		c := a.chartRect()
		text := a.reviewDoneText()
		if mentions := strings.Contains(text, "chart"); mentions != (c.H > 0) {
			t.Errorf("%v: chart %v, words %q", sz, c, text)
		}
		if s := a.State(); (s.Chart != nil) != (c.H > 0) {
			t.Errorf("%v: state's chart %+v, drawn %v", sz, s.Chart, c)
		}
		if c.H > 0 && c.H < a.layout.LineH {
			t.Errorf("%v: chart %.0f px high, lines %.0f", sz, c.H, a.layout.LineH)
		}
	}
}
