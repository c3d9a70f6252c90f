package app // review_test.go: a finished game is reviewed by the engine: the planted blunders labelled, the summary, the chart jumps to a move.

import (
	"strings"
	"testing"

	"github.com/draughts/draughts/engine/job"
	"github.com/draughts/draughts/input"
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
	if lines := a.infoLines(); len(lines) != 3 || !strings.HasPrefix(lines[0], "37-32 is a blunder") || !strings.Contains(lines[0], "better 38-32") {
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
