package engine // pdn.go: reading and writing PDN 3.0 game files (tags, movetext, results), liberal in, strict out.

import (
	"fmt"
	"io"
	"strconv"
	"strings"
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
	PDNBadFEN                        // the FEN tag cannot be read (Text: the tag's value, Err)
	PDNBadMove                       // a move that cannot be read (Move, Text)
	PDNIllegalMove                   // a move the rules refuse where it stands (Move, Text, Err)
)

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
)

type pdnToken struct {
	kind      int
	text      string // move, result, comment text; tag name; error message
	value     string // tag value
	line, col int
	off       int  // byte offset of the token in the text
	badTag    bool // an unreadable tag: like a tag, it may start a new game
	fatal     bool // an error that no variation can absorb (a variation never closed)
	errKind   PDNErrorKind
	errText   string // the offending text, for an error token
}

// pdnLexer splits PDN text into tokens, tracking lines and columns.
type pdnLexer struct {
	s         string
	i         int
	line      int
	lineStart int
	toks      []pdnToken
	open      []pdnToken // the variations open at this point
}

func (lx *pdnLexer) col() int { return lx.i - lx.lineStart + 1 }

func (lx *pdnLexer) emit(kind int, text string, line, col int) {
	lx.toks = append(lx.toks, pdnToken{kind: kind, text: text, line: line, col: col, off: lx.i})
}

// emitError adds an error token: its English message, kind and offending text.
func (lx *pdnLexer) emitError(kind PDNErrorKind, what, msg string, line, col int) {
	lx.toks = append(lx.toks, pdnToken{kind: tokError, text: msg, line: line, col: col, off: lx.i, errKind: kind, errText: what})
}

// unclosed reports the open variations as never closed.
func (lx *pdnLexer) unclosed() {
	if len(lx.open) > 0 {
		t := lx.open[0]
		lx.toks = append(lx.toks, pdnToken{kind: tokError, text: "variation not closed", line: t.line, col: t.col, off: t.off, fatal: true, errKind: PDNVariationOpen})
		lx.open = nil
	}
}

// advance moves past one byte, counting lines.
func (lx *pdnLexer) advance() {
	if lx.s[lx.i] == '\n' {
		lx.line++
		lx.lineStart = lx.i + 1
	}
	lx.i++
}

func (lx *pdnLexer) skipLine() {
	for lx.i < len(lx.s) && lx.s[lx.i] != '\n' {
		lx.i++
	}
}

func isBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'
}
func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func lexPDN(s string) []pdnToken {
	s = strings.TrimPrefix(s, "\uFEFF")
	lx := &pdnLexer{s: s, line: 1}
	for lx.i < len(s) {
		c := s[lx.i]
		line, col := lx.line, lx.col()
		switch {
		case isBlank(c):
			lx.advance()
		case c == '%' && lx.i == lx.lineStart: // escape line
			lx.skipLine()
		case c == ';': // rest-of-line comment
			st := lx.i + 1
			lx.skipLine()
			lx.emit(tokComment, strings.TrimSpace(s[st:lx.i]), line, col)
		case c == '[':
			if strings.TrimSpace(s[lx.lineStart:lx.i]) == "" {
				lx.unclosed() // a tag line inside a variation: it was never closed
			}
			lx.tag()
		case c == '{':
			lx.i++
			st := lx.i
			for lx.i < len(s) && s[lx.i] != '}' && !(s[lx.i] == '\n' && tagLineAhead(s[lx.i+1:])) {
				lx.advance()
			}
			text := s[st:lx.i]
			if lx.i == len(s) || s[lx.i] != '}' {
				lx.emitError(PDNCommentOpen, "", "comment not closed (no '}' before the next tag or the end of the file)", line, col)
				break
			}
			lx.i++
			lx.emit(tokComment, strings.TrimSpace(text), line, col)
		case c == '(':
			t := pdnToken{kind: tokVarStart, line: line, col: col, off: lx.i}
			lx.toks = append(lx.toks, t)
			lx.open = append(lx.open, t)
			lx.i++
		case c == ')' && len(lx.open) > 0:
			lx.i++
			lx.emit(tokVarEnd, "", line, col)
			lx.open = lx.open[:len(lx.open)-1]
		case c == '}' || c == ')' || c == '!' || c == '?' || c == '.':
			// A stray closer, a sign written apart from its move, or the
			// dots of "1. ..." : ignored.
			lx.i++
		case c == '$':
			st := lx.i
			lx.i++
			for lx.i < len(s) && isDigit(s[lx.i]) {
				lx.i++
			}
			lx.emit(tokNAG, s[st:lx.i], line, col)
		case c == '*':
			lx.i++
			lx.emit(tokResult, "*", line, col)
		case isDigit(c):
			lx.number()
		case strings.HasPrefix(s[lx.i:], "½-½"):
			lx.i += len("½-½")
			lx.emit(tokResult, "1-1", line, col)
		default:
			st := lx.i
			for lx.i < len(s) && !isBlank(s[lx.i]) && !strings.ContainsRune("[]{}()", rune(s[lx.i])) {
				lx.i++
			}
			if lx.i == st {
				lx.i++
			}
			lx.emitError(PDNUnexpected, clipText(s[st:lx.i]), fmt.Sprintf("unexpected %q in the movetext", clipText(s[st:lx.i])), line, col)
		}
	}
	lx.unclosed()
	return lx.toks
}

// tagLineAhead reports whether s starts with a tag pair line such as
// `[Event "`: an unclosed comment ends there instead of eating the games
// that follow.
func tagLineAhead(s string) bool {
	s = strings.TrimLeft(s, " \t\r")
	if len(s) < 2 || s[0] != '[' {
		return false
	}
	i := 1
	for i < len(s) && (s[i] >= 'A' && s[i] <= 'Z' || s[i] >= 'a' && s[i] <= 'z' || s[i] >= '0' && s[i] <= '9' || s[i] == '_') {
		i++
	}
	if i == 1 {
		return false
	}
	j := i
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	return j > i && j < len(s) && s[j] == '"'
}

// tag reads [Name "value"] (\" and \\ escapes in the value).
func (lx *pdnLexer) tag() {
	s := lx.s
	line, col := lx.line, lx.col()
	fail := func(kind PDNErrorKind, name, msg string) {
		lx.toks = append(lx.toks, pdnToken{kind: tokError, text: msg, line: line, col: col, badTag: true, errKind: kind, errText: name})
		lx.skipLine()
	}
	lx.i++
	skipSp := func() {
		for lx.i < len(s) && (s[lx.i] == ' ' || s[lx.i] == '\t') {
			lx.i++
		}
	}
	skipSp()
	st := lx.i
	for lx.i < len(s) && !isBlank(s[lx.i]) && s[lx.i] != '"' && s[lx.i] != ']' {
		lx.i++
	}
	name := s[st:lx.i]
	if name == "" {
		fail(PDNTagNoName, "", "a tag without a name")
		return
	}
	skipSp()
	if lx.i >= len(s) || s[lx.i] != '"' {
		fail(PDNTagNoValue, name, fmt.Sprintf("tag %s: expected a quoted value", name))
		return
	}
	lx.i++
	var val strings.Builder
	for {
		if lx.i >= len(s) || s[lx.i] == '\n' {
			fail(PDNTagNoQuote, name, fmt.Sprintf("tag %s: the value has no closing quote", name))
			return
		}
		ch := s[lx.i]
		if ch == '\\' && lx.i+1 < len(s) && (s[lx.i+1] == '"' || s[lx.i+1] == '\\') {
			val.WriteByte(s[lx.i+1])
			lx.i += 2
			continue
		}
		lx.i++
		if ch == '"' {
			break
		}
		val.WriteByte(ch)
	}
	skipSp()
	if lx.i >= len(s) || s[lx.i] != ']' {
		fail(PDNTagNoBracket, name, fmt.Sprintf("tag %s: expected ']' after the value", name))
		return
	}
	lx.i++
	lx.toks = append(lx.toks, pdnToken{kind: tokTag, text: name, value: strings.TrimRight(val.String(), "\r"),
		line: line, col: col})
}

// number reads a move number ("12.", "12..."), a move ("32-28", "1- 7",
// "02-08", "47x38x24", "19-23!?"), or a result ("2-0", "1-0", "1/2-1/2").
func (lx *pdnLexer) number() {
	s := lx.s
	line, col := lx.line, lx.col()
	st := lx.i
	digits := func() bool {
		d := lx.i
		for lx.i < len(s) && isDigit(s[lx.i]) {
			lx.i++
		}
		return lx.i > d
	}
	digits()
	if lx.i < len(s) && s[lx.i] == '.' {
		for lx.i < len(s) && s[lx.i] == '.' {
			lx.i++
		}
		lx.emit(tokMoveNumber, s[st:lx.i], line, col)
		return
	}
	if strings.HasPrefix(s[st:], "1/2-1/2") {
		lx.i = st + len("1/2-1/2")
		lx.emit(tokResult, "1-1", line, col)
		return
	}
	for {
		j := lx.i
		for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
			j++
		}
		if j >= len(s) || !strings.ContainsRune("-xX:", rune(s[j])) {
			break
		}
		k := j + 1
		for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
			k++
		}
		if k >= len(s) || !isDigit(s[k]) {
			break
		}
		lx.i = k
		digits()
	}
	for lx.i < len(s) && (s[lx.i] == '!' || s[lx.i] == '?') {
		lx.i++
	}
	text := s[st:lx.i]
	switch text {
	case "2-0", "0-2", "1-1", "1-0", "0-1", "0-0":
		lx.emit(tokResult, text, line, col)
		return
	}
	if lx.i < len(s) && !isBlank(s[lx.i]) && !strings.ContainsRune("[]{}()$;*", rune(s[lx.i])) {
		for lx.i < len(s) && !isBlank(s[lx.i]) && !strings.ContainsRune("[]{}()", rune(s[lx.i])) {
			lx.i++
		}
		lx.emitError(PDNNotAMove, clipText(s[st:lx.i]), fmt.Sprintf("not a move: %q (a move is written with square numbers 1-50, such as 32-28 or 19x28)", clipText(s[st:lx.i])), line, col)
		return
	}
	lx.emit(tokMove, text, line, col)
}

// pdnGameText is the tokens of one game.
type pdnGameText struct {
	line int
	toks []pdnToken
	src  string // the whole text the tokens point into
}

// splitGames groups tokens into games. A game starts at its first tag: a
// tag that follows movetext starts a new game. Text before any tag is a game
// without tags, and so is movetext that starts again at move 1 after a
// result (files of tagless games). Other movetext after a result stays in
// its game (some files write a stray result in the middle of a game).
func splitGames(toks []pdnToken) []pdnGameText {
	var games []pdnGameText
	var cur *pdnGameText
	hasMovetext, ended := false, false
	var open []pdnToken // the variations open in the current game
	for _, t := range toks {
		restart := t.kind == tokMoveNumber && ended && len(open) == 0 && strings.TrimRight(t.text, ".") == "1"
		if cur == nil || ((t.kind == tokTag || t.badTag) && hasMovetext) || restart {
			if len(open) > 0 {
				// The game ends with variations open: they were never closed.
				o := open[0]
				cur.toks = append(cur.toks, pdnToken{kind: tokError, text: "variation not closed", line: o.line, col: o.col, off: o.off, fatal: true, errKind: PDNVariationOpen})
				open = nil
			}
			games = append(games, pdnGameText{line: t.line})
			cur = &games[len(games)-1]
			hasMovetext, ended = false, false
		}
		if t.kind != tokTag && t.kind != tokComment && !t.badTag {
			hasMovetext = true
		}
		switch t.kind {
		case tokResult:
			ended = ended || len(open) == 0 // a result inside a variation does not end the game
		case tokVarStart:
			open = append(open, t)
		case tokVarEnd:
			if len(open) == 0 {
				continue // its "(" is in the game before: a stray closer
			}
			open = open[:len(open)-1]
		case tokError:
			if t.fatal {
				open = nil
			}
		}
		cur.toks = append(cur.toks, t)
	}
	return games
}

// ParsePDN reads every game of a PDN file. It returns the games that read
// and replay cleanly, and one *PDNError for each game that does not (the
// other games still load). Move numbers, comments, NAGs and variations are
// read and skipped (comments are kept by ply); the main line is replayed
// from the start position or the [FEN] tag, every move checked against the
// legal moves. A short capture that fits several legal moves is resolved by
// the written intermediate squares, else by the candidate that lets the
// rest of the game replay.
func ParsePDN(text string) ([]*PDNGame, []error) {
	var games []*PDNGame
	var errs []error
	src := strings.TrimPrefix(text, "\uFEFF")
	for i, gt := range splitGames(lexPDN(src)) {
		gt.src = src
		g, err := buildGame(i, gt)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		games = append(games, g)
	}
	return games, errs
}

// ReadPDN reads a whole PDN file from r and parses it like ParsePDN. A read
// error is returned as the last error.
func ReadPDN(r io.Reader) ([]*PDNGame, []error) {
	data, err := io.ReadAll(r)
	games, errs := ParsePDN(string(data))
	if err != nil {
		errs = append(errs, fmt.Errorf("reading PDN: %w", err))
	}
	return games, errs
}

// pdnMove is a move token with what follows it: its signs and NAGs, the
// comment after it, and the variations that are alternatives to it.
type pdnMove struct {
	tok     pdnToken
	mt      moveText
	annot   string
	comment string
	vars    []*pdnLine
}

// pdnLine is the main line or one variation.
type pdnLine struct {
	moves  []pdnMove
	pre    string   // comment before the first move
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

func joinText(a, b string) string {
	if a == "" {
		return b
	}
	if b == "" {
		return a
	}
	return a + " " + b
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
	resultSeen := false
	lastTok := pdnToken{line: gt.line, col: 1}
	for k, t := range gt.toks {
		lastTok = t
		switch t.kind {
		case tokError:
			if cur == main || t.fatal {
				return nil, fail(t, PDNError{Kind: t.errKind, Text: t.errText}, "%s", t.text)
			}
			cur.bad = true
		case tokTag:
			pg.Tags = append(pg.Tags, Tag{Name: t.text, Value: t.value})
			if strings.EqualFold(t.text, "FEN") {
				fenTok = &gt.toks[k]
			}
		case tokResult:
			if cur == main {
				pg.Result = t.text
				resultSeen = true
			}
		case tokComment:
			if cur == main {
				if pg.Comments == nil {
					pg.Comments = map[int]string{}
				}
				pg.Comments[len(main.moves)] = joinText(pg.Comments[len(main.moves)], t.text)
			}
			text := strings.Join(strings.Fields(t.text), " ") // line breaks are the writer's
			if n := len(cur.moves); n > 0 {
				cur.moves[n-1].comment = joinText(cur.moves[n-1].comment, text)
			} else {
				cur.pre = joinText(cur.pre, text)
			}
		case tokNAG:
			if n := len(cur.moves); n > 0 {
				cur.moves[n-1].annot = joinText(cur.moves[n-1].annot, t.text)
			}
		case tokMove:
			cur.moves = append(cur.moves, pdnMove{tok: t, annot: annotation(t.text)})
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
				cur.parent.pre = joinText(cur.parent.pre, cur.fallback())
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
	if len(moves) == 0 && !resultSeen {
		t := lastTok
		if len(pg.Tags) == 0 {
			return nil, fail(t, PDNError{Kind: PDNNoMoves}, "no moves and no result")
		}
		return nil, fail(t, PDNError{Kind: PDNNoMovesAfterTags}, "no moves and no result after the tags")
	}
	start := Initial()
	if fenTok != nil {
		p, err := ParseFEN(fenTok.value)
		if err != nil {
			return nil, fail(*fenTok, PDNError{Kind: PDNBadFEN, Text: clipText(fenTok.value), Err: err}, "bad FEN tag %q: %v", clipText(fenTok.value), err)
		}
		start = p
	}
	for k := range moves {
		mt, why := parseMoveText(moves[k].tok.text)
		if why != "" {
			return nil, fail(moves[k].tok, PDNError{Kind: PDNBadMove, Move: moveNumber(start.side, k), Text: clipText(moves[k].tok.text)},
				"move %s %s: not a move: %s", moveNumber(start.side, k), clipText(moves[k].tok.text), why)
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
		return nil, fail(t, PDNError{Kind: PDNIllegalMove, Move: moveNumber(start.side, failAt), Text: clipText(t.text), Err: err},
			"move %s %s: %s (position %s)", moveNumber(start.side, failAt), t.text, msg, p.FEN())
	}
	g := pg.Game
	g.root.comment = main.pre
	for k, mv := range moves {
		n := g.line[k+1]
		n.comment, n.annot = mv.comment, mv.annot
		for _, v := range mv.vars {
			attachVariation(v, g.line[k], n)
		}
	}
	return pg, nil
}

// text returns the source text between two byte offsets of the game's tokens.
func (gt pdnGameText) text(from, to int) string {
	if from < 0 || to > len(gt.src) || from > to {
		return ""
	}
	return gt.src[from:to]
}

// attachVariation adds variation v, an alternative to the move that led to
// replaced, as moves after at (replaced's parent). A variation that cannot
// be read or replayed becomes a comment after replaced instead.
func attachVariation(v *pdnLine, at, replaced *Node) {
	keep := func() {
		if t := v.fallback(); t != "" {
			replaced.comment = joinText(replaced.comment, t)
		}
	}
	if v.bad || len(v.moves) == 0 {
		if len(v.moves) > 0 || v.pre != "" {
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
			next.comment = joinText(v.pre, next.comment)
		}
		next.comment = joinText(next.comment, mv.comment)
		if mv.annot != "" {
			next.annot = mv.annot
		}
		for _, nested := range mv.vars {
			attachVariation(nested, before, next)
		}
		n = next
	}
}

// moveNumber writes the PDN move number of the ply-th move (0-based) of a
// game whose first move is by first: "12." or "12...".
func moveNumber(first Color, ply int) string {
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
	for i, n := range g.Notation() {
		if g.line[i].pos.side == White || i == 0 {
			pw.word(moveNumber(g.Start().side, i) + " " + n)
		} else {
			pw.word(n)
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
	for _, w := range words {
		pw.word(w)
	}
}

// move writes child, a move from n, with its number when White moves or
// when number is set (the first move of a line, after a comment or a
// variation), and its signs.
func (pw *pdnWriter) move(n, child *Node, number bool) {
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
		root := n
		for root.parent != nil {
			root = root.parent
		}
		text = moveNumber(root.pos.side, n.Depth()) + " " + text
	}
	pw.word(text)
	for _, a := range nags {
		pw.word(a)
	}
}

// line writes the main continuation from n with the side lines branching
// off it, recursively.
func (pw *pdnWriter) line(n *Node, number bool) {
	for len(n.children) > 0 {
		main := n.children[0]
		pw.move(n, main, number)
		number = false
		if main.comment != "" {
			pw.comment(main.comment)
			number = true
		}
		for _, alt := range n.children[1:] {
			pw.prefix = "("
			pw.move(n, alt, true)
			if alt.comment != "" {
				pw.comment(alt.comment)
			}
			pw.line(alt, alt.comment != "")
			pw.sb.WriteByte(')')
			pw.lineLen++
			number = true
		}
		n = main
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
