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
type PDNError struct {
	Game      int
	Line, Col int
	Msg       string
}

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
)

type pdnToken struct {
	kind      int
	text      string // move, result, comment text; tag name; error message
	value     string // tag value
	line, col int
	badTag    bool // an unreadable tag: like a tag, it may start a new game
}

// pdnLexer splits PDN text into tokens, tracking lines and columns.
type pdnLexer struct {
	s         string
	i         int
	line      int
	lineStart int
	toks      []pdnToken
}

func (lx *pdnLexer) col() int { return lx.i - lx.lineStart + 1 }

func (lx *pdnLexer) emit(kind int, text string, line, col int) {
	lx.toks = append(lx.toks, pdnToken{kind: kind, text: text, line: line, col: col})
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
			lx.tag()
		case c == '{':
			lx.i++
			st := lx.i
			for lx.i < len(s) && s[lx.i] != '}' && !(s[lx.i] == '\n' && tagLineAhead(s[lx.i+1:])) {
				lx.advance()
			}
			text := s[st:lx.i]
			if lx.i == len(s) || s[lx.i] != '}' {
				lx.emit(tokError, "comment not closed (no '}' before the next tag or the end of the file)", line, col)
				break
			}
			lx.i++
			lx.emit(tokComment, strings.TrimSpace(text), line, col)
		case c == '(':
			lx.variation()
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
			lx.emit(tokError, fmt.Sprintf("unexpected %q in the movetext", clipText(s[st:lx.i])), line, col)
		}
	}
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
	fail := func(msg string) {
		lx.toks = append(lx.toks, pdnToken{kind: tokError, text: msg, line: line, col: col, badTag: true})
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
		fail("a tag without a name")
		return
	}
	skipSp()
	if lx.i >= len(s) || s[lx.i] != '"' {
		fail(fmt.Sprintf("tag %s: expected a quoted value", name))
		return
	}
	lx.i++
	var val strings.Builder
	for {
		if lx.i >= len(s) || s[lx.i] == '\n' {
			fail(fmt.Sprintf("tag %s: the value has no closing quote", name))
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
		fail(fmt.Sprintf("tag %s: expected ']' after the value", name))
		return
	}
	lx.i++
	lx.toks = append(lx.toks, pdnToken{kind: tokTag, text: name, value: strings.TrimRight(val.String(), "\r"),
		line: line, col: col})
}

// variation skips a (possibly nested) variation, comments included. A tag
// at the start of a line inside it means the variation was never closed:
// that is reported and the tag is read as usual.
func (lx *pdnLexer) variation() {
	s := lx.s
	line, col := lx.line, lx.col()
	depth := 0
	for lx.i < len(s) {
		switch s[lx.i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				lx.i++
				return
			}
		case '{':
			for lx.i < len(s) && s[lx.i] != '}' && !(s[lx.i] == '\n' && tagLineAhead(s[lx.i+1:])) {
				lx.advance()
			}
			if lx.i == len(s) || s[lx.i] != '}' {
				continue // the tag check below ends the variation
			}
		case '[':
			if strings.TrimSpace(s[lx.lineStart:lx.i]) == "" {
				lx.emit(tokError, "variation not closed", line, col)
				return
			}
		}
		lx.advance()
	}
	lx.emit(tokError, "variation not closed", line, col)
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
		lx.emit(tokError, fmt.Sprintf("not a move: %q (a move is written with square numbers 1-50, such as 32-28 or 19x28)", clipText(s[st:lx.i])), line, col)
		return
	}
	lx.emit(tokMove, text, line, col)
}

// pdnGameText is the tokens of one game.
type pdnGameText struct {
	line int
	toks []pdnToken
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
	for _, t := range toks {
		restart := t.kind == tokMoveNumber && ended && strings.TrimRight(t.text, ".") == "1"
		if cur == nil || ((t.kind == tokTag || t.badTag) && hasMovetext) || restart {
			games = append(games, pdnGameText{line: t.line})
			cur = &games[len(games)-1]
			hasMovetext, ended = false, false
		}
		if t.kind != tokTag && t.kind != tokComment && !t.badTag {
			hasMovetext = true
		}
		if t.kind == tokResult {
			ended = true
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
	for i, gt := range splitGames(lexPDN(text)) {
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

// pdnMove is a move token of the main line with the comment after it.
type pdnMove struct {
	tok pdnToken
	mt  moveText
}

func buildGame(index int, gt pdnGameText) (*PDNGame, error) {
	pg := &PDNGame{Index: index, Line: gt.line}
	fail := func(t pdnToken, format string, a ...any) error {
		return &PDNError{Game: index, Line: t.line, Col: t.col, Msg: fmt.Sprintf(format, a...)}
	}
	var moves []pdnMove
	var fenTok *pdnToken
	resultSeen := false
	for k, t := range gt.toks {
		switch t.kind {
		case tokError:
			return nil, fail(t, "%s", t.text)
		case tokTag:
			pg.Tags = append(pg.Tags, Tag{Name: t.text, Value: t.value})
			if strings.EqualFold(t.text, "FEN") {
				fenTok = &gt.toks[k]
			}
		case tokResult:
			pg.Result = t.text
			resultSeen = true
		case tokComment:
			if pg.Comments == nil {
				pg.Comments = map[int]string{}
			}
			if c := pg.Comments[len(moves)]; c != "" {
				t.text = c + " " + t.text
			}
			pg.Comments[len(moves)] = t.text
		case tokMove:
			moves = append(moves, pdnMove{tok: t})
		}
	}
	// A match score such as "4-6" written as the last token, as in the Result tag.
	if n := len(moves); n > 0 && !resultSeen {
		last := moves[n-1].tok
		if v, ok := pg.Tag("Result"); ok && v == last.text && gt.toks[len(gt.toks)-1] == last {
			pg.Result = last.text
			resultSeen = true
			moves = moves[:n-1]
		}
	}
	if len(moves) == 0 && !resultSeen {
		t := pdnToken{line: gt.line, col: 1}
		if len(gt.toks) > 0 {
			t = gt.toks[len(gt.toks)-1]
		}
		if len(pg.Tags) == 0 {
			return nil, fail(t, "no moves and no result")
		}
		return nil, fail(t, "no moves and no result after the tags")
	}
	start := Initial()
	if fenTok != nil {
		p, err := ParseFEN(fenTok.value)
		if err != nil {
			return nil, fail(*fenTok, "bad FEN tag %q: %v", clipText(fenTok.value), err)
		}
		start = p
	}
	for k := range moves {
		mt, why := parseMoveText(moves[k].tok.text)
		if why != "" {
			return nil, fail(moves[k].tok, "move %s %s: not a move: %s", moveNumber(start.side, k), clipText(moves[k].tok.text), why)
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
		return nil, fail(t, "move %s %s: %s (position %s)", moveNumber(start.side, failAt), t.text, msg, p.FEN())
	}
	return pg, nil
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

// WritePDN writes the game as PDN (see Game.PDN) to w.
func WritePDN(w io.Writer, g *Game, tags ...Tag) error {
	get := func(name string) (string, bool) {
		for _, t := range tags {
			if strings.EqualFold(t.Name, name) {
				return t.Value, true
			}
		}
		return "", false
	}
	result := "*"
	if r, _ := g.Result(); r != Ongoing {
		result = r.String()
	} else if v, ok := get("Result"); ok {
		result = normalResult(v)
	}
	var sb strings.Builder
	writeTag := func(name, value string) {
		value = strings.ReplaceAll(value, `\`, `\\`)
		value = strings.ReplaceAll(value, `"`, `\"`)
		value = strings.NewReplacer("\r", " ", "\n", " ").Replace(value)
		fmt.Fprintf(&sb, "[%s \"%s\"]\n", name, value)
	}
	written := map[string]bool{"result": true, "gametype": true, "fen": true, "setup": true}
	for _, st := range standardTags {
		v, ok := get(st.Name)
		if !ok || v == "" {
			v = st.Value
		}
		if st.Name == "Result" {
			v = result
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
	lineLen := 0
	word := func(s string) {
		if lineLen > 0 && lineLen+1+len(s) > 79 {
			sb.WriteByte('\n')
			lineLen = 0
		} else if lineLen > 0 {
			sb.WriteByte(' ')
			lineLen++
		}
		sb.WriteString(s)
		lineLen += len(s)
	}
	for i, n := range g.Notation() {
		if g.line[i].pos.side == White || i == 0 {
			word(moveNumber(g.Start().side, i) + " " + n)
		} else {
			word(n)
		}
	}
	word(result)
	sb.WriteString("\n\n")
	_, err := io.WriteString(w, sb.String())
	return err
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
