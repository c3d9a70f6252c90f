package engine // pdnscan.go: the PDN lexer and the game-by-game scanner: one game in memory at a time, every game bounded.

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// Limits of one PDN game. A game past one of them is one PDNError (the
// reader skips to the next game), so that no text can make the reader
// recurse without bound, hold a whole file, or spend seconds on one game.
const (
	// MaxPDNDepth is how deeply variations may nest. Annotated games
	// rarely go past 5 levels; 64 leaves ten times that, and keeps every
	// recursion over a game's variations (reading, writing, the page's
	// move tree) a few dozen frames deep, which even the browser's stack
	// holds easily.
	MaxPDNDepth = 64
	// MaxPDNGameBytes is the longest text one game may take (1 MiB): the
	// longest annotated games of the test files take about 10 KB.
	MaxPDNGameBytes = 1 << 20
	// MaxPDNGameTokens is the most tokens (moves, numbers, comments,
	// brackets, ...) one game may have: a 300-move game with a variation
	// after every move takes about 5,000.
	MaxPDNGameTokens = 1 << 16
)

// pdnChunk is how much the scanner reads at a time; pdnLook bounds how
// far past the current byte the lexer looks (blanks inside a move, before
// a tag line). Text within MaxPDNGameBytes of the current byte is always
// held, so one game's tokens read the same from a stream as from a string.
const (
	pdnChunk = 64 << 10
	pdnLook  = 1 << 10
	pdnHold  = MaxPDNGameBytes + 2*pdnChunk
)

// pdnLexer splits PDN text into tokens, tracking lines and columns. It
// reads its text from r as needed and keeps only the text from keep (the
// current game's start) on; offsets are from the start of the input.
type pdnLexer struct {
	r     io.Reader // nil when the whole text is in s
	rerr  error     // the read error that ended the input (not io.EOF)
	eof   bool      // nothing more to read
	done  bool      // the end of the input has been lexed
	s     string    // the text held, from offset base
	base  int
	chunk int // how much to read at a time: pdnChunk (less in tests)
	keep  int // text before this offset may be dropped
	hold  int // the start of the item being lexed: kept too

	i         int // offset of the next byte
	line      int
	lineStart int  // offset of the current line's first byte
	lineEmpty bool // nothing but blanks on the current line so far
	blank     bool // a blank line since the last token

	depth int        // variations open
	open  []pdnToken // the "(" of the variations open, up to MaxPDNDepth

	toks []pdnToken // lexed, not yet taken
	head int        // toks[head:] are still to take
}

func newPDNLexer(r io.Reader, text string) *pdnLexer {
	lx := &pdnLexer{r: r, s: text, eof: r == nil, line: 1, lineEmpty: true, chunk: pdnChunk}
	for lx.hasPrefix(lx.i, "\uFEFF") { // a byte order mark (or two) before the text
		lx.i += len("\uFEFF")
	}
	lx.lineStart, lx.keep, lx.hold = lx.i, lx.i, lx.i
	return lx
}

// has reports whether byte j of the input exists, reading more as needed.
func (lx *pdnLexer) has(j int) bool {
	for j >= lx.base+len(lx.s) && !lx.eof {
		lx.fill()
	}
	return j < lx.base+len(lx.s)
}

// at returns byte j of the input; has(j) must be true.
func (lx *pdnLexer) at(j int) byte { return lx.s[j-lx.base] }

// slice returns the input from a to b, without what was already dropped.
func (lx *pdnLexer) slice(a, b int) string {
	a = max(a, lx.base)
	b = min(b, lx.base+len(lx.s))
	if a >= b {
		return ""
	}
	return lx.s[a-lx.base : b-lx.base]
}

// clipSpan returns the text from st to end for a message: clipped
// (clipText), or only its length when it is longer than a game.
func (lx *pdnLexer) clipSpan(st, end int) string {
	if end-st > MaxPDNGameBytes {
		return fmt.Sprintf("... (%d bytes)", end-st)
	}
	return clipText(lx.slice(st, end))
}

// blanksAt returns the offset after the spaces and tabs (and, with cr,
// carriage returns) from j, looking at most pdnLook bytes ahead.
func (lx *pdnLexer) blanksAt(j int, cr bool) int {
	for lim := j + pdnLook; j < lim && lx.has(j); j++ {
		if c := lx.at(j); c != ' ' && c != '\t' && !(cr && c == '\r') {
			break
		}
	}
	return j
}

func (lx *pdnLexer) hasPrefix(j int, p string) bool {
	if !lx.has(j + len(p) - 1) {
		return false
	}
	return lx.s[j-lx.base:j-lx.base+len(p)] == p
}

// fill reads more text, dropping what is no longer needed. What is held
// never exceeds about a game's limit: past it the oldest text goes (the
// game is then reported as too long anyway).
func (lx *pdnLexer) fill() {
	drop := min(lx.keep, lx.hold) - lx.base
	drop = max(0, min(drop, len(lx.s)))
	if len(lx.s)-drop > pdnHold-pdnChunk {
		drop = len(lx.s) - (pdnHold - pdnChunk)
	}
	buf := make([]byte, lx.chunk)
	n, err := io.ReadFull(lx.r, buf)
	if err != nil {
		lx.eof = true
		if !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) {
			lx.rerr = err
		}
	}
	if n == 0 {
		return
	}
	var sb strings.Builder
	sb.Grow(len(lx.s) - drop + n)
	sb.WriteString(lx.s[drop:])
	sb.Write(buf[:n])
	lx.s = sb.String()
	lx.base += drop
}

func (lx *pdnLexer) col() int { return lx.i - lx.lineStart + 1 }

func (lx *pdnLexer) push(t pdnToken) {
	t.depth = lx.depth
	if t.kind != tokWarning {
		t.afterBlank = lx.blank
		lx.blank = false
	}
	lx.toks = append(lx.toks, t)
}

func (lx *pdnLexer) emit(kind int, text string, line, col int) {
	lx.push(pdnToken{kind: kind, text: text, line: line, col: col, off: lx.i})
}

// emitError adds an error token: its English message, kind and offending text.
func (lx *pdnLexer) emitError(kind PDNErrorKind, what, msg string, line, col int) {
	lx.push(pdnToken{kind: tokError, text: msg, line: line, col: col, off: lx.i, errKind: kind, errText: what})
}

// warn adds a warning token: something read leniently.
func (lx *pdnLexer) warn(kind PDNWarningKind, text string, line, col int) {
	lx.push(pdnToken{kind: tokWarning, line: line, col: col, off: lx.i, warnKind: kind, text: text})
}

// closeAll ends the variations open as never closed: it returns the error
// token for the first one (ok false when none is open).
func (lx *pdnLexer) closeAll() (pdnToken, bool) {
	if lx.depth == 0 {
		return pdnToken{}, false
	}
	t := lx.open[0]
	lx.depth, lx.open = 0, lx.open[:0]
	return pdnToken{kind: tokError, text: "variation not closed", line: t.line, col: t.col, off: t.off, fatal: true, errKind: PDNVariationOpen}, true
}

// unclosed reports the open variations as never closed.
func (lx *pdnLexer) unclosed() {
	if t, ok := lx.closeAll(); ok {
		lx.push(t)
	}
}

// advance moves past one byte, counting lines.
func (lx *pdnLexer) advance() {
	if lx.at(lx.i) == '\n' {
		lx.line++
		lx.lineStart = lx.i + 1
		if lx.lineEmpty {
			lx.blank = true
		}
		lx.lineEmpty = true
	}
	lx.i++
}

func (lx *pdnLexer) skipLine() {
	for lx.has(lx.i) && lx.at(lx.i) != '\n' {
		lx.i++
	}
}

func (lx *pdnLexer) skipSp() {
	for lx.has(lx.i) && (lx.at(lx.i) == ' ' || lx.at(lx.i) == '\t') {
		lx.i++
	}
}

// literalCR reports whether the input at j holds the two characters `\r`
// followed by a blank or the end: a carriage return that an exporter wrote
// escaped, read as a line end.
func (lx *pdnLexer) literalCR(j int) bool {
	return lx.hasPrefix(j, `\r`) && (!lx.has(j+2) || isBlank(lx.at(j+2)))
}

// dropLiteralCR removes from s the literal `\r` followed by a blank or the
// end (see literalCR), and reports whether there was any.
func dropLiteralCR(s string) (string, bool) {
	if !strings.Contains(s, `\r`) {
		return s, false
	}
	var sb strings.Builder
	found := false
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && s[i+1] == 'r' && (i+2 == len(s) || isBlank(s[i+2])) {
			i++
			found = true
			continue
		}
		sb.WriteByte(s[i])
	}
	return sb.String(), found
}

// stopsWord reports whether the byte at j ends a word: the end, a blank,
// a bracket, a literal `\r`.
func (lx *pdnLexer) stopsWord(j int) bool {
	if !lx.has(j) {
		return true
	}
	c := lx.at(j)
	return isBlank(c) || strings.IndexByte("[]{}()", c) >= 0 || c == '\\' && lx.literalCR(j)
}

func isBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'
}
func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// next returns the next token (false at the end of the input).
func (lx *pdnLexer) next() (pdnToken, bool) {
	for lx.head == len(lx.toks) {
		lx.toks, lx.head = lx.toks[:0], 0
		if !lx.step() {
			return pdnToken{}, false
		}
	}
	t := lx.toks[lx.head]
	lx.head++
	return t, true
}

// step lexes one item at lx.i (it may give no token, or a few); false at
// the end of the input.
func (lx *pdnLexer) step() bool {
	lx.hold = lx.i
	if !lx.has(lx.i) {
		if lx.done {
			return false
		}
		lx.done = true
		lx.unclosed()
		return true
	}
	c := lx.at(lx.i)
	line, col := lx.line, lx.col()
	if isBlank(c) {
		lx.advance()
		return true
	}
	if c == '\\' && lx.literalCR(lx.i) {
		lx.i += 2
		lx.warn(PDNWarnLiteralCR, "", line, col)
		return true
	}
	wasEmpty := lx.lineEmpty
	lx.lineEmpty = false
	switch {
	case c == '%' && lx.i == lx.lineStart: // escape line
		lx.skipLine()
	case c == ';': // rest-of-line comment
		st := lx.i + 1
		lx.skipLine()
		text := strings.TrimSpace(lx.slice(st, lx.i))
		if strings.HasSuffix(text, `\r`) {
			text = strings.TrimSpace(strings.TrimSuffix(text, `\r`))
			lx.emit(tokComment, text, line, col)
			lx.warn(PDNWarnLiteralCR, "", line, col)
			break
		}
		lx.emit(tokComment, text, line, col)
	case c == '[':
		if wasEmpty {
			lx.unclosed() // a tag line inside a variation: it was never closed
		}
		lx.tag()
	case c == '{':
		lx.comment(line, col)
	case c == '(':
		lx.i++
		if lx.depth >= MaxPDNDepth {
			if lx.depth == MaxPDNDepth {
				lx.push(pdnToken{kind: tokError, line: line, col: col, off: lx.i - 1, fatal: true, errKind: PDNTooDeep,
					text: fmt.Sprintf("variations nested more than %d deep", MaxPDNDepth)})
			}
			lx.depth++
			break
		}
		t := pdnToken{kind: tokVarStart, line: line, col: col, off: lx.i - 1}
		lx.open = append(lx.open, t)
		lx.depth++
		lx.push(t)
	case c == ')' && lx.depth > 0:
		lx.i++
		lx.depth--
		if lx.depth < MaxPDNDepth {
			lx.open = lx.open[:lx.depth]
			lx.push(pdnToken{kind: tokVarEnd, line: line, col: col, off: lx.i - 1})
		}
	case c == '}' || c == ')' || c == '!' || c == '?' || c == '.':
		// A stray closer, a sign written apart from its move, or the
		// dots of "1. ..." : ignored.
		lx.i++
	case c == '$':
		st := lx.i
		lx.i++
		for lx.has(lx.i) && isDigit(lx.at(lx.i)) {
			lx.i++
		}
		lx.emit(tokNAG, lx.slice(st, lx.i), line, col)
	case c == '*':
		lx.i++
		lx.emit(tokResult, "*", line, col)
	case isDigit(c):
		lx.number()
	case lx.hasPrefix(lx.i, "½-½"):
		lx.i += len("½-½")
		lx.emit(tokResult, "1-1", line, col)
	default:
		st := lx.i
		for !lx.stopsWord(lx.i) {
			lx.i++
		}
		if lx.i == st {
			lx.i++
		}
		word := lx.clipSpan(st, lx.i)
		switch {
		case word == "-": // a lone "-" where the result goes: unknown
			lx.emit(tokResult, "*", line, col)
			lx.warn(PDNWarnLoneDash, "", line, col)
		default:
			if strings.TrimSpace(word) == "" {
				lx.lineEmpty = wasEmpty // a Unicode space: still a blank line
			}
			lx.emitError(PDNUnexpected, word, fmt.Sprintf("unexpected %q in the movetext", word), line, col)
		}
	}
	return true
}

// comment reads {text}: to the "}", or, when there is none, up to a tag
// line (an unclosed comment does not eat the games that follow).
func (lx *pdnLexer) comment(line, col int) {
	lx.i++
	st := lx.i
	for lx.has(lx.i) && lx.at(lx.i) != '}' && !(lx.at(lx.i) == '\n' && lx.tagLineAt(lx.i+1)) {
		lx.advance()
		lx.lineEmpty = false
	}
	if !lx.has(lx.i) || lx.at(lx.i) != '}' {
		lx.emitError(PDNCommentOpen, "", "comment not closed (no '}' before the next tag or the end of the file)", line, col)
		return
	}
	text := lx.slice(st, lx.i)
	lx.i++
	if t, ok := dropLiteralCR(text); ok {
		text = t
		defer lx.warn(PDNWarnLiteralCR, "", line, col)
	}
	lx.emit(tokComment, strings.TrimSpace(text), line, col)
}

// tagLineAt reports whether the input at j starts with a tag pair line
// such as `[Event "`: an unclosed comment ends there instead of eating the
// games that follow.
func (lx *pdnLexer) tagLineAt(j int) bool {
	j = lx.blanksAt(j, true)
	if !lx.has(j+1) || lx.at(j) != '[' {
		return false
	}
	k := j + 1
	for lim := k + pdnLook; k < lim && lx.has(k) && isNameByte(lx.at(k)); k++ {
	}
	if k == j+1 {
		return false
	}
	m := lx.blanksAt(k, false)
	return m > k && lx.has(m) && lx.at(m) == '"'
}

func isNameByte(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_'
}

// tag reads [Name "value"] (\" and \\ escapes in the value). Read
// leniently: a "[" alone on its line with the name and value on the next,
// and [Name] without a value (an empty value), each with a warning.
func (lx *pdnLexer) tag() {
	line, col := lx.line, lx.col()
	fail := func(kind PDNErrorKind, name, msg string) {
		lx.push(pdnToken{kind: tokError, text: msg, line: line, col: col, off: lx.i, badTag: true, errKind: kind, errText: name})
		lx.skipLine()
	}
	var warns []pdnToken
	lx.i++
	lx.skipSp()
	if j := lx.blankToLineEnd(lx.i); j >= 0 {
		// "[" alone on its line: the tag goes on on the next line if a
		// name starts it.
		k := lx.blanksAt(j+1, false)
		if lx.has(k) && isNameByte(lx.at(k)) {
			for lx.i <= j {
				lx.advance()
			}
			lx.lineEmpty = false
			lx.i = k
			warns = append(warns, pdnToken{kind: tokWarning, warnKind: PDNWarnTagSplit, line: line, col: col})
		}
	}
	st := lx.i
	for lx.has(lx.i) && !isBlank(lx.at(lx.i)) && lx.at(lx.i) != '"' && lx.at(lx.i) != ']' {
		lx.i++
	}
	name := lx.slice(st, lx.i)
	if name == "" {
		fail(PDNTagNoName, "", "a tag without a name")
		return
	}
	named := lx.clipSpan(st, lx.i) // the name in a message
	lx.skipSp()
	value := ""
	switch {
	case lx.has(lx.i) && lx.at(lx.i) == ']':
		warns = append(warns, pdnToken{kind: tokWarning, warnKind: PDNWarnTagNoValue, text: named, line: line, col: col})
	case !lx.has(lx.i) || lx.at(lx.i) != '"':
		fail(PDNTagNoValue, named, fmt.Sprintf("tag %s: expected a quoted value", named))
		return
	default:
		lx.i++
		var val strings.Builder
		for {
			if !lx.has(lx.i) || lx.at(lx.i) == '\n' {
				fail(PDNTagNoQuote, named, fmt.Sprintf("tag %s: the value has no closing quote", named))
				return
			}
			ch := lx.at(lx.i)
			if ch == '\\' && lx.has(lx.i+1) && (lx.at(lx.i+1) == '"' || lx.at(lx.i+1) == '\\') {
				val.WriteByte(lx.at(lx.i + 1))
				lx.i += 2
				continue
			}
			lx.i++
			if ch == '"' {
				break
			}
			val.WriteByte(ch)
		}
		value = strings.TrimRight(val.String(), "\r")
		lx.skipSp()
		if !lx.has(lx.i) || lx.at(lx.i) != ']' {
			fail(PDNTagNoBracket, named, fmt.Sprintf("tag %s: expected ']' after the value", named))
			return
		}
	}
	lx.i++
	lx.push(pdnToken{kind: tokTag, text: name, value: value, line: line, col: col, off: lx.i})
	for _, w := range warns {
		w.off = lx.i
		lx.push(w)
	}
}

// blankToLineEnd returns the offset of the line end ("\n") when only
// blanks and literal `\r` come before it from j, else -1.
func (lx *pdnLexer) blankToLineEnd(j int) int {
	for lim := j + pdnLook; j < lim && lx.has(j); {
		switch c := lx.at(j); {
		case c == '\n':
			return j
		case c == ' ' || c == '\t' || c == '\r':
			j++
		case c == '\\' && lx.literalCR(j):
			j += 2
		default:
			return -1
		}
	}
	return -1
}

// number reads a move number ("12.", "12..."), a move ("32-28", "1- 7",
// "02-08", "47x38x24", "19-23!?"), or a result ("2-0", "1-0", "1/2-1/2").
func (lx *pdnLexer) number() {
	line, col := lx.line, lx.col()
	st := lx.i
	digits := func() {
		for lx.has(lx.i) && isDigit(lx.at(lx.i)) {
			lx.i++
		}
	}
	digits()
	if lx.has(lx.i) && lx.at(lx.i) == '.' {
		for lx.has(lx.i) && lx.at(lx.i) == '.' {
			lx.i++
		}
		lx.emit(tokMoveNumber, lx.slice(st, lx.i), line, col)
		return
	}
	if lx.hasPrefix(st, "1/2-1/2") {
		lx.i = st + len("1/2-1/2")
		lx.emit(tokResult, "1-1", line, col)
		return
	}
	for {
		j := lx.blanksAt(lx.i, false)
		if !lx.has(j) || strings.IndexByte("-xX:", lx.at(j)) < 0 {
			break
		}
		k := lx.blanksAt(j+1, false)
		if !lx.has(k) || !isDigit(lx.at(k)) {
			break
		}
		back := lx.i
		lx.i = k
		digits()
		if k > j+1 && lx.has(lx.i) && lx.at(lx.i) == '.' {
			lx.i = back // "33-29 - 1.": a lone "-", then a move number
			break
		}
	}
	for lx.has(lx.i) && (lx.at(lx.i) == '!' || lx.at(lx.i) == '?') {
		lx.i++
	}
	text := lx.slice(st, lx.i)
	switch text {
	case "2-0", "0-2", "1-1", "1-0", "0-1", "0-0":
		lx.emit(tokResult, text, line, col)
		return
	}
	if lx.has(lx.i) && !lx.stopsWord(lx.i) && strings.IndexByte("$;*", lx.at(lx.i)) < 0 {
		for !lx.stopsWord(lx.i) {
			lx.i++
		}
		word := lx.clipSpan(st, lx.i)
		lx.emitError(PDNNotAMove, word, fmt.Sprintf("not a move: %q (a move is written with square numbers 1-50, such as 32-28 or 19x28)", word), line, col)
		return
	}
	lx.emit(tokMove, text, line, col)
}

// PDNScanner reads the games of a PDN text one at a time, holding only the
// game being read: the same games, indexes, places and errors as ParsePDN.
type PDNScanner struct {
	lx    *pdnLexer
	index int        // the index of the game being gathered
	toks  []pdnToken // its tokens
	line  int        // its first line
	start int        // the offset of its first token
	skip  bool       // it has met an error no later token changes: its tokens are not kept

	hasMovetext bool            // moves, numbers, results or variations so far
	ended       bool            // a result outside the variations
	hasError    bool            // an error token so far
	names       map[string]bool // the names of its tags (lower case)
	end         bool            // the input is read
}

// NewPDNScanner returns a scanner reading PDN text from r.
func NewPDNScanner(r io.Reader) *PDNScanner {
	return &PDNScanner{lx: newPDNLexer(r, "")}
}

func newPDNScannerString(text string) *PDNScanner {
	return &PDNScanner{lx: newPDNLexer(nil, text)}
}

// Offset returns how many bytes of the input have been read into games so
// far (for progress).
func (sc *PDNScanner) Offset() int64 { return int64(sc.lx.i) }

// Next reads the next game. It returns the game, or nil and the game's
// *PDNError when it cannot be read (the games after it still can); at the
// end of the input it returns nil and io.EOF, after a read error that
// error (wrapped), and then io.EOF.
func (sc *PDNScanner) Next() (*PDNGame, error) {
	for !sc.end {
		t, ok := sc.lx.next()
		if !ok {
			sc.end = true
			break
		}
		if sc.startsGame(t) {
			if len(sc.toks) > 0 || sc.skip {
				g, err := sc.build()
				sc.begin(t)
				return g, err
			}
			sc.begin(t)
			continue
		}
		sc.add(t)
	}
	if len(sc.toks) > 0 || sc.skip {
		g, err := sc.build()
		sc.toks, sc.skip = sc.toks[:0], false
		return g, err
	}
	if sc.lx.rerr != nil {
		err := sc.lx.rerr
		sc.lx.rerr = nil
		return nil, fmt.Errorf("reading PDN: %w", err)
	}
	return nil, io.EOF
}

// startsGame reports whether t starts a new game. A game starts at its
// first tag: a tag that follows movetext starts a new game, and so does one
// after a blank line or a repeated tag name once the game has an error (so
// that one bad game is one error). Text before any tag is a game without
// tags, and so is movetext that starts again at move 1 after a result
// (files of tagless games). Other movetext after a result stays in its game
// (some files write a stray result in the middle of a game).
func (sc *PDNScanner) startsGame(t pdnToken) bool {
	if sc.index == 0 && len(sc.toks) == 0 && !sc.skip && sc.names == nil {
		return true // the first token of the input
	}
	if t.kind == tokTag || t.badTag {
		if sc.hasMovetext {
			return true
		}
		if sc.hasError && (t.afterBlank || t.kind == tokTag && sc.names[strings.ToLower(t.text)]) {
			return true
		}
		return false
	}
	return t.kind == tokMoveNumber && sc.ended && t.depth == 0 && strings.TrimRight(t.text, ".") == "1"
}

// begin starts the next game with t (the one gathered has been built).
func (sc *PDNScanner) begin(t pdnToken) {
	if sc.names != nil || len(sc.toks) > 0 || sc.skip {
		sc.index++
	}
	sc.toks, sc.skip = sc.toks[:0], false
	sc.hasMovetext, sc.ended, sc.hasError = false, false, false
	sc.names = map[string]bool{}
	sc.line, sc.start = t.line, sc.lx.hold
	sc.lx.keep = sc.lx.hold
	sc.add(t)
}

// add puts t into the game being gathered.
func (sc *PDNScanner) add(t pdnToken) {
	switch t.kind {
	case tokTag:
		sc.names[strings.ToLower(t.text)] = true
	case tokMove, tokMoveNumber, tokNAG, tokVarStart, tokVarEnd:
		sc.hasMovetext = true
	case tokResult:
		sc.hasMovetext = true
		sc.ended = sc.ended || t.depth == 0 // a result inside a variation does not end the game
	case tokError:
		sc.hasError = true
		if !t.badTag && len(sc.names) == 0 {
			sc.hasMovetext = true // text before any tag: a game of its own
		}
	}
	if sc.skip {
		sc.lx.keep = sc.lx.hold
		return
	}
	sc.toks = append(sc.toks, t)
	if t.fatal {
		sc.stop()
		return
	}
	if len(sc.toks) > MaxPDNGameTokens {
		sc.tooLong(t, fmt.Sprintf("the game has more than %d tokens (moves, numbers, comments, brackets)", MaxPDNGameTokens))
		return
	}
	if sc.lx.i-sc.start > MaxPDNGameBytes {
		sc.tooLong(t, fmt.Sprintf("the game is longer than %d bytes", MaxPDNGameBytes))
	}
}

// tooLong ends the game at t, its last token, with a PDNTooLong error in
// t's place (t may be longer than the text held).
func (sc *PDNScanner) tooLong(t pdnToken, msg string) {
	sc.toks[len(sc.toks)-1] = pdnToken{kind: tokError, text: msg, line: t.line, col: t.col, off: t.off, fatal: true, errKind: PDNTooLong}
	sc.stop()
}

// stop keeps no more tokens of the game: an error that nothing after it
// changes has been met.
func (sc *PDNScanner) stop() {
	sc.skip = true
	sc.lx.keep = sc.lx.hold
}

// build reads the game gathered.
func (sc *PDNScanner) build() (*PDNGame, error) {
	toks := sc.toks
	if t, ok := sc.lx.closeAll(); ok && !sc.skip {
		toks = append(toks, t) // the next game starts (mid-line) with variations open
	}
	return buildGame(sc.index, pdnGameText{line: sc.line, toks: toks, lx: sc.lx})
}

// ScanPDN reads the games of r one at a time and calls yield with each: a
// game, or nil and its *PDNError. It stops when yield returns false. It
// returns the error reading r, if any.
func ScanPDN(r io.Reader, yield func(*PDNGame, error) bool) error {
	sc := NewPDNScanner(r)
	for {
		g, err := sc.Next()
		if err == io.EOF {
			return nil
		}
		var pe *PDNError
		if err != nil && !errors.As(err, &pe) {
			return err
		}
		if !yield(g, err) {
			return nil
		}
	}
}
