package engine // clock_test.go: time controls, the moves' clocks, the flag fall, PDN clock comments and the clock's time manager.

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestParseTimeControl(t *testing.T) {
	good := []struct {
		in       string
		tc       TimeControl
		str, pdn string
	}{
		{"5+0", TimeControl{5 * time.Minute, 0}, "5+0", "300+0"},
		{"10+5", TimeControl{10 * time.Minute, 5 * time.Second}, "10+5", "600+5"},
		{" 15 + 10 ", TimeControl{15 * time.Minute, 10 * time.Second}, "15+10", "900+10"},
		{"0.5+0", TimeControl{30 * time.Second, 0}, "0.5+0", "30+0"},
		{"0.25+0", TimeControl{15 * time.Second, 0}, "0.25+0", "15+0"},
		{"3", TimeControl{3 * time.Minute, 0}, "3+0", "180+0"},
		{"1+0.5", TimeControl{time.Minute, 500 * time.Millisecond}, "1+0.5", "60+0.5"},
		{"600+600", TimeControl{10 * time.Hour, 10 * time.Minute}, "600+600", "36000+600"},
	}
	for _, c := range good {
		tc, err := ParseTimeControl(c.in)
		if err != nil || tc != c.tc {
			t.Errorf("ParseTimeControl(%q) = %v, %v; want %v", c.in, tc, err, c.tc)
			continue
		}
		if tc.String() != c.str || tc.PDN() != c.pdn {
			t.Errorf("%q: String %q PDN %q, want %q %q", c.in, tc.String(), tc.PDN(), c.str, c.pdn)
		}
		if back, err := ParseTimeControl(tc.String()); err != nil || back != tc {
			t.Errorf("String %q does not read back: %v %v", tc.String(), back, err)
		}
		if back, err := ParsePDNTimeControl(tc.PDN()); err != nil || back != tc {
			t.Errorf("PDN %q does not read back: %v %v", tc.PDN(), back, err)
		}
	}
	bad := []struct {
		in   string
		kind TimeControlErrorKind
	}{
		{"", TCNotForm}, {"abc", TCNotForm}, {"5+", TCNotForm}, {"+5", TCNotForm}, {"5+x", TCNotForm},
		{"-5+0", TCNotForm}, {"5+-1", TCNotForm}, {"NaN+0", TCNotForm}, {"Inf+0", TCNotForm}, {"1e3+0", TCNotForm},
		{"5+0+1", TCNotForm}, {"0+0", TCBaseRange}, {"0.01+0", TCBaseRange}, {"601+0", TCBaseRange},
		{"5+601", TCIncRange},
	}
	for _, c := range bad {
		_, err := ParseTimeControl(c.in)
		var te *TimeControlError
		if !errors.As(err, &te) || te.Kind != c.kind {
			t.Errorf("ParseTimeControl(%q) = %v, want kind %d", c.in, err, c.kind)
			continue
		}
		if !strings.Contains(err.Error(), "time control") {
			t.Errorf("%q: error %q does not say what was wrong", c.in, err)
		}
	}
	if tc := (TimeControl{}); !tc.IsZero() || tc.String() != "" || tc.PDN() != "" {
		t.Error("the zero TimeControl is no clock, written as nothing")
	}
}

func TestParsePDNTimeControl(t *testing.T) {
	for in, want := range map[string]TimeControl{
		"300+5": {5 * time.Minute, 5 * time.Second}, "300": {5 * time.Minute, 0}, " 90+0.5 ": {90 * time.Second, 500 * time.Millisecond},
		"-": {}, "?": {}, "": {},
	} {
		if tc, err := ParsePDNTimeControl(in); err != nil || tc != want {
			t.Errorf("ParsePDNTimeControl(%q) = %v, %v; want %v", in, tc, err, want)
		}
	}
	for _, in := range []string{"40/7200", "5+0+0", "x", "0", "0+5", "300+-5", "1e9"} {
		if tc, err := ParsePDNTimeControl(in); err == nil {
			t.Errorf("ParsePDNTimeControl(%q) = %v, want an error", in, tc)
		}
	}
}

func TestFormatParseClock(t *testing.T) {
	for d, want := range map[time.Duration]string{
		0: "0:00:00", 295 * time.Second: "0:04:55", 9500 * time.Millisecond: "0:00:09.5",
		10500 * time.Millisecond: "0:00:10", 3723 * time.Second: "1:02:03", -time.Second: "0:00:00",
		99 * time.Millisecond: "0:00:00",
	} {
		if got := FormatClock(d); got != want {
			t.Errorf("FormatClock(%v) = %q, want %q", d, got, want)
		}
	}
	for in, want := range map[string]time.Duration{
		"0:04:55": 295 * time.Second, "0:00:09.5": 9500 * time.Millisecond, "4:55": 295 * time.Second,
		"12": 12 * time.Second, "1:02:03.25": 3723250 * time.Millisecond,
	} {
		if d, ok := ParseClock(in); !ok || d != want {
			t.Errorf("ParseClock(%q) = %v, %v; want %v", in, d, ok, want)
		}
	}
	for _, in := range []string{"", "x", "0:60:00", "0:00:75", "1:2:3:4", "0.5:00", "-1:00", "0::00"} {
		if d, ok := ParseClock(in); ok {
			t.Errorf("ParseClock(%q) = %v, want no clock", in, d)
		}
	}
}

// timedGame is a 5+3 game with three moves played on the clock.
func timedGame(t *testing.T) *Game {
	t.Helper()
	g := NewGame()
	g.SetTimeControl(TimeControl{5 * time.Minute, 3 * time.Second})
	for _, m := range []struct {
		move  string
		spent time.Duration
	}{{"32-28", 10 * time.Second}, {"19-23", 20 * time.Second}, {"28x19", time.Second}} {
		mv, err := g.Position().ParseMove(m.move)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.PlayTimed(mv, m.spent); err != nil {
			t.Fatalf("PlayTimed(%s): %v", m.move, err)
		}
	}
	return g
}

func TestPlayTimedClocks(t *testing.T) {
	g := NewGame()
	if w, b := g.Clocks(); w != 0 || b != 0 {
		t.Errorf("no clock: Clocks = %v %v", w, b)
	}
	g = timedGame(t)
	// White: 300-10+3 = 293, then 293-1+3 = 295; Black: 300-20+3 = 283.
	if w, b := g.Clocks(); w != 295*time.Second || b != 283*time.Second {
		t.Fatalf("Clocks = %v %v, want 4m55s 4m43s", w, b)
	}
	if left, ok := g.Current().ClockLeft(); !ok || left != 295*time.Second {
		t.Errorf("the last node's clock = %v %v", left, ok)
	}
	g.Undo()
	if w, b := g.Clocks(); w != 293*time.Second || b != 283*time.Second {
		t.Errorf("after Undo: Clocks = %v %v, want 4m53s 4m43s", w, b)
	}
	g.Undo()
	g.Undo()
	if w, b := g.Clocks(); w != 5*time.Minute || b != 5*time.Minute {
		t.Errorf("at the start: Clocks = %v %v, want the base", w, b)
	}
	g.Redo()
	g.Redo()
	g.Redo()
	if w, b := g.Clocks(); w != 295*time.Second || b != 283*time.Second {
		t.Errorf("after Redo: Clocks = %v %v", w, b)
	}
	c := g.Clone()
	if c.TimeControl() != g.TimeControl() {
		t.Error("Clone lost the time control")
	}
	if w, b := c.Clocks(); w != 295*time.Second || b != 283*time.Second {
		t.Errorf("Clone: Clocks = %v %v", w, b)
	}
	// A move played with Play costs nothing: Black's clock stays.
	playAll(t, c, "14x23")
	if w, b := c.Clocks(); w != 295*time.Second || b != 283*time.Second {
		t.Errorf("after a plain Play: Clocks = %v %v", w, b)
	}
	if _, ok := c.Current().ClockLeft(); ok {
		t.Error("a plain Play must not record a clock")
	}
	if w, _ := g.Clocks(); w != 295*time.Second || g.Ply() != 3 {
		t.Error("playing in the clone changed the original")
	}
	// A negative spent time costs nothing, and no clock at all is Play.
	u := NewGame()
	if err := u.PlayTimed(u.Position().LegalMoves()[0], time.Hour); err != nil || u.Ply() != 1 {
		t.Errorf("PlayTimed without a clock: %v", err)
	}
	if _, ok := u.Current().ClockLeft(); ok {
		t.Error("a game without a clock records none")
	}
}

func TestFlagFall(t *testing.T) {
	g := timedGame(t)
	g.FlagFall(Black)
	if r, why := g.Result(); r != WhiteWins || why != TimeForfeit {
		t.Fatalf("Result = %v %v, want 2-0 on time", r, why)
	}
	if why := TimeForfeit.String(); why != "time forfeit" {
		t.Errorf("TimeForfeit.String() = %q", why)
	}
	if txt := g.ResultText(); !strings.Contains(txt, "White wins on time") {
		t.Errorf("ResultText = %q", txt)
	}
	if g.LegalMoves() != nil || g.Play(g.Position().LegalMoves()[0]) == nil {
		t.Error("a game lost on time takes no more moves")
	}
	c := g.Clone()
	if r, why := c.Result(); r != WhiteWins || why != TimeForfeit {
		t.Error("Clone lost the flag fall")
	}
	if !g.Undo() {
		t.Fatal("Undo must take back the flag fall")
	}
	if r, _ := g.Result(); r != Ongoing || g.Ply() != 3 {
		t.Errorf("after Undo: result %v at ply %d, want the game reopened at ply 3", r, g.Ply())
	}
	g.FlagFall(White)
	if r, _ := g.Result(); r != BlackWins {
		t.Errorf("White's flag: %v", r)
	}
	g.FlagFall(Black) // already over: nothing
	if r, _ := g.Result(); r != BlackWins {
		t.Error("FlagFall on a finished game must do nothing")
	}

	// Spending more than the clock holds loses on time; the move is not played.
	g = timedGame(t)
	_, b := g.Clocks()
	err := g.PlayTimed(g.Position().LegalMoves()[0], b+time.Millisecond)
	if !errors.Is(err, ErrTimeForfeit) || g.Ply() != 3 {
		t.Fatalf("PlayTimed over the clock: %v at ply %d", err, g.Ply())
	}
	if r, why := g.Result(); r != WhiteWins || why != TimeForfeit {
		t.Errorf("Result = %v %v, want 2-0 on time", r, why)
	}
	// Spending all of it exactly is still in time (the clock shows 0 + inc).
	g = timedGame(t)
	_, b = g.Clocks()
	if err := g.PlayTimed(g.Position().LegalMoves()[0], b); err != nil {
		t.Fatal(err)
	}
	if _, b2 := g.Clocks(); b2 != 3*time.Second {
		t.Errorf("Black's clock after spending all = %v, want the increment", b2)
	}
}

// branchedGame is timedGame with a side line 1... 17-22 on the clock
// (Black 300-4+3 = 299 s), the current line back on the main line.
func branchedGame(t *testing.T) *Game {
	t.Helper()
	g := timedGame(t)
	g.Undo()
	g.Undo()
	alt, err := g.Position().ParseMove("17-22")
	if err != nil {
		t.Fatal(err)
	}
	if err := g.PlayTimed(alt, 4*time.Second); err != nil {
		t.Fatal(err)
	}
	g.Undo()
	playAll(t, g, "19-23") // back into the main line: its clock stays
	g.Redo()
	return g
}

func TestLineClocksRoundTrip(t *testing.T) {
	g := branchedGame(t)
	if len(g.SideLines()) != 1 {
		t.Fatalf("want one side line, have %v", g.SideLines())
	}
	main, side, line := g.MainLineClocks(), g.SideLineClocks(), g.LineClocks()
	want := []time.Duration{293 * time.Second, 283 * time.Second, 295 * time.Second}
	if !slices.Equal(main, want) || !slices.Equal(line, want) {
		t.Errorf("main %v line %v, want %v", main, line, want)
	}
	if len(side) != 1 || !slices.Equal(side[0], []time.Duration{299 * time.Second}) {
		t.Errorf("side line clocks %v", side)
	}
	// Put them on a game rebuilt without clocks.
	h := NewGame()
	playAll(t, h, "32-28", "19-23", "28x19")
	if err := h.AddSideLines(g.SideLines()); err != nil {
		t.Fatal(err)
	}
	if err := h.SetMainLineClocks(main); err != nil {
		t.Fatal(err)
	}
	if err := h.SetSideLineClocks(side); err != nil {
		t.Fatal(err)
	}
	h.SetTimeControl(g.TimeControl())
	if !slices.Equal(h.MainLineClocks(), main) || !slices.Equal(h.SideLineClocks()[0], side[0]) {
		t.Error("clocks do not come back")
	}
	if err := h.SetMainLineClocks(main[:2]); err == nil {
		t.Error("a short list of clocks must be an error")
	}
	if err := h.SetSideLineClocks(nil); err == nil {
		t.Error("missing side line clocks must be an error")
	}
	if err := h.SetLineClocks([]time.Duration{NoClock, NoClock, NoClock}); err != nil || h.HasClocks() == false {
		t.Errorf("NoClock on the line: %v (the side line keeps its clock)", err)
	}
	h.ClearClocks()
	if h.HasClocks() || !h.TimeControl().IsZero() {
		t.Error("ClearClocks left clocks")
	}
}

func TestPDNClockRoundTrip(t *testing.T) {
	g := branchedGame(t)
	g.SetComment("a sharp move")
	text := g.PDNTree()
	for _, want := range []string{`[TimeControl "300+3"]`, "{[%clk 0:04:53]}", "{[%clk 0:04:43]}", "{[%clk 0:04:55] a sharp move}", "(1... 17-22 {[%clk 0:04:59]})"} {
		if !strings.Contains(strings.Join(strings.Fields(text), " "), want) {
			t.Errorf("PDN lacks %s:\n%s", want, text)
		}
	}
	games, errs := ParsePDN(text)
	if len(errs) > 0 || len(games) != 1 {
		t.Fatalf("read back: %v", errs)
	}
	r := games[0].Game
	if r.TimeControl() != g.TimeControl() {
		t.Errorf("TimeControl read back %v", r.TimeControl())
	}
	if !slices.Equal(r.MainLineClocks(), g.MainLineClocks()) || !slices.Equal(r.SideLineClocks()[0], g.SideLineClocks()[0]) {
		t.Errorf("clocks read back: main %v side %v; want %v %v", r.MainLineClocks(), r.SideLineClocks(), g.MainLineClocks(), g.SideLineClocks())
	}
	for n := r.Root(); len(n.Children()) > 0; n = n.Children()[0] {
		if strings.Contains(n.Comment(), "%clk") {
			t.Errorf("the clock command stays in the comment %q", n.Comment())
		}
	}
	if c := r.Line()[2].Comment(); c != "a sharp move" {
		t.Errorf("the comment beside the clock = %q", c)
	}
	if len(games[0].Warnings) != 0 {
		t.Errorf("warnings: %v", games[0].Warnings)
	}
	// The main-line writer writes the clocks too.
	flat := g.PDN()
	if !strings.Contains(flat, `[TimeControl "300+3"]`) || !strings.Contains(flat, "1. 32-28 {[%clk 0:04:53]} 1... 19-23 {[%clk 0:04:43]}") {
		t.Errorf("PDN:\n%s", flat)
	}
	if games, errs := ParsePDN(flat); len(errs) > 0 || !slices.Equal(games[0].Game.LineClocks(), g.LineClocks()[:g.Ply()]) {
		t.Errorf("main line read back: %v", errs)
	}
	// Tenths under ten seconds.
	u := NewGame()
	u.SetTimeControl(TimeControl{10 * time.Second, 0})
	if err := u.PlayTimed(u.Position().LegalMoves()[0], 500*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if s := u.PDN(); !strings.Contains(s, "{[%clk 0:00:09.5]}") || !strings.Contains(s, `[TimeControl "10+0"]`) {
		t.Errorf("tenths:\n%s", s)
	}
}

func TestPDNClockLenient(t *testing.T) {
	text := `[TimeControl "forty moves"]
1. 32-28 {[%clk 0:99:00] keep me} 19-23 {[%clk 0:04:40]} 2. 28x19 {[%clk} 14x23 *`
	games, errs := ParsePDN(text)
	if len(errs) > 0 || len(games) != 1 {
		t.Fatalf("a bad clock must not lose the game: %v", errs)
	}
	pg := games[0]
	if pg.Game.Ply() != 4 {
		t.Errorf("moves read: %d", pg.Game.Ply())
	}
	if !pg.Game.TimeControl().IsZero() {
		t.Error("an unreadable TimeControl is no clock")
	}
	kinds := map[PDNWarningKind]bool{}
	for _, w := range pg.Warnings {
		kinds[w.Kind] = true
	}
	if !kinds[PDNWarnBadTimeControl] || !kinds[PDNWarnBadClock] {
		t.Errorf("warnings %v", pg.Warnings)
	}
	line := pg.Game.Line()
	if c := line[0].Comment(); !strings.Contains(c, "keep me") || !strings.Contains(c, "0:99:00") {
		t.Errorf("an unreadable clock stays in the comment: %q", c)
	}
	if left, ok := line[1].ClockLeft(); !ok || left != 280*time.Second {
		t.Errorf("the good clock: %v %v", left, ok)
	}
	if _, ok := line[0].ClockLeft(); ok {
		t.Error("the bad clock must not be set")
	}
	if pg.Comments[2] != "" {
		t.Errorf("a comment of only a clock is no comment: %q", pg.Comments[2])
	}
}

func TestAllocateTimeNeverOverClock(t *testing.T) {
	for _, clock := range []time.Duration{time.Millisecond, 50 * time.Millisecond, 300 * time.Millisecond, time.Second, 10 * time.Second, time.Minute, 10 * time.Minute, 3 * time.Hour} {
		for _, inc := range []time.Duration{0, 100 * time.Millisecond, time.Second, 30 * time.Second} {
			for _, mtg := range []int{0, 1, 2, 10, 40, 100} {
				lim := Limits{Time: clock, Inc: inc, MovesToGo: mtg}
				soft, hard := allocateTime(lim, 100)
				if soft <= 0 || soft > hard {
					t.Errorf("%v+%v moves %d: soft %v hard %v", clock, inc, mtg, soft, hard)
				}
				if clock > 2*time.Millisecond && hard > clock-min(clock/20, 100*time.Millisecond) {
					t.Errorf("%v+%v moves %d: hard budget %v leaves no safety on the clock", clock, inc, mtg, hard)
				}
				if mtg != 1 && clock > 10*time.Millisecond && hard > clock/2 {
					t.Errorf("%v+%v moves %d: hard budget %v over half the clock", clock, inc, mtg, hard)
				}
				for _, drop := range []int{-100, 0, 30, 200} {
					for _, changed := range []bool{false, true} {
						for _, stable := range []int{0, 3, 10} {
							if b := clockBudget(soft, hard, drop, changed, stable); b > hard || b <= 0 {
								t.Errorf("clockBudget over the hard budget: %v > %v", b, hard)
							}
						}
					}
				}
			}
		}
	}
	soft, hard := allocateTime(Limits{Time: time.Minute}, 100)
	calm := clockBudget(soft, hard, 0, false, 10)
	falling := clockBudget(soft, hard, 60, false, 0)
	changed := clockBudget(soft, hard, 0, true, 0)
	if !(calm < soft && soft < changed && changed < falling) {
		t.Errorf("budgets: one move standing out %v, plain %v, move changed %v, score falling %v", calm, soft, changed, falling)
	}
}

func TestSearchOnClockForcedMoveAtOnce(t *testing.T) {
	// White must capture: one legal move.
	p, err := ParseFEN("W:W28:B23,1")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(p.LegalMoves()); n != 1 {
		t.Fatalf("%d legal moves", n)
	}
	s := NewSearcher(1 << 20)
	res := s.Search(t.Context(), Request{Position: p, Clock: StartClock(p), Limits: Limits{Time: time.Minute}})
	if res.Depth != 1 || res.Move.IsZero() {
		t.Errorf("a forced move on the clock: depth %d move %v, want depth 1", res.Depth, res.Move)
	}
	res = s.Search(t.Context(), Request{Position: p, Clock: StartClock(p), Limits: Limits{Depth: 10}})
	if res.Depth < 2 {
		t.Errorf("a forced move off the clock still looks ahead: depth %d", res.Depth)
	}
}

// FuzzTimeControl: any text reads as a time control in bounds that writes
// back to itself, or is an error; clocks likewise; never a panic.
func FuzzTimeControl(f *testing.F) {
	for _, s := range []string{"5+0", "0.25+0", "10+5", "300+5", "-", "1e3", "0:04:55", "0:00:09.5", "+", ":"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if tc, err := ParseTimeControl(s); err == nil {
			if tc.Base < MinClockBase || tc.Base > MaxClockBase || tc.Inc < 0 || tc.Inc > MaxClockInc {
				t.Fatalf("%q read out of bounds: %v", s, tc)
			}
			if back, err := ParsePDNTimeControl(tc.PDN()); err != nil || back.Base/time.Millisecond != tc.Base/time.Millisecond {
				t.Fatalf("%q: PDN %q reads back %v %v", s, tc.PDN(), back, err)
			}
		}
		if tc, err := ParsePDNTimeControl(s); err == nil && (tc.Base < 0 || tc.Inc < 0) {
			t.Fatalf("%q: negative %v", s, tc)
		}
		if d, ok := ParseClock(s); ok && d < 0 {
			t.Fatalf("%q: negative clock %v", s, d)
		}
		splitClock(s)
	})
}
