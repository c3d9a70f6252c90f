package job // codec.go: Jobs read from and Replies written as JSON without encoding/json.

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// The Web Worker reads Jobs and writes Replies with the functions below
// instead of encoding/json, which (with what it pulls in) was a tenth of
// engine.wasm. They agree with encoding/json: AppendReply writes the bytes
// json.Marshal writes, and ParseJob reads what json.Unmarshal reads into a
// Job, with the same result (keys matched without regard to case, unknown
// keys skipped, null leaving a field as it is and emptying Moves); tests
// compare both on generated and malformed input. The page's side
// (wasm/aiclient) uses encoding/json.

// AppendReply appends r as JSON to b. A Loss that is not a finite number is
// written as 0 (encoding/json would refuse the whole reply).
func AppendReply(b []byte, r Reply) []byte {
	b = append(b, `{"gen":`...)
	b = strconv.AppendInt(b, int64(r.Gen), 10)
	b = appendField(b, "kind", r.Kind)
	if r.Job != "" {
		b = appendField(b, "job", r.Job)
	}
	if r.Move != "" {
		b = appendField(b, "move", r.Move)
	}
	b = append(b, `,"score":`...)
	b = strconv.AppendInt(b, int64(r.Score), 10)
	if r.ScoreText != "" {
		b = appendField(b, "scoreText", r.ScoreText)
	}
	if r.Depth != 0 {
		b = append(b, `,"depth":`...)
		b = strconv.AppendInt(b, int64(r.Depth), 10)
	}
	if len(r.PV) > 0 {
		b = append(b, `,"pv":`...)
		b = appendStrings(b, r.PV)
	}
	if r.Nodes != 0 {
		b = append(b, `,"nodes":`...)
		b = strconv.AppendInt(b, r.Nodes, 10)
	}
	if r.Millis != 0 {
		b = append(b, `,"ms":`...)
		b = strconv.AppendInt(b, r.Millis, 10)
	}
	if r.Error != "" {
		b = appendField(b, "error", r.Error)
	}
	if len(r.Lines) > 0 {
		b = append(b, `,"lines":`...)
		b = appendArray(b, r.Lines, func(b []byte, l PVLine) []byte {
			b = append(b, `{"move":`...)
			b = appendString(b, l.Move)
			b = append(b, `,"score":`...)
			b = strconv.AppendInt(b, int64(l.Score), 10)
			b = appendField(b, "scoreText", l.ScoreText)
			b = append(b, `,"pv":`...)
			b = appendStrings(b, l.PV)
			return append(b, '}')
		})
	}
	if len(r.Review) > 0 {
		b = append(b, `,"review":`...)
		b = appendArray(b, r.Review, func(b []byte, m ReviewMove) []byte {
			b = append(b, `{"ply":`...)
			b = strconv.AppendInt(b, int64(m.Ply), 10)
			b = appendField(b, "move", m.Move)
			if m.Label != "" {
				b = appendField(b, "label", m.Label)
			}
			if m.Better != "" {
				b = appendField(b, "better", m.Better)
			}
			b = append(b, `,"loss":`...)
			b = appendFloat(b, m.Loss)
			return append(b, '}')
		})
	}
	if len(r.Evals) > 0 {
		b = append(b, `,"evals":`...)
		b = appendArray(b, r.Evals, func(b []byte, e int) []byte { return strconv.AppendInt(b, int64(e), 10) })
	}
	return append(b, '}')
}

// appendField appends ,"key":"value".
func appendField(b []byte, key, value string) []byte {
	b = append(b, ',', '"')
	b = append(b, key...)
	b = append(b, '"', ':')
	return appendString(b, value)
}

// appendArray appends items as a JSON array, each written by item.
func appendArray[T any](b []byte, items []T, item func([]byte, T) []byte) []byte {
	b = append(b, '[')
	for i, x := range items {
		if i > 0 {
			b = append(b, ',')
		}
		b = item(b, x)
	}
	return append(b, ']')
}

// appendStrings appends a list of strings; nil is null, as in encoding/json.
func appendStrings(b []byte, list []string) []byte {
	if list == nil {
		return append(b, "null"...)
	}
	return appendArray(b, list, appendString)
}

// appendFloat writes f as encoding/json does: the shortest decimal, with an
// exponent only below 1e-6 or from 1e21 on.
func appendFloat(b []byte, f float64) []byte {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		f = 0
	}
	format := byte('f')
	if a := math.Abs(f); a != 0 && (a < 1e-6 || a >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1] // e-07 -> e-7
		b = b[:n-1]
	}
	return b
}

const hexDigits = "0123456789abcdef"

// appendString writes s as a JSON string escaped as encoding/json does:
// quotes, backslashes and control characters, <, > and & (so that the text
// is safe inside HTML), U+2028 and U+2029; invalid UTF-8 becomes U+FFFD.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c == '\b':
				b = append(b, '\\', 'b')
			case c == '\f':
				b = append(b, '\\', 'f')
			case c == '\n':
				b = append(b, '\\', 'n')
			case c == '\r':
				b = append(b, '\\', 'r')
			case c == '\t':
				b = append(b, '\\', 't')
			case c < 0x20 || c == '<' || c == '>' || c == '&':
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
		default:
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return append(b, '"')
}

// maxDepth is how deeply the values of unknown keys may nest (encoding/json's limit).
const maxDepth = 10000

// ParseJob reads a Job from JSON. A malformed text, a value of the wrong
// type or out of range gives an error that names the byte offset and the
// key.
func ParseJob(data string) (Job, error) {
	var j Job
	p := &jsonParser{s: data}
	p.space()
	if p.literal("null") {
		return j, p.end()
	}
	if err := p.expect('{'); err != nil {
		return j, err
	}
	var typeErr error // as in encoding/json: the first type error, once the text is read
	note := func(err error) {
		if typeErr == nil {
			typeErr = err
		}
	}
	p.space()
	if p.peek() == '}' {
		p.i++
		return j, p.end()
	}
	for {
		p.space()
		at := p.i
		key, err := p.str()
		if err != nil {
			return j, err
		}
		p.space()
		if err := p.expect(':'); err != nil {
			return j, err
		}
		p.space()
		field := func(name string) bool { return strings.EqualFold(key, name) }
		switch {
		case field("gen"):
			err = p.intInto(&j.Gen)
		case field("level"):
			err = p.intInto(&j.Level)
		case field("lines"):
			err = p.intInto(&j.Lines)
		case field("clockMs"):
			err = p.int64Into(&j.ClockMs)
		case field("incMs"):
			err = p.int64Into(&j.IncMs)
		case field("seed"):
			err = p.uint64Into(&j.Seed)
		case field("kind"):
			err = p.strInto(&j.Kind)
		case field("fen"):
			err = p.strInto(&j.FEN)
		case field("moves"):
			err = p.movesInto(&j.Moves)
		default:
			err = p.skip(0)
		}
		if err != nil {
			var te *typeError
			if !errors.As(err, &te) {
				return j, err
			}
			note(fmt.Errorf("key %q at byte %d: %w", key, at, err))
		}
		p.space()
		switch p.peek() {
		case ',':
			p.i++
			continue
		case '}':
			p.i++
			if err := p.end(); err != nil {
				return j, err
			}
			return j, typeErr
		}
		return j, p.fail("expected , or } after the value of %q", key)
	}
}

// typeError is a well-formed value of the wrong type or range for its key:
// the rest of the text is still read, as encoding/json does.
type typeError struct{ msg string }

func (e *typeError) Error() string { return e.msg }

type jsonParser struct {
	s string
	i int
}

func (p *jsonParser) fail(format string, args ...any) error {
	at := "at the end"
	if p.i < len(p.s) {
		at = fmt.Sprintf("at byte %d (%q)", p.i, p.s[p.i])
	}
	return fmt.Errorf("JSON %s: %s", at, fmt.Sprintf(format, args...))
}

func (p *jsonParser) peek() byte {
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

func (p *jsonParser) space() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t' || p.s[p.i] == '\n' || p.s[p.i] == '\r') {
		p.i++
	}
}

func (p *jsonParser) end() error {
	p.space()
	if p.i != len(p.s) {
		return p.fail("text after the job")
	}
	return nil
}

func (p *jsonParser) expect(c byte) error {
	if p.peek() != c {
		return p.fail("expected %q", c)
	}
	p.i++
	return nil
}

// literal consumes word if the text continues with it.
func (p *jsonParser) literal(word string) bool {
	if strings.HasPrefix(p.s[p.i:], word) {
		p.i += len(word)
		return true
	}
	return false
}

// number consumes a JSON number and returns its text.
func (p *jsonParser) number() (string, error) {
	start := p.i
	if p.peek() == '-' {
		p.i++
	}
	digits := func() int {
		n := 0
		for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			p.i++
			n++
		}
		return n
	}
	switch {
	case p.peek() == '0':
		p.i++
	case digits() == 0:
		return "", p.fail("expected a digit")
	}
	if p.peek() == '.' {
		p.i++
		if digits() == 0 {
			return "", p.fail("expected a digit after the decimal point")
		}
	}
	if c := p.peek(); c == 'e' || c == 'E' {
		p.i++
		if c := p.peek(); c == '+' || c == '-' {
			p.i++
		}
		if digits() == 0 {
			return "", p.fail("expected a digit in the exponent")
		}
	}
	return p.s[start:p.i], nil
}

// scalar reads a number into one of the integer fields; a value of another
// kind is read whole and reported as a typeError. null leaves the field.
func (p *jsonParser) scalar(want string, set func(string) error) error {
	switch c := p.peek(); {
	case c == '-' || c >= '0' && c <= '9':
		num, err := p.number()
		if err != nil {
			return err
		}
		if err := set(num); err != nil {
			return &typeError{fmt.Sprintf("%s is not %s", num, want)}
		}
		return nil
	case p.literal("null"):
		return nil
	default:
		return p.wrongType(want)
	}
}

// wrongType reads a value of the wrong kind whole and reports it.
func (p *jsonParser) wrongType(want string) error {
	start := p.i
	if err := p.skip(0); err != nil {
		return err
	}
	v := p.s[start:p.i]
	if len(v) > 20 {
		v = v[:20] + "..."
	}
	return &typeError{fmt.Sprintf("%s is not %s", v, want)}
}

func (p *jsonParser) intInto(dst *int) error {
	return p.scalar("an integer", func(num string) error {
		n, err := strconv.ParseInt(num, 10, strconv.IntSize)
		if err == nil {
			*dst = int(n)
		}
		return err
	})
}

func (p *jsonParser) int64Into(dst *int64) error {
	return p.scalar("an integer", func(num string) error {
		n, err := strconv.ParseInt(num, 10, 64)
		if err == nil {
			*dst = n
		}
		return err
	})
}

func (p *jsonParser) uint64Into(dst *uint64) error {
	return p.scalar("an integer from 0 to 2^64-1", func(num string) error {
		n, err := strconv.ParseUint(num, 10, 64)
		if err == nil {
			*dst = n
		}
		return err
	})
}

func (p *jsonParser) strInto(dst *string) error {
	switch {
	case p.peek() == '"':
		s, err := p.str()
		if err == nil {
			*dst = s
		}
		return err
	case p.literal("null"):
		return nil
	default:
		return p.wrongType("a string")
	}
}

// movesInto reads a list of strings; null empties it, a null in the list
// is an empty string (as encoding/json reads them).
func (p *jsonParser) movesInto(dst *[]string) error {
	switch {
	case p.literal("null"):
		*dst = nil
		return nil
	case p.peek() != '[':
		return p.wrongType("a list of moves")
	}
	p.i++
	list := []string{}
	var typeErr error
	p.space()
	if p.peek() == ']' {
		p.i++
		*dst = list
		return nil
	}
	for {
		p.space()
		var s string
		if err := p.strInto(&s); err != nil {
			var te *typeError
			if !errors.As(err, &te) {
				return err
			}
			if typeErr == nil {
				typeErr = &typeError{fmt.Sprintf("move %d: %s", len(list)+1, te.msg)}
			}
		}
		list = append(list, s)
		p.space()
		switch p.peek() {
		case ',':
			p.i++
			continue
		case ']':
			p.i++
			*dst = list
			return typeErr
		}
		return p.fail("expected , or ] in the list of moves")
	}
}

// str reads a JSON string. Invalid UTF-8 and lone surrogates become U+FFFD.
func (p *jsonParser) str() (string, error) {
	if err := p.expect('"'); err != nil {
		return "", err
	}
	start := p.i
	// The common case: no escapes, valid UTF-8.
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == '"' {
			s := p.s[start:p.i]
			if utf8.ValidString(s) {
				p.i++
				return s, nil
			}
			break
		}
		if c == '\\' || c < 0x20 {
			break
		}
		p.i++
	}
	p.i = start
	var b strings.Builder
	for {
		if p.i >= len(p.s) {
			return "", p.fail("the string has no closing quote")
		}
		c := p.s[p.i]
		switch {
		case c == '"':
			p.i++
			return b.String(), nil
		case c < 0x20:
			return "", p.fail("a control character in a string")
		case c == '\\':
			p.i++
			e := p.peek()
			p.i++
			switch e {
			case '"', '\\', '/':
				b.WriteByte(e)
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'u':
				r, ok := p.hex4()
				if !ok {
					return "", p.fail("expected 4 hex digits after \\u")
				}
				if utf16.IsSurrogate(r) {
					// A pair makes one character; anything else is U+FFFD.
					save := p.i
					if p.literal(`\u`) {
						if r2, ok := p.hex4(); ok {
							if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
								b.WriteRune(d)
								continue
							}
						}
					}
					p.i = save
					r = utf8.RuneError
				}
				b.WriteRune(r)
			default:
				p.i--
				return "", p.fail("an unknown escape in a string")
			}
		case c < utf8.RuneSelf:
			b.WriteByte(c)
			p.i++
		default:
			r, size := utf8.DecodeRuneInString(p.s[p.i:])
			b.WriteRune(r) // RuneError for a bad byte
			p.i += size
		}
	}
}

// hex4 reads the 4 hex digits of a \u escape.
func (p *jsonParser) hex4() (rune, bool) {
	if p.i+4 > len(p.s) {
		return 0, false
	}
	n, err := strconv.ParseUint(p.s[p.i:p.i+4], 16, 32)
	if err != nil {
		return 0, false
	}
	p.i += 4
	return rune(n), true
}

// skip reads any JSON value.
func (p *jsonParser) skip(depth int) error {
	if depth >= maxDepth {
		return p.fail("values nested deeper than %d", maxDepth)
	}
	switch c := p.peek(); {
	case c == '"':
		_, err := p.str()
		return err
	case c == '-' || c >= '0' && c <= '9':
		_, err := p.number()
		return err
	case p.literal("true"), p.literal("false"), p.literal("null"):
		return nil
	case c == '[' || c == '{':
		p.i++
		closing := byte(']')
		if c == '{' {
			closing = '}'
		}
		p.space()
		if p.peek() == closing {
			p.i++
			return nil
		}
		for {
			p.space()
			if c == '{' {
				if _, err := p.str(); err != nil {
					return err
				}
				p.space()
				if err := p.expect(':'); err != nil {
					return err
				}
				p.space()
			}
			if err := p.skip(depth + 1); err != nil {
				return err
			}
			p.space()
			switch p.peek() {
			case ',':
				p.i++
				continue
			case closing:
				p.i++
				return nil
			}
			return p.fail("expected , or %c", closing)
		}
	}
	return p.fail("expected a value")
}
