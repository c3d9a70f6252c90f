package embed // protocol.go: the postMessage protocol between the game in an iframe and its host page.

// Package embed lets a page that puts the game in an iframe follow it and
// steer it with window.postMessage.
//
// Every message either way is a plain object with source "draughts" and a
// type. Events, from the game to window.parent:
//
//	{source:"draughts", type:"ready", fen, mode, protocol:1}       the game is running
//	{source:"draughts", type:"move", notation:"32-28", fen, ply, side:"white"}
//	                                                               a move was played (side = who moved)
//	{source:"draughts", type:"gameover", result:"2-0", reason:"Black cannot move",
//	 text:"White wins: Black cannot move"}
//	{source:"draughts", type:"error", command, message}           a command was refused
//	{source:"draughts", type:"error", command:"", fatal:true, reason, message}
//	                     the game cannot run (reason "webgl", "exited", "load" or "wasm"):
//	                     posted by web/index.html itself, instead of ready
//	{source:"draughts", type:"solved", puzzle, rating, clean}      a puzzle was solved (solved.go)
//	{source:"draughts", type:"lessonstep", lesson, step}          a lesson step was completed
//
// Commands, from the host to the iframe's contentWindow (source may be omitted):
//
//	{type:"new"}                       a new game from the start position
//	{type:"setPosition", fen:"W:..."}  a new game from a FEN
//	{type:"loadPDN", pdn:"...", game:1}  a game from PDN text (game: 1-based, optional)
//	{type:"flip"}                      turn the board around
//
// A loadPDN text longer than 64 KB is read in slices while the game goes on
// (its error event, if any, comes once it is read). Commands wait in the
// page (web/index.html) until the game reads them, up to 16 per frame; past
// 64 waiting, a message is refused and counted, and the count is answered
// with one error event (command "").
//
// Origins. Events are posted with targetOrigin = the origin= URL parameter
// when given, else the embedding page's origin as the browser reports it
// (location.ancestorOrigins, else the referrer), else "*" (the events carry
// only the public game record). Commands are accepted only from
// window.parent, and only when event.origin equals origin= (or any origin
// when origin=*); without origin=, from the embedding page's origin as
// above, and refused when the browser does not say what it is.
//
// This file is plain Go (tested natively); bridge_js.go wires it to the page.

import (
	"fmt"
	"strconv"
	"strings"
)

// Protocol is the version sent in the ready event.
const Protocol = 1

// Source marks every message of this protocol.
const Source = "draughts"

// Event types.
const (
	EventReady    = "ready"
	EventMove     = "move"
	EventGameOver = "gameover"
	EventError    = "error"
)

// Command types.
const (
	CmdNew         = "new"
	CmdSetPosition = "setPosition"
	CmdLoadPDN     = "loadPDN"
	CmdFlip        = "flip"
)

// MaxCommandText bounds the text fields of a command.
const MaxCommandText = 256 << 10

// Event is a message to the host page.
type Event map[string]any

// Ready, Move, GameOver and Error build the events.
func Ready(fen, mode string) Event {
	return Event{"source": Source, "type": EventReady, "fen": fen, "mode": mode, "protocol": Protocol}
}

func Move(notation, fen string, ply int, side string) Event {
	return Event{"source": Source, "type": EventMove, "notation": notation, "fen": fen, "ply": ply, "side": side}
}

func GameOver(result, reason, text string) Event {
	return Event{"source": Source, "type": EventGameOver, "result": result, "reason": reason, "text": text}
}

func Error(command, message string) Event {
	return Event{"source": Source, "type": EventError, "command": command, "message": message}
}

// Command is a request from the host page.
type Command struct {
	Type string
	FEN  string // setPosition
	PDN  string // loadPDN
	Game int    // loadPDN: 1-based game number, 0 = the first
}

// ParseCommand reads a command from the fields of a message; get returns a
// field as a string or number text and whether it was present.
func ParseCommand(get func(field string) (string, bool)) (Command, error) {
	if src, ok := get("source"); ok && src != Source {
		return Command{}, fmt.Errorf("message from %q, not for draughts", clip(src))
	}
	typ, ok := get("type")
	if !ok || typ == "" {
		return Command{}, fmt.Errorf("message without a type")
	}
	text := func(field string) (string, error) {
		v, ok := get(field)
		if !ok || strings.TrimSpace(v) == "" {
			return "", fmt.Errorf("%s needs a %q field", typ, field)
		}
		if len(v) > MaxCommandText {
			return "", fmt.Errorf("%s: %q is too long (%d bytes, at most %d)", typ, field, len(v), MaxCommandText)
		}
		return v, nil
	}
	c := Command{Type: typ}
	var err error
	switch typ {
	case CmdNew, "newGame", "newgame":
		c.Type = CmdNew
	case CmdFlip:
	case CmdSetPosition:
		c.FEN, err = text("fen")
	case CmdLoadPDN:
		if c.PDN, err = text("pdn"); err == nil {
			if g, ok := get("game"); ok && g != "" {
				n, serr := strconv.Atoi(strings.TrimSpace(g))
				if serr != nil || n < 1 {
					err = fmt.Errorf("loadPDN: game must be a game number 1, 2, ..., got %q", clip(g))
				}
				c.Game = n
			}
		}
	default:
		return Command{}, fmt.Errorf("unknown command %q (known: new, setPosition, loadPDN, flip)", clip(typ))
	}
	return c, err
}

// OriginPolicy decides where events go and which commands are accepted.
type OriginPolicy struct {
	Param    string // the origin= URL parameter: "", "*" or an origin
	Embedder string // the embedding page's origin as the browser reports it, or ""
}

// Target is the targetOrigin for posting events.
func (p OriginPolicy) Target() string {
	switch {
	case p.Param != "":
		return p.Param
	case p.Embedder != "":
		return p.Embedder
	}
	return "*"
}

// Accepts reports whether a command whose event.origin is origin may be
// obeyed (the caller has already checked that it came from window.parent).
func (p OriginPolicy) Accepts(origin string) bool {
	switch {
	case p.Param == "*":
		return true
	case p.Param != "":
		return origin == p.Param
	case p.Embedder != "":
		return origin == p.Embedder
	}
	return false
}

// OriginOf returns scheme://host[:port] of an absolute URL, or "".
func OriginOf(rawURL string) string {
	i := strings.Index(rawURL, "://")
	if i <= 0 {
		return ""
	}
	rest := rawURL[i+3:]
	if j := strings.IndexAny(rest, "/?#"); j >= 0 {
		rest = rest[:j]
	}
	if rest == "" {
		return ""
	}
	return strings.ToLower(rawURL[:i]) + "://" + strings.ToLower(rest)
}

func clip(s string) string {
	if len(s) > 40 {
		return strings.ToValidUTF8(s[:40], "") + "..."
	}
	return s
}
