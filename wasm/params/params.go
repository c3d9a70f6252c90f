package params // params.go: reading and validating the page's URL parameters (fen, pdn, color, mode, ...).

// Package params reads the query string of the game page. It is plain Go
// (no syscall/js) so it is unit- and fuzz-tested natively.
//
// Parameters, all optional; unknown ones are ignored, and a bad value is
// reported as a Problem (the rest still apply):
//
//	fen=W:W31-50:B1-20     start position (FEN, URL-encoded)
//	pdn=<PDN text>         a game to load (URL-encoded); game=N picks the
//	                       N-th game (1-based) of a multi-game text
//	color=white|black      the human's side against the computer, and the
//	                       side shown at the bottom
//	mode=play|two-player|watch|analysis|view|edit|puzzle|learn
//	puzzle=<id>            a puzzle of the trainer (6 hex digits, see
//	                       `draughts puzzles`); implies mode=puzzle
//	lesson=<id>            a lesson of the course (board, men, capture, ...);
//	                       implies mode=learn
//	level=1..10            the computer's strength
//	time=<min>+<s>         a clock for the game: minutes each and seconds
//	                       added per move (5+0, 10+5, 0.5+1); a game that
//	                       has moves already keeps its own
//	theme=<name>           board theme (one of Options.Themes when given)
//	coords=on|off          square numbers (also true/false, 1/0, yes/no)
//	sound=on|off           move sounds
//	save=<namespace>|off   storage namespace (letters, digits, '-', '_';
//	                       at most 32), or off: nothing is stored
//	lang=en|zh             the language of every text (also zh-CN, en-GB, ...)
//	origin=<origin>|*      the embedding page's origin, e.g.
//	                       https://example.org: events go only there and
//	                       commands are accepted only from it
import (
	"net/url"
	"strconv"
	"strings"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/words"
)

// Modes accepted by mode=.
var Modes = []string{"play", "two-player", "watch", "analysis", "view", "edit", "puzzle", "learn"}

// Limits on parameter values.
const (
	MaxValueLen = 64 << 10 // a PDN of a long game fits easily
	MaxNSLen    = 32
)

// OptBool is a boolean parameter that may be absent.
type OptBool struct {
	Set   bool
	Value bool
}

// Params are the recognised, valid parameters. Zero fields were absent or
// invalid.
type Params struct {
	FEN      string           // valid FEN text as given
	Position *engine.Position // the parsed FEN
	PDN      *engine.PDNGame  // the chosen game of pdn=
	Color    string           // "white", "black" or ""
	Mode     string           // one of Modes, or ""
	Level    int              // 1..10, or 0
	Theme    string           // or ""
	Coords   OptBool
	Sound    OptBool
	Motion   OptBool             // motion=on|off: animations, off = reduced motion
	Save     string              // namespace, or "" for the default
	SaveOff  bool                // save=off
	Origin   string              // "", "*" or an origin such as https://example.org
	Lang     string              // "en", "zh" or ""
	Puzzle   string              // a puzzle id of the set, or ""
	Lesson   string              // a lesson id of the course, or ""
	Time     *engine.TimeControl // time=, or nil
}

// Problem is one rejected parameter. What is wrong is a catalogue text
// (Key, Args) so that it can be worded in the player's language (Text);
// Msg and Error give it in English (logs and tests).
type Problem struct {
	Param string   // name, e.g. "level"
	Value string   // the value as given (shortened)
	Key   i18n.Key // what is wrong, as a text of the catalogue
	Args  []any    // the arguments of Key's text
	Msg   string   // what is wrong, in English
}

// Text words the problem in language l ("level=12: expected ...").
func (p Problem) Text(l i18n.Lang) string {
	msg := p.Msg
	if p.Key != "" {
		args := append([]any(nil), p.Args...)
		for i, a := range args {
			if err, ok := a.(error); ok {
				args[i] = words.Err(l, err) // the engine's own errors, in l
			}
		}
		msg = l.T(p.Key, args...)
	}
	if p.Param == "" {
		return msg
	}
	return l.T("params.problem", p.Param, p.Value, msg)
}

func (p Problem) Error() string { return p.Text(i18n.EN) }

// Options tune validation.
type Options struct {
	Themes []string // known themes; nil accepts any well-formed name
}

// Parse reads a raw query string ("fen=...&level=3", with or without a
// leading '?').
func Parse(rawQuery string, opt Options) (Params, []Problem) {
	var p Params
	var probs []Problem
	bad := func(name, value string, key i18n.Key, a ...any) {
		probs = append(probs, problem(name, clip(value), key, a...))
	}
	values, err := url.ParseQuery(strings.TrimPrefix(rawQuery, "?"))
	if err != nil {
		probs = append(probs, problem("", "", "params.unreadable", err.Error()))
	}
	get := func(name string) (string, bool) {
		vs, ok := values[name]
		if !ok || len(vs) == 0 {
			return "", false
		}
		v := vs[len(vs)-1] // the last one wins, as in most web apps
		if len(vs) > 1 {
			bad(name, vs[0], "params.repeated", len(vs)) // and the page says so
		}
		if len(v) > MaxValueLen {
			bad(name, v, "params.too.long", len(v), MaxValueLen)
			return "", false
		}
		return v, true
	}

	if v, ok := get("fen"); ok {
		pos, err := engine.ParseStartFEN(v)
		if err != nil {
			bad("fen", v, "params.invalid", err)
		} else {
			p.FEN, p.Position = v, &pos
		}
	}
	if v, ok := get("pdn"); ok {
		n := 1
		if gv, ok := get("game"); ok {
			i, err := strconv.Atoi(strings.TrimSpace(gv))
			if err != nil || i < 1 {
				bad("game", gv, "params.game.number")
			} else {
				n = i
			}
		}
		p.PDN = pickGame(v, n, func(key i18n.Key, a ...any) { bad("pdn", v, key, a...) })
	} else if gv, ok := get("game"); ok {
		bad("game", gv, "params.game.no.pdn")
	}
	if v, ok := get("color"); ok {
		switch c := strings.ToLower(strings.TrimSpace(v)); c {
		case "white", "w":
			p.Color = "white"
		case "black", "b":
			p.Color = "black"
		default:
			bad("color", v, "params.color")
		}
	}
	if v, ok := get("mode"); ok {
		m := strings.ToLower(strings.TrimSpace(v))
		if !contains(Modes, m) {
			bad("mode", v, "params.mode", strings.Join(Modes, ", "))
		} else {
			p.Mode = m
		}
	}
	parseLearn(get, bad, &p)
	if v, ok := get("level"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 1 || n > 10 {
			bad("level", v, "params.level")
		} else {
			p.Level = n
		}
	}
	if v, ok := get("time"); ok {
		if tc, err := engine.ParseTimeControl(v); err != nil {
			bad("time", v, "params.invalid", err)
		} else {
			p.Time = &tc
		}
	}
	if v, ok := get("theme"); ok {
		t := strings.ToLower(strings.TrimSpace(v))
		switch {
		case opt.Themes != nil && !contains(opt.Themes, t):
			bad("theme", v, "params.theme.unknown", strings.Join(opt.Themes, ", "))
		case opt.Themes == nil && !isName(t, 32):
			bad("theme", v, "params.theme.name")
		default:
			p.Theme = t
		}
	}
	for _, b := range []struct {
		name string
		dst  *OptBool
	}{{"coords", &p.Coords}, {"sound", &p.Sound}, {"motion", &p.Motion}} {
		if v, ok := get(b.name); ok {
			on, valid := parseBool(v)
			if !valid {
				bad(b.name, v, "params.onoff")
			} else {
				*b.dst = OptBool{Set: true, Value: on}
			}
		}
	}
	if v, ok := get("save"); ok {
		ns := strings.TrimSpace(v)
		switch {
		case strings.EqualFold(ns, "off"):
			p.SaveOff = true
		case isName(ns, MaxNSLen):
			p.Save = ns
		default:
			bad("save", v, "params.save", MaxNSLen)
		}
	}
	if v, ok := get("lang"); ok {
		if l, ok := i18n.Parse(v); ok {
			p.Lang = l.String()
		} else {
			bad("lang", v, "params.lang")
		}
	}
	if v, ok := get("origin"); ok {
		o, key, args := parseOrigin(v)
		if key != "" {
			bad("origin", v, key, args...)
		} else {
			p.Origin = o
		}
	}
	return p, probs
}

// pickGame parses a PDN text and returns its n-th game (1-based), reporting
// the engine's own errors.
func pickGame(text string, n int, report func(key i18n.Key, a ...any)) *engine.PDNGame {
	games, errs := engine.ParsePDN(text)
	for _, g := range games {
		if g.Index == n-1 {
			return g
		}
	}
	for _, err := range errs {
		if pe, ok := err.(*engine.PDNError); ok && pe.Game != n-1 {
			continue // a broken game other than the one asked for
		}
		report("params.invalid", err)
		return nil
	}
	total := len(games) + len(errs)
	if total == 0 {
		report("params.pdn.empty")
	} else {
		report("params.pdn.count", n, total)
	}
	return nil
}

// problem builds a Problem, its English wording included.
func problem(param, value string, key i18n.Key, a ...any) Problem {
	return Problem{Param: param, Value: value, Key: key, Args: a, Msg: i18n.EN.T(key, a...)}
}

// parseOrigin accepts "*" or scheme://host[:port] with nothing after it;
// otherwise it gives what is wrong as a catalogue key and its arguments.
func parseOrigin(v string) (string, i18n.Key, []any) {
	v = strings.TrimSpace(v)
	if v == "*" {
		return v, "", nil
	}
	u, err := url.Parse(v)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return "", "params.origin", nil
	}
	if (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return "", "params.origin.extra", []any{u.Scheme, u.Host}
	}
	return u.Scheme + "://" + strings.ToLower(u.Host), "", nil
}

func parseBool(v string) (on, ok bool) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "on", "true", "1", "yes", "show":
		return true, true
	case "off", "false", "0", "no", "hide":
		return false, true
	}
	return false, false
}

func isName(s string, max int) bool {
	if s == "" || len(s) > max {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func clip(s string) string {
	if len(s) > 40 {
		return strings.ToValidUTF8(s[:40], "") + "..."
	}
	return s
}
