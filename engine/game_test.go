package engine // game_test.go: the Game record: playing, undo/redo, results and their texts, search roots.

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// playAll plays moves given in any accepted notation and fails on the first error.
func playAll(t *testing.T, g *Game, moves ...string) {
	t.Helper()
	for _, s := range moves {
		if _, err := g.PlayString(s); err != nil {
			t.Fatalf("PlayString(%q) at ply %d: %v", s, g.Ply(), err)
		}
	}
}

func TestGamePlayUndoRedo(t *testing.T) {
	g := NewGame()
	if g.Start() != Initial() || g.Position() != Initial() || g.Ply() != 0 {
		t.Fatal("a new game must start in the initial position")
	}
	if g.CanUndo() || g.CanRedo() || g.Undo() || g.Redo() {
		t.Fatal("nothing to undo or redo in a new game")
	}
	playAll(t, g, "32-28", "19-23", "28x19", "14x23")
	if got := strings.Join(g.Notation(), " "); got != "32-28 19-23 28x19 14x23" {
		t.Errorf("Notation = %q", got)
	}
	if g.Ply() != 4 || len(g.Moves()) != 4 {
		t.Errorf("Ply = %d, Moves = %d, want 4", g.Ply(), len(g.Moves()))
	}
	after2 := g.PositionAt(2)
	if want := "W:W28,31,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,20,23"; after2.FEN() != want {
		t.Errorf("PositionAt(2) = %s, want %s", after2.FEN(), want)
	}
	end := g.Position()
	if !g.Undo() || !g.Undo() || g.Ply() != 2 || g.Position() != after2 {
		t.Fatal("two undos must return to ply 2")
	}
	if !g.CanRedo() || len(g.Moves()) != 2 || len(g.Notation()) != 2 {
		t.Fatal("after undo: redo available, Moves/Notation up to the current point")
	}
	if !g.Redo() || !g.Redo() || g.Redo() || g.Position() != end {
		t.Fatal("redo must replay the undone moves and stop at the end")
	}
	g.Undo()
	g.Undo()
	g.Undo()
	playAll(t, g, "18-22") // a different move drops the redo list
	if g.CanRedo() || g.Ply() != 2 {
		t.Errorf("playing after undo must clear redo (CanRedo=%v, Ply=%d)", g.CanRedo(), g.Ply())
	}
	for g.Undo() {
	}
	if g.Ply() != 0 || g.Position() != Initial() {
		t.Error("undo all must return to the start")
	}
}

func TestGameRejectsIllegalMoves(t *testing.T) {
	g := NewGame()
	var me *MoveError
	if _, err := g.PlayString("33-27"); !errors.As(err, &me) || !strings.Contains(err.Error(), "no legal move 33-27") {
		t.Errorf("PlayString(33-27) error = %v, want a MoveError naming the move", err)
	}
	other, _ := ParseFEN("W:WK46:B5")
	if err := g.Play(other.LegalMoves()[0]); err == nil {
		t.Error("Play accepted a move from another position")
	}
	if err := g.Play(Move{}); err == nil {
		t.Error("Play accepted the zero move")
	}
	if g.Ply() != 0 {
		t.Error("a rejected move must leave the game unchanged")
	}
}

func TestGameFromFEN(t *testing.T) {
	if _, err := NewGameFromFEN("X:W1"); err == nil {
		t.Error("NewGameFromFEN accepted a bad FEN")
	}
	g, err := NewGameFromFEN("B:W50:B19,23")
	if err != nil {
		t.Fatal(err)
	}
	if g.Position().Side() != Black || len(g.LegalMoves()) != 3 {
		t.Errorf("set-up game: side %v, %d legal moves", g.Position().Side(), len(g.LegalMoves()))
	}
	c := g.Clone()
	playAll(t, c, "19-24")
	if g.Ply() != 0 || c.Ply() != 1 {
		t.Error("Clone must be independent of the original")
	}
}

func TestGameResults(t *testing.T) {
	tests := []struct {
		name, fen string
		moves     []string
		result    Result
		reason    Reason
		text      string
	}{
		{"ongoing", "W:W31-50:B1-20", nil, Ongoing, NoReason, ""},
		{"white blocked", "W:W6:B1", nil, BlackWins, NoMoves, "Black wins: White cannot move"},
		{"black blocked after a move", "W:W50,31:B45", []string{"31-26"}, WhiteWins, NoMoves, "White wins: Black cannot move"},
		{"last piece captured", "W:W28:B23", []string{"28x19"}, WhiteWins, NoPieces, "White wins: Black has no pieces left"},
		{"white has no pieces", "B:W28:B23", []string{"23x32"}, BlackWins, NoPieces, "Black wins: White has no pieces left"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewGameFromFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			playAll(t, g, tc.moves...)
			r, why := g.Result()
			if r != tc.result || why != tc.reason || g.ResultText() != tc.text {
				t.Errorf("Result = %v %v %q, want %v %v %q", r, why, g.ResultText(), tc.result, tc.reason, tc.text)
			}
			if r != Ongoing {
				if g.LegalMoves() != nil {
					t.Error("LegalMoves must be nil once the game is over")
				}
				if _, err := g.PlayString("1-2"); !errors.Is(err, ErrGameOver) {
					t.Errorf("playing after the end: %v, want ErrGameOver", err)
				}
			}
		})
	}
}

func TestGameResignAndAgree(t *testing.T) {
	g := NewGame()
	playAll(t, g, "32-28", "19-23")
	g.Undo()
	g.Resign(Black)
	if r, why := g.Result(); r != WhiteWins || why != Resignation || g.ResultText() != "White wins: Black resigned" {
		t.Errorf("after Black resigns: %v %v %q", r, why, g.ResultText())
	}
	if g.LegalMoves() != nil || g.CanRedo() {
		t.Error("a resigned game has no legal moves and nothing to redo")
	}
	g.AgreeDraw() // no effect: the game is over
	if r, _ := g.Result(); r != WhiteWins {
		t.Error("AgreeDraw must not change a finished game")
	}
	if !g.Undo() || g.Ply() != 1 {
		t.Fatal("the first undo takes back the resignation, not a move")
	}
	if r, _ := g.Result(); r != Ongoing {
		t.Error("after undoing the resignation the game goes on")
	}
	g.AgreeDraw()
	if r, why := g.Result(); r != Draw || why != Agreement || !strings.HasPrefix(g.ResultText(), "Draw: ") {
		t.Errorf("after agreement: %v %v %q", r, why, g.ResultText())
	}
	g.Undo()
	g.Resign(White)
	if r, _ := g.Result(); r != BlackWins || g.ResultText() != "Black wins: White resigned" {
		t.Errorf("after White resigns: %q", g.ResultText())
	}
}

func TestGameSearchRoot(t *testing.T) {
	g, err := NewGameFromFEN("W:WK50,33:BK1,19")
	if err != nil {
		t.Fatal(err)
	}
	playAll(t, g, "50-44", "1-7", "33-28") // a man move: irreversible
	playAll(t, g, "7-1", "44-50", "1-7")
	pos, hist, clock := g.SearchRoot()
	if pos != g.Position() || clock != g.Clock() {
		t.Error("SearchRoot must return the current position and clock")
	}
	want := []Position{g.PositionAt(3), g.PositionAt(4), g.PositionAt(5)}
	if !reflect.DeepEqual(hist, want) {
		t.Errorf("history has %d positions, want the 3 since the man move", len(hist))
	}
	if clock.KingPlies != 3 {
		t.Errorf("KingPlies = %d, want 3", clock.KingPlies)
	}
	g.Undo()
	g.Undo()
	g.Undo()
	if _, hist, _ := g.SearchRoot(); len(hist) != 0 {
		t.Errorf("right after an irreversible move the history is empty, got %d", len(hist))
	}
}
