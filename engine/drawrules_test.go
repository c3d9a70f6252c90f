package engine // drawrules_test.go: draw rules 6.1-6.4 reached by real move sequences, and just missed.

import "testing"

// wander plays n moves in g: king moves only (men too when men is set),
// never a capture, each to a position not seen before in the game and in
// which the opponent has no capture. It keeps material and avoids
// repetitions, so only the 6.2-6.4 clocks advance. It searches depth
// first and backs up (with Undo) out of dead ends.
func wander(t *testing.T, g *Game, n int, men bool) {
	t.Helper()
	seen := map[Position]bool{}
	for i := 0; i <= g.Ply(); i++ {
		seen[g.PositionAt(i)] = true
	}
	budget := 100000
	var walk func(n int) bool
	walk = func(n int) bool {
		if n == 0 {
			return true
		}
		p := g.Position()
		for _, m := range g.LegalMoves() {
			if budget--; budget < 0 {
				return false
			}
			if m.IsCapture() || (!men && !p.PieceAt(m.From()).IsKing()) {
				continue
			}
			next := p.Play(m)
			if seen[next] || next.HasCapture() || !hasSafeReply(next) {
				continue
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			seen[next] = true
			if walk(n - 1) {
				return true
			}
			g.Undo()
			delete(seen, next)
		}
		return false
	}
	start := g.Ply()
	if !walk(n) {
		t.Fatalf("wander: no line of %d quiet fresh moves from ply %d in %s", n, start, g.Position().FEN())
	}
}

// hasSafeReply reports whether the side to move in p has a quiet move after
// which it cannot be captured (so wander does not corner a lone king).
func hasSafeReply(p Position) bool {
	for _, m := range p.LegalMoves() {
		if !m.IsCapture() && !p.Play(m).HasCapture() {
			return true
		}
	}
	return false
}

func wantResult(t *testing.T, g *Game, r Result, why Reason, text string) {
	t.Helper()
	gr, gwhy := g.Result()
	if gr != r || gwhy != why || g.ResultText() != text {
		t.Errorf("ply %d: result %v %v %q, want %v %v %q (clock %+v)", g.Ply(), gr, gwhy, g.ResultText(), r, why, text, g.Clock())
	}
}

// TestThreefoldRepetition: 6.1, the same position with the same side to
// move for the third time.
func TestThreefoldRepetition(t *testing.T) {
	g, err := NewGameFromFEN("W:WK50,31,32:BK1,19,20")
	if err != nil {
		t.Fatal(err)
	}
	cycle := []string{"50-44", "1-7", "44-50", "7-1"}
	playAll(t, g, cycle...)
	wantResult(t, g, Ongoing, NoReason, "") // second occurrence
	playAll(t, g, cycle[:3]...)
	wantResult(t, g, Ongoing, NoReason, "")
	playAll(t, g, cycle[3])
	wantResult(t, g, Draw, Repetition, "Draw: threefold repetition")
	if g.LegalMoves() != nil {
		t.Error("no legal moves after a threefold repetition")
	}
	g.Undo()
	wantResult(t, g, Ongoing, NoReason, "")

	// A man move makes the earlier positions unreachable: the count starts again.
	g2, _ := NewGameFromFEN("W:WK50,31,32:BK1,19,20")
	playAll(t, g2, cycle...)
	playAll(t, g2, "31-26", "1-7", "50-44", "7-1", "44-50", "1-7", "50-44", "7-1")
	wantResult(t, g2, Ongoing, NoReason, "") // the position after 31-26 twice more: third time
	playAll(t, g2, "44-50")
	wantResult(t, g2, Draw, Repetition, "Draw: threefold repetition")
}

// TestRule25KingMoves: 6.2, 25 moves of each player with only kings moving
// and no capture (50 plies) draw; a man move starts the count again.
func TestRule25KingMoves(t *testing.T) {
	const fen = "W:WK46,K47,6:BK4,K5,1" // the men on 6 and 1 block each other
	g, err := NewGameFromFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	wander(t, g, 49, false)
	wantResult(t, g, Ongoing, NoReason, "")
	if c := g.Clock(); c.KingPlies != 49 || c.PliesLeft() != 1 {
		t.Errorf("clock %+v, want 49 king plies and 1 left", c)
	}
	wander(t, g, 1, false)
	wantResult(t, g, Draw, Rule25, "Draw: 25-move rule")

	// A man move resets the count.
	g, _ = NewGameFromFEN("W:WK46,K47,36:BK4,K5,15")
	wander(t, g, 30, false)
	playAll(t, g, "36-31")
	if c := g.Clock(); c.KingPlies != 0 {
		t.Errorf("after a man move KingPlies = %d, want 0", c.KingPlies)
	}
	wander(t, g, 49, false)
	wantResult(t, g, Ongoing, NoReason, "")
	wander(t, g, 1, false)
	wantResult(t, g, Draw, Rule25, "Draw: 25-move rule")
}

// TestRule16: 6.3, one king against three pieces with a king: 16 moves each
// (32 plies) from the position that produced the balance.
func TestRule16(t *testing.T) {
	for _, fen := range []string{
		"W:WK46,K47,K48:BK3", // three kings
		"B:WK46,K47,6:BK3",   // two kings and a man
		"W:WK46,6,36:BK3",    // a king and two men
	} {
		g, err := NewGameFromFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if c := g.Clock(); c.Rule != Rule16 || c.RulePlies != 0 {
			t.Fatalf("%s: start clock %+v, want Rule16 at 0", fen, c)
		}
		wander(t, g, 31, false)
		wantResult(t, g, Ongoing, NoReason, "")
		wander(t, g, 1, false)
		wantResult(t, g, Draw, Rule16, "Draw: 16-move rule")
	}
}

// TestRule5: 6.4, one king against at most two pieces with a king: 5 moves
// each (10 plies); man moves do not reset it.
func TestRule5(t *testing.T) {
	for _, fen := range []string{
		"W:WK46,K47:BK3",
		"W:WK46,36:BK3",
		"B:WK46:BK3",
	} {
		g, err := NewGameFromFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		wander(t, g, 9, true)
		wantResult(t, g, Ongoing, NoReason, "")
		wander(t, g, 1, true)
		wantResult(t, g, Draw, Rule5, "Draw: 5-move rule")
	}
}

// TestRule16To5: a capture that turns a 6.3 balance into a 6.4 one starts
// the 6.4 count from that move; a capture that ends both rules stops them.
func TestRule16To5(t *testing.T) {
	// White: kings 46, 47, 48; Black: king 5. After four quiet plies White
	// gives a king away and Black must take it.
	g, err := NewGameFromFEN("W:WK46,K47,K48:BK3")
	if err != nil {
		t.Fatal(err)
	}
	wander(t, g, 4, false)
	if c := g.Clock(); c.Rule != Rule16 || c.RulePlies != 4 {
		t.Fatalf("clock %+v, want Rule16 after 4 plies", c)
	}
	// Find a king move that Black must answer by a capture after which
	// White has no capture of its own (the lone black king survives).
	var sac, take Move
	p := g.Position()
	for _, m := range g.LegalMoves() {
		q := p.Play(m)
		if !q.HasCapture() {
			continue
		}
		for _, c := range q.LegalMoves() {
			if r := q.Play(c); !r.HasCapture() && hasSafeReply(r) {
				sac, take = m, c
			}
		}
		if !take.IsZero() {
			break
		}
	}
	if take.IsZero() {
		t.Fatalf("no king sacrifice found in %s", p.FEN())
	}
	if err := g.Play(sac); err != nil {
		t.Fatal(err)
	}
	if err := g.Play(take); err != nil {
		t.Fatal(err)
	}
	if c := g.Clock(); c.Rule != Rule5 || c.RulePlies != 0 {
		t.Fatalf("after the capture: clock %+v, want Rule5 restarted at 0", c)
	}
	wander(t, g, 9, false)
	wantResult(t, g, Ongoing, NoReason, "")
	wander(t, g, 1, false)
	wantResult(t, g, Draw, Rule5, "Draw: 5-move rule")
}

// TestDrawClockUnits checks StartClock, Next and the thresholds of Reason.
func TestDrawClockUnits(t *testing.T) {
	start, _ := ParseFEN("W:WK46,K47:BK5,K4")
	if c := StartClock(start); c != (DrawClock{}) {
		t.Errorf("two kings each: no 6.3/6.4 count, got %+v", c)
	}
	p, _ := ParseFEN("W:WK28:BK5,23")
	c := StartClock(p)
	if c.Rule != Rule5 {
		t.Fatalf("one king against king and man: Rule5, got %+v", c)
	}
	m, err := p.ParseMove("28x19") // takes the man on 23: one king each
	if err != nil {
		t.Fatal(err)
	}
	after := p.Play(m)
	c = c.Next(p, m, after)
	if c.Rule != Rule5 || c.RulePlies != 1 || c.KingPlies != 0 {
		t.Errorf("king against king stays under 6.4 (counted on), got %+v", c)
	}
	if (DrawClock{KingPlies: 50}).Reason() != Rule25 || (DrawClock{Rule: Rule16, RulePlies: 31}).Reason() != NoReason ||
		(DrawClock{Rule: Rule16, RulePlies: 32}).Reason() != Rule16 || (DrawClock{Rule: Rule5, RulePlies: 10}).Reason() != Rule5 {
		t.Error("DrawClock.Reason thresholds: 50, 32 and 10 plies")
	}
}
