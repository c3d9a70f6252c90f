package engine // pdn.go: reading and writing PDN 3.0 game files (tags, movetext, results), liberal in, strict out.

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// Tag is one PDN tag pair, [Name "Value"].
type Tag struct {
	Name, Value string
}

// PDNGame is one game read from a PDN file.
type PDNGame struct {
	Index    int            // 0-based position of the game in the file
	Line     int            // 1-based line where the game starts (its first tag or token)
	Tags     []Tag          // tag pairs in file order
	Game     *Game          // the main line, replayed and checked move by move
	Result   string         // the result token that ends the movetext, as written ("" when missing)
	Comments map[int]string // comments by ply: Comments[n] follows the n-th move (0 = before the first)
	Warnings []PDNWarning   // what was read on a guess (one per kind, with its first place), in text order
}

// Tag returns the value of the first tag with the given name (case
// insensitive) and whether there is one.
func (g *PDNGame) Tag(name string) (string, bool) {
	for _, t := range g.Tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value, true
		}
	}
	return "", false
}

// PDNError reports a game of a PDN file that cannot be read or replayed:
// the game's 0-based index in the file, the 1-based line and column of the
// offending text, and what is wrong.
// Msg is the English wording (command line, logs); Kind and the fields
// after it let the game word it in the player's language.
type PDNError struct {
	Game      int
	Line, Col int
	Msg       string
	Kind      PDNErrorKind
	Text      string // the offending text: a tag's name, a word, a move
	Move      string // the move's number ("12." or "12...") for the move kinds
	Err       error  // the FEN tag's or the move's own error, for PDNBadFEN and PDNIllegalMove
}

// PDNErrorKind says what was wrong with a PDN game.
type PDNErrorKind uint8

const (
	PDNOther            PDNErrorKind = iota
	PDNTagNoName                     // "[" and no tag name
	PDNTagNoValue                    // a tag without a quoted value (Text: the tag)
	PDNTagNoQuote                    // a tag value without its closing quote (Text: the tag)
	PDNTagNoBracket                  // no "]" after a tag's value (Text: the tag)
	PDNVariationOpen                 // a "(" never closed
	PDNCommentOpen                   // a "{" never closed
	PDNUnexpected                    // a word that is no move, number or result (Text)
	PDNNotAMove                      // a move-like word that is not a move (Text)
	PDNNoMoves                       // no moves and no result
	PDNNoMovesAfterTags              // tags, then no moves and no result
	PDNBadFEN                        // the FEN tag cannot be read or is no position to start from (Text: the tag's value, Err: *FENError or *SetupError)
	PDNBadMove                       // a move that cannot be read (Move, Text)
	PDNIllegalMove                   // a move the rules refuse where it stands (Move, Text, Err)
	PDNTooDeep                       // variations nested deeper than MaxPDNDepth (at the "(" past it)
	PDNTooLong                       // a game longer than MaxPDNGameBytes or MaxPDNGameTokens
)

// PDNWarning is something a game's text had that the reader took on a
// guess, where the game still reads: the place of the first time, how many
// times, and what (Kind, Text; Msg is the English wording).
type PDNWarning struct {
	Line, Col int
	Kind      PDNWarningKind
	Text      string // the tag's name, for PDNWarnTagNoValue
	Count     int
	Msg       string
}

func (w PDNWarning) String() string {
	return fmt.Sprintf("line %d, column %d: %s", w.Line, w.Col, w.Msg)
}

// PDNWarningKind says what the reader guessed.
type PDNWarningKind uint8

const (
	PDNWarnLiteralCR      PDNWarningKind = iota // the two characters \r (an escaped carriage return) read as a line end
	PDNWarnLoneDash                             // a lone "-" read as the unknown result "*"
	PDNWarnTagSplit                             // a "[" alone on its line, the tag's name and value on the next
	PDNWarnTagNoValue                           // a tag without a value, read as empty (Text: the tag)
	PDNWarnBadClock                             // a clock comment ("[%clk ...]") whose time cannot be read, kept as comment text (Text: the command)
	PDNWarnBadTimeControl                       // a TimeControl tag that cannot be read: the game has no clock (Text: the value)
)

func (k PDNWarningKind) msg(text string) string {
	switch k {
	case PDNWarnLiteralCR:
		return `the two characters \r read as a line end`
	case PDNWarnLoneDash:
		return `a lone "-" read as the unknown result "*"`
	case PDNWarnTagSplit:
		return `a tag broken over two lines ("[" alone on its line)`
	case PDNWarnBadClock:
		return fmt.Sprintf("a clock comment %s that cannot be read, kept as a comment", text)
	case PDNWarnBadTimeControl:
		return fmt.Sprintf("TimeControl %q cannot be read (want seconds+seconds, such as 300+5): the game has no clock", text)
	}
	return fmt.Sprintf("tag %s has no value: read as empty", text)
}

// Unwrap gives the FEN tag's or the move's own error.
func (e *PDNError) Unwrap() error { return e.Err }

func (e *PDNError) Error() string {
	return fmt.Sprintf("PDN game %d, line %d, column %d: %s", e.Game+1, e.Line, e.Col, e.Msg)
}

// pdnToken kinds.
const (
	tokTag = iota
	tokMove
	tokMoveNumber
	tokResult
	tokComment
	tokNAG
	tokError
	tokVarStart // "(": a side line, an alternative to the move before it
	tokVarEnd   // ")"
	tokWarning  // something read leniently (not a token of the text)
)

type pdnToken struct {
	kind       int
	text       string // move, result, comment text; tag name; error message
	value      string // tag value
	line, col  int
	off        int  // byte offset of the token in the text
	badTag     bool // an unreadable tag: like a tag, it may start a new game
	fatal      bool // an error that no variation can absorb (a variation never closed)
	errKind    PDNErrorKind
	errText    string // the offending text, for an error token
	depth      int    // the variations open after the token
	afterBlank bool   // a blank line before the token
	warnKind   PDNWarningKind
}

// pdnGameText is the tokens of one game.
type pdnGameText struct {
	line int
	toks []pdnToken
	lx   *pdnLexer // the text the tokens point into
}

// ParsePDN reads every game of a PDN file. It returns the games that read
// and replay cleanly, and one *PDNError for each game that does not (the
// other games still load). Move numbers, comments, NAGs and variations are
// read and skipped (comments are kept by ply); the main line is replayed
// from the start position or the [FEN] tag, every move checked against the
// legal moves. A short capture that fits several legal moves is resolved by
// the written intermediate squares, else by the candidate that lets the
// rest of the game replay. The [FEN] tag must be a position a game can start
// from (ParseStartFEN). Some dirt is read on a guess, noted in the game's
// Warnings (see PDNWarningKind). A game past MaxPDNDepth, MaxPDNGameBytes or
// MaxPDNGameTokens is an error. ParsePDN reads with a PDNScanner: use one
// (or ScanPDN) to read a large file a game at a time.
func ParsePDN(text string) ([]*PDNGame, []error) {
	return readAll(newPDNScannerString(text))
}

// ReadPDN reads a whole PDN file from r and parses it like ParsePDN. A read
// error is returned as the last error. To read a file one game at a time,
// see PDNScanner and ScanPDN.
func ReadPDN(r io.Reader) ([]*PDNGame, []error) {
	return readAll(NewPDNScanner(r))
}

// readAll collects every game and error of sc, in text order.
func readAll(sc *PDNScanner) ([]*PDNGame, []error) {
	var games []*PDNGame
	var errs []error
	for {
		g, err := sc.Next()
		switch {
		case err == io.EOF:
			return games, errs
		case err != nil:
			errs = append(errs, err)
		default:
			games = append(games, g)
		}
	}
}

// pdnMove is a move token with what follows it: its signs and NAGs, the
// comment after it, and the variations that are alternatives to it.
type pdnMove struct {
	tok     pdnToken
	mt      moveText
	annot   texts
	comment texts
	vars    []*pdnLine
	left    time.Duration // the clock comment's time ("[%clk 0:04:55]")
	timed   bool          // there was one
}

// texts are the pieces of a comment or of a move's signs, joined once at
// the end (joining as they come would be quadratic in their number).
type texts []string

func (t *texts) add(s string) {
	if s != "" {
		*t = append(*t, s)
	}
}

func (t texts) String() string { return strings.Join(t, " ") }

// nodeNotes gathers what variations add to the comments of the tree's
// nodes: the comment before a variation's first move goes before the
// node's comment, the others after it, in order.
type nodeNotes struct {
	before, after map[*Node][]string
}

func (nn *nodeNotes) addBefore(n *Node, s string) {
	if s != "" {
		nn.before[n] = append(nn.before[n], s)
	}
}

func (nn *nodeNotes) addAfter(n *Node, s string) {
	if s != "" {
		nn.after[n] = append(nn.after[n], s)
	}
}

// apply writes the notes into the nodes' comments.
func (nn *nodeNotes) apply() {
	nodes := map[*Node]bool{}
	for n := range nn.before {
		nodes[n] = true
	}
	for n := range nn.after {
		nodes[n] = true
	}
	for n := range nodes {
		var all texts
		b := nn.before[n]
		for i := len(b) - 1; i >= 0; i-- { // each one went before the ones already there
			all.add(b[i])
		}
		all.add(n.comment)
		for _, a := range nn.after[n] {
			all.add(a)
		}
		n.comment = all.String()
	}
}

// pdnLine is the main line or one variation.
type pdnLine struct {
	moves  []pdnMove
	pre    texts    // comment before the first move
	bad    bool     // an unreadable token inside: kept as a comment instead
	orphan bool     // opened before any move of its line
	start  pdnToken // the "(" of a variation
	raw    string   // the variation's text, "(" to ")"
	parent *pdnLine
}

// fallback is a variation that cannot be replayed (text that is not moves,
// an illegal move) written as a comment, so that nothing is lost.
func (l *pdnLine) fallback() string {
	t := strings.NewReplacer("{", " ", "}", " ").Replace(l.raw)
	t, _ = dropLiteralCR(t)
	return strings.Join(strings.Fields(t), " ")
}

// annotation splits the signs off a move token ("19-23!?" -> "!?").
func annotation(text string) string {
	i := len(text)
	for i > 0 && (text[i-1] == '!' || text[i-1] == '?') {
		i--
	}
	return text[i:]
}

func buildGame(index int, gt pdnGameText) (*PDNGame, error) {
	pg := &PDNGame{Index: index, Line: gt.line}
	fail := func(t pdnToken, e PDNError, format string, a ...any) error {
		e.Game, e.Line, e.Col, e.Msg = index, t.line, t.col, fmt.Sprintf(format, a...)
		return &e
	}
	main := &pdnLine{}
	cur := main
	var fenTok *pdnToken
	var tc TimeControl // the TimeControl tag's
	tcSeen := false
	resultSeen := false
	lastTok := pdnToken{line: gt.line, col: 1}
	// A game past a limit (too long, nested too deep) is read up to it:
	// an error in the text before the limit is the one reported.
	var limit error
	var mainComments map[int]texts // comments of the main line by ply, in pieces
	warned := map[warnKey]int{}    // the index of each warning in pg.Warnings
tokens:
	for k, t := range gt.toks {
		lastTok = t
		switch t.kind {
		case tokWarning:
			pg.warn(t, warned)
		case tokError:
			if t.errKind == PDNTooLong || t.errKind == PDNTooDeep {
				limit = fail(t, PDNError{Kind: t.errKind, Text: t.errText}, "%s", t.text)
				break tokens
			}
			if cur == main || t.fatal {
				return nil, fail(t, PDNError{Kind: t.errKind, Text: t.errText}, "%s", t.text)
			}
			cur.bad = true
		case tokTag:
			pg.Tags = append(pg.Tags, Tag{Name: t.text, Value: t.value})
			if strings.EqualFold(t.text, "FEN") {
				fenTok = &gt.toks[k]
			}
			if strings.EqualFold(t.text, "TimeControl") && !tcSeen {
				// One that cannot be read leaves the game without a clock.
				tcSeen = true
				var err error
				if tc, err = ParsePDNTimeControl(t.value); err != nil {
					pg.warn(pdnToken{line: t.line, col: t.col, warnKind: PDNWarnBadTimeControl, text: clipText(t.value)}, warned)
				}
			}
		case tokResult:
			if cur == main {
				pg.Result = t.text
				resultSeen = true
			}
		case tokComment:
			if n := len(cur.moves); n > 0 {
				rest, left, found, bad := splitClock(t.text)
				switch {
				case found:
					t.text = rest
					cur.moves[n-1].left, cur.moves[n-1].timed = left, true
				case bad != "":
					pg.warn(pdnToken{line: t.line, col: t.col, warnKind: PDNWarnBadClock, text: clipText(bad)}, warned)
				}
				if t.text == "" {
					continue
				}
			}
			if cur == main {
				if mainComments == nil {
					mainComments = map[int]texts{}
				}
				mainComments[len(main.moves)] = append(mainComments[len(main.moves)], t.text)
			}
			text := strings.Join(strings.Fields(t.text), " ") // line breaks are the writer's
			if n := len(cur.moves); n > 0 {
				cur.moves[n-1].comment.add(text)
			} else {
				cur.pre.add(text)
			}
		case tokNAG:
			if n := len(cur.moves); n > 0 {
				cur.moves[n-1].annot.add(t.text)
			}
		case tokMove:
			mv := pdnMove{tok: t}
			mv.annot.add(annotation(t.text))
			cur.moves = append(cur.moves, mv)
		case tokVarStart:
			v := &pdnLine{start: t, parent: cur}
			if n := len(cur.moves); n > 0 {
				cur.moves[n-1].vars = append(cur.moves[n-1].vars, v)
			} else {
				v.orphan = true // an alternative to no move: kept as a comment
			}
			cur = v
		case tokVarEnd:
			if cur.parent == nil {
				continue // a ")" with no "(" open: nothing to close
			}
			cur.raw = gt.text(cur.start.off, t.off)
			if cur.orphan {
				cur.parent.pre.add(cur.fallback())
			}
			cur = cur.parent
		}
	}
	moves := main.moves
	// A match score such as "4-6" written as the last token, as in the Result tag.
	if n := len(moves); n > 0 && !resultSeen {
		last := moves[n-1].tok
		if v, ok := pg.Tag("Result"); ok && v == last.text && lastTok == last {
			pg.Result = last.text
			resultSeen = true
			moves = moves[:n-1]
			main.moves = moves
		}
	}
	if limit != nil && len(moves) == 0 {
		return nil, limit
	}
	if len(moves) == 0 && !resultSeen {
		t := lastTok
		if len(pg.Tags) == 0 {
			return nil, fail(t, PDNError{Kind: PDNNoMoves}, "no moves and no result")
		}
		return nil, fail(t, PDNError{Kind: PDNNoMovesAfterTags}, "no moves and no result after the tags")
	}
	start := Initial()
	if fenTok != nil {
		// A start position from outside: the editor's rules hold (ParseStartFEN).
		p, err := ParseStartFEN(fenTok.value)
		if err != nil {
			return nil, fail(*fenTok, PDNError{Kind: PDNBadFEN, Text: clipText(fenTok.value), Err: err}, "bad FEN tag %q: %v", clipText(fenTok.value), err)
		}
		start = p
	}
	for k := range moves {
		mt, why := parseMoveText(moves[k].tok.text)
		if why != "" {
			return nil, fail(moves[k].tok, PDNError{Kind: PDNBadMove, Move: MoveNumber(start.side, k), Text: clipText(moves[k].tok.text)},
				"move %s %s: not a move: %s", MoveNumber(start.side, k), clipText(moves[k].tok.text), why)
		}
		moves[k].mt = mt
	}
	r := replayer{moves: moves, budget: 2000}
	played, failAt := r.replay(start, 0, nil)
	pg.Game = NewGameFrom(start)
	for _, m := range played {
		pg.Game.push(m)
	}
	if failAt >= 0 {
		p := pg.Game.Position()
		t := moves[failAt].tok
		_, err := p.ParseMove(t.text)
		msg := "no legal move"
		if err != nil {
			msg = err.Error()
		}
		return nil, fail(t, PDNError{Kind: PDNIllegalMove, Move: MoveNumber(start.side, failAt), Text: clipText(t.text), Err: err},
			"move %s %s: %s (position %s)", MoveNumber(start.side, failAt), t.text, msg, p.FEN())
	}
	if limit != nil {
		return nil, limit
	}
	for k, parts := range mainComments {
		if pg.Comments == nil {
			pg.Comments = map[int]string{}
		}
		var t texts
		for _, p := range parts {
			t.add(p)
		}
		pg.Comments[k] = t.String()
	}
	g := pg.Game
	g.root.comment = main.pre.String()
	for k, mv := range moves {
		n := g.line[k+1]
		n.comment, n.annot = mv.comment.String(), mv.annot.String()
		n.left, n.timed = mv.left, mv.timed
	}
	g.tc = tc
	notes := nodeNotes{before: map[*Node][]string{}, after: map[*Node][]string{}}
	for k, mv := range moves {
		for _, v := range mv.vars {
			attachVariation(v, g.line[k], g.line[k+1], &notes)
		}
	}
	notes.apply()
	return pg, nil
}

// text returns the source text between two byte offsets of the game's tokens.
func (gt pdnGameText) text(from, to int) string {
	if gt.lx == nil || from < 0 || from > to {
		return ""
	}
	return gt.lx.slice(from, to)
}

// attachVariation adds variation v, an alternative to the move that led to
// replaced, as moves after at (replaced's parent). A variation that cannot
// be read or replayed becomes a comment after replaced instead.
func attachVariation(v *pdnLine, at, replaced *Node, notes *nodeNotes) {
	keep := func() { notes.addAfter(replaced, v.fallback()) }
	if v.bad || len(v.moves) == 0 {
		if len(v.moves) > 0 || len(v.pre) > 0 {
			keep()
		}
		return
	}
	for k := range v.moves {
		mt, why := parseMoveText(v.moves[k].tok.text)
		if why != "" {
			keep()
			return
		}
		v.moves[k].mt = mt
	}
	r := replayer{moves: v.moves, budget: 200}
	played, failAt := r.replay(at.pos, 0, nil)
	if failAt >= 0 {
		keep()
		return
	}
	n := at
	for i, m := range played {
		before := n
		next := n.child(m)
		if next == nil {
			next = n.add(m)
		}
		mv := v.moves[i]
		if i == 0 {
			notes.addBefore(next, v.pre.String())
		}
		notes.addAfter(next, mv.comment.String())
		if mv.timed {
			next.left, next.timed = mv.left, true
		}
		if len(mv.annot) > 0 {
			next.annot = mv.annot.String()
		}
		for _, nested := range mv.vars {
			attachVariation(nested, before, next, notes)
		}
		n = next
	}
}

// warnKey is what makes two warnings the same: the kind, and the tag for
// PDNWarnTagNoValue.
type warnKey struct {
	kind PDNWarningKind
	text string
}

// warn notes warning t: the first of its kind, counted after (index holds
// where each is in g.Warnings).
func (g *PDNGame) warn(t pdnToken, index map[warnKey]int) {
	k := warnKey{kind: t.warnKind}
	if k.kind == PDNWarnTagNoValue {
		k.text = t.text
	}
	if i, ok := index[k]; ok {
		w := &g.Warnings[i]
		w.Count++
		if w.Kind != PDNWarnTagNoValue {
			w.Msg = fmt.Sprintf("%s (%d times)", w.Kind.msg(w.Text), w.Count)
		}
		return
	}
	index[k] = len(g.Warnings)
	g.Warnings = append(g.Warnings, PDNWarning{Line: t.line, Col: t.col, Kind: t.warnKind, Text: t.text, Count: 1, Msg: t.warnKind.msg(t.text)})
}

// MoveNumber writes the PDN move number of the ply-th move (0-based) of a
// game whose first move is by first: "12." or "12...".
func MoveNumber(first Color, ply int) string {
	k := ply + int(first)
	n := strconv.Itoa(k/2 + 1)
	if k%2 == 1 {
		return n + "..."
	}
	return n + "."
}

// replayer replays a main line, trying each candidate of an ambiguous move
// and keeping the one that lets the rest of the game replay.
type replayer struct {
	moves  []pdnMove
	budget int // candidate trials left; when spent, ambiguities take the first candidate
}

// replay plays moves[i:] from p after the moves in played. It returns all
// the moves played and -1, or the moves of the longest line found and the
// index of the move that failed.
func (r *replayer) replay(p Position, i int, played []Move) ([]Move, int) {
	var buf [64]Move
	for ; i < len(r.moves); i++ {
		legal := p.AppendMoves(buf[:0])
		cands, _ := p.moveCandidates(r.moves[i].mt, legal)
		switch {
		case len(cands) == 0:
			return played, i
		case len(cands) > 1 && r.budget > 0:
			var best []Move
			bestFail := -1
			for _, c := range cands {
				r.budget--
				line, failAt := r.replay(p.Play(c), i+1, append(played[:len(played):len(played)], c))
				if failAt < 0 {
					return line, -1
				}
				if failAt > bestFail {
					best, bestFail = line, failAt
				}
			}
			return best, bestFail
		}
		played = append(played, cands[0])
		p = p.Play(cands[0])
	}
	return played, -1
}

// standardTags is the order of the seven standard tags, with their values
// when none is given.
var standardTags = []Tag{
	{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
	{"White", "?"}, {"Black", "?"}, {"Result", "*"},
}

// PDN writes the game up to the current point as strict PDN: the seven
// standard tags (values from tags, else "?"), GameType "20", FEN and SetUp
// for a set-up start position, any other given tags, numbered movetext
// wrapped before 80 columns and the result. The result is the game's own
// when it has ended, else the Result tag given (read as 2-0, 0-2, 1-1 or
// *), else "*".
func (g *Game) PDN(tags ...Tag) string {
	var sb strings.Builder
	_ = WritePDN(&sb, g, tags...)
	return sb.String()
}

// PDNTree writes the whole game as strict PDN: the main line to its end,
// every side line as a variation in parentheses (nested as in the tree),
// comments in braces and move signs, with the tags of PDN. The result is
// that of the main line's end (the game's own when it ended there), else
// the Result tag given, else "*".
func (g *Game) PDNTree(tags ...Tag) string {
	var sb strings.Builder
	_ = WritePDNTree(&sb, g, tags...)
	return sb.String()
}

// WritePDN writes the game as PDN (see Game.PDN) to w.
func WritePDN(w io.Writer, g *Game, tags ...Tag) error {
	r, _ := g.Result()
	var pw pdnWriter
	pw.tags(g, r, tags)
	number := true
	for i, n := range g.Notation() {
		if g.line[i].pos.side == White || number {
			pw.word(MoveNumber(g.Start().side, i) + " " + n)
		} else {
			pw.word(n)
		}
		number = false
		if c := clockComment(g.line[i+1]); c != "" {
			pw.comment(c)
			number = true
		}
	}
	pw.word(pw.result)
	pw.sb.WriteString("\n\n")
	_, err := io.WriteString(w, pw.sb.String())
	return err
}

// WritePDNTree writes the game with its side lines (see Game.PDNTree) to w.
func WritePDNTree(w io.Writer, g *Game, tags ...Tag) error {
	r, _ := g.Result()
	if g.Current() != mainEnd(g.root) {
		c := g.Clone() // the result at the main line's end, by the rules
		c.Goto(mainEnd(c.root))
		r, _ = c.Result()
	}
	var pw pdnWriter
	pw.tags(g, r, tags)
	if g.root.comment != "" {
		pw.comment(g.root.comment)
	}
	pw.line(g.root, true)
	pw.word(pw.result)
	pw.sb.WriteString("\n\n")
	_, err := io.WriteString(w, pw.sb.String())
	return err
}

// mainEnd returns the last node of the main line from n.
func mainEnd(n *Node) *Node {
	for len(n.children) > 0 {
		n = n.children[0]
	}
	return n
}

// pdnWriter builds strict PDN text, wrapping lines before 80 columns.
type pdnWriter struct {
	sb      strings.Builder
	lineLen int
	prefix  string // written before the next word ("(")
	result  string
	first   Color // the side to move at the start of the game
}

func (pw *pdnWriter) word(s string) {
	s = pw.prefix + s
	pw.prefix = ""
	if pw.lineLen > 0 && pw.lineLen+1+len(s) > 79 {
		pw.sb.WriteByte('\n')
		pw.lineLen = 0
	} else if pw.lineLen > 0 {
		pw.sb.WriteByte(' ')
		pw.lineLen++
	}
	pw.sb.WriteString(s)
	pw.lineLen += len(s)
}

// comment writes {text}, its words wrapped like moves (a '}' inside cannot
// be written in PDN and becomes ')').
func (pw *pdnWriter) comment(text string) {
	words := strings.Fields(strings.ReplaceAll(text, "}", ")"))
	if len(words) == 0 {
		return
	}
	words[0] = "{" + words[0]
	words[len(words)-1] += "}"
	// A word that starts with "[" stays on the line of the word before it:
	// a line that starts like a tag pair would end the comment there.
	units := words[:1]
	for _, w := range words[1:] {
		if strings.HasPrefix(w, "[") {
			units[len(units)-1] += " " + w
		} else {
			units = append(units, w)
		}
	}
	for i := 0; i < len(units); i++ {
		w := units[i]
		// A clock command stays on one line with its time.
		if (strings.HasPrefix(w, "{[%") || strings.HasPrefix(w, "[%")) && !strings.Contains(w, "]") && i+1 < len(units) {
			i++
			w += " " + units[i]
		}
		pw.word(w)
	}
}

// clockComment is the PDN clock command of a move played on the clock
// ("[%clk 0:04:55]"), else "".
func clockComment(n *Node) string {
	if !n.timed {
		return ""
	}
	return clockTag + FormatClock(n.left) + "]"
}

// noteText is the comment written after a node's move: its clock command,
// then its comment.
func noteText(n *Node) string {
	c := clockComment(n)
	if c == "" || n.comment == "" {
		return c + n.comment
	}
	return c + " " + n.comment
}

// move writes child, a move from n (depth plies from the start), with its
// number when White moves or when number is set (the first move of a line,
// after a comment or a variation), and its signs.
func (pw *pdnWriter) move(n, child *Node, number bool, depth int) {
	text := n.pos.MoveString(child.move)
	var nags []string
	for _, a := range strings.Fields(child.annot) {
		if strings.HasPrefix(a, "$") {
			nags = append(nags, a)
		} else {
			text += a
		}
	}
	if n.pos.side == White || number {
		text = MoveNumber(pw.first, depth) + " " + text
	}
	pw.word(text)
	for _, a := range nags {
		pw.word(a)
	}
}

// line writes the main continuation from n with the side lines branching
// off it, nested in parentheses. It keeps its own stack of the lines open,
// so that no tree is too deep to write.
func (pw *pdnWriter) line(n *Node, number bool) {
	type open struct {
		n      *Node
		number bool // write the next main move's number
		next   int  // the next child of n to write: 0 the main move, then the side lines
		depth  int  // n's depth
	}
	root := n
	for root.parent != nil {
		root = root.parent
	}
	pw.first = root.pos.side
	stack := []open{{n: n, number: number, depth: n.Depth()}}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		switch {
		case len(f.n.children) == 0: // the line ends
			stack = stack[:len(stack)-1]
			if len(stack) > 0 {
				pw.sb.WriteByte(')')
				pw.lineLen++
				stack[len(stack)-1].number = true
			}
		case f.next == 0:
			main := f.n.children[0]
			pw.move(f.n, main, f.number, f.depth)
			f.number = false
			if c := noteText(main); c != "" {
				pw.comment(c)
				f.number = true
			}
			f.next = 1
		case f.next < len(f.n.children):
			alt := f.n.children[f.next]
			f.next++
			pw.prefix = "("
			pw.move(f.n, alt, true, f.depth)
			c := noteText(alt)
			if c != "" {
				pw.comment(c)
			}
			stack = append(stack, open{n: alt, number: c != "", depth: f.depth + 1})
		default: // on along the main line
			f.n, f.next, f.depth = f.n.children[0], 0, f.depth+1
		}
	}
}

// tags writes the tag section and sets the result token: the game's own
// result r when it has ended, else the Result tag given, else "*".
func (pw *pdnWriter) tags(g *Game, r Result, tags []Tag) {
	get := func(name string) (string, bool) {
		for _, t := range tags {
			if strings.EqualFold(t.Name, name) {
				return t.Value, true
			}
		}
		return "", false
	}
	pw.result = "*"
	if r != Ongoing {
		pw.result = r.String()
	} else if v, ok := get("Result"); ok {
		pw.result = normalResult(v)
	}
	sb := &pw.sb
	writeTag := func(name, value string) {
		value = strings.ReplaceAll(value, `\`, `\\`)
		value = strings.ReplaceAll(value, `"`, `\"`)
		value = strings.NewReplacer("\r", " ", "\n", " ").Replace(value)
		fmt.Fprintf(sb, "[%s \"%s\"]\n", name, value)
	}
	written := map[string]bool{"result": true, "gametype": true, "fen": true, "setup": true}
	for _, st := range standardTags {
		v, ok := get(st.Name)
		if !ok || v == "" {
			v = st.Value
		}
		if st.Name == "Result" {
			v = pw.result
		}
		writeTag(st.Name, v)
		written[strings.ToLower(st.Name)] = true
	}
	gameType := "20"
	if v, ok := get("GameType"); ok && v != "" {
		gameType = v
	}
	writeTag("GameType", gameType)
	if g.Start() != Initial() {
		writeTag("SetUp", "1")
		writeTag("FEN", g.Start().FEN())
	}
	if !g.tc.IsZero() {
		writeTag("TimeControl", g.tc.PDN()) // the game's own clock, over any tag given
		written["timecontrol"] = true
	}
	for _, t := range tags {
		if !written[strings.ToLower(t.Name)] && validTagName(t.Name) {
			writeTag(t.Name, t.Value)
			written[strings.ToLower(t.Name)] = true
		}
	}
	sb.WriteByte('\n')
}

// validTagName reports whether name can be written as a tag name.
func validTagName(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if isBlank(c) || c == '"' || c == ']' || c == '[' {
			return false
		}
	}
	return true
}

// normalResult maps a result as read to a strict PDN result token.
func normalResult(v string) string {
	switch strings.TrimSpace(v) {
	case "2-0", "1-0":
		return "2-0"
	case "0-2", "0-1":
		return "0-2"
	case "1-1", "1/2-1/2", "½-½":
		return "1-1"
	}
	return "*"
}
