// Package hub speaks the Hub engine protocol (the text protocol of Scan 3.x
// and its GUIs) over any io.Reader/io.Writer: hub/id/param/wait,
// set-param, init/ready, pos, level, go, info, done, stop, ping/pong,
// new-game and quit. Moves use the Hub capture notation (captured squares).
// Serve is the entry point; `draughts hub` runs it on stdin/stdout.
package hub // hub.go: the protocol loop, command parsing and the search goroutine.

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/draughts/draughts/engine"
)

// Engine identity and defaults.
const (
	Name          = "draughts"
	Version       = "1.0"
	defaultHashMB = 64
	maxHashMB     = 4096
)

// server is one protocol session.
type server struct {
	outMu sync.Mutex
	out   *bufio.Writer

	searcher *engine.Searcher
	hashMB   int
	level    int // difficulty level parameter (0 = full strength)
	game     *engine.Game
	limits   engine.Limits

	// The running search, if any.
	cancel   context.CancelFunc
	finished chan struct{} // closed when the search goroutine has written done
	stopCh   chan struct{} // closed by stop: an infinite search may answer done
	infinite bool          // the running search waits for stop
}

// Serve reads commands from in and writes answers to out until quit or the
// end of the input. It never panics on bad input: errors are reported as
// `error message="..."` lines. The returned error is a read error, if any.
func Serve(in io.Reader, out io.Writer) error {
	s := &server{out: bufio.NewWriter(out), hashMB: defaultHashMB, game: engine.NewGame()}
	defer s.stopSearch()
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		if !s.handle(sc.Text()) {
			return nil
		}
	}
	// End of input: a finite search still finishes and answers.
	if s.finished != nil && !s.infinite {
		<-s.finished
	}
	return sc.Err()
}

// writeLine writes one line and flushes it (searches write from their own goroutine).
func (s *server) writeLine(format string, a ...any) {
	s.outMu.Lock()
	defer s.outMu.Unlock()
	fmt.Fprintf(s.out, format, a...)
	s.out.WriteByte('\n')
	s.out.Flush()
}

func (s *server) errorf(format string, a ...any) {
	s.writeLine("error message=%s", quote(fmt.Sprintf(format, a...)))
}

// handle runs one command line; it returns false on quit.
func (s *server) handle(line string) bool {
	cmd, args, flags, err := parseLine(line)
	if err != nil {
		s.errorf("%v", err)
		return true
	}
	switch cmd {
	case "":
	case "hub":
		s.writeLine("id name=%s version=%s", Name, Version)
		s.writeLine("param name=hash value=%d type=int min=1 max=%d", s.hashMB, maxHashMB)
		s.writeLine("param name=level value=%d type=int min=0 max=%d", s.level, engine.LevelCount)
		s.writeLine("wait")
	case "set-param":
		s.setParam(args)
	case "init":
		s.stopSearch()
		s.ensureSearcher()
		s.writeLine("ready")
	case "ping":
		s.writeLine("pong")
	case "new-game":
		s.stopSearch()
		s.ensureSearcher()
		s.searcher.NewGame()
	case "pos":
		s.stopSearch()
		s.setPosition(args)
	case "level":
		s.setLevel(args, flags)
	case "go":
		s.stopSearch()
		s.startSearch(flags)
	case "stop":
		s.stopSearch()
	case "quit":
		return false
	default:
		// Unknown commands are ignored, as the protocol asks.
	}
	return true
}

func (s *server) ensureSearcher() {
	if s.searcher == nil {
		s.searcher = engine.NewSearcher(s.hashMB << 20)
	}
}

func (s *server) setParam(args map[string]string) {
	name, value := args["name"], args["value"]
	switch name {
	case "hash":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > maxHashMB {
			s.errorf("hash must be 1..%d (MB), got %q", maxHashMB, value)
			return
		}
		if n != s.hashMB || s.searcher == nil {
			s.stopSearch()
			s.hashMB = n
			s.searcher = nil // allocated at init or first use
		}
	case "level":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || n > engine.LevelCount {
			s.errorf("level must be 0..%d, got %q", engine.LevelCount, value)
			return
		}
		s.level = n
	}
}

// setPosition handles `pos pos=<51 chars> moves="..."`. On any error the
// previous position is kept.
func (s *server) setPosition(args map[string]string) {
	text, ok := args["pos"]
	var g *engine.Game
	if !ok {
		g = engine.NewGame()
	} else {
		p, err := ParsePosition(text)
		if err != nil {
			s.errorf("%v", err)
			return
		}
		g = engine.NewGameFrom(p)
	}
	for _, mv := range strings.Fields(args["moves"]) {
		m, err := g.Position().ParseHubMove(mv)
		if err != nil {
			s.errorf("illegal move %s: %v", mv, err)
			return
		}
		if err := g.Play(m); err != nil {
			s.errorf("illegal move %s: %v", mv, err)
			return
		}
	}
	s.game = g
}

// setLevel handles the level command: each one replaces the previous limits.
func (s *server) setLevel(args map[string]string, flags []string) {
	var lim engine.Limits
	for _, f := range flags {
		if f == "infinite" {
			lim.Infinite = true
		}
	}
	seconds := func(v string) (time.Duration, bool) {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || f < 0 || f > 1e7 {
			s.errorf("bad time %q", v)
			return 0, false
		}
		return time.Duration(f * float64(time.Second)), true
	}
	for k, v := range args {
		var ok = true
		switch k {
		case "depth":
			n, err := strconv.Atoi(v)
			ok = err == nil && n > 0
			lim.Depth = n
		case "nodes":
			n, err := strconv.ParseInt(v, 10, 64)
			ok = err == nil && n > 0
			lim.Nodes = n
		case "move-time":
			lim.MoveTime, ok = seconds(v)
		case "time":
			lim.Time, ok = seconds(v)
		case "inc":
			lim.Inc, ok = seconds(v)
		case "moves":
			n, err := strconv.Atoi(v)
			ok = err == nil && n >= 0
			lim.MovesToGo = n
		case "infinite":
			lim.Infinite = true
		default:
			continue
		}
		if !ok {
			s.errorf("bad level %s=%q", k, v)
			return
		}
	}
	s.limits = lim
}

// startSearch starts `go think|ponder|analyze` in its own goroutine, so that
// stop and ping are read while it thinks.
func (s *server) startSearch(flags []string) {
	s.ensureSearcher()
	mode := "think"
	if len(flags) > 0 {
		mode = flags[0]
	}
	lim := s.limits
	level := s.level
	if mode == "ponder" || mode == "analyze" {
		lim = engine.Limits{Infinite: true}
		level = 0
	}
	pos, hist, clock := s.game.SearchRoot()
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	finished := make(chan struct{})
	stopCh := make(chan struct{})
	s.finished, s.stopCh, s.infinite = finished, stopCh, lim.Infinite
	searcher := s.searcher
	go func() {
		defer close(finished)
		res := searcher.Search(ctx, engine.Request{
			Position: pos, History: hist, Clock: clock, Limits: lim, Level: level,
			Progress: func(info engine.Info) { s.writeInfo(pos, info) },
		})
		if lim.Infinite {
			// An infinite search answers only after stop.
			select {
			case <-stopCh:
			case <-ctx.Done():
			}
		}
		s.writeDone(pos, res)
	}()
}

// stopSearch stops a running search and waits for its done line.
func (s *server) stopSearch() {
	if s.cancel == nil {
		return
	}
	close(s.stopCh)
	s.cancel()
	<-s.finished
	s.cancel, s.finished, s.stopCh = nil, nil, nil
}

func (s *server) writeInfo(pos engine.Position, info engine.Info) {
	s.writeLine("info depth=%d score=%s nodes=%d time=%.3f nps=%d pv=%s",
		info.Depth, menScore(info.Score), info.Nodes, info.Elapsed.Seconds(), info.NPS, quote(pvString(pos, info.PV)))
}

func (s *server) writeDone(pos engine.Position, res engine.SearchResult) {
	if res.Move.IsZero() {
		s.writeLine("done")
		return
	}
	line := "done move=" + pos.HubMove(res.Move)
	if !res.Ponder.IsZero() {
		line += " ponder=" + pos.Play(res.Move).HubMove(res.Ponder)
	}
	s.writeLine("%s", line)
}

// menScore writes centi-men as men with two decimals ("0.25", "-1.00");
// a win in n plies comes out as 100-n/100 ("99.93"), as Scan does.
func menScore(cm int) string {
	sign := ""
	if cm < 0 {
		sign, cm = "-", -cm
	}
	return fmt.Sprintf("%s%d.%02d", sign, cm/100, cm%100)
}

// pvString writes a principal variation in Hub notation.
func pvString(pos engine.Position, pv []engine.Move) string {
	parts := make([]string, 0, len(pv))
	for _, m := range pv {
		parts = append(parts, pos.HubMove(m))
		pos = pos.Play(m)
	}
	return strings.Join(parts, " ")
}

// quote writes a value, quoted when it is empty or holds blanks, quotes or '='.
func quote(v string) string {
	if v != "" && !strings.ContainsAny(v, " \t\"=") {
		return v
	}
	return `"` + strings.ReplaceAll(v, `"`, `'`) + `"`
}

// ParsePosition reads the Hub position: the side to move (W or B), then one
// character per square 1-50: w, b (men), W, B (kings), e (empty).
func ParsePosition(text string) (engine.Position, error) {
	if len(text) != 51 {
		return engine.Position{}, fmt.Errorf("bad position %q: want 51 characters (side to move and 50 squares), got %d", text, len(text))
	}
	var side engine.Color
	switch text[0] {
	case 'W', 'w':
		side = engine.White
	case 'B', 'b':
		side = engine.Black
	default:
		return engine.Position{}, fmt.Errorf("bad position: side to move %q at offset 0 is not W or B", text[0])
	}
	var board [51]engine.Piece
	for s := 1; s <= 50; s++ {
		c := text[s]
		switch c {
		case 'w':
			board[s] = engine.WhiteMan
		case 'b':
			board[s] = engine.BlackMan
		case 'W':
			board[s] = engine.WhiteKing
		case 'B':
			board[s] = engine.BlackKing
		case 'e', '.':
			board[s] = engine.Empty
		default:
			return engine.Position{}, fmt.Errorf("bad position: %q at offset %d (square %d) is not w, b, W, B or e", c, s, s)
		}
		if (c == 'w' && s <= 5) || (c == 'b' && s >= 46) {
			return engine.Position{}, fmt.Errorf("bad position: a man on its promotion row at square %d", s)
		}
	}
	return engine.NewPosition(side, board), nil
}

// FormatPosition writes p in the Hub position form.
func FormatPosition(p engine.Position) string {
	var sb strings.Builder
	if p.Side() == engine.White {
		sb.WriteByte('W')
	} else {
		sb.WriteByte('B')
	}
	for s := 1; s <= 50; s++ {
		sb.WriteByte("ewbWB"[p.PieceAt(s)])
	}
	return sb.String()
}

// parseLine splits `cmd name=value name="quoted value" word ...` into the
// command, the name=value arguments and the bare words.
func parseLine(line string) (cmd string, args map[string]string, flags []string, err error) {
	args = map[string]string{}
	i := 0
	n := len(line)
	next := func() (string, error) {
		for i < n && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r') {
			i++
		}
		var sb strings.Builder
		for i < n && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' {
			if line[i] == '"' {
				end := strings.IndexByte(line[i+1:], '"')
				if end < 0 {
					return "", fmt.Errorf("unterminated quote at offset %d", i)
				}
				sb.WriteString(line[i+1 : i+1+end])
				i += end + 2
				continue
			}
			sb.WriteByte(line[i])
			i++
		}
		return sb.String(), nil
	}
	cmd, err = next()
	if err != nil {
		return "", nil, nil, err
	}
	for i < n {
		tok, err := next()
		if err != nil {
			return "", nil, nil, err
		}
		if tok == "" {
			continue
		}
		if k, v, ok := strings.Cut(tok, "="); ok {
			args[k] = v
		} else {
			flags = append(flags, tok)
		}
	}
	return cmd, args, flags, nil
}
