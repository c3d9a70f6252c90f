package engine // clock.go: game clocks: the time control, each move's remaining time (Fischer increment) and the flag fall.

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// TimeControl is a game's clock: Base for the whole game and Inc added
// after each move (Fischer). The zero value is a game without a clock.
type TimeControl struct {
	Base, Inc time.Duration
}

// Bounds of a time control a player chooses (ParseTimeControl).
const (
	MinClockBase = time.Second
	MaxClockBase = 10 * time.Hour
	MaxClockInc  = 10 * time.Minute
)

// IsZero reports whether tc is no clock.
func (tc TimeControl) IsZero() bool { return tc.Base <= 0 && tc.Inc <= 0 }

// String writes tc in the players' form, minutes + increment seconds:
// "5+0", "10+5", "0.5+0", "15+0.5"; "" for no clock.
func (tc TimeControl) String() string {
	if tc.IsZero() {
		return ""
	}
	return num(tc.Base.Minutes()) + "+" + num(tc.Inc.Seconds())
}

// PDN writes tc in the PDN/PGN tag form, seconds + seconds: "300+5"; ""
// for no clock.
func (tc TimeControl) PDN() string {
	if tc.IsZero() {
		return ""
	}
	return num(tc.Base.Seconds()) + "+" + num(tc.Inc.Seconds())
}

// num writes a number without trailing zeros ("5", "0.5").
func num(f float64) string { return strconv.FormatFloat(math.Round(f*1000)/1000, 'f', -1, 64) }

// TimeControlErrorKind says what is wrong with a time control's text.
type TimeControlErrorKind uint8

const (
	TCNotForm   TimeControlErrorKind = iota // not "minutes+seconds" (Text: the input)
	TCBaseRange                             // the base time outside MinClockBase..MaxClockBase
	TCIncRange                              // the increment outside 0..MaxClockInc
)

// TimeControlError says why a time control cannot be read. Msg is the
// English wording; Kind and Text let the game word it in the player's
// language.
type TimeControlError struct {
	Kind TimeControlErrorKind
	Text string // the input as given (clipped)
	Msg  string
}

func (e *TimeControlError) Error() string { return e.Msg }

// ParseTimeControl reads the players' form "minutes+seconds" ("5+0",
// "10+5", "0.25+0"; spaces allowed around the numbers; "5" alone is 5+0).
// The base must be 1 s .. 10 h and the increment 0 .. 10 min.
func ParseTimeControl(s string) (TimeControl, error) {
	text := clipText(strings.TrimSpace(s))
	mins, secs, hasInc := strings.Cut(strings.TrimSpace(s), "+")
	base, ok1 := parseAmount(mins, float64(time.Minute))
	inc, ok2 := time.Duration(0), true
	if hasInc {
		inc, ok2 = parseAmount(secs, float64(time.Second))
	}
	if !ok1 || !ok2 {
		return TimeControl{}, &TimeControlError{Kind: TCNotForm, Text: text,
			Msg: fmt.Sprintf("time control %q: want minutes+seconds of increment, such as 5+0 or 10+5", text)}
	}
	if base < MinClockBase || base > MaxClockBase {
		return TimeControl{}, &TimeControlError{Kind: TCBaseRange, Text: text,
			Msg: fmt.Sprintf("time control %q: the time for the game must be between 1 second and 10 hours", text)}
	}
	if inc > MaxClockInc {
		return TimeControl{}, &TimeControlError{Kind: TCIncRange, Text: text,
			Msg: fmt.Sprintf("time control %q: the increment must be between 0 and 600 seconds", text)}
	}
	return TimeControl{Base: base, Inc: inc}, nil
}

// ParsePDNTimeControl reads the PDN/PGN tag form "seconds+seconds" ("300+5")
// or "seconds" ("300"); "", "-" and "?" are no clock.
func ParsePDNTimeControl(s string) (TimeControl, error) {
	s = strings.TrimSpace(s)
	switch s {
	case "", "-", "?":
		return TimeControl{}, nil
	}
	b, i, hasInc := strings.Cut(s, "+")
	base, ok1 := parseAmount(b, float64(time.Second))
	inc, ok2 := time.Duration(0), true
	if hasInc {
		inc, ok2 = parseAmount(i, float64(time.Second))
	}
	if !ok1 || !ok2 || base <= 0 || base > 100*time.Hour || inc > time.Hour {
		return TimeControl{}, &TimeControlError{Kind: TCNotForm, Text: clipText(s),
			Msg: fmt.Sprintf("TimeControl %q: want seconds+seconds, such as 300+5", clipText(s))}
	}
	return TimeControl{Base: base, Inc: inc}, nil
}

// parseAmount reads a non-negative decimal number of units.
func parseAmount(s string, unit float64) (time.Duration, bool) {
	s = strings.TrimSpace(s)
	if s == "" || strings.ContainsAny(s, "eEnNiIxX_") { // plain decimals only
		return 0, false
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || !(f >= 0) || f > 1e6 {
		return 0, false
	}
	return time.Duration(math.Round(f * unit)), true
}

// ErrTimeForfeit is returned by PlayTimed when the mover's time had run out
// before the move: the game is then lost on time (FlagFall).
var ErrTimeForfeit = errors.New("the clock ran out before the move")

// SetTimeControl gives the game its clock (the zero TimeControl: none).
// The moves' recorded clocks stay.
func (g *Game) SetTimeControl(tc TimeControl) { g.tc = tc }

// TimeControl returns the game's clock (the zero value: none).
func (g *Game) TimeControl() TimeControl { return g.tc }

// ClockLeft returns the mover's remaining time after the node's move,
// increment added, and whether the move was played on the clock.
func (n *Node) ClockLeft() (time.Duration, bool) { return n.left, n.timed }

// SetClockLeft records the mover's remaining time after the node's move (a
// saved game, a PDN clock comment); a negative d clears it.
func (n *Node) SetClockLeft(d time.Duration) {
	if n.parent == nil {
		return
	}
	n.left, n.timed = max(d, 0), d >= 0
}

// Clocks returns both sides' remaining time at the current point: each
// side's clock after its last move on the clock on the current path, else
// the time control's base. The side to move's running time is the caller's
// (it is charged by PlayTimed).
func (g *Game) Clocks() (white, black time.Duration) {
	left := [2]time.Duration{g.tc.Base, g.tc.Base}
	found := [2]bool{}
	for i := g.ply; i >= 1 && !(found[0] && found[1]); i-- {
		n := g.line[i]
		side := n.parent.pos.side
		if n.timed && !found[side] {
			left[side], found[side] = n.left, true
		}
	}
	return left[White], left[Black]
}

// PlayTimed plays m like Play and charges spent to the mover: the mover's
// clock after the move is its time before it, less spent, plus the
// increment. Without a time control it is Play. When spent is more than
// the mover had, the move is not played: the game is lost on time
// (FlagFall) and the error is ErrTimeForfeit.
func (g *Game) PlayTimed(m Move, spent time.Duration) error {
	if g.tc.IsZero() {
		return g.Play(m)
	}
	if r, why := g.Result(); r != Ongoing {
		return fmt.Errorf("%w (%s)", ErrGameOver, resultText(r, why))
	}
	mover := g.Position().side
	w, b := g.Clocks()
	before := w
	if mover == Black {
		before = b
	}
	spent = max(spent, 0)
	if spent > before {
		g.FlagFall(mover)
		return ErrTimeForfeit
	}
	if err := g.Play(m); err != nil {
		return err
	}
	n := g.line[g.ply]
	n.left, n.timed = before-spent+g.tc.Inc, true
	return nil
}

// FlagFall ends the game at the current point, lost on time by loser
// (FMJD: the player who exceeds the time loses). It works like Resign: the
// moves after the current point go, and Undo reopens the game. It does
// nothing when the game is already over.
func (g *Game) FlagFall(loser Color) {
	if r, _ := g.Result(); r != Ongoing {
		return
	}
	g.truncate()
	g.ended, g.loser = TimeForfeit, loser
}

// FormatClock writes a remaining time as h:mm:ss, with tenths below ten
// seconds when there are any ("0:04:55", "0:00:09.5"), the form of PDN
// clock comments.
func FormatClock(d time.Duration) string {
	d = max(d, 0)
	tenths := int64(d / (100 * time.Millisecond))
	s := tenths / 10
	out := fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	if t := tenths % 10; t != 0 && s < 10 {
		out += "." + strconv.FormatInt(t, 10)
	}
	return out
}

// ParseClock reads a clock as FormatClock writes it, and the shorter
// "m:ss" and "ss" forms, with any fraction of a second.
func ParseClock(s string) (time.Duration, bool) {
	parts := strings.Split(strings.TrimSpace(s), ":")
	if len(parts) > 3 || parts[0] == "" {
		return 0, false
	}
	var total time.Duration
	for i, p := range parts {
		last := i == len(parts)-1
		if p == "" || (!last && strings.Contains(p, ".")) {
			return 0, false
		}
		v, ok := parseAmount(p, float64(time.Second))
		if !ok || (i > 0 && v >= 60*time.Second) {
			return 0, false
		}
		total = total*60 + v
	}
	return total, total <= 1000*time.Hour
}

// clockTag is the PDN clock comment's command.
const clockTag = "[%clk "

// splitClock takes a "[%clk h:mm:ss]" command out of a comment: the
// comment without it, the time, whether there was one, and the command's
// text when it could not be read (kept in the comment then).
func splitClock(comment string) (rest string, left time.Duration, found bool, bad string) {
	i := strings.Index(comment, clockTag)
	if i < 0 {
		return comment, 0, false, ""
	}
	j := strings.IndexByte(comment[i:], ']')
	if j < 0 {
		return comment, 0, false, comment[i:]
	}
	cmd := comment[i : i+j+1]
	d, ok := ParseClock(cmd[len(clockTag) : len(cmd)-1])
	if !ok {
		return comment, 0, false, cmd
	}
	rest = strings.Join(strings.Fields(comment[:i]+" "+comment[i+j+1:]), " ")
	return rest, d, true, ""
}

// NoClock marks a move played off the clock in the lists of clocks below.
const NoClock time.Duration = -1

// clockOf is a node's clock for the lists: its remaining time or NoClock.
func clockOf(n *Node) time.Duration {
	if !n.timed {
		return NoClock
	}
	return n.left
}

// HasClocks reports whether any move of the tree was played on the clock.
func (g *Game) HasClocks() bool {
	any := false
	g.walk(func(n *Node, _ []int) { any = any || n.timed })
	return any
}

// LineClocks returns the clocks after the moves of the current line (those
// of Line: played and redo moves), NoClock for a move off the clock.
func (g *Game) LineClocks() []time.Duration {
	out := make([]time.Duration, len(g.line)-1)
	for i, n := range g.line[1:] {
		out[i] = clockOf(n)
	}
	return out
}

// MainLineClocks returns the clocks after the moves of MainLine.
func (g *Game) MainLineClocks() []time.Duration {
	var out []time.Duration
	for n := g.root; len(n.children) > 0; n = n.children[0] {
		out = append(out, clockOf(n.children[0]))
	}
	return out
}

// SideLineClocks returns the clocks after the moves of each line of
// SideLines, in the same order.
func (g *Game) SideLineClocks() [][]time.Duration {
	var out [][]time.Duration
	for _, nodes := range g.sideLineNodes() {
		cl := make([]time.Duration, len(nodes))
		for i, n := range nodes {
			cl[i] = clockOf(n)
		}
		out = append(out, cl)
	}
	return out
}

// SetLineClocks, SetMainLineClocks and SetSideLineClocks put saved clocks
// back on the moves that LineClocks, MainLineClocks and SideLineClocks
// list (NoClock or any negative value: off the clock). A list whose length
// does not match the moves is an error and sets nothing.
func (g *Game) SetLineClocks(cl []time.Duration) error {
	return setClocks(g.line[1:], cl, "the current line")
}

func (g *Game) SetMainLineClocks(cl []time.Duration) error {
	var nodes []*Node
	for n := g.root; len(n.children) > 0; n = n.children[0] {
		nodes = append(nodes, n.children[0])
	}
	return setClocks(nodes, cl, "the main line")
}

func (g *Game) SetSideLineClocks(cls [][]time.Duration) error {
	lines := g.sideLineNodes()
	if len(cls) != len(lines) {
		return fmt.Errorf("clocks for %d side lines, the game has %d", len(cls), len(lines))
	}
	for i, nodes := range lines {
		if len(cls[i]) != len(nodes) {
			return fmt.Errorf("side line %d: %d clocks for %d moves", i+1, len(cls[i]), len(nodes))
		}
	}
	for i, nodes := range lines {
		_ = setClocks(nodes, cls[i], "")
	}
	return nil
}

func setClocks(nodes []*Node, cl []time.Duration, what string) error {
	if len(cl) != len(nodes) {
		return fmt.Errorf("%s: %d clocks for %d moves", what, len(cl), len(nodes))
	}
	for i, n := range nodes {
		n.SetClockLeft(cl[i])
	}
	return nil
}

// sideLineNodes returns the nodes of each side line in the order of
// SideLines.
func (g *Game) sideLineNodes() [][]*Node {
	var out [][]*Node
	g.walk(func(n *Node, _ []int) {
		for _, c := range n.children[min(1, len(n.children)):] {
			var nodes []*Node
			for x := c; ; x = x.children[0] {
				nodes = append(nodes, x)
				if len(x.children) == 0 {
					break
				}
			}
			out = append(out, nodes)
		}
	})
	return out
}

// ClearClocks takes the game off the clock: no time control and no move's
// clock kept.
func (g *Game) ClearClocks() {
	g.tc = TimeControl{}
	g.walk(func(n *Node, _ []int) { n.left, n.timed = 0, false })
}
