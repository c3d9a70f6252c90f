package app // analysis_test.go: the winning-chance mapping, and the analysis board's engine view in state().

import (
	"testing"
)

func TestAnalysisFollowsTheBoardWithTopThree(t *testing.T) {
	// White is a man up: White's chances are good whoever moves.
	a := newApp(t, Config{Mode: ModeAnalysis, FEN: "B:W28,33,38,43:B8,12,17"})
	s := tick(t, a, "an analysis", func(s State) bool { return s.Analysis != nil && s.Analysis.Depth >= 4 })
	if s.Analysis.WinChance <= 0.5 || s.Analysis.Score <= 0 || len(s.Analysis.PV) == 0 {
		t.Fatalf("Black to move, a man down: %+v", s.Analysis)
	}
	if arrow := a.bestArrow(); len(arrow) < 2 {
		t.Fatal("no best-move arrow")
	}
	pressButton(t, a, "Top 3")
	s = tick(t, a, "three lines", func(s State) bool { return s.Analysis != nil && len(s.Analysis.Lines) == 3 })
	l := s.Analysis.Lines
	// White's view: Black to move, so Black's best is White's lowest.
	if l[0].Score > l[1].Score || l[1].Score > l[2].Score || l[0].Move == l[1].Move || l[0].PV[0] != l[0].Move {
		t.Fatalf("top three, White's view, Black to move: %+v", l)
	}
	// Stepping: the analysis restarts for the new position.
	a.command(Command{Name: "move", Arg: l[0].Move})
	s = tick(t, a, "the analysis after the move", func(s State) bool { return s.Turn == "white" && s.Analysis != nil && len(s.Analysis.Lines) > 0 })
	legal := a.game.Position().LegalMoves()
	if ls := s.Analysis.Lines; len(ls) != min(3, len(legal)) || ls[0].Score < ls[len(ls)-1].Score {
		t.Fatalf("White to move (%d legal moves): best first: %+v", len(legal), ls)
	}
	pressButton(t, a, "‹ Back")
	if s = a.State(); s.Analysis != nil || s.Ply != 0 {
		t.Fatalf("after stepping back the old analysis must go: %+v", s.Analysis)
	}
}
