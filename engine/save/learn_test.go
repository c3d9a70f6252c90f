package save // learn_test.go: the lessons and puzzles progress in the save.

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestLearnProgressRoundTrip(t *testing.T) {
	s := New()
	s.Learn = &LearnSave{PuzzleRating: 1264, PuzzlesSolved: []string{"a1b2c3"}, PuzzlesFailed: []string{"ffee00"},
		Puzzle: "a1b2c3", Lesson: "capture", Step: 2, StepsDone: []string{"board/1", "moves/1"}}
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Learn, s.Learn) {
		t.Errorf("learn progress came back as %+v, want %+v", got.Learn, s.Learn)
	}
	s.Learn.Step = -1
	if b, err = Encode(s); err == nil {
		if _, err := Decode(b); err == nil {
			t.Error("a negative lesson step was accepted")
		}
	}
}

// TestOldSavesHaveNoLearnProgress: saves from before the lessons read fine,
// with no progress.
func TestOldSavesHaveNoLearnProgress(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "v1-game.msgp"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if s.Learn != nil || s.Game == nil {
		t.Errorf("old save: learn %+v, game %v", s.Learn, s.Game != nil)
	}
}
