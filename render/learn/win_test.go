package learn // win_test.go: the king ending (Win task): every legal move classified against the engine's own search, the defence, the hints, and what the checks cost.

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/draughts/draughts/engine"
)

// winEngineDepth is the fixed depth at which the engine's search (not the
// step's own) confirms a shot: deeper than proofPlies, so that a slower shot
// the step missed would show.
const winEngineDepth = hintPlies

// winByEngine is what the rules and the engine say of m at pos: the other
// side is beaten at once; or the draw rules end the game; or, with four
// kings against a lone king that has nothing to take, the endgame theorem
// (win.go); else the engine's search must find the forced win.
func winByEngine(s *engine.Searcher, pos engine.Position, clock engine.DrawClock, m engine.Move) bool {
	after := pos.Play(m)
	ac := clock.Next(pos, m, after)
	switch {
	case len(after.LegalMoves()) == 0:
		return true
	case ac.Reason() != engine.NoReason:
		return false
	}
	dm, dk := after.Count(after.Side())
	am, ak := after.Count(pos.Side())
	if !after.HasCapture() && dm == 0 && dk == 1 && am == 0 && ak >= 4 {
		return true
	}
	s.NewGame()
	r := s.Search(context.Background(), engine.Request{Position: after, Clock: ac, Limits: engine.Limits{Depth: winEngineDepth}})
	return engine.IsWin(r.Score) && r.Score < 0
}

func winStep(t *testing.T) Step {
	for _, l := range Course {
		for _, s := range l.Steps {
			if s.Task == Win {
				return s
			}
		}
	}
	t.Fatal("no Win step in the course")
	return Step{}
}

// checkAll classifies every legal move at the game's position both ways.
func checkAll(t *testing.T, st Step, s *engine.Searcher, g *engine.Game, ply int, name string) []engine.Move {
	t.Helper()
	pos, _, clock := g.SearchRoot()
	right := st.RightAt(pos, clock, ply)
	var want []engine.Move
	for _, m := range pos.LegalMoves() {
		if winByEngine(s, pos, clock, m) {
			want = append(want, m)
		}
	}
	if len(right) == 0 || !slices.Equal(right, want) {
		t.Fatalf("%s: accepts %v, the engine %v", name, moveList(pos, right), moveList(pos, want))
	}
	for _, m := range pos.LegalMoves() {
		if !slices.Contains(right, m) {
			if r := st.Why(pos, clock, m); r.Key == "" || r.Key == "learn.wrong" || len(r.Args) == 0 {
				t.Errorf("%s: %s refused without its reason (%v)", name, pos.MoveString(m), r)
			}
		}
	}
	return right
}

// TestWinStepExact: along the quickest line, and along the best defence
// after each other accepted first move, every legal move of the player is
// accepted exactly when it keeps the win; a move that gives the lone king a
// capture is accepted only when the engine proves the shot.
func TestWinStepExact(t *testing.T) {
	st := winStep(t)
	s := engine.NewSearcher(4 << 20)
	g, err := engine.NewGameFromFEN(st.FEN)
	if err != nil {
		t.Fatal(err)
	}
	first := checkAll(t, st, s, g, 0, "start")
	if n := len(g.Position().LegalMoves()); len(first) == n || len(first) < 2 {
		t.Errorf("accepts %d of %d first moves: the step must refuse the ones that throw the win away and take more than one", len(first), n)
	}
	// The quickest line: every player's ply.
	line := g.Clone()
	for ply, text := range st.Line {
		pos, _, clock := line.SearchRoot()
		if ply%2 == 0 {
			checkAll(t, st, s, line, ply, fmt.Sprintf("line ply %d", ply))
		} else if m, ok := st.ReplyAt(pos, clock, ply); !ok || pos.MoveString(m) != text {
			t.Fatalf("line ply %d: reply %v, the line has %s", ply, pos.MoveString(m), text)
		}
		if _, err := line.PlayString(text); err != nil {
			t.Fatal(err)
		}
	}
	if !st.Finished(line.Position(), len(st.Line)) {
		t.Error("the line does not beat the lone king")
	}
	// Off the line: the best defence, then every move of the player again.
	for i, m := range first {
		if i%6 != 0 { // a spread of the first moves (the engine's searches are slow)
			continue
		}
		d := g.Clone()
		pos, _, clock := d.SearchRoot()
		name := pos.MoveString(m)
		d.Play(m)
		if st.Finished(d.Position(), 1) {
			continue
		}
		p, _, c := d.SearchRoot()
		r, ok := st.ReplyAt(p, c, 1)
		if !ok {
			t.Fatalf("after %s: no reply", name)
		}
		_ = clock
		d.Play(r)
		checkAll(t, st, s, d, 2, name+" "+p.MoveString(r))
	}
}

// TestWinStepPlayedOut: from every accepted first move the player who then
// follows the hints beats the best defence (the line itself at once); the
// hints are always accepted moves. A hint may fail to find the way in the
// time it has (the position is still won: the step says so by accepting),
// so a few draws by repetition are allowed, and counted.
func TestWinStepPlayedOut(t *testing.T) {
	st := winStep(t)
	g, _ := engine.NewGameFromFEN(st.FEN)
	pos := g.Position()
	first := st.Right(pos, 0)
	won := 0
	for _, m := range first {
		d := g.Clone()
		d.Play(m)
		moves := []string{pos.MoveString(m)}
		for ply := 1; ; ply++ {
			p, seen, c := d.SearchRoot()
			if r, _ := d.Result(); r != engine.Ongoing {
				break
			}
			var mv engine.Move
			var ok bool
			if ply%2 == 1 {
				mv, ok = st.ReplyAt(p, c, ply)
			} else {
				mv, ok = st.HintAt(p, c, ply, seen...)
				if ok && !st.AcceptsAt(p, c, ply, mv) {
					t.Fatalf("%v: the hint %s is refused", moves, p.MoveString(mv))
				}
			}
			if !ok {
				t.Fatalf("%v: no move at ply %d", moves, ply)
			}
			moves = append(moves, p.MoveString(mv))
			d.Play(mv)
		}
		r, why := d.Result()
		switch {
		case r == engine.WhiteWins && st.Finished(d.Position(), len(moves)):
			won++
		case r == engine.Draw && why == engine.Repetition:
			t.Logf("drawn by repetition after %v", moves)
		default:
			t.Errorf("%v ends %v (%v)", moves, r, why)
		}
	}
	if won*10 < len(first)*9 {
		t.Errorf("the hints win from %d of %d first moves", won, len(first))
	}
	t.Logf("the hints win from %d of %d accepted first moves", won, len(first))
}

// BenchmarkWinCheck: the player's move checked (every legal move of the
// start), the defender's reply, a hint off the line: what one click costs.
// `GOOS=js GOARCH=wasm go test -bench Win -run ^$ -exec=$(go env GOROOT)/lib/wasm/go_js_wasm_exec ./render/learn`
// gives the browser's figure.
func BenchmarkWinCheck(b *testing.B) {
	st := Course[len(Course)-2].Steps[0]
	pos, _ := engine.ParseFEN(st.FEN)
	clock := engine.StartClock(pos)
	moves := pos.LegalMoves()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		st.AcceptsAt(pos, clock, 0, moves[i%len(moves)])
	}
}

func BenchmarkWinReply(b *testing.B) {
	st := Course[len(Course)-2].Steps[0]
	pos, _ := engine.ParseFEN(st.FEN)
	var after []engine.Position
	for _, m := range st.Right(pos, 0) {
		after = append(after, pos.Play(m))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := after[i%len(after)]
		st.ReplyAt(p, engine.StartClock(p), 1)
	}
}

func BenchmarkWinHint(b *testing.B) {
	st := Course[len(Course)-2].Steps[0]
	pos, _ := engine.ParseFEN(st.FEN)
	var after []engine.Position
	for _, m := range st.Right(pos, 0) {
		p := pos.Play(m)
		if r, ok := st.ReplyAt(p, engine.StartClock(p), 1); ok {
			after = append(after, p.Play(r))
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := after[i%len(after)]
		st.HintAt(p, engine.StartClock(p), 2)
	}
}
