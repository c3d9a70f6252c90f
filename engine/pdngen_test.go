package engine // pdngen_test.go: a generator of PDN-shaped text for fuzzing the reader: tags, moves (legal and not), variations, comments, results, dirt.

import (
	"fmt"
	"strings"
)

// pdnGen writes PDN-shaped text, taking its choices from a byte string
// (the fuzzer's input): every input gives one text, and a small change to
// the input is a small change to the text.
type pdnGen struct {
	b     []byte
	i     int
	sb    strings.Builder
	pos   Position   // the position of the line being written
	prev  Position   // the position before its last move (a variation starts there)
	ply   int        // plies played in the line
	vars  []genFrame // the variations open
	clean bool       // this game: legal moves, closed variations, no dirt
}

type genFrame struct {
	pos, prev Position
	ply       int
}

// n returns a choice in [0, k) (0 once the input is used up).
func (g *pdnGen) n(k int) int {
	if g.i >= len(g.b) || k <= 1 {
		g.i++
		return 0
	}
	c := int(g.b[g.i])
	g.i++
	return c % k
}

func (g *pdnGen) more() bool { return g.i < len(g.b) }

func (g *pdnGen) w(s string) { g.sb.WriteString(s) }

func (g *pdnGen) pick(opts ...string) string { return opts[g.n(len(opts))] }

// space writes what goes between tokens: mostly a space, sometimes a line
// end of some kind.
func (g *pdnGen) space() {
	switch g.n(16) {
	case 0:
		g.w("\n")
	case 1:
		g.w("\r\n")
	case 2:
		g.w(`\r` + "\n") // the escaped carriage return of some exporters
	case 3:
		g.w("\n\n")
	case 4:
		g.w("\t")
	case 5:
		if !g.clean {
			g.w("")
			break
		}
		fallthrough
	default:
		g.w(" ")
	}
}

var genTagNames = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result", "GameType", "FEN", "SetUp", "Empty", "event", "X_1"}

// tag writes a tag pair, sometimes a broken one.
func (g *pdnGen) tag() {
	name := genTagNames[g.n(len(genTagNames))]
	value := g.pick("?", "x", "Anna \\\"B\\\"", "2-0", "1-1", "*", "20", "", "W:W31-50:B1-20", "B:W28:B19,23", "W:WK47:B14,19,29,31,42", "W:W1-21:B45", "W:W:B", "4-6", "½-½", "a\\\\b")
	if name == "FEN" && g.n(2) == 0 {
		value = g.pos.FEN()
	}
	switch g.n(12) {
	case 0:
		g.w("[" + name + "]") // no value
	case 1:
		g.w("[\n" + name + " \"" + value + "\"]") // broken after "["
	case 2:
		g.w("[" + name + " \"" + value) // no closing quote
	case 3:
		g.w("[" + name + " \"" + value + "\"") // no "]"
	case 4:
		g.w("[ \"" + value + "\"]") // no name
	default:
		g.w("[" + name + " \"" + value + "\"]")
	}
	g.w(g.pick("\n", "\r\n", `\r`+"\n", " ", "\n"))
}

// move writes a move: a legal one of the line's position (in short, full or
// Hub notation) most of the time, else one that may not be.
func (g *pdnGen) move() {
	if g.ply%2 == 0 || g.n(4) == 0 {
		n := g.ply/2 + 1
		switch g.n(6) {
		case 0:
			g.w(fmt.Sprintf("%d... ", n))
		case 1:
			g.w(fmt.Sprintf("%02d.", n))
		case 2:
			g.w(fmt.Sprintf("%d. ", g.n(200)))
		default:
			g.w(fmt.Sprintf("%d. ", n))
		}
	}
	var buf [128]Move
	legal := g.pos.AppendMoves(buf[:0])
	if len(legal) > 0 && (g.clean || g.n(16) != 0) {
		m := legal[g.n(len(legal))]
		switch g.n(5) {
		case 0:
			g.w(g.pos.fullPath(m))
		case 1:
			g.w(g.pos.HubMove(m))
		default:
			g.w(g.pos.MoveString(m))
		}
		g.prev, g.pos = g.pos, g.pos.Play(m)
	} else {
		a, b := g.n(52), g.n(52)
		switch g.n(5) {
		case 0:
			g.w(fmt.Sprintf("%dx%dx%d", a, b, g.n(52)))
		case 1:
			g.w(fmt.Sprintf("%d- %d", a, b))
		case 2:
			g.w(fmt.Sprintf("%dx%d", a, b))
		case 3:
			g.w(fmt.Sprintf("%d:%d", a, b))
		default:
			g.w(fmt.Sprintf("%d-%d", a, b))
		}
	}
	g.ply++
	if g.n(10) == 0 {
		g.w(g.pick("!", "?", "!?", "??", "!!"))
	}
}

// game writes one game: tags, then movetext with everything in it.
func (g *pdnGen) game() {
	g.pos, g.prev, g.ply, g.vars = Initial(), Initial(), 0, nil
	if g.n(4) == 0 { // a set-up position: a few moves on from the start
		for k := g.n(12); k > 0; k-- {
			var buf [128]Move
			legal := g.pos.AppendMoves(buf[:0])
			if len(legal) == 0 {
				break
			}
			g.pos = g.pos.Play(legal[g.n(len(legal))])
		}
		g.prev = g.pos
		if g.pos.side == Black {
			g.ply = 1
		}
	}
	g.clean = g.n(3) == 0
	for k := g.n(5); k > 0; k-- {
		g.tag()
	}
	g.w(g.pick("\n", "", "\r\n", `\r`+"\n"))
	for steps := 0; g.more() && steps < 400; steps++ {
		c := g.n(40)
		if g.clean && c >= 28 && c != 35 {
			c = 0 // no dirt: a move
		}
		switch {
		case c < 20:
			g.move()
		case c < 23 && !(g.clean && g.ply == 0): // a variation: an alternative to the last move
			g.vars = append(g.vars, genFrame{g.pos, g.prev, g.ply})
			g.pos, g.ply = g.prev, max(0, g.ply-1)
			g.w("(")
		case c < 26 && !(g.clean && len(g.vars) == 0):
			if len(g.vars) > 0 {
				f := g.vars[len(g.vars)-1]
				g.vars = g.vars[:len(g.vars)-1]
				g.pos, g.prev, g.ply = f.pos, f.prev, f.ply
			}
			g.w(")")
		case c < 28:
			g.w("{" + g.pick("good", "a ( b", "x } y", "{ nested }", "[%clock 1]", "line\nbreak", `end\r`+"\n", "1. 32-28", "") + "}")
		case c < 29:
			g.w("; rest of line " + g.pick("(", ")", "{", "") + "\n")
		case c < 30:
			g.w("\n% escape line [Event \"no\"]\n")
		case c < 32:
			g.w(g.pick("$1", "$", "$99999999999999999999", "!", "?"))
		case c < 34: // a result, anywhere (inside a variation too)
			g.w(g.pick("2-0", "0-2", "1-1", "*", "1-0", "0-1", "1/2-1/2", "½-½", "-", "4-6", "0-0"))
		case c < 35: // stray brackets and dirt
			g.w(g.pick("]", "[", "}", "{", ")", "(", "\uFEFF", `\r`, "\\", "\"", "hello", "中文", "\x00", "."))
		case c < 36: // a new game begins
			for g.clean && len(g.vars) > 0 {
				g.vars = g.vars[:len(g.vars)-1]
				g.w(")")
			}
			g.w(g.pick("\n\n", "\n", " "))
			return
		case c < 37: // a deep nest
			d := g.n(100)
			g.w(strings.Repeat("(", d) + g.pick("", "32-28", "2-0 1.") + strings.Repeat(")", g.n(d+2)))
		default:
			g.w(g.pick("1.", "1...", "12.", "0.", "1 .", "..."))
		}
		g.space()
	}
	for g.clean && len(g.vars) > 0 {
		g.vars = g.vars[:len(g.vars)-1]
		g.w(")")
	}
	g.w(g.pick(" *", " 2-0", "", " -", " 1-1") + "\n\n")
}

// genPDN writes the PDN-shaped text that the choices b give.
func genPDN(b []byte) string {
	g := &pdnGen{b: b}
	if g.n(8) == 0 {
		g.w("\uFEFF")
	}
	for games := 0; g.more() && games < 20; games++ {
		g.game()
	}
	return g.sb.String()
}
