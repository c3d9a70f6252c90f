package engine // eval_test.go: evaluation symmetry and sanity.

import "testing"

// flipColours swaps the colours and turns the board round: the same
// position seen from the other side.
func flipColours(p Position) Position {
	return Position{white: mirror(p.black), black: mirror(p.white), kings: mirror(p.kings), side: p.side ^ 1}
}

func TestMirror(t *testing.T) {
	for s := 1; s <= numSquares; s++ {
		if mirror(bitOf(s)) != bitOf(51-s) {
			t.Fatalf("mirror(%d) is not %d", s, 51-s)
		}
	}
	if mirror(ghostMask) != ghostMask {
		t.Fatal("mirror moves the ghost bits")
	}
}

func TestEvaluateSymmetric(t *testing.T) {
	for _, p := range srchRandomPositions(21, 300, 140) {
		q := flipColours(p)
		if Evaluate(p) != Evaluate(q) {
			t.Fatalf("%s: %d, colour-flipped %s: %d", p.FEN(), Evaluate(p), q.FEN(), Evaluate(q))
		}
	}
}

func TestEvaluateSanity(t *testing.T) {
	if v := Evaluate(Initial()); v < -20 || v > 20 {
		t.Errorf("start position scores %d", v)
	}
	// An extra man is worth about a man; a king more than two.
	up := srchFEN(t, "W:W31-50:B1-19")
	if v := Evaluate(up); v < 70 || v > 150 {
		t.Errorf("a man up scores %d", v)
	}
	k := srchFEN(t, "W:WK28,31-49:B1-20")
	if v := Evaluate(k) - Evaluate(srchFEN(t, "W:W31-49:B1-20")); v < 200 {
		t.Errorf("a king adds only %d", v)
	}
	// A man with a free path to promotion counts more than one that is blocked.
	free := srchFEN(t, "W:W17,46:B5,36")
	blocked := srchFEN(t, "W:W17,46:B11,36")
	if Evaluate(free) <= Evaluate(blocked) {
		t.Errorf("runaway man not rewarded: %d <= %d", Evaluate(free), Evaluate(blocked))
	}
}
